import type { GameEvent } from '../../shared/engine/events';
import type { Team } from '../../shared/engine/types';

export interface SheetPoint {
  readonly dx: number;
  readonly dy: number;
  /** A silence happened here: the sub then moved 0–4 cells in an unknown straight line. */
  readonly silence: boolean;
  /** The sub surfaced here, in this sector (its route goes on from the same cell). */
  readonly surfaced?: number;
}

const STEP = { N: [0, -1], S: [0, 1], E: [1, 0], W: [-1, 0] } as const;

/**
 * The enemy's announced route, as offsets from wherever the Radio Operator lays the transparent
 * sheet — exactly what the paper sheet holds, nothing more. A surfacing erases the enemy's own
 * route, not our plot of it: the sub goes on from the cell where it surfaced, so the track stays
 * (where the Radio Operator placed it) and the surfacing is marked with its sector.
 */
export function enemyPath(events: readonly GameEvent[], enemy: Team): SheetPoint[] {
  const points: SheetPoint[] = [{ dx: 0, dy: 0, silence: false }];
  for (const event of events) {
    if (!('team' in event) || event.team !== enemy) continue;
    const last = points[points.length - 1]!;
    if (event.type === 'course') {
      const [sx, sy] = STEP[event.direction];
      points.push({ dx: last.dx + sx, dy: last.dy + sy, silence: false });
    } else if (event.type === 'silence') {
      points[points.length - 1] = { ...last, silence: true };
    } else if (event.type === 'surfaced') {
      points[points.length - 1] = { ...last, surfaced: event.sector };
    }
  }
  return points;
}

/** The sheet's extent, so the UI can keep it on the board while dragging. */
export function pathBounds(points: readonly SheetPoint[]) {
  const xs = points.map((p) => p.dx);
  const ys = points.map((p) => p.dy);
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
}

/**
 * The track from point `from` on, as offsets from that point: what is left on the sheet after the
 * Radio Operator wiped it and went on from the enemy's latest position (a fresh start, often taken
 * after a surfacing named the sector). `from` beyond the end keeps only the head.
 */
export function trackFrom(points: readonly SheetPoint[], from: number): SheetPoint[] {
  const start = Math.max(0, Math.min(points.length - 1, Math.floor(from)));
  const base = points[start]!;
  return points.slice(start).map((p, i) => ({ ...p, dx: p.dx - base.dx, dy: p.dy - base.dy, ...(i === 0 ? { silence: false } : {}) }));
}
