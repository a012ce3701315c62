import { VOSK_UNKNOWN } from './vocabulary';

/** Words as a recognizer writes them: lowercase, accents kept, no punctuation. */
export function recognizerWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s[\]']/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

const indexCache = new WeakMap<readonly string[], Map<string, string[][]>>();

function index(phrases: readonly string[]): Map<string, string[][]> {
  let byFirst = indexCache.get(phrases);
  if (!byFirst) {
    byFirst = new Map();
    for (const phrase of phrases) {
      if (phrase === VOSK_UNKNOWN) continue;
      const words = phrase.split(' ');
      byFirst.set(words[0]!, [...(byFirst.get(words[0]!) ?? []), words]);
    }
    indexCache.set(phrases, byFirst);
  }
  return byFirst;
}

/**
 * What a recognizer that heard every word right would write under a grammar: the text as a sequence
 * of the grammar's phrases, with as few "[unk]" as possible standing for words no phrase covers.
 * Measures on text what a grammar costs the orders it should keep, and what it forces table talk into.
 */
export function forceThrough(text: string, phrases: readonly string[]): string {
  const words = recognizerWords(text);
  const byFirst = index(phrases);
  const n = words.length;
  const best: number[] = new Array<number>(n + 1).fill(Infinity);
  const step: (string[] | null)[] = new Array<string[] | null>(n + 1).fill(null);
  best[0] = 0;
  for (let i = 0; i < n; i++) {
    if (best[i] === Infinity) continue;
    if (best[i]! + 1 < best[i + 1]!) {
      best[i + 1] = best[i]! + 1;
      step[i + 1] = null;
    }
    for (const phrase of byFirst.get(words[i]!) ?? []) {
      const end = i + phrase.length;
      if (end > n || !phrase.every((w, k) => words[i + k] === w)) continue;
      if (best[i]! < best[end]! || (best[i] === best[end] && step[end] === null)) {
        best[end] = best[i]!;
        step[end] = phrase;
      }
    }
  }
  const out: string[] = [];
  for (let i = n; i > 0; ) {
    const phrase = step[i];
    if (phrase) {
      out.unshift(...phrase);
      i -= phrase.length;
    } else {
      out.unshift(VOSK_UNKNOWN);
      i -= 1;
    }
  }
  return out.join(' ');
}
