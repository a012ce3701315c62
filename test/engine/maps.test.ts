import { describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import { cellAt, parseCell, sectorCount } from '../../shared/engine/grid';
import { SCENARIOS, type GameMap } from '../../shared/engine/map';
import { getMap, loadMaps, MAP_IDS, mapFor, MAPS } from '../../shared/engine/maps/registry';
import { mapToRows, parseMapFile } from '../../shared/engine/maps/schema';
import {
  deadEnds,
  edgeIslandCount,
  iceHoleGroups,
  isConnected,
  islandDensity,
  islandsPerSector,
  MAP_PROFILES,
  OVERALL_DENSITY,
  profileFor,
  touchingMines,
  validateMap,
} from '../../shared/engine/maps/validate';
import { DEFAULT_CELL_PX, MAP_COLOURS, renderMapPng } from '../../scripts/map-png';

const BASE_IDS = SCENARIOS.flatMap((scenario) => [`${scenario}-15`, `${scenario}-10`]);
const FAMILY_IDS = ['archipelago', 'volcano', 'north-pole', 'open-waters'];
const GAME_IDS = [...BASE_IDS, ...FAMILY_IDS];

function fileOf(rows: string[], overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { id: 'test-map', name: 'Test', edition: 'base', scenario: 'alpha', sectorSize: 5, rows, ...overrides };
}

function mapOf(rows: string[], overrides: Record<string, unknown> = {}): GameMap {
  const result = parseMapFile(fileOf(rows, overrides));
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return result.map;
}

function map(id: string): GameMap {
  const found = getMap(id);
  if (!found) throw new Error(`missing map ${id}`);
  return found;
}

const OPEN_10 = Array.from({ length: 10 }, () => '..........');

function withRows(rows: readonly string[], edits: Record<number, string>): string[] {
  return rows.map((row, index) => edits[index] ?? row);
}

describe('bundled maps', () => {
  it('includes every base scenario in both sizes and the four Family maps', () => {
    for (const id of GAME_IDS) expect(MAP_IDS).toContain(id);
  });

  it.each(MAP_IDS.map((id) => [id]))('%s passes validateMap', (id) => {
    expect(validateMap(map(id))).toEqual([]);
  });

  it.each(GAME_IDS.map((id) => [id]))('%s is connected with no dead ends', (id) => {
    expect(isConnected(map(id))).toBe(true);
    expect(deadEnds(map(id))).toEqual([]);
  });

  it.each(GAME_IDS.map((id) => [id]))('%s has the island density of its character', (id) => {
    const density = islandDensity(map(id));
    const profile = profileFor(map(id))!;
    expect(density).toBeGreaterThanOrEqual(Math.max(OVERALL_DENSITY.min, profile.minDensity));
    expect(density).toBeLessThanOrEqual(Math.min(OVERALL_DENSITY.max, profile.maxDensity));
  });

  it('orders the scenarios by density as the rules describe', () => {
    for (const size of [15, 10] as const) {
      const density = (scenario: (typeof SCENARIOS)[number]) => islandDensity(mapFor(scenario, size));
      expect(density('alpha')).toBeGreaterThan(density('delta'));
      expect(density('delta')).toBeGreaterThan(density('bravo'));
      expect(density('bravo')).toBeGreaterThan(density('charlie'));
    }
    expect(islandDensity(map('open-waters'))).toBeLessThan(islandDensity(map('north-pole')));
  });

  it('keeps the outer edge clear of islands', () => {
    for (const id of GAME_IDS) expect(edgeIslandCount(map(id))).toBe(0);
  });

  it('gives Delta its 2×2 ice holes on sea cells', () => {
    expect(iceHoleGroups(mapFor('delta', 15))).toHaveLength(3);
    expect(iceHoleGroups(mapFor('delta', 10))).toHaveLength(2);
    for (const size of [15, 10] as const) {
      const delta = mapFor('delta', size);
      for (const group of iceHoleGroups(delta)) expect(group).toHaveLength(4);
      for (const cell of delta.iceHoles) expect(delta.island[cell]).toBe(false);
    }
  });

  it('gives Echo its Archer mines on sea cells, none touching', () => {
    expect(mapFor('echo', 15).archerMines).toHaveLength(12);
    expect(mapFor('echo', 10).archerMines).toHaveLength(6);
    for (const size of [15, 10] as const) {
      const echo = mapFor('echo', size);
      expect(touchingMines(echo)).toEqual([]);
      for (const cell of echo.archerMines) expect(echo.island[cell]).toBe(false);
    }
  });

  it('has holes only on Delta and mines only on Echo', () => {
    for (const gameMap of Object.values(MAPS)) {
      if (gameMap.scenario !== 'delta') expect(gameMap.iceHoles).toEqual([]);
      if (gameMap.scenario !== 'echo') expect(gameMap.archerMines).toEqual([]);
    }
  });

  it('makes Family maps 10×10 with 4 sectors', () => {
    for (const id of FAMILY_IDS) {
      const family = map(id);
      expect(family.edition).toBe('family');
      expect(family.scenario).toBeNull();
      expect([family.width, family.height, sectorCount(family)]).toEqual([10, 10, 4]);
    }
  });

  it('makes base maps 15×15 with 9 sectors for real time and 10×10 with 4 for turn-by-turn', () => {
    for (const scenario of SCENARIOS) {
      const realtime = mapFor(scenario, 15);
      const turn = mapFor(scenario, 10);
      expect([realtime.width, realtime.height, sectorCount(realtime)]).toEqual([15, 15, 9]);
      expect([turn.width, turn.height, sectorCount(turn)]).toEqual([10, 10, 4]);
      expect(realtime.scenario).toBe(scenario);
      expect(realtime.edition).toBe('base');
    }
  });

  it('puts islands in every sector of the base maps', () => {
    for (const id of BASE_IDS) expect(Math.min(...islandsPerSector(map(id)))).toBeGreaterThanOrEqual(1);
  });

  it('looks maps up by id and by scenario', () => {
    expect(getMap('volcano')?.name).toBe('Volcano');
    expect(getMap('atlantis')).toBeUndefined();
    expect(getMap('toString')).toBeUndefined();
    expect(mapFor('charlie', 10).id).toBe('charlie-10');
  });

  it('round-trips every map through its file form', () => {
    for (const gameMap of Object.values(MAPS)) {
      const again = mapOf(mapToRows(gameMap), { id: gameMap.id, name: gameMap.name, scenario: gameMap.scenario, edition: gameMap.edition });
      expect(again).toEqual(gameMap);
    }
  });

  it('has a profile for every bundled map', () => {
    for (const gameMap of Object.values(MAPS)) expect(profileFor(gameMap)).toBeDefined();
    for (const id of FAMILY_IDS) expect(MAP_PROFILES[id]).toBeDefined();
  });
});

describe('map validators catch problems', () => {
  it('reports an enclosed sea pocket as disconnected', () => {
    const pocket = mapOf(withRows(OPEN_10, { 2: '..###.....', 3: '..#.#.....', 4: '..###.....' }));
    expect(isConnected(pocket)).toBe(false);
    expect(validateMap(pocket).join('\n')).toMatch(/not connected/);
  });

  it('finds a dead end in a one-cell inlet', () => {
    const inlet = mapOf(withRows(OPEN_10, { 2: '..#.#.....', 3: '..###.....' }));
    expect(isConnected(inlet)).toBe(true);
    expect(deadEnds(inlet)).toEqual([cellAt(inlet, 3, 2)]);
    expect(validateMap(inlet).join('\n')).toMatch(/dead ends at D3/);
  });

  it('counts the map edge as a wall', () => {
    const corner = mapOf(withRows(OPEN_10, { 1: '#.........' }));
    expect(deadEnds(corner)).toEqual([parseCell(corner, 'A1')]);
  });

  it('flags a density outside the character window', () => {
    const empty = mapOf(OPEN_10);
    expect(islandDensity(empty)).toBe(0);
    expect(validateMap(empty).join('\n')).toMatch(/island density 0.0 %/);
  });

  it('flags touching Archer mines and a wrong mine count', () => {
    const echo = mapOf(withRows(OPEN_10, { 2: '..**......' }), { scenario: 'echo' });
    expect(touchingMines(echo)).toHaveLength(2);
    const problems = validateMap(echo).join('\n');
    expect(problems).toMatch(/Archer mines touching each other/);
    expect(problems).toMatch(/2 Archer mines, expected 5–7/);
  });

  it('flags ice holes that are not 2×2 blocks', () => {
    const delta = mapOf(withRows(OPEN_10, { 2: '..ooo.....', 6: '......oo..', 7: '......oo..' }), { scenario: 'delta' });
    expect(validateMap(delta).join('\n')).toMatch(/not a 2×2 block/);
  });

  it('flags islands on the map edge and oversized islands', () => {
    const rows = withRows(OPEN_10, { 0: '.###......', 4: '....####..' });
    const problems = validateMap(mapOf(rows, { scenario: 'bravo' })).join('\n');
    expect(problems).toMatch(/on the map edge/);
    expect(problems).toMatch(/has 4 cells, at most 3/);
  });
});

describe('parseMapFile', () => {
  it('builds cell indices row * width + col', () => {
    const rows = withRows(OPEN_10, { 1: '.#........', 3: '...oo.....', 4: '...oo.....' });
    const delta = mapOf(rows, { scenario: 'delta' });
    expect(delta.island[cellAt(delta, 1, 1)]).toBe(true);
    expect(delta.island.filter(Boolean)).toHaveLength(1);
    expect(delta.iceHoles).toEqual([33, 34, 43, 44]);
  });

  it('rejects ragged rows', () => {
    const result = parseMapFile(fileOf(withRows(OPEN_10, { 4: '.........' })));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.join('\n')).toMatch(/row 5 has 9 cells/);
  });

  it('rejects characters outside . # o *', () => {
    expect(parseMapFile(fileOf(withRows(OPEN_10, { 4: '....X.....' }))).ok).toBe(false);
  });

  it('rejects ice holes off Delta and Archer mines off Echo', () => {
    const hole = parseMapFile(fileOf(withRows(OPEN_10, { 4: '....o.....' }), { scenario: 'alpha' }));
    const mine = parseMapFile(fileOf(withRows(OPEN_10, { 4: '....*.....' }), { scenario: 'delta' }));
    expect(hole).toMatchObject({ ok: false, errors: [expect.stringMatching(/Delta/)] });
    expect(mine).toMatchObject({ ok: false, errors: [expect.stringMatching(/Echo/)] });
    expect(parseMapFile(fileOf(withRows(OPEN_10, { 4: '....*.....' }), { scenario: 'echo' })).ok).toBe(true);
  });

  it('rejects other sector sizes, unknown keys and a family map with a scenario', () => {
    expect(parseMapFile(fileOf(OPEN_10, { sectorSize: 4 })).ok).toBe(false);
    expect(parseMapFile(fileOf(OPEN_10, { extra: true })).ok).toBe(false);
    expect(parseMapFile(fileOf(OPEN_10, { edition: 'family' })).ok).toBe(false);
    expect(parseMapFile(fileOf(OPEN_10, { edition: 'family', scenario: null })).ok).toBe(true);
  });

  it('never throws on garbage', () => {
    for (const junk of [null, undefined, 42, 'map', [], { rows: 5 }, { rows: [] }]) {
      const result = parseMapFile(junk);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.errors.length).toBeGreaterThan(0);
    }
  });

  it('makes the registry loader throw on a broken or duplicate bundled file', () => {
    expect(() => loadMaps([fileOf(withRows(OPEN_10, { 0: '...' }))])).toThrow(/row 1 has 3 cells/);
    expect(() => loadMaps([fileOf(OPEN_10), fileOf(OPEN_10)])).toThrow(/duplicate map id test-map/);
  });
});

describe('map PNG', () => {
  it('renders a map with sea and island pixels in different colours', () => {
    const alpha = mapFor('alpha', 15);
    const png = PNG.sync.read(renderMapPng(alpha));
    expect([png.width, png.height]).toEqual([15 * DEFAULT_CELL_PX, 15 * DEFAULT_CELL_PX]);
    const pixel = (cell: number): number[] => {
      const x = (cell % alpha.width) * DEFAULT_CELL_PX + DEFAULT_CELL_PX / 2;
      const y = Math.floor(cell / alpha.width) * DEFAULT_CELL_PX + DEFAULT_CELL_PX / 2;
      const index = (y * png.width + x) * 4;
      return [...png.data.subarray(index, index + 3)];
    };
    const islandCell = alpha.island.indexOf(true);
    const seaCell = alpha.island.indexOf(false);
    expect(pixel(islandCell)).toEqual([...MAP_COLOURS.island]);
    expect(pixel(seaCell)).toEqual([...MAP_COLOURS.sea]);
    expect(pixel(islandCell)).not.toEqual(pixel(seaCell));
  });
});
