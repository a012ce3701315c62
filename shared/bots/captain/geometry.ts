import { DIRECTIONS, step, type Cell, type GameMap } from '../../engine';

/**
 * Sea cells reachable from `from` without crossing `blocked` (the own route): the room left to
 * move before a blackout. Counting stops at `limit`.
 */
export function room(map: GameMap, from: Cell, blocked: ReadonlySet<Cell>, limit = 60): number {
  if (from < 0 || map.island[from] || blocked.has(from)) return 0;
  const seen = new Set<Cell>([from]);
  const stack = [from];
  while (stack.length > 0 && seen.size < limit) {
    const at = stack.pop()!;
    for (const direction of DIRECTIONS) {
      const to = step(map, at, direction);
      if (to >= 0 && !map.island[to] && !blocked.has(to) && !seen.has(to)) {
        seen.add(to);
        stack.push(to);
      }
    }
  }
  return seen.size;
}

/** Steps from `from` to every sea cell (islands and, if given, `blocked` cells avoided); -1 unreachable. */
export function distancesFrom(map: GameMap, from: Cell, blocked?: ReadonlySet<Cell>): Int16Array {
  const distance = new Int16Array(map.island.length).fill(-1);
  distance[from] = 0;
  const queue = [from];
  for (let head = 0; head < queue.length; head++) {
    const at = queue[head]!;
    for (const direction of DIRECTIONS) {
      const to = step(map, at, direction);
      if (to < 0 || map.island[to] || distance[to]! >= 0 || blocked?.has(to)) continue;
      distance[to] = distance[at]! + 1;
      queue.push(to);
    }
  }
  return distance;
}
