import type { Lexicon } from './lexicon/types';
import { templateWords } from './template';

/** In a pair of facts the kind word may go ("columna ce, seis"), at a price: a bare "ce seis" is more likely a cell. */
const PAIR_KIND_WORD = 0.45;

/**
 * Sonar answers: every ordered pair of different kinds, and one fact alone (the Family edition)
 * with its kind word required (a lone "a" is a preposition, not "column A").
 */
export function sonarAnswerPhrases(lexicon: Lexicon): string[] {
  const { lead, join, column, row, sector } = lexicon.facts;
  const pair = [`${column}~${PAIR_KIND_WORD} $col`, `${row}~${PAIR_KIND_WORD} $row`, `${sector} $sector`];
  const out: string[] = [`${lead} ${column} $col`, `${lead} ${row} $row`];
  for (const a of pair) for (const b of pair) if (a !== b) out.push(`${lead} ${a} ${join} ${b}`);
  return out;
}

/** The sonar answers opened by a verb of answering (Lexicon.facts.answering): read by the matcher, with the key pressed. */
export function answeringPhrases(lexicon: Lexicon): string[] {
  const answers = sonarAnswerPhrases(lexicon);
  return lexicon.facts.answering.flatMap((opening) => answers.map((phrase) => `${opening} ${phrase}`));
}

/** Every word a lexicon uses, spelled as written (accents kept), multi-word forms split. */
export function lexiconWords(lexicon: Lexicon): string[] {
  const forms = [
    ...lexicon.letters.flat(),
    ...lexicon.numbers.flat(),
    ...Object.values(lexicon.directions).flat(),
    ...Object.values(lexicon.diagonals).flat(),
    ...Object.values(lexicon.systems).flat(),
    ...Object.values(lexicon.symbols)
      .flat()
      .map((f) => f.split(':')[0]!),
    ...Object.values(lexicon.parts).flat(),
    ...lexicon.ambiguous,
    ...lexicon.cues,
    ...lexicon.fillers,
    ...lexicon.compounds,
    ...lexicon.stopWords,
    ...lexicon.corrections,
    ...lexicon.replacing,
    // Table talk's markers must be heard to keep it from acting ("creo que…", "torpedo listo").
    ...Object.values(lexicon.tableTalk).flat(),
  ];
  const phrases = [...Object.values(lexicon.phrases).flat(), ...Object.values(lexicon.sparePhrases).flat(), ...Object.values(lexicon.unheldPhrases).flat(), ...sonarAnswerPhrases(lexicon), ...answeringPhrases(lexicon)].flatMap(templateWords);
  return [...forms, ...phrases].flatMap((w) => w.split(' '));
}

/**
 * The words of `lexicon.spoken` (issue 27), for Vosk only: spoken.ts reads them before matching, so
 * the matcher's own vocabulary (and its costs for words it does not know) stays as it was.
 * letter words, spelling links and words, "double", zeros, radio numbers ("niner"), seats, the words a
 * seat names itself with ("speaking"), the words that take an order back ("forget it"), the adverbs
 * before a compass point and the verbs' particles.
 */
export function spokenWords(lexicon: Lexicon): string[] {
  const s = lexicon.spoken;
  return [...s.letterWords.flat(), ...s.spellLinks, ...s.letterQualifiers, ...s.spellWords.flat(), ...s.double, ...s.zeros, ...s.radioNumbers.map(([said]) => said), ...s.seats, ...s.here, ...s.addressWords, ...s.takeBack, ...s.pointAdverbs.flat(), ...s.particles.flat()];
}
