/**
 * Issue 28, last gaps: the lobby click budget (lobby-budget.ts) charged every member's clicks to its
 * machine and to the game, so watchers on many addresses could use them up and a seated player's own
 * `ready` or rename was refused, the host's own screen's too. Now the host screen is never charged,
 * a player draws only on a budget of its own, and a newcomer's seat request (it writes nothing) is
 * never refused by the budget: it reaches the crew.
 */
import { describe, expect, it } from 'vitest';
import type { HostCode } from '../../shared/protocol';
import type { LobbyBudgetLimits } from '../../electron/host/lobby-budget';
import { nthName } from '../support/distinct-names';
import type { Hub } from '../../electron/host/hub';
import { FakeClient } from './support/fake-client';
import { ALL_ROLES, DUEL, HOST_SCREEN_KEY, memoryHub } from './support/memory-hub';



/** Renames each flooder `times` times, every name new; returns how many renames were refused for the budget. */
function renameFlood(hub: Hub, flooders: readonly FakeClient[], times: number, prefix: string): number {
  flooders.forEach((f, i) => {
    for (let n = 0; n < times; n++) hub.handle(f, { type: 'rename', name: nthName(`${prefix} ${nthName('w', i).slice(2)}`, n) });
  });
  return flooders.flatMap((f) => f.errors()).filter((code) => code === 'lobby.click-limit').length;
}

describe("one machine's watchers share its click budget, however many addresses", () => {
  it('8 loopback aliases, or 8 addresses of one IPv6 /64, together write at most one burst (lobby.click-limit, with the wait); another machine still clicks', () => {
    const budget: LobbyBudgetLimits = { lobbyBytesBurst: 4096, lobbyBytesPerSecond: 64, lobbyBytesPerMember: 64 * 1024, lobbyBytesPerGame: 512 * 1024 };
    const { hub, client, store } = memoryHub({ lobbyBudget: budget });
    const ana = client('Ana', '192.168.1.20');
    hub.handle(ana, { type: 'createGame', settings: DUEL });
    const { code, gameId } = ana.last('joined')!;
    for (const [label, address] of [['alias', (i: number) => `127.0.0.${i + 2}`], ['six', (i: number) => `2001:db8:1:2::${(i + 1).toString(16)}`]] as const) {
      const flood = Array.from({ length: 8 }, (_, i) => client(nthName(label, i), address(i)));
      for (const f of flood) hub.handle(f, { type: 'join', code });
      expect(flood.flatMap((f) => f.errors())).toEqual([]);
      const before = store.logBytes(gameId);
      // 8 × 20 renames of ~100 bytes: four bursts' worth, though each address alone stays within one.
      expect(renameFlood(hub, flood, 20, label)).toBeGreaterThan(0);
      // One burst, plus the line that crossed it.
      expect(store.logBytes(gameId) - before).toBeLessThanOrEqual(budget.lobbyBytesBurst + 200);
      const refusal = flood.map((f) => f.last('error')).find((e) => e?.code === 'lobby.click-limit');
      expect(refusal?.data?.['waitMs']).toBeGreaterThan(0);
    }
    const other = client('Bea', '192.168.1.21');
    hub.handle(other, { type: 'join', code });
    hub.handle(other, { type: 'rename', name: 'Bianca' });
    expect(other.errors()).toEqual([]);
    hub.close();
  });
});

describe('the lobby click budget and the players', () => {
  it("8 loopback aliases renaming in a flood never refuse the host screen's or a hot-seat player's own steps", () => {
    const { hub, client, screen, seatedDuel } = memoryHub();
    const host = screen();
    const { code } = seatedDuel(host);
    // A hot-seat window of the host PC (loopback, one machine with the aliases), not the host screen.
    const hotSeat = client('Hot Seat', '127.0.0.1');
    hub.handle(hotSeat, { type: 'join', code });
    hub.handle(hotSeat, { type: 'takeSeat', team: 'yellow', roles: [...ALL_ROLES] });
    const flood = Array.from({ length: 8 }, (_, i) => client(nthName('alias', i), `127.0.0.${i + 2}`));
    for (const f of flood) hub.handle(f, { type: 'join', code });
    expect(flood.flatMap((f) => f.errors())).toEqual([]);
    // ~100 bytes a rename: 8 × 40 is twice the machine's 16 KiB burst.
    expect(renameFlood(hub, flood, 40, 'flood')).toBeGreaterThan(0);
    for (const player of [host, hotSeat]) {
      hub.handle(player, { type: 'ready', ready: true });
      hub.handle(player, { type: 'ready', ready: false });
      hub.handle(player, { type: 'rename', name: `${player.name!} Two` });
      hub.handle(player, { type: 'ready', ready: true });
      expect(player.errors(), player.name!).toEqual([]);
    }
    hub.handle(host, { type: 'start' });
    expect(host.errors()).toEqual([]);
    // The host screen is never charged, even where it only watches (a second window of it, no seat).
    const watching = client('Host Watching', '127.0.0.1');
    hub.handle(watching, { type: 'hostScreen', key: HOST_SCREEN_KEY });
    hub.handle(watching, { type: 'join', code });
    for (let n = 0; n < 5; n++) hub.handle(watching, { type: 'rename', name: nthName('Host Eye', n) });
    expect(watching.errors()).toEqual([]);
    hub.close();
  });

  it("40 addresses fill the game's budget in a started game: the seated players still rename, a newcomer's request reaches the crew", () => {
    const budget: LobbyBudgetLimits = { lobbyBytesBurst: 2048, lobbyBytesPerSecond: 1, lobbyBytesPerMember: 4096, lobbyBytesPerGame: 32 * 1024 };
    const { hub, client } = memoryHub({ lobbyBudget: budget });
    const blue = client('Blue', '192.168.1.20');
    const yellow = client('Yellow', '192.168.1.21');
    hub.handle(blue, { type: 'createGame', settings: { ...DUEL, crews: { blue: 2, yellow: 1 } } });
    const code = blue.last('joined')!.code;
    hub.handle(yellow, { type: 'join', code });
    hub.handle(blue, { type: 'takeSeat', team: 'blue', roles: ['captain', 'firstMate', 'engineer'] });
    // A bot holds blue's radio seat: the seat a newcomer may ask the crew for.
    hub.handle(blue, { type: 'addBot', team: 'blue', roles: ['radioOperator'], level: 1 });
    hub.handle(yellow, { type: 'takeSeat', team: 'yellow', roles: [...ALL_ROLES] });
    hub.handle(blue, { type: 'ready', ready: true });
    hub.handle(yellow, { type: 'ready', ready: true });
    hub.handle(blue, { type: 'start' });
    expect([...blue.errors(), ...yellow.errors()]).toEqual([]);
    const flood = Array.from({ length: 40 }, (_, i) => client(nthName('spec', i), `10.0.${Math.floor(i / 200)}.${(i % 200) + 10}`));
    for (const f of flood) hub.handle(f, { type: 'join', code });
    expect(flood.flatMap((f) => f.errors())).toEqual([]);
    // 40 × 2 KiB of burst is more than the game's 32 KiB: the last renames meet the game's ceiling.
    renameFlood(hub, flood, 30, 'flood');
    expect(flood.map((f) => f.last('error')?.data?.['scope'])).toContain('game');
    for (const [player, name] of [[blue, 'Azul'], [yellow, 'Giallo']] as const) {
      hub.handle(player, { type: 'rename', name });
      expect(player.errors(), name).toEqual([]);
    }
    const newcomer = client('Nuevo', '192.168.1.30');
    hub.handle(newcomer, { type: 'join', code });
    hub.handle(newcomer, { type: 'takeSeat', team: 'blue', roles: ['radioOperator'] });
    expect(newcomer.errors()).toEqual([]);
    expect(blue.last('seatRequest')).toMatchObject({ from: { name: 'Nuevo' } });
    // The crew lets the newcomer in: the accept is the crew member's own step, never refused.
    hub.handle(blue, { type: 'answerSeatRequest', request: blue.last('seatRequest')!.request, accept: true });
    expect(blue.errors()).toEqual([]);
    hub.close();
  });

  it('one machine joining again and again under new names, each a fresh member, takes a seat and renames: the log grows by its players\' ceiling at most', () => {
    // A member's own ceiling 4 KiB; the machine's players share eight of them (32 KiB); the time between
    // rounds refills every burst, so only the ceilings can stop the machine. Each round writes ~3.5 KiB.
    const budget: LobbyBudgetLimits = { lobbyBytesBurst: 4096, lobbyBytesPerSecond: 64, lobbyBytesPerMember: 4096, lobbyBytesPerGame: 64 * 1024 };
    const { hub, client, store, advance, seatedDuel } = memoryHub({ lobbyBudget: budget });
    const ana = client('Ana', '192.168.1.20');
    const { code, gameId } = seatedDuel(ana);
    const before = store.logBytes(gameId);
    const refused: HostCode[] = [];
    for (let round = 0; round < 40; round++) {
      const again = client(nthName('Again', round), '192.168.1.66');
      hub.handle(again, { type: 'join', code });
      hub.handle(again, { type: 'takeSeat', team: 'yellow', roles: [...ALL_ROLES] });
      for (let n = 0; n < 30; n++) hub.handle(again, { type: 'rename', name: nthName(`Again ${round}`, n) });
      hub.handle(again, { type: 'leaveSeat' });
      refused.push(...again.errors());
      // Gone: the sweep removes a member who left after a minute, so the machine may join again.
      hub.disconnect(again);
      advance(120_000);
      hub.sweep();
    }
    expect(refused).toContain('lobby.click-ceiling');
    // Each round's join, departure and removal are lines no click pays for (~260 bytes); the rest is
    // the players' 32 KiB. Charged to each fresh member alone, the machine wrote ~155 KiB.
    const joins = 40 * 300;
    expect(store.logBytes(gameId) - before).toBeLessThanOrEqual(32 * 1024 + joins);
    // Ana, on another machine, still plays her own steps.
    hub.handle(ana, { type: 'rename', name: 'Anabel' });
    hub.handle(ana, { type: 'ready', ready: true });
    expect(ana.errors()).toEqual([]);
    hub.close();
  });
});
