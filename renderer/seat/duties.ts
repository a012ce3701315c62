import { ROLES, otherTeam, type Role } from '../../shared/engine/types';
import type { GameView } from '../../shared/engine/view';

/** What a role owes the game right now, as a key under `duties` in the catalogues. */
export type Duty = 'place' | 'course' | 'sonar' | 'mark' | 'cross' | 'hull' | 'check';

/**
 * Per role, the step the game waits on from it (null: nothing). A seat holding several roles
 * badges its tabs with these, so the crew member knows which tab to open.
 */
export function roleDuties(view: GameView): Record<Role, Duty | null> {
  const out: Record<Role, Duty | null> = { captain: null, firstMate: null, engineer: null, radioOperator: null };
  const team = view.seat.team;
  const own = view.own;
  if (team === null || !own || view.phase === 'over') return out;
  if (view.phase === 'placing') {
    if (own.position < 0) out.captain = 'place';
    return out;
  }
  const frozen = view.stops.length > 0;
  if (view.sonar && view.sonar.by !== team) out.captain = 'sonar';
  // A course waits for the crew: after a silence the turn passes at once and the crew marks and
  // crosses during the enemy's turn (issue 28.3); until they have, the Captain's course is refused.
  else if (view.settings.mode === 'turn' && view.turn?.team === team && view.turn.step === 'course' && !frozen && !own.pending.firstMate && !own.pending.engineer) out.captain = 'course';
  if (own.pending.firstMate && !frozen) out.firstMate = 'mark';
  if (own.pending.engineer && !frozen) out.engineer = 'cross';
  if (view.settings.mode === 'realtime' && own.surfaced) {
    own.hull.forEach((section, i) => {
      const role = ROLES[i];
      if (role && section === 'open') out[role] ??= 'hull';
    });
  }
  const enemy = view.public[otherTeam(team)];
  if (view.flags.hullCheck === 'enemyEngineer' && enemy.surfaced && !enemy.hullApproved && enemy.hull.every((s) => s === 'secured')) {
    out.engineer ??= 'check';
  }
  return out;
}
