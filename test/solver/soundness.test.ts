import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SPECTATOR, eventsFor, otherTeam, type GameSettings } from '../../shared/engine';
import { DEFAULT_CAP, createTracker, holdsStory, positions, track } from '../../shared/solver';
import { playRandomGame } from '../support/random-game';
import { RUN_TIMEOUT } from '../support/run-budget';
import { replayToTrackers, type PlayedGame } from './support/feed';
import { playSilentGame } from './support/silent-game';

/** Every edition, mode and scenario, and the flags that change what an announcement means. */
const SETUPS: ReadonlyArray<[string, Partial<GameSettings>]> = [
  ['turn Alpha 10', { mode: 'turn', mapId: 'alpha-10' }],
  ['turn Bravo 10', { mode: 'turn', mapId: 'bravo-10' }],
  ['turn Delta 10 (ice)', { mode: 'turn', mapId: 'delta-10' }],
  ['turn Echo 10 (Archer mines)', { mode: 'turn', mapId: 'echo-10' }],
  ['real-time Alpha 15', { mode: 'realtime', mapId: 'alpha-15' }],
  ['real-time Charlie 15', { mode: 'realtime', mapId: 'charlie-15' }],
  ['real-time Delta 15 (ice)', { mode: 'realtime', mapId: 'delta-15' }],
  ['real-time Echo 15 (Archer mines)', { mode: 'realtime', mapId: 'echo-15' }],
  [
    'real-time Bravo 15, torpedoes over islands, no diagonal mines',
    { mode: 'realtime', mapId: 'bravo-15', flags: { torpedoBlockedByIslands: false, mineDiagonal: false } as GameSettings['flags'] },
  ],
  ['Family Archipelago', { edition: 'family', mode: 'turn', mapId: 'archipelago' }],
  ['Family Volcano', { edition: 'family', mode: 'turn', mapId: 'volcano' }],
  ['Family Open Waters', { edition: 'family', mode: 'turn', mapId: 'open-waters' }],
];

/** A tiny cap forces the position-merging fallback all the time, so its soundness is tested too. */
const CAPS = [DEFAULT_CAP, 40] as const;

/**
 * The key property: after every step of a legal game, each crew's tracker holds the enemy's true
 * story — bit for bit while exact, covered by a merged hypothesis once approximate.
 */
function expectSound(game: PlayedGame, cap: number): void {
  replayToTrackers(game, { cap }, (team, tracker, state, step) => {
    const enemy = state.subs[otherTeam(team)];
    if (enemy.position < 0) return;
    const held = holdsStory(tracker, enemy.position, enemy.route);
    const where = `step ${step}, ${team} tracking ${tracker.target}, approximate ${tracker.approximate}`;
    expect(held, where).not.toBe(false);
    if (!tracker.approximate) expect(held, where).toBe('exact');
    expect(tracker.restarts, where).toBe(0);
  });
}

describe.each(SETUPS)('solver soundness: %s', { timeout: RUN_TIMEOUT }, (_name, settings) => {
  it('random legal games: the true enemy story is always in the set', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 30 }), fc.constantFrom(...CAPS), (seed, cap) => {
        expectSound(playRandomGame(settings, seed, 900), cap);
      }),
      { numRuns: 5 },
    );
  });

  it('silence-heavy games: the true enemy story is always in the set', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 30 }), fc.constantFrom(...CAPS), (seed, cap) => {
        expectSound(playSilentGame(settings, seed, 900), cap);
      }),
      { numRuns: 3 },
    );
  });
});

describe('solver knowledge', { timeout: RUN_TIMEOUT }, () => {
  it('uses public announcements only: a crew and a spectator end up with the same set', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 30 }), fc.constantFrom(...SETUPS), (seed, [, settings]) => {
        const game = playRandomGame(settings, seed, 500);
        replayToTrackers(game, {}, () => undefined);
        let spectator = createTracker(game.settings, 'yellow');
        let crew = createTracker(game.settings, 'yellow');
        for (const events of game.events) {
          for (const event of eventsFor(events, SPECTATOR)) spectator = track(spectator, event);
          // The tracked crew's own secrets, fed by mistake, must change nothing either.
          for (const event of events) crew = track(crew, event);
        }
        expect(positions(crew)).toEqual(positions(spectator));
      }),
      { numRuns: 20 },
    );
  });
});
