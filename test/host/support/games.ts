import type { GameSettings } from '../../../shared/engine';
import type { SettingsInput } from '../../../shared/protocol';
import { playRandomGame, type RandomGame } from '../../support/random-game';

/** A random legal game that ends (a sub sinks) within `maxCommands`, from the first seed that gives one. */
export function finishedGame(settings: SettingsInput, firstSeed: number, maxCommands = 600): RandomGame {
  for (let seed = firstSeed; seed < firstSeed + 200; seed++) {
    // defaultSettings (inside) merges partial flags, as the host does.
    const game = playRandomGame(settings as Partial<GameSettings>, seed, maxCommands);
    if (game.states[game.states.length - 1]!.phase === 'over') return game;
  }
  throw new Error(`no seed from ${firstSeed} gives a game that ends within ${maxCommands} commands`);
}

export const MODES: readonly (readonly [string, SettingsInput])[] = [
  ['turn by turn (Alpha 10×10)', { mode: 'turn', mapId: 'alpha-10' }],
  ['real time (Alpha 15×15)', { mode: 'realtime', mapId: 'alpha-15' }],
];
