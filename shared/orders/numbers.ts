import type { Lexicon } from './lexicon/types';
import { formKey } from './normalise';

const cache = new WeakMap<Lexicon, ReadonlyMap<string, number>>();

/**
 * The numbers 0…15 as the matcher meets them: each spoken form, folded ("una" → 1, "quattro" → 4), and
 * each value's digits ("4" → 4). One table for every rule that reads a number (a row, a count of
 * boxes, a value ruled out, a taught phrase's slot).
 */
export function numberWords(lexicon: Lexicon): ReadonlyMap<string, number> {
  let known = cache.get(lexicon);
  if (!known) {
    const numbers = new Map<string, number>();
    lexicon.numbers.forEach((forms, value) => {
      for (const form of forms) numbers.set(formKey(form, lexicon), value);
      numbers.set(String(value), value);
    });
    known = numbers;
    cache.set(lexicon, known);
  }
  return known;
}
