import { cellAt, inBounds } from '../../shared/engine/grid';
import type { GameMap } from '../../shared/engine/map';
import type { Cell } from '../../shared/engine/types';
import { pathBounds, type SheetPoint } from './sheet-path';

/** Where the sheet lies: the map cell under the track's first point. */
export interface SheetOrigin {
  readonly col: number;
  readonly row: number;
}

/**
 * Keeps the track's rigid part (since the last silence) on the board: the sub was never off the map.
 * What came before a silence may hang off the edge, as it may off the paper map.
 */
export function clampOrigin(map: GameMap, points: readonly SheetPoint[], origin: SheetOrigin): SheetOrigin {
  const b = pathBounds(points.slice(rigidFrom(points)));
  const col = Math.min(map.width - 1 - b.maxX, Math.max(-b.minX, Math.round(origin.col)));
  const row = Math.min(map.height - 1 - b.maxY, Math.max(-b.minY, Math.round(origin.row)));
  return { col: col + 0, row: row + 0 }; // never -0 (it would print and compare oddly)
}

/**
 * The part of the track that is one rigid shape: since the last silence (the sub then moved 0–4 cells
 * in a line nobody heard, so what came before no longer lines up with what came after). A surfacing
 * does not break it: the sub goes on from the cell where it surfaced.
 */
export function rigidFrom(points: readonly SheetPoint[]): number {
  for (let i = points.length - 1; i >= 0; i--) if (points[i]!.silence) return Math.min(i + 1, points.length - 1);
  return 0;
}

/** Indexes of the rigid part's points that lie on an island or off the map where the sheet lies now. */
export function conflicts(map: GameMap, points: readonly SheetPoint[], origin: SheetOrigin): number[] {
  const out: number[] = [];
  for (let i = rigidFrom(points); i < points.length; i++) {
    const p = points[i]!;
    const col = origin.col + p.dx;
    const row = origin.row + p.dy;
    if (!inBounds(map, col, row) || map.island[cellAt(map, col, row)]) out.push(i);
  }
  return out;
}

/** The map cell under the track's head (the sub's position if the sheet lies right), or null off the map. */
export function headCell(map: GameMap, points: readonly SheetPoint[], origin: SheetOrigin): Cell | null {
  const head = points[points.length - 1]!;
  const col = origin.col + head.dx;
  const row = origin.row + head.dy;
  return inBounds(map, col, row) ? cellAt(map, col, row) : null;
}

/**
 * The assistant's "where does it fit": for each cell the enemy may be in (the solver's candidates),
 * the sheet position that puts the track's head there, kept when the rigid part of the track stays on
 * water and avoids the cells the player ruled out. Nearest to where the sheet lies now first.
 */
export function fittingOrigins(
  map: GameMap,
  points: readonly SheetPoint[],
  candidates: readonly Cell[],
  ruledOut: ReadonlySet<Cell>,
  near: SheetOrigin,
): SheetOrigin[] {
  const head = points[points.length - 1]!;
  const out: SheetOrigin[] = [];
  for (const cell of candidates) {
    if (ruledOut.has(cell)) continue;
    const origin = { col: (cell % map.width) - head.dx, row: Math.floor(cell / map.width) - head.dy };
    if (conflicts(map, points, origin).length === 0) out.push(origin);
  }
  const distance = (o: SheetOrigin) => Math.abs(o.col - near.col) + Math.abs(o.row - near.row);
  return out.sort((a, b) => distance(a) - distance(b) || a.row - b.row || a.col - b.col);
}
