import { around, cellLabel, colOf, rowOf, sectorCount, sectorOf, step } from '../grid';
import { isSea, type GameMap } from '../map';
import { DIRECTIONS, type Cell } from '../types';

/** What a map of one character should look like; densities are fractions of all cells. */
export interface MapProfile {
  readonly minDensity: number;
  readonly maxDensity: number;
  /** Largest island (orthogonally connected island cells). */
  readonly maxIslandSize: number;
  /** Most island groups allowed to run across a sector line. */
  readonly maxStraddling: number;
  readonly minIslandsPerSector: number;
  readonly maxIslandsPerSector: number;
  /** Exempt from the overall 3–16 % window (test maps kept nearly empty on purpose). */
  readonly anyDensity?: boolean;
}

export const OVERALL_DENSITY = { min: 0.03, max: 0.16 } as const;

const WINDOW = 0.03;

function profile(target: number, rest: Omit<MapProfile, 'minDensity' | 'maxDensity'>): MapProfile {
  return {
    minDensity: Math.max(OVERALL_DENSITY.min, target - WINDOW),
    maxDensity: Math.min(OVERALL_DENSITY.max, target + WINDOW),
    ...rest,
  };
}

const SMALL_ISLANDS = { maxIslandSize: 3, maxStraddling: 2, minIslandsPerSector: 1, maxIslandsPerSector: 6 };

/** Keyed by profileKey. */
export const MAP_PROFILES: Readonly<Record<string, MapProfile>> = {
  alpha: profile(0.14, { ...SMALL_ISLANDS, maxIslandSize: 6 }),
  bravo: profile(0.07, SMALL_ISLANDS),
  charlie: profile(0.05, SMALL_ISLANDS),
  delta: profile(0.11, SMALL_ISLANDS),
  echo: profile(0.09, SMALL_ISLANDS),
  archipelago: profile(0.12, { ...SMALL_ISLANDS, maxIslandSize: 4 }),
  volcano: profile(0.12, { maxIslandSize: 16, maxStraddling: 2, minIslandsPerSector: 1, maxIslandsPerSector: 6 }),
  'north-pole': profile(0.1, { ...SMALL_ISLANDS, maxIslandSize: 4 }),
  'open-waters': profile(0.04, { ...SMALL_ISLANDS, minIslandsPerSector: 0 }),
  training: { minDensity: 0, maxDensity: 0.05, ...SMALL_ISLANDS, minIslandsPerSector: 0, anyDensity: true },
};

/** Base maps go by scenario; Family and test maps by id without the size suffix. */
export function profileKey(map: GameMap): string {
  return map.scenario ?? map.id.replace(/-(10|15)$/, '');
}

export function profileFor(map: GameMap): MapProfile | undefined {
  return MAP_PROFILES[profileKey(map)];
}

const cellCount = (map: GameMap): number => map.width * map.height;

function allCells(map: GameMap): Cell[] {
  return Array.from({ length: cellCount(map) }, (_, cell) => cell);
}

function seaNeighbours(map: GameMap, cell: Cell): Cell[] {
  return DIRECTIONS.map((direction) => step(map, cell, direction)).filter((next) => isSea(map, next));
}

export function islandCellCount(map: GameMap): number {
  return allCells(map).filter((cell) => map.island[cell]).length;
}

/** Island cells as a fraction of all cells. */
export function islandDensity(map: GameMap): number {
  return islandCellCount(map) / cellCount(map);
}

/** Groups of cells joined orthogonally, among those `member` accepts. */
function components(map: GameMap, member: (cell: Cell) => boolean, diagonals = false): Cell[][] {
  const seen = new Set<Cell>();
  const groups: Cell[][] = [];
  for (const start of allCells(map)) {
    if (seen.has(start) || !member(start)) continue;
    const group: Cell[] = [];
    const queue: Cell[] = [start];
    seen.add(start);
    while (queue.length > 0) {
      const cell = queue.pop()!;
      group.push(cell);
      for (const next of around(map, cell, diagonals)) {
        if (!seen.has(next) && member(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    groups.push(group.sort((a, b) => a - b));
  }
  return groups;
}

/** Every sea cell reachable from every other by orthogonal steps. */
export function isConnected(map: GameMap): boolean {
  return components(map, (cell) => isSea(map, cell)).length <= 1;
}

/** Sea cells with fewer than two orthogonal sea neighbours (the map edge is a wall). */
export function deadEnds(map: GameMap): Cell[] {
  return allCells(map).filter((cell) => isSea(map, cell) && seaNeighbours(map, cell).length < 2);
}

/** Islands: groups of orthogonally joined island cells. */
export function islandGroups(map: GameMap): Cell[][] {
  return components(map, (cell) => map.island[cell] === true);
}

function sectorsOf(map: GameMap, group: readonly Cell[]): Set<number> {
  return new Set(group.map((cell) => sectorOf(map, cell)));
}

/** Islands touching each sector (index 0 is sector 1); an island across a line counts in each. */
export function islandsPerSector(map: GameMap): number[] {
  const counts = new Array<number>(sectorCount(map)).fill(0);
  for (const group of islandGroups(map)) {
    for (const sector of sectorsOf(map, group)) counts[sector - 1]! += 1;
  }
  return counts;
}

/** Islands lying in more than one sector. */
export function straddlingIslands(map: GameMap): Cell[][] {
  return islandGroups(map).filter((group) => sectorsOf(map, group).size > 1);
}

export function isEdgeCell(map: GameMap, cell: Cell): boolean {
  const col = colOf(map, cell);
  const row = rowOf(map, cell);
  return col === 0 || row === 0 || col === map.width - 1 || row === map.height - 1;
}

/** Island cells on the outer edge of the map. */
export function edgeIslandCount(map: GameMap): number {
  return allCells(map).filter((cell) => map.island[cell] && isEdgeCell(map, cell)).length;
}

/** Ice holes as groups of touching hole cells (diagonals included). */
export function iceHoleGroups(map: GameMap): Cell[][] {
  const holes = new Set(map.iceHoles);
  return components(map, (cell) => holes.has(cell), true);
}

function isTwoByTwo(map: GameMap, group: readonly Cell[]): boolean {
  if (group.length !== 4) return false;
  const cols = new Set(group.map((cell) => colOf(map, cell)));
  const rows = new Set(group.map((cell) => rowOf(map, cell)));
  const [a, b] = [...cols].sort((x, y) => x - y);
  const [c, d] = [...rows].sort((x, y) => x - y);
  return cols.size === 2 && rows.size === 2 && b! - a! === 1 && d! - c! === 1;
}

/** Archer mines with another mine among their eight neighbours. */
export function touchingMines(map: GameMap): Cell[] {
  const mines = new Set(map.archerMines);
  return map.archerMines.filter((cell) => around(map, cell, true).some((next) => mines.has(next)));
}

const percent = (fraction: number): string => `${(fraction * 100).toFixed(1)} %`;

const labels = (map: GameMap, cells: readonly Cell[]): string => cells.map((cell) => cellLabel(map, cell)).join(' ');

function expectedSize(map: GameMap): number[] {
  return map.edition === 'family' ? [10] : [15, 10];
}

function geometryProblems(map: GameMap): string[] {
  const problems: string[] = [];
  if (map.width !== map.height || !expectedSize(map).includes(map.width)) {
    problems.push(`${map.width}×${map.height} is not a ${map.edition} map size`);
  }
  if (map.sectorSize !== 5) problems.push(`sector size ${map.sectorSize}, expected 5`);
  if (map.island.length !== cellCount(map)) problems.push(`island has ${map.island.length} cells, expected ${cellCount(map)}`);
  return problems;
}

function seaProblems(map: GameMap): string[] {
  const problems: string[] = [];
  if (!isConnected(map)) problems.push('the sea is not connected');
  const ends = deadEnds(map);
  if (ends.length > 0) problems.push(`dead ends at ${labels(map, ends)}`);
  return problems;
}

function densityProblems(map: GameMap, limits: MapProfile | undefined): string[] {
  const density = islandDensity(map);
  const problems: string[] = [];
  const overall = !limits?.anyDensity;
  if (overall && (density < OVERALL_DENSITY.min || density > OVERALL_DENSITY.max)) {
    problems.push(`island density ${percent(density)} outside ${percent(OVERALL_DENSITY.min)}–${percent(OVERALL_DENSITY.max)}`);
  }
  if (limits && (density < limits.minDensity || density > limits.maxDensity)) {
    problems.push(`island density ${percent(density)} outside ${percent(limits.minDensity)}–${percent(limits.maxDensity)} for its character`);
  }
  return problems;
}

function islandShapeProblems(map: GameMap, limits: MapProfile): string[] {
  const problems: string[] = [];
  for (const group of islandGroups(map)) {
    if (group.length > limits.maxIslandSize) {
      problems.push(`island at ${cellLabel(map, group[0]!)} has ${group.length} cells, at most ${limits.maxIslandSize}`);
    }
  }
  const straddling = straddlingIslands(map).length;
  if (straddling > limits.maxStraddling) problems.push(`${straddling} islands cross sector lines, at most ${limits.maxStraddling}`);
  islandsPerSector(map).forEach((count, index) => {
    if (count < limits.minIslandsPerSector || count > limits.maxIslandsPerSector) {
      problems.push(`sector ${index + 1} has ${count} islands, expected ${limits.minIslandsPerSector}–${limits.maxIslandsPerSector}`);
    }
  });
  const edge = edgeIslandCount(map);
  const maxEdge = Math.max(2, Math.floor(islandCellCount(map) / 10));
  if (edge > maxEdge) problems.push(`${edge} island cells on the map edge, at most ${maxEdge}`);
  return problems;
}

function iceHoleProblems(map: GameMap): string[] {
  const problems: string[] = [];
  const notSea = map.iceHoles.filter((cell) => !isSea(map, cell));
  if (notSea.length > 0) problems.push(`ice holes on islands or off the map: ${notSea.join(' ')}`);
  if (map.scenario !== 'delta') {
    if (map.iceHoles.length > 0) problems.push('ice holes on a map that is not Delta');
    return problems;
  }
  const groups = iceHoleGroups(map);
  const expected = map.width === 15 ? 3 : 2;
  if (groups.length !== expected) problems.push(`${groups.length} ice holes, expected ${expected}`);
  for (const group of groups) {
    if (!isTwoByTwo(map, group)) problems.push(`ice hole at ${labels(map, group)} is not a 2×2 block apart from the others`);
  }
  return problems;
}

function archerMineProblems(map: GameMap): string[] {
  const problems: string[] = [];
  const notSea = map.archerMines.filter((cell) => !isSea(map, cell));
  if (notSea.length > 0) problems.push(`Archer mines on islands or off the map: ${notSea.join(' ')}`);
  if (map.scenario !== 'echo') {
    if (map.archerMines.length > 0) problems.push('Archer mines on a map that is not Echo');
    return problems;
  }
  const [min, max] = map.width === 15 ? [10, 14] : [5, 7];
  if (map.archerMines.length < min || map.archerMines.length > max) {
    problems.push(`${map.archerMines.length} Archer mines, expected ${min}–${max}`);
  }
  const touching = touchingMines(map);
  if (touching.length > 0) problems.push(`Archer mines touching each other at ${labels(map, touching)}`);
  const holes = new Set(map.iceHoles);
  const nearHoles = map.archerMines.filter((cell) => around(map, cell, true).some((next) => holes.has(next)));
  if (nearHoles.length > 0) problems.push(`Archer mines touching ice holes at ${labels(map, nearHoles)}`);
  return problems;
}

/** Everything wrong with a map; an empty list means it is playable and true to its character. */
export function validateMap(map: GameMap): string[] {
  const geometry = geometryProblems(map);
  if (geometry.length > 0) return geometry;
  const limits = profileFor(map);
  return [
    ...(limits ? [] : [`no profile for map ${map.id}`]),
    ...seaProblems(map),
    ...densityProblems(map, limits),
    ...(limits ? islandShapeProblems(map, limits) : []),
    ...iceHoleProblems(map),
    ...archerMineProblems(map),
  ];
}
