import type { Grammar } from './grammar';
import { numberWords } from './numbers';
import type { Candidate } from './types';

/**
 * "drone, one box", "dron, una casilla": a number said just before a gauge's box counts boxes (a mark),
 * so a reading that takes it for a sector ("drone on sector one") is dropped.
 */
export function withoutCountsAsSectors(candidates: readonly Candidate[], tokens: readonly string[], grammar: Grammar): Candidate[] {
  const numbers = numberWords(grammar.lexicon);
  const boxes = grammar.gaugeBoxes;
  // The box may come after fillers: "one more box".
  const boxAfter = (i: number) => boxes.has(tokens.slice(i + 1).find((t) => !grammar.fillers.has(t) || boxes.has(t)) ?? '');
  const counts = new Set(tokens.flatMap((t, i) => (numbers.has(t) && boxAfter(i) ? [numbers.get(t)!] : [])));
  if (counts.size === 0) return [...candidates];
  return candidates.filter((c) => !('sector' in c.intent && counts.has(c.intent.sector)));
}
