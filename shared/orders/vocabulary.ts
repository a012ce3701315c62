import { LEXICONS } from './lexicon';
import { fold } from './normalise';
import { lexiconWords, spokenWords } from './words';
import type { Lang } from './types';

/** Vosk's catch-all: words outside the grammar come out as this instead of a wrong grammar word. */
export const VOSK_UNKNOWN = '[unk]';

/**
 * The word list handed to Vosk for a language: every word the grammar can use, spelled as the
 * model spells it (accents kept: "inmersión"; a word missing from the model is silently dropped).
 */
export function vocabulary(lang: Lang): string[] {
  const lexicon = LEXICONS[lang];
  const words = new Set([...lexiconWords(lexicon), ...spokenWords(lexicon).flatMap((w) => w.split(' '))].map((w) => w.toLowerCase()));
  return [...words].sort((a, b) => a.localeCompare(b, lang));
}

/** The recognizer's grammar: `new KaldiRecognizer(rate, JSON.stringify(voskGrammar(lang)))`. */
export function voskGrammar(lang: Lang): string[] {
  return [...vocabulary(lang), VOSK_UNKNOWN];
}

export interface VocabularyCheck {
  /** Words the model does not know: Vosk would never output them. */
  readonly missing: readonly string[];
  /** Missing words the model knows with other accents ("inmersion" vs "inmersión"): fix the spelling. */
  readonly accents: readonly (readonly [ours: string, model: string])[];
}

/** Checks a word list against a model's vocabulary (its `graph/words.txt`, one word per line). */
export function checkVocabulary(words: readonly string[], modelWords: Iterable<string>): VocabularyCheck {
  const model = new Set(modelWords);
  const byFold = new Map<string, string>();
  for (const word of model) if (!byFold.has(fold(word))) byFold.set(fold(word), word);
  const missing = words.filter((w) => w !== VOSK_UNKNOWN && !model.has(w));
  const accents = missing.flatMap((w) => {
    const near = byFold.get(fold(w));
    return near !== undefined ? [[w, near] as const] : [];
  });
  return { missing, accents };
}
