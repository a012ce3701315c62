import type { Role } from '../../shared/engine/types';
import type { GameView } from '../../shared/engine/view';
import type { Duty } from './duties';

type Duties = Readonly<Record<Role, Duty | null>>;

/**
 * A seat holding several roles (one player doing a small crew's jobs): once the job on the shown
 * tab is done, the tab the game now waits on — the next role that owes a step, else the Captain when
 * the next move is the Captain's (a system or the end of our turn; the next course in real time).
 * A real-time course owes nothing beforehand, so there the Captain's tab follows the marks it just
 * caused. Null leaves the tab alone: it moves only right after the player acted there, never while
 * they look at another tab, so a player reading a sheet is never pulled away.
 */
export function tabAfterDuty(before: Duties, after: Duties, shown: Role, roles: readonly Role[], view: GameView): Role | null {
  if (roles.length < 2 || after[shown] !== null) return null;
  if (before[shown] === null) {
    const realtimeCourse = shown === 'captain' && view.settings.mode === 'realtime';
    return realtimeCourse ? (roles.find((r) => before[r] === null && after[r] !== null) ?? null) : null;
  }
  const owing = roles.find((r) => after[r] !== null);
  if (owing) return owing;
  if (shown === 'captain' || !roles.includes('captain') || view.phase !== 'playing') return null;
  const ours = view.settings.mode === 'realtime' || view.turn?.team === view.seat.team;
  return ours ? 'captain' : null;
}
