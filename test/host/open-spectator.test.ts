/**
 * Issue 19.8: with `--open-spectator` and the game's option on, a seated player's second tab joined
 * as a spectator and saw the enemy sub; and the choice survived a restart without the flag. Now the
 * revealed view goes only to a spectator whose device holds no seat in the game and only while the
 * host runs with the flag; every player sees the option in the lobby before the start.
 *
 * Players connect from 127.0.0.1; a real outsider (another device) from 127.0.0.2.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { PROTOCOL_VERSION, parseHostMessage, type HostMessage, type HostMessageOf } from '../../shared/protocol';
import { LOOPBACK_COMPUTERS } from './support/computers';
import { startTestHost, tempDir, type TestHost } from './support/hosts';
import { seatTable, type Table } from './support/table';
import { TestClient } from './support/test-client';

const SETTINGS = { mode: 'turn', mapId: 'alpha-10', crews: { blue: 1, yellow: 1 } } as const;

const hosts: TestHost[] = [];
const closers: (() => void)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) close();
  await Promise.all(hosts.splice(0).map((h) => h.close()));
});

/** A bare client from another loopback address (another device, as the host sees it). */
async function fromElsewhere(url: string, name: string, localAddress = '127.0.0.2') {
  const ws = new WebSocket(url, { perMessageDeflate: false, localAddress });
  const got: HostMessage[] = [];
  const waiters: { match: (m: HostMessage) => boolean; resolve: (m: HostMessage) => void }[] = [];
  ws.on('message', (data) => {
    const parsed = parseHostMessage(data.toString());
    if (!parsed.ok) return;
    got.push(parsed.message);
    for (const w of [...waiters]) if (w.match(parsed.message)) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve(parsed.message);
    }
  });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  closers.push(() => ws.terminate());
  const next = <T extends HostMessage['type']>(type: T, match: (m: HostMessageOf<T>) => boolean = () => true): Promise<HostMessageOf<T>> => {
    const test = (m: HostMessage) => m.type === type && match(m as HostMessageOf<T>);
    const found = got.find(test);
    if (found) return Promise.resolve(found as HostMessageOf<T>);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${name}: no ${type}`)), 10_000);
      waiters.push({ match: test, resolve: (m) => (clearTimeout(timer), resolve(m as HostMessageOf<T>)) });
    });
  };
  ws.send(JSON.stringify({ type: 'hello', v: PROTOCOL_VERSION, name }));
  await next('welcome');
  return {
    async join(code: string) {
      ws.send(JSON.stringify({ type: 'join', code }));
      await next('joined');
      return next('state', (s) => s.full);
    },
    next,
  };
}

async function spectate(url: string, code: string, name: string): Promise<HostMessageOf<'state'>> {
  const tab = await TestClient.connect(url, { name });
  closers.push(() => void tab.terminate());
  await tab.hello();
  await tab.join(code);
  return tab.next('state', (s) => s.full);
}

describe('open spectator view (19.8)', () => {
  it("reveals both subs to another device's spectator, never to a seated player's second tab", async () => {
    const host = await startTestHost({ ...LOOPBACK_COMPUTERS, allowOpenSpectator: true });
    hosts.push(host);
    const table: Table = await seatTable(host.url, SETTINGS, { openSpectator: true });
    closers.push(() => table.all.forEach((c) => void c.terminate()));
    // Every player saw the option in the lobby before the start.
    expect(table.creator.lastLobby?.options.openSpectator).toBe(true);

    const outsider = await fromElsewhere(host.url, 'Stream');
    expect((await outsider.join(table.code)).view.revealed).not.toBeNull();

    // The blue player opens a second tab (no token: a new member, a spectator) on the same device.
    const second = await spectate(host.url, table.code, 'Blue again');
    expect(second.view.revealed).toBeNull();
    expect(second.view.own).toBeNull();
  }, 60_000);

  it('a device that watched with both subs shown cannot take a seat afterwards (seat.open-viewer)', async () => {
    const host = await startTestHost({ ...LOOPBACK_COMPUTERS, allowOpenSpectator: true });
    hosts.push(host);
    const table: Table = await seatTable(host.url, SETTINGS, { openSpectator: true });
    closers.push(() => table.all.forEach((c) => void c.terminate()));
    const watcher = await TestClient.connect(host.url, { name: 'Stream', localAddress: '127.0.0.3' });
    closers.push(() => void watcher.terminate());
    await watcher.hello();
    await watcher.join(table.code);
    expect((await watcher.next('state', (s) => s.full)).view.revealed).not.toBeNull();
    watcher.send({ type: 'takeSeat', team: 'yellow', roles: ['captain', 'firstMate', 'engineer', 'radioOperator'] });
    expect((await watcher.next('error', (e) => e.inReplyTo === 'takeSeat')).code).toBe('seat.open-viewer');
    // Another tab of that device (a new member) is refused too.
    const again = await TestClient.connect(host.url, { name: 'Stream again', localAddress: '127.0.0.3' });
    closers.push(() => void again.terminate());
    await again.hello();
    await again.join(table.code);
    again.send({ type: 'takeSeat', team: 'blue', roles: ['captain', 'firstMate', 'engineer', 'radioOperator'] });
    expect((await again.next('error', (e) => e.inReplyTo === 'takeSeat')).code).toBe('seat.open-viewer');
  }, 60_000);

  it('the device that watched keeps its mark through a restart and a parked game (issue 28.5): its seat request never reaches the crew', async () => {
    const dataDir = tempDir();
    const host = await startTestHost({ ...LOOPBACK_COMPUTERS, dataDir, allowOpenSpectator: true });
    hosts.push(host);
    const table = await seatTable(host.url, SETTINGS, { openSpectator: true });
    const watcher = await fromElsewhere(host.url, 'Stream', '127.0.0.3');
    expect((await watcher.join(table.code)).view.revealed).not.toBeNull();
    const log = fs.readFileSync(path.join(dataDir, 'games', `${table.creator.lastLobby!.gameId}.jsonl`), 'utf8');
    expect(log).toContain('{"t":"openViewer","address":"127.0.0.3"}');
    for (const c of table.all) await c.terminate();
    await host.close();
    hosts.splice(0);

    // Restarted, then left alone until the game is parked, then loaded again by a player coming back.
    const again = await startTestHost({ ...LOOPBACK_COMPUTERS, dataDir, allowOpenSpectator: true, limits: { idleRoomMs: 100, sweepMs: 25 } });
    hosts.push(again);
    await expect.poll(() => again.host.games().some((g) => g.code === table.code), { timeout: 20_000 }).toBe(false);
    const blue = table.seated.find((s) => s.seat.team === 'blue')!.client;
    const back = await TestClient.connect(again.url, { name: blue.name, keepLog: true });
    closers.push(() => void back.terminate());
    await back.hello();
    await back.join(table.code, blue.token);
    // The watching device comes back as a new member and asks for a seat: refused by the host, no request.
    const device = await TestClient.connect(again.url, { name: 'Stream anew', localAddress: '127.0.0.3' });
    closers.push(() => void device.terminate());
    await device.hello();
    await device.join(table.code);
    device.send({ type: 'takeSeat', team: 'blue', roles: ['captain', 'firstMate', 'engineer', 'radioOperator'] });
    expect((await device.next('error', (e) => e.inReplyTo === 'takeSeat')).code).toBe('seat.open-viewer');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(back.log.some((raw) => raw.includes('"seatRequest"'))).toBe(false);
  }, 60_000);

  it('after a restart nobody is revealed until every player has been seen again (one might be on this device)', async () => {
    const dataDir = tempDir();
    const host = await startTestHost({ ...LOOPBACK_COMPUTERS, dataDir, allowOpenSpectator: true });
    hosts.push(host);
    const table = await seatTable(host.url, SETTINGS, { openSpectator: true });
    for (const c of table.all) await c.terminate();
    await host.close();
    hosts.splice(0);

    const again = await startTestHost({ ...LOOPBACK_COMPUTERS, dataDir, allowOpenSpectator: true });
    hosts.push(again);
    // A spectator on the blue player's own device, before the blue player's tab is back.
    const early = await fromElsewhere(again.url, 'Early', '127.0.0.1');
    expect((await early.join(table.code)).view.revealed).toBeNull();
    // The players come back; a spectator on another device is revealed again.
    for (const { client } of table.seated) {
      const back = await TestClient.connect(again.url, { name: client.name });
      closers.push(() => void back.terminate());
      await back.hello();
      await back.join(table.code, client.token);
    }
    const outsider = await fromElsewhere(again.url, 'Stream');
    expect((await outsider.join(table.code)).view.revealed).not.toBeNull();
  }, 60_000);

  it('a restart without --open-spectator reveals nothing, and the lobby says so', async () => {
    const dataDir = tempDir();
    const host = await startTestHost({ ...LOOPBACK_COMPUTERS, dataDir, allowOpenSpectator: true });
    hosts.push(host);
    const table = await seatTable(host.url, SETTINGS, { openSpectator: true });
    for (const c of table.all) await c.terminate();
    await host.close();
    hosts.splice(0);

    const again = await startTestHost({ ...LOOPBACK_COMPUTERS, dataDir });
    hosts.push(again);
    const outsider = await fromElsewhere(again.url, 'Stream');
    const state = await outsider.join(table.code);
    expect(state.view.revealed).toBeNull();
    const lobby = await outsider.next('lobby');
    expect(lobby.options.openSpectator).toBe(false);
  }, 60_000);
});
