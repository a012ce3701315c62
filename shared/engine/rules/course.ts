import type { Command } from '../commands';
import type { Draft } from '../draft';
import { reject, type Rejection } from '../rejection';
import type { Direction } from '../types';
import { anyMarkable } from './gauge';
import { first, noSonarPending, notFrozen, notSurfaced, ownTurn } from './gates';
import { stepFrom } from './movement';

/** "¡Rumbo norte!": one step, heard by everyone; the crew then marks and crosses. */
export function course(draft: Draft, cmd: Command & { type: 'course' }): Rejection | null {
  const sub = draft.sub(cmd.team);
  const gate = first(
    () => ownTurn(draft, cmd),
    () => notSurfaced(draft, cmd),
    () => notFrozen(draft),
    () => noSonarPending(draft),
    () => (draft.state.turn && draft.state.turn.step !== 'course' ? reject('turn.course-done') : null),
    () => (sub.pending.firstMate || sub.pending.engineer ? reject('crew.waiting', crewWaitingData(sub.pending)) : null),
  );
  if (gate) return gate;
  const to = stepFrom(draft.map, sub, sub.position, cmd.direction);
  if (typeof to === 'string') return reject(to, { direction: cmd.direction });
  draft.patchSub(cmd.team, {
    position: to,
    route: [...sub.route, to],
    lastWasSystem: false,
    movedSinceDive: true,
  });
  draft.emit('all', { type: 'course', team: cmd.team, direction: cmd.direction });
  draft.emit(cmd.team, { type: 'moved', team: cmd.team, cell: to });
  awaitCrew(draft, cmd, cmd.direction);
  if (draft.state.turn) draft.set('turn', { ...draft.state.turn, step: 'system' });
  return null;
}

/** After a move the First Mate marks one gauge (if any can take a mark) and the Engineer crosses one symbol. */
export function awaitCrew(draft: Draft, cmd: Command, direction: Direction): void {
  const sub = draft.sub(cmd.team);
  draft.patchSub(cmd.team, { pending: { firstMate: anyMarkable(draft, sub), engineer: direction } });
}

function crewWaitingData(pending: { firstMate: boolean; engineer: Direction | null }) {
  return { firstMate: pending.firstMate, engineer: pending.engineer !== null };
}
