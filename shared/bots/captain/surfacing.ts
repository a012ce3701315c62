import { DIRECTIONS, GAUGES, sheetFor, step, type Cell } from '../../engine';
import { chanceWithin } from './belief';
import { distancesFrom } from './geometry';
import type { Situation } from './situation';
import { crampedEverywhere, mustSurface, type MoveOption } from './steering';

/** No course open at all: the rules make the sub surface. */
export function blackout(s: Situation): boolean {
  return !DIRECTIONS.some((d) => {
    const to = step(s.map, s.own.position, d);
    return to >= 0 && !s.map.island[to] && !s.blocked.has(to);
  });
}

const bits = (mask: number) => {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n++;
  return n;
};

/**
 * Level 2's sheet check: systems blocked for good (a crossed reactor symbol of a type never
 * repairs before surfacing) with its gauge full, or a sheet near its breaking point.
 */
export function sheetClogged(s: Situation): boolean {
  const layout = sheetFor(s.view.settings.mode);
  const crossed = s.own.crossed;
  const circuits = layout.circuitMask.W | layout.circuitMask.N | layout.circuitMask.S;
  const stuck = (type: 'weapon' | 'detection') => (crossed & layout.typeMask[type] & ~circuits) !== 0;
  const full = (system: 'torpedo' | 'drone') => s.own.gauges[system] >= GAUGES[s.view.settings.mode][system];
  if (stuck('weapon') && full('torpedo')) return true;
  if (stuck('detection') && full('drone') && stuck('weapon')) return true;
  return bits(crossed) >= 13 || bits(crossed & layout.typeMask.radiation) >= 5;
}

/** Is the enemy likely close enough to punish three free turns or a sector given away? */
export function threatened(s: Situation): boolean {
  const limit = s.view.settings.mode === 'turn' ? 0.15 : 0.25;
  return chanceWithin(s.map, s.enemy, s.own.position, 5) > limit;
}

export function onIceHole(s: Situation): boolean {
  return s.map.iceHoles.includes(s.own.position);
}

/** Steps to the nearest Delta ice hole from every cell. */
export function iceHoleDistances(s: Situation): Int16Array {
  const best = new Int16Array(s.map.island.length).fill(-1);
  for (const hole of s.map.iceHoles) {
    const d = distancesFrom(s.map, hole);
    d.forEach((v, c: Cell) => {
      if (v >= 0 && (best[c]! < 0 || v < best[c]!)) best[c] = v;
    });
  }
  return best;
}

export type SurfaceAdvice = 'now' | 'seek-hole' | 'no';

export function surfaceAdvice(s: Situation, options: readonly MoveOption[]): SurfaceAdvice {
  if (options.length === 0 || mustSurface(options)) return 'now';
  if (crampedEverywhere(options)) return 'now';
  if (s.level === 1 || !sheetClogged(s) || threatened(s)) return 'no';
  if (s.map.scenario === 'delta' && !onIceHole(s)) return 'seek-hole';
  return 'now';
}
