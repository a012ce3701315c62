import { torpedoReach, type BlastHit, type Cell, type SonarFact } from '../engine';
import type { SolverContext } from './context';

/**
 * What one announcement says about where the tracked sub is, as a mask over cells
 * (1 = still possible). Each function is the rule read backwards.
 */
export type CellMask = Uint8Array;

function maskWhere(ctx: SolverContext, holds: (cell: Cell) => boolean): CellMask {
  const mask = new Uint8Array(ctx.cells);
  for (let cell = 0; cell < ctx.cells; cell++) mask[cell] = ctx.sea[cell] && holds(cell) ? 1 : 0;
  return mask;
}

function chebyshev(ctx: SolverContext, a: Cell, b: Cell): number {
  return Math.max(Math.abs(ctx.col[a]! - ctx.col[b]!), Math.abs(ctx.row[a]! - ctx.row[b]!));
}

/** The tracked sub's blast result at `cell`. Family torpedoes hit the exact cell only. */
export function blastMask(ctx: SolverContext, cell: Cell, hit: BlastHit): CellMask {
  if (ctx.edition === 'family') return maskWhere(ctx, (c) => (hit === 'direct') === (c === cell));
  const wanted = hit === 'direct' ? 0 : hit === 'indirect' ? 1 : 2;
  return maskWhere(ctx, (c) => Math.min(chebyshev(ctx, c, cell), 2) === wanted);
}

/**
 * The tracked sub fired a torpedo at `cell`: it is where the torpedo could come from. Reach is
 * symmetric (a path of 1–4 sea steps reversed is one too), so that is the reach of `cell` itself.
 * Family: any cell of the firing sub's own sector.
 */
export function torpedoSourceMask(ctx: SolverContext, cell: Cell): CellMask {
  if (ctx.edition === 'family') return maskWhere(ctx, (c) => ctx.sector[c] === ctx.sector[cell]);
  const reach = torpedoReach(ctx.map, cell, ctx.torpedoBlockedByIslands);
  return maskWhere(ctx, (c) => reach.has(c));
}

export function sectorMask(ctx: SolverContext, sector: number, inside: boolean): CellMask {
  return maskWhere(ctx, (c) => (ctx.sector[c] === sector) === inside);
}

export function cellMask(ctx: SolverContext, cell: Cell): CellMask {
  return maskWhere(ctx, (c) => c === cell);
}

export function factHolds(ctx: SolverContext, cell: Cell, fact: SonarFact): boolean {
  if (fact.kind === 'column') return ctx.col[cell] === fact.value;
  if (fact.kind === 'row') return ctx.row[cell] === fact.value;
  return ctx.sector[cell] === fact.value;
}

/** The tracked sub's sonar answer: base game exactly one fact true; Family its one fact true. */
export function sonarMask(ctx: SolverContext, facts: readonly SonarFact[]): CellMask {
  return maskWhere(ctx, (c) => facts.filter((f) => factHolds(ctx, c, f)).length === (ctx.edition === 'family' ? facts.length : 1));
}

/** Delta: surfacing outside an ice hole costs 1 damage, so its presence or absence places the sub. */
export function iceMask(ctx: SolverContext, damaged: boolean): CellMask {
  const holes = new Set(ctx.map.iceHoles);
  return maskWhere(ctx, (c) => holes.has(c) !== damaged);
}
