import { systemUseCandidates } from './candidates';
import type { Command } from './commands';
import type { ReasonCode } from './rejection';
import type { GameState } from './state';

type Judge = (state: GameState, command: Command) => { readonly ok: true } | { readonly ok: false; readonly reason: ReasonCode };

/**
 * A STOP needs a reason: a system use (or, for the Captain, a detonation) that `judge` — the engine's
 * own `reduce` — would accept once this STOP is the one being resolved. The rules are asked, not
 * copied. Until then the enemy's STOP or sonar holds everyone, so those are set aside.
 */
export function stopHasUse(state: GameState, stop: Command, judge: Judge): boolean {
  const resolving: GameState = { ...state, stops: [{ team: stop.team, role: stop.role }], sonar: null };
  for (const uses of systemUseCandidates(resolving, stop.team)) {
    for (const use of uses) {
      const result = judge(resolving, { ...use, team: stop.team, role: stop.role });
      if (result.ok) return true;
      // A refusal that is not about this target (timing, gauge, role) holds for every target of the system.
      if (!aboutTarget(result.reason)) break;
    }
  }
  return false;
}

function aboutTarget(reason: ReasonCode): boolean {
  return reason.startsWith('target.') || reason.startsWith('course.blocked.');
}
