import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchHostConfig, HostTrace, SyncStats } from './bench-host';

const root = fileURLToPath(new URL('../../', import.meta.url));

export interface HostProcess {
  readonly port: number;
  readonly pid: number;
  stop(): Promise<void>;
}

/**
 * The headless host as its own process (`electron/host/cli.ts`) on loopback with a free port and no
 * discovery or default game, so a benchmark measures it over real sockets. `extraArgs` add CLI flags.
 */
export function startHostProcess(dataDir: string, extraArgs: readonly string[] = []): Promise<HostProcess> {
  const cli = path.join(root, 'electron', 'host', 'cli.ts');
  const args = ['--import', 'tsx', cli, '--port', '0', '--bind', '127.0.0.1', '--data', dataDir, '--no-discovery', '--no-game', ...extraArgs];
  const proc = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let text = '';
    proc.stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const match = /Listening on port (\d+)/.exec(text);
      if (match && text.includes('Ctrl-C stops the host')) {
        proc.stdout.removeAllListeners('data');
        proc.stdout.resume();
        resolve({
          port: Number(match[1]),
          pid: proc.pid!,
          stop: () =>
            new Promise<void>((done) => {
              proc.once('exit', () => done());
              proc.kill('SIGINT');
            }),
        });
      }
    });
    proc.once('exit', (code) => reject(new Error(`host exited (${code}) before listening:\n${text}`)));
  });
}

export interface BenchHostProcess extends HostProcess {
  /** The host's sync counts since it started (SIGUSR2). */
  stats(): Promise<SyncStats>;
  /** SIGKILL: what a crash leaves on disk. */
  kill(): Promise<void>;
  /** With `trace`: starts the measuring window (SIGWINCH), and reports it (SIGPWR). */
  traceStart(): void;
  trace(): Promise<HostTrace>;
}

/**
 * `bench-host.ts` as its own process: the host with an injectable fdatasync delay and explicit limits
 * (see there); `stats` says how many syncs ran, how many lines they covered and what each took.
 */
export function startBenchHost(config: BenchHostConfig): Promise<BenchHostProcess> {
  const entry = path.join(root, 'bench', 'support', 'bench-host.ts');
  const proc = spawn(process.execPath, [...(config.nodeFlags ?? []), '--import', 'tsx', entry], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, RUMBO_BENCH_HOST: JSON.stringify(config) },
  });
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      const match = /Listening on port (\d+)/.exec(text);
      if (!match || !text.includes('Ctrl-C stops the host')) return;
      proc.stdout.removeListener('data', onData);
      let tail = '';
      let onStats: ((stats: SyncStats) => void) | null = null;
      let onTrace: ((trace: HostTrace) => void) | null = null;
      proc.stdout.on('data', (more: Buffer) => {
        tail += more.toString();
        for (;;) {
          const line = /(sync-stats|host-trace): (.*)\n/.exec(tail);
          if (!line) return;
          tail = tail.slice(line.index + line[0].length);
          if (line[1] === 'sync-stats') {
            onStats?.(JSON.parse(line[2]!) as SyncStats);
            onStats = null;
          } else {
            onTrace?.(JSON.parse(line[2]!) as HostTrace);
            onTrace = null;
          }
        }
      });
      const exited = new Promise<void>((done) => proc.once('exit', () => done()));
      resolve({
        port: Number(match[1]),
        pid: proc.pid!,
        stop: async () => {
          proc.kill('SIGINT');
          await exited;
        },
        stats: () =>
          new Promise<SyncStats>((done) => {
            onStats = done;
            proc.kill('SIGUSR2');
          }),
        kill: async () => {
          proc.kill('SIGKILL');
          await exited;
        },
        traceStart: () => void proc.kill('SIGWINCH'),
        trace: () =>
          new Promise<HostTrace>((done) => {
            onTrace = done;
            proc.kill('SIGPWR');
          }),
      });
    };
    proc.stdout.on('data', onData);
    proc.once('exit', (code) => reject(new Error(`bench host exited (${code}) before listening:\n${text}`)));
  });
}

/** The file system a folder is on (`findmnt`; Linux), to say whether a benchmark's disk was real. */
export function diskOf(dir: string): string {
  try {
    return execFileSync('findmnt', ['-n', '-o', 'FSTYPE,SOURCE', '-T', dir], { encoding: 'utf8' }).trim().replace(/\s+/g, ' on ');
  } catch {
    return 'unknown (no findmnt)';
  }
}

/** p-th percentile of sorted values. */
export function percentileOf(sorted: readonly number[], p: number): number {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * The disk options both host benchmarks take: `--sync-delay-ms N` delays every fdatasync (an injected
 * stall, as a laptop's disk can be); `--sync-on-loop` runs every fdatasync on the event loop, as before
 * the group commit (for comparison); `--journal-model` measures one shared journal instead of per-game syncs
 * (bench-host.ts `journalModel`: its best case, the game files never synced); `--hedge-model` a people's
 * game's sync on its file and the journal at once, the first to end counting (`hedgeModel`).
 */
export function diskArgs(argv: readonly string[] = process.argv): { readonly syncDelayMs: number; readonly syncOnLoop: boolean; readonly journalModel: boolean; readonly hedgeModel: boolean } {
  const at = argv.indexOf('--sync-delay-ms');
  return { syncDelayMs: at >= 0 ? Number(argv[at + 1]) : 0, syncOnLoop: argv.includes('--sync-on-loop'), journalModel: argv.includes('--journal-model'), hedgeModel: argv.includes('--hedge-model') };
}
