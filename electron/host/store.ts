import type { Assistant } from '../../shared/protocol';
/**
 * Game logs on disk: one JSON-lines file per game in `<dataDir>/games/`. The first line holds the
 * settings and the seed; every later line is a lobby change or an accepted command, written and
 * fdatasync'd before anyone hears of it. A host killed at any moment restarts from these files: a
 * torn last line (the write the kill interrupted, never acknowledged) is cut off, the rest replays.
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

/** An open game log. `append` returns once the line is on disk (fdatasync). */
export class GameLog {
  private fd: number | null;

  constructor(
    readonly file: string,
    fd: number,
  ) {
    this.fd = fd;
  }

  append(line: GameHeader | LogLine): void {
    if (this.fd === null) throw new Error(`game log ${this.file} is closed`);
    const bytes = Buffer.from(`${JSON.stringify(line)}\n`, 'utf8');
    let written = 0;
    while (written < bytes.length) written += fs.writeSync(this.fd, bytes, written, bytes.length - written);
    fs.fdatasyncSync(this.fd);
  }

  get closed(): boolean {
    return this.fd === null;
  }

  close(): void {
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

  constructor(readonly dataDir: string) {
    this.gamesDir = path.join(dataDir, 'games');
    fs.mkdirSync(this.gamesDir, { recursive: true });
  }

  create(header: GameHeader): GameLog {
    const file = path.join(this.gamesDir, `${header.id}.jsonl`);
    const fd = fs.openSync(file, 'ax');
    const log = new GameLog(file, fd);
    log.append(header);
    syncDir(this.gamesDir);
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

  private loadFile(file: string): LoadedGame | string {
    const text = fs.readFileSync(file, 'utf8');
    const rows = text.split('\n');
    // The text after the last newline is a write the host did not finish: never acknowledged.
    let keep = text.length - rows[rows.length - 1]!.length;
    rows.pop();
    const parsed: unknown[] = [];
    for (let i = 0; i < rows.length; i++) {
      try {
        parsed.push(JSON.parse(rows[i]!));
      } catch {
        if (i < rows.length - 1) return `line ${i + 1} is not JSON (the file is damaged in the middle)`;
        keep -= rows[i]!.length + 1;
      }
    }
    const header = parsed[0] as GameHeader | undefined;
    if (!header || header.t !== 'game' || header.format !== LOG_FORMAT) return 'no game header (or an unknown log format)';
    const repairedBytes = Buffer.byteLength(text, 'utf8') - Buffer.byteLength(text.slice(0, keep), 'utf8');
    const fd = fs.openSync(file, 'r+');
    if (repairedBytes > 0) {
      fs.ftruncateSync(fd, Buffer.byteLength(text.slice(0, keep), 'utf8'));
      fs.fsyncSync(fd);
    }
    fs.closeSync(fd);
    const appendFd = fs.openSync(file, 'a');
    return {
      header,
      lines: parsed.slice(1) as LogLine[],
      log: new GameLog(file, appendFd),
      modifiedAt: fs.statSync(file).mtimeMs,
      repairedBytes,
    };
  }
}
