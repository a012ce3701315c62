import { describe, expect, it } from 'vitest';
import { crewSeat, sheetFor, viewFor } from '../../shared/engine';
import { coachStep } from '../../renderer/util/coach';
import { as, captain, ok, startGame } from '../support/engine-harness';

describe('the first game’s coach', () => {
  it('follows a turn: course, the First Mate’s mark, the Engineer’s cross, then a system or the end of the turn', () => {
    let state = startGame({ mode: 'turn', mapId: 'training-10', blue: 'C3', yellow: 'H8', first: 'blue' });
    const blue = () => coachStep(viewFor(state, crewSeat('blue')));
    expect(blue()).toBe('course');
    expect(coachStep(viewFor(state, crewSeat('yellow')))).toBe('enemy');
    state = ok(state, captain('blue', { type: 'course', direction: 'S' })).state;
    expect(blue()).toBe('mark');
    state = ok(state, as('blue', 'firstMate', { type: 'mark', system: 'torpedo' })).state;
    expect(blue()).toBe('cross');
    const south = sheetFor('turn').panelMask.S;
    const slot = [...Array(32).keys()].find((i) => (south >>> i) & 1)!;
    state = ok(state, as('blue', 'engineer', { type: 'cross', slot })).state;
    expect(blue()).toBe('system');
    state = ok(state, captain('blue', { type: 'endTurn' })).state;
    expect(blue()).toBe('enemy');
  });
});
