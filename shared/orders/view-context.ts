import {
  getMap,
  otherTeam,
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
  const team = view.seat.team;
  const own = view.own;
  let context: ViewContext | null = null;
  if (map && team && own) {
    const enemy = otherTeam(team);
    const known = view.public[enemy];
    const standIn: SubState = view.revealed?.[enemy] ?? {
      ...own,
      position: -1,
      route: [],
      mines: [],
      damage: known.damage,
      surfaced: known.surfaced,
      hull: known.hull,
      hullApproved: known.hullApproved,
      pending: { firstMate: false, engineer: null },
    };
    const subs = team === 'blue' ? { blue: own, yellow: standIn } : { blue: standIn, yellow: own };
    const state: GameState = {
      settings: view.settings,
      phase: view.phase,
      rng: 0,
      subs,
      turn: view.turn,
      stops: view.stops,
      sonar: view.sonar,
      archerMinesUsed: view.archerMinesUsed,
      outcome: view.outcome,
      moves: view.moves,
    };
    context = { view, map, team, own, state };
  }
  cache.set(view, context);
  return context;
}
