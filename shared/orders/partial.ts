import { grammarFor } from './grammar';
import { match } from './match';
import { collapseRepeats, fold, tokenise } from './normalise';
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
