import { step } from '../grid';
import type { GameMap } from '../map';
import type { ReasonCode } from '../rejection';
import type { SubState } from '../state';
import { DIRECTIONS, type Cell, type Direction } from '../types';

type Blocked = Extract<ReasonCode, `course.blocked.${string}`>;

/** Where one step takes the sub, or why it may not go: edge, island, own route, own mine. */
export function stepFrom(map: GameMap, sub: SubState, from: Cell, direction: Direction): Cell | Blocked {
  const to = step(map, from, direction);
  if (to < 0) return 'course.blocked.edge';
  if (map.island[to]) return 'course.blocked.island';
  if (sub.route.includes(to)) return 'course.blocked.route';
  if (sub.mines.includes(to)) return 'course.blocked.mine';
  return to;
}

/** The cells of a straight run of `distance` steps, or why it is blocked. */
export function straightRun(
  map: GameMap,
  sub: SubState,
  direction: Direction,
  distance: number,
): Cell[] | Blocked {
  const cells: Cell[] = [];
  let at = sub.position;
  for (let i = 0; i < distance; i++) {
    // Cells already passed in this run count as route too.
    const next = stepFrom(map, { ...sub, route: [...sub.route, ...cells] }, at, direction);
    if (typeof next === 'string') return next;
    cells.push(next);
    at = next;
  }
  return cells;
}

/** Blackout: no direction is open, so the sub must surface. */
export function hasLegalCourse(map: GameMap, sub: SubState): boolean {
  return DIRECTIONS.some((d) => typeof stepFrom(map, sub, sub.position, d) === 'number');
}
