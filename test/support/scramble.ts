import { getMap, type GameState, type SubState, type Team } from '../../shared/engine';

/**
 * A team's secrets (position, route, mines, gauges, sheet, what its crew owes) replaced by other
 * values. A view for the other team that changes under this depends on what it may not know.
 */
export function scrambleSecrets(state: GameState, team: Team): GameState {
  const sub = state.subs[team];
  const map = getMap(state.settings.mapId)!;
  const elsewhere = map.island.findIndex((island, cell) => !island && cell !== sub.position);
  const scrambled: SubState = {
    ...sub,
    position: elsewhere,
    route: [elsewhere],
    mines: [elsewhere],
    gauges: { mine: 1, torpedo: 0, drone: 1, sonar: 0, silence: 1, scenario: 0 },
    energy: (sub.energy + 1) % 4,
    crossed: sub.crossed ^ 1,
    pending: { firstMate: !sub.pending.firstMate, engineer: sub.pending.engineer ? null : 'N' },
    lastWasSystem: !sub.lastWasSystem,
    movedSinceDive: !sub.movedSinceDive,
  };
  return { ...state, subs: { ...state.subs, [team]: scrambled } };
}
