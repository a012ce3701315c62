/**
 * Issue 19.10 (last point): lobby clicks grew a game's log by ~40 KiB/s with no cap while the
 * flooder stayed connected. Each device now has a budget of log bytes per game (lobby-budget.ts);
 * past it a click is refused with lobby.click-limit and nothing is written. Real host, real sockets.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION, type ClientMessage } from '../../shared/protocol';
import { startTestHost, type TestHost } from './support/hosts';
import { TestClient } from './support/test-client';

const BUDGET = { lobbyBytesBurst: 2048, lobbyBytesPerSecond: 1, lobbyBytesPerMember: 4096, lobbyBytesPerGame: 8192 };
/** The longest line a click writes (a rename's member line with its token hash), for the last click that crosses the line. */
const LINE = 200;

const hosts: TestHost[] = [];
const sockets: TestClient[] = [];
afterEach(async () => {
  await Promise.all(sockets.splice(0).map((c) => c.terminate()));
  await Promise.all(hosts.splice(0).map((h) => h.close()));
});

async function connect(url: string, name: string): Promise<TestClient> {
  const client = await TestClient.connect(url, { name });
  sockets.push(client);
  await client.hello();
  return client;
}

const size = (host: TestHost, gameId: string) => fs.statSync(path.join(host.dataDir, 'games', `${gameId}.jsonl`)).size;

/** Sends everything, then waits for every answer (a pong would not do: it does not wait for the disk). */
async function flood(client: TestClient, messages: readonly ClientMessage[]): Promise<void> {
  for (const message of messages) client.send(message);
  await client.settle(60_000);
}

describe('lobby clicks and the log (19.10)', () => {
  it('a flooder toggling seats, ready and its name cannot grow the log past its budget', async () => {
    const host = await startTestHost({ limits: BUDGET });
    hosts.push(host);
    const ana = await connect(host.url, 'Ana');
    const { gameId, code } = await ana.create({ mode: 'turn', mapId: 'alpha-10' });
    const eve = await connect(host.url, 'Eve');
    await eve.join(code);
    const start = size(host, gameId);
    const clicks: ClientMessage[] = [];
    for (let i = 0; i < 150; i++) {
      clicks.push({ type: 'takeSeat', team: 'yellow', roles: ['radioOperator'] });
      clicks.push({ type: 'ready', ready: true });
      clicks.push({ type: 'ready', ready: false });
      clicks.push({ type: 'leaveSeat' });
      clicks.push({ type: 'rename', name: `Eve ${i}` });
    }
    await flood(eve, clicks);
    const grown = size(host, gameId) - start;
    // 750 clicks would have written ~45 KB.
    expect(grown).toBeGreaterThan(BUDGET.lobbyBytesBurst - LINE);
    expect(grown).toBeLessThanOrEqual(BUDGET.lobbyBytesPerMember + LINE);
    const refused = eve.drain().flatMap((m) => (m.type === 'error' ? [m.code] : []));
    expect(refused).toContain('lobby.click-limit');
    expect(new Set(refused)).toEqual(new Set(['lobby.click-limit']));
  }, 120_000);

  it('rejoining under new names cannot grow it either, and the player still gets back in', async () => {
    const host = await startTestHost({ limits: BUDGET });
    hosts.push(host);
    const ana = await connect(host.url, 'Ana');
    const { gameId, code } = await ana.create({ mode: 'turn', mapId: 'alpha-10' });
    const eve = await connect(host.url, 'Eve');
    const { token } = await eve.join(code);
    const start = size(host, gameId);
    const messages: ClientMessage[] = [];
    for (let i = 0; i < 100; i++) {
      messages.push({ type: 'hello', v: PROTOCOL_VERSION, name: `Eve ${i}` });
      messages.push({ type: 'join', code, token });
    }
    await flood(eve, messages);
    expect(size(host, gameId) - start).toBeLessThanOrEqual(BUDGET.lobbyBytesPerMember + LINE);
    const joins = eve.drain().filter((m) => m.type === 'joined').length;
    expect(joins).toBe(100);
  }, 120_000);
});
