import type { Grammar } from './grammar';
import { formKey } from './normalise';
import { numberWords } from './numbers';

/**
 * "Rumbo norte, eh, no, sur": the words after the last correction word replace as many words before
 * it ("rumbo sur"). Returns null when there is no correction to make. The caller keeps whichever of
 * the two readings fits better, so a "no" that belongs to the order ("silence, no move") survives.
 */
export function corrected(tokens: readonly string[], grammar: Grammar): string[] | null {
  for (let p = tokens.length - 2; p >= 1; p--) {
    if (!grammar.corrections.has(tokens[p]!)) continue;
    const prefix = tokens.slice(0, p);
    // A correction said in several words ("anzi no", "no, wait", "no, perdón"): all of it goes.
    while (prefix.length > 0 && (grammar.fillers.has(prefix[prefix.length - 1]!) || grammar.corrections.has(prefix[prefix.length - 1]!))) prefix.pop();
    const suffix = tokens.slice(p + 1);
    if (prefix.length === 0 || suffix.every((t) => grammar.fillers.has(t))) return null;
    return [...prefix.slice(0, Math.max(0, prefix.length - suffix.length)), ...suffix];
  }
  return null;
}

/**
 * 'letter' is no value to replace: a letter before a number ("be cuatro, perdón, de cuatro") is a cell said
 * again, read by position; any other is a word like "a" in "tre a sud", left out.
 */
type ValueKind = 'number' | 'direction' | 'letter';

const kindsCache = new WeakMap<Grammar, ReadonlyMap<string, ValueKind>>();

function valueKinds(grammar: Grammar): ReadonlyMap<string, ValueKind> {
  let kinds = kindsCache.get(grammar);
  if (!kinds) {
    const lexicon = grammar.lexicon;
    const map = new Map<string, ValueKind>([...numberWords(lexicon).keys()].map((w) => [w, 'number']));
    for (const word of Object.values(lexicon.directions).flat()) map.set(formKey(word, lexicon), 'direction');
    for (const word of lexicon.letters.flat()) map.set(formKey(word, lexicon), 'letter');
    kinds = map;
    kindsCache.set(grammar, kinds);
  }
  return kinds;
}

/**
 * "silencio, dos casillas al sur, no, tres", "silence two south, no wait, three, three south": a
 * correction that names only values replaces the values of the same kind before it (each kind's last),
 * wherever they were said. Null when the words after the correction are not all values (a number, a
 * direction) or name a kind the order did not hold; `corrected` reads those.
 */
export function correctedByKind(tokens: readonly string[], grammar: Grammar): string[] | null {
  const kinds = valueKinds(grammar);
  const p = tokens.findLastIndex((t, i) => i >= 1 && i < tokens.length - 1 && grammar.corrections.has(t));
  if (p < 0) return null;
  const prefix = tokens.slice(0, p);
  while (prefix.length > 0 && (grammar.fillers.has(prefix[prefix.length - 1]!) || grammar.corrections.has(prefix[prefix.length - 1]!))) prefix.pop();
  const suffix = tokens.slice(p + 1);
  const values = suffix.filter((t) => !grammar.fillers.has(t) && kinds.get(t) !== 'letter');
  if (prefix.length === 0 || values.length === 0 || values.some((t) => !kinds.has(t)) || suffix.some((t, i) => kinds.get(t) === 'letter' && kinds.get(suffix[i + 1] ?? '') === 'number')) return null;
  const out = [...prefix];
  for (const kind of new Set(values.map((t) => kinds.get(t)))) {
    const at = out.findLastIndex((t) => kinds.get(t) === kind);
    if (at < 0) return null;
    out[at] = values.findLast((t) => kinds.get(t) === kind)!;
  }
  return out;
}

/**
 * "rumbo norte, no…", "head north, no, to the", "rotta a nord, anzi": a correction begun after an order
 * and never said — the key released, or the pause, before the new words. The speaker took the order
 * back: nothing is run (not the order before the "no", which they no longer want).
 */
export function retracted(tokens: readonly string[], grammar: Grammar): boolean {
  const last = tokens.findLastIndex((t) => grammar.corrections.has(t));
  if (last < 1) return false;
  const before = tokens.slice(0, last).some((t) => !grammar.fillers.has(t) && !grammar.corrections.has(t));
  return before && tokens.slice(last + 1).every((t) => grammar.fillers.has(t));
}
