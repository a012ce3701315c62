import type { SolverContext } from './context';
import { PositionMerger, SetBuilder, hasBit, singletons, type HypothesisSet } from './hypotheses';

/**
 * An announced course: every hypothesis takes the step or dies (edge, island, own route).
 * Distinct hypotheses stay distinct, so no merging is needed.
 */
export function applyCourse(ctx: SolverContext, set: HypothesisSet, direction: number): HypothesisSet {
  const words = set.words;
  const pos = new Int32Array(set.count);
  const routes = new Uint32Array(set.count * words);
  let k = 0;
  for (let i = 0; i < set.count; i++) {
    const to = ctx.next[set.pos[i]! * 4 + direction]!;
    if (to < 0) continue;
    const base = i * words;
    if (hasBit(set.routes, base, to)) continue;
    const out = k * words;
    for (let j = 0; j < words; j++) routes[out + j] = set.routes[base + j]!;
    routes[out + (to >>> 5)]! |= 1 << (to & 31);
    pos[k++] = to;
  }
  return { count: k, words, pos: pos.subarray(0, k), routes: routes.subarray(0, k * words) };
}

export interface SilenceResult {
  readonly set: HypothesisSet;
  /** True when the cap was hit and hypotheses were merged by position (an over-approximation). */
  readonly merged: boolean;
}

interface Sink {
  add(position: number, source: Uint32Array, base: number): boolean | void;
}

/**
 * A silence: 0–4 cells in one straight line (Family: exactly 1), direction unheard. Every
 * hypothesis branches into each run its own route, the edges and islands allow.
 */
export function applySilence(ctx: SolverContext, set: HypothesisSet, cap: number): SilenceResult {
  const family = ctx.edition === 'family';
  const builder = new SetBuilder(set.words, cap, set.count * (family ? 4 : 8));
  if (branchAll(ctx, set, builder, family)) return { set: builder.build(), merged: false };
  const merger = new PositionMerger(ctx.cells, set.words);
  branchAll(ctx, set, merger, family);
  return { set: merger.build(), merged: true };
}

/** Feeds every branch to the sink; false as soon as the sink refuses one. */
function branchAll(ctx: SolverContext, set: HypothesisSet, sink: Sink, family: boolean): boolean {
  const words = set.words;
  const scratch = new Uint32Array(words);
  const maxRun = family ? 1 : 4;
  for (let i = 0; i < set.count; i++) {
    const base = i * words;
    const start = set.pos[i]!;
    if (!family && sink.add(start, set.routes, base) === false) return false;
    for (let d = 0; d < 4; d++) {
      for (let j = 0; j < words; j++) scratch[j] = set.routes[base + j]!;
      let at = start;
      for (let run = 1; run <= maxRun; run++) {
        const to = ctx.next[at * 4 + d]!;
        if (to < 0 || hasBit(scratch, 0, to)) break;
        scratch[to >>> 5]! |= 1 << (to & 31);
        at = to;
        if (sink.add(at, scratch, 0) === false) return false;
      }
    }
  }
  return true;
}

/** Keeps the hypotheses whose position the mask allows (mask[cell] !== 0). */
export function keepCells(set: HypothesisSet, mask: Uint8Array): HypothesisSet {
  return keepWhere(set, (i) => mask[set.pos[i]!] !== 0);
}

export function keepWhere(set: HypothesisSet, keep: (index: number) => boolean): HypothesisSet {
  const words = set.words;
  const pos = new Int32Array(set.count);
  const routes = new Uint32Array(set.count * words);
  let k = 0;
  for (let i = 0; i < set.count; i++) {
    if (!keep(i)) continue;
    pos[k] = set.pos[i]!;
    const base = i * words;
    const out = k * words;
    for (let j = 0; j < words; j++) routes[out + j] = set.routes[base + j]!;
    k++;
  }
  if (k === set.count) return set;
  return { count: k, words, pos: pos.subarray(0, k), routes: routes.subarray(0, k * words) };
}

/** "Mine laid": some cell around the sub is sea and off its route (own mines are unknown to us). */
export function keepMineLayers(ctx: SolverContext, set: HypothesisSet): HypothesisSet {
  return keepWhere(set, (i) => {
    const p = set.pos[i]!;
    for (let k = 0; k < 8; k++) {
      const spot = ctx.mineSpots[p * 8 + k]!;
      if (spot < 0) return false;
      if (!hasBit(set.routes, i * set.words, spot)) return true;
    }
    return false;
  });
}

/** Surfacing erases the route: one hypothesis per distinct position, its route just that cell. */
export function resetRoutes(ctx: SolverContext, set: HypothesisSet): HypothesisSet {
  const seen = new Uint8Array(ctx.cells);
  for (let i = 0; i < set.count; i++) seen[set.pos[i]!] = 1;
  const cells: number[] = [];
  seen.forEach((s, c) => s && cells.push(c));
  return singletons(cells, set.words);
}
