import type { Command } from '../commands';
import type { Draft } from '../draft';
import { reject, type Rejection } from '../rejection';
import { first, noSonarPending, ownTurn } from './gates';
import { passTurn } from './turns';

/** Turn-by-turn "OK": the Captain ends the turn without using a system. */
export function endTurn(draft: Draft, cmd: Command & { type: 'endTurn' }): Rejection | null {
  const turn = draft.state.turn;
  if (!turn || draft.state.settings.edition === 'family') return reject('turn.turn-only');
  const sub = draft.sub(cmd.team);
  const gate = first(
    () => ownTurn(draft, cmd),
    () => noSonarPending(draft),
    () => (turn.step === 'course' ? reject('turn.course-first') : null),
    () => (sub.pending.firstMate || sub.pending.engineer ? reject('crew.waiting') : null),
  );
  if (gate) return gate;
  passTurn(draft);
  return null;
}
