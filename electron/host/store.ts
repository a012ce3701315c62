import type { Assistant } from '../../shared/protocol';
/**
 * Game logs on disk: one JSON-lines file per game in `<dataDir>/games/` (0600, the folder 0700). The
 * first line holds the settings and the seed; every later line is a lobby change or an accepted
 * command, written at once and fdatasync'd in the thread pool with the other lines of its batch
 * before anyone hears of it (`GameLog`; the room holds its messages until then). A host killed at
 * any moment restarts from these files: a torn last line (the write the kill interrupted, never
 * acknowledged) is cut off, the rest replays. A whole line that does not parse is damage: that file
 * is reported and left alone, never "repaired" by dropping what follows it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Command, GameSettings } from '../../shared/engine';
import type { LobbyOp } from './lobby';
import { DEFAULT_SYNC_GATE, SyncGate, type SyncGateLimits, type SyncLane } from './sync-gate';

export const LOG_FORMAT = 1;

export interface GameHeader {
  readonly t: 'game';
  readonly format: typeof LOG_FORMAT;
  readonly id: string;
  readonly code: string;
  readonly createdAt: number;
  readonly settings: GameSettings;
  readonly seed: string | number;
  readonly options: { readonly openSpectator: boolean; readonly assistant?: Assistant };
  /** Member id of the creator (their `member` line follows), or null for a host-made game. */
  readonly creator: string | null;
}

export interface CommandLine {
  readonly t: 'cmd';
  /** The member who sent it and their seq: a resent command is recognised after a restart. */
  readonly m: string;
  readonly seq: number;
  readonly c: Command;
}

export type LogLine = LobbyOp | CommandLine;

export interface LoadedGame {
  readonly header: GameHeader;
  readonly lines: readonly LogLine[];
  readonly log: GameLog;
  readonly modifiedAt: number;
  /** Bytes of a torn last line that were cut off (0 normally). */
  readonly repairedBytes: number;
}

export interface LoadReport {
  readonly games: LoadedGame[];
  /** Files that could not be read, with why (left untouched on disk). */
  readonly problems: { readonly file: string; readonly problem: string }[];
}

/**
 * The file operations a game log makes, injectable so that tests can fail a write the way a full
 * disk does (a short write, then ENOSPC) without filling one.
 */
export interface LogFs {
  writeSync(fd: number, buffer: Buffer, offset: number, length: number): number;
  fdatasyncSync(fd: number): void;
  fdatasync(fd: number, done: (error: NodeJS.ErrnoException | null) => void): void;
  ftruncateSync(fd: number, length: number): void;
  fstatSync(fd: number): { readonly size: number };
  /** fsync a folder (a new file's entry), best effort; node's by default (see `syncDirAsync`). */
  syncDir?(dir: string, done: () => void): void;
}

export const NODE_LOG_FS: LogFs = {
  writeSync: (fd, buffer, offset, length) => fs.writeSync(fd, buffer, offset, length),
  fdatasyncSync: (fd) => fs.fdatasyncSync(fd),
  fdatasync: (fd, done) => fs.fdatasync(fd, done),
  ftruncateSync: (fd, length) => fs.ftruncateSync(fd, length),
  fstatSync: (fd) => fs.fstatSync(fd),
};

/** A line could not be written (disk full, I/O error). The log is as it was before the attempt. */
export class StorageError extends Error {
  readonly code = 'host.storage';
}

/**
 * An open game log, committed in groups: `append` writes a whole line at once (page cache, on the
 * event loop, so a full disk still refuses the step) and the fdatasync runs in the thread pool, one at
 * a time per log, each covering every line written before it started (a batch). Whoever announces a
 * line waits for it: `unsyncedUpTo` says how far the file must be durable, `onDurable` when it is.
 * A failed write is cut back to the size before it (`StorageError`), so a full disk never leaves half a
 * line that later lines would follow. A failed fdatasync is worse (the kernel may have dropped those
 * pages): the log cuts the file back to what the last good sync covered, refuses every later line and
 * tells `onFailed`; the game must be loaded again from what the disk holds.
 */
export class GameLog {
  private fd: number | null;
  private state: 'open' | 'released' | 'closed' = 'open';
  /** Bytes of whole lines in the file. */
  private size: number;
  /** Bytes an fdatasync has covered (≤ size). */
  private durable: number;
  private syncing = false;
  /** A new file: its directory entry is fsync'd with its first batch. */
  private dirToSync: string | null;
  /** A failed write could not be cut back, or a sync failed: refuse further lines (the restore cuts the torn tail). */
  private broken: string | null = null;
  private readonly durableListeners: (() => void)[] = [];
  private readonly failedListeners: ((error: StorageError) => void)[] = [];
  private failedOnce = false;
  /** Batches synced and lines they covered (benchmarks: how many lines one sync covers). */
  readonly syncStats = { syncs: 0, lines: 0 };
  private linesUnsynced = 0;
  /** Which of the host's sync lanes this log's batches wait in (sync-gate.ts); the room sets it. */
  lane: () => SyncLane = () => 'people';

  constructor(
    readonly file: string,
    fd: number,
    private readonly io: LogFs = NODE_LOG_FS,
    newIn: string | null = null,
    /** Shared by every log of a host (GameStore); a log on its own gets one of its own. */
    private readonly gate: SyncGate = new SyncGate(),
  ) {
    this.fd = fd;
    this.size = io.fstatSync(fd).size;
    this.durable = newIn === null ? this.size : 0;
    this.dirToSync = newIn;
  }

  append(line: GameHeader | LogLine): void {
    if (this.state === 'closed') throw new Error(`game log ${this.file} is closed`);
    if (this.broken !== null) throw new StorageError(`game log ${this.file} refuses new lines (${this.broken}); restart the host`);
    if (this.fd === null) this.reopen();
    const fd = this.fd!;
    const bytes = Buffer.from(`${JSON.stringify(line)}\n`, 'utf8');
    const before = this.size;
    try {
      let written = 0;
      while (written < bytes.length) {
        const n = this.io.writeSync(fd, bytes, written, bytes.length - written);
        if (n <= 0) throw new Error('the disk accepted no bytes');
        written += n;
      }
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      if (!this.cutBack(fd, before, 'a write failed and could not be cut back')) {
        // No later line may follow the torn one, so the lines still waiting for a sync never get one:
        // the game must load again from the disk (after this step's refusal has been handled).
        const failure = new StorageError(`could not write to ${this.file} (${why}) nor cut it back`, { cause: error });
        setImmediate(() => this.failed(failure));
      }
      throw new StorageError(`could not write to ${this.file} (${why}); nothing was changed`, { cause: error });
    }
    this.size = before + bytes.length;
    this.linesUnsynced++;
    this.syncNext();
  }

  /** Cuts the file back to `size` (a write or sync that failed); if even that fails, the log is broken. */
  private cutBack(fd: number, size: number, why: string): boolean {
    try {
      this.io.ftruncateSync(fd, size);
      this.io.fdatasyncSync(fd);
      return true;
    } catch {
      this.broken ??= why;
      return false;
    }
  }

  /**
   * Starts the next batch's fdatasync unless one runs or waits (its end starts the next). The batch is
   * taken when the gate lets it run: lines written while it waited share it.
   */
  private syncNext(): void {
    if (this.syncing || this.broken !== null || this.fd === null || this.durable >= this.size) return;
    this.syncing = true;
    this.gate.enter(this.lane(), (leave) => {
      const fd = this.fd;
      if (fd === null || this.broken !== null || this.durable >= this.size) {
        // Released, closed or broken while waiting (closing synced what it held): nothing to sync now.
        leave();
        this.syncing = false;
        return this.syncNext();
      }
      const target = this.size;
      const lines = this.linesUnsynced;
      this.linesUnsynced = 0;
      this.io.fdatasync(fd, (error) => {
        if (error || this.dirToSync === null) {
          leave();
          return this.synced(fd, target, lines, error);
        }
        const dirSynced = () => {
          leave();
          this.dirToSync = null;
          this.synced(fd, target, lines, null);
        };
        if (this.io.syncDir) this.io.syncDir(this.dirToSync, dirSynced);
        else syncDirAsync(this.dirToSync, dirSynced);
      });
    });
  }

  private synced(fd: number, target: number, lines: number, error: NodeJS.ErrnoException | null): void {
    this.syncing = false;
    if (this.fd !== fd) return this.syncNext(); // released meanwhile (closing synced it); reopened lines wait for no one
    if (error) return this.syncFailed(fd, error);
    this.syncStats.syncs++;
    this.syncStats.lines += lines;
    this.markDurable(target);
    this.syncNext();
  }

  private markDurable(bytes: number): void {
    if (bytes <= this.durable) return;
    this.durable = bytes;
    for (const listener of this.durableListeners) listener();
  }

  /**
   * The lines this sync should have covered may be lost (Linux may drop the dirty pages and report
   * success to a later fdatasync): nobody heard of them, so the file goes back to what is durable.
   */
  private syncFailed(fd: number, error: NodeJS.ErrnoException): void {
    const cut = this.cutBack(fd, this.durable, `an fdatasync failed (${error.message})`);
    if (cut) this.size = this.durable;
    this.broken ??= `an fdatasync failed (${error.message})`;
    this.failed(new StorageError(`could not sync ${this.file} (${error.message}); lines nobody heard of were ${cut ? 'cut off' : 'left for the restart to judge'}`, { cause: error }));
  }

  private failed(failure: StorageError): void {
    if (this.failedOnce) return;
    this.failedOnce = true;
    for (const listener of this.failedListeners) listener(failure);
  }

  /** The file size the last line written ends at, if that line is not durable yet; 0 when all is. */
  unsyncedUpTo(): number {
    return this.durable >= this.size ? 0 : this.size;
  }

  /** Whether every byte up to `bytes` is durable. */
  isDurableTo(bytes: number): boolean {
    return this.durable >= bytes;
  }

  /** Called after each batch becomes durable. */
  onDurable(listener: () => void): void {
    this.durableListeners.push(listener);
  }

  /** Called once if a batch's fdatasync fails (see `syncFailed`), or a failed write cannot be cut back. */
  onFailed(listener: (error: StorageError) => void): void {
    this.failedListeners.push(listener);
  }

  get closed(): boolean {
    return this.state === 'closed';
  }

  /** Bytes of whole lines in the file (what lobby clicks are charged for, lobby-budget.ts). */
  get bytes(): number {
    return this.size;
  }

  /** Whether the file is open now (a released log is not, until its next line). */
  get open(): boolean {
    return this.fd !== null;
  }

  /**
   * Syncs and closes the file but keeps the log usable: the next `append` opens it again. A finished
   * game's log is released so that a host running many games does not keep every file open.
   */
  release(): void {
    if (this.state !== 'open') return;
    this.closeFd();
    this.state = 'released';
  }

  private reopen(): void {
    this.fd = fs.openSync(this.file, 'a', FILE_MODE);
    this.size = this.io.fstatSync(this.fd).size;
    this.durable = this.size;
    this.state = 'open';
  }

  close(): void {
    if (this.state === 'closed') return;
    this.state = 'closed';
    this.closeFd();
  }

  private closeFd(): void {
    if (this.fd === null) return;
    const fd = this.fd;
    this.fd = null;
    let synced = false;
    try {
      if (this.broken === null) {
        fs.fsyncSync(fd);
        synced = true;
      }
    } finally {
      fs.closeSync(fd);
    }
    if (synced) {
      if (this.dirToSync !== null) syncDir(this.dirToSync);
      this.dirToSync = null;
      this.markDurable(this.size);
    }
  }
}

/** Game logs and their folder are the host's alone: they hold both subs' routes (issue 28.5). */
export const FILE_MODE = 0o600;
export const DIR_MODE = 0o700;

function syncDirAsync(dir: string, done: () => void): void {
  // Best effort, as `syncDir`; its end is awaited so a new game is announced only once its file is there.
  fs.open(dir, 'r', (error, fd) => {
    if (error) return done();
    fs.fsync(fd, () => fs.close(fd, () => done()));
  });
}

function syncDir(dir: string): void {
  // Makes a new file's directory entry durable; not possible on every platform (Windows), harmless there.
  try {
    const fd = fs.openSync(dir, 'r');
    try {
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    /* best effort */
  }
}

export class GameStore {
  readonly gamesDir: string;
  /** One gate for every log of this host: how many of their fdatasyncs run in the thread pool at once. */
  readonly syncGate: SyncGate;
  /** Every log this store opened, by game id (for `release` and `discard`). */
  private readonly logs = new Map<string, GameLog>();

  constructor(
    readonly dataDir: string,
    private readonly io: LogFs = NODE_LOG_FS,
    syncGate: SyncGateLimits = DEFAULT_SYNC_GATE,
  ) {
    this.syncGate = new SyncGate(syncGate);
    this.gamesDir = path.join(dataDir, 'games');
    fs.mkdirSync(this.gamesDir, { recursive: true, mode: DIR_MODE });
    // A folder made by an older host (0755) is closed now too.
    fs.chmodSync(this.gamesDir, DIR_MODE);
  }

  private fileOf(gameId: string): string {
    return path.join(this.gamesDir, `${gameId}.jsonl`);
  }

  /** Closes a game's file until it is written again (a finished game keeps no file open). */
  release(gameId: string): void {
    this.logs.get(gameId)?.release();
  }

  /** Bytes in a game's log (0 for a game this store does not hold). */
  logBytes(gameId: string): number {
    return this.logs.get(gameId)?.bytes ?? 0;
  }

  /** Whether the game's file is open now. */
  isOpen(gameId: string): boolean {
    return this.logs.get(gameId)?.open === true;
  }

  /** Closes a game's log for good and forgets it (the file stays). */
  closeLog(gameId: string): void {
    this.logs.get(gameId)?.close();
    this.logs.delete(gameId);
  }

  /** Closes and deletes a game's log: for a lobby that expired before it started (nothing to keep). */
  discard(gameId: string): void {
    this.closeLog(gameId);
    fs.rmSync(this.fileOf(gameId), { force: true });
  }

  create(header: GameHeader): GameLog {
    const file = this.fileOf(header.id);
    const fd = fs.openSync(file, 'ax', FILE_MODE);
    const log = new GameLog(file, fd, this.io, this.gamesDir, this.syncGate);
    try {
      log.append(header);
    } catch (error) {
      log.close();
      fs.rmSync(file, { force: true });
      throw error;
    }
    this.logs.set(header.id, log);
    return log;
  }

  load(): LoadReport {
    const report: LoadReport = { games: [], problems: [] };
    const files = fs
      .readdirSync(this.gamesDir)
      .filter((f) => f.endsWith('.jsonl'))
      .sort();
    for (const name of files) {
      const file = path.join(this.gamesDir, name);
      try {
        const loaded = this.loadFile(file);
        if (typeof loaded === 'string') report.problems.push({ file, problem: loaded });
        else report.games.push(loaded);
      } catch (error) {
        report.problems.push({ file, problem: error instanceof Error ? error.message : String(error) });
      }
    }
    return report;
  }

  /** Loads one game's log again (a suspended game someone came back to); a string says why it cannot be. */
  loadGame(gameId: string): LoadedGame | string {
    const file = this.fileOf(gameId);
    try {
      return this.loadFile(file);
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }

  private loadFile(file: string): LoadedGame | string {
    fs.chmodSync(file, FILE_MODE); // a log written by an older host (0644) is closed now too; the text is not touched
    const text = fs.readFileSync(file, 'utf8');
    const rows = text.split('\n');
    // The text after the last newline is a write the host did not finish: never acknowledged.
    const torn = rows.pop()!;
    const parsed: unknown[] = [];
    for (let i = 0; i < rows.length; i++) {
      try {
        parsed.push(JSON.parse(rows[i]!));
      } catch {
        // A whole line (newline-ended) that does not parse is no interrupted write: damage.
        return `line ${i + 1} of ${rows.length} is not JSON: the file is damaged`;
      }
    }
    const header = parsed[0] as GameHeader | undefined;
    if (!header || header.t !== 'game' || header.format !== LOG_FORMAT) return 'no game header (or an unknown log format)';
    const repairedBytes = Buffer.byteLength(torn, 'utf8');
    const fd = fs.openSync(file, 'r+');
    if (repairedBytes > 0) {
      fs.ftruncateSync(fd, Buffer.byteLength(text, 'utf8') - repairedBytes);
      fs.fsyncSync(fd);
    }
    fs.closeSync(fd);
    const log = new GameLog(file, fs.openSync(file, 'a'), this.io, null, this.syncGate);
    this.logs.set(header.id, log);
    return {
      header,
      lines: parsed.slice(1) as LogLine[],
      log,
      modifiedAt: fs.statSync(file).mtimeMs,
      repairedBytes,
    };
  }
}
