import type { GameEvent } from '../../shared/engine/events';
import type { Cell, Team } from '../../shared/engine/types';

/**
 * Both subs' routes after the first `step` events of a finished game's full log (the end
 * reveals every crew's private events): where each started, moved and surfaced. A silence of
 * several cells appears as one straight stroke.
 */
export function routesAt(events: readonly GameEvent[], step: number): Record<Team, Cell[]> {
  return replayAt(events, step).routes;
}

/** The board at one step of the replay: routes, the mines in the water then, and the blasts so far. */
export interface ReplayFrame {
  readonly routes: Record<Team, Cell[]>;
  /** Each crew's mines laid by this step and not yet set off or destroyed. */
  readonly mines: Record<Team, Cell[]>;
  /** Every weapon that went off by this step (torpedo, mine, Archer mine), oldest first. */
  readonly blasts: readonly { readonly step: number; readonly cell: Cell; readonly by: Team }[];
}

export function replayAt(events: readonly GameEvent[], step: number): ReplayFrame {
  const routes: Record<Team, Cell[]> = { blue: [], yellow: [] };
  const mines: Record<Team, Cell[]> = { blue: [], yellow: [] };
  const blasts: { step: number; cell: Cell; by: Team }[] = [];
  events.slice(0, step).forEach((event, index) => {
    switch (event.type) {
      case 'placed':
        routes[event.team] = [event.cell];
        return;
      case 'moved':
        routes[event.team].push(event.cell);
        return;
      case 'surfaced':
        routes[event.team] = routes[event.team].slice(-1);
        return;
      case 'minePlaced':
        mines[event.team].push(event.cell);
        return;
      case 'mineDetonated':
      case 'mineDestroyed':
        mines[event.team] = mines[event.team].filter((cell) => cell !== event.cell);
        if (event.type === 'mineDetonated') blasts.push({ step: index + 1, cell: event.cell, by: event.team });
        return;
      case 'torpedo':
      case 'archerMine':
        blasts.push({ step: index + 1, cell: event.cell, by: event.team });
        return;
      default:
        return;
    }
  });
  return { routes, mines, blasts };
}
