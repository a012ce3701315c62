/**
 * What Vosk makes of the phrase list the app hands it (`new KaldiRecognizer(rate, JSON.stringify(phrases))`):
 * not a phrase loop but a **bigram language model** estimated from the phrases (vosk-api
 * src/recognizer.cc `UpdateGrammarFst`: `LanguageModelEstimator`, ngram_order 2, discount 0.5,
 * src/language_model.cc). Written here as ARPA for pocketsphinx, state for state:
 *
 * - each phrase is a sentence; a word the model lacks is dropped from it (Vosk: "Ignoring word missing
 *   in vocabulary"), the rest of the phrase still counts;
 * - the start state is the unigram state: the first word is drawn from every word's count over all
 *   phrases, not from the phrases' first words;
 * - a seen successor v→w has count·0.5/total(v), the end of a phrase likewise; every word state backs
 *   off to the unigram state with 0.5; the unigram state has w at count·0.5/total and no back-off, so
 *   any sequence of the grammar's words can be decoded, at a price.
 *
 * A Viterbi decoder on Vosk's FST takes the better of a seen arc and its back-off path; ARPA reads a
 * seen bigram only, so each bigram here holds that better of the two.
 */

const END = '</s>';

interface State {
  readonly next: Map<string, number>;
  total: number;
}

const state = (): State => ({ next: new Map(), total: 0 });

function add(at: State, word: string, count = 1): void {
  at.next.set(word, (at.next.get(word) ?? 0) + count);
  at.total += count;
}

export interface BigramOptions {
  /** How a grammar word is written for the recognizer ("[unk]" → its garbage word), or null if the model lacks it. */
  readonly spell: (word: string) => string | null;
}

export interface Bigram {
  /** P(w) at the start and after a back-off (the unigram state), END for the end of the utterance. */
  readonly unigram: ReadonlyMap<string, number>;
  /** P(w | v) for the successors seen in the phrases (already the better of the arc and its back-off). */
  readonly bigram: ReadonlyMap<string, ReadonlyMap<string, number>>;
}

const DISCOUNT = 0.5;

export function estimateBigram(phrases: readonly string[], options: BigramOptions): Bigram {
  const states = new Map<string, State>();
  const unigramState = state();
  for (const phrase of phrases) {
    const words = phrase.split(/\s+/).filter(Boolean).map(options.spell).filter((w): w is string => w !== null);
    let history: string | null = null;
    for (const word of [...words, END]) {
      add(unigramState, word);
      if (history !== null) {
        let at = states.get(history);
        if (!at) states.set(history, (at = state()));
        add(at, word);
      }
      history = word;
    }
  }
  const unigram = new Map([...unigramState.next].map(([w, c]) => [w, (c * DISCOUNT) / unigramState.total]));
  const bigram = new Map(
    [...states].map(([v, at]) => [v, new Map([...at.next].map(([w, c]) => [w, Math.max((c * DISCOUNT) / at.total, DISCOUNT * unigram.get(w)!)]))]),
  );
  return { unigram, bigram };
}

const log10 = (p: number) => Math.log10(p).toFixed(6);

/** The bigram as an ARPA file: `<s>` backs off to the unigram state at no cost (Vosk starts there). */
export function toArpa(model: Bigram): string {
  const words = [...model.unigram.keys()].filter((w) => w !== END);
  const bigrams = [...model.bigram].flatMap(([v, next]) => [...next].map(([w, p]) => `${log10(p)} ${v} ${w}`));
  return [
    '\\data\\',
    `ngram 1=${words.length + 2}`,
    `ngram 2=${bigrams.length}`,
    '',
    '\\1-grams:',
    `-99 <s> 0`,
    `${log10(model.unigram.get(END) ?? 1e-99)} ${END}`,
    ...words.map((w) => `${log10(model.unigram.get(w)!)} ${w} ${model.bigram.has(w) ? log10(DISCOUNT) : '0'}`),
    '',
    '\\2-grams:',
    ...bigrams,
    '',
    '\\end\\',
    '',
  ].join('\n');
}
