import type { GameEvent } from '../../shared/engine/events';
import type { Cell, Team } from '../../shared/engine/types';

/**
 * Both subs' routes after the first `step` events of a finished game's full log (the end
 * reveals every crew's private events): where each started, moved and surfaced. A silence of
 * several cells appears as one straight stroke.
 */
export function routesAt(events: readonly GameEvent[], step: number): Record<Team, Cell[]> {
  const routes: Record<Team, Cell[]> = { blue: [], yellow: [] };
  for (const event of events.slice(0, step)) {
    if (event.type === 'placed') routes[event.team] = [event.cell];
    else if (event.type === 'moved') routes[event.team].push(event.cell);
    else if (event.type === 'surfaced') routes[event.team] = routes[event.team].slice(-1);
  }
  return routes;
}
