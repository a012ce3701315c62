import { crossableSlots, crossSlot, type Direction, type RuleFlags, type SheetLayout } from '../engine';
import type { TypeWeights } from './doctrine';

export interface SheetSituation {
  readonly layout: SheetLayout;
  readonly crossed: number;
  readonly order: RuleFlags['breakdownOrder'];
  /** Damage taken so far and the damage that sinks. */
  readonly damage: number;
  readonly sinkAt: number;
  readonly needs: TypeWeights;
}

/** A breakdown costs this much; one that sinks the sub, far more. */
export const BREAKDOWN_COST = 1000;
const SINKING_COST = 100_000;

const bits = (mask: number) => {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n++;
  return n;
};

/**
 * How bad crossing one slot is: breakdown damage worst of all; then blocking a system type the
 * Captain needs (less if it is already blocked, less again on a circuit that can self-repair);
 * radiation by how close it brings the sheet to its sixth; a panel left one symbol from full.
 * Completing a circuit (self-repair) is rewarded.
 */
export function crossingCost(s: SheetSituation, slot: number): number {
  const { layout, crossed } = s;
  const info = layout.slots[slot]!;
  const outcome = crossSlot(layout, crossed, slot, s.order);
  if (outcome.damage) return s.damage + 1 >= s.sinkAt ? SINKING_COST : BREAKDOWN_COST;
  let cost = -40 * outcome.repaired.length;
  if (info.type === 'radiation') {
    cost += 6 + 3 * bits(crossed & layout.typeMask.radiation);
  } else {
    const alreadyBroken = (crossed & layout.typeMask[info.type]) !== 0;
    let block = s.needs[info.type] * (alreadyBroken ? 3 : 10);
    if (info.circuit) block = block * 0.6 - 5 * bits(crossed & layout.circuitMask[info.circuit]);
    cost += block;
  }
  if (outcome.repaired.length === 0) {
    if (bits(outcome.crossed & layout.panelMask[info.panel]) === 5) cost += 25;
    if (bits(outcome.crossed & layout.typeMask.radiation) === 5) cost += 25;
  }
  return cost;
}

/** The Engineer's pick for a course in `panel`: the least harmful uncrossed slot. */
export function bestCrossing(s: SheetSituation, panel: Direction): { slot: number; cost: number } | null {
  let best: { slot: number; cost: number } | null = null;
  for (const slot of crossableSlots(s.layout, s.crossed, panel)) {
    const cost = crossingCost(s, slot);
    if (!best || cost < best.cost) best = { slot, cost };
  }
  return best;
}
