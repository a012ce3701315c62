import { describe, expect, it } from 'vitest';
import { viewFor, type GameEvent } from '../../shared/engine';
import { stateText } from '../../electron/host/broadcast';
import { armed, captain, ok, startGame } from '../support/engine-harness';

describe('stateText: a state message built around its view text', () => {
  it('is the same text as serialising the whole message, for every seat, with and without events', () => {
    let state = armed(startGame({ mode: 'turn', mapId: 'training-15', blue: 'A4', yellow: 'H8', first: 'blue' }), 'blue');
    const events: GameEvent[] = [];
    for (const direction of ['E'] as const) {
      const applied = ok(state, captain('blue', { type: 'course', direction }));
      state = applied.state;
      events.push(...applied.events);
    }
    for (const seat of [{ team: 'blue' as const, roles: ['captain' as const] }, { team: 'yellow' as const, roles: [] }, { team: null }]) {
      for (const [heard, full] of [[[] as GameEvent[], false], [events, true]] as const) {
        const view = viewFor(state, seat);
        const message = { type: 'state', gameId: 'g-"quoted"\u2028', view, events: heard, full } as const;
        expect(stateText(message, JSON.stringify(view))).toBe(JSON.stringify(message));
      }
    }
  });
});
