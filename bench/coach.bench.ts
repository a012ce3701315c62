/**
 * The first game's coach, played: 300 seeds (default; `-- --games 60` for fewer) of the tutorial's game
 * (training map, turn by turn) as a Blue crew that does exactly what the coach says, against the level-1
 * bot crew the tutorial calls. Prints the share of games that reached each lesson, then the least-taught
 * lesson's share and, last, the win rate.
 */
import { TOPICS } from '../renderer/coach/coach-topics';
import { COACH_FIRST_SEED, coachRun } from '../test/renderer/coach-run';

const arg = process.argv.indexOf('--games');
const GAMES = arg > 0 ? Number(process.argv[arg + 1]) : 300;

const run = coachRun(GAMES, COACH_FIRST_SEED, (done) => {
  if (done % 50 === 0) process.stderr.write(`  ${done}/${GAMES}\n`);
});
const times = [...run.times].sort((a, b) => a - b);
const pct = (n: number) => `${((100 * n) / GAMES).toFixed(1)} %`;
console.log(`games ${GAMES} (seeds ${COACH_FIRST_SEED}–${COACH_FIRST_SEED + GAMES - 1}), game ms median ${times[GAMES >> 1]!.toFixed(0)}, max ${times[GAMES - 1]!.toFixed(0)}`);
console.log(`sentences (share of games): ${[...run.said].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${pct(n)}`).join(', ')}`);
for (const topic of TOPICS) console.log(`  taught ${topic}: ${pct(run.taught.get(topic)!)}`);
const least = TOPICS.reduce((a, b) => (run.taught.get(b)! < run.taught.get(a)! ? b : a));
console.log(`won ${run.wins}, lost ${run.losses}, other ${GAMES - run.wins - run.losses}`);
console.log(`coach-topics-min: ${pct(run.taught.get(least)!)} (${least})`);
console.log(`coach-wins: ${pct(run.wins)}`);
