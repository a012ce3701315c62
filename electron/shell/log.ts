/**
 * The main process log: one line per event, appended synchronously (nothing to flush, nothing lost on a
 * crash), also echoed to stderr. Rotated once at start when larger than `maxBytes` (main.log → main.1.log).
 */
import { appendFileSync, existsSync, mkdirSync, renameSync, statSync } from 'node:fs';
import path from 'node:path';

export type Log = (message: string) => void;

export function createFileLog(file: string, options: { maxBytes?: number; echo?: (line: string) => void; now?: () => Date } = {}): Log {
  const maxBytes = options.maxBytes ?? 1_000_000;
  const echo = options.echo ?? ((line: string) => process.stderr.write(line));
  const now = options.now ?? (() => new Date());
  let usable = true;
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    if (existsSync(file) && statSync(file).size > maxBytes) {
      renameSync(file, file.replace(/\.log$/, '') + '.1.log');
    }
  } catch {
    usable = false;
  }
  return (message) => {
    const line = `${now().toISOString()} ${message}\n`;
    echo(line);
    if (!usable) return;
    try {
      appendFileSync(file, line, 'utf8');
    } catch {
      usable = false;
    }
  };
}
