import { z } from 'zod';
import { SCENARIOS, type GameMap, type Scenario } from '../map';
import type { Cell } from '../types';

/** One character per cell in a map file's rows. */
export const MAP_CHARS = {
  sea: '.',
  island: '#',
  iceHole: 'o',
  archerMine: '*',
} as const;

const MAX_WIDTH = 26;

export const mapFileSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'id must be kebab-case'),
    name: z.string().min(1),
    edition: z.enum(['base', 'family']),
    scenario: z.enum(SCENARIOS).nullable(),
    sectorSize: z.literal(5),
    rows: z.array(z.string().regex(/^[.#o*]+$/, 'rows may only hold . # o *')).min(1),
  })
  .strict()
  .superRefine((file, ctx) => {
    for (const message of shapeProblems(file.rows, file.sectorSize)) ctx.addIssue({ code: 'custom', path: ['rows'], message });
    for (const message of editionProblems(file.edition, file.scenario)) ctx.addIssue({ code: 'custom', path: ['scenario'], message });
    for (const message of markerProblems(file.rows, file.scenario)) ctx.addIssue({ code: 'custom', path: ['rows'], message });
  });

export type MapFile = z.infer<typeof mapFileSchema>;

export type ParseMapResult = { ok: true; map: GameMap } | { ok: false; errors: string[] };

/** The row length most rows share, so a ragged row is reported rather than all the others. */
function usualWidth(rows: readonly string[]): number {
  const counts = new Map<number, number>();
  for (const row of rows) counts.set(row.length, (counts.get(row.length) ?? 0) + 1);
  let best = 0;
  for (const [length, count] of counts) if (count > (counts.get(best) ?? 0)) best = length;
  return best;
}

function shapeProblems(rows: readonly string[], sectorSize: number): string[] {
  const width = usualWidth(rows);
  const problems: string[] = [];
  rows.forEach((row, index) => {
    if (row.length !== width) problems.push(`row ${index + 1} has ${row.length} cells, expected ${width}`);
  });
  if (width > MAX_WIDTH) problems.push(`width ${width} exceeds ${MAX_WIDTH} columns (A–Z)`);
  if (width % sectorSize !== 0) problems.push(`width ${width} is not a multiple of the sector size ${sectorSize}`);
  if (rows.length % sectorSize !== 0) problems.push(`height ${rows.length} is not a multiple of the sector size ${sectorSize}`);
  return problems;
}

function editionProblems(edition: 'base' | 'family', scenario: Scenario | null): string[] {
  if (edition === 'family' && scenario !== null) return ['a family map has no scenario (use null)'];
  return [];
}

function markerProblems(rows: readonly string[], scenario: Scenario | null): string[] {
  const text = rows.join('');
  const problems: string[] = [];
  if (scenario !== 'delta' && text.includes(MAP_CHARS.iceHole)) problems.push(`ice holes (${MAP_CHARS.iceHole}) belong to Delta maps only`);
  if (scenario !== 'echo' && text.includes(MAP_CHARS.archerMine)) problems.push(`Archer mines (${MAP_CHARS.archerMine}) belong to Echo maps only`);
  return problems;
}

function cellsWith(text: string, char: string): Cell[] {
  const cells: Cell[] = [];
  for (let cell = 0; cell < text.length; cell++) if (text[cell] === char) cells.push(cell);
  return cells;
}

export function buildMap(file: MapFile): GameMap {
  const text = file.rows.join('');
  return {
    id: file.id,
    name: file.name,
    edition: file.edition,
    scenario: file.scenario,
    width: file.rows[0]!.length,
    height: file.rows.length,
    sectorSize: file.sectorSize,
    island: Array.from(text, (char) => char === MAP_CHARS.island),
    iceHoles: cellsWith(text, MAP_CHARS.iceHole),
    archerMines: cellsWith(text, MAP_CHARS.archerMine),
  };
}

function formatIssue(issue: z.core.$ZodIssue): string {
  const path = issue.path.map(String).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

/** Validates a map file and builds its GameMap; never throws. */
export function parseMapFile(json: unknown): ParseMapResult {
  try {
    const result = mapFileSchema.safeParse(json);
    if (!result.success) return { ok: false, errors: result.error.issues.map(formatIssue) };
    return { ok: true, map: buildMap(result.data) };
  } catch (error) {
    return { ok: false, errors: [error instanceof Error ? error.message : String(error)] };
  }
}

/** The file form of a map: the inverse of buildMap. */
export function mapToRows(map: GameMap): string[] {
  const holes = new Set(map.iceHoles);
  const mines = new Set(map.archerMines);
  const charAt = (cell: Cell): string => {
    if (map.island[cell]) return MAP_CHARS.island;
    if (holes.has(cell)) return MAP_CHARS.iceHole;
    if (mines.has(cell)) return MAP_CHARS.archerMine;
    return MAP_CHARS.sea;
  };
  const rows: string[] = [];
  for (let row = 0; row < map.height; row++) {
    rows.push(Array.from({ length: map.width }, (_, col) => charAt(row * map.width + col)).join(''));
  }
  return rows;
}
