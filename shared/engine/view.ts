import { isHeardBy, type GameEvent } from './events';
import type { RuleFlags } from './flags';
import type { GameSettings } from './settings';
import type { GameState, HullSection, Outcome, Phase, SonarRequest, StopCall, SubState, TurnState } from './state';
import type { Cell, Role, Team } from './types';

/** Who is looking: a crew seat (one or more roles of one team) or a spectator. */
export type Seat = { readonly team: Team; readonly roles: readonly Role[] } | { readonly team: null };

/** What everyone knows about a sub: it was announced aloud. */
export interface PublicSub {
  readonly damage: number;
  readonly surfaced: boolean;
  readonly hull: readonly HullSection[];
  readonly hullApproved: boolean;
}

export interface GameView {
  readonly settings: GameSettings;
  readonly flags: RuleFlags;
  readonly phase: Phase;
  readonly seat: Seat;
  readonly turn: TurnState | null;
  readonly stops: readonly StopCall[];
  readonly sonar: SonarRequest | null;
  readonly archerMinesUsed: readonly Cell[];
  readonly outcome: Outcome | null;
  /** The seat's own sub in full (position, route, mines, gauges, sheet); null for spectators. */
  readonly own: SubState | null;
  readonly public: Readonly<Record<Team, PublicSub>>;
  /** Both subs in full: only once the game is over, or for an open spectator view. */
  readonly revealed: Readonly<Record<Team, SubState>> | null;
}

function publicSub(sub: SubState): PublicSub {
  return { damage: sub.damage, surfaced: sub.surfaced, hull: sub.hull, hullApproved: sub.hullApproved };
}

/**
 * The projection a seat may see: its own crew's sheets in full, the enemy only through what was
 * announced. `openSpectator` is the host's streaming option.
 */
export function viewFor(state: GameState, seat: Seat, options: { openSpectator?: boolean } = {}): GameView {
  const reveal = state.phase === 'over' || (seat.team === null && options.openSpectator === true);
  return {
    settings: state.settings,
    flags: state.settings.flags,
    phase: state.phase,
    seat,
    turn: state.turn,
    stops: state.stops,
    sonar: state.sonar,
    archerMinesUsed: state.archerMinesUsed,
    outcome: state.outcome,
    own: seat.team ? state.subs[seat.team] : null,
    public: { blue: publicSub(state.subs.blue), yellow: publicSub(state.subs.yellow) },
    revealed: reveal ? { blue: state.subs.blue, yellow: state.subs.yellow } : null,
  };
}

/** The announcements a seat hears. */
export function eventsFor(events: readonly GameEvent[], seat: Seat): GameEvent[] {
  return events.filter((event) => isHeardBy(event, seat.team));
}

export const SPECTATOR: Seat = { team: null };

export function crewSeat(team: Team, roles: readonly Role[] = ['captain', 'firstMate', 'engineer', 'radioOperator']): Seat {
  return { team, roles };
}


