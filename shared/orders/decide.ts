import { askPrompt } from './describe';
import { HIGH_IMPACT, type Candidate, type Decision, type Intent, type Lang, type ListenMode } from './types';

/** On the cost scale of cost.ts. Tuned on the corpus (bench/orders.bench.ts). */
export const THRESHOLDS = {
  /** A reading closer than this to what was heard may run without asking (one missing keyword costs 0.8). */
  execute: 0.75,
  /** Two legal readings nearer than this to each other: ask which. */
  close: 0.3,
  /** Beyond this nothing is offered. */
  ask: 1.0,
  /** Another role's order must beat the speaker's own reading by this much to be called "wrong role". */
  wrongRole: 0.3,
  /** An illegal reading this much better than every legal one is what was said: refuse it, with its reason. */
  illegal: 0.3,
  /** Above this, even a clear winner is sent with `confirm`. */
  confirm: 0.5,
  /**
   * Open mic hears the whole table: only a reading that needs no confirmation for its cost runs, and
   * only one missing a soft word is asked about (a bare "norte" is not: there it is talk).
   */
  open: { execute: 0.5, ask: 0.75 },
} as const;

const MAX_OPTIONS = 3;
/** Answers to a question, never an order of their own. */
export const ANSWERS: ReadonlySet<Intent['type']> = new Set(['confirm', 'cancel']);

function isIntent(c: Candidate): c is Candidate<Intent> {
  return c.intent.type !== 'incomplete';
}

/**
 * One clear legal winner executes; close calls ask; the rest is refused with the reason:
 * another role's order, an illegal order (the engine's reason), an order without its target, or noise.
 */
export function decide(ranked: readonly Candidate[], lang: Lang, onlyFillers: boolean, mode: ListenMode = 'ptt'): Decision {
  const bar = mode === 'open' ? THRESHOLDS.open : THRESHOLDS;
  const best = ranked[0];
  if (!best || best.cost > bar.ask) return { kind: 'reject', reason: onlyFillers ? 'orders.empty' : 'orders.not-understood' };
  const ownBest = ranked.find((c) => c.own);
  const foreign = ranked.find((c) => !c.own);
  if (foreign && (!ownBest || foreign.cost + THRESHOLDS.wrongRole < ownBest.cost)) {
    // The Captain's "ok" heard on another seat: that seat's OK is its mark or crossing, nothing to refuse.
    if (foreign.intent.type === 'endTurn') return { kind: 'not-an-order', reason: 'orders.ok-not-needed' };
    return isIntent(foreign) ? { kind: 'reject', reason: 'orders.wrong-role', intent: foreign.intent } : { kind: 'reject', reason: 'orders.wrong-role' };
  }
  if (!ownBest) return { kind: 'reject', reason: 'orders.not-understood' };
  const legal = ranked.filter((c): c is Candidate<Intent> => c.own && c.illegal === null && isIntent(c));
  const top = legal[0];
  if (!top || top.cost > ownBest.cost + THRESHOLDS.illegal || top.cost > bar.ask) {
    const reason = ownBest.illegal ?? 'orders.not-understood';
    return isIntent(ownBest) ? { kind: 'reject', reason, intent: ownBest.intent } : { kind: 'reject', reason };
  }
  const close = legal.filter((c) => c.cost < top.cost + THRESHOLDS.close).slice(0, MAX_OPTIONS);
  // What was heard best is illegal and a near reading is legal (a merged Captain + First Mate seat says
  // "sonar" with nothing to mark: the activation is legal): the speaker may have meant either, so ask.
  const corrected = ownBest.illegal !== null && ownBest.intent.type !== 'incomplete' && ownBest.cost < top.cost;
  if (close.length > 1 || top.cost > bar.execute || corrected) {
    // "¿sí?" helps no one: a yes or a no is only ever an answer, never worth a question.
    if (close.every((c) => ANSWERS.has(c.intent.type))) return { kind: 'reject', reason: 'orders.not-understood' };
    return { kind: 'ask', options: close, prompt: askPrompt(close.map((c) => c.intent), lang) };
  }
  const confirm = HIGH_IMPACT.has(top.intent.type) || top.cost > THRESHOLDS.confirm;
  return { kind: 'execute', intent: top.intent, role: top.role, confirm, cost: top.cost };
}
