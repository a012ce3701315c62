import { grammarFor } from './grammar';
import { match } from './match';
import { collapseRepeats, fold, tokenise } from './normalise';
import type { Recognition } from './recognition';
import type { Decision, MatchOptions } from './types';

export type StopDecision = Extract<Decision, { kind: 'execute' }> & { readonly intent: { readonly type: 'stop' } };

/**
 * A STOP may fire from a partial result (before the speaker lets go), but only when the partial is a
 * stop word alone ("stop", "¡alto!", "stop stop") — never "para", "wait" or "hold", which open everyday
 * sentences ("para qué sirve esto", "wait a second", "hold on") — and only when the full matcher would
 * run it without asking (the seat has the role, the engine accepts it, no confirmation needed).
 * Anything else waits for the final result. Returns the decision to run, or null.
 */
export function stopFromPartial(text: string, options: MatchOptions): StopDecision | null {
  const lexicon = grammarFor(options.lang).lexicon;
  const tokens = collapseRepeats(tokenise(text, lexicon));
  if (tokens.length !== 1 || !lexicon.partialStops.some((w) => fold(w) === tokens[0])) return null;
  const decision = match(text, options).decision;
  if (decision.kind !== 'execute' || decision.intent.type !== 'stop' || decision.confirm) return null;
  return decision as StopDecision;
}

/**
 * Seconds of audio a partial must read a stop word alone before STOP fires (issue 17.6). Said in a
 * sentence ("stop laughing it's not funny", "stop it mike") the next word starts 0.01 s after "stop"
 * ends (flite voices, pocketsphinx word times, docs/decisions.md) and shows in a partial within about
 * 0.2–0.3 s; a shouted STOP is followed by a pause. The price: a real STOP is sent this long after its
 * partial first appears, instead of one partial (~0.1 s) later; releasing push-to-talk sooner sends it
 * at once from the final result.
 */
export const STOP_HOLD_S = 0.4;

function loneStop(text: string, options: MatchOptions): boolean {
  const lexicon = grammarFor(options.lang).lexicon;
  const tokens = collapseRepeats(tokenise(text, lexicon));
  return tokens.length === 1 && lexicon.partialStops.some((w) => fold(w) === tokens[0]);
}

/**
 * Partials → an early STOP: fires once per utterance when the partial has read a stop word alone for
 * STOP_HOLD_S of audio and the matcher would run the STOP without asking (stopFromPartial).
 */
export class StopGate {
  private since: number | null = null;
  private fired = false;

  reset(): void {
    this.since = null;
    this.fired = false;
  }

  get hasFired(): boolean {
    return this.fired;
  }

  feed(text: string, atSeconds: number, options: MatchOptions): StopDecision | null {
    if (this.fired) return null;
    if (!loneStop(text, options)) {
      this.since = null;
      return null;
    }
    this.since ??= atSeconds;
    if (atSeconds - this.since < STOP_HOLD_S) return null;
    const stop = stopFromPartial(text, options);
    if (stop) this.fired = true;
    return stop;
  }
}

/**
 * For a recognizer that gives word times but no partials (the oracle): would StopGate have fired
 * before the end? Yes when the first word is a stop word followed by a pause of at least STOP_HOLD_S
 * (or nothing), and the matcher runs the STOP. The partial is taken to read the next word from its start.
 */
export function stopFiresEarly(recognition: Recognition, options: MatchOptions): StopDecision | null {
  const lexicon = grammarFor(options.lang).lexicon;
  const words = recognition.words.filter((w) => tokenise(w.word, lexicon).length > 0);
  const first = words[0];
  if (!first || !loneStop(first.word, options)) return null;
  // Repeats ("stop stop") keep the partial a lone stop.
  const next = words.slice(1).find((w) => !loneStop(w.word, options));
  if (next && next.start - first.end < STOP_HOLD_S) return null;
  return stopFromPartial(first.word, options);
}
