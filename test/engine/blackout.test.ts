import { describe, expect, it } from 'vitest';
import type { GameEvent, GameState } from '../../shared/engine';
import { armed, as, captain, cell, ok, startGame, withSub } from '../support/engine-harness';

const RT = { mode: 'realtime', mapId: 'training-15' } as const;
const FAMILY = { edition: 'family', mode: 'turn', mapId: 'open-waters' } as const;

const blackouts = (events: readonly GameEvent[]) => events.filter((e) => e.type === 'blackout');

function route(state: GameState, ...labels: string[]) {
  return labels.map((label) => cell(state, label));
}

/** "¡Apagón!": whatever command leaves the sub with no open course, its crew is told to surface at once. */
describe('blackout announcement', () => {
  it('after a silence that ends in a dead end', () => {
    let state = armed(startGame({ ...RT, blue: 'A4', yellow: 'H8' }), 'blue');
    state = withSub(state, 'blue', { route: route(state, 'A1', 'B1', 'B2', 'B3', 'B4', 'A4') });
    const silenced = ok(state, captain('blue', { type: 'silence', direction: 'N', distance: 2 }));
    expect(silenced.state.subs.blue.position).toBe(cell(state, 'A2'));
    expect(blackouts(silenced.events)).toEqual([{ type: 'blackout', team: 'blue', audience: 'blue' }]);
  });

  it('after a mine laid on the last open cell, and only once', () => {
    let state = armed(startGame({ ...RT, blue: 'A2', yellow: 'H8' }), 'blue');
    state = withSub(state, 'blue', { route: route(state, 'A1', 'B1', 'B2', 'A2') });
    const laid = ok(state, captain('blue', { type: 'mine', cell: cell(state, 'A3') }));
    expect(blackouts(laid.events)).toEqual([{ type: 'blackout', team: 'blue', audience: 'blue' }]);
    const next = ok(laid.state, captain('yellow', { type: 'course', direction: 'N' }));
    expect(blackouts(next.events)).toEqual([]);
  });

  it('after a Family move or silence that boxes the sub in', () => {
    let state = startGame({ ...FAMILY, blue: 'B1', yellow: 'H8', first: 'blue' });
    state = withSub(state, 'blue', { energy: 3, route: route(state, 'A1', 'A2', 'A3', 'B3', 'C3', 'C2', 'C1', 'B1') });
    const moved = ok(state, captain('blue', { type: 'course', direction: 'S' }));
    expect(blackouts(moved.events)).toEqual([{ type: 'blackout', team: 'blue', audience: 'blue' }]);
    const silenced = ok(state, captain('blue', { type: 'silence', direction: 'S', distance: 1 }));
    expect(blackouts(silenced.events)).toEqual([{ type: 'blackout', team: 'blue', audience: 'blue' }]);
  });

  it('not while a course is still open', () => {
    const state = armed(startGame({ ...RT, blue: 'H8', yellow: 'B2' }), 'blue');
    expect(blackouts(ok(state, captain('blue', { type: 'mine', cell: cell(state, 'H9') })).events)).toEqual([]);
    expect(blackouts(ok(state, as('blue', 'firstMate', { type: 'drone', sector: 1 })).events)).toEqual([]);
  });
});
