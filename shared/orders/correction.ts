import type { Grammar } from './grammar';

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
