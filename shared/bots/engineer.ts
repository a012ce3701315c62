import { crossableSlots, otherTeam, type Command, type GameView } from '../engine';
import { crossingCost } from './crossing';
import { secureOwnSection } from './hull';
import { sheetSituation } from './sheet-situation';
import type { RoleBot } from './types';
import { LegalCheck, seatTeam } from './view-state';

export type EngineerMemory = Readonly<Record<string, never>>;

/**
 * Crosses the least harmful symbol of the panel the course requires (see `crossingCost`),
 * secures its hull section, and checks the enemy's hull honestly.
 */
export const EngineerBot: RoleBot<EngineerMemory> = {
  role: 'engineer',
  init: () => ({}),
  observe: (memory) => memory,
  act(memory, view: GameView) {
    const check = new LegalCheck(view);
    return { command: cross(view, check) ?? secureOwnSection(view, 'engineer', check) ?? checkEnemyHull(view, check), memory };
  },
};

function cross(view: GameView, check: LegalCheck): Command | null {
  const panel = view.own!.pending.engineer;
  if (!panel) return null;
  const situation = sheetSituation(view);
  const ranked = crossableSlots(situation.layout, situation.crossed, panel)
    .map((slot) => ({ slot, cost: crossingCost(situation, slot) }))
    .sort((a, b) => a.cost - b.cost);
  return check.first('engineer', ranked.map(({ slot }) => ({ type: 'cross', slot })));
}

function checkEnemyHull(view: GameView, check: LegalCheck): Command | null {
  if (view.settings.mode !== 'realtime') return null;
  const enemy = view.public[otherTeam(seatTeam(view))];
  if (!enemy.surfaced || enemy.hullApproved || !enemy.hull.every((s) => s === 'secured')) return null;
  return check.first('engineer', [{ type: 'checkHull', approve: true }]);
}
