import { getMap, parseCell, type Cell, type EventBody, type GameEvent } from '../../../shared/engine';
import { createTracker, trackAll, type Tracker, type TrackerOptions } from '../../../shared/solver';
import type { TrackerSettings } from '../../../shared/solver';

/** Public announcements written by hand, for rule-by-rule tests. */
export const say = (body: EventBody): GameEvent => ({ ...body, audience: 'all' });

export function at(mapId: string, label: string): Cell {
  const cell = parseCell(getMap(mapId)!, label);
  if (cell < 0) throw new Error(`no cell ${label}`);
  return cell;
}

export function cells(mapId: string, ...labels: string[]): Cell[] {
  return labels.map((label) => at(mapId, label)).sort((a, b) => a - b);
}

/** Blue's tracker of yellow after the given announcements. */
export function yellowAfter(settings: TrackerSettings, events: readonly GameEvent[], options: TrackerOptions = {}): Tracker {
  return trackAll(createTracker(settings, 'yellow', options), events);
}

/** An announcement that pins yellow to one cell: a direct hit. */
export function pinned(mapId: string, label: string): GameEvent {
  return say({ type: 'blast', team: 'yellow', hit: 'direct', cell: at(mapId, label) });
}
