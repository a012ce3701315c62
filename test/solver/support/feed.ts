import { crewSeat, eventsFor, otherTeam, TEAMS, type GameEvent, type GameState, type Team } from '../../../shared/engine';
import { createTracker, track, type Tracker, type TrackerOptions } from '../../../shared/solver';

export interface PlayedGame {
  readonly settings: GameState['settings'];
  readonly states: readonly GameState[];
  readonly events: readonly (readonly GameEvent[])[];
}

/**
 * Replays a game to each crew's tracker of the enemy, hearing only what that crew hears, and
 * calls `check` after every step with the true state.
 */
export function replayToTrackers(
  game: PlayedGame,
  options: TrackerOptions,
  check: (team: Team, tracker: Tracker, state: GameState, step: number) => void,
): Record<Team, Tracker> {
  const trackers = {
    blue: createTracker(game.settings, otherTeam('blue'), options),
    yellow: createTracker(game.settings, otherTeam('yellow'), options),
  };
  game.events.forEach((events, i) => {
    const state = game.states[i + 1]!;
    for (const team of TEAMS) {
      for (const event of eventsFor(events, crewSeat(team))) trackers[team] = track(trackers[team], event);
      check(team, trackers[team], state, i);
    }
  });
  return trackers;
}
