import { step } from '../grid';
import type { GameMap } from '../map';
import { DIRECTIONS, type Cell } from '../types';

/**
 * Cells a torpedo can hit: 1–4 orthogonal steps from the sub, the path free to turn and to cross
 * the own route, but (by default) not to pass over islands.
 */
export function torpedoReach(map: GameMap, from: Cell, blockedByIslands: boolean, range = 4): Set<Cell> {
  const reached = new Set<Cell>();
  let frontier: Cell[] = [from];
  const seen = new Set<Cell>([from]);
  for (let distance = 1; distance <= range; distance++) {
    const next: Cell[] = [];
    for (const cell of frontier) {
      for (const direction of DIRECTIONS) {
        const to = step(map, cell, direction);
        if (to < 0 || seen.has(to)) continue;
        seen.add(to);
        if (blockedByIslands && map.island[to]) continue;
        next.push(to);
        if (!map.island[to]) reached.add(to);
      }
    }
    frontier = next;
  }
  return reached;
}
