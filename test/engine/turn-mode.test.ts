import { describe, expect, it } from 'vitest';
import { createGame, crossableSlots, defaultSettings, reduce, sheetFor, type Direction, type GameState } from '../../shared/engine';
import { armed, as, captain, cell, expectRejected, ok, startGame, withSub } from '../support/engine-harness';

const TURN = { mode: 'turn', mapId: 'training-10' } as const;

/** Course north, then the First Mate and Engineer do their part. */
function courseAndMarks(state: GameState, team: 'blue' | 'yellow', direction: 'N' | 'S' | 'E' | 'W' = 'N'): GameState {
  state = ok(state, captain(team, { type: 'course', direction })).state;
  if (state.subs[team].pending.firstMate) state = ok(state, as(team, 'firstMate', { type: 'mark', system: 'torpedo' })).state;
  const slot = panelSlot(state, team, direction);
  return ok(state, as(team, 'engineer', { type: 'cross', slot })).state;
}

/** An uncrossed symbol of the panel, radiation first so systems stay usable. */
function panelSlot(state: GameState, team: 'blue' | 'yellow', direction: Direction): number {
  const layout = sheetFor(state.settings.mode);
  const open = crossableSlots(layout, state.subs[team].crossed, direction);
  const slot = open.find((s) => layout.slots[s]!.type === 'radiation') ?? open[0];
  if (slot === undefined) throw new Error('panel full');
  return slot;
}

describe('turn-by-turn', () => {
  it('a random team starts, decided by the seed', () => {
    const firsts = new Set<string>();
    for (let seed = 0; seed < 20; seed++) {
      const state = createGame(defaultSettings(TURN), seed);
      if (!state.ok) throw new Error(state.reason);
      let s = state.state;
      s = ok(s, captain('blue', { type: 'place', cell: 0 })).state;
      s = ok(s, captain('yellow', { type: 'place', cell: 99 })).state;
      firsts.add(s.turn!.team);
      const again = createGame(defaultSettings(TURN), seed);
      if (!again.ok) throw new Error(again.reason);
      const s2 = ok(ok(again.state, captain('blue', { type: 'place', cell: 0 })).state, captain('yellow', { type: 'place', cell: 99 })).state;
      expect(s2.turn!.team).toBe(s.turn!.team);
    }
    expect(firsts).toEqual(new Set(['blue', 'yellow']));
  });

  it('only the team whose turn it is may act', () => {
    const state = startGame({ ...TURN, blue: 'B5', yellow: 'I5', first: 'blue' });
    expectRejected(state, captain('yellow', { type: 'course', direction: 'N' }), 'turn.not-yours');
    ok(state, captain('blue', { type: 'course', direction: 'N' }));
  });

  it('the crew marks after the course; then the Captain ends the turn or uses one system', () => {
    let state = armed(startGame({ ...TURN, blue: 'B5', yellow: 'I5', first: 'blue' }), 'blue');
    expectRejected(state, captain('blue', { type: 'endTurn' }), 'turn.course-first');
    expectRejected(state, as('blue', 'firstMate', { type: 'drone', sector: 2 }), 'turn.course-first');
    state = ok(state, captain('blue', { type: 'course', direction: 'N' })).state;
    expectRejected(state, captain('blue', { type: 'course', direction: 'N' }), 'turn.course-done');
    expectRejected(state, captain('blue', { type: 'endTurn' }), 'crew.waiting');
    expect(state.subs.blue.pending.firstMate).toBe(false); // every gauge is full: nothing to mark
    state = ok(state, as('blue', 'engineer', { type: 'cross', slot: panelSlot(state, 'blue', 'N') })).state;
    const drone = ok(state, as('blue', 'firstMate', { type: 'drone', sector: 2 }));
    expect(drone.state.turn).toEqual({ team: 'yellow', step: 'course', extraTurns: 0 });
    const ended = ok(state, captain('blue', { type: 'endTurn' }));
    expect(ended.state.turn!.team).toBe('yellow');
  });

  it('a silence passes the turn at once, whatever its distance; the crew marks in the enemy\'s turn (issue 28.3)', () => {
    let state = armed(startGame({ ...TURN, blue: 'B5', yellow: 'I5', first: 'blue' }), 'blue');
    state = courseAndMarks(state, 'blue', 'N');
    const moved = ok(state, captain('blue', { type: 'silence', direction: 'E', distance: 2 }));
    const still = ok(state, captain('blue', { type: 'silence', direction: 'E', distance: 0 }));
    // What the enemy is told is the same: the silence and the turn passing, in one step.
    expect(moved.state.turn).toEqual({ team: 'yellow', step: 'course', extraTurns: 0 });
    expect(still.state.turn).toEqual(moved.state.turn);
    const publicOf = (events: typeof moved.events) => events.filter((e) => e.audience === 'all');
    expect(publicOf(moved.events)).toEqual(publicOf(still.events));
    state = moved.state;
    expect(state.subs.blue.position).toBe(cell(state, 'D4'));
    expect(state.subs.blue.pending).toEqual({ firstMate: true, engineer: 'E' });
    // The enemy plays; blue's crew marks meanwhile, and blue's next course waits for it.
    state = ok(state, captain('yellow', { type: 'course', direction: 'N' })).state;
    state = ok(state, as('blue', 'firstMate', { type: 'mark', system: 'silence' })).state;
    state = ok(state, as('blue', 'engineer', { type: 'cross', slot: panelSlot(state, 'blue', 'E') })).state;
    state = ok(state, as('yellow', 'firstMate', { type: 'mark', system: 'torpedo' })).state;
    state = ok(state, as('yellow', 'engineer', { type: 'cross', slot: panelSlot(state, 'yellow', 'N') })).state;
    expect(state.turn!.team).toBe('yellow');
    state = ok(state, captain('yellow', { type: 'endTurn' })).state;
    expect(state.turn).toEqual({ team: 'blue', step: 'course', extraTurns: 0 });
    expect(ok(state, captain('blue', { type: 'course', direction: 'N' })).state.turn!.step).toBe('system');
  });

  it('after a silence, the crew\'s marks still come before the captain\'s next move', () => {
    let state = armed(startGame({ ...TURN, blue: 'B5', yellow: 'I5', first: 'blue' }), 'blue');
    state = courseAndMarks(state, 'blue', 'N');
    state = ok(state, captain('blue', { type: 'silence', direction: 'E', distance: 1 })).state;
    state = courseAndMarks(state, 'yellow', 'N');
    state = ok(state, captain('yellow', { type: 'endTurn' })).state;
    expectRejected(state, captain('blue', { type: 'course', direction: 'N' }), 'crew.waiting');
  });

  it('surfacing replaces the course, erases route and sheet, and gives the enemy 3 turns in a row', () => {
    let state = startGame({ ...TURN, blue: 'B5', yellow: 'I5', first: 'blue' });
    state = withSub(state, 'blue', { crossed: 0b101, route: [cell(state, 'B7'), cell(state, 'B6'), cell(state, 'B5')] });
    const surfaced = ok(state, captain('blue', { type: 'surface' }));
    state = surfaced.state;
    expect(surfaced.events).toContainEqual(expect.objectContaining({ type: 'surfaced', team: 'blue', sector: 1, audience: 'all' }));
    expect(state.subs.blue.route).toEqual([cell(state, 'B5')]);
    expect(state.subs.blue.crossed).toBe(0);
    for (let turn = 0; turn < 3; turn++) {
      expect(state.turn!.team).toBe('yellow');
      state = courseAndMarks(state, 'yellow', turn === 2 ? 'W' : 'N');
      state = ok(state, captain('yellow', { type: 'endTurn' })).state;
    }
    expect(state.turn!.team).toBe('blue');
    expect(state.subs.blue.surfaced).toBe(false);
  });

  it('an enemy that surfaces during its extra turns loses the rest of them', () => {
    let state = startGame({ ...TURN, blue: 'B5', yellow: 'I5', first: 'blue' });
    state = ok(state, captain('blue', { type: 'surface' })).state;
    state = courseAndMarks(state, 'yellow');
    state = ok(state, captain('yellow', { type: 'endTurn' })).state;
    expect(state.turn).toEqual({ team: 'yellow', step: 'course', extraTurns: 1 });
    state = ok(state, captain('yellow', { type: 'surface' })).state;
    expect(state.turn).toEqual({ team: 'blue', step: 'course', extraTurns: 2 });
    expect(state.subs.blue.surfaced).toBe(false);
  });

  it('movement: no island, no own route, no own mine, no leaving the map', () => {
    let state = startGame({ ...TURN, blue: 'G6', yellow: 'A1', first: 'blue' });
    expectRejected(state, captain('blue', { type: 'course', direction: 'N' }), 'course.blocked.island');
    state = withSub(state, 'blue', { route: [cell(state, 'F6'), cell(state, 'G6')], mines: [cell(state, 'H6')] });
    expectRejected(state, captain('blue', { type: 'course', direction: 'W' }), 'course.blocked.route');
    expectRejected(state, captain('blue', { type: 'course', direction: 'E' }), 'course.blocked.mine');
    const edge = { ...state, turn: { team: 'yellow' as const, step: 'course' as const, extraTurns: 0 } };
    expectRejected(edge, captain('yellow', { type: 'course', direction: 'N' }), 'course.blocked.edge');
  });

  it('blackout: with no open direction the crew is told and only surfacing is left', () => {
    let state = startGame({ ...TURN, blue: 'A2', yellow: 'I5', first: 'blue' });
    state = withSub(state, 'blue', { route: [cell(state, 'B1'), cell(state, 'B2'), cell(state, 'A2')] });
    const moved = ok(state, captain('blue', { type: 'course', direction: 'N' }));
    expect(moved.events).toContainEqual(expect.objectContaining({ type: 'blackout', team: 'blue', audience: 'blue' }));
    let next = moved.state;
    next = ok(next, as('blue', 'engineer', { type: 'cross', slot: panelSlot(next, 'blue', 'N') })).state;
    next = ok(next, as('blue', 'firstMate', { type: 'mark', system: 'mine' })).state;
    next = ok(next, captain('blue', { type: 'endTurn' })).state;
    next = courseAndMarks(next, 'yellow', 'S');
    next = ok(next, captain('yellow', { type: 'endTurn' })).state;
    for (const direction of ['N', 'E', 'S', 'W'] as const) {
      expect(reduce(next, captain('blue', { type: 'course', direction })).ok).toBe(false);
    }
    ok(next, captain('blue', { type: 'surface' }));
  });

  it('the Captain may detonate a mine on the enemy\'s turn too, resolved as in real time', () => {
    let state = startGame({ ...TURN, blue: 'B5', yellow: 'I5', first: 'yellow' });
    state = withSub(state, 'blue', { mines: [cell(state, 'I4')] });
    const blown = ok(state, captain('blue', { type: 'detonate', cell: cell(state, 'I4') }));
    expect(blown.events.map((e) => e.type)).toEqual(['mineDetonated', 'blast', 'blast', 'damage']);
    expect(blown.state.subs.yellow.damage).toBe(1);
    expect(blown.state.subs.blue.mines).toEqual([]);
    expect(blown.state.turn).toEqual(state.turn);
    const moved = ok(state, captain('yellow', { type: 'course', direction: 'W' })).state;
    ok(moved, captain('blue', { type: 'detonate', cell: cell(state, 'I4') }));
    expectRejected(withSub(state, 'blue', { surfaced: true }), captain('blue', { type: 'detonate', cell: cell(state, 'I4') }), 'surfaced.busy');
    expectRejected({ ...state, sonar: { by: 'yellow' } }, captain('blue', { type: 'detonate', cell: cell(state, 'I4') }), 'sonar.pending');
    const asSystem = startGame({ ...TURN, blue: 'B5', yellow: 'I5', first: 'yellow', flags: { detonationIsSystem: true } });
    expectRejected(withSub(asSystem, 'blue', { mines: [cell(state, 'I4')] }), captain('blue', { type: 'detonate', cell: cell(state, 'I4') }), 'turn.not-yours');
  });

  it('the First Mate marks only a gauge with room', () => {
    let state = startGame({ ...TURN, blue: 'B5', yellow: 'I5', first: 'blue' });
    state = withSub(state, 'blue', { gauges: { ...state.subs.blue.gauges, mine: 2 } });
    state = ok(state, captain('blue', { type: 'course', direction: 'N' })).state;
    expectRejected(state, as('blue', 'firstMate', { type: 'mark', system: 'mine' }), 'mark.gauge-full');
    expectRejected(state, as('blue', 'firstMate', { type: 'mark', system: 'scenario' }), 'mark.gauge-unused');
    const marked = ok(state, as('blue', 'firstMate', { type: 'mark', system: 'sonar' }));
    expect(marked.state.subs.blue.gauges.sonar).toBe(1);
    expect(marked.events).toContainEqual(expect.objectContaining({ type: 'marked', system: 'sonar', ready: false, audience: 'blue' }));
    expectRejected(marked.state, as('blue', 'firstMate', { type: 'mark', system: 'sonar' }), 'crew.nothing-to-do');
  });
});
