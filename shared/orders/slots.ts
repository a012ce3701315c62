import { DIRECTIONS, SYSTEMS, sectorCount, type Grid, type SymbolType } from '../engine';
import { COST, wordCost, type TokenKind } from './cost';
import type { Grammar } from './grammar';
import { compassWords } from './lexicon';
import { formKey } from './normalise';
import type { SlotName } from './template';
import { HEADINGS, type Heading, type Lang, type Part } from './types';

export type SlotValue = string | number;

export interface ValueCost {
  readonly value: SlotValue;
  readonly cost: number;
}

/** A heard token with what the matcher knows of its surroundings. */
export interface TokenContext {
  readonly token: string;
  readonly kind: TokenKind;
  /** A heading cue ("rumbo", "al") comes just before. */
  readonly cued: boolean;
  /** The only word of the utterance that is not a filler. */
  readonly lone: boolean;
}

interface Form {
  readonly key: string;
  readonly extra: number;
}

interface ValueForms {
  readonly value: SlotValue;
  readonly forms: readonly Form[];
}

type Kind = 'direction' | 'compass' | 'heading' | 'letter' | 'number' | 'system' | 'symbol' | 'part';

const KIND: Readonly<Record<SlotName, Kind>> = {
  dir: 'direction',
  compass: 'compass',
  panel: 'direction',
  heading: 'heading',
  col: 'letter',
  row: 'number',
  sector: 'number',
  dist: 'number',
  system: 'system',
  symbol: 'symbol',
  part: 'part',
};

const SYMBOLS: readonly SymbolType[] = ['weapon', 'detection', 'special', 'radiation'];
const PARTS: readonly Part[] = ['circuit', 'reactor'];
/** Silence moves 0–4 cells. */
const MAX_DISTANCE = 4;

function tables(grammar: Grammar): Readonly<Record<Kind, readonly ValueForms[]>> {
  const lex = grammar.lexicon;
  const forms = (words: readonly string[]): Form[] =>
    words.map((w) => {
      const [word, extra] = w.split(':');
      return { key: formKey(word!, lex), extra: extra ? Number(extra) : 0 };
    });
  const headingWords = (h: Heading): readonly string[] => (h.length === 1 ? lex.directions[h as 'N'] : lex.diagonals[h as 'NE']);
  return {
    direction: DIRECTIONS.map((d) => ({ value: d, forms: forms(lex.directions[d]) })),
    compass: DIRECTIONS.map((d) => ({ value: d, forms: forms(compassWords(lex, d)) })),
    heading: HEADINGS.map((h) => ({ value: h, forms: forms(headingWords(h)) })),
    letter: lex.letters.map((words, col) => ({ value: col, forms: forms(words) })),
    number: lex.numbers.map((words, n) => ({ value: n, forms: forms(words) })),
    system: SYSTEMS.map((s) => ({ value: s, forms: forms(lex.systems[s]) })),
    symbol: SYMBOLS.map((s) => ({ value: s, forms: forms(lex.symbols[s]) })),
    part: PARTS.map((p) => ({ value: p, forms: forms(lex.parts[p]) })),
  };
}

const tableCache = new Map<Lang, Readonly<Record<Kind, readonly ValueForms[]>>>();

function tablesFor(grammar: Grammar): Readonly<Record<Kind, readonly ValueForms[]>> {
  let cached = tableCache.get(grammar.lexicon.lang);
  if (!cached) {
    cached = tables(grammar);
    tableCache.set(grammar.lexicon.lang, cached);
  }
  return cached;
}

export function inDomain(name: SlotName, value: SlotValue, grid: Grid): boolean {
  if (typeof value !== 'number') return true;
  if (name === 'col') return value < grid.width;
  if (name === 'row') return value >= 1 && value <= grid.height;
  if (name === 'sector') return value >= 1 && value <= sectorCount(grid);
  if (name === 'dist') return value <= MAX_DISTANCE;
  return true;
}

/** A typed "c" or "6" (keyboard, tests) names its value directly. */
function typedCost(kind: Kind, token: string, value: SlotValue): number | null {
  if (kind === 'letter' && /^[a-z]$/.test(token)) return token.charCodeAt(0) - 97 === value ? 0 : null;
  if (kind === 'number' && /^\d+$/.test(token)) return Number(token) === value ? 0 : null;
  return null;
}

interface RawCost {
  readonly value: SlotValue;
  readonly cost: number;
}

/** Raw costs depend only on the token and the kind of slot: cached across utterances, per language. */
const rawCache = new Map<Lang, Map<string, RawCost[]>>();
const RAW_CACHE_LIMIT = 20_000;

function rawCosts(grammar: Grammar, kind: Kind, ctx: TokenContext): readonly RawCost[] {
  let cache = rawCache.get(grammar.lexicon.lang);
  if (!cache || cache.size > RAW_CACHE_LIMIT) {
    cache = new Map();
    rawCache.set(grammar.lexicon.lang, cache);
  }
  const key = `${kind}\u0000${ctx.token}`;
  let raw = cache.get(key);
  if (!raw) {
    raw = tablesFor(grammar)[kind].map((entry) => {
      let cost = typedCost(kind, ctx.token, entry.value) ?? 1;
      for (const form of entry.forms) cost = Math.min(cost, wordCost(ctx.token, form.key, grammar.confusions, ctx.kind) + form.extra);
      return { value: entry.value, cost };
    });
    cache.set(key, raw);
  }
  return raw;
}

/** Every value the slot may hold, with the cost of having heard `ctx.token` for it, best first. */
export function valueCosts(grammar: Grammar, name: SlotName, grid: Grid, ctx: TokenContext): ValueCost[] {
  const kind = KIND[name];
  const directional = (kind === 'direction' || kind === 'compass' || kind === 'heading') && grammar.ambiguous.has(ctx.token);
  const penalty = directional ? (ctx.lone ? COST.loneAmbiguous : ctx.cued ? 0 : COST.ambiguous) : 0;
  const out: ValueCost[] = [];
  for (const { value, cost } of rawCosts(grammar, kind, ctx)) {
    if (inDomain(name, value, grid)) out.push({ value, cost: Math.min(cost + penalty, 1 + COST.loneAmbiguous) });
  }
  return out.sort((a, b) => a.cost - b.cost);
}
