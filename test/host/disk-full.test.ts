/**
 * A full (or failing) disk must never corrupt a game: a failed append is cut back to the size
 * before it and the step is refused (`host.storage`); the next try, once there is room, goes on.
 * At restart a torn last line (no newline) is cut off, but a whole line that does not parse is
 * damage: the file stays as it is and the host says so. The disk is simulated (injected LogFs).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { GameLog, NODE_LOG_FS, StorageError, type LogFs } from '../../electron/host/store';
import { finishedGame } from './support/games';
import { startTestHost, tempDir, type TestHost } from './support/hosts';
import { bodyOf, checkState, expectsState, playThrough, rejoin, seatTable } from './support/table';
import { TestClient } from './support/test-client';

/** node:fs, until `full`: then a write stores half of what it is given and the next one fails. */
class FillingDisk implements LogFs {
  full = false;
  /** Cutting back fails too (the file cannot be repaired). */
  truncateFails = false;
  failedWrites = 0;
  private halfWritten = false;

  writeSync(fd: number, buffer: Buffer, offset: number, length: number): number {
    if (!this.full) return NODE_LOG_FS.writeSync(fd, buffer, offset, length);
    if (!this.halfWritten && length > 1) {
      this.halfWritten = true;
      return NODE_LOG_FS.writeSync(fd, buffer, offset, Math.floor(length / 2));
    }
    this.halfWritten = false;
    this.failedWrites++;
    throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
  }
  fdatasyncSync(fd: number): void {
    NODE_LOG_FS.fdatasyncSync(fd);
  }
  fdatasync(fd: number, done: (error: NodeJS.ErrnoException | null) => void): void {
    NODE_LOG_FS.fdatasync(fd, done);
  }
  ftruncateSync(fd: number, length: number): void {
    if (this.truncateFails) throw new Error('EIO: i/o error, ftruncate');
    NODE_LOG_FS.ftruncateSync(fd, length);
  }
  fstatSync(fd: number): { size: number } {
    return NODE_LOG_FS.fstatSync(fd);
  }
}

const SETTINGS = { mode: 'realtime', mapId: 'alpha-15' } as const;

let hosts: TestHost[] = [];
afterEach(async () => {
  await Promise.all(hosts.map((h) => h.close()));
  hosts = [];
});

function gameFile(dataDir: string): string {
  const dir = path.join(dataDir, 'games');
  return path.join(dir, fs.readdirSync(dir).find((f) => f.endsWith('.jsonl'))!);
}

function parsesWhole(file: string): boolean {
  const text = fs.readFileSync(file, 'utf8');
  if (!text.endsWith('\n')) return false;
  return text
    .slice(0, -1)
    .split('\n')
    .every((line) => {
      try {
        JSON.parse(line);
        return true;
      } catch {
        return false;
      }
    });
}

describe('a game log on a full disk', () => {
  it('a failed append leaves the file as it was and throws StorageError; the next one works', () => {
    const file = path.join(tempDir(), 'g.jsonl');
    const disk = new FillingDisk();
    const log = new GameLog(file, fs.openSync(file, 'a'), disk);
    log.append({ t: 'start' });
    const before = fs.readFileSync(file, 'utf8');
    disk.full = true;
    expect(() => log.append({ t: 'member', id: 'm1', name: 'Ana', tokenHash: 'x'.repeat(64) })).toThrow(StorageError);
    expect(disk.failedWrites).toBe(1);
    expect(fs.readFileSync(file, 'utf8')).toBe(before);
    disk.full = false;
    log.append({ t: 'ready', member: 'm1', ready: true });
    log.close();
    expect(parsesWhole(file)).toBe(true);
    expect(fs.readFileSync(file, 'utf8').split('\n')).toHaveLength(3);
  });

  it('when even cutting back fails, the log refuses every later line instead of writing after a torn one', () => {
    const file = path.join(tempDir(), 'g.jsonl');
    const disk = new FillingDisk();
    const log = new GameLog(file, fs.openSync(file, 'a'), disk);
    log.append({ t: 'start' });
    disk.full = true;
    disk.truncateFails = true;
    expect(() => log.append({ t: 'ready', member: 'm1', ready: true })).toThrow(StorageError);
    disk.full = false;
    disk.truncateFails = false;
    expect(() => log.append({ t: 'ready', member: 'm1', ready: false })).toThrow(StorageError);
    log.close();
    // What is on disk is whole lines and one torn tail, which the restore cuts off.
    expect(fs.readFileSync(file, 'utf8')).toMatch(/^\{"t":"start"\}\n\{"t":"ready/);
  });

  it('a command the disk could not hold is refused with host.storage, nobody hears of it, and the same seq goes through later', async () => {
    const game = finishedGame(SETTINGS, 7919, 300);
    const disk = new FillingDisk();
    const first = await startTestHost({ seed: () => game.seed, logFs: disk });
    hosts.push(first);
    const table = await seatTable(first.url, SETTINGS);
    await playThrough(table, game, { to: 10 });

    disk.full = true;
    const command = game.commands[10]!;
    const sender = table.clientFor(command.team, command.role);
    const seq = sender.command(bodyOf(command));
    const refused = await sender.next('rejected', (m) => m.seq === seq);
    expect(refused.reason).toBe('host.storage');
    expect(first.events).toContainEqual(expect.objectContaining({ kind: 'warning', message: expect.stringMatching(/no space left/) }));
    // A lobby step is refused the same way, with a clear code.
    const watcher = await TestClient.connect(first.url, { name: 'Late' });
    await watcher.hello();
    watcher.send({ type: 'join', code: table.code });
    const joinError = await watcher.next('error', (m) => m.inReplyTo === 'join');
    expect(joinError.code).toBe('host.storage');
    await watcher.close();
    expect(parsesWhole(gameFile(first.dataDir))).toBe(true);

    disk.full = false;
    sender.send({ type: 'command', seq, command: bodyOf(command) });
    expect((await sender.next('accepted', (m) => m.seq === seq)).seq).toBe(seq);
    for (const c of table.all) {
      if (!expectsState(table, c, game, 11)) continue;
      checkState(table, c, await c.next('state'), game, 11);
    }
    await playThrough(table, game, { from: 11, to: 20 });
    await first.close();

    // Every acknowledged command is there after a restart; the play goes on.
    const second = await startTestHost({ dataDir: first.dataDir });
    hosts.push(second);
    expect(second.events).toContainEqual(expect.objectContaining({ kind: 'game-resumed', code: table.code, moves: 20 }));
    const { client, state } = await rejoin(table, table.creator, second.url);
    checkState(table, client, state, game, 20);
  }, 60_000);

  it('bots whose command the disk refused try again, and the game ends', async () => {
    const disk = new FillingDisk();
    const host = await startTestHost({ botPaceMs: 0, logFs: disk });
    hosts.push(host);
    const ana = await TestClient.connect(host.url, { name: 'Ana' });
    await ana.hello();
    await ana.create({ mode: 'turn', mapId: 'training-10', crews: { blue: 1, yellow: 1 } });
    ana.send({ type: 'addBot', team: 'blue', roles: ['captain', 'firstMate', 'engineer', 'radioOperator'], level: 1 });
    ana.send({ type: 'addBot', team: 'yellow', roles: ['captain', 'firstMate', 'engineer', 'radioOperator'], level: 1 });
    await ana.next('lobby', (m) => m.blocker === null);
    ana.send({ type: 'start' });
    await ana.next('state', (m) => m.view.phase === 'playing', 20_000);
    disk.full = true;
    while (disk.failedWrites < 3) await new Promise((r) => setTimeout(r, 5));
    disk.full = false;
    const over = await ana.next('state', (m) => m.view.phase === 'over', 60_000);
    expect(over.view.outcome).not.toBeNull();
    await ana.close();
  }, 90_000);
});

/** A host that logged one game and stopped: its data folder and the game's log file. */
async function oneGameOnDisk(): Promise<{ dataDir: string; file: string }> {
  const dataDir = tempDir();
  const first = await startTestHost({ dataDir });
  hosts.push(first);
  first.host.createGame();
  await first.close();
  return { dataDir, file: gameFile(dataDir) };
}

describe('loading logs after a crash or damage', () => {
  it('a whole last line that does not parse is damage: the file is kept as it is and listed, not cut', async () => {
    const { dataDir, file } = await oneGameOnDisk();
    fs.appendFileSync(file, '{"t":"cmd","m":"m1","seq":1,"c":{"type":"cou\n');
    const damagedText = fs.readFileSync(file, 'utf8');

    const second = await startTestHost({ dataDir });
    hosts.push(second);
    expect(fs.readFileSync(file, 'utf8')).toBe(damagedText);
    expect(second.host.games()).toHaveLength(0);
    expect(second.host.damaged()).toEqual([{ file: path.basename(file), problem: expect.stringMatching(/line 2 .*damaged/) }]);
    expect(second.events).toContainEqual(expect.objectContaining({ kind: 'warning', message: expect.stringMatching(/damaged game log .*left on disk/) }));
    const status = await (await fetch(`http://127.0.0.1:${second.host.port}/status`)).json();
    expect(status.damaged).toEqual([{ file: path.basename(file), problem: expect.any(String) }]);
  });

  it('a torn last line (no newline) is still cut off and the game loads', async () => {
    const { dataDir, file } = await oneGameOnDisk();
    const intact = fs.readFileSync(file, 'utf8');
    fs.appendFileSync(file, '{"t":"cmd","m":"m1","seq":1,"c":{"type":"cou');
    const second = await startTestHost({ dataDir });
    hosts.push(second);
    expect(second.host.games()).toHaveLength(1);
    expect(second.host.damaged()).toEqual([]);
    expect(fs.readFileSync(file, 'utf8')).toBe(intact);
  });
});
