import { describe, expect, it } from 'vitest';
import { RUN_TIMEOUT } from '../support/run-budget';
import { LEVEL_TWO_VS_ONE, MODES, count, emptyTally, planGame, play } from './support/tournament';

/**
 * Bot against bot, every level pairing and crew layout, all maps of each mode. The 1,000-game
 * run per mode is `npm run bench:bots`; here a smaller sample keeps the suite quick.
 */
const GAMES = 100;

describe.each(MODES)('bots, $name', { timeout: RUN_TIMEOUT }, (mode) => {
  it(`${GAMES} games: every command accepted, every game won or drawn`, () => {
    const tally = emptyTally();
    for (let i = 0; i < GAMES; i++) {
      const plan = planGame(mode, i);
      const result = play(plan);
      count(tally, plan, result);
      expect(result.rejections, `game ${i}: ${JSON.stringify(result.rejections[0])}`).toEqual([]);
      expect(result.stalled, `game ${i} stalled`).toBe(false);
    }
    expect(tally.wins + tally.draws + tally.capped).toBe(GAMES);
    // A capped game counts as a draw; they must stay rare.
    expect(tally.capped).toBeLessThanOrEqual(GAMES / 50);
  });

  it('level 2 beats level 1', () => {
    const tally = emptyTally();
    for (let i = 0; i < 40; i++) {
      const plan = planGame(mode, i, LEVEL_TWO_VS_ONE);
      count(tally, plan, play(plan));
    }
    expect(tally.levelTwoWins).toBeGreaterThan(tally.levelTwoLosses);
  });
});
