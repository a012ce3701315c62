import { describe, expect, it } from 'vitest';
import { getMap, reduce, sheetFor, type GameEvent } from '../../shared/engine';
import { armed, as, captain, cell, expectRejected, ok, startGame, withSub } from '../support/engine-harness';

const RT = { mode: 'realtime', mapId: 'training-15' } as const;

const types = (events: readonly GameEvent[]) => events.map((e) => e.type);

describe('systems', () => {
  it('a system needs a full gauge, and no crossed symbol of its type anywhere', () => {
    const state = startGame({ ...RT, blue: 'H8', yellow: 'B2' });
    const half = withSub(state, 'blue', { gauges: { ...state.subs.blue.gauges, torpedo: 2 }, movedSinceDive: true });
    const result = reduce(half, captain('blue', { type: 'torpedo', cell: cell(state, 'H6') }));
    expect(result).toEqual({ ok: false, reason: 'system.not-ready.gauge', data: { system: 'torpedo', gauge: 2, size: 3 } });
    const layout = sheetFor('realtime');
    const southWeapon = layout.slots.findIndex((s) => s.panel === 'S' && s.type === 'weapon');
    const broken = withSub(armed(state, 'blue'), 'blue', { crossed: 1 << southWeapon });
    expect(reduce(broken, captain('blue', { type: 'mine', cell: cell(state, 'H9') }))).toEqual({
      ok: false,
      reason: 'system.not-ready.breakdown',
      data: { system: 'mine', type: 'weapon' },
    });
    ok(broken, as('blue', 'firstMate', { type: 'drone', sector: 1 }));
  });

  it('only the Captain fires weapons, silence and scenario; the First Mate may use drone and sonar', () => {
    const state = armed(startGame({ ...RT, blue: 'H8', yellow: 'B2' }), 'blue');
    expectRejected(state, as('blue', 'firstMate', { type: 'torpedo', cell: cell(state, 'H6') }), 'command.role');
    expectRejected(state, as('blue', 'engineer', { type: 'drone', sector: 1 }), 'command.role');
    expectRejected(state, as('blue', 'radioOperator', { type: 'course', direction: 'N' }), 'command.role');
    ok(state, as('blue', 'firstMate', { type: 'sonar' }));
  });

  it('mine: on a cell around the sub, not an island, not the own route, not an own mine', () => {
    let state = armed(startGame({ ...RT, blue: 'J7', yellow: 'B2' }), 'blue');
    state = withSub(state, 'blue', { route: [cell(state, 'K7'), cell(state, 'J7')], mines: [cell(state, 'I8')] });
    expectRejected(state, captain('blue', { type: 'mine', cell: cell(state, 'J9') }), 'target.not-adjacent');
    expectRejected(state, captain('blue', { type: 'mine', cell: cell(state, 'J6') }), 'target.island');
    expectRejected(state, captain('blue', { type: 'mine', cell: cell(state, 'K7') }), 'target.route');
    expectRejected(state, captain('blue', { type: 'mine', cell: cell(state, 'I8') }), 'target.mine');
    const laid = ok(state, captain('blue', { type: 'mine', cell: cell(state, 'K8') }));
    expect(laid.events).toContainEqual({ type: 'mineLaid', team: 'blue', audience: 'all' });
    expect(laid.events).toContainEqual({ type: 'minePlaced', team: 'blue', cell: cell(state, 'K8'), audience: 'blue' });
    expect(laid.state.subs.blue.mines).toContain(cell(state, 'K8'));
  });

  it('flag mineDiagonal off: only the four orthogonal neighbours', () => {
    const state = armed(startGame({ ...RT, blue: 'H8', yellow: 'B2', flags: { mineDiagonal: false } }), 'blue');
    expectRejected(state, captain('blue', { type: 'mine', cell: cell(state, 'I9') }), 'target.not-adjacent');
    ok(state, captain('blue', { type: 'mine', cell: cell(state, 'H9') }));
  });

  it('detonation: no gauge, not a system (RAW) — unless the flags say so', () => {
    let state = armed(startGame({ ...RT, blue: 'H8', yellow: 'B2' }), 'blue');
    state = withSub(state, 'blue', { mines: [cell(state, 'C2')] });
    state = ok(state, as('blue', 'firstMate', { type: 'drone', sector: 1 })).state;
    const blown = ok(state, captain('blue', { type: 'detonate', cell: cell(state, 'C2') }));
    expect(blown.state.subs.yellow.damage).toBe(1);
    expect(blown.state.subs.blue.gauges).toEqual(state.subs.blue.gauges);
    expectRejected(state, captain('blue', { type: 'detonate', cell: cell(state, 'C3') }), 'target.no-mine');

    let strict = armed(startGame({ ...RT, blue: 'H8', yellow: 'B2', flags: { detonationIsSystem: true } }), 'blue');
    strict = withSub(strict, 'blue', { mines: [cell(strict, 'C2')] });
    strict = ok(strict, as('blue', 'firstMate', { type: 'drone', sector: 1 })).state;
    expectRejected(strict, captain('blue', { type: 'detonate', cell: cell(strict, 'C2') }), 'system.twice');

    const layout = sheetFor('realtime');
    const weapon = layout.slots.findIndex((s) => s.type === 'weapon');
    let blocked = startGame({ ...RT, blue: 'H8', yellow: 'B2', flags: { detonationNeedsNoBreakdown: true } });
    blocked = withSub(blocked, 'blue', { mines: [cell(blocked, 'C2')], crossed: 1 << weapon });
    expectRejected(blocked, captain('blue', { type: 'detonate', cell: cell(blocked, 'C2') }), 'system.not-ready.breakdown');
  });

  it('no detonation while surfaced', () => {
    let state = startGame({ ...RT, blue: 'H8', yellow: 'B2' });
    state = withSub(state, 'blue', { mines: [cell(state, 'C2')] });
    state = ok(state, captain('blue', { type: 'surface' })).state;
    expectRejected(state, captain('blue', { type: 'detonate', cell: cell(state, 'C2') }), 'surfaced.busy');
  });

  it('torpedo: 1–4 steps, may turn, may not pass islands (flag off: it may)', () => {
    const state = armed(startGame({ ...RT, blue: 'J8', yellow: 'B2' }), 'blue');
    // J5 and J6 are islands: J4 is 4 steps straight north but the path is blocked; around it is 6 steps.
    expectRejected(state, captain('blue', { type: 'torpedo', cell: cell(state, 'J4') }), 'target.range');
    expectRejected(state, captain('blue', { type: 'torpedo', cell: cell(state, 'J6') }), 'target.island');
    expectRejected(state, captain('blue', { type: 'torpedo', cell: cell(state, 'J8') }), 'target.range');
    ok(state, captain('blue', { type: 'torpedo', cell: cell(state, 'L6') }));
    const open = armed(startGame({ ...RT, blue: 'J8', yellow: 'B2', flags: { torpedoBlockedByIslands: false } }), 'blue');
    ok(open, captain('blue', { type: 'torpedo', cell: cell(open, 'J4') }));
  });

  it('blasts hurt both subs, own weapons included; a torpedo destroys a mine on its cell, told only to its owner', () => {
    let state = armed(startGame({ ...RT, blue: 'H8', yellow: 'H10' }), 'blue');
    state = withSub(state, 'yellow', { mines: [cell(state, 'H9')] });
    const fired = ok(state, captain('blue', { type: 'torpedo', cell: cell(state, 'H9') }));
    expect(fired.state.subs.blue.damage).toBe(1);
    expect(fired.state.subs.yellow.damage).toBe(1);
    expect(fired.state.subs.yellow.mines).toEqual([]);
    expect(fired.events).toContainEqual(expect.objectContaining({ type: 'mineDestroyed', team: 'yellow', audience: 'yellow' }));
  });

  it('the fourth damage sinks the sub and ends the game; nothing is accepted after', () => {
    let state = armed(startGame({ ...RT, blue: 'H8', yellow: 'H10' }), 'blue');
    state = withSub(state, 'yellow', { damage: 2 });
    const fired = ok(state, captain('blue', { type: 'torpedo', cell: cell(state, 'H10') }));
    expect(fired.state.phase).toBe('over');
    expect(fired.state.outcome).toEqual({ winner: 'blue', reason: 'sunk' });
    expect(types(fired.events).filter((t) => t === 'gameOver')).toHaveLength(1);
    expectRejected(fired.state, captain('yellow', { type: 'course', direction: 'N' }), 'game.over');
  });

  it('flag mutualDestruction: both sunk at once is a draw (or the firing team wins / loses)', () => {
    const both = (rule: 'draw' | 'firingTeamWins' | 'firingTeamLoses') => {
      let state = armed(startGame({ ...RT, blue: 'H8', yellow: 'H10', flags: { mutualDestruction: rule } }), 'blue');
      state = withSub(state, 'yellow', { damage: 3 });
      state = withSub(state, 'blue', { damage: 3 });
      return ok(state, captain('blue', { type: 'torpedo', cell: cell(state, 'H9') })).state.outcome;
    };
    expect(both('draw')).toEqual({ winner: null, reason: 'mutual' });
    expect(both('firingTeamWins')).toEqual({ winner: 'blue', reason: 'sunk' });
    expect(both('firingTeamLoses')).toEqual({ winner: 'yellow', reason: 'sunk' });
  });

  it('silence: 0–4 cells in a straight line, usual limits, direction never announced', () => {
    let state = armed(startGame({ ...RT, blue: 'H8', yellow: 'B2' }), 'blue');
    state = withSub(state, 'blue', { route: [cell(state, 'H10'), cell(state, 'H9'), cell(state, 'H8')] });
    expectRejected(state, captain('blue', { type: 'silence', direction: 'S', distance: 1 }), 'course.blocked.route');
    expectRejected(state, captain('blue', { type: 'silence', direction: 'N', distance: 5 }), 'silence.distance');
    const silent = ok(state, captain('blue', { type: 'silence', direction: 'N', distance: 3 }));
    expect(silent.state.subs.blue.position).toBe(cell(state, 'H5'));
    expect(silent.state.subs.blue.route.slice(-4)).toEqual(['H8', 'H7', 'H6', 'H5'].map((l) => cell(state, l)));
    const heard = silent.events.filter((e) => e.audience === 'all');
    expect(JSON.stringify(heard)).not.toMatch(/"direction"|"cell"/);
    expect(silent.state.subs.blue.pending).toEqual({ firstMate: true, engineer: 'N' });
  });

  it('flag silenceZeroMarks: a 0-cell silence marks nothing by default', () => {
    const zero = (silenceZeroMarks: boolean) => {
      const state = armed(startGame({ ...RT, blue: 'H8', yellow: 'B2', flags: { silenceZeroMarks } }), 'blue');
      return ok(state, captain('blue', { type: 'silence', direction: 'E', distance: 0 })).state.subs.blue.pending;
    };
    expect(zero(false)).toEqual({ firstMate: false, engineer: null });
    expect(zero(true)).toEqual({ firstMate: true, engineer: 'E' });
  });

  it('flag breakdownOrder: a crossing that completes a circuit and a panel repairs first (or damages first)', () => {
    const layout = sheetFor('realtime');
    const lastWestCentral = layout.slots.findIndex((s) => s.panel === 'W' && s.circuit === 'W');
    const crossed = (layout.panelMask.W | layout.circuitMask.W) & ~(1 << lastWestCentral);
    const run = (breakdownOrder: 'circuitFirst' | 'damageFirst') => {
      let state = startGame({ ...RT, blue: 'H8', yellow: 'B2', flags: { breakdownOrder } });
      state = withSub(state, 'blue', { crossed });
      state = ok(state, captain('blue', { type: 'course', direction: 'W' })).state;
      return ok(state, as('blue', 'engineer', { type: 'cross', slot: lastWestCentral }));
    };
    const repaired = run('circuitFirst');
    expect(repaired.state.subs.blue.damage).toBe(0);
    expect(repaired.events).toContainEqual(expect.objectContaining({ type: 'repaired', circuit: 'W' }));
    expect(repaired.state.subs.blue.crossed).toBe(crossed & ~layout.circuitMask.W);
    const damaged = run('damageFirst');
    expect(damaged.state.subs.blue.damage).toBe(1);
    expect(damaged.state.subs.blue.crossed).toBe(0);
  });

  it('Echo: the Captain sets off a neutral Archer mine once; other maps have no scenario system', () => {
    const echo = startGame({ mode: 'realtime', mapId: 'echo-15', blue: 'A1', yellow: 'O15' });
    const mines = getMap('echo-15')!.archerMines;
    let state = armed(echo, 'blue');
    const fired = ok(state, captain('blue', { type: 'scenario', cell: mines[0]! }));
    expect(fired.events).toContainEqual(expect.objectContaining({ type: 'archerMine', cell: mines[0], audience: 'all' }));
    expect(fired.state.subs.blue.gauges.scenario).toBe(0);
    state = armed(withSub(fired.state, 'blue', { lastWasSystem: false }), 'blue');
    expectRejected(state, captain('blue', { type: 'scenario', cell: mines[0]! }), 'target.no-archer');
    const plain = armed(startGame({ ...RT, blue: 'H8', yellow: 'B2' }), 'blue');
    expectRejected(plain, captain('blue', { type: 'scenario', cell: 0 }), 'system.unavailable');
  });
});
