import {
  getMap,
  stateFromView,
  type GameMap,
  type GameState,
  type GameView,
  type SubState,
  type Team,
} from '../engine';

/** What legality checks need from a view: its map, and a game state the engine can reduce. */
export interface ViewContext {
  readonly view: GameView;
  readonly map: GameMap;
  readonly team: Team;
  readonly own: SubState;
  readonly state: GameState;
}

const cache = new WeakMap<GameView, ViewContext | null>();

/**
 * A seat's view holds its own sub in full and the enemy only as announced. Legality of the seat's
 * own orders never depends on the enemy's hidden position, so a stand-in enemy (public fields real,
 * position unknown) lets the engine's own `reduce` judge them: one source of truth for the rules.
 */
export function viewContext(view: GameView): ViewContext | null {
  if (cache.has(view)) return cache.get(view)!;
  const map = getMap(view.settings.mapId);
  const state = stateFromView(view);
  const context: ViewContext | null = map && state && view.own ? { view, map, team: view.seat.team!, own: view.own, state } : null;
  cache.set(view, context);
  return context;
}
