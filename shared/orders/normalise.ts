import type { Lexicon } from './lexicon/types';

/** Lowercase, no accents: what the matcher compares. Vosk's own spellings stay in the vocabulary. */
export function fold(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

const CELL_TOKEN = /^([a-z])(\d{1,2})$/;

/** The token for a word that was heard but cannot be read: Vosk's "[unk]", an unplaceable split word. */
export const NOISE = 'unk';

/**
 * Text (a Vosk transcript or typed) → tokens: folded words, "c6" split in two, punctuation gone,
 * known multi-word tokens ("i lunga") joined into one.
 */
export function tokenise(text: string, lexicon: Lexicon): string[] {
  const words = apostrophes(fold(text).replace(/\[unk\]/g, ` ${NOISE} `), lexicon)
    .replace(/[^a-z0-9]+/g, ' ')
    .split(' ')
    .filter((w) => w.length > 0)
    // Typed emphasis ("noooorte"); doubled letters ("rr", "ll", "tt") stay.
    .map((w) => w.replace(/([a-z])\1{2,}/g, '$1'))
    .flatMap((w) => {
      const cell = CELL_TOKEN.exec(w);
      return cell ? [cell[1]!, cell[2]!] : [w];
    });
  return joinSplits(joinCompounds(words, compoundsOf(lexicon)), lexicon);
}

/**
 * "rumbo o este" → "rumbo oeste"; "o este" anywhere else → noise: a recogniser splits "oeste" that way,
 * and reading the second half alone would turn west into east.
 */
function joinSplits(words: string[], lexicon: Lexicon): string[] {
  if (lexicon.splits.length === 0) return words;
  const cues = new Set([...lexicon.cues, ...lexicon.numbers.slice(0, 5).flat()].map(fold));
  const fillers = new Set(lexicon.fillers.map(fold));
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const split = lexicon.splits.find(([heard]) => fold(heard).split(' ').every((part, k) => words[i + k] === part));
    if (!split) {
      out.push(words[i]!);
      continue;
    }
    const before = out[out.length - 1];
    const cued = before !== undefined && (cues.has(before) || (fillers.has(before) && cues.has(out[out.length - 2] ?? '')));
    out.push(cued ? fold(split[1]) : NOISE);
    i += split[0].split(' ').length - 1;
  }
  return out;
}

/** English drops an apostrophe ("don't" → "dont"); Spanish and Italian split at it ("l'altro" → "l altro"). */
function apostrophes(folded: string, lexicon: Lexicon): string {
  return lexicon.apostrophe === 'drop' ? folded.replace(/['’`]/g, '') : folded.replace(/['’`]/g, ' ');
}

const compoundCache = new WeakMap<Lexicon, readonly (readonly string[])[]>();

function compoundsOf(lexicon: Lexicon): readonly (readonly string[])[] {
  let cached = compoundCache.get(lexicon);
  if (!cached) {
    // Spelled as the words they join are: "if you don't mind" is "if you dont mind" in English.
    cached = lexicon.compounds.map((c) => apostrophes(fold(c), lexicon).split(' '));
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

/** Shouted repetitions ("¡norte, norte!", "dive dive", "rumbo norte, rumbo norte") count once. */
export function collapseRepeats(tokens: readonly string[]): string[] {
  const words = tokens.filter((t, i) => i === 0 || tokens[i - 1] !== t);
  const half = words.length / 2;
  return Number.isInteger(half) && half > 1 && words.slice(0, half).every((t, i) => words[half + i] === t) ? words.slice(0, half) : words;
}
