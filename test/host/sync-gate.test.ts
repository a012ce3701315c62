/**
 * The sync gate (issue 28, p99 tail): the logs of games only bots play share one fdatasync slot in the
 * thread pool, people's games keep the others, and a log waiting for its slot keeps writing, its
 * waiting lines sharing the sync it gets. The disk is simulated: its syncs are held until released,
 * so the tests see how many the host started at once.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { GameStore, NODE_LOG_FS, type GameHeader, type LogFs } from '../../electron/host/store';
import { SyncGate, type SyncLane } from '../../electron/host/sync-gate';
import { Hub } from '../../electron/host/hub';
import type { GameRoom, MemberSink } from '../../electron/host/game-room';
import { tempDir } from './support/hosts';
import { sleep, until } from '../support/until';

/** node:fs whose fdatasyncs wait until `release` (in order), counting how many were asked for at once. */
class HeldDisk implements LogFs {
  private readonly held: (() => void)[] = [];
  asked = 0;
  maxAtOnce = 0;
  writeSync(fd: number, buffer: Buffer, offset: number, length: number): number {
    return NODE_LOG_FS.writeSync(fd, buffer, offset, length);
  }
  fdatasyncSync(fd: number): void {
    NODE_LOG_FS.fdatasyncSync(fd);
  }
  fdatasync(fd: number, done: (error: NodeJS.ErrnoException | null) => void): void {
    this.asked++;
    this.held.push(() => NODE_LOG_FS.fdatasync(fd, done));
    this.maxAtOnce = Math.max(this.maxAtOnce, this.held.length);
  }
  ftruncateSync(fd: number, length: number): void {
    NODE_LOG_FS.ftruncateSync(fd, length);
  }
  fstatSync(fd: number): { size: number } {
    return NODE_LOG_FS.fstatSync(fd);
  }
  syncDir(_dir: string, done: () => void): void {
    done();
  }
  get waiting(): number {
    return this.held.length;
  }
  /** The oldest held sync runs. */
  releaseOne(): void {
    this.held.shift()?.();
  }
}

const header = (id: string): GameHeader => ({
  t: 'game',
  format: 1,
  id,
  code: id.toUpperCase(),
  createdAt: 0,
  settings: { mode: 'turn', mapId: 'alpha-10' } as GameHeader['settings'],
  seed: 1,
  options: { openSpectator: false },
  creator: null,
});


const stores: GameStore[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) for (const id of ['b1', 'b2', 'b3', 'b4', 'p1', 'p2']) store.closeLog(id);
});

/** A store whose logs' lanes are fixed by id: `b…` bots, `p…` people; the headers are durable. */
async function storeWith(disk: HeldDisk, ids: readonly string[]) {
  const store = new GameStore(tempDir(), disk);
  stores.push(store);
  const logs = ids.map((id) => {
    const log = store.create(header(id));
    log.lane = (): SyncLane => (id.startsWith('b') ? 'bots' : 'people');
    return log;
  });
  // The headers' first syncs: let each through as it is asked for.
  while (logs.some((log) => log.unsyncedUpTo() !== 0)) {
    disk.releaseOne();
    await sleep(2);
  }
  disk.asked = 0;
  disk.maxAtOnce = 0;
  return logs;
}

describe('the sync gate', () => {
  it('bot-only games sync one at a time; a people game’s sync starts at once beside them', async () => {
    const disk = new HeldDisk();
    const [b1, b2, b3, b4, p1] = await storeWith(disk, ['b1', 'b2', 'b3', 'b4', 'p1']);
    for (const log of [b1!, b2!, b3!, b4!]) log.append({ t: 'start' });
    // Without the gate all four would be in the thread pool now.
    expect(disk.asked).toBe(1);
    p1!.append({ t: 'start' });
    expect(disk.asked).toBe(2);
    // The held bot syncs go through one after the other; every log ends durable.
    const logs = [b1!, b2!, b3!, b4!, p1!];
    while (logs.some((log) => log.unsyncedUpTo() !== 0)) {
      disk.releaseOne();
      await sleep(5);
    }
    expect(disk.asked).toBe(5);
    expect(disk.maxAtOnce).toBe(2);
  });

  it('lines a bot game writes while it waits for its slot share the one sync it gets', async () => {
    const disk = new HeldDisk();
    const [b1, b2] = await storeWith(disk, ['b1', 'b2']);
    b1!.append({ t: 'start' });
    for (let i = 0; i < 4; i++) b2!.append({ t: 'ready', member: 'm1', ready: i % 2 === 0 });
    expect(disk.asked).toBe(1);
    disk.releaseOne();
    await until(() => disk.waiting === 1);
    disk.releaseOne();
    await until(() => b2!.unsyncedUpTo() === 0);
    expect(b2!.syncStats.lines - 1).toBe(4); // its header's sync, then one for the four lines
    expect(b2!.syncStats.syncs).toBe(2);
  });

  it('people’s syncs start at once; a bot game’s waits while its lane is busy or `total` syncs run', () => {
    const gate = new SyncGate({ total: 2, bots: 1 });
    const order: string[] = [];
    const leaves = new Map<string, () => void>();
    const run = (name: string) => (leave: () => void) => {
      order.push(name);
      leaves.set(name, leave);
    };
    gate.enter('bots', run('b1'));
    gate.enter('bots', run('b2'));
    expect(order).toEqual(['b1']); // one bot sync at a time
    gate.enter('people', run('p1'));
    gate.enter('people', run('p2'));
    expect(order).toEqual(['b1', 'p1', 'p2']); // people never wait, even past `total`
    leaves.get('b1')!();
    expect(order).toEqual(['b1', 'p1', 'p2']); // 2 syncs run: b2 leaves the threads to the people
    leaves.get('p1')!();
    expect(order).toEqual(['b1', 'p1', 'p2', 'b2']);
    leaves.get('p1')!(); // a second leave is ignored
    expect(gate.inFlight).toEqual({ people: 1, bots: 1 });
  });

  it('a game is in the bots’ lane only once it plays with no person in a seat', () => {
    const hub = new Hub({
      store: new GameStore(tempDir()),
      serverName: 'test',
      ctx: { now: () => Date.now(), botPaceMs: 60_000, limits: { maxMembers: 64, takeoverAfterMs: 60_000 }, joinUrls: () => [], report: () => {} },
      maxGames: 10,
      allowOpenSpectator: false,
      seed: () => 1,
      keepFinishedMs: 0,
    });
    try {
      const sink: MemberSink = { deliver: () => {}, detached: () => {} };
      // Made by Ana (its first member, 'm1'), as a bot game is made from a client.
      const room = hub.createGame({ mode: 'turn', mapId: 'alpha-15', crews: { blue: 1, yellow: 1 } }, {}, 'm1', false) as GameRoom;
      const owner = (room.join(sink, 'Ana', undefined) as { memberId: string }).memberId;
      expect(owner).toBe('m1');
      const core = (room as unknown as { core: { syncLane(): SyncLane } }).core;
      const all = ['captain', 'firstMate', 'engineer', 'radioOperator'] as const;
      expect(room.addBot(owner, 'blue', [...all], 1)).toBeNull();
      expect(room.addBot(owner, 'yellow', [...all], 1)).toBeNull();
      expect(core.syncLane()).toBe('people'); // the lobby: a person clicks there
      expect(room.start(owner)).toBeNull();
      expect(core.syncLane()).toBe('bots'); // Ana only watches

      const played = hub.createGame({ mode: 'turn', mapId: 'alpha-15', crews: { blue: 1, yellow: 1 } }, {}, 'm1', false) as GameRoom;
      const ben = (played.join(sink, 'Ben', undefined) as { memberId: string }).memberId;
      expect(played.takeSeat(ben, 'blue', [...all])).toBeNull();
      expect(played.ready(ben, true)).toBeNull();
      expect(played.addBot(ben, 'yellow', [...all], 1)).toBeNull();
      expect(played.start(ben)).toBeNull();
      expect((played as unknown as { core: { syncLane(): SyncLane } }).core.syncLane()).toBe('people');
    } finally {
      hub.close();
    }
  });
});
