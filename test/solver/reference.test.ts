import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SPECTATOR, eventsFor, type GameSettings } from '../../shared/engine';
import { createTracker, hypothesisCount, positions, track } from '../../shared/solver';
import { playRandomGame } from '../support/random-game';
import { RUN_TIMEOUT } from '../support/run-budget';
import { ReferenceTracker } from './support/reference-tracker';
import { playSilentGame } from './support/silent-game';

const SETUPS: ReadonlyArray<Partial<GameSettings>> = [
  { mode: 'turn', mapId: 'alpha-10' },
  { mode: 'turn', mapId: 'delta-10' },
  { mode: 'realtime', mapId: 'charlie-15' },
  { mode: 'realtime', mapId: 'echo-15' },
  { mode: 'realtime', mapId: 'bravo-15', flags: { torpedoBlockedByIslands: false, mineDiagonal: false } as GameSettings['flags'] },
  { edition: 'family', mode: 'turn', mapId: 'north-pole' },
];

/**
 * Exactness: while the fast tracker says it is exact, it holds the same positions and the same
 * number of stories as a slow tracker written independently from the rules.
 */
describe('solver exactness against a slow reference', () => {
  it('same positions and story counts at every step', { timeout: RUN_TIMEOUT }, () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 30 }),
        fc.constantFrom(...SETUPS),
        fc.boolean(),
        (seed, settings, silent) => {
          const game = silent ? playSilentGame(settings, seed, 500) : playRandomGame(settings, seed, 500);
          for (const target of ['blue', 'yellow'] as const) {
            let fast = createTracker(game.settings, target);
            const slow = new ReferenceTracker(game.settings, target);
            game.events.forEach((events, step) => {
              for (const event of eventsFor(events, SPECTATOR)) {
                fast = track(fast, event);
                slow.track(event);
              }
              const reference = slow.positions();
              if (reference === null || fast.approximate) return;
              expect(positions(fast), `step ${step}`).toEqual(reference);
              expect(hypothesisCount(fast), `step ${step}`).toBe(slow.size());
            });
          }
        },
      ),
      { numRuns: 16 },
    );
  });
});
