/**
 * The first game's coach, played: 300 seeds (default; `-- --games 60` for fewer) of the tutorial's game
 * (training map, turn by turn) as a Blue crew that does exactly what the coach says, against the level-1
 * bot crew the tutorial calls. Prints the share of games that reached each lesson, then the least-taught
 * lesson's share and, last, the win rate.
 */
import { playFirstGame } from '../test/renderer/coach-player';
import { sentenceTokens, TOPICS, topicsTaught, type CoachTopic } from '../renderer/coach/coach-topics';

const arg = process.argv.indexOf('--games');
const GAMES = arg > 0 ? Number(process.argv[arg + 1]) : 300;
const FIRST_SEED = 1001;

const reached = new Map<CoachTopic, number>(TOPICS.map((t) => [t, 0]));
const keys = new Map<string, number>();
let wins = 0;
let losses = 0;
const times: number[] = [];
for (let i = 0; i < GAMES; i++) {
  const start = performance.now();
  const game = playFirstGame(FIRST_SEED + i);
  times.push(performance.now() - start);
  if (game.outcome?.winner === 'blue') wins++;
  else if (game.outcome?.winner === 'yellow') losses++;
  const said = new Set([...game.tips, ...game.news, ...game.shown.flatMap(sentenceTokens)]);
  for (const key of said) keys.set(key, (keys.get(key) ?? 0) + 1);
  for (const topic of topicsTaught(said)) reached.set(topic, reached.get(topic)! + 1);
  if ((i + 1) % 50 === 0) process.stderr.write(`  ${i + 1}/${GAMES}\n`);
}
times.sort((a, b) => a - b);
const pct = (n: number) => `${((100 * n) / GAMES).toFixed(1)} %`;
console.log(`games ${GAMES} (seeds ${FIRST_SEED}–${FIRST_SEED + GAMES - 1}), game ms median ${times[GAMES >> 1]!.toFixed(0)}, max ${times[GAMES - 1]!.toFixed(0)}`);
console.log(`sentences (share of games): ${[...keys].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${pct(n)}`).join(', ')}`);
for (const topic of TOPICS) console.log(`  taught ${topic}: ${pct(reached.get(topic)!)}`);
const least = TOPICS.reduce((a, b) => (reached.get(b)! < reached.get(a)! ? b : a));
console.log(`won ${wins}, lost ${losses}, other ${GAMES - wins - losses}`);
console.log(`coach-topics-min: ${pct(reached.get(least)!)} (${least})`);
console.log(`coach-wins: ${pct(wins)}`);
