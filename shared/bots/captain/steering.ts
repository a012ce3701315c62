import { DIRECTIONS, step, type Cell, type Direction } from '../../engine';
import { BREAKDOWN_COST, bestCrossing } from '../crossing';
import { roll } from '../random';
import { sheetSituation } from '../sheet-situation';
import { distancesFrom, room } from './geometry';
import type { Situation } from './situation';
import { bestShot, torpedoCells } from './targeting';
import { armed, dangerAt, loaded } from './threat';

export interface MoveOption {
  readonly direction: Direction;
  readonly distance: number;
  readonly to: Cell;
  /** Room left to move from there. */
  readonly room: number;
  /** What the Engineer's best crossing for that panel costs (≥ BREAKDOWN_COST: damage). */
  readonly crossing: number;
}

const TIGHT = 12;

function crossingFor(s: Situation, direction: Direction): number {
  if (s.family) return 0;
  return bestCrossing(sheetSituation(s.view), direction)?.cost ?? BREAKDOWN_COST;
}

/** The legal courses with what each leads to. */
export function courseOptions(s: Situation): MoveOption[] {
  const out: MoveOption[] = [];
  for (const direction of DIRECTIONS) {
    if (!s.check.isLegal(s.check.command('captain', { type: 'course', direction }))) continue;
    const to = step(s.map, s.own.position, direction);
    out.push({ direction, distance: 1, to, room: room(s.map, to, s.blocked), crossing: crossingFor(s, direction) });
  }
  return out;
}

/** The legal silences that move (0 cells is a wasted silence), with what each leads to. */
export function silenceOptions(s: Situation): MoveOption[] {
  const out: MoveOption[] = [];
  const distances = s.family ? [1] : [1, 2, 3, 4];
  for (const direction of DIRECTIONS) {
    const crossing = crossingFor(s, direction);
    const blocked = new Set(s.blocked);
    let to = s.own.position;
    for (const distance of distances) {
      to = step(s.map, to, direction);
      if (to < 0) break;
      blocked.add(to);
      if (!s.check.isLegal(s.check.command('captain', { type: 'silence', direction, distance }))) break;
      out.push({ direction, distance, to, room: room(s.map, to, new Set([...blocked].filter((c) => c !== to))), crossing });
    }
  }
  return out;
}

/** How far, on average, the enemy's possible cells lie beyond `range` steps of `to`. */
export function huntCost(s: Situation, distances: Int16Array, range: number): number {
  const belief = s.enemy;
  let sum = 0;
  for (const c of belief.cells) {
    const d = distances[c]!;
    sum += belief.weights[c]! * (d < 0 ? 30 : Math.max(0, d - range));
  }
  return belief.total > 0 ? sum / belief.total : 0;
}

function penalty(option: MoveOption): number {
  const cramped = option.room < TIGHT ? (TIGHT - option.room) * 4 : 0;
  const breakdown = option.crossing >= BREAKDOWN_COST ? 500 : Math.max(0, option.crossing) / 15;
  return cramped + breakdown;
}

/**
 * Level 2: close in on the enemy's likely area when our torpedo is (nearly) ready, hang back
 * just out of its reach while it charges; keep room to move and the sheet healthy.
 */
export function huntingChoice(s: Situation, options: readonly MoveOption[], goal?: Int16Array): MoveOption | null {
  const { range, caution, shoots } = stance(s);
  const shotValue = (to: Cell) => (shoots ? Math.max(0, bestShot(s, torpedoCells(s, to), to)?.score ?? 0) : 0);
  let best: MoveOption | null = null;
  let bestScore = -Infinity;
  for (const option of options) {
    const cost = goal ? Math.max(0, goal[option.to]!) : huntCost(s, distancesFrom(s.map, option.to), range);
    const r = roll(s.memory.rng);
    s.memory = { ...s.memory, rng: r.rng };
    const score = 4 * shotValue(option.to) - 3 * cost - caution * dangerAt(s, option.to) - penalty(option) + r.value;
    if (score > bestScore) {
      bestScore = score;
      best = option;
    }
  }
  return best;
}

/**
 * Base game: a course and a shot fit in one turn, so a loaded sub closes in (range 3) and values
 * the shot a move opens; unloaded, it hangs back out of reach. Family: one action a turn, so
 * whoever moves into the other's sector gives it the first shot — stay near, never walk in.
 */
function stance(s: Situation): { range: number; caution: number; shoots: boolean } {
  if (s.family) return { range: 4, caution: 12, shoots: false };
  const ready = armed(s);
  return { range: ready ? 3 : 6, caution: loaded(s) ? 4 : 10, shoots: loaded(s) };
}

/** Level 1: any move that does not trap the sub or break the sheet, at random. */
export function wanderingChoice(s: Situation, options: readonly MoveOption[]): MoveOption | null {
  if (options.length === 0) return null;
  const safe = options.filter((o) => o.room >= 6 && o.crossing < BREAKDOWN_COST);
  const pool = safe.length > 0 ? safe : [...options].sort((a, b) => penalty(a) - penalty(b)).slice(0, 1);
  const r = roll(s.memory.rng);
  s.memory = { ...s.memory, rng: r.rng };
  return pool[Math.min(pool.length - 1, Math.floor(r.value * pool.length))]!;
}

/** No course at all, or every course breaks the sheet down: time to surface. */
export function mustSurface(options: readonly MoveOption[]): boolean {
  return options.every((o) => o.crossing >= BREAKDOWN_COST);
}

export function crampedEverywhere(options: readonly MoveOption[]): boolean {
  return options.every((o) => o.room < 4);
}
