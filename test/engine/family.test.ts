import { describe, expect, it } from 'vitest';
import { getMap, sectorOf } from '../../shared/engine';
import { as, captain, cell, expectRejected, ok, startGame, withSub } from '../support/engine-harness';

const FAMILY = { edition: 'family', mode: 'turn', mapId: 'open-waters' } as const;

function seaCells(...labels: string[]) {
  const map = getMap('open-waters')!;
  return labels.every((l) => {
    const c = l.charCodeAt(0) - 65 + (Number(l.slice(1)) - 1) * map.width;
    return map.island[c] === false;
  });
}

describe('Captain Sonar Family', () => {
  it('uses sea cells the tests rely on', () => {
    expect(seaCells('B2', 'C2', 'D2', 'B3', 'C3', 'D4', 'H8', 'H7', 'I8')).toBe(true);
  });

  it('one action per turn: a move gains 1 energy (max 4) and passes the turn', () => {
    let state = startGame({ ...FAMILY, blue: 'C3', yellow: 'H8', first: 'blue' });
    const moved = ok(state, captain('blue', { type: 'course', direction: 'W' }));
    expect(moved.state.subs.blue.energy).toBe(1);
    expect(moved.state.turn!.team).toBe('yellow');
    expect(moved.events).toContainEqual(expect.objectContaining({ type: 'course', direction: 'W', audience: 'all' }));
    state = withSub(state, 'blue', { energy: 4 });
    expect(ok(state, captain('blue', { type: 'course', direction: 'W' })).state.subs.blue.energy).toBe(4);
  });

  it('the same movement limits: no island, no own path', () => {
    let state = startGame({ ...FAMILY, blue: 'C3', yellow: 'H8', first: 'blue' });
    state = withSub(state, 'blue', { route: [cell(state, 'C2'), cell(state, 'C3')] });
    expectRejected(state, captain('blue', { type: 'course', direction: 'N' }), 'course.blocked.route');
  });

  it('sonar costs 2: the enemy Captain names his column OR his row, truthfully', () => {
    let state = startGame({ ...FAMILY, blue: 'C3', yellow: 'H8', first: 'blue' });
    expectRejected(state, captain('blue', { type: 'sonar' }), 'system.not-ready.energy');
    state = withSub(state, 'blue', { energy: 3 });
    state = ok(state, captain('blue', { type: 'sonar' })).state;
    expect(state.subs.blue.energy).toBe(1);
    expect(state.turn!.team).toBe('blue');
    expectRejected(state, captain('yellow', { type: 'course', direction: 'N' }), 'turn.not-yours');
    const H = 7;
    expectRejected(state, captain('yellow', { type: 'sonarAnswer', facts: [{ kind: 'column', value: 2 }] }), 'sonar.answer.one-true');
    expectRejected(state, captain('yellow', { type: 'sonarAnswer', facts: [{ kind: 'sector', value: 4 }] }), 'sonar.answer.kinds');
    expectRejected(
      state,
      captain('yellow', { type: 'sonarAnswer', facts: [{ kind: 'column', value: H }, { kind: 'row', value: 0 }] }),
      'sonar.answer.kinds',
    );
    const answered = ok(state, captain('yellow', { type: 'sonarAnswer', facts: [{ kind: 'column', value: H }] }));
    expect(answered.state.turn!.team).toBe('yellow');
  });

  it('silence costs 3 and moves one unannounced cell', () => {
    let state = startGame({ ...FAMILY, blue: 'C3', yellow: 'H8', first: 'blue' });
    state = withSub(state, 'blue', { energy: 3 });
    expectRejected(state, captain('blue', { type: 'silence', direction: 'W', distance: 2 }), 'silence.distance');
    const silent = ok(state, captain('blue', { type: 'silence', direction: 'W', distance: 1 }));
    expect(silent.state.subs.blue.position).toBe(cell(state, 'B3'));
    expect(silent.state.subs.blue.energy).toBe(0);
    expect(JSON.stringify(silent.events.filter((e) => e.audience === 'all'))).not.toMatch(/"direction"|"cell"/);
  });

  it('torpedo costs 4, targets any cell of the own sector, and only the exact cell hits (1 damage)', () => {
    let state = startGame({ ...FAMILY, blue: 'D4', yellow: 'C3', first: 'blue' });
    state = withSub(state, 'blue', { energy: 4 });
    expectRejected(state, captain('blue', { type: 'torpedo', cell: cell(state, 'H8') }), 'target.sector');
    const miss = ok(state, captain('blue', { type: 'torpedo', cell: cell(state, 'C2') }));
    expect(miss.state.subs.yellow.damage).toBe(0);
    expect(miss.events).toContainEqual(expect.objectContaining({ type: 'blast', team: 'yellow', hit: 'none' }));
    const hit = ok(state, captain('blue', { type: 'torpedo', cell: cell(state, 'C3') }));
    expect(hit.state.subs.yellow.damage).toBe(1);
    expect(hit.state.subs.blue.energy).toBe(0);
  });

  it('two damage sink the sub', () => {
    let state = startGame({ ...FAMILY, blue: 'D4', yellow: 'C3', first: 'blue' });
    state = withSub(withSub(state, 'blue', { energy: 4 }), 'yellow', { damage: 1 });
    const sunk = ok(state, captain('blue', { type: 'torpedo', cell: cell(state, 'C3') }));
    expect(sunk.state.outcome).toEqual({ winner: 'blue', reason: 'sunk' });
  });

  it('surfacing names the exact cell and erases the path', () => {
    let state = startGame({ ...FAMILY, blue: 'C3', yellow: 'H8', first: 'blue' });
    state = withSub(state, 'blue', { route: [cell(state, 'B3'), cell(state, 'C3')] });
    const up = ok(state, captain('blue', { type: 'surface' }));
    const map = getMap('open-waters')!;
    expect(up.events).toContainEqual(
      expect.objectContaining({ type: 'surfaced', cell: cell(state, 'C3'), sector: sectorOf(map, cell(state, 'C3')), audience: 'all' }),
    );
    expect(up.state.subs.blue.route).toEqual([cell(state, 'C3')]);
    expect(up.state.turn!.team).toBe('yellow');
  });

  it('blackout forces surfacing: no sonar, silence or torpedo instead', () => {
    let state = startGame({ ...FAMILY, blue: 'B2', yellow: 'H8', first: 'blue' });
    state = withSub(state, 'blue', { energy: 4, route: [cell(state, 'A1'), cell(state, 'A2'), cell(state, 'A3'), cell(state, 'B3'), cell(state, 'C3'), cell(state, 'C2'), cell(state, 'C1'), cell(state, 'B1'), cell(state, 'B2')] });
    expectRejected(state, captain('blue', { type: 'sonar' }), 'blackout.must-surface');
    ok(state, captain('blue', { type: 'surface' }));
  });

  it('has no First Mate, Engineer, STOP or mines', () => {
    const state = startGame({ ...FAMILY, blue: 'C3', yellow: 'H8', first: 'blue' });
    expectRejected(state, as('blue', 'firstMate', { type: 'mark', system: 'mine' }), 'edition.unavailable');
    expectRejected(state, captain('blue', { type: 'mine', cell: cell(state, 'C4') }), 'edition.unavailable');
    expectRejected(state, captain('blue', { type: 'stop' }), 'edition.unavailable');
  });

  it('only crews of 1–2 and only turn-by-turn', async () => {
    const { checkSettings, defaultSettings } = await import('../../shared/engine');
    expect(checkSettings(defaultSettings({ edition: 'family', mode: 'realtime', mapId: 'volcano' }))).toBe('settings.family.turn-only');
    expect(checkSettings(defaultSettings({ edition: 'family', crews: { blue: 3, yellow: 1 } }))).toBe('settings.crew.size');
    expect(checkSettings(defaultSettings({ edition: 'family', mapId: 'alpha-10' }))).toBe('settings.map.wrong-edition');
  });
});
