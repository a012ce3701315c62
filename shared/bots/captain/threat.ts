import { FAMILY_ENERGY, GAUGES, sectorOf, sheetFor, torpedoReach, type Cell } from '../../engine';
import type { Situation } from './situation';

/** How likely the enemy can fire at its next chance (0–1). */
export function enemyArmed(s: Situation): number {
  const charge = s.memory.charge;
  if (s.family) return charge.energy >= FAMILY_ENERGY.torpedo ? 1 : 0;
  const size = GAUGES[s.view.settings.mode].torpedo;
  return charge.moves >= size ? 1 : charge.moves === size - 1 ? 0.5 : 0;
}

/** Can we fire right now (gauge or energy full, no weapon breakdown)? */
export function loaded(s: Situation): boolean {
  if (s.family) return s.own.energy >= FAMILY_ENERGY.torpedo;
  const layout = sheetFor(s.view.settings.mode);
  return (s.own.crossed & layout.typeMask.weapon) === 0 && s.own.gauges.torpedo >= GAUGES[s.view.settings.mode].torpedo;
}

/** Can we fire now or after one more mark? */
export function armed(s: Situation): boolean {
  if (s.family) return s.own.energy >= FAMILY_ENERGY.torpedo - 1;
  const layout = sheetFor(s.view.settings.mode);
  if ((s.own.crossed & layout.typeMask.weapon) !== 0) return false;
  return s.own.gauges.torpedo >= GAUGES[s.view.settings.mode].torpedo - 1;
}

/** How well the enemy can aim at us: 1 when it has us down to a blast's worth of cells. */
export function enemyAim(s: Situation): number {
  const cells = s.exposure;
  return Math.min(1, (s.family ? 2 : 9) / Math.max(1, cells));
}

/** Chance the enemy is placed to hit `cell` (within its reach; Family: in the same sector). */
export function exposedAt(s: Situation, cell: Cell): number {
  const belief = s.enemy;
  if (belief.total === 0) return 0;
  let sum = 0;
  if (s.family) {
    const sector = sectorOf(s.map, cell);
    for (const c of belief.cells) if (sectorOf(s.map, c) === sector) sum += belief.weights[c]!;
  } else {
    for (const c of torpedoReach(s.map, cell, s.view.flags.torpedoBlockedByIslands)) sum += belief.weights[c]!;
  }
  return sum / belief.total;
}

/** The danger of standing on `cell` at the enemy's next chance to fire. */
export function dangerAt(s: Situation, cell: Cell): number {
  return enemyArmed(s) * enemyAim(s) * exposedAt(s, cell);
}
