/**
 * Engine throughput: random legal games are played first (untimed), then their command logs are
 * folded through `reduce` again and again. Prints the median over rounds; the last line is the headline.
 */
import { createGame, reduce, type GameState } from '../shared/engine';
import { playRandomGame, type RandomGame } from '../test/support/random-game';

const GAMES_PER_MODE = 20;
const ROUNDS = 15;

const setups = [
  { mode: 'turn', mapId: 'alpha-10' },
  { mode: 'realtime', mapId: 'alpha-15' },
  { mode: 'realtime', mapId: 'echo-15' },
  { edition: 'family', mode: 'turn', mapId: 'archipelago' },
] as const;

function fold(game: RandomGame): GameState {
  const created = createGame(game.settings, game.seed);
  if (!created.ok) throw new Error(created.reason);
  let state = created.state;
  for (const command of game.commands) {
    const result = reduce(state, command);
    if (!result.ok) throw new Error(`replay rejected ${result.reason}`);
    state = result.state;
  }
  return state;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const games: RandomGame[] = [];
for (const setup of setups) {
  for (let seed = 1; seed <= GAMES_PER_MODE; seed++) games.push(playRandomGame(setup, seed * 7919));
}
const commands = games.reduce((sum, g) => sum + g.commands.length, 0);
console.log(`games: ${games.length} (${setups.length} setups), commands per round: ${commands}`);

const rates: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  const start = process.hrtime.bigint();
  for (const game of games) fold(game);
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  rates.push(commands / seconds);
}
console.log(`rounds: ${ROUNDS}, min ${Math.round(Math.min(...rates))}, max ${Math.round(Math.max(...rates))} commands/s`);
console.log(`engine: ${Math.round(median(rates))} commands/s`);
