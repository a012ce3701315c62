import {
  DIRECTIONS,
  createGame,
  crossSlot,
  defaultSettings,
  getMap,
  legalCommandsForAll,
  reduce,
  sheetFor,
  step,
  type Command,
  type GameEvent,
  type GameMap,
  type GameSettings,
  type GameState,
} from '../../../shared/engine';
import { nextRandom } from '../../../shared/engine/rng';

export interface SilentGame {
  readonly settings: GameSettings;
  readonly states: GameState[];
  readonly events: GameEvent[][];
}

/**
 * A hard case for the solver: both subs wander where there is room, silence whenever they can
 * (the First Mate fills the silence gauge first), dodge breakdowns and only surface when they
 * must; nobody fires. Silences pile up between surfacings, and so do the hypotheses.
 * The driver is the host: it may look at the whole state to steer.
 */
export function playSilentGame(overrides: Partial<GameSettings>, seed: number, maxCommands = 800): SilentGame {
  const settings = defaultSettings(overrides);
  const created = createGame(settings, seed);
  if (!created.ok) throw new Error(created.reason);
  const map = getMap(settings.mapId)!;
  let state = created.state;
  let rng = seed ^ 0x2545f491;
  const random = () => {
    const r = nextRandom(rng);
    rng = r.state;
    return r.value;
  };
  const game: SilentGame = { settings, states: [state], events: [] };
  for (let n = 0; n < maxCommands && state.phase !== 'over'; n++) {
    const legal = legalCommandsForAll(state);
    if (legal.length === 0) break;
    const now = state;
    const command = pick(legal, (cmd) => weight(map, now, cmd), random);
    const result = reduce(state, command);
    if (!result.ok) throw new Error(`legal command rejected: ${result.reason}`);
    state = result.state;
    game.states.push(state);
    game.events.push([...result.events]);
  }
  return game;
}

/** Sea cells reachable from `from` without touching the route: room left to move. */
function room(map: GameMap, from: number, route: readonly number[]): number {
  const blocked = new Set(route);
  const seen = new Set([from]);
  const queue = [from];
  while (queue.length > 0 && seen.size < 40) {
    const at = queue.pop()!;
    for (const d of DIRECTIONS) {
      const to = step(map, at, d);
      if (to >= 0 && !map.island[to] && !blocked.has(to) && !seen.has(to)) {
        seen.add(to);
        queue.push(to);
      }
    }
  }
  return seen.size;
}

function weight(map: GameMap, state: GameState, cmd: Command): number {
  const sub = state.subs[cmd.team];
  switch (cmd.type) {
    case 'course': {
      const to = step(map, sub.position, cmd.direction);
      return room(map, to, sub.route) ** 2;
    }
    case 'cross': {
      const layout = sheetFor(state.settings.mode);
      const outcome = crossSlot(layout, sub.crossed, cmd.slot, state.settings.flags.breakdownOrder);
      return outcome.damage ? 0.001 : layout.slots[cmd.slot]!.circuit ? 100 : 5;
    }
    case 'silence':
      return 4000;
    case 'mark':
      return cmd.system === 'silence' ? 100 : 1;
    case 'torpedo':
    case 'detonate':
    case 'scenario':
    case 'mine':
    case 'stop':
    case 'drone':
    case 'sonar':
      return 0;
    case 'surface':
      return 0.001;
    default:
      return 500;
  }
}

function pick(legal: Command[], weigh: (cmd: Command) => number, random: () => number): Command {
  const weights = legal.map(weigh);
  const total = weights.reduce((a, b) => a + b, 0);
  if (total === 0) return legal[Math.floor(random() * legal.length)]!;
  let roll = random() * total;
  for (let i = 0; i < legal.length; i++) {
    roll -= weights[i]!;
    if (roll <= 0) return legal[i]!;
  }
  return legal[legal.length - 1]!;
}
