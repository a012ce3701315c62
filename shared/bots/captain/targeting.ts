import { chebyshev, sectorOf, torpedoReach, type Cell } from '../../engine';
import { chance, chanceAround, type Belief } from './belief';
import type { Situation } from './situation';

export interface Shot {
  readonly cell: Cell;
  /** Expected damage to the enemy, chance to sink it, and the damage we take ourselves. */
  readonly expected: number;
  readonly kill: number;
  readonly selfDamage: number;
  readonly score: number;
}

/** What a blast at `cell` is worth: enemy damage and sinking chance, minus our own damage. */
export function shotAt(s: Situation, belief: Belief, cell: Cell, from: Cell = s.own.position): Shot {
  const direct = chance(belief, cell);
  const near = s.family ? 0 : chanceAround(s.map, belief, cell);
  const hit = s.family ? 1 : 2;
  const expected = hit * direct + near;
  const left = s.sinkAt - s.enemyDamage;
  const kill = (hit >= left ? direct : 0) + (1 >= left ? near : 0);
  const distance = s.family ? 99 : chebyshev(s.map, from, cell);
  const selfDamage = distance === 0 ? 2 : distance === 1 ? 1 : 0;
  const suicidal = selfDamage > 0 && s.own.damage + selfDamage >= s.sinkAt;
  const score = suicidal ? -Infinity : expected + 2 * kill - 1.5 * selfDamage;
  return { cell, expected, kill, selfDamage, score };
}

/** Every cell our torpedo may hit from `own` (Family: its sector). */
export function torpedoCells(s: Situation, own: Cell = s.own.position): Cell[] {
  if (s.family) {
    const out: Cell[] = [];
    for (let c = 0; c < s.map.island.length; c++) {
      if (!s.map.island[c] && sectorOf(s.map, c) === sectorOf(s.map, own)) out.push(c);
    }
    return out;
  }
  return [...torpedoReach(s.map, own, s.view.flags.torpedoBlockedByIslands)];
}

export function bestShot(s: Situation, cells: readonly Cell[], from: Cell = s.own.position): Shot | null {
  let best: Shot | null = null;
  for (const cell of cells) {
    const shot = shotAt(s, s.enemy, cell, from);
    if (!best || shot.score > best.score) best = shot;
  }
  return best;
}
