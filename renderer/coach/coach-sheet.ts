import { stepFrom } from '../../shared/engine/rules/movement';
import { step } from '../../shared/engine/grid';
import type { GameMap } from '../../shared/engine/map';
import { crossSlot, crossableSlots, sheetFor, type Circuit } from '../../shared/engine/sheet';
import type { SubState } from '../../shared/engine/state';
import { DIRECTIONS, SYSTEMS, SYSTEM_TYPE, type Direction, type SymbolType, type System } from '../../shared/engine/types';
import type { GameView } from '../../shared/engine/view';

/** What the coach reads on the seat's own Engineer sheet and route: breakdowns, the reactor, open courses. */

export type SystemType = Exclude<SymbolType, 'radiation'>;
export const SYSTEM_TYPES: readonly SystemType[] = ['weapon', 'detection', 'special'];

/** Crossing that many of the 6 radiation symbols puts the reactor one or two crosses from a damage. */
export const REACTOR_WARNING = 4;

export function brokenTypes(view: GameView): SystemType[] {
  const own = view.own;
  if (!own) return [];
  const layout = sheetFor(view.settings.mode);
  return SYSTEM_TYPES.filter((type) => (own.crossed & layout.typeMask[type]) !== 0);
}

/** The systems of these types the map uses (scenario only on Echo), in gauge order. */
export function systemsOf(types: readonly SystemType[], map: GameMap): System[] {
  return SYSTEMS.filter((s) => types.includes(SYSTEM_TYPE[s]) && (s !== 'scenario' || map.scenario === 'echo'));
}

export function radiationCrossed(view: GameView): number {
  const own = view.own;
  if (!own) return 0;
  const mask = own.crossed & sheetFor(view.settings.mode).typeMask.radiation;
  let n = 0;
  for (let bits = mask; bits; bits &= bits - 1) n++;
  return n;
}

export interface Crossing {
  readonly slot: number;
  /** What crossing it does: costs a damage, completes a circuit, breaks a system still working, or changes nothing usable. */
  readonly effect: 'damage' | 'repairs' | 'breaks' | 'harmless';
  readonly type: SymbolType;
  readonly circuit: Circuit | null;
  /** Breakdowns this crossing ends (system types broken before and working after). */
  readonly fixes: readonly SystemType[];
}

/** Every symbol the Engineer may cross in a panel, with what it does (the engine's own `crossSlot`). */
export function crossings(view: GameView, panel: Direction): Crossing[] {
  const own = view.own!;
  const layout = sheetFor(view.settings.mode);
  return crossableSlots(layout, own.crossed, panel).map((slot) => {
    const outcome = crossSlot(layout, own.crossed, slot, view.flags.breakdownOrder);
    const { type, circuit } = layout.slots[slot]!;
    const fixes = outcome.damage ? [] : SYSTEM_TYPES.filter((t) => (own.crossed & layout.typeMask[t]) !== 0 && (outcome.crossed & layout.typeMask[t]) === 0);
    const effect = outcome.damage
      ? 'damage'
      : outcome.repaired.length > 0
        ? 'repairs'
        : type !== 'radiation' && (own.crossed & layout.typeMask[type]) === 0
          ? 'breaks'
          : 'harmless';
    return { slot, effect, type, circuit, fixes };
  });
}

const EFFECT_RANK: Readonly<Record<Crossing['effect'], number>> = { repairs: 0, harmless: 1, breaks: 2, damage: 3 };
/** Which working system to give up first: silence before detection, detection before the weapons. */
const BREAK_RANK: Readonly<Record<SymbolType, number>> = { special: 0, detection: 1, weapon: 2, radiation: 3 };

/**
 * The crossing that hurts least: one that repairs a circuit, else one that changes nothing usable
 * (a system already broken, a radiation symbol while the reactor has room), else the system least
 * needed; a damage only when nothing else is left.
 */
export function bestCrossing(view: GameView, panel: Direction): Crossing | null {
  const radiation = radiationCrossed(view);
  // A filling reactor: another radiation symbol is worse than giving up silence or detection, not the torpedo.
  const rank = (c: Crossing) =>
    EFFECT_RANK[c.effect] * 10 + (c.type === 'radiation' && radiation >= REACTOR_WARNING ? 11.5 : 0) + (c.effect === 'breaks' ? BREAK_RANK[c.type] : 0);
  const options = crossings(view, panel);
  return options.reduce<Crossing | null>((best, c) => (!best || rank(c) < rank(best) ? c : best), null);
}

/** A panel the Engineer can only cross at the cost of a damage (or not at all). */
export function panelCostsDamage(view: GameView, panel: Direction): boolean {
  const best = bestCrossing(view, panel);
  return !best || best.effect === 'damage';
}

/** The directions open to a course now, and where each leads. */
export function openCourses(map: GameMap, sub: SubState): Direction[] {
  return DIRECTIONS.filter((d) => typeof stepFrom(map, sub, sub.position, d) === 'number');
}

/** Sea cells still reachable from a cell without crossing the route (room to move before a blackout). */
export function roomFrom(map: GameMap, sub: SubState, from: number, limit = 40): number {
  const seen = new Set<number>([from, ...sub.route]);
  let frontier = [from];
  let count = 0;
  while (frontier.length > 0 && count < limit) {
    const next: number[] = [];
    for (const cell of frontier) {
      for (const d of DIRECTIONS) {
        const to = step(map, cell, d);
        if (to < 0 || seen.has(to) || map.island[to] || sub.mines.includes(to)) continue;
        seen.add(to);
        next.push(to);
        count++;
      }
    }
    frontier = next;
  }
  return count;
}
