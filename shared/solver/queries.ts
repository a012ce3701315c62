import type { Cell } from '../engine';
import { hasBit } from './hypotheses';
import type { Tracker } from './tracker';

/** The cells the sub may be on, ascending. */
export function positions(tracker: Tracker): Cell[] {
  const weights = cellWeights(tracker);
  const out: Cell[] = [];
  weights.forEach((w, cell) => w > 0 && out.push(cell));
  return out;
}

/** Hypotheses per cell: how many distinct (route, position) stories end there. A heat map, not a probability. */
export function cellWeights(tracker: Tracker): Uint32Array {
  const weights = new Uint32Array(tracker.ctx.cells);
  const { pos, count } = tracker.set;
  for (let i = 0; i < count; i++) weights[pos[i]!]!++;
  return weights;
}

/** The sectors (1-based) holding at least one possible position, ascending. */
export function sectorsOf(tracker: Tracker): number[] {
  const seen = new Set<number>();
  for (const cell of positions(tracker)) seen.add(tracker.ctx.sector[cell]!);
  return [...seen].sort((a, b) => a - b);
}

export function isApproximate(tracker: Tracker): boolean {
  return tracker.approximate;
}

export function hypothesisCount(tracker: Tracker): number {
  return tracker.set.count;
}

/**
 * Does the set hold the story (position, route)? 'exact' when a hypothesis matches it bit for
 * bit, 'covered' when one at that position forbids only cells of that route (what a merged set
 * guarantees), else false. For tests and diagnostics.
 */
export function holdsStory(tracker: Tracker, position: Cell, route: readonly Cell[]): 'exact' | 'covered' | false {
  const { set } = tracker;
  const words = set.words;
  const truth = new Uint32Array(words);
  for (const cell of route) truth[cell >>> 5]! |= 1 << (cell & 31);
  let covered = false;
  for (let i = 0; i < set.count; i++) {
    if (set.pos[i] !== position) continue;
    let equal = true;
    let subset = true;
    for (let j = 0; j < words; j++) {
      const w = set.routes[i * words + j]!;
      if (w !== truth[j]) equal = false;
      if ((w & ~truth[j]!) !== 0) subset = false;
    }
    if (equal) return 'exact';
    if (subset && hasBit(set.routes, i * words, position)) covered = true;
  }
  return covered ? 'covered' : false;
}
