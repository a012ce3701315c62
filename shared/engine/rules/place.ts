import type { Command } from '../commands';
import type { Draft } from '../draft';
import { isSea } from '../map';
import { reject, type Rejection } from '../rejection';
import { nextRandom } from '../rng';
import { TEAMS } from '../types';
import { startTurns } from './turns';

/** Each Captain secretly picks a sea cell; when both have, both dive and play begins. */
export function place(draft: Draft, cmd: Command & { type: 'place' }): Rejection | null {
  if (draft.sub(cmd.team).position >= 0) return reject('place.already');
  if (!Number.isInteger(cmd.cell) || !isSea(draft.map, cmd.cell)) return reject('place.not-sea');
  draft.patchSub(cmd.team, { position: cmd.cell, route: [cmd.cell] });
  draft.emit(cmd.team, { type: 'placed', team: cmd.team, cell: cmd.cell });
  if (TEAMS.some((t) => draft.sub(t).position < 0)) return null;
  draft.set('phase', 'playing');
  for (const team of TEAMS) draft.emit('all', { type: 'dived', team });
  if (draft.state.settings.mode === 'turn') {
    const roll = nextRandom(draft.state.rng);
    draft.set('rng', roll.state);
    startTurns(draft, roll.value < 0.5 ? 'blue' : 'yellow');
  }
  return null;
}
