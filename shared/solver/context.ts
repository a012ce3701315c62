import {
  DEFAULT_FLAGS,
  DIRECTIONS,
  around,
  colOf,
  getMap,
  rowOf,
  sectorCount,
  sectorOf,
  step,
  type Cell,
  type Edition,
  type GameMap,
  type Mode,
  type RuleFlags,
} from '../engine';

/** What a tracker must know about the game: the public settings, nothing secret. */
export interface TrackerSettings {
  readonly mapId: string;
  readonly edition: Edition;
  readonly mode: Mode;
  readonly flags?: Partial<RuleFlags>;
}

/**
 * Map tables precomputed once per map and flag set, so the hot loops only index typed arrays.
 * Directions are indexed in `DIRECTIONS` order (N, E, S, W).
 */
export interface SolverContext {
  readonly map: GameMap;
  readonly edition: Edition;
  readonly mode: Mode;
  readonly cells: number;
  /** 32-bit words per route bitset. */
  readonly words: number;
  readonly sea: Uint8Array;
  /** `next[cell * 4 + d]`: the sea cell one step away, or -1 (edge or island). */
  readonly next: Int32Array;
  readonly sector: Uint8Array;
  readonly sectors: number;
  readonly col: Uint8Array;
  readonly row: Uint8Array;
  /** The cells a mine may be laid on from each cell (sea only), -1 padded to 8. */
  readonly mineSpots: Int32Array;
  readonly torpedoBlockedByIslands: boolean;
}

const cache = new Map<string, SolverContext>();

export function solverContext(settings: TrackerSettings): SolverContext {
  const flags = { ...DEFAULT_FLAGS, ...settings.flags };
  const key = `${settings.mapId}|${settings.edition}|${settings.mode}|${flags.torpedoBlockedByIslands}|${flags.mineDiagonal}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const map = getMap(settings.mapId);
  if (!map) throw new Error(`unknown map ${settings.mapId}`);
  const cells = map.width * map.height;
  const sea = new Uint8Array(cells);
  const next = new Int32Array(cells * 4).fill(-1);
  const sector = new Uint8Array(cells);
  const col = new Uint8Array(cells);
  const row = new Uint8Array(cells);
  const mineSpots = new Int32Array(cells * 8).fill(-1);
  for (let cell: Cell = 0; cell < cells; cell++) {
    sea[cell] = map.island[cell] ? 0 : 1;
    sector[cell] = sectorOf(map, cell);
    col[cell] = colOf(map, cell);
    row[cell] = rowOf(map, cell);
  }
  for (let cell: Cell = 0; cell < cells; cell++) {
    DIRECTIONS.forEach((direction, d) => {
      const to = step(map, cell, direction);
      if (to >= 0 && sea[to]) next[cell * 4 + d] = to;
    });
    around(map, cell, flags.mineDiagonal)
      .filter((c) => sea[c])
      .forEach((c, i) => (mineSpots[cell * 8 + i] = c));
  }
  const context: SolverContext = {
    map,
    edition: settings.edition,
    mode: settings.mode,
    cells,
    words: Math.ceil(cells / 32),
    sea,
    next,
    sector,
    sectors: sectorCount(map),
    col,
    row,
    mineSpots,
    torpedoBlockedByIslands: flags.torpedoBlockedByIslands,
  };
  cache.set(key, context);
  return context;
}
