import { describe, expect, it } from 'vitest';
import { crossableSlots, getMap, legalCommands, sheetFor, type GameState, type Team } from '../../shared/engine';
import { armed, as, captain, cell, expectRejected, ok, startGame, withSub } from '../support/engine-harness';

const RT = { mode: 'realtime', mapId: 'training-15' } as const;

function radiationSlot(state: GameState, team: Team, panel: 'N' | 'E' | 'S' | 'W'): number {
  const layout = sheetFor('realtime');
  const open = crossableSlots(layout, state.subs[team].crossed, panel);
  return open.find((s) => layout.slots[s]!.type === 'radiation') ?? open[0]!;
}

describe('real-time', () => {
  it('both crews move in arrival order; a course waits for the First Mate\'s and the Engineer\'s OK', () => {
    let state = startGame({ ...RT, blue: 'H8', yellow: 'B2' });
    state = ok(state, captain('blue', { type: 'course', direction: 'N' })).state;
    state = ok(state, captain('yellow', { type: 'course', direction: 'S' })).state;
    expectRejected(state, captain('blue', { type: 'course', direction: 'N' }), 'crew.waiting');
    state = ok(state, as('blue', 'firstMate', { type: 'mark', system: 'torpedo' })).state;
    expectRejected(state, captain('blue', { type: 'course', direction: 'N' }), 'crew.waiting');
    const crossed = ok(state, as('blue', 'engineer', { type: 'cross', slot: radiationSlot(state, 'blue', 'N') }));
    expect(crossed.events).toContainEqual(expect.objectContaining({ type: 'crewReady', team: 'blue', audience: 'blue' }));
    ok(crossed.state, captain('blue', { type: 'course', direction: 'N' }));
  });

  it('STOP freezes both subs and their crews until resolved; calls queue in arrival order', () => {
    let state = armed(startGame({ ...RT, blue: 'H8', yellow: 'B2' }), 'blue');
    expectRejected(state, captain('yellow', { type: 'stop' }), 'stop.nothing-to-use');
    state = withSub(state, 'yellow', { gauges: { ...state.subs.yellow.gauges, torpedo: 3 }, movedSinceDive: true });
    state = ok(state, captain('yellow', { type: 'course', direction: 'S' })).state;
    state = ok(state, as('blue', 'firstMate', { type: 'stop' })).state;
    expectRejected(state, captain('yellow', { type: 'course', direction: 'S' }), 'stop.active');
    expectRejected(state, as('yellow', 'firstMate', { type: 'mark', system: 'mine' }), 'stop.active');
    expectRejected(state, captain('blue', { type: 'course', direction: 'N' }), 'stop.active');
    state = ok(state, captain('yellow', { type: 'stop' })).state;
    expect(state.stops.map((s) => s.team)).toEqual(['blue', 'yellow']);
    expectRejected(state, captain('yellow', { type: 'torpedo', cell: cell(state, 'B4') }), 'stop.active');
    state = ok(state, as('blue', 'firstMate', { type: 'drone', sector: 1 })).state;
    expect(state.stops.map((s) => s.team)).toEqual(['yellow']);
    state = ok(state, captain('yellow', { type: 'resume' })).state;
    expect(state.stops).toEqual([]);
    ok(state, as('yellow', 'firstMate', { type: 'mark', system: 'mine' }));
  });

  it('STOP needs a system (or a mine to set off) that the rules would accept now', () => {
    let state = armed(startGame({ ...RT, blue: 'H8', yellow: 'B2' }), 'blue');
    state = ok(state, as('blue', 'firstMate', { type: 'drone', sector: 1 })).state;
    expectRejected(state, captain('blue', { type: 'stop' }), 'stop.nothing-to-use');
    expectRejected(state, as('blue', 'firstMate', { type: 'stop' }), 'stop.nothing-to-use');
    ok(withSub(state, 'blue', { mines: [cell(state, 'C2')] }), captain('blue', { type: 'stop' }));
    expectRejected(withSub(state, 'blue', { mines: [cell(state, 'C2')] }), as('blue', 'firstMate', { type: 'stop' }), 'stop.nothing-to-use');

    let boxed = armed(startGame({ ...RT, blue: 'A2', yellow: 'H8' }), 'blue');
    boxed = withSub(boxed, 'blue', { route: [cell(boxed, 'A1'), cell(boxed, 'B1'), cell(boxed, 'B2'), cell(boxed, 'B3'), cell(boxed, 'A3'), cell(boxed, 'A2')] });
    expectRejected(boxed, captain('blue', { type: 'stop' }), 'stop.nothing-to-use');
    expect(legalCommands(boxed, 'blue').map((c) => c.type)).toEqual(['surface']);

    let dived = startGame({ ...RT, blue: 'H8', yellow: 'B2' });
    dived = ok(dived, captain('blue', { type: 'surface' })).state;
    for (const role of ['captain', 'firstMate', 'engineer', 'radioOperator'] as const) dived = ok(dived, as('blue', role, { type: 'secureHull' })).state;
    dived = ok(dived, captain('blue', { type: 'dive' })).state;
    dived = withSub(dived, 'blue', { gauges: { ...armed(dived, 'blue').subs.blue.gauges } });
    expectRejected(dived, as('blue', 'firstMate', { type: 'drone', sector: 2 }), 'system.move-after-dive');
    expectRejected(dived, captain('blue', { type: 'stop' }), 'stop.nothing-to-use');
  });

  it('using a system without a STOP calls one implicitly and resolves it at once', () => {
    const state = armed(startGame({ ...RT, blue: 'H8', yellow: 'B2' }), 'blue');
    const { state: after, events } = ok(state, captain('blue', { type: 'torpedo', cell: cell(state, 'H6') }));
    expect(events.map((e) => e.type)).toEqual(['stop', 'torpedo', 'blast', 'blast', 'resume']);
    expect(after.stops).toEqual([]);
  });

  it('a sonar keeps everyone frozen until the enemy Captain answers', () => {
    let state = armed(startGame({ ...RT, blue: 'H8', yellow: 'B2' }), 'blue');
    state = ok(state, captain('blue', { type: 'sonar' })).state;
    expect(state.sonar).toEqual({ by: 'blue' });
    expectRejected(state, captain('yellow', { type: 'course', direction: 'S' }), 'stop.active');
    expectRejected(state, captain('blue', { type: 'resume' }), 'sonar.pending');
    expectRejected(state, captain('blue', { type: 'sonarAnswer', facts: [] }), 'sonar.none');
    expectRejected(
      state,
      captain('yellow', { type: 'sonarAnswer', facts: [{ kind: 'row', value: 1 }, { kind: 'row', value: 5 }] }),
      'sonar.answer.kinds',
    );
    expectRejected(
      state,
      captain('yellow', { type: 'sonarAnswer', facts: [{ kind: 'row', value: 2 }, { kind: 'column', value: 3 }] }),
      'sonar.answer.one-true',
    );
    const answered = ok(
      state,
      captain('yellow', { type: 'sonarAnswer', facts: [{ kind: 'row', value: 1 }, { kind: 'column', value: 9 }] }),
    );
    expect(answered.state.stops).toEqual([]);
    expect(answered.events).toContainEqual(expect.objectContaining({ type: 'sonarAnswer', team: 'yellow', audience: 'all' }));
  });

  it('a team may not use two systems in a row: a course must come between', () => {
    let state = armed(startGame({ ...RT, blue: 'H8', yellow: 'B2' }), 'blue');
    state = ok(state, as('blue', 'firstMate', { type: 'drone', sector: 1 })).state;
    expectRejected(state, captain('blue', { type: 'torpedo', cell: cell(state, 'H6') }), 'system.twice');
    state = ok(state, captain('blue', { type: 'course', direction: 'N' })).state;
    ok(state, captain('blue', { type: 'torpedo', cell: cell(state, 'H5') }));
  });

  it('surfacing: the crew secures its four hull sections, the enemy Engineer checks (flag), then the sub dives', () => {
    let state = startGame({ ...RT, blue: 'H8', yellow: 'B2', flags: { hullCheck: 'enemyEngineer' } });
    state = withSub(state, 'blue', { crossed: 0b11 });
    const surfaced = ok(state, captain('blue', { type: 'surface' }));
    expect(surfaced.events).toContainEqual(expect.objectContaining({ type: 'surfaced', sector: 5, cell: null, audience: 'all' }));
    state = surfaced.state;
    expect(state.subs.blue.crossed).toBe(0);
    expectRejected(state, captain('blue', { type: 'course', direction: 'N' }), 'surfaced.busy');
    expectRejected(armed(state, 'blue'), as('blue', 'firstMate', { type: 'drone', sector: 1 }), 'surfaced.busy');
    expectRejected(state, captain('blue', { type: 'dive' }), 'surfaced.hull-open');
    ok(state, captain('yellow', { type: 'course', direction: 'S' }));
    for (const role of ['captain', 'firstMate', 'engineer'] as const) state = ok(state, as('blue', role, { type: 'secureHull' })).state;
    expectRejected(state, as('blue', 'engineer', { type: 'secureHull' }), 'surfaced.section-done');
    expectRejected(state, as('yellow', 'engineer', { type: 'checkHull', approve: true }), 'surfaced.hull-open');
    state = ok(state, as('blue', 'radioOperator', { type: 'secureHull' })).state;
    expectRejected(state, captain('blue', { type: 'dive' }), 'surfaced.hull-unchecked');
    const refused = ok(state, as('yellow', 'engineer', { type: 'checkHull', approve: false }));
    expect(refused.state.subs.blue.hull).toEqual(['open', 'open', 'open', 'open']);
    state = ok(state, as('yellow', 'engineer', { type: 'checkHull', approve: true })).state;
    const dived = ok(state, captain('blue', { type: 'dive' }));
    expect(dived.state.subs.blue.surfaced).toBe(false);
    expect(dived.state.subs.blue.route).toEqual([cell(state, 'H8')]);
  });

  it('by default (hullCheck=automatic) a fully secured hull is ready at once', () => {
    let state = startGame({ ...RT, blue: 'H8', yellow: 'B2' });
    state = ok(state, captain('blue', { type: 'surface' })).state;
    for (const role of ['captain', 'firstMate', 'engineer', 'radioOperator'] as const) {
      state = ok(state, as('blue', role, { type: 'secureHull' })).state;
    }
    ok(state, captain('blue', { type: 'dive' }));
  });

  it('flag moveAfterDive: after diving, one course before any system (off: at once)', () => {
    const dived = (flags: { moveAfterDive: boolean }) => {
      let state = startGame({ ...RT, blue: 'H8', yellow: 'B2', flags: { ...flags, hullCheck: 'automatic' } });
      state = ok(state, captain('blue', { type: 'surface' })).state;
      for (const role of ['captain', 'firstMate', 'engineer', 'radioOperator'] as const) {
        state = ok(state, as('blue', role, { type: 'secureHull' })).state;
      }
      state = ok(state, captain('blue', { type: 'dive' })).state;
      return withSub(state, 'blue', { gauges: { ...armed(state, 'blue').subs.blue.gauges } });
    };
    expectRejected(dived({ moveAfterDive: true }), as('blue', 'firstMate', { type: 'drone', sector: 2 }), 'system.move-after-dive');
    ok(dived({ moveAfterDive: false }), as('blue', 'firstMate', { type: 'drone', sector: 2 }));
  });

  it('a silence waits for the crew\'s marks of the last course, like a course does', () => {
    let state = armed(startGame({ ...RT, blue: 'H8', yellow: 'B2' }), 'blue');
    state = ok(state, captain('blue', { type: 'course', direction: 'N' })).state;
    expectRejected(state, captain('blue', { type: 'silence', direction: 'E', distance: 2 }), 'crew.waiting');
  });

  it('blackout: with no open course, a real-time sub may only surface', () => {
    let state = armed(startGame({ ...RT, blue: 'A2', yellow: 'H8' }), 'blue');
    state = withSub(state, 'blue', { route: [cell(state, 'A1'), cell(state, 'B1'), cell(state, 'B2'), cell(state, 'B3'), cell(state, 'A3'), cell(state, 'A2')] });
    expectRejected(state, as('blue', 'firstMate', { type: 'drone', sector: 1 }), 'blackout.must-surface');
    ok(state, captain('blue', { type: 'surface' }));
  });

  it('Delta: surfacing outside an ice hole costs 1 damage first; in a hole it is free', () => {
    let state = startGame({ mode: 'realtime', mapId: 'delta-15', blue: 'A1', yellow: 'O15' });
    expect(getMap('delta-15')!.iceHoles).not.toContain(cell(state, 'A1'));
    const outside = ok(state, captain('blue', { type: 'surface' }));
    expect(outside.state.subs.blue.damage).toBe(1);
    expect(outside.events).toContainEqual(expect.objectContaining({ type: 'damage', cause: 'ice', audience: 'all' }));
    const hole = getMap('delta-15')!.iceHoles[0]!;
    state = withSub(state, 'blue', { position: hole, route: [hole] });
    expect(ok(state, captain('blue', { type: 'surface' })).state.subs.blue.damage).toBe(0);
  });
});
