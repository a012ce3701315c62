import type { Grammar } from './grammar';
import type { Lexicon } from './lexicon/types';
import { formKey } from './normalise';
import type { Candidate } from './types';

const cache = new WeakMap<Lexicon, { numbers: ReadonlyMap<string, number>; boxes: ReadonlySet<string> }>();

function tables(lexicon: Lexicon) {
  let known = cache.get(lexicon);
  if (!known) {
    const numbers = new Map<string, number>();
    lexicon.numbers.forEach((forms, value) => {
      for (const form of forms) numbers.set(formKey(form, lexicon), value);
      numbers.set(String(value), value);
    });
    known = { numbers, boxes: new Set(lexicon.gaugeBoxes.map((w) => formKey(w, lexicon))) };
    cache.set(lexicon, known);
  }
  return known;
}

/**
 * "drone, one box", "dron, una casilla": a number said just before a gauge's box counts boxes (a mark),
 * so a reading that takes it for a sector ("drone on sector one") is dropped.
 */
export function withoutCountsAsSectors(candidates: readonly Candidate[], tokens: readonly string[], grammar: Grammar): Candidate[] {
  const { numbers, boxes } = tables(grammar.lexicon);
  // The box may come after fillers: "one more box".
  const boxAfter = (i: number) => boxes.has(tokens.slice(i + 1).find((t) => !grammar.fillers.has(t) || boxes.has(t)) ?? '');
  const counts = new Set(tokens.flatMap((t, i) => (numbers.has(t) && boxAfter(i) ? [numbers.get(t)!] : [])));
  if (counts.size === 0) return [...candidates];
  return candidates.filter((c) => !('sector' in c.intent && counts.has(c.intent.sector)));
}
