import type { Command } from '../commands';
import type { Draft } from '../draft';
import { reject, type Rejection } from '../rejection';
import type { Team } from '../types';
import { notSurfaced } from './gates';

/**
 * Real-time STOP: freezes both subs; calls queue in arrival order and resolve one at a time.
 * `hasUse` says whether the caller could then use a system or set off a mine (see reduce).
 */
export function callStop(draft: Draft, cmd: Command, hasUse: () => boolean): Rejection | null {
  if (draft.state.settings.mode !== 'realtime') return reject('turn.realtime-only');
  const surfaced = notSurfaced(draft, cmd);
  if (surfaced) return surfaced;
  if (draft.state.stops.some((s) => s.team === cmd.team)) return reject('stop.already');
  // A STOP is called to use a system or set off a mine: with nothing to use it would only freeze the enemy.
  if (!hasUse()) return reject('stop.nothing-to-use');
  draft.set('stops', [...draft.state.stops, { team: cmd.team, role: cmd.role }]);
  draft.emit('all', { type: 'stop', team: cmd.team, role: cmd.role });
  return null;
}

/** Cancels the team's active STOP without using a system. */
export function resume(draft: Draft, cmd: Command): Rejection | null {
  if (draft.state.stops[0]?.team !== cmd.team) return reject('stop.none');
  if (draft.state.sonar) return reject('sonar.pending', { team: draft.state.sonar.by });
  releaseStop(draft, cmd.team);
  return null;
}

/**
 * Real-time: a system may only be used by the team whose STOP is active. With no STOP active,
 * using a system calls one implicitly (the UI's one-click flow), resolved at once.
 */
export function claimStop(draft: Draft, cmd: Command): Rejection | null {
  if (draft.state.settings.mode !== 'realtime') return null;
  const active = draft.state.stops[0];
  if (active && active.team !== cmd.team) return reject('stop.active', { team: active.team });
  if (!active) {
    draft.set('stops', [{ team: cmd.team, role: cmd.role }, ...draft.state.stops]);
    draft.emit('all', { type: 'stop', team: cmd.team, role: cmd.role });
  }
  return null;
}

export function releaseStop(draft: Draft, team: Team): void {
  if (draft.state.stops[0]?.team !== team) return;
  draft.set('stops', draft.state.stops.slice(1));
  draft.emit('all', { type: 'resume', team });
}
