import type { GameState, SubState } from './state';
import { otherTeam } from './types';
import type { GameView } from './view';

/**
 * The game as a seat knows it: its own sub in full, the enemy only through what is public
 * (damage, surfacing, hull; everything once revealed). No rule that decides whether the seat's
 * own command is legal reads the enemy's hidden fields, so `reduce` on this state answers
 * "would the host accept it?" exactly — the UI, the spoken orders and the bots all ask it here,
 * with one copy of the rules. Null for a spectator.
 */
export function stateFromView(view: GameView): GameState | null {
  const team = view.seat.team;
  const own = view.own;
  if (team === null || !own) return null;
  const enemy = otherTeam(team);
  const known = view.public[enemy];
  const standIn: SubState = view.revealed?.[enemy] ?? {
    ...own,
    position: -1,
    route: [],
    mines: [],
    gauges: { mine: 0, torpedo: 0, drone: 0, sonar: 0, silence: 0, scenario: 0 },
    energy: 0,
    damage: known.damage,
    crossed: 0,
    surfaced: known.surfaced,
    hull: known.hull,
    hullApproved: known.hullApproved,
    pending: { firstMate: false, engineer: null },
    lastWasSystem: false,
    movedSinceDive: true,
  };
  return {
    settings: view.settings,
    phase: view.phase,
    rng: 0,
    subs: team === 'blue' ? { blue: own, yellow: standIn } : { blue: standIn, yellow: own },
    turn: view.turn,
    stops: view.stops,
    sonar: view.sonar,
    archerMinesUsed: view.archerMinesUsed,
    outcome: view.outcome,
    // The global command count is nobody's business (it would count the enemy's secret steps).
    moves: 0,
  };
}
