import { cellAt, colOf, columnLetter, rowOf, type Grid } from '../../shared/engine/grid';
import type { Cell } from '../../shared/engine/types';

/** The board's SVG units: one per cell, plus one row and one column of coordinate labels. */
export const LABEL = 1;

export function cellX(grid: Grid, cell: Cell): number {
  return colOf(grid, cell) + LABEL;
}

export function cellY(grid: Grid, cell: Cell): number {
  return rowOf(grid, cell) + LABEL;
}

export function columnLabels(grid: Grid): string[] {
  return Array.from({ length: grid.width }, (_, col) => columnLetter(col));
}

export function rowLabels(grid: Grid): string[] {
  return Array.from({ length: grid.height }, (_, row) => String(row + 1));
}

/** Polyline points through cell centres. */
export function routePoints(grid: Grid, route: readonly Cell[]): string {
  return route.map((cell) => `${cellX(grid, cell) + 0.5},${cellY(grid, cell) + 0.5}`).join(' ');
}

/** Moves a keyboard cursor one cell, staying on the board. */
export function moveCursor(grid: Grid, cell: Cell, key: string): Cell {
  const col = colOf(grid, cell);
  const row = rowOf(grid, cell);
  const delta: Record<string, [number, number]> = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
  const [dc, dr] = delta[key] ?? [0, 0];
  const nc = Math.min(grid.width - 1, Math.max(0, col + dc));
  const nr = Math.min(grid.height - 1, Math.max(0, row + dr));
  return cellAt(grid, nc, nr);
}
