import type { Grid } from './grid';
import type { Cell, Edition } from './types';

export const SCENARIOS = ['alpha', 'bravo', 'charlie', 'delta', 'echo'] as const;
export type Scenario = (typeof SCENARIOS)[number];

/**
 * A playable map, built from its JSON file (see maps/schema.ts).
 * Cells are `row * width + col`; the arrays below are indexed by cell.
 */
export interface GameMap extends Grid {
  readonly id: string;
  readonly name: string;
  readonly edition: Edition;
  /** The base-game scenario it belongs to; null for Family maps. */
  readonly scenario: Scenario | null;
  readonly island: readonly boolean[];
  /** Delta: the only cells where surfacing costs nothing. */
  readonly iceHoles: readonly Cell[];
  /** Echo: neutral Archer mines, each usable once by either Captain's scenario system. */
  readonly archerMines: readonly Cell[];
}

export function isSea(map: GameMap, cell: Cell): boolean {
  return cell >= 0 && cell < map.island.length && map.island[cell] === false;
}
