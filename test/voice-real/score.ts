import { crewSeat, reduce, viewFor, type CommandBody, type GameState } from '../../shared/engine';
import { HIGH_IMPACT, match, screen, toCommand, type Decision, type ListenMode, type MatchOptions } from '../../shared/orders';
import type { Recognition } from '../../shared/orders/recognition';
import { stateFor, type RealUtterance, type Situation } from './corpus';

/**
 * What the app would do with a recognised text: `sent` is a command the engine accepted (a
 * high-impact one counts once its confirmation is given), `held` is a question, a refusal or a
 * confirmation prompt the speaker never meant.
 */
export type Verdict =
  | { readonly kind: 'right' }
  | { readonly kind: 'held'; readonly why: string }
  | { readonly kind: 'wrong'; readonly sent: CommandBody | string };

const states = new Map<Situation, GameState>();
function state(situation: Situation): GameState {
  let found = states.get(situation);
  if (!found) states.set(situation, (found = stateFor(situation)));
  return found;
}

/**
 * The app's path for one recognition: the real matcher on the seat's real view, then the real engine:
 * an executed reading is turned into the command the UI would send and run through `reduce` on the
 * game state.
 */
export function judge(recognition: Recognition, utterance: RealUtterance, mode: ListenMode): Verdict {
  return verdictOf((options) => screen(recognition, options).decision, utterance, mode);
}

/** The matcher alone on a text (no recognizer's doubts): what typed text would do. */
export function judgeText(heard: string, utterance: RealUtterance, mode: ListenMode): Verdict {
  return verdictOf((options) => match(heard, options).decision, utterance, mode);
}

function verdictOf(decide: (options: MatchOptions) => Decision, utterance: RealUtterance, mode: ListenMode): Verdict {
  const game = state(utterance.situation);
  const view = viewFor(game, crewSeat('blue', [utterance.role]));
  const decision = decide({ lang: 'en', role: utterance.role, view, mode });
  if (decision.kind !== 'execute') return { kind: 'held', why: decision.kind === 'ask' ? `ask: ${decision.prompt}` : decision.reason };
  // An order confirmed only because the matcher was unsure is a question to the speaker, as an ask is
  // (the session says "Head north?" and waits); a high-impact one is confirmed every time, so it counts.
  if (decision.confirm && !HIGH_IMPACT.has(decision.intent.type)) return { kind: 'held', why: `confirm: ${decision.intent.type}` };
  const resolved = toCommand(decision.intent, view);
  // confirm/cancel alone do nothing without a pending order: not an action.
  if (!resolved) return { kind: 'held', why: decision.intent.type };
  if (!resolved.ok) return { kind: 'held', why: resolved.reason };
  const applied = reduce(game, { ...resolved.body, team: 'blue', role: decision.role });
  if (!applied.ok) return { kind: 'wrong', sent: `${JSON.stringify(resolved.body)} refused by the engine: ${applied.reason}` };
  const intended = utterance.expect !== null && sameCommand(resolved.body, utterance.expect);
  return intended ? { kind: 'right' } : { kind: 'wrong', sent: resolved.body };
}

function sameCommand(a: CommandBody, b: CommandBody): boolean {
  return JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));
}

function sorted(value: object): object {
  return Object.fromEntries(Object.entries(value).sort(([x], [y]) => x.localeCompare(y)));
}
