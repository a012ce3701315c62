import { crewSeat, sheetFor, viewFor, type GameState, type Role, type Team } from '../../../shared/engine';
import { captain, ok } from '../../support/engine-harness';

export function viewAs(state: GameState, team: Team, roles: readonly Role[]) {
  return viewFor(state, crewSeat(team, roles));
}

/** The slot index of a sheet symbol: panel, type, and (optionally) whether it is on a circuit. */
export function slotOf(panel: 'N' | 'E' | 'S' | 'W', type: string, onCircuit?: boolean): number {
  const slots = sheetFor('realtime').slots;
  const index = slots.findIndex((s) => s.panel === panel && s.type === type && (onCircuit === undefined || (s.circuit !== null) === onCircuit));
  if (index < 0) throw new Error(`no ${type} symbol in ${panel}`);
  return index;
}

/** Turn-by-turn: the team moves, its crew marks (if it can) and crosses radiation, and the system step begins. */
export function movedAndReady(state: GameState, team: Team, direction: 'N' | 'E' | 'S' | 'W'): GameState {
  let next = ok(state, captain(team, { type: 'course', direction })).state;
  if (next.subs[team].pending.firstMate) {
    next = ok(next, { type: 'mark', system: 'mine', team, role: 'firstMate' }).state;
  }
  return ok(next, { type: 'cross', slot: slotOf(direction, 'radiation'), team, role: 'engineer' }).state;
}
