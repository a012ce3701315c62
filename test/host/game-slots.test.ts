/**
 * Issue 19.5: one socket created a game, took a seat, filled it with bots, started and left, 50
 * times in 15 s. Every createGame then answered lobby.too-many-games, also after a restart, and
 * `npm run host -- --scenario alpha` on that data folder refused to start.
 *
 * Now a game with no person connected is suspended: it does not count toward the host's limit and
 * its bots wait; a player who comes back with its token resumes it. A device's unfinished games are
 * capped, and a restart never fails because of old games.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { HostCode, HostMessageOf } from '../../shared/protocol';
import { LOOPBACK_COMPUTERS } from './support/computers';
import { spawnHost, startTestHost, tempDir, type SpawnedHost, type TestHost } from './support/hosts';
import { TestClient } from './support/test-client';

// Real time (bots act without waiting for a turn) needs four players: two seats per crew.
const SOLO = { mode: 'realtime', mapId: 'alpha-15', crews: { blue: 2, yellow: 2 } } as const;
const HELM = ['captain', 'firstMate', 'engineer'] as const;

const hosts: TestHost[] = [];
const sockets: TestClient[] = [];
const procs: SpawnedHost[] = [];
afterEach(async () => {
  await Promise.all(sockets.splice(0).map((c) => c.terminate()));
  await Promise.all(hosts.splice(0).map((h) => h.close()));
  for (const p of procs.splice(0)) {
    if (p.proc.exitCode === null && p.proc.signalCode === null) p.proc.kill('SIGKILL');
    await p.exited;
  }
});

async function connect(url: string, name: string, localAddress?: string): Promise<TestClient> {
  const client = await TestClient.connect(url, { name, ...(localAddress ? { localAddress } : {}) });
  sockets.push(client);
  await client.hello();
  return client;
}

/** The flooder's cycle: create, take a blue seat, bots for the others, ready, start, place. Its next create leaves the game. */
async function playAndLeave(flooder: TestClient): Promise<{ code: string; token: string; gameId: string } | HostCode> {
  flooder.send({ type: 'createGame', settings: SOLO });
  const answer = await flooder.nextWhere((m) => m.type === 'joined' || (m.type === 'error' && m.inReplyTo === 'createGame'), 'create answer');
  if (answer.type === 'error') return answer.code;
  const joined = answer as HostMessageOf<'joined'>;
  flooder.send({ type: 'takeSeat', team: 'blue', roles: [...HELM] });
  flooder.send({ type: 'addBot', team: 'blue', roles: ['radioOperator'], level: 1 });
  flooder.send({ type: 'addBot', team: 'yellow', roles: [...HELM], level: 1 });
  flooder.send({ type: 'addBot', team: 'yellow', roles: ['radioOperator'], level: 1 });
  flooder.send({ type: 'ready', ready: true });
  await flooder.next('lobby', (l) => l.code === joined.code && l.blocker === null);
  flooder.send({ type: 'start' });
  await flooder.next('state', (s) => s.gameId === joined.gameId && s.full);
  // Place the sub (the first cell the engine takes), so that the real-time game is under way.
  for (let cell = 0; cell < 225; cell++) if ((await flooder.act({ type: 'place', role: 'captain', cell })).type === 'accepted') break;
  flooder.drain();
  return { code: joined.code, token: joined.token, gameId: joined.gameId };
}

const logSize = (host: TestHost, gameId: string) => fs.statSync(path.join(host.dataDir, 'games', `${gameId}.jsonl`)).size;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('game slots (19.5)', () => {
  it('games nobody is connected to do not take the slots; their bots wait; a returning player resumes one', async () => {
    // Ana plays on another computer (127.0.0.2): the flooder's fair share of slots is not hers (issue 28.1).
    const host = await startTestHost({ ...LOOPBACK_COMPUTERS, botPaceMs: 0, limits: { maxGames: 3 } });
    hosts.push(host);
    const flooder = await connect(host.url, 'Flood');
    const games: { code: string; token: string; gameId: string }[] = [];
    for (let i = 0; i < 5; i++) {
      const game = await playAndLeave(flooder);
      if (typeof game === 'string') throw new Error(`cycle ${i}: ${game}`);
      games.push(game);
    }
    // The flooder now sits in the last game; the other four have nobody.
    const ana = await connect(host.url, 'Ana', '127.0.0.2');
    await ana.create({ mode: 'turn', mapId: 'alpha-10' });
    expect(host.host.games().filter((g) => g.phase === 'playing').length).toBe(5);

    // Suspended: the first game's bot does not play on alone (real time, no pause).
    const first = games[0]!;
    const before = logSize(host, first.gameId);
    await sleep(400);
    expect(logSize(host, first.gameId)).toBe(before);

    // Its player comes back with the token: the bot plays again.
    const back = await connect(host.url, 'Flood');
    await back.join(first.code, first.token);
    await expect.poll(() => logSize(host, first.gameId), { timeout: 20_000 }).toBeGreaterThan(before);
  }, 120_000);

  it('a game left alone long enough leaves memory (its code kept); its player comes back to it with the token', async () => {
    const host = await startTestHost({ botPaceMs: 0, limits: { idleRoomMs: 100, sweepMs: 25 } });
    hosts.push(host);
    const flooder = await connect(host.url, 'Flood');
    const game = await playAndLeave(flooder);
    if (typeof game === 'string') throw new Error(game);
    await flooder.close();
    await expect.poll(() => host.host.games().some((g) => g.code === game.code), { timeout: 20_000 }).toBe(false);
    const size = logSize(host, game.gameId);
    const back = await connect(host.url, 'Flood');
    const joined = await back.join(game.code, game.token);
    expect(joined.resumed).toBe(true);
    const state = await back.next('state', (s) => s.full);
    expect(state.view.phase).not.toBe('over');
    await expect.poll(() => logSize(host, game.gameId), { timeout: 20_000 }).toBeGreaterThan(size);
  }, 120_000);

  it("a device's unfinished games are capped (lobby.device-games)", async () => {
    const host = await startTestHost({ botPaceMs: 0, limits: { gamesPerAddress: 2 } });
    hosts.push(host);
    const flooder = await connect(host.url, 'Flood');
    expect(typeof (await playAndLeave(flooder))).toBe('object');
    expect(typeof (await playAndLeave(flooder))).toBe('object');
    expect(await playAndLeave(flooder)).toBe('lobby.device-games');
  }, 120_000);

  it('`npm run host -- --scenario alpha` starts on a data folder holding the limit of abandoned games', async () => {
    const dataDir = tempDir();
    const host = await startTestHost({ dataDir, botPaceMs: 0, limits: { maxGames: 4, gamesPerAddress: 100 } });
    hosts.push(host);
    const flooder = await connect(host.url, 'Flood');
    for (let i = 0; i < 6; i++) expect(typeof (await playAndLeave(flooder))).toBe('object');
    await flooder.terminate();
    await host.close();
    hosts.splice(0);

    // A restart with the same limit: every old game is suspended, a new one is made.
    const again = await startTestHost({ dataDir, botPaceMs: 0, limits: { maxGames: 4 } });
    hosts.push(again);
    expect(again.host.games().filter((g) => g.phase === 'playing').length).toBe(6);
    expect(() => again.host.createGame({ mode: 'turn', mapId: 'alpha-10' })).not.toThrow();
    const bea = await connect(again.url, 'Bea');
    await bea.create({ mode: 'turn', mapId: 'alpha-10' });
    await again.close();
    hosts.splice(0);

    // The CLI with a forced scenario game on that folder starts and lists it.
    const cli = await spawnHost(['--bind', '127.0.0.1', '--port', '0', '--data', dataDir, '--no-discovery', '--scenario', 'alpha']);
    procs.push(cli);
    expect(cli.output()).toMatch(/Game [A-Z]{4} — .*\(lobby\)/);
  }, 180_000);
});
