import { columnLetter, type Direction, type SymbolType, type System } from '../engine';
import type { GrammarKey } from './grammar';
import type { SlotValue } from './slots';
import type { SlotName } from './template';
import type { Heading, Incomplete, Intent, IntentType, Part, Reading, SpokenFact } from './types';

export type { Incomplete, Reading } from './types';

export interface Fill {
  readonly name: SlotName;
  readonly value: SlotValue;
}

export function cellLabelOf(col: number, row: number): string {
  return `${columnLetter(col)}${row}`;
}

/** A silence of 0 cells goes nowhere: its direction is irrelevant, so it is always north. */
const STILL: Intent = { type: 'silence', direction: 'N', distance: 0 };

export function buildReading(key: GrammarKey, fills: readonly Fill[]): Reading {
  const get = (name: SlotName) => fills.find((f) => f.name === name)?.value;
  const col = get('col') as number | undefined;
  const row = get('row') as number | undefined;
  const cell = col !== undefined && row !== undefined ? cellLabelOf(col, row) : undefined;
  const incomplete = (of: IntentType, known: Record<string, unknown> = {}): Incomplete => ({ type: 'incomplete', of, known });
  switch (key) {
    case 'course': {
      const direction = (get('dir') ?? get('compass')) as Direction | undefined;
      return direction ? { type: 'course', direction } : incomplete('course');
    }
    case 'mark':
      return { type: 'mark', system: get('system') as System };
    case 'cross':
      return {
        type: 'cross',
        panel: (get('panel') as Direction | undefined) ?? null,
        symbol: get('symbol') as SymbolType,
        part: (get('part') as Part | undefined) ?? null,
      };
    case 'mine': {
      if (cell) return { type: 'mine', cell };
      const toward = get('heading') as Heading | undefined;
      return toward ? { type: 'mine', toward } : incomplete('mine');
    }
    case 'detonate':
    case 'torpedo':
    case 'scenario':
      return cell ? { type: key, cell } : incomplete(key);
    case 'drone': {
      const sector = get('sector') as number | undefined;
      return sector ? { type: 'drone', sector } : incomplete('drone');
    }
    case 'sonarAnswer':
      return { type: 'sonarAnswer', facts: fills.map(factOf) };
    case 'silence': {
      const direction = get('dir') as Direction | undefined;
      const distance = get('dist') as number | undefined;
      // "Zero cells north" contradicts itself: most likely a misheard "two" (a still silence names no direction).
      if (distance === 0 && direction) return incomplete('silence', { direction });
      if (distance === 0) return STILL;
      if (direction && distance !== undefined) return { type: 'silence', direction, distance };
      return incomplete('silence', { ...(direction ? { direction } : {}), ...(distance !== undefined ? { distance } : {}) });
    }
    case 'silence.still':
      return STILL;
    case 'checkHull.approve':
      return { type: 'checkHull', approve: true };
    case 'checkHull.refuse':
      return { type: 'checkHull', approve: false };
    default:
      return { type: key };
  }
}

function factOf(fill: Fill): SpokenFact {
  if (fill.name === 'col') return { kind: 'column', value: columnLetter(fill.value as number) };
  return { kind: fill.name === 'sector' ? 'sector' : 'row', value: fill.value as number };
}

/** Stable identity of a reading, for de-duplication and comparisons (field order does not matter). */
export function readingKey(reading: Reading): string {
  let key = KEYS.get(reading);
  if (key === undefined) {
    key = computeKey(reading);
    KEYS.set(reading, key);
  }
  return key;
}

/** Readings are immutable: their key is computed once. */
const KEYS = new WeakMap<Reading, string>();

const FIELDS = ['direction', 'distance', 'system', 'panel', 'symbol', 'part', 'cell', 'toward', 'sector', 'approve', 'of'] as const;

function computeKey(reading: Reading): string {
  const fields = reading as unknown as Readonly<Record<string, unknown>>;
  let key = reading.type;
  for (const field of FIELDS) if (field in fields) key += `|${field}=${String(fields[field])}`;
  // A sonar answer's two facts are one answer in either order ("row 3, column H" = "column H, row 3").
  if (reading.type === 'sonarAnswer') key += `|facts=${reading.facts.map((f) => `${f.kind}:${f.value}`).sort().join(',')}`;
  if (reading.type === 'incomplete') key += `|known=${canonical(reading.known)}`;
  return key;
}

function canonical(value: unknown): string {
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${k}:${canonical(v)}`).join(',')}}`;
  }
  return String(value);
}
