import type { Command } from '../commands';
import type { Draft } from '../draft';
import { reject, type Rejection } from '../rejection';
import type { SubState } from '../state';
import { TEAMS } from '../types';
import { hasLegalCourse } from './movement';

/**
 * Blackout: a sub with no open course must surface at once. Turn by turn this bites when the
 * course is due (a system after this turn's course is still fine); in real time, always.
 */
export function blackout(draft: Draft, cmd: Command): Rejection | null {
  const turn = draft.state.turn;
  if (turn && draft.state.settings.edition === 'base' && turn.step !== 'course') return null;
  return hasLegalCourse(draft.map, draft.sub(cmd.team)) ? null : reject('blackout.must-surface');
}

/**
 * "¡Apagón!": the crew is told once, by whichever command closed its last course — a course, a
 * silence, a mine on the last exit, a Family move, a dive among its own mines.
 */
export function announceBlackouts(draft: Draft): void {
  if (draft.state.phase !== 'playing') return;
  for (const team of TEAMS) {
    const before = draft.before.subs[team];
    const after = draft.sub(team);
    if (!mayCloseCourses(before, after) || !boxedIn(draft, after)) continue;
    if (before.surfaced || !boxedIn(draft, before)) draft.emit(team, { type: 'blackout', team });
  }
}

/** Only a move, a new mine or a dive can close the last course (a patch keeps untouched fields as they were). */
function mayCloseCourses(before: SubState, after: SubState): boolean {
  return after.position !== before.position || after.route !== before.route || after.mines !== before.mines || after.surfaced !== before.surfaced;
}

function boxedIn(draft: Draft, sub: SubState): boolean {
  return !sub.surfaced && sub.position >= 0 && !hasLegalCourse(draft.map, sub);
}
