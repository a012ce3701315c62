import type { Assistant } from '../../shared/protocol';
/**
 * Game logs on disk: one JSON-lines file per game in `<dataDir>/games/`. The first line holds the
 * settings and the seed; every later line is a lobby change or an accepted command, written and
 * fdatasync'd before anyone hears of it (lobby clicks: just after, see LAZY_LINES). A host killed at
 * any moment restarts from these files: a torn last line (the write the kill interrupted, never
 * acknowledged) is cut off, the rest replays. A whole line that does not parse is damage: that file
 * is reported and left alone, never "repaired" by dropping what follows it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Command, GameSettings } from '../../shared/engine';
import type { LobbyOp } from './lobby';

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
 * Lines that may reach the disk a moment after they are announced: lobby clicks (take a seat, leave
 * it, ready), which a player simply repeats if a crash loses one. They are written at once (so a
 * full disk still refuses the click) and fdatasync'd off the event loop, at most one sync per
 * LAZY_SYNC_MS for all the clicks in between; every other line (the header, members, the start,
 * commands) is fdatasync'd before `append` returns — and that also makes every line before it durable.
 */
const LAZY_LINES: ReadonlySet<string> = new Set(['seat', 'ready']);
export const LAZY_SYNC_MS = 100;

/**
 * An open game log. `append` writes a whole line or nothing: a failed write is cut back to the
 * size before it and reported as a `StorageError`, so a full disk never leaves half a line that
 * later lines would follow.
 */
export class GameLog {
  private fd: number | null;
  private state: 'open' | 'released' | 'closed' = 'open';
  /** Bytes of whole lines in the file. */
  private size: number;
  private syncing = false;
  private syncAgain = false;
  private syncTimer: ReturnType<typeof setTimeout> | null = null;
  /** A background fdatasync failed: the next durable line syncs everything again. */
  private syncFailed = false;
  /** A failed write could not be cut back: refuse further lines (the restore cuts the torn tail). */
  private broken = false;

  constructor(
    readonly file: string,
    fd: number,
    private readonly io: LogFs = NODE_LOG_FS,
  ) {
    this.fd = fd;
    this.size = io.fstatSync(fd).size;
  }

  append(line: GameHeader | LogLine): void {
    if (this.state === 'closed') throw new Error(`game log ${this.file} is closed`);
    if (this.broken) throw new StorageError(`game log ${this.file} could not be repaired after a failed write; restart the host`);
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
      if (LAZY_LINES.has(line.t) && !this.syncFailed) this.syncSoon();
      else {
        this.io.fdatasyncSync(fd);
        this.synced();
      }
    } catch (error) {
      this.cutBack(fd, before);
      const why = error instanceof Error ? error.message : String(error);
      throw new StorageError(`could not write to ${this.file} (${why}); nothing was changed`, { cause: error });
    }
    this.size = before + bytes.length;
  }

  private cutBack(fd: number, size: number): void {
    try {
      this.io.ftruncateSync(fd, size);
      this.io.fdatasyncSync(fd);
    } catch {
      this.broken = true;
    }
  }

  /**
   * Lazy lines: one fdatasync in the thread pool LAZY_SYNC_MS after the first unsynced line (covering
   * every line written until then); lines written while it runs get one more.
   */
  private syncSoon(): void {
    if (this.syncing) {
      this.syncAgain = true;
      return;
    }
    if (this.syncTimer !== null) return;
    this.syncTimer = setTimeout(() => {
      this.syncTimer = null;
      this.syncInBackground();
    }, LAZY_SYNC_MS);
    this.syncTimer.unref?.();
  }

  private syncInBackground(): void {
    const fd = this.fd;
    if (fd === null) return;
    this.syncing = true;
    this.io.fdatasync(fd, (error) => {
      this.syncing = false;
      if (this.fd !== fd) return; // released or closed meanwhile: closing synced it
      if (error) this.syncFailed = true;
      if (this.syncAgain) {
        this.syncAgain = false;
        this.syncSoon();
      }
    });
  }

  /** A synchronous fdatasync just covered every line: no background sync is owed. */
  private synced(): void {
    this.syncFailed = false;
    this.syncAgain = false;
    if (this.syncTimer !== null) clearTimeout(this.syncTimer);
    this.syncTimer = null;
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
    this.fd = fs.openSync(this.file, 'a');
    this.size = this.io.fstatSync(this.fd).size;
    this.state = 'open';
  }

  close(): void {
    if (this.state === 'closed') return;
    this.state = 'closed';
    this.closeFd();
  }

  private closeFd(): void {
    if (this.syncTimer !== null) clearTimeout(this.syncTimer);
    this.syncTimer = null;
    this.syncAgain = false;
    if (this.fd === null) return;
    const fd = this.fd;
    this.fd = null;
    try {
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
  }
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
  /** Every log this store opened, by game id (for `release` and `discard`). */
  private readonly logs = new Map<string, GameLog>();

  constructor(
    readonly dataDir: string,
    private readonly io: LogFs = NODE_LOG_FS,
  ) {
    this.gamesDir = path.join(dataDir, 'games');
    fs.mkdirSync(this.gamesDir, { recursive: true });
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
    const fd = fs.openSync(file, 'ax');
    const log = new GameLog(file, fd, this.io);
    try {
      log.append(header);
    } catch (error) {
      log.close();
      fs.rmSync(file, { force: true });
      throw error;
    }
    syncDir(this.gamesDir);
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
    const log = new GameLog(file, fs.openSync(file, 'a'), this.io);
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
