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

/** Where a sector's number is drawn: the centre (board units) and the side of the square it fills. */
export interface SectorLabelSpot {
  readonly n: number;
  readonly x: number;
  readonly y: number;
  readonly size: number;
}

/**
 * Each sector's number on open water inside the sector, never on an island (issue 18.10): the
 * 2×2 block of sea closest to the sector's centre, else the sea cell closest to it.
 */
export function sectorLabelSpots(grid: Grid & { readonly island: readonly boolean[] }): SectorLabelSpot[] {
  const s = grid.sectorSize;
  const per = Math.ceil(grid.width / s);
  const rows = Math.ceil(grid.height / s);
  const sea = (col: number, row: number) => col < grid.width && row < grid.height && !grid.island[cellAt(grid, col, row)];
  const out: SectorLabelSpot[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < per; c++) {
      const col0 = c * s;
      const row0 = r * s;
      const cols = Math.min(s, grid.width - col0);
      const rws = Math.min(s, grid.height - row0);
      const centre = { x: col0 + cols / 2, y: row0 + rws / 2 };
      const dist = (x: number, y: number) => (x - centre.x) ** 2 + (y - centre.y) ** 2;
      let best: { x: number; y: number; size: number; d: number } | null = null;
      for (const size of [2, 1]) {
        for (let dr = 0; dr + size <= rws; dr++) {
          for (let dc = 0; dc + size <= cols; dc++) {
            let open = true;
            for (let i = 0; i < size * size && open; i++) open = sea(col0 + dc + (i % size), row0 + dr + Math.floor(i / size));
            if (!open) continue;
            const x = col0 + dc + size / 2;
            const y = row0 + dr + size / 2;
            const d = dist(x, y);
            if (!best || d < best.d) best = { x, y, size, d };
          }
        }
        if (best) break;
      }
      // A sector of islands only has nowhere free: its number goes at the centre (drawn under the islands).
      const spot = best ?? { x: centre.x, y: centre.y, size: 1 };
      out.push({ n: r * per + c + 1, x: spot.x + LABEL, y: spot.y + LABEL, size: spot.size });
    }
  }
  return out;
}
