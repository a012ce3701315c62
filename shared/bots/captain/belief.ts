import { around, chebyshev, type Cell, type GameMap } from '../../engine';
import { cellWeights, type Tracker } from '../../solver';

/**
 * Where a sub probably is: the tracker's hypotheses per cell, normalised. Every story the
 * tracker keeps counts the same — a working assumption, not a law.
 */
export interface Belief {
  readonly weights: Uint32Array;
  readonly total: number;
  readonly cells: readonly Cell[];
}

export function beliefOf(tracker: Tracker): Belief {
  const weights = cellWeights(tracker);
  let total = 0;
  const cells: Cell[] = [];
  weights.forEach((w, cell) => {
    if (w > 0) {
      total += w;
      cells.push(cell);
    }
  });
  return { weights, total, cells };
}

export function chance(belief: Belief, cell: Cell): number {
  return belief.total > 0 ? belief.weights[cell]! / belief.total : 0;
}

/** Probability that the sub is on one of the 8 cells around `cell`. */
export function chanceAround(map: GameMap, belief: Belief, cell: Cell): number {
  let sum = 0;
  for (const c of around(map, cell, true)) sum += belief.weights[c]!;
  return belief.total > 0 ? sum / belief.total : 0;
}

/** Probability that the sub is within `radius` king-moves of `cell`. */
export function chanceWithin(map: GameMap, belief: Belief, cell: Cell, radius: number): number {
  let sum = 0;
  for (const c of belief.cells) if (chebyshev(map, c, cell) <= radius) sum += belief.weights[c]!;
  return belief.total > 0 ? sum / belief.total : 0;
}

/** Probability mass per sector (index = sector number). */
export function sectorMass(belief: Belief, sectorOfCell: Uint8Array, sectors: number): number[] {
  const mass = new Array<number>(sectors + 1).fill(0);
  for (const c of belief.cells) mass[sectorOfCell[c]!]! += belief.weights[c]!;
  return mass.map((m) => (belief.total > 0 ? m / belief.total : 0));
}
