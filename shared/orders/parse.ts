import type { Grid } from '../engine';
import { align, lowerBound, Scorer, type Alignment } from './align';
import { COST } from './cost';
import type { Grammar, Rule } from './grammar';
import { buildReading, type Fill, type Reading } from './reading';
import { NOISE } from './normalise';
import type { TokenContext, ValueCost } from './slots';

/** Readings costlier than this are not worth ranking. */
export const PARSE_LIMIT = 2;
/** How much worse than a slot's best value another value may be and still be offered. */
const VALUE_WINDOW = 0.8;
/** Readings this much worse than the best one cannot change the decision (see decide.ts). */
const RANK_WINDOW = 1.2;
const MAX_VALUES = 6;

export interface Parsed {
  readonly reading: Reading;
  readonly cost: number;
  readonly rule: Rule;
}

export function tokenContexts(grammar: Grammar, tokens: readonly string[]): TokenContext[] {
  const allFillers = tokens.every((t) => grammar.fillers.has(t));
  const ambiguousCount = tokens.filter((t) => grammar.ambiguous.has(t)).length;
  return tokens.map((token, i) => {
    // Right after a cue, or after a cue and a filler ("rumbo, eh, este"; not "al oeste, este"), or after a
    // symbol or a part, where a panel stands ("verde este", "el reactor este": a demonstrative comes before
    // its noun, "este verde"), or before a noun a demonstrative "este" cannot stand before ("este, radiación").
    const before = tokens[i - 1];
    const cued =
      (before !== undefined && (grammar.cues.has(before) || grammar.symbolWords.has(before) || grammar.partWords.has(before) || (grammar.fillers.has(before) && grammar.cues.has(tokens[i - 2] ?? '')))) ||
      (grammar.ambiguous.has(token) && grammar.cuesAfter.has(tokens[i + 1] ?? ''));
    const pronoun = grammar.symbolPronouns.has(token) && grammar.symbolWords.has(before ?? '');
    const kind = token === NOISE ? 'noise' : pronoun || grammar.fillers.has(token) ? 'filler' : grammar.known.has(token) ? 'known' : 'unknown';
    return { token, kind, cued, lone: allFillers && ambiguousCount === 1 && grammar.ambiguous.has(token) && !cued };
  });
}

/** Fills the cross-utterance cost caches for every word of the vocabulary (Vosk only outputs those). */
export function warmCaches(grammar: Grammar, grid: Grid): void {
  const scorer = new Scorer(grammar, grid, tokenContexts(grammar, [...grammar.known]));
  for (const rule of grammar.rules) {
    for (const element of rule.elements) for (let i = 0; i < scorer.contexts.length; i++) scorer.matchCost(element, i);
  }
}

/** Every reading of the tokens under every phrase of the language (all roles), with its cost. */
export function parse(grammar: Grammar, tokens: readonly string[], grid: Grid): Parsed[] {
  const scorer = new Scorer(grammar, grid, tokenContexts(grammar, tokens));
  const aligned: { rule: Rule; alignment: Alignment }[] = [];
  let best = PARSE_LIMIT;
  for (const rule of grammar.rules) {
    if (lowerBound(scorer, rule.elements) > Math.min(PARSE_LIMIT, best + RANK_WINDOW)) continue;
    const alignment = align(scorer, rule.elements);
    if (!alignment || alignment.cost > PARSE_LIMIT) continue;
    best = Math.min(best, alignment.cost);
    aligned.push({ rule, alignment });
  }
  const out: Parsed[] = [];
  for (const { rule, alignment } of aligned) {
    if (alignment.cost > best + RANK_WINDOW) continue;
    const options = alignment.slots.map(({ name, token }) => ({ name, values: window(scorer.values(name, token)) }));
    const base = alignment.cost - options.reduce((sum, o) => sum + o.values[0]!.cost, 0) + (alignment.anchored ? 0 : COST.unanchored);
    for (const { fills, cost } of combinations(options, base, alignment.cost + VALUE_WINDOW)) {
      const reading = buildReading(rule.key, fills);
      out.push({ reading, cost: cost + (reading.type === 'incomplete' ? COST.incomplete : 0), rule });
    }
  }
  return out;
}

function window(values: readonly ValueCost[]): ValueCost[] {
  const best = values[0]?.cost ?? 0;
  return values.filter((v) => v.cost <= best + VALUE_WINDOW).slice(0, MAX_VALUES);
}

/** The slot values' cartesian product, cut at `limit` (values are sorted, so branches stop early). */
function combinations(
  options: readonly { name: Fill['name']; values: readonly ValueCost[] }[],
  base: number,
  limit: number,
): { fills: Fill[]; cost: number }[] {
  const out: { fills: Fill[]; cost: number }[] = [];
  const walk = (index: number, fills: Fill[], cost: number) => {
    if (index === options.length) {
      out.push({ fills, cost });
      return;
    }
    const { name, values } = options[index]!;
    const restBest = options.slice(index + 1).reduce((sum, o) => sum + o.values[0]!.cost, 0);
    for (const v of values) {
      if (cost + v.cost + restBest > limit + 1e-9) break;
      walk(index + 1, [...fills, { name, value: v.value }], cost + v.cost);
    }
  };
  walk(0, [], base);
  return out;
}
