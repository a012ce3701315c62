import { VOSK_UNKNOWN } from './vocabulary';

/** Words as a recognizer writes them: lowercase, accents kept, no punctuation. */
export function recognizerWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s[\]']/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

interface Seen {
  readonly words: ReadonlySet<string>;
  /** "v w" for every word w that follows v in a phrase. */
  readonly pairs: ReadonlySet<string>;
}

const seenCache = new WeakMap<readonly string[], Seen>();

/** What the bigram Vosk estimates from a phrase list has seen: its words, and which word follows which. */
function seen(phrases: readonly string[]): Seen {
  let known = seenCache.get(phrases);
  if (!known) {
    const words = new Set<string>();
    const pairs = new Set<string>();
    for (const phrase of phrases) {
      if (phrase === VOSK_UNKNOWN) continue;
      const list = phrase.split(' ');
      list.forEach((word, i) => {
        words.add(word);
        if (i > 0) pairs.add(`${list[i - 1]!} ${word}`);
      });
    }
    known = { words, pairs };
    seenCache.set(phrases, known);
  }
  return known;
}

/**
 * What a recognizer that heard every word right would write under Vosk's grammar: each word the grammar
 * lacks as "[unk]". Vosk makes a bigram of the phrases that backs off to any of their words, so every
 * sequence of the grammar's words can be written (the unlikelier, the more pairs no phrase holds).
 * Measures on text what a grammar costs the orders it should keep, and what it forces table talk into.
 */
export function forceThrough(text: string, phrases: readonly string[]): string {
  const { words } = seen(phrases);
  return recognizerWords(text)
    .map((word) => (words.has(word) ? word : VOSK_UNKNOWN))
    .join(' ');
}

/**
 * The neighbouring words of a text that no phrase puts side by side, and its words the grammar lacks:
 * where Vosk can only back off. Empty when the grammar holds the text as it is said.
 */
export function unheld(text: string, phrases: readonly string[]): string[] {
  const { words, pairs } = seen(phrases);
  const said = recognizerWords(text);
  return [...said.filter((word) => !words.has(word)), ...said.slice(1).map((word, i) => `${said[i]!} ${word}`).filter((pair) => !pairs.has(pair))];
}
