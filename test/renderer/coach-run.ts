/**
 * The coach's first games in a row, as bench:coach and the coach's goal test both count them: from
 * `firstSeed`, each game played as the coach says (coach-player.ts), its winner, the lessons it
 * reached and the sentences it said.
 */
import { sentenceTokens, TOPICS, topicsTaught, type CoachTopic } from '../../renderer/coach/coach-topics';
import { playFirstGame } from './coach-player';

/** bench:coach's seeds: the goals of issue 29 are stated on these 300 games. */
export const COACH_FIRST_SEED = 1001;

export interface CoachRun {
  readonly games: number;
  readonly wins: number;
  readonly losses: number;
  /** Games that reached each lesson. */
  readonly taught: ReadonlyMap<CoachTopic, number>;
  /** Games that said each sentence (tips, news, and the keys inside shown sentences). */
  readonly said: ReadonlyMap<string, number>;
  /** Each game's wall time, in play order (ms). */
  readonly times: readonly number[];
}

export function coachRun(games: number, firstSeed = COACH_FIRST_SEED, progress?: (done: number) => void): CoachRun {
  const taught = new Map<CoachTopic, number>(TOPICS.map((t) => [t, 0]));
  const said = new Map<string, number>();
  const times: number[] = [];
  let wins = 0;
  let losses = 0;
  for (let i = 0; i < games; i++) {
    const start = performance.now();
    const game = playFirstGame(firstSeed + i);
    times.push(performance.now() - start);
    if (game.outcome?.winner === 'blue') wins++;
    else if (game.outcome?.winner === 'yellow') losses++;
    const keys = new Set([...game.tips, ...game.news, ...game.shown.flatMap(sentenceTokens)]);
    for (const key of keys) said.set(key, (said.get(key) ?? 0) + 1);
    for (const topic of topicsTaught(keys)) taught.set(topic, taught.get(topic)! + 1);
    progress?.(i + 1);
  }
  return { games, wins, losses, taught, said, times };
}
