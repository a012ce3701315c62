import type { Command } from '../commands';
import type { Draft } from '../draft';
import { reject, type Rejection } from '../rejection';
import { SYSTEM_TYPE, type System } from '../types';
import { brokenDown, gaugeInUse, gaugeSize } from './gauge';
import { first, noSonarPending, notSurfaced, ownTurn } from './gates';
import { blackout } from './blackout';
import { claimStop, releaseStop } from './stops';
import { closeTurnIfDone } from './turns';

/** When a team may use any system at all (gauges aside). */
export function systemTiming(draft: Draft, cmd: Command): Rejection | null {
  const sub = draft.sub(cmd.team);
  const turn = draft.state.turn;
  const flags = draft.state.settings.flags;
  return first(
    () => ownTurn(draft, cmd),
    () => otherTeamsStop(draft, cmd),
    () => notSurfaced(draft, cmd),
    () => noSonarPending(draft),
    () => (turn?.step === 'course' ? reject('turn.course-first') : null),
    () => (turn?.step === 'closing' ? reject('turn.system-done') : null),
    () => (turn && (sub.pending.firstMate || sub.pending.engineer) ? reject('crew.waiting') : null),
    () => (sub.lastWasSystem ? reject('system.twice') : null),
    () => (flags.moveAfterDive && !sub.movedSinceDive ? reject('system.move-after-dive') : null),
    () => blackout(draft, cmd),
  );
}

function otherTeamsStop(draft: Draft, cmd: Command): Rejection | null {
  const active = draft.state.stops[0];
  return active && active.team !== cmd.team ? reject('stop.active', { team: active.team }) : null;
}

/** Full check for a gauge system: timing, gauge full, no breakdown of its type. */
export function systemReady(draft: Draft, cmd: Command, system: System): Rejection | null {
  const timing = systemTiming(draft, cmd);
  if (timing) return timing;
  if (!gaugeInUse(draft, system)) return reject('system.unavailable', { system });
  const sub = draft.sub(cmd.team);
  const size = gaugeSize(draft, system);
  if (sub.gauges[system] < size) {
    return reject('system.not-ready.gauge', { system, gauge: sub.gauges[system], size });
  }
  if (brokenDown(draft, sub, system)) {
    return reject('system.not-ready.breakdown', { system, type: SYSTEM_TYPE[system] });
  }
  return null;
}

/**
 * Spends the system once its target is known to be valid: empties the gauge, takes the STOP
 * (real-time) and marks the turn's system as used (turn-by-turn).
 */
export function useSystem(draft: Draft, cmd: Command, system: System | null): Rejection | null {
  const stop = claimStop(draft, cmd);
  if (stop) return stop;
  const sub = draft.sub(cmd.team);
  draft.patchSub(cmd.team, {
    lastWasSystem: true,
    gauges: system ? { ...sub.gauges, [system]: 0 } : sub.gauges,
  });
  const turn = draft.state.turn;
  if (turn) draft.set('turn', { ...turn, step: 'closing' });
  return null;
}

/** After the system resolved: free the STOP (unless a sonar answer is awaited) and maybe pass the turn. */
export function systemResolved(draft: Draft, cmd: Command): void {
  if (draft.state.phase !== 'playing') return;
  if (!draft.state.sonar) releaseStop(draft, cmd.team);
  closeTurnIfDone(draft);
}
