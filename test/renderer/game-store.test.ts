import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import { computed, nextTick } from 'vue';
import { crewSeat, eventsFor, viewFor } from '../../shared/engine';
import type { GameEvent } from '../../shared/engine/events';
import { useGameStore } from '../../renderer/stores/game';
import { share } from '../../renderer/stores/share';
import { captain, ok, startGame } from '../support/engine-harness';

const RT = { mode: 'realtime', mapId: 'training-15' } as const;
/** A view as the socket delivers it: a fresh object parsed from JSON. */
const wire = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('structural sharing of what the host sends', () => {
  it('returns the previous object for equal data, and keeps every unchanged part of changed data', () => {
    const before = { a: { b: [1, 2, { c: 'x' }] }, d: [{ e: 1 }, { e: 2 }], f: null };
    expect(share(before, wire(before))).toBe(before);
    const next = wire(before);
    next.d[1]!.e = 3;
    const shared = share(before, next);
    expect(shared).toEqual(next);
    expect(shared).not.toBe(before);
    expect(shared.a).toBe(before.a);
    expect(shared.d[0]).toBe(before.d[0]);
    expect(shared.d[1]).not.toBe(before.d[1]);
  });

  it('sees added, removed and retyped parts as changes', () => {
    expect(share({ a: 1 }, { a: 1, b: undefined })).toEqual({ a: 1, b: undefined });
    expect(share({ a: 1, b: 2 }, { a: 1 })).toEqual({ a: 1 });
    expect(share([1, 2], [1, 2, 3])).toEqual([1, 2, 3]);
    expect(share({ 0: 1 }, [1])).toEqual([1]);
    expect(share([1], { 0: 1 })).toEqual({ 0: 1 });
    expect(share(null, { a: 1 })).toEqual({ a: 1 });
  });
});

describe('the game store receiving states', () => {
  beforeEach(() => setActivePinia(createPinia()));

  const game0 = startGame({ ...RT, blue: 'H8', yellow: 'B2' });
  const moved = ok(game0, captain('blue', { type: 'course', direction: 'N' }));
  const seat = crewSeat('yellow');

  it('a state equal to the last one re-runs nothing that reads the view', () => {
    const game = useGameStore();
    let runs = 0;
    const route = computed(() => (runs++, game.view?.own?.route));
    game.receive(wire(viewFor(game0, seat)), [], true);
    expect(route.value).toBeDefined();
    const first = game.view;
    game.receive(wire(viewFor(game0, seat)), [], false);
    expect(game.view).toBe(first);
    expect(route.value).toBeDefined();
    expect(runs).toBe(1);
    expect(game.updates).toBe(2);
  });

  it('a changed state shows the change and keeps the unchanged parts; the log only grows when something was heard', () => {
    const game = useGameStore();
    game.receive(wire(viewFor(game0, seat)), [], true);
    const before = game.view!;
    const log = game.events;
    game.receive(wire(viewFor(moved.state, seat)), [], false);
    expect(game.events).toBe(log);
    const heard = eventsFor(moved.events, seat);
    expect(heard.length).toBeGreaterThan(0);
    game.receive(wire(viewFor(moved.state, seat)), heard, false);
    expect(game.events).toEqual(heard);
    expect(game.view).toEqual(viewFor(moved.state, seat));
    expect(game.view!.settings).toBe(before.settings);
  });

  it('announces what was heard after the screen has the new state', async () => {
    const game = useGameStore();
    game.receive(wire(viewFor(game0, seat)), [], true);
    const calls: { heard: readonly GameEvent[]; updates: number }[] = [];
    game.onAnnouncements((heard) => calls.push({ heard, updates: game.updates }));
    const heard = eventsFor(moved.events, seat);
    game.receive(wire(viewFor(moved.state, seat)), heard, false);
    expect(calls).toEqual([]);
    await nextTick();
    expect(calls).toEqual([{ heard, updates: 2 }]);
    game.receive(wire(viewFor(moved.state, seat)), [], false);
    await nextTick();
    expect(calls).toHaveLength(1);
  });
});
