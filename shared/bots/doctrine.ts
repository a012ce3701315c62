import { GAUGES, SYSTEM_TYPE, getMap, sheetFor, type GameView, type SymbolType, type System } from '../engine';

/**
 * What the whole crew agrees on without talking: the same reading of the same view. The First
 * Mate fills the gauges the Captain will use first; the Engineer spares the symbols that would
 * block them; the Captain counts on both.
 */
export const SYSTEM_ORDER: readonly System[] = ['torpedo', 'silence', 'drone', 'sonar', 'scenario', 'mine'];

export type TypeWeights = Readonly<Record<Exclude<SymbolType, 'radiation'>, number>>;

/** How much the Captain needs each system type now: weapons most, then detection, then special. */
export function typeNeeds(view: GameView): TypeWeights {
  const own = view.own!;
  const sizes = GAUGES[view.settings.mode];
  const fill = (system: System) => own.gauges[system] / sizes[system];
  // A full gauge is a system about to be used: its type matters more.
  return {
    weapon: 3 + 2 * fill('torpedo'),
    detection: 2 + fill('drone') + fill('sonar'),
    special: 1.5 + fill('silence'),
  };
}

/** The enemy can place us on this few cells or fewer: slipping away comes first. */
export const EXPOSED = 12;

/**
 * Gauges in the order the First Mate fills them (full and unused gauges skipped by the caller).
 * `exposure`: how many cells the enemy can still place us on.
 */
export function gaugeOrder(view: GameView, exposure = Infinity): System[] {
  const own = view.own!;
  const map = getMap(view.settings.mapId)!;
  const layout = sheetFor(view.settings.mode);
  const broken = (system: System) => (own.crossed & layout.typeMask[SYSTEM_TYPE[system]]) !== 0;
  const order: readonly System[] = exposure <= EXPOSED ? ['silence', ...SYSTEM_ORDER.filter((s) => s !== 'silence')] : SYSTEM_ORDER;
  const usable = order.filter((system) => system !== 'scenario' || map.scenario === 'echo');
  // A gauge whose system is broken down can wait: marking it now buys nothing until a repair.
  return [...usable.filter((s) => !broken(s)), ...usable.filter((s) => broken(s))];
}
