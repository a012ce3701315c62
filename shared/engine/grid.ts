import type { Cell, Direction } from './types';

/** The geometry every rule needs; a GameMap is one, and so is a bare size for tests. */
export interface Grid {
  readonly width: number;
  readonly height: number;
  /** Sectors are square blocks of this many cells, numbered from 1 row-major. */
  readonly sectorSize: number;
}

const STEP: Readonly<Record<Direction, readonly [number, number]>> = {
  N: [0, -1],
  S: [0, 1],
  E: [1, 0],
  W: [-1, 0],
};

export const colOf = (grid: Grid, cell: Cell): number => cell % grid.width;
export const rowOf = (grid: Grid, cell: Cell): number => Math.floor(cell / grid.width);
export const cellAt = (grid: Grid, col: number, row: number): Cell => row * grid.width + col;

export function inBounds(grid: Grid, col: number, row: number): boolean {
  return col >= 0 && row >= 0 && col < grid.width && row < grid.height;
}

export function isCell(grid: Grid, cell: unknown): cell is Cell {
  return typeof cell === 'number' && Number.isInteger(cell) && cell >= 0 && cell < grid.width * grid.height;
}

/** The neighbouring cell in a direction, or -1 off the map. */
export function step(grid: Grid, cell: Cell, direction: Direction): Cell {
  const [dc, dr] = STEP[direction];
  const col = colOf(grid, cell) + dc;
  const row = rowOf(grid, cell) + dr;
  return inBounds(grid, col, row) ? cellAt(grid, col, row) : -1;
}

export function sectorsPerRow(grid: Grid): number {
  return Math.ceil(grid.width / grid.sectorSize);
}

export function sectorCount(grid: Grid): number {
  return sectorsPerRow(grid) * Math.ceil(grid.height / grid.sectorSize);
}

export function sectorOf(grid: Grid, cell: Cell): number {
  const sc = Math.floor(colOf(grid, cell) / grid.sectorSize);
  const sr = Math.floor(rowOf(grid, cell) / grid.sectorSize);
  return sr * sectorsPerRow(grid) + sc + 1;
}

/** King-move distance: 0 on the cell, 1 on the eight around it. */
export function chebyshev(grid: Grid, a: Cell, b: Cell): number {
  return Math.max(Math.abs(colOf(grid, a) - colOf(grid, b)), Math.abs(rowOf(grid, a) - rowOf(grid, b)));
}

/** The cells around one (8 with diagonals, else 4), on the map. */
export function around(grid: Grid, cell: Cell, diagonals: boolean): Cell[] {
  const col = colOf(grid, cell);
  const row = rowOf(grid, cell);
  const out: Cell[] = [];
  for (let dr = -1; dr <= 1; dr++) {
    for (let dc = -1; dc <= 1; dc++) {
      if (dc === 0 && dr === 0) continue;
      if (!diagonals && dc !== 0 && dr !== 0) continue;
      if (inBounds(grid, col + dc, row + dr)) out.push(cellAt(grid, col + dc, row + dr));
    }
  }
  return out;
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** "C6": column letter then row number, as the sheets print them. */
export function cellLabel(grid: Grid, cell: Cell): string {
  return `${LETTERS[colOf(grid, cell)]}${rowOf(grid, cell) + 1}`;
}

/** Parses "C6" / "c6"; -1 when it names no cell of this grid. */
export function parseCell(grid: Grid, label: string): Cell {
  const match = /^([A-Za-z])(\d{1,2})$/.exec(label.trim());
  if (!match) return -1;
  const col = LETTERS.indexOf(match[1]!.toUpperCase());
  const row = Number(match[2]) - 1;
  return inBounds(grid, col, row) ? cellAt(grid, col, row) : -1;
}

export function columnLetter(col: number): string {
  return LETTERS[col] ?? '?';
}
