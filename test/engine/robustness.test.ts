import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reduce, replay, type GameState } from '../../shared/engine';
import { playRandomGame } from '../support/random-game';
import { startGame } from '../support/engine-harness';
import { RUN_TIMEOUT } from '../support/run-budget';

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

const commandLike = fc.record(
  {
    type: fc.oneof(fc.constantFrom('course', 'mark', 'cross', 'torpedo', 'sonarAnswer', 'silence', 'place', 'x'), fc.string()),
    team: fc.oneof(fc.constantFrom('blue', 'yellow'), fc.anything()),
    role: fc.oneof(fc.constantFrom('captain', 'firstMate', 'engineer', 'radioOperator'), fc.anything()),
    direction: fc.oneof(fc.constantFrom('N', 'E', 'S', 'W'), fc.anything()),
    cell: fc.oneof(fc.integer({ min: -5, max: 300 }), fc.double(), fc.anything()),
    slot: fc.oneof(fc.integer({ min: -2, max: 30 }), fc.anything()),
    system: fc.anything(),
    distance: fc.oneof(fc.integer({ min: -2, max: 9 }), fc.anything()),
    facts: fc.oneof(fc.array(fc.record({ kind: fc.constantFrom('row', 'column', 'sector', 'x'), value: fc.integer() })), fc.anything()),
  },
  { requiredKeys: [] },
);

describe('bad input never crashes and never changes the game', { timeout: RUN_TIMEOUT }, () => {
  const states: GameState[] = [
    deepFreeze(startGame({ mode: 'realtime', mapId: 'training-15', blue: 'H8', yellow: 'B2' })),
    deepFreeze(startGame({ mode: 'turn', mapId: 'training-10', blue: 'B5', yellow: 'I5' })),
    deepFreeze(startGame({ edition: 'family', mode: 'turn', mapId: 'archipelago', blue: 'A1', yellow: 'J10' })),
  ];

  it('any value as a command: a result, never an exception, and the input state untouched', () => {
    fc.assert(
      fc.property(fc.constantFrom(...states), fc.oneof(fc.anything(), commandLike), (state, command) => {
        const before = JSON.stringify(state);
        const result = reduce(state, command);
        expect(typeof result.ok).toBe('boolean');
        if (!result.ok) expect(result.reason).toMatch(/^[a-z-]+(\.[a-z-]+)*$/);
        expect(JSON.stringify(state)).toBe(before);
      }),
      { numRuns: 5000 },
    );
  });

  it('malformed commands are named as such', () => {
    const state = states[0]!;
    for (const bad of [null, 42, 'course', {}, { type: 'course', team: 'blue', role: 'captain', direction: 'NE' },
      { type: 'torpedo', team: 'blue', role: 'captain', cell: 1.5 }, { type: 'course', team: 'green', role: 'captain', direction: 'N' },
      { type: '__proto__', team: 'blue', role: 'captain' }]) {
      expect(reduce(state, bad)).toEqual({ ok: false, reason: 'command.malformed' });
    }
  });
});

describe('replay', { timeout: RUN_TIMEOUT }, () => {
  it('a game is settings + seed + command log: replay rebuilds the same state and events', () => {
    for (const [settings, seed] of [[{ mode: 'realtime' as const }, 11], [{ mode: 'turn' as const }, 12], [{ edition: 'family' as const }, 13]] as const) {
      const game = playRandomGame(settings, seed, 400);
      const rebuilt = replay({ settings: game.settings, seed, commands: game.commands });
      expect(rebuilt.ok).toBe(true);
      if (!rebuilt.ok) return;
      expect(rebuilt.state).toEqual(game.states[game.states.length - 1]);
      expect(rebuilt.events).toEqual(game.events.flat());
    }
  });

  it('a log that does not replay says where it breaks', () => {
    const game = playRandomGame({ mode: 'turn' }, 5, 50);
    const broken = [...game.commands.slice(0, 10), { type: 'course', team: 'blue', role: 'engineer', direction: 'N' }];
    expect(replay({ settings: game.settings, seed: 5, commands: broken })).toEqual({ ok: false, at: 10, reason: 'command.role' });
  });
});
