import type { Lexicon } from './lexicon/types';

/** Lowercase, no accents: what the matcher compares. Vosk's own spellings stay in the vocabulary. */
export function fold(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

const CELL_TOKEN = /^([a-z])(\d{1,2})$/;

/**
 * Text (a Vosk transcript or typed) → tokens: folded words, "c6" split in two, punctuation gone,
 * known multi-word tokens ("i lunga") joined into one.
 */
export function tokenise(text: string, lexicon: Lexicon): string[] {
  let folded = fold(text);
  folded = lexicon.apostrophe === 'drop' ? folded.replace(/['’`]/g, '') : folded.replace(/['’`]/g, ' ');
  const words = folded
    .replace(/[^a-z0-9]+/g, ' ')
    .split(' ')
    .filter((w) => w.length > 0)
    // Typed emphasis ("noooorte"); doubled letters ("rr", "ll", "tt") stay.
    .map((w) => w.replace(/([a-z])\1{2,}/g, '$1'))
    .flatMap((w) => {
      const cell = CELL_TOKEN.exec(w);
      return cell ? [cell[1]!, cell[2]!] : [w];
    });
  return joinCompounds(words, compoundsOf(lexicon));
}

const compoundCache = new WeakMap<Lexicon, readonly (readonly string[])[]>();

function compoundsOf(lexicon: Lexicon): readonly (readonly string[])[] {
  let cached = compoundCache.get(lexicon);
  if (!cached) {
    cached = lexicon.compounds.map((c) => fold(c).split(' '));
    compoundCache.set(lexicon, cached);
  }
  return cached;
}

function joinCompounds(words: string[], compounds: readonly (readonly string[])[]): string[] {
  if (compounds.length === 0) return words;
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const hit = compounds.find((parts) => parts.every((part, k) => words[i + k] === part));
    if (hit) {
      out.push(hit.join(''));
      i += hit.length - 1;
    } else {
      out.push(words[i]!);
    }
  }
  return out;
}

/** A lexicon form as the matcher sees it ("i lunga" → "ilunga", "inmersión" → "inmersion"). */
export function formKey(form: string, lexicon: Lexicon): string {
  return tokenise(form, lexicon).join('');
}

/** Shouted repetitions ("¡norte, norte!", "dive dive") count once. */
export function collapseRepeats(tokens: readonly string[]): string[] {
  return tokens.filter((t, i) => i === 0 || tokens[i - 1] !== t);
}
