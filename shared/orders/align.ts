import type { Grid } from '../engine';
import { COST, wordCost } from './cost';
import type { Grammar } from './grammar';
import { valueCosts, type TokenContext, type ValueCost } from './slots';
import type { Element, SlotName, WordElement } from './template';

/** Token-against-phrase-word costs, kept across utterances (the same words come back all game). */
const wordCache = new WeakMap<Grammar, Map<string, Map<WordElement, number>>>();
const WORD_CACHE_LIMIT = 5_000;

function elementCost(grammar: Grammar, element: WordElement, context: TokenContext): number {
  let byToken = wordCache.get(grammar);
  if (!byToken || byToken.size > WORD_CACHE_LIMIT) {
    byToken = new Map();
    wordCache.set(grammar, byToken);
  }
  let byElement = byToken.get(context.token);
  if (!byElement) {
    byElement = new Map();
    byToken.set(context.token, byElement);
  }
  let cost = byElement.get(element);
  if (cost === undefined) {
    cost = 1;
    for (const w of element.words) cost = Math.min(cost, wordCost(context.token, w, grammar.confusions, context.kind));
    byElement.set(element, cost);
  }
  return cost;
}

/** Leaving a heard word out of a phrase, when the phrase is well supported (see `looseSkip`). */
function skipCost(grammar: Grammar): (context: TokenContext) => number {
  return (c) => {
    if (c.kind === 'noise') return COST.noise;
    // A cued "este" ("rumbo este") is a heading, not a filler: leaving it out is not free.
    return c.kind === 'filler' && !(c.cued && grammar.ambiguous.has(c.token)) ? 0 : COST.insert;
  };
}

/** Per-utterance memo of token-against-word and token-against-slot costs, shared by every phrase. */
export class Scorer {
  readonly skip: readonly number[];
  private readonly words = new Map<WordElement, number[]>();
  private readonly slots = new Map<SlotName, ValueCost[][]>();

  constructor(
    readonly grammar: Grammar,
    readonly grid: Grid,
    readonly contexts: readonly TokenContext[],
  ) {
    this.skip = contexts.map(skipCost(grammar));
  }

  wordCost(element: WordElement, i: number): number {
    let row = this.words.get(element);
    if (!row) {
      row = this.contexts.map((c) => elementCost(this.grammar, element, c));
      this.words.set(element, row);
    }
    return row[i]!;
  }

  values(name: SlotName, i: number): ValueCost[] {
    let column = this.slots.get(name);
    if (!column) {
      column = this.contexts.map((c) => valueCosts(this.grammar, name, this.grid, c));
      this.slots.set(name, column);
    }
    return column[i]!;
  }

  /** A heard word read as a phrase element; a wholly different word (cost 1) is no reading of it at all. */
  matchCost(element: Element, i: number): number {
    if (this.contexts[i]!.kind === 'noise') return Infinity;
    const cost = element.kind === 'word' ? this.wordCost(element, i) : (this.values(element.name, i)[0]?.cost ?? Infinity);
    return cost >= 1 ? Infinity : cost;
  }
}

export interface Alignment {
  readonly cost: number;
  /** Which heard token fills each slot, in phrase order. */
  readonly slots: readonly { readonly name: SlotName; readonly token: number }[];
  /** Some heard word is a keyword or a named value of the phrase, not only letters and numbers. */
  readonly anchored: boolean;
}

/** Letters and numbers come up in any chatter ("uno, dos, tres"); they alone do not anchor a reading. */
const WEAK_SLOTS: ReadonlySet<SlotName> = new Set(['col', 'row', 'sector', 'dist']);

/** Cheapest cost any alignment could reach: each required element at its best token or its deletion. */
export function lowerBound(scorer: Scorer, elements: readonly Element[]): number {
  let bound = 0;
  for (const element of elements) {
    if (element.deleteCost === 0) continue;
    let best = element.deleteCost;
    for (let i = 0; i < scorer.contexts.length; i++) best = Math.min(best, scorer.matchCost(element, i));
    bound += best;
  }
  return bound;
}

/**
 * Nothing may come between a column letter and its row ("a de seis" is D6, not A6 with "de" dropped):
 * a filler there costs a whole insertion, a word that is not a filler cannot be dropped at all
 * ("torpedo a fe diez" is not A10).
 */
function tightSkip(scorer: Scorer, i: number): number {
  return scorer.contexts[i]!.kind === 'filler' ? COST.insert : Infinity;
}

function tight(elements: readonly Element[], j: number): boolean {
  const before = elements[j - 1];
  const here = elements[j];
  return before?.kind === 'slot' && before.name === 'col' && here?.kind === 'slot' && here.name === 'row';
}

/** A reading needs at least one heard word that fits it this well. */
const EVIDENCE = 0.5;

/**
 * A heard word that fits the phrase well. A filler only counts as the phrase's own keyword ("vale",
 * "para"), not as a slot value ("a" in "a ver" is no sign of "column A"); "este" always counts.
 */
function isEvidence(scorer: Scorer, element: Element, i: number): boolean {
  const context = scorer.contexts[i]!;
  if (scorer.grammar.ambiguous.has(context.token)) return true;
  const cost = scorer.matchCost(element, i);
  return context.kind === 'filler' ? element.kind === 'word' && cost === 0 : cost <= EVIDENCE;
}

const SKIP_TOKEN = 0;
const SKIP_ELEMENT = 1;
const MATCH = 2;

/**
 * Weighted edit distance between the heard tokens and one phrase: a heard word may be skipped
 * (free for fillers around a real order phrase, see `Regime`), a phrase element left out (its delete
 * cost) or matched (its substitution cost).
 */
export function align(scorer: Scorer, elements: readonly Element[]): Alignment | null {
  const free = walk(scorer, elements, scorer.skip);
  // A phrase matched by deleting all its words (an utterance of fillers) is no reading at all.
  if (!free || free.evidence === 0) return null;
  const regime = regimeOf(free);
  if (regime === 'phrase') return { cost: free.total + free.inner, slots: free.slots, anchored: free.anchored };
  // Around talk or a lone word the other words are not free: align again at those costs (the cheapest
  // path may now read "al" in "al norte" as the phrase's own preposition rather than skip it).
  const loose = walk(
    scorer,
    elements,
    scorer.contexts.map((_, i) => looseSkip(scorer, i, regime)),
  );
  if (!loose || loose.evidence === 0) return null;
  return { cost: loose.total + loose.inner, slots: loose.slots, anchored: loose.anchored };
}

interface Path {
  readonly total: number;
  readonly slots: readonly { readonly name: SlotName; readonly token: number }[];
  readonly evidence: number;
  readonly anchored: boolean;
  /** Heard words that support the reading (see `supports`). */
  readonly support: number;
  /** Some evidence is table talk or a Family direction. */
  readonly talk: boolean;
  /** Some supporting word is neither a filler nor table talk ("go on" is talk twice over). */
  readonly plain: boolean;
  /** Extra cost of words outside the vocabulary left out between the phrase's own words (see COST.innerWord). */
  readonly inner: number;
}

/** The edit-distance table and its cheapest path, with `skip[i]` the cost of leaving heard word i out. */
function walk(scorer: Scorer, elements: readonly Element[], skip: readonly number[]): Path | null {
  const n = scorer.contexts.length;
  const m = elements.length;
  const width = m + 1;
  const cost = new Float64Array((n + 1) * width).fill(Infinity);
  const back = new Int8Array((n + 1) * width);
  cost[0] = 0;
  const relax = (i: number, j: number, value: number, move: number) => {
    const at = i * width + j;
    if (value < cost[at]!) {
      cost[at] = value;
      back[at] = move;
    }
  };
  for (let i = 0; i <= n; i++) {
    for (let j = 0; j <= m; j++) {
      const here = cost[i * width + j]!;
      if (here === Infinity) continue;
      if (i < n && j < m) relax(i + 1, j + 1, here + scorer.matchCost(elements[j]!, i), MATCH);
      if (i < n) relax(i + 1, j, here + (tight(elements, j) ? tightSkip(scorer, i) : skip[i]!), SKIP_TOKEN);
      if (j < m) relax(i, j + 1, here + elements[j]!.deleteCost, SKIP_ELEMENT);
    }
  }
  const total = cost[n * width + m]!;
  if (total === Infinity) return null;
  const slots: { name: SlotName; token: number }[] = [];
  let evidence = 0;
  let anchored = false;
  let support = 0;
  let talk = false;
  let plain = false;
  const outside: number[] = [];
  let firstMatch = n;
  let lastMatch = -1;
  let i = n;
  let j = m;
  while (i > 0 || j > 0) {
    const move = back[i * width + j];
    if (move === MATCH) {
      const element = elements[j - 1]!;
      const context = scorer.contexts[i - 1]!;
      if (isEvidence(scorer, element, i - 1)) {
        evidence++;
        anchored ||= element.kind === 'word' || !WEAK_SLOTS.has(element.name);
        talk ||= scorer.grammar.talk.has(context.token) || scorer.grammar.family.has(context.token);
      }
      if (supports(scorer, element, i - 1)) {
        support++;
        plain ||= context.kind !== 'filler' && !scorer.grammar.talk.has(context.token);
      }
      if (element.kind === 'slot') slots.unshift({ name: element.name, token: i - 1 });
      firstMatch = i - 1;
      lastMatch = Math.max(lastMatch, i - 1);
      i--;
      j--;
    } else if (move === SKIP_TOKEN) {
      const kind = scorer.contexts[i - 1]!.kind;
      if (kind === 'unknown' || kind === 'noise') outside.push(i - 1);
      i--;
    } else {
      j--;
    }
  }
  const inner = outside
    .filter((t) => t > firstMatch && t < lastMatch)
    .reduce((sum, t) => sum + Math.max(0, COST.innerWord - skip[t]!), 0);
  return { total, slots, evidence, anchored, support, talk, plain, inner };
}

function regimeOf(path: Path): Regime {
  if (path.support >= 2 && path.plain) return 'phrase';
  return path.support === 0 || path.talk ? 'talk' : 'word';
}

/**
 * How well the heard words support a reading: 'phrase' with two words of evidence ("vamos al sur"),
 * 'word' with one distinctive word ("inmersión"), 'talk' when it rests on a bare slot ("norte", an uncued
 * "este"), a Family direction ("going down") or a one-word order that is also an everyday word ("listo", "para").
 */
type Regime = 'phrase' | 'word' | 'talk';

/** Fillers are free only around a real order phrase; around talk every other word says it was talk. */
function looseSkip(scorer: Scorer, i: number, regime: Regime): number {
  const skip = scorer.skip[i]!;
  if (regime === 'phrase') return skip;
  if (regime === 'talk') return Math.max(skip, COST.talk);
  return Math.max(skip, scorer.contexts[i]!.kind === 'filler' ? COST.looseFiller : COST.looseWord);
}

/**
 * A heard word that is evidence of the order, not of table talk: not a Family direction ("arriba"),
 * not an uncued "este", and a filler only as a required keyword ("vamos" as the course verb, not "al") or
 * as exactly a slot's value ("una" cell in "silencio, una a la derecha").
 */
function supports(scorer: Scorer, element: Element, i: number): boolean {
  const context = scorer.contexts[i]!;
  const grammar = scorer.grammar;
  if (grammar.family.has(context.token)) return false;
  if (grammar.ambiguous.has(context.token)) return context.cued && element.kind === 'slot';
  const cost = scorer.matchCost(element, i);
  if (context.kind === 'filler') return cost === 0 && (element.kind === 'slot' || element.deleteCost > 0);
  return cost <= EVIDENCE;
}
