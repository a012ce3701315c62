/**
 * One device must not be able to fill the host for everyone (issue 11.6), and a flood of lobby
 * clicks must not stall it (11.7). The hub is driven directly with in-memory clients, a counting
 * disk and a clock the test moves; the hot-seat case goes through real sockets on loopback.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NODE_LOG_FS, type LogFs } from '../../electron/host/store';
import { finishedGame } from './support/games';
import { startTestHost, type TestHost } from './support/hosts';
import { bodyOf } from './support/table';
import { TestClient } from './support/test-client';
import { memoryHub } from './support/memory-hub';
import { nthName } from '../support/distinct-names';

/**
 * node:fs, counting fdatasyncs on the event loop (`syncs`) and in the thread pool (`backgroundSyncs`).
 * `inline`: a background sync finishes before it returns, so a hub driven synchronously answers at
 * once; otherwise it is node's, and `syncedBytes` is how much of the file the last finished one covered.
 */
class CountingDisk implements LogFs {
  syncs = 0;
  backgroundSyncs = 0;
  inline = true;
  syncedBytes = 0;
  writeSync(fd: number, buffer: Buffer, offset: number, length: number): number {
    return NODE_LOG_FS.writeSync(fd, buffer, offset, length);
  }
  fdatasyncSync(fd: number): void {
    this.syncs++;
    NODE_LOG_FS.fdatasyncSync(fd);
  }
  fdatasync(fd: number, done: (error: NodeJS.ErrnoException | null) => void): void {
    this.backgroundSyncs++;
    const size = fs.fstatSync(fd).size;
    if (this.inline) {
      NODE_LOG_FS.fdatasyncSync(fd);
      this.syncedBytes = size;
      return done(null);
    }
    NODE_LOG_FS.fdatasync(fd, (error) => {
      if (!error) this.syncedBytes = size;
      done(error);
    });
  }
  ftruncateSync(fd: number, length: number): void {
    NODE_LOG_FS.ftruncateSync(fd, length);
  }
  fstatSync(fd: number): { size: number } {
    return NODE_LOG_FS.fstatSync(fd);
  }
  syncDir(dir: string, done: () => void): void {
    if (!this.inline) return void fs.open(dir, 'r', (error, fd) => (error ? done() : fs.fsync(fd, () => fs.close(fd, done))));
    const fd = fs.openSync(dir, 'r');
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    done();
  }
}

const MINUTE = 60_000;

function setup(options: { idleRoomMs?: number; seed?: string | number } = {}) {
  const disk = new CountingDisk();
  const memory = memoryHub({ ...options, disk });
  return { ...memory, disk, gameFiles: () => fs.readdirSync(path.join(memory.dataDir, 'games')) };
}

let hosts: TestHost[] = [];
const sockets: TestClient[] = [];
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(sockets.splice(0).map((s) => s.terminate()));
  await Promise.all(hosts.map((h) => h.close()));
  hosts = [];
});

describe('creating games', () => {
  it('one connection, then one address, may have a few waiting games; a friend elsewhere still creates one', () => {
    const { hub, client } = setup();
    const flooder = client('flood', '192.168.1.66');
    for (let i = 0; i < 49; i++) hub.handle(flooder, { type: 'createGame' });
    expect(flooder.count('joined')).toBe(2);
    expect(flooder.errors()).toContain('lobby.create-limit');
    const again = client('flood 2', '::ffff:192.168.1.66');
    for (let i = 0; i < 10; i++) hub.handle(again, { type: 'createGame' });
    expect(hub.summaries()).toHaveLength(4);
    const friend = client('friend', '192.168.1.20');
    hub.handle(friend, { type: 'createGame' });
    expect(friend.count('joined')).toBe(1);
  });

  it('a game that starts no longer counts as waiting', () => {
    const { hub, client } = setup();
    const ana = client('Ana', '192.168.1.20');
    for (let i = 0; i < 2; i++) {
      hub.handle(ana, { type: 'createGame', settings: { crews: { blue: 1, yellow: 1 } } });
      hub.handle(ana, { type: 'addBot', team: 'blue', roles: ['captain', 'firstMate', 'engineer', 'radioOperator'], level: 1 });
      hub.handle(ana, { type: 'addBot', team: 'yellow', roles: ['captain', 'firstMate', 'engineer', 'radioOperator'], level: 1 });
      hub.handle(ana, { type: 'start' });
    }
    hub.handle(ana, { type: 'createGame' });
    expect(ana.errors()).toEqual([]);
    expect(ana.count('joined')).toBe(3);
    hub.close();
  });
});

describe('adding members', () => {
  it('one socket cannot add dozens of ghost members, nor one machine; friends still get in', () => {
    const { hub, client } = setup();
    const host = client('Host', '192.168.1.20');
    hub.handle(host, { type: 'createGame' });
    const code = host.last('joined')!.code;
    const ghost = client('ghost', '192.168.1.66');
    for (let i = 0; i < 63; i++) {
      ghost.name = nthName('ghost', i); // each new member needs a name of its own (19.3, 28.5)
      hub.handle(ghost, { type: 'join', code });
    }
    expect(ghost.count('joined')).toBe(4);
    expect(ghost.errors()).toContain('lobby.join-limit');
    const more = Array.from({ length: 40 }, (_, i) => client(nthName('ghost', i), '192.168.1.66'));
    for (const ghost of more) hub.handle(ghost, { type: 'join', code });
    // At most 8 people without a seat from one machine (issue 28.1).
    expect(hub.room(code)!.memberCount).toBe(1 + 8);
    expect(more.at(-1)!.last('error')).toMatchObject({ code: 'lobby.watchers-limit', data: { limit: 8 } });
    for (let i = 0; i < 7; i++) {
      const friend = client(nthName('friend', i), `192.168.1.${30 + i}`);
      hub.handle(friend, { type: 'join', code });
      expect(friend.errors()).toEqual([]);
    }
  });

  it('rejoining with a seat token is never limited', () => {
    const { hub, client } = setup();
    const host = client('Host', '192.168.1.20');
    hub.handle(host, { type: 'createGame' });
    const { code, token } = host.last('joined')!;
    for (let i = 0; i < 30; i++) {
      const back = client('Host', '192.168.1.20');
      hub.handle(back, { type: 'join', code, token });
      expect(back.errors()).toEqual([]);
    }
  });

  it('eight hot-seat windows on the host PC (127.0.0.1) join one game, take every seat and start it', async () => {
    const host = await startTestHost();
    hosts.push(host);
    const windows: TestClient[] = [];
    for (let i = 0; i < 8; i++) {
      const w = await TestClient.connect(host.url, { name: nthName('Window', i) });
      sockets.push(w);
      await w.hello();
      windows.push(w);
    }
    const { code } = await windows[0]!.create({ mode: 'turn', mapId: 'alpha-10' });
    for (const w of windows.slice(1)) await w.join(code);
    const lobby = await windows[0]!.next('lobby', (m) => m.members.length === 8);
    const seats = [...lobby.seats.blue, ...lobby.seats.yellow];
    for (const [i, w] of windows.entries()) {
      w.send({ type: 'takeSeat', team: seats[i]!.team, roles: [...seats[i]!.roles] });
      w.send({ type: 'ready', ready: true });
    }
    await windows[0]!.next('lobby', (m) => m.blocker === null);
    windows[0]!.send({ type: 'start' });
    for (const w of windows) expect((await w.next('state')).view.phase).toBe('placing');
    // …and a ninth and tenth window can still watch.
    for (let i = 0; i < 2; i++) {
      const watcher = await TestClient.connect(host.url, { name: nthName('Watcher', i) });
      sockets.push(watcher);
      await watcher.hello();
      expect((await watcher.join(code)).code).toBe(code);
    }
  });
});

describe('idle and finished games', () => {
  it('a waiting game nobody is connected to expires (its log is deleted); the host\'s own game waits', () => {
    const { hub, client, advance, gameFiles } = setup({ idleRoomMs: 10 * MINUTE });
    const ana = client('Ana', '192.168.1.20');
    hub.handle(ana, { type: 'createGame' });
    const code = ana.last('joined')!.code;
    const own = hub.createGame({}, {}, null);
    expect(gameFiles()).toHaveLength(2);
    hub.disconnect(ana);
    advance(9 * MINUTE);
    hub.sweep();
    expect(hub.room(code)).toBeDefined();
    advance(MINUTE);
    hub.sweep();
    expect(hub.room(code)).toBeUndefined();
    expect(gameFiles()).toHaveLength(1);
    expect('code' in own && hub.room(own.code)).toBeTruthy();
    // A waiting game whose member is connected never expires.
    const bea = client('Bea', '192.168.1.21');
    hub.handle(bea, { type: 'createGame' });
    advance(60 * MINUTE);
    hub.sweep();
    expect(hub.room(bea.last('joined')!.code)).toBeDefined();
    hub.close();
  });

  it('finished games close their files at once and leave memory once nobody watches; their logs stay', () => {
    const settings = { mode: 'turn', mapId: 'alpha-10', crews: { blue: 1, yellow: 1 } } as const;
    const game = finishedGame(settings, 7919, 300);
    const { hub, store, client, advance, gameFiles } = setup({ idleRoomMs: 10 * MINUTE, seed: game.seed });
    const ALL = ['captain', 'firstMate', 'engineer', 'radioOperator'] as const;
    const ids: string[] = [];
    for (let g = 0; g < 3; g++) {
      const blue = client('Blue', `10.0.0.${2 * g + 1}`);
      const yellow = client('Yellow', `10.0.0.${2 * g + 2}`);
      hub.handle(blue, { type: 'createGame', settings });
      const code = blue.last('joined')!.code;
      hub.handle(yellow, { type: 'join', code });
      hub.handle(blue, { type: 'takeSeat', team: 'blue', roles: [...ALL] });
      hub.handle(yellow, { type: 'takeSeat', team: 'yellow', roles: [...ALL] });
      hub.handle(blue, { type: 'ready', ready: true });
      hub.handle(yellow, { type: 'ready', ready: true });
      hub.handle(blue, { type: 'start' });
      let seq = 0;
      for (const command of game.commands) {
        hub.handle(command.team === 'blue' ? blue : yellow, { type: 'command', seq: ++seq, command: bodyOf(command) });
      }
      const room = hub.room(code)!;
      expect(room.phase).toBe('over');
      ids.push(room.id);
      hub.disconnect(blue);
      hub.disconnect(yellow);
    }
    expect(ids.every((id) => store.isOpen(id))).toBe(true);
    const openFds = () => fs.readdirSync('/proc/self/fd').length;
    const fdsBefore = openFds();
    hub.sweep();
    expect(openFds()).toBe(fdsBefore - 3);
    expect(ids.some((id) => store.isOpen(id))).toBe(false);
    expect(hub.summaries()).toHaveLength(3); // still listed: players may look at the end a while
    advance(10 * MINUTE);
    hub.sweep();
    expect(hub.summaries()).toHaveLength(0);
    for (const id of ids) expect(gameFiles()).toContain(`${id}.jsonl`);
    hub.close();
  }, 60_000);
});

describe('a flood of lobby clicks', () => {
  it('costs no fdatasync on the event loop and shares a few batches; a command is durable before its sender hears', async () => {
    const settings = { mode: 'turn', mapId: 'alpha-10', crews: { blue: 1, yellow: 1 } } as const;
    const game = finishedGame(settings, 7919, 300);
    const { hub, disk, client, gameFiles, dataDir } = setup({ seed: game.seed });
    disk.inline = false;
    const until = async (done: () => boolean) => {
      while (!done()) await new Promise((r) => setTimeout(r, 2));
    };
    const ana = client('Ana', '192.168.1.20');
    hub.handle(ana, { type: 'createGame', settings });
    // Nobody hears of the game before its header (and its folder entry) is durable.
    expect(ana.count('joined')).toBe(0);
    await until(() => ana.count('joined') === 1);
    const file = path.join(dataDir, 'games', gameFiles()[0]!);
    expect(disk.syncedBytes).toBe(fs.statSync(file).size);
    const syncsBefore = disk.syncs;
    const batchesBefore = disk.backgroundSyncs;
    for (let i = 0; i < 40; i++) {
      hub.handle(ana, { type: 'takeSeat', team: 'blue', roles: ['captain', 'firstMate', 'engineer', 'radioOperator'] });
      hub.handle(ana, { type: 'ready', ready: i % 2 === 0 });
      hub.handle(ana, { type: 'leaveSeat' });
    }
    expect(disk.syncs).toBe(syncsBefore);
    const lobbiesBefore = ana.count('lobby');
    // The first click's batch is on its way; the 119 others wait for the next one.
    expect(disk.backgroundSyncs - batchesBefore).toBe(1);
    await until(() => disk.syncedBytes === fs.statSync(file).size && ana.count('lobby') > lobbiesBefore);
    expect(disk.backgroundSyncs - batchesBefore).toBeLessThanOrEqual(2);
    expect(ana.errors()).toEqual([]);

    // A command: fdatasync'd (in the thread pool) before the sender hears `accepted`.
    const ALL = ['captain', 'firstMate', 'engineer', 'radioOperator'] as const;
    const bea = client('Bea', '192.168.1.21');
    hub.handle(bea, { type: 'join', code: ana.last('joined')!.code });
    hub.handle(ana, { type: 'takeSeat', team: 'blue', roles: [...ALL] });
    hub.handle(bea, { type: 'takeSeat', team: 'yellow', roles: [...ALL] });
    hub.handle(ana, { type: 'ready', ready: true });
    hub.handle(bea, { type: 'ready', ready: true });
    hub.handle(ana, { type: 'start' });
    await until(() => ana.last('state')?.view.phase === 'placing');
    const first = game.commands[0]!;
    const sender = first.team === 'blue' ? ana : bea;
    let durableWhenAccepted = -1;
    sender.onMessage = (m) => {
      if (m.type === 'accepted') durableWhenAccepted = disk.syncedBytes;
    };
    const syncsBeforeCommand = disk.syncs;
    hub.handle(sender, { type: 'command', seq: 1, command: bodyOf(first) });
    const withCommand = fs.statSync(file).size;
    expect(sender.last('accepted')).toBeUndefined();
    await until(() => sender.last('accepted') !== undefined);
    expect(durableWhenAccepted).toBe(withCommand);
    expect(disk.syncs).toBe(syncsBeforeCommand);
    hub.close();
  }, 30_000);

  it('lobby updates are coalesced: one at once, then one per window with the lobby as it stands', () => {
    vi.useFakeTimers();
    const { hub, client } = setup();
    const ana = client('Ana', '192.168.1.20');
    hub.handle(ana, { type: 'createGame' });
    const code = ana.last('joined')!.code;
    const bea = client('Bea', '192.168.1.21');
    hub.handle(bea, { type: 'join', code });
    vi.advanceTimersByTime(1000);
    const before = bea.count('lobby');
    for (let i = 0; i < 40; i++) {
      hub.handle(ana, { type: 'takeSeat', team: 'blue', roles: ['captain'] });
      hub.handle(ana, { type: 'leaveSeat' });
    }
    hub.handle(ana, { type: 'takeSeat', team: 'yellow', roles: ['engineer'] });
    expect(bea.count('lobby')).toBe(before + 1);
    vi.advanceTimersByTime(1000);
    expect(bea.count('lobby')).toBe(before + 2);
    const last = bea.last('lobby')!;
    expect(last.seats.yellow.find((s) => s.roles.includes('engineer'))!.holder?.name).toBe('Ana');
    hub.close();
  });
});
