/**
 * Group commit (issue 28.2): a line is written at once and fdatasync'd in the thread pool with its
 * batch; every message of its game waits until that batch is durable. The disk is simulated
 * (`StallingDisk`): its syncs can be held (a stalled disk) or fail, so the tests see what players
 * hear while the disk has not answered, and what a crash between the write and the sync leaves.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { GameLog, GameStore, NODE_LOG_FS, type GameHeader, type LogFs } from '../../electron/host/store';
import { finishedGame } from './support/games';
import { startTestHost, tempDir, type TestHost } from './support/hosts';
import { bodyOf, checkState, expectsState, playThrough, rejoin, seatTable } from './support/table';
import { TestClient } from './support/test-client';
import { sleep, until } from '../support/until';

/** node:fs, but its background syncs wait while `stalled`, and `failNext` makes the next one fail (EIO). */
class StallingDisk implements LogFs {
  stalled = false;
  failNext = false;
  /** A write stores half of its line then fails, and cutting back fails too (the log cannot be repaired). */
  tearWrites = false;
  /** fdatasyncs started in the thread pool, and how many ran at once at most (per log: must be 1). */
  started = 0;
  private readonly waiting: (() => void)[] = [];
  writeSync(fd: number, buffer: Buffer, offset: number, length: number): number {
    if (this.tearWrites) {
      if (offset === 0) return NODE_LOG_FS.writeSync(fd, buffer, offset, Math.floor(length / 2));
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    }
    return NODE_LOG_FS.writeSync(fd, buffer, offset, length);
  }
  fdatasyncSync(fd: number): void {
    NODE_LOG_FS.fdatasyncSync(fd);
  }
  fdatasync(fd: number, done: (error: NodeJS.ErrnoException | null) => void): void {
    this.started++;
    const run = () => {
      if (this.failNext) {
        this.failNext = false;
        return done(Object.assign(new Error('EIO: i/o error, fdatasync'), { code: 'EIO' }));
      }
      NODE_LOG_FS.fdatasync(fd, done);
    };
    if (this.stalled) this.waiting.push(run);
    else run();
  }
  ftruncateSync(fd: number, length: number): void {
    if (this.tearWrites) throw new Error('EIO: i/o error, ftruncate');
    NODE_LOG_FS.ftruncateSync(fd, length);
  }
  fstatSync(fd: number): { size: number } {
    return NODE_LOG_FS.fstatSync(fd);
  }
  /** The disk answers again: every held sync runs. */
  resume(): void {
    this.stalled = false;
    for (const run of this.waiting.splice(0)) run();
  }
  get held(): number {
    return this.waiting.length;
  }
}

const SETTINGS = { mode: 'realtime', mapId: 'alpha-15' } as const;
const HEADER: GameHeader = {
  t: 'game',
  format: 1,
  id: 'g1',
  code: 'ABCD',
  createdAt: 0,
  settings: { mode: 'turn', mapId: 'alpha-10' } as GameHeader['settings'],
  seed: 1,
  options: { openSpectator: false },
  creator: null,
};

let hosts: TestHost[] = [];
const clients: TestClient[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.terminate()));
  await Promise.all(hosts.map((h) => h.close()));
  hosts = [];
});


function gameFile(dataDir: string): string {
  const dir = path.join(dataDir, 'games');
  return path.join(dir, fs.readdirSync(dir).find((f) => f.endsWith('.jsonl'))!);
}

describe('a game log committed in groups', () => {
  it('runs one fdatasync at a time; lines written meanwhile share the next; unsyncedUpTo says what waits', async () => {
    const file = path.join(tempDir(), 'g.jsonl');
    const disk = new StallingDisk();
    const log = new GameLog(file, fs.openSync(file, 'a'), disk);
    let durableCalls = 0;
    log.onDurable(() => durableCalls++);
    expect(log.unsyncedUpTo()).toBe(0);
    disk.stalled = true;
    log.append({ t: 'start' });
    const first = log.bytes;
    expect(log.unsyncedUpTo()).toBe(first);
    for (let i = 0; i < 5; i++) log.append({ t: 'ready', member: 'm1', ready: i % 2 === 0 });
    expect(disk.started).toBe(1); // the other five wait for the first sync to end
    expect(log.unsyncedUpTo()).toBe(log.bytes);
    disk.resume();
    await until(() => log.unsyncedUpTo() === 0);
    expect(disk.started).toBe(2);
    expect(durableCalls).toBe(2);
    expect(log.syncStats).toEqual({ syncs: 2, lines: 6 });
    expect(log.isDurableTo(first)).toBe(true);
    log.close();
  });

  it('a crash between the write and its sync leaves at most a torn tail, which the restore cuts; whole lines replay', () => {
    const dataDir = tempDir();
    const disk = new StallingDisk();
    const store = new GameStore(dataDir, disk);
    const log = store.create(HEADER);
    log.close(); // the header is durable
    const file = path.join(dataDir, 'games', 'g1.jsonl');
    const durable = fs.readFileSync(file);
    disk.stalled = true;
    const again = new GameLog(file, fs.openSync(file, 'a'), disk);
    again.append({ t: 'member', id: 'm1', name: 'Ana', tokenHash: 'x'.repeat(64) });
    again.append({ t: 'start' });
    expect(again.isDurableTo(again.bytes)).toBe(false);
    const written = fs.readFileSync(file);
    // A power cut may keep any prefix of what was not synced: here half of the first unsynced line.
    fs.writeFileSync(file, written.subarray(0, durable.length + 20));
    const loaded = new GameStore(dataDir).loadGame('g1');
    if (typeof loaded === 'string') throw new Error(loaded);
    expect(loaded.lines).toEqual([]);
    expect(loaded.repairedBytes).toBe(20);
    expect(fs.readFileSync(file)).toEqual(durable);
    loaded.log.close();
    // A kill -9 keeps the page cache: both whole lines survive, though nobody was told of them.
    fs.writeFileSync(file, written);
    const killed = new GameStore(dataDir).loadGame('g1');
    if (typeof killed === 'string') throw new Error(killed);
    expect(killed.lines.map((l) => l.t)).toEqual(['member', 'start']);
    killed.log.close();
  });

  it('logs are 0600 and their folder 0700; an older host’s 0644 log is closed at the next start', async () => {
    if (process.platform === 'win32') return;
    const first = await startTestHost();
    hosts.push(first);
    first.host.createGame();
    const file = gameFile(first.dataDir);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
    await first.close();
    fs.chmodSync(file, 0o644);
    fs.chmodSync(path.dirname(file), 0o755);
    const second = await startTestHost({ dataDir: first.dataDir });
    hosts.push(second);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
  });
});

describe('a host whose disk stalls or fails', () => {
  it('while the disk stalls nobody hears of a command (nor of what follows it); pings and other work go on; then all comes in order', async () => {
    const game = finishedGame(SETTINGS, 7919, 300);
    const disk = new StallingDisk();
    const host = await startTestHost({ seed: () => game.seed, logFs: disk });
    hosts.push(host);
    const table = await seatTable(host.url, SETTINGS, { spectators: 1 });
    clients.push(...table.all);
    await playThrough(table, game, { to: 10 });
    const other = await TestClient.connect(host.url, { name: 'Elsewhere' });
    clients.push(other);
    await other.hello();

    disk.stalled = true;
    const file = gameFile(host.dataDir);
    const sizeBefore = fs.statSync(file).size;
    const first = game.commands[10]!;
    const second = game.commands[11]!;
    const seq10 = table.clientFor(first.team, first.role).command(bodyOf(first));
    await until(() => fs.statSync(file).size > sizeBefore); // written, not synced
    // The second command is checked against the first's state (the turn moved): its answer waits too.
    const secondSender = table.clientFor(second.team, second.role);
    const seq11 = secondSender.command(bodyOf(second));
    const t0 = performance.now();
    other.send({ type: 'ping', t: 1 });
    await other.next('pong');
    expect(performance.now() - t0).toBeLessThan(1000);
    other.send({ type: 'list' });
    await other.next('games');
    await sleep(150);
    for (const c of table.all) expect(c.drain().filter((m) => m.type !== 'pong')).toEqual([]);
    expect(disk.held).toBe(1);

    disk.resume();
    const sender = table.clientFor(first.team, first.role);
    expect((await sender.next('accepted', (m) => m.seq === seq10)).seq).toBe(seq10);
    for (const c of table.all) if (expectsState(table, c, game, 11)) checkState(table, c, await c.next('state'), game, 11);
    expect((await secondSender.next('accepted', (m) => m.seq === seq11)).seq).toBe(seq11);
    for (const c of table.all) if (expectsState(table, c, game, 12)) checkState(table, c, await c.next('state'), game, 12);
    await playThrough(table, game, { from: 12, to: 20 });
  }, 60_000);

  it('a failed fdatasync: nobody hears of the command, the file goes back to what was durable, members are sent away and rejoin from there', async () => {
    const game = finishedGame(SETTINGS, 7919, 300);
    const disk = new StallingDisk();
    const host = await startTestHost({ seed: () => game.seed, logFs: disk });
    hosts.push(host);
    const table = await seatTable(host.url, SETTINGS);
    clients.push(...table.all);
    await playThrough(table, game, { to: 10 });
    const file = gameFile(host.dataDir);
    const durable = fs.readFileSync(file, 'utf8');

    disk.failNext = true;
    const command = game.commands[10]!;
    const sender = table.clientFor(command.team, command.role);
    const seq = sender.command(bodyOf(command));
    const away = await sender.next('error', (m) => m.code === 'host.storage');
    expect(away.detail).toMatch(/join it again/);
    expect(sender.drain().filter((m) => m.type === 'accepted')).toEqual([]);
    expect(fs.readFileSync(file, 'utf8')).toBe(durable);
    expect(host.events).toContainEqual(expect.objectContaining({ kind: 'warning', message: expect.stringMatching(/could not sync .*EIO/) }));

    // The game loads again from its file: 10 moves, and the same seq goes through.
    const back = await rejoin(table, sender, host.url);
    clients.push(back.client);
    checkState(table, back.client, back.state, game, 10);
    expect(back.joined.lastSeq).toBe(seq - 1);
    back.client.send({ type: 'command', seq, command: bodyOf(command) });
    expect((await back.client.next('accepted', (m) => m.seq === seq)).seq).toBe(seq);
  }, 60_000);

  it('a write that tears and cannot be cut back: the step is refused, everyone is sent away, and the game loads again without the torn line', async () => {
    const game = finishedGame(SETTINGS, 7919, 300);
    const disk = new StallingDisk();
    const host = await startTestHost({ seed: () => game.seed, logFs: disk });
    hosts.push(host);
    const table = await seatTable(host.url, SETTINGS);
    clients.push(...table.all);
    await playThrough(table, game, { to: 5 });

    disk.tearWrites = true;
    const command = game.commands[5]!;
    const sender = table.clientFor(command.team, command.role);
    const seq = sender.command(bodyOf(command));
    expect((await sender.next('rejected', (m) => m.seq === seq)).reason).toBe('host.storage');
    // No later line may follow the torn one: the game cannot go on in memory.
    for (const c of table.all) expect((await c.next('error', (m) => m.code === 'host.storage')).detail).toMatch(/join it again/);
    disk.tearWrites = false;

    const back = await rejoin(table, sender, host.url);
    clients.push(back.client);
    checkState(table, back.client, back.state, game, 5);
    expect(host.events).toContainEqual(expect.objectContaining({ kind: 'warning', message: expect.stringMatching(/cut .* bytes of an unfinished last write|nor cut it back/) }));
    back.client.send({ type: 'command', seq, command: bodyOf(command) });
    expect((await back.client.next('accepted', (m) => m.seq === seq)).seq).toBe(seq);
  }, 60_000);
});
