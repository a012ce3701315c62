/**
 * Automatic crews, bot against bot, in-process. Part 1: legality — N games per mode (default
 * 1,000; `-- --games 200` for fewer) with every pairing of levels and every crew layout: every
 * command sent must be accepted, every game must end. Part 2: level 2 against level 1 from the
 * same games. Prints per mode, then the headline last.
 */
import { count, emptyTally, MODES, planGame, play, type Tally } from '../test/bots/support/tournament';

const arg = process.argv.indexOf('--games');
const GAMES = arg > 0 ? Number(process.argv[arg + 1]) : 1000;

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

const total: Tally = emptyTally();
for (const mode of MODES) {
  const tally = emptyTally();
  const times: number[] = [];
  for (let i = 0; i < GAMES; i++) {
    const plan = planGame(mode, i);
    const start = performance.now();
    const result = play(plan);
    times.push(performance.now() - start);
    count(tally, plan, result);
    count(total, plan, result);
    if ((i + 1) % 250 === 0) process.stderr.write(`  ${mode.name}: ${i + 1}/${GAMES}\n`);
  }
  times.sort((a, b) => a - b);
  const decided = tally.levelTwoWins + tally.levelTwoLosses;
  console.log(
    `${mode.name}: ${tally.games} games, rejections ${tally.rejections}, won ${tally.wins}, drawn ${tally.draws}, ` +
      `capped ${tally.capped}, stalled ${tally.stalled}, ${Math.round(tally.commands / tally.games)} commands/game, ` +
      `game ms median ${quantile(times, 0.5).toFixed(1)} p99 ${quantile(times, 0.99).toFixed(1)}`,
  );
  if (tally.rejections > 0) console.log(`  rejected: ${JSON.stringify(tally.reasons)}`);
  console.log(
    `  level 2 vs level 1: ${tally.levelTwoGames} games, level 2 won ${tally.levelTwoWins}, lost ${tally.levelTwoLosses}, ` +
      `other ${tally.levelTwoGames - decided} — ${((100 * tally.levelTwoWins) / tally.levelTwoGames).toFixed(1)} %`,
  );
}
const capped = total.capped + total.stalled;
console.log(`bots-rejections: ${total.rejections} in ${total.games} games`);
console.log(`bots-capped-or-stalled: ${((100 * capped) / total.games).toFixed(2)} % (${capped} of ${total.games})`);
console.log(
  `level 2 vs level 1, all modes: ${total.levelTwoGames} games, won ${total.levelTwoWins}, lost ${total.levelTwoLosses} ` +
    '(the rate counts draws and capped games as not won)',
);
console.log(`bots-level2-winrate: ${((100 * total.levelTwoWins) / total.levelTwoGames).toFixed(1)} %`);
