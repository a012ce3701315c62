import { PNG } from 'pngjs';
import type { GameMap } from '../shared/engine/map';
import type { Cell } from '../shared/engine/types';

export type Rgb = readonly [number, number, number];

export const MAP_COLOURS = {
  sea: [46, 110, 170],
  seaGrid: [64, 128, 186],
  island: [201, 168, 108],
  islandShade: [140, 104, 60],
  iceWater: [120, 180, 220],
  iceHole: [245, 248, 250],
  archerMine: [28, 28, 34],
  sectorLine: [16, 40, 72],
} as const satisfies Record<string, Rgb>;

export const DEFAULT_CELL_PX = 24;

class Canvas {
  readonly png: PNG;

  constructor(width: number, height: number) {
    this.png = new PNG({ width, height });
  }

  set(x: number, y: number, [r, g, b]: Rgb): void {
    if (x < 0 || y < 0 || x >= this.png.width || y >= this.png.height) return;
    const index = (y * this.png.width + x) * 4;
    this.png.data[index] = r;
    this.png.data[index + 1] = g;
    this.png.data[index + 2] = b;
    this.png.data[index + 3] = 255;
  }

  rect(x: number, y: number, width: number, height: number, colour: Rgb): void {
    for (let dy = 0; dy < height; dy++) for (let dx = 0; dx < width; dx++) this.set(x + dx, y + dy, colour);
  }

  /** Pixels whose centre lies between the two radii around (cx, cy). */
  disc(cx: number, cy: number, outer: number, inner: number, colour: Rgb): void {
    for (let y = Math.floor(cy - outer); y <= Math.ceil(cy + outer); y++) {
      for (let x = Math.floor(cx - outer); x <= Math.ceil(cx + outer); x++) {
        const distance = Math.hypot(x + 0.5 - cx, y + 0.5 - cy);
        if (distance <= outer && distance >= inner) this.set(x, y, colour);
      }
    }
  }
}

function isIsland(map: GameMap, col: number, row: number): boolean {
  return col >= 0 && row >= 0 && col < map.width && row < map.height && map.island[row * map.width + col] === true;
}

/** Sand with a darker coast on every side that faces the sea, so joined cells read as one island. */
function drawIsland(canvas: Canvas, map: GameMap, col: number, row: number, px: number): void {
  const x = col * px;
  const y = row * px;
  const coast = Math.max(1, Math.round(px / 12));
  canvas.rect(x, y, px, px, MAP_COLOURS.island);
  if (!isIsland(map, col, row - 1)) canvas.rect(x, y, px, coast, MAP_COLOURS.islandShade);
  if (!isIsland(map, col, row + 1)) canvas.rect(x, y + px - coast, px, coast, MAP_COLOURS.islandShade);
  if (!isIsland(map, col - 1, row)) canvas.rect(x, y, coast, px, MAP_COLOURS.islandShade);
  if (!isIsland(map, col + 1, row)) canvas.rect(x + px - coast, y, coast, px, MAP_COLOURS.islandShade);
}

function drawCell(canvas: Canvas, map: GameMap, cell: Cell, px: number): void {
  const col = cell % map.width;
  const row = Math.floor(cell / map.width);
  if (map.island[cell]) {
    drawIsland(canvas, map, col, row, px);
    return;
  }
  canvas.rect(col * px, row * px, px, px, MAP_COLOURS.seaGrid);
  canvas.rect(col * px + 1, row * px + 1, px - 1, px - 1, MAP_COLOURS.sea);
}

function drawIceHole(canvas: Canvas, map: GameMap, cell: Cell, px: number): void {
  const cx = ((cell % map.width) + 0.5) * px;
  const cy = (Math.floor(cell / map.width) + 0.5) * px;
  canvas.rect(cx - px / 2, cy - px / 2, px, px, MAP_COLOURS.iceWater);
  canvas.disc(cx, cy, px * 0.42, px * 0.28, MAP_COLOURS.iceHole);
}

function drawArcherMine(canvas: Canvas, map: GameMap, cell: Cell, px: number): void {
  const cx = ((cell % map.width) + 0.5) * px;
  const cy = (Math.floor(cell / map.width) + 0.5) * px;
  canvas.disc(cx, cy, px * 0.3, 0, MAP_COLOURS.archerMine);
}

function drawSectorLines(canvas: Canvas, map: GameMap, px: number): void {
  const { width, height } = canvas.png;
  for (let col = 0; col <= map.width; col += map.sectorSize) {
    const x = Math.min(col * px, width - 1);
    canvas.rect(x - 1, 0, 2, height, MAP_COLOURS.sectorLine);
  }
  for (let row = 0; row <= map.height; row += map.sectorSize) {
    const y = Math.min(row * px, height - 1);
    canvas.rect(0, y - 1, width, 2, MAP_COLOURS.sectorLine);
  }
}

/** The map as a PNG image, `cellPx` pixels per cell. */
export function renderMapPng(map: GameMap, cellPx: number = DEFAULT_CELL_PX): Buffer {
  const canvas = new Canvas(map.width * cellPx, map.height * cellPx);
  for (let cell = 0; cell < map.width * map.height; cell++) drawCell(canvas, map, cell, cellPx);
  for (const cell of map.iceHoles) drawIceHole(canvas, map, cell, cellPx);
  for (const cell of map.archerMines) drawArcherMine(canvas, map, cell, cellPx);
  drawSectorLines(canvas, map, cellPx);
  return PNG.sync.write(canvas.png);
}
