import type { Command } from '../commands';
import type { Draft } from '../draft';
import { reject, type Rejection } from '../rejection';

/** Turn-by-turn: only the team whose turn it is acts (the enemy Captain may still answer a sonar). */
export function ownTurn(draft: Draft, cmd: Command): Rejection | null {
  const turn = draft.state.turn;
  if (turn && turn.team !== cmd.team) return reject('turn.not-yours', { team: turn.team });
  return null;
}

/** Real-time: while a STOP is being resolved nobody moves or marks. */
export function notFrozen(draft: Draft): Rejection | null {
  const active = draft.state.stops[0];
  if (active) return reject('stop.active', { team: active.team });
  return null;
}

export function notSurfaced(draft: Draft, cmd: Command): Rejection | null {
  return draft.sub(cmd.team).surfaced ? reject('surfaced.busy') : null;
}

export function noSonarPending(draft: Draft): Rejection | null {
  return draft.state.sonar ? reject('sonar.pending', { team: draft.state.sonar.by }) : null;
}

export function first(...checks: Array<() => Rejection | null>): Rejection | null {
  for (const check of checks) {
    const rejection = check();
    if (rejection) return rejection;
  }
  return null;
}
