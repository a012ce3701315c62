import { around, chebyshev, colOf, rowOf, sectorCount, sectorOf, step } from '../../shared/engine/grid';
import type { GameMap } from '../../shared/engine/map';
import { torpedoReach } from '../../shared/engine/rules/torpedo-reach';
import type { Cell, Direction } from '../../shared/engine/types';
import type { GameView } from '../../shared/engine/view';

/**
 * Where the enemy can be, as the Radio Operator's assistant reads it from the announcements this
 * seat heard (the solver: nothing hidden), and what a hunter does with it.
 */
export interface Hunt {
  readonly positions: readonly Cell[];
  readonly sectors: readonly number[];
  /**
   * How many cells the enemy's Radio Operator can still place us on: the same solver over our own
   * announcements, which both crews heard (absent: not read).
   */
  readonly exposure?: number;
}

/** With our own announcements down to this few cells, the enemy can aim at us: time for silence. */
export const EXPOSED = 12;

/** Our announcements have given us away (the enemy's sheet, as it can read it, is down to a few cells). */
export function exposed(hunt: Hunt | null): hunt is Hunt & { exposure: number } {
  return hunt?.exposure !== undefined && hunt.exposure <= EXPOSED;
}

/** With this few possible cells left, a blast covering half of them is worth it (a miss also rules them out). */
export const FIRE_FEW = 6;

export interface Shot {
  readonly cell: Cell;
  /** Possible enemy cells the blast reaches (the cell itself or one of the 8 around it). */
  readonly covered: number;
}

function covered(map: GameMap, cell: Cell, positions: readonly Cell[]): number {
  return positions.reduce((n, p) => n + (chebyshev(map, p, cell) <= 1 ? 1 : 0), 0);
}

/**
 * The torpedo cell whose blast covers most of the enemy's possible cells, never within one cell of
 * our own sub (the blast hits both), or null when no reachable cell covers any.
 */
export function bestShot(view: GameView, map: GameMap, hunt: Hunt): Shot | null {
  const own = view.own;
  if (!own || own.position < 0 || hunt.positions.length === 0) return null;
  let best: Shot | null = null;
  for (const cell of torpedoReach(map, own.position, view.flags.torpedoBlockedByIslands)) {
    if (chebyshev(map, cell, own.position) <= 1) continue;
    const n = covered(map, cell, hunt.positions);
    // Among equal covers, the cell that is itself a possible position (a direct hit does 2).
    const direct = hunt.positions.includes(cell) ? 0.5 : 0;
    if (n > 0 && (!best || n + direct > best.covered + (hunt.positions.includes(best.cell) ? 0.5 : 0))) best = { cell, covered: n };
  }
  return best;
}

/**
 * Can this shot hit? Only then is it worth firing (a miss tells the enemy we are within 4 cells):
 * its blast covers every cell the Radio Operator's sheet leaves (a sure hit), or the enemy is down to
 * a few cells and it covers at least half of them.
 */
export function canHit(shot: Shot | null, hunt: Hunt): shot is Shot {
  if (!shot) return false;
  const n = hunt.positions.length;
  return shot.covered >= n || (n <= FIRE_FEW && 2 * shot.covered >= n);
}

/** The sheet still leaves the enemy in more than one sector: a drone or a sonar narrows it before any shot. */
export function searchWide(hunt: Hunt | null): boolean {
  return !hunt || hunt.sectors.length !== 1;
}

/** The sector whose yes/no answer splits the enemy's possible cells most evenly, or null if one sector is left. */
export function droneSector(map: GameMap, hunt: Hunt): number | null {
  if (hunt.sectors.length < 2) return null;
  const count = new Array<number>(sectorCount(map) + 1).fill(0);
  for (const p of hunt.positions) count[sectorOf(map, p)]!++;
  const total = hunt.positions.length;
  let best: number | null = null;
  let split = -1;
  for (const sector of hunt.sectors) {
    const s = Math.min(count[sector]!, total - count[sector]!);
    if (s > split) {
      split = s;
      best = sector;
    }
  }
  return best;
}

/** An own mine whose blast can hit the enemy (as a torpedo shot would) and not us. */
export function bestDetonation(view: GameView, map: GameMap, hunt: Hunt): Shot | null {
  const own = view.own;
  if (!own || hunt.positions.length === 0) return null;
  for (const mine of own.mines) {
    if (chebyshev(map, mine, own.position) <= 1) continue;
    const shot = { cell: mine, covered: covered(map, mine, hunt.positions) };
    if (shot.covered > 0 && canHit(shot, hunt)) return shot;
  }
  return null;
}

/** The middle of the enemy's possible cells. */
export function centre(map: GameMap, hunt: Hunt): { col: number; row: number } | null {
  if (hunt.positions.length === 0) return null;
  let col = 0;
  let row = 0;
  for (const p of hunt.positions) {
    col += colOf(map, p);
    row += rowOf(map, p);
  }
  return { col: col / hunt.positions.length, row: row / hunt.positions.length };
}

/** How far a course would leave us from the middle of the enemy's possible cells (lower is closer). */
export function distanceAfter(map: GameMap, from: Cell, direction: Direction, hunt: Hunt): number {
  const to = step(map, from, direction);
  const c = centre(map, hunt);
  if (to < 0 || !c) return Infinity;
  return Math.abs(colOf(map, to) - c.col) + Math.abs(rowOf(map, to) - c.row);
}

/** Where a mine may go now (a cell around us, at sea, off our route and our mines), nearest the enemy first. */
export function mineCell(view: GameView, map: GameMap, hunt: Hunt | null): Cell | null {
  const own = view.own;
  if (!own || own.position < 0) return null;
  const cells = around(map, own.position, view.flags.mineDiagonal).filter((c) => !map.island[c] && !own.route.includes(c) && !own.mines.includes(c));
  const c = hunt ? centre(map, hunt) : null;
  const far = (cell: Cell) => (c ? Math.abs(colOf(map, cell) - c.col) + Math.abs(rowOf(map, cell) - c.row) : 0);
  return cells.sort((a, b) => far(a) - far(b))[0] ?? null;
}
