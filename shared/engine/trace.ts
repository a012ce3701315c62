import { step } from './grid';
import type { GameMap } from './map';
import type { Cell, Direction } from './types';

/**
 * The Radio Operator's transparent sheet laid at `start`: the cells of the announced courses,
 * or null when the path leaves the map, crosses an island or crosses itself — not a possible position.
 */
export function traceRoute(map: GameMap, start: Cell, directions: readonly Direction[]): Cell[] | null {
  if (map.island[start] !== false) return null;
  const cells: Cell[] = [start];
  const seen = new Set<Cell>(cells);
  let at = start;
  for (const direction of directions) {
    at = step(map, at, direction);
    if (at < 0 || map.island[at] || seen.has(at)) return null;
    seen.add(at);
    cells.push(at);
  }
  return cells;
}
