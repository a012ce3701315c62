import { DIRECTIONS, type GameEvent, type Team } from '../engine';
import { solverContext, type SolverContext, type TrackerSettings } from './context';
import { everyCell, type HypothesisSet } from './hypotheses';
import {
  blastMask,
  cellMask,
  iceMask,
  sectorMask,
  sonarMask,
  torpedoSourceMask,
  type CellMask,
} from './masks';
import { applyCourse, applySilence, keepCells, keepMineLayers, resetRoutes } from './moves';

/** Above this many hypotheses a silence merges them by position (see `PositionMerger`). */
export const DEFAULT_CAP = 50_000;

/**
 * Where one sub can be, from public announcements only. A pure value: `track` returns a new
 * tracker and never changes the old one.
 */
export interface Tracker {
  readonly ctx: SolverContext;
  /** The sub being tracked (the enemy, for a crew). */
  readonly target: Team;
  readonly cap: number;
  readonly set: HypothesisSet;
  /** The set may be larger than the exact one: the cap merged routes, or the tracker restarted. */
  readonly approximate: boolean;
  /** How many times the cap forced a merge. */
  readonly merges: number;
  /** How many times the set came out empty (events missed or inconsistent) and restarted from every sea cell. */
  readonly restarts: number;
  /** Silences heard since the last surfacing (or the start). */
  readonly silences: number;
  /** Delta: an ice-damage announcement waiting for the surfacing that follows it. */
  readonly iceDamage: boolean;
}

export interface TrackerOptions {
  readonly cap?: number;
}

export function createTracker(settings: TrackerSettings, target: Team, options: TrackerOptions = {}): Tracker {
  const ctx = solverContext(settings);
  return {
    ctx,
    target,
    cap: options.cap ?? DEFAULT_CAP,
    set: everyCell(ctx.sea, ctx.words),
    approximate: false,
    merges: 0,
    restarts: 0,
    silences: 0,
    iceDamage: false,
  };
}

export function trackAll(tracker: Tracker, events: readonly GameEvent[]): Tracker {
  return events.reduce(track, tracker);
}

/** Folds one announcement in. Private events (another crew's secrets) are ignored on principle. */
export function track(tracker: Tracker, event: GameEvent): Tracker {
  if (event.audience !== 'all') return tracker;
  const { ctx, target } = tracker;
  const ours = 'team' in event && event.team === target;
  switch (event.type) {
    case 'course':
      return ours ? settle(tracker, { set: applyCourse(ctx, tracker.set, DIRECTIONS.indexOf(event.direction)) }) : tracker;
    case 'silence': {
      if (!ours) return tracker;
      const result = applySilence(ctx, tracker.set, tracker.cap);
      return settle(tracker, {
        set: result.set,
        silences: tracker.silences + 1,
        approximate: tracker.approximate || result.merged,
        merges: tracker.merges + (result.merged ? 1 : 0),
      });
    }
    case 'surfaced':
      return ours ? surfaced(tracker, event.sector, event.cell) : tracker;
    case 'damage':
      return ours && event.cause === 'ice' ? { ...tracker, iceDamage: true } : tracker;
    case 'blast':
      return ours ? restrict(tracker, blastMask(ctx, event.cell, event.hit)) : tracker;
    case 'torpedo':
      return ours ? restrict(tracker, torpedoSourceMask(ctx, event.cell)) : tracker;
    case 'drone':
      return ours ? tracker : restrict(tracker, sectorMask(ctx, event.sector, event.answer));
    case 'sonarAnswer':
      return ours ? restrict(tracker, sonarMask(ctx, event.facts)) : tracker;
    case 'mineLaid':
      return ours ? settle(tracker, { set: keepMineLayers(ctx, tracker.set) }) : tracker;
    default:
      return tracker;
  }
}

function restrict(tracker: Tracker, mask: CellMask): Tracker {
  return settle(tracker, { set: keepCells(tracker.set, mask) });
}

function surfaced(tracker: Tracker, sector: number, cell: number | null): Tracker {
  const { ctx } = tracker;
  let set = keepCells(tracker.set, cell === null ? sectorMask(ctx, sector, true) : cellMask(ctx, cell));
  if (ctx.map.scenario === 'delta') set = keepCells(set, iceMask(ctx, tracker.iceDamage));
  set = resetRoutes(ctx, set);
  // One position left with its route reset: that is exactly what the sub can be, merged or not.
  const approximate = tracker.approximate && set.count !== 1;
  return settle(tracker, { set, approximate, silences: 0, iceDamage: false });
}

/** Applies a change; an empty set means missed or inconsistent events, so start again from every sea cell. */
function settle(tracker: Tracker, patch: Partial<Tracker> & { set: HypothesisSet }): Tracker {
  if (patch.set.count > 0) return { ...tracker, ...patch };
  return {
    ...tracker,
    ...patch,
    set: everyCell(tracker.ctx.sea, tracker.ctx.words),
    approximate: true,
    restarts: tracker.restarts + 1,
  };
}
