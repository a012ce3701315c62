import type { Lexicon } from './lexicon/types';
import { formKey } from './normalise';

/**
 * Edit costs, in "words": 0 = heard exactly, 1 = a wholly different word. Thresholds in decide.ts
 * are on the same scale.
 */
export const COST = {
  /** A heard word the phrase does not use (fillers are free). */
  insert: 0.6,
  /** A required word of the phrase that was not heard. */
  delete: 0.8,
  /** A word people often leave out ("activo" in "activo el sonar"). */
  soft: 0.2,
  /** "este" read as east without "rumbo"/"al"/"hacia" before it. */
  ambiguous: 0.6,
  /** "este" alone: on top of a course without its verb (already asked about), a little more. */
  loneAmbiguous: 0.1,
  /** Rhyming letter names ("be"/"de"/"ge"). */
  rhyme: 0.35,
  /** An order heard without its target; a view may complete it when only a few targets are legal. */
  incomplete: 0.3,
  /**
   * Least cost between two different words of the vocabulary that are not listed as confusable:
   * Vosk only outputs vocabulary words, so "noroeste" heard is not a misspelt "noreste".
   */
  knownFloor: 0.8,
  /** A reading resting on letters and numbers alone ("ce seis", "uno dos tres"). */
  unanchored: 0.3,
  /**
   * Evidence against acting: a word the recogniser could not place (Vosk's "[unk]", or "o este" without a
   * heading cue, which may be "oeste" or "or this"). Never a slot value, never free to skip.
   */
  noise: 0.7,
  /**
   * A filler beside a one-word reading ("venga, inmersión"): fillers are free only around a real order
   * phrase (two words of evidence: "vamos al sur", "torpedo a ce seis").
   */
  looseFiller: 0.3,
  /**
   * A word outside the vocabulary (or "[unk]") inside an order, between its own words ("drone said sector
   * five", "el dron dice sector cinco"): someone reporting, not ordering. Past the execute threshold.
   */
  innerWord: 0.8,
  /** Any other word beside a one-word reading ("deep dive", "stop talking"): past the execute threshold. */
  looseWord: 0.8,
  /**
   * Any word beside a reading that rests on table talk: a bare slot ("norte de qué", "venga arriba chicos")
   * or a one-word order that is also an everyday word ("bien hecho", "listo para qué", "para qué sirve").
   * Beyond the ask threshold: such a line is talk, not an order.
   */
  talk: 1.2,
} as const;

/** How much a heard token may be read as a word it is not spelled as ('noise': as nothing at all). */
export type TokenKind = 'filler' | 'known' | 'unknown' | 'noise';

export function levenshtein(a: string, b: string): number {
  if (a === b) return 0;
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** Spelling distance as a cost: a slip in a long word is cheap; a third of the letters wrong is another word. */
export function spellingCost(heard: string, form: string): number {
  if (heard === form) return 0;
  const ratio = levenshtein(heard, form) / Math.max(heard.length, form.length);
  return ratio <= 1 / 3 ? ratio * 2 : 1;
}

export type ConfusionTable = ReadonlyMap<string, ReadonlyMap<string, number>>;

export function confusionTable(lexicon: Lexicon): ConfusionTable {
  const table = new Map<string, Map<string, number>>();
  const add = (a: string, b: string, cost: number) => {
    for (const [x, y] of [
      [a, b],
      [b, a],
    ] as const) {
      const row = table.get(x) ?? new Map<string, number>();
      row.set(y, Math.min(cost, row.get(y) ?? Infinity));
      table.set(x, row);
    }
  };
  for (const group of lexicon.rhymes) {
    const keys = group.map((w) => formKey(w, lexicon));
    for (const a of keys) for (const b of keys) if (a !== b) add(a, b, COST.rhyme);
  }
  for (const [a, b, cost] of lexicon.confusions) add(formKey(a, lexicon), formKey(b, lexicon), cost);
  return table;
}

/**
 * Cost of hearing `heard` when the speaker said `form` (both folded). Listed confusions always
 * apply; spelling closeness only for words outside the vocabulary (typed text, another recogniser),
 * floored for vocabulary words, and never for fillers ("eh" is not a misheard "eso").
 */
export function wordCost(heard: string, form: string, confusions: ConfusionTable, kind: TokenKind): number {
  if (heard === form) return 0;
  if (kind === 'noise') return 1;
  const listed = confusions.get(heard)?.get(form) ?? 1;
  if (kind === 'filler') return listed;
  const spelled = spellingCost(heard, form);
  return Math.min(listed, kind === 'known' ? Math.max(spelled, COST.knownFloor) : spelled);
}
