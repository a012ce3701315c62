import {
  chebyshev,
  createGame,
  defaultSettings,
  getMap,
  legalCommandsForAll,
  otherTeam,
  reduce,
  type Command,
  type GameEvent,
  type GameSettings,
  type GameState,
} from '../../shared/engine';
import { nextRandom } from '../../shared/engine/rng';

export interface RandomGame {
  readonly settings: GameSettings;
  readonly seed: number;
  readonly commands: Command[];
  readonly states: GameState[];
  readonly events: GameEvent[][];
}

/**
 * Plays a random legal game. The chooser peeks at the hidden state so that weapons find their
 * mark often enough for games to end; it only ever picks among commands the engine accepts.
 */
export function playRandomGame(overrides: Partial<GameSettings>, seed: number, maxCommands = 1500): RandomGame {
  const settings = defaultSettings(overrides);
  const created = createGame(settings, seed);
  if (!created.ok) throw new Error(created.reason);
  let state = created.state;
  let rng = seed ^ 0x5bd1e995;
  const random = () => {
    const r = nextRandom(rng);
    rng = r.state;
    return r.value;
  };
  const game: RandomGame = { settings, seed, commands: [], states: [state], events: [] };
  while (state.phase !== 'over' && game.commands.length < maxCommands) {
    const legal = legalCommandsForAll(state);
    if (legal.length === 0) break;
    const command = pick(state, legal, random);
    const result = reduce(state, command);
    if (!result.ok) throw new Error(`legal command rejected: ${result.reason}`);
    state = result.state;
    game.commands.push(command);
    game.states.push(state);
    game.events.push([...result.events]);
  }
  return game;
}

function weight(state: GameState, cmd: Command): number {
  const map = getMap(state.settings.mapId)!;
  const enemy = state.subs[otherTeam(cmd.team)];
  switch (cmd.type) {
    case 'torpedo':
    case 'detonate':
    case 'scenario':
      return chebyshev(map, enemy.position, cmd.cell) <= 1 ? 60 : 0.3;
    case 'surface':
      return 0.4;
    case 'resume':
      return 0.5;
    case 'stop':
      return 0.3;
    case 'endTurn':
      return 3;
    case 'checkHull':
      return cmd.approve ? 8 : 1;
    case 'mark':
    case 'cross':
    case 'secureHull':
    case 'dive':
    case 'sonarAnswer':
      return 10;
    default:
      return 2;
  }
}

function pick(state: GameState, legal: Command[], random: () => number): Command {
  const weights = legal.map((cmd) => weight(state, cmd));
  let roll = random() * weights.reduce((a, b) => a + b, 0);
  for (let i = 0; i < legal.length; i++) {
    roll -= weights[i]!;
    if (roll <= 0) return legal[i]!;
  }
  return legal[legal.length - 1]!;
}
