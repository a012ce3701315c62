import { describe, expect, it } from 'vitest';
import { crossableSlots, getMap, sheetFor, traceRoute, type GameEvent } from '../../shared/engine';
import { armed, as, captain, cell, expectRejected, ok, startGame, withSub } from '../support/engine-harness';

const RT = { mode: 'realtime', mapId: 'training-15' } as const;

function blasts(events: readonly GameEvent[]) {
  return events.filter((e) => e.type === 'blast').map((e) => e.type === 'blast' && [e.team, e.hit]);
}

describe('worked examples from the rulebooks (RULES.md)', () => {
  it('mine laid from C7 onto B7, later detonated with the enemy at C6: indirect hit, 1 damage', () => {
    let state = armed(startGame({ ...RT, blue: 'C7', yellow: 'C6' }), 'blue');
    state = ok(state, captain('blue', { type: 'mine', cell: cell(state, 'B7') })).state;
    expect(state.subs.blue.mines).toEqual([cell(state, 'B7')]);
    const detonated = ok(state, captain('blue', { type: 'detonate', cell: cell(state, 'B7') }));
    expect(blasts(detonated.events)).toContainEqual(['yellow', 'indirect']);
    expect(detonated.state.subs.yellow.damage).toBe(1);
    expect(detonated.state.subs.blue.mines).toEqual([]);
  });

  it('torpedo from D3 to G2 (4 steps) with the enemy at G2: direct hit, 2 damage', () => {
    const state = armed(startGame({ ...RT, blue: 'D3', yellow: 'G2' }), 'blue');
    const fired = ok(state, captain('blue', { type: 'torpedo', cell: cell(state, 'G2') }));
    expect(blasts(fired.events)).toContainEqual(['yellow', 'direct']);
    expect(fired.state.subs.yellow.damage).toBe(2);
    expect(fired.state.subs.blue.gauges.torpedo).toBe(0);
    expectRejected(state, captain('blue', { type: 'torpedo', cell: cell(state, 'H2') }), 'target.range');
  });

  it('drone on sector 4 with the enemy in sector 7: "no"', () => {
    const state = armed(startGame({ ...RT, blue: 'H8', yellow: 'B12' }), 'blue');
    const { events } = ok(state, as('blue', 'firstMate', { type: 'drone', sector: 4 }));
    expect(events).toContainEqual(expect.objectContaining({ type: 'drone', sector: 4, answer: false }));
  });

  it('sonar with the enemy at L14 (sector 9): "column L, sector 6" is valid, "column L, sector 9" is not', () => {
    let state = armed(startGame({ ...RT, blue: 'C3', yellow: 'L14' }), 'blue');
    state = ok(state, as('blue', 'firstMate', { type: 'sonar' })).state;
    const L = 11;
    expectRejected(
      state,
      captain('yellow', { type: 'sonarAnswer', facts: [{ kind: 'column', value: L }, { kind: 'sector', value: 9 }] }),
      'sonar.answer.one-true',
    );
    const answered = ok(
      state,
      captain('yellow', { type: 'sonarAnswer', facts: [{ kind: 'column', value: L }, { kind: 'sector', value: 6 }] }),
    );
    expect(answered.state.sonar).toBeNull();
    expect(answered.state.stops).toEqual([]);
  });

  it('Radio Operator: a traced path that would cross an island is not a possible position', () => {
    const map = getMap('training-15')!;
    const island = map.island.findIndex((isIsland) => isIsland);
    expect(island).toBeGreaterThanOrEqual(0);
    const north = island + map.width * 2;
    expect(map.island[north]).toBe(false);
    expect(traceRoute(map, north, ['N', 'N'])).toBeNull();
    expect(traceRoute(map, north, ['E'])).not.toBeNull();
  });

  it('north course with the north central weapon symbol crossed: the two north specials or any north reactor symbol', () => {
    const layout = sheetFor('realtime');
    const northWeapon = layout.slots.findIndex((s) => s.panel === 'N' && s.circuit === 'N' && s.type === 'weapon');
    let state = startGame({ ...RT, blue: 'H8', yellow: 'B2' });
    state = withSub(state, 'blue', { crossed: 1 << northWeapon });
    state = ok(state, captain('blue', { type: 'course', direction: 'N' })).state;
    const allowed = crossableSlots(layout, state.subs.blue.crossed, 'N');
    const described = allowed.map((slot) => `${layout.slots[slot]!.type}/${layout.slots[slot]!.circuit ?? 'reactor'}`);
    expect(described.sort()).toEqual(
      ['detection/reactor', 'radiation/reactor', 'special/N', 'special/N', 'weapon/reactor'].sort(),
    );
    for (const slot of allowed) ok(state, as('blue', 'engineer', { type: 'cross', slot }));
    expectRejected(state, as('blue', 'engineer', { type: 'cross', slot: northWeapon }), 'cross.already');
    const westSlot = layout.slots.findIndex((s) => s.panel === 'W');
    expectRejected(state, as('blue', 'engineer', { type: 'cross', slot: westSlot }), 'cross.wrong-panel');
  });

  it('all radiation crossed: "damage", 1 damage, whole sheet erased', () => {
    const layout = sheetFor('realtime');
    const lastRadiationNorth = layout.slots.findIndex((s) => s.panel === 'N' && s.type === 'radiation');
    const others = layout.typeMask.radiation & ~(1 << lastRadiationNorth);
    const otherCrossing = layout.slots.findIndex((s) => s.panel === 'S' && s.type === 'weapon' && !s.circuit);
    let state = startGame({ ...RT, blue: 'H8', yellow: 'B2' });
    state = withSub(state, 'blue', { crossed: others | (1 << otherCrossing) });
    state = ok(state, captain('blue', { type: 'course', direction: 'N' })).state;
    const crossed = ok(state, as('blue', 'engineer', { type: 'cross', slot: lastRadiationNorth }));
    expect(crossed.state.subs.blue.damage).toBe(1);
    expect(crossed.state.subs.blue.crossed).toBe(0);
    expect(crossed.events).toContainEqual(expect.objectContaining({ type: 'damage', team: 'blue', cause: 'breakdown', audience: 'all' }));
  });

  it('all West symbols crossed: 1 damage, whole sheet erased', () => {
    const layout = sheetFor('realtime');
    const westReactor = layout.slots.findIndex((s) => s.panel === 'W' && s.type === 'radiation');
    // The West circuit's fourth symbol is in the East panel, so all six West symbols can be crossed.
    let state = startGame({ ...RT, blue: 'H8', yellow: 'B2' });
    state = withSub(state, 'blue', { crossed: layout.panelMask.W & ~(1 << westReactor) });
    state = ok(state, captain('blue', { type: 'course', direction: 'W' })).state;
    const crossed = ok(state, as('blue', 'engineer', { type: 'cross', slot: westReactor }));
    expect(crossed.state.subs.blue.damage).toBe(1);
    expect(crossed.state.subs.blue.crossed).toBe(0);
  });
});

