import type { Draft } from '../draft';
import type { BlastHit } from '../events';
import { chebyshev } from '../grid';
import { TEAMS, type Cell, type Team } from '../types';
import { applyDamage, settleOutcome } from './damage';

const DAMAGE: Readonly<Record<BlastHit, number>> = { direct: 2, indirect: 1, none: 0 };

/**
 * A mine or torpedo going off: 2 damage on the cell, 1 on the eight around it, for BOTH subs
 * (own weapons hurt). Each Captain announces their own result.
 */
export function blast(draft: Draft, cell: Cell, actor: Team): void {
  for (const team of TEAMS) {
    const distance = chebyshev(draft.map, draft.sub(team).position, cell);
    const hit: BlastHit = distance === 0 ? 'direct' : distance === 1 ? 'indirect' : 'none';
    draft.emit('all', { type: 'blast', team, hit, cell });
    applyDamage(draft, team, DAMAGE[hit], 'blast');
  }
  settleOutcome(draft, actor);
}

/** A torpedo destroys any mine on its impact cell; the owner erases it (only they know it). */
export function destroyMinesAt(draft: Draft, cell: Cell): void {
  for (const team of TEAMS) {
    const mines = draft.sub(team).mines;
    if (!mines.includes(cell)) continue;
    draft.patchSub(team, { mines: mines.filter((m) => m !== cell) });
    draft.emit(team, { type: 'mineDestroyed', team, cell });
  }
}
