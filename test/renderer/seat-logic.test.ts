import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../shared/engine/events';
import { crewSeat, eventsFor, getMap, sheetFor, viewFor } from '../../shared/engine';
import { crossingAdvice } from '../../renderer/engineer/crossing-advice';
import { roleDuties } from '../../renderer/seat/duties';
import { tabAfterDuty } from '../../renderer/seat/follow-duty';
import { buildFeed, feedBuilder, recentBlasts } from '../../renderer/feed/feed';
import { selfHarm } from '../../renderer/seat/self-harm';
import { circuitPath } from '../../renderer/engineer/sheet-geometry';
import { createTestI18n as createRumboI18n } from '../../renderer/i18n/all';
import { armed, as, captain, cell, ok, startGame, withSub } from '../support/engine-harness';

const RT = { mode: 'realtime', mapId: 'training-15' } as const;
const t = createRumboI18n('en').global.t as (key: string, values?: Record<string, unknown>) => string;

describe('the seat feed', () => {
  it('tells a torpedo as one line: where, our result first with its damage, then the enemy’s', () => {
    const state = armed(startGame({ ...RT, blue: 'H8', yellow: 'H6' }), 'blue');
    const fired = ok(state, captain('blue', { type: 'torpedo', cell: cell(state, 'H7') }));
    const map = getMap('training-15')!;
    const heard = eventsFor(fired.events, crewSeat('yellow'));
    const feed = buildFeed(t, map, heard, 'yellow');
    const line = feed.find((f) => f.blastCell !== null)!;
    expect(line.text).toBe('Blue torpedo at H7: indirect hit on us, 1 damage; indirect hit on Blue, 1 damage');
    expect(line.tone).toBe('alert');
    expect(recentBlasts(feed)).toEqual([{ id: line.id, cell: cell(state, 'H7') }]);
  });

  it('names a breakdown as the cause of damage, marks each turn, and skips bookkeeping the sheets already show', () => {
    const map = getMap('training-15')!;
    const feed = buildFeed(t, map, [
      { type: 'marked', team: 'blue', system: 'mine', ready: false, audience: 'blue' },
      { type: 'damage', team: 'blue', amount: 1, total: 3, cause: 'breakdown', audience: 'all' },
      { type: 'turn', team: 'yellow', extraTurns: 0, audience: 'all' },
      { type: 'course', team: 'yellow', direction: 'N', audience: 'all' },
    ], 'blue');
    expect(feed.map((f) => [f.tone, f.text])).toEqual([
      ['alert', 'Engine room breakdown: 1 damage to us (total 3)'],
      ['turn', expect.stringContaining('Yellow')],
      ['enemy', expect.stringContaining('Yellow')],
    ]);
  });
});

describe('the seat feed as the log grows', () => {
  const map = getMap('training-15')!;
  const state = armed(startGame({ ...RT, blue: 'H8', yellow: 'H6' }), 'blue');
  const fired = ok(state, captain('blue', { type: 'torpedo', cell: cell(state, 'H7') }));
  const torpedo = eventsFor(fired.events, crewSeat('yellow'));
  const log: GameEvent[] = [
    { type: 'course', team: 'yellow', direction: 'N', audience: 'all' },
    { type: 'marked', team: 'yellow', system: 'mine', ready: false, audience: 'yellow' },
    ...torpedo,
    { type: 'damage', team: 'yellow', amount: 1, total: 3, cause: 'breakdown', audience: 'all' },
    { type: 'turn', team: 'blue', extraTurns: 0, audience: 'all' },
    { type: 'course', team: 'blue', direction: 'E', audience: 'all' },
  ];

  it('says what a full rebuild says after every message, however the log was cut into messages', () => {
    for (let cut = 1; cut < log.length; cut++) {
      const feed = feedBuilder();
      // Messages of `cut` events each: a torpedo's blast results may arrive after its line was first said.
      for (let end = cut; end < log.length + cut; end += cut) {
        const heard = log.slice(0, Math.min(end, log.length));
        expect(feed(t, 'en', map, heard, 'yellow')).toEqual(buildFeed(t, map, heard, 'yellow'));
      }
    }
  });

  it('translates only the new lines (and the last one again), and starts over for another language or log', () => {
    let calls = 0;
    const counting = (key: string, values?: Record<string, unknown>) => (calls++, t(key, values));
    const feed = feedBuilder();
    feed(counting, 'en', map, log.slice(0, -1), 'yellow');
    const full = calls;
    calls = 0;
    feed(counting, 'en', map, log, 'yellow');
    expect(calls).toBeLessThan(full / 2);
    calls = 0;
    feed(counting, 'es', map, log, 'yellow');
    expect(calls).toBeGreaterThanOrEqual(full);
    const replaced = [...log.slice(0, 2), { type: 'course', team: 'yellow', direction: 'S', audience: 'all' } as GameEvent, ...log.slice(3)];
    expect(feed(t, 'en', map, replaced, 'yellow')).toEqual(buildFeed(t, map, replaced, 'yellow'));
  });
});

describe('self harm', () => {
  it('warns, from the engine’s own blast, when our torpedo reaches our own cell or next to it', () => {
    const state = armed(startGame({ ...RT, blue: 'H8', yellow: 'B2' }), 'blue');
    const view = viewFor(state, crewSeat('blue', ['captain']));
    expect(selfHarm(view, { type: 'torpedo', cell: cell(state, 'H7') })).toEqual({ distance: 1, damage: 1, sinks: false });
    expect(selfHarm(view, { type: 'torpedo', cell: cell(state, 'H5') })).toBeNull();
    const worn = viewFor(withSub(state, 'blue', { damage: 3 }), crewSeat('blue', ['captain']));
    expect(selfHarm(worn, { type: 'torpedo', cell: cell(state, 'H7') })).toEqual({ distance: 1, damage: 1, sinks: true });
  });

  it('warns when detonating our own mine next to us, and not for one far away', () => {
    const state = startGame({ ...RT, blue: 'H8', yellow: 'B2' });
    const mined = withSub(state, 'blue', { mines: [cell(state, 'H9'), cell(state, 'K12')] });
    const view = viewFor(mined, crewSeat('blue', ['captain']));
    expect(selfHarm(view, { type: 'detonate', cell: cell(state, 'H9') })).toEqual({ distance: 1, damage: 1, sinks: false });
    expect(selfHarm(view, { type: 'detonate', cell: cell(state, 'K12') })).toBeNull();
  });
});

describe('role duties', () => {
  it('says which role the game waits on: the Captain places, then the First Mate marks and the Engineer crosses', () => {
    const state = startGame({ mode: 'turn', mapId: 'training-15', blue: 'H8', yellow: 'B2', first: 'blue' });
    const seat = crewSeat('blue');
    expect(roleDuties(viewFor(state, seat))).toEqual({ captain: 'course', firstMate: null, engineer: null, radioOperator: null });
    const moved = ok(state, captain('blue', { type: 'course', direction: 'W' })).state;
    expect(roleDuties(viewFor(moved, seat))).toMatchObject({ captain: null, firstMate: 'mark', engineer: 'cross' });
  });

  it('owes no course while the crew still marks and crosses for a silence (the turn passed at once, issue 28.3)', () => {
    const state = startGame({ mode: 'turn', mapId: 'training-15', blue: 'H8', yellow: 'B2', first: 'blue' });
    const owing = withSub(state, 'blue', { pending: { firstMate: true, engineer: 'W' } });
    expect(roleDuties(viewFor(owing, crewSeat('blue')))).toMatchObject({ captain: null, firstMate: 'mark', engineer: 'cross' });
  });
});

describe('the tab follows the duty (one player, several roles)', () => {
  const all = ['captain', 'firstMate', 'engineer', 'radioOperator'] as const;
  const state = startGame({ mode: 'turn', mapId: 'training-15', blue: 'H8', yellow: 'B2', first: 'blue' });
  const seat = crewSeat('blue');
  const moved = ok(state, captain('blue', { type: 'course', direction: 'W' })).state;
  const marked = ok(moved, as('blue', 'firstMate', { type: 'mark', system: 'torpedo' })).state;
  const crossed = ok(marked, as('blue', 'engineer', { type: 'cross', slot: sheetFor('turn').slots.findIndex((s) => s.panel === 'W') })).state;
  const duties = (s: typeof state) => roleDuties(viewFor(s, seat));
  const next = (from: typeof state, to: typeof state, shown: (typeof all)[number], roles: readonly (typeof all)[number][] = all) =>
    tabAfterDuty(duties(from), duties(to), shown, roles, viewFor(to, seat));

  it('a turn of a whole crew: course → First Mate, mark → Engineer, cross → back to the Captain for a system or the end of the turn', () => {
    expect(next(state, moved, 'captain')).toBe('firstMate');
    expect(next(moved, marked, 'firstMate')).toBe('engineer');
    expect(next(marked, crossed, 'engineer')).toBe('captain');
  });

  it('never moves a player who is looking elsewhere, holds one role, or had nothing to do on that tab', () => {
    expect(next(state, moved, 'radioOperator')).toBeNull();
    expect(next(state, moved, 'engineer')).toBeNull();
    expect(next(state, moved, 'captain', ['captain'])).toBeNull();
    expect(next(moved, moved, 'firstMate')).toBeNull();
  });

  it('real time: a course owes nothing beforehand, so the Captain tab follows the marks it caused, and only from the Captain tab', () => {
    const rt = startGame({ ...RT, blue: 'H8', yellow: 'B2' });
    const go = ok(rt, captain('blue', { type: 'course', direction: 'W' })).state;
    const rtNext = (shown: (typeof all)[number]) => tabAfterDuty(duties(rt), duties(go), shown, all, viewFor(go, seat));
    expect(rtNext('captain')).toBe('firstMate');
    expect(rtNext('radioOperator')).toBeNull();
  });

  it('a Captain and First Mate seat goes back to the Captain after the mark; the enemy turn leaves the tab alone', () => {
    const pair = crewSeat('blue', ['captain', 'firstMate']);
    const after = viewFor(marked, pair);
    expect(tabAfterDuty(roleDuties(viewFor(moved, pair)), roleDuties(after), 'firstMate', ['captain', 'firstMate'], after)).toBe('captain');
    const yellowTurn = viewFor(ok(crossed, captain('blue', { type: 'endTurn' })).state, pair);
    expect(tabAfterDuty({ ...roleDuties(yellowTurn), firstMate: 'mark' }, roleDuties(yellowTurn), 'firstMate', ['captain', 'firstMate'], yellowTurn)).toBeNull();
  });
});

describe('engineer sheet', () => {
  const layout = sheetFor('realtime');
  it('tells safe, breaks, repairs and damage apart from the engine’s crossSlot', () => {
    const westWeapon = layout.slots.findIndex((s) => s.panel === 'W' && s.type === 'weapon');
    const westRadiation = layout.slots.findIndex((s) => s.panel === 'W' && s.type === 'radiation');
    expect(crossingAdvice(layout, 0, westWeapon, 'circuitFirst')).toEqual({ kind: 'breaks', type: 'weapon' });
    expect(crossingAdvice(layout, 0, westRadiation, 'circuitFirst')).toEqual({ kind: 'safe' });
    const circuitW = layout.circuitMask.W & ~(1 << westWeapon);
    expect(crossingAdvice(layout, circuitW, westWeapon, 'circuitFirst')).toEqual({ kind: 'repairs', circuits: ['W'] });
    const allRadiationButOne = layout.typeMask.radiation & ~(1 << westRadiation);
    expect(crossingAdvice(layout, allRadiationButOne, westRadiation, 'circuitFirst')).toEqual({ kind: 'damage' });
  });

  it('draws each circuit through its four symbols', () => {
    for (const circuit of ['W', 'N', 'S'] as const) expect(circuitPath(layout, circuit).match(/V/g)).toHaveLength(4);
  });
});
