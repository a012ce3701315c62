import { DIRECTIONS, SYSTEMS } from '../engine';
import { readingKey } from './reading';
import { HEADINGS, INTENT_TYPES, type Intent } from './types';

type Check = (v: unknown) => boolean;

const oneOf =
  (values: readonly unknown[]): Check =>
  (v) =>
    values.includes(v);
const cell: Check = (v) => typeof v === 'string' && /^[A-Z]\d{1,2}$/.test(v);
const positive: Check = (v) => typeof v === 'number' && Number.isInteger(v) && v >= 1;
const fact: Check = (v) => {
  if (typeof v !== 'object' || v === null) return false;
  const f = v as Record<string, unknown>;
  if (f.kind === 'column') return typeof f.value === 'string' && /^[A-Z]$/.test(f.value);
  return (f.kind === 'row' || f.kind === 'sector') && positive(f.value);
};

const SHAPES: Readonly<Record<string, readonly Readonly<Record<string, Check>>[]>> = {
  course: [{ direction: oneOf(DIRECTIONS) }],
  mark: [{ system: oneOf(SYSTEMS) }],
  cross: [
    {
      panel: oneOf([...DIRECTIONS, null]),
      symbol: oneOf(['weapon', 'detection', 'special', 'radiation']),
      part: oneOf(['circuit', 'reactor', null]),
    },
  ],
  mine: [{ cell }, { toward: oneOf(HEADINGS) }],
  detonate: [{ cell }],
  torpedo: [{ cell }],
  scenario: [{ cell }],
  drone: [{ sector: positive }],
  sonarAnswer: [{ facts: (v) => Array.isArray(v) && v.length >= 1 && v.length <= 2 && v.every(fact) }],
  silence: [{ direction: oneOf(DIRECTIONS), distance: (v) => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 4 }],
  checkHull: [{ approve: (v) => typeof v === 'boolean' }],
};

/** An intent from JSON (a corpus line, a log), or null when it is not one. */
export function parseIntent(value: unknown): Intent | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (typeof record.type !== 'string' || !(INTENT_TYPES as readonly string[]).includes(record.type)) return null;
  const shapes = SHAPES[record.type] ?? [{}];
  const fields = Object.keys(record).filter((k) => k !== 'type');
  const fits = shapes.some(
    (shape) => fields.length === Object.keys(shape).length && Object.entries(shape).every(([k, check]) => k in record && check(record[k])),
  );
  return fits ? (record as unknown as Intent) : null;
}

/** Equal intents have equal keys. */
export function intentKey(intent: Intent): string {
  return readingKey(intent);
}
