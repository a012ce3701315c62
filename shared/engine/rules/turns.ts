import type { Draft } from '../draft';
import { otherTeam, type Team } from '../types';

/** Hands the turn on: to the same team while it has extra turns, else to the enemy. */
export function passTurn(draft: Draft): void {
  const turn = draft.state.turn;
  if (!turn || draft.state.phase !== 'playing') return;
  if (turn.extraTurns > 0) beginTurn(draft, turn.team, turn.extraTurns - 1);
  else beginTurn(draft, otherTeam(turn.team), 0);
}

/** After a surfacing the enemy plays three turns in a row (any extra turns of the surfacing team are lost). */
export function grantSurfacingTurns(draft: Draft, surfacing: Team): void {
  beginTurn(draft, otherTeam(surfacing), 2);
}

function beginTurn(draft: Draft, team: Team, extraTurns: number): void {
  draft.set('turn', { team, step: 'course', extraTurns });
  draft.emit('all', { type: 'turn', team, extraTurns });
  if (draft.sub(team).surfaced) {
    // Turn-by-turn has no hull to secure: the sub dives when its turn comes round again.
    draft.patchSub(team, { surfaced: false, movedSinceDive: false });
    draft.emit('all', { type: 'dived', team });
  }
}

/** Turn-by-turn: once the system is used, the turn passes as soon as the crew and the sonar are done. */
export function closeTurnIfDone(draft: Draft): void {
  const turn = draft.state.turn;
  if (!turn || turn.step !== 'closing') return;
  const pending = draft.sub(turn.team).pending;
  if (pending.firstMate || pending.engineer || draft.state.sonar) return;
  passTurn(draft);
}

export function startTurns(draft: Draft, first: Team): void {
  beginTurn(draft, first, 0);
}
