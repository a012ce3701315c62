import type { GameEvent } from '../../shared/engine/events';
import type { GameSettings } from '../../shared/engine/settings';
import type { Team } from '../../shared/engine/types';
import { createTracker, isApproximate, positions, sectorsOf, track, type Tracker } from '../../shared/solver';

export interface AssistantReading {
  readonly positions: readonly number[];
  readonly sectors: readonly number[];
  readonly approximate: boolean;
}

/**
 * The Radio Operator's assistant: the solver fed with the announcements this seat heard (it
 * ignores anything not public), kept incrementally — new events are folded in as they arrive,
 * and a shorter log (a rejoin's full log) starts it over.
 */
export function createAssistant(settings: GameSettings, enemy: Team): (events: readonly GameEvent[]) => AssistantReading {
  let tracker: Tracker = createTracker(settings, enemy);
  let folded = 0;
  let seen: readonly GameEvent[] | null = null;
  return (events) => {
    if (events.length < folded || (seen && events[0] !== seen[0])) {
      tracker = createTracker(settings, enemy);
      folded = 0;
    }
    for (; folded < events.length; folded++) tracker = track(tracker, events[folded]!);
    seen = events;
    return { positions: positions(tracker), sectors: sectorsOf(tracker), approximate: isApproximate(tracker) };
  };
}
