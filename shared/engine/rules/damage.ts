import type { Draft } from '../draft';
import type { DamageCause } from '../events';
import { damageToSink } from '../gauges';
import { TEAMS, otherTeam, type Team } from '../types';

export function applyDamage(draft: Draft, team: Team, amount: number, cause: DamageCause): void {
  if (amount <= 0) return;
  const total = draft.sub(team).damage + amount;
  draft.patchSub(team, { damage: total });
  draft.emit('all', { type: 'damage', team, amount, total, cause });
}

/**
 * Ends the game if a sub sank. `actor` is the team whose action caused the damage: it decides
 * mutual destruction by the `mutualDestruction` flag.
 */
export function settleOutcome(draft: Draft, actor: Team): void {
  const limit = damageToSink(draft.state.settings.edition);
  const sunk = TEAMS.filter((t) => draft.sub(t).damage >= limit);
  if (sunk.length === 0) return;
  let outcome: NonNullable<typeof draft.state.outcome>;
  if (sunk.length === 1) {
    outcome = { winner: otherTeam(sunk[0]!), reason: 'sunk' };
  } else {
    const rule = draft.state.settings.flags.mutualDestruction;
    outcome =
      rule === 'draw'
        ? { winner: null, reason: 'mutual' }
        : { winner: rule === 'firingTeamWins' ? actor : otherTeam(actor), reason: 'sunk' };
  }
  draft.set('outcome', outcome);
  draft.set('phase', 'over');
  draft.set('stops', []);
  draft.set('sonar', null);
  draft.emit('all', { type: 'gameOver', outcome });
}
