import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COMMAND_ROLES,
  TEAMS,
  candidateCommands,
  crewSeat,
  reduce,
  viewFor,
  type GameSettings,
} from '../../shared/engine';
import { LegalCheck } from '../../shared/bots';
import { playRandomGame } from '../support/random-game';
import { RUN_TIMEOUT } from '../support/run-budget';

const SETUPS: ReadonlyArray<Partial<GameSettings>> = [
  { mode: 'turn', mapId: 'alpha-10' },
  { mode: 'realtime', mapId: 'echo-15' },
  { mode: 'realtime', mapId: 'delta-15', flags: { hullCheck: 'automatic', detonationIsSystem: true } as GameSettings['flags'] },
  { edition: 'family', mode: 'turn', mapId: 'volcano' },
];

/**
 * Bots never see the game state: they judge legality on a state rebuilt from their seat's view.
 * That judgement must be the host's, for every command a seat could try, in every state.
 */
describe('legality judged from a seat’s view', () => {
  it('agrees with the host on every candidate command of random games', { timeout: RUN_TIMEOUT }, () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 30 }), fc.constantFrom(...SETUPS), (seed, settings) => {
        const game = playRandomGame(settings, seed, 250);
        game.states.forEach((state, i) => {
          if (i % 5 !== 0) return;
          for (const team of TEAMS) {
            const check = new LegalCheck(viewFor(state, crewSeat(team)));
            for (const candidate of candidateCommands(state, team)) {
              for (const role of COMMAND_ROLES[candidate.type]) {
                const command = { ...candidate, role };
                expect(check.isLegal(command), `${JSON.stringify(command)} at step ${i}`).toBe(reduce(state, command).ok);
              }
            }
          }
        });
      }),
      { numRuns: 6 },
    );
  });

});
