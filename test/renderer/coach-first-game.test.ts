/**
 * "A player who finishes the first game should be able to win against a level-1 bot": a newcomer
 * who does exactly what the coach says (coach-player.ts) plays the tutorial's game — training map,
 * turn by turn, the whole Blue crew against the level-1 bot crew — through the engine.
 */
import { describe, expect, it } from 'vitest';
import { RUN_TIMEOUT } from '../support/run-budget';
import { playFirstGame } from './coach-player';

const SEEDS = 60;

describe('the first game, played as the coach says', () => {
  it('beats the tutorial’s level-1 bot in most seeds, and every advised command is accepted', { timeout: RUN_TIMEOUT }, () => {
    let wins = 0;
    const said = new Set<string>();
    for (let seed = 1; seed <= SEEDS; seed++) {
      // playFirstGame throws if the engine refuses a command the coach advised.
      const game = playFirstGame(seed);
      expect(game.outcome, `seed ${seed} ended`).not.toBeNull();
      if (game.outcome?.winner === 'blue') wins++;
      for (const key of [...game.tips, ...game.news]) said.add(key);
    }
    // 47 of 60 when written (245 of 300 on seeds 1001–1300; the level-1 bot against itself: 165 of 300) (docs/decisions.md); a coach that stopped hunting falls to about half.
    expect(wins).toBeGreaterThanOrEqual(Math.ceil(SEEDS * 0.7));
    // The lessons that decide games came up at their moment.
    for (const key of ['fire', 'drone', 'hit', 'enemyHit', 'broke', 'surfaceBroken', 'surfaced', 'repaired']) expect(said, key).toContain(key);
  });
});
