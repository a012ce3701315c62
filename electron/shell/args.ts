/**
 * Command-line flags of the desktop app (after Electron's own arguments):
 *   --allow-multiple          skip the single-instance lock (two instances on one PC to test LAN play)
 *   --data-dir=<folder>       user data folder (settings, game logs, models, browser profile)
 *   --port=<n>                host port (0 = any free one); default: the host's (47800)
 *   --ptt-key=<accelerator>   global push-to-talk key (Electron accelerator); default F9
 * Both `--flag=value` and `--flag value` work. Unknown arguments (Chromium switches, the app path) are
 * ignored; a bad value is reported and ignored, never fatal.
 */
import path from 'node:path';

export interface DesktopArgs {
  readonly allowMultiple: boolean;
  readonly dataDir?: string;
  readonly port?: number;
  readonly pttKey?: string;
  readonly warnings: readonly string[];
}

const VALUE_FLAGS = ['--data-dir', '--port', '--ptt-key'] as const;
type ValueFlag = (typeof VALUE_FLAGS)[number];

export function parseArgs(argv: readonly string[], cwd: string = process.cwd()): DesktopArgs {
  let allowMultiple = false;
  const values: Partial<Record<ValueFlag, string>> = {};
  const warnings: string[] = [];

  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--allow-multiple') {
      allowMultiple = true;
      continue;
    }
    const eq = arg.indexOf('=');
    const name = eq >= 0 ? arg.slice(0, eq) : arg;
    if (!(VALUE_FLAGS as readonly string[]).includes(name)) continue;
    const flag = name as ValueFlag;
    let value: string | undefined;
    if (eq >= 0) {
      value = arg.slice(eq + 1);
    } else {
      const next = argv[i + 1];
      if (next !== undefined && !next.startsWith('--')) {
        value = next;
        i++;
      }
    }
    if (value === undefined || value === '') {
      warnings.push(`${flag} needs a value; ignored`);
      continue;
    }
    values[flag] = value;
  }

  let port: number | undefined;
  if (values['--port'] !== undefined) {
    const raw = values['--port'];
    const n = /^\d+$/.test(raw) ? Number(raw) : NaN;
    if (Number.isInteger(n) && n >= 0 && n <= 65535) port = n;
    else warnings.push(`--port must be an integer from 0 to 65535 (got "${raw}"); ignored`);
  }

  const dataDir = values['--data-dir'] !== undefined ? path.resolve(cwd, values['--data-dir']) : undefined;
  const pttKey = values['--ptt-key'];

  return {
    allowMultiple,
    ...(dataDir !== undefined ? { dataDir } : {}),
    ...(port !== undefined ? { port } : {}),
    ...(pttKey !== undefined ? { pttKey } : {}),
    warnings,
  };
}

/**
 * The user data folder for this instance. An explicit --data-dir wins. With --allow-multiple and no
 * --data-dir, each extra instance gets its own folder (Chromium's profile — IndexedDB, caches — cannot be
 * shared by two running instances); `isFirst` is whether this instance obtained the single-instance lock.
 */
export function instanceUserData(args: DesktopArgs, defaultUserData: string, pid: number, isFirst: boolean): string {
  if (args.dataDir) return args.dataDir;
  if (args.allowMultiple && !isFirst) return path.join(defaultUserData, 'instances', String(pid));
  return defaultUserData;
}
