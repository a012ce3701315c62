/**
 * The main process log: one line per event, appended synchronously (nothing to flush, nothing lost on a
 * crash), also echoed to stderr. Rotated once at start when larger than `maxBytes` (main.log → main.1.log).
 * It holds player names, join codes and addresses: only its owner may read it (0600; a log made by an
 * older version is narrowed at start, the rotated one too). Windows ignores the mode.
 */
import { appendFileSync, chmodSync, existsSync, mkdirSync, renameSync, statSync } from 'node:fs';
import path from 'node:path';

export type Log = (message: string) => void;

const OWNER_ONLY = 0o600;

export function createFileLog(file: string, options: { maxBytes?: number; echo?: (line: string) => void; now?: () => Date } = {}): Log {
  const maxBytes = options.maxBytes ?? 1_000_000;
  const echo = options.echo ?? ((line: string) => process.stderr.write(line));
  const now = options.now ?? (() => new Date());
  let usable = true;
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    const rotated = file.replace(/\.log$/, '') + '.1.log';
    if (existsSync(file) && statSync(file).size > maxBytes) renameSync(file, rotated);
    for (const existing of [file, rotated]) if (existsSync(existing)) narrow(existing);
  } catch {
    usable = false;
  }
  return (message) => {
    const line = `${now().toISOString()} ${message}\n`;
    echo(line);
    if (!usable) return;
    try {
      appendFileSync(file, line, { encoding: 'utf8', mode: OWNER_ONLY });
    } catch {
      usable = false;
    }
  };
}

/** Owner-only where the file system allows it; a log we cannot narrow (another owner, no POSIX modes) is still written. */
function narrow(file: string): void {
  try {
    chmodSync(file, OWNER_ONLY);
  } catch {
    // kept as it is: losing the log would hide every later problem
  }
}
