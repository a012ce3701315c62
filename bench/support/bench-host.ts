/**
 * The host as its own process for benchmarks: `startHost` with what a benchmark must control and the
 * CLI does not offer — a disk whose every fdatasync is delayed (an injected stall, as a laptop's or a
 * busy disk can be), explicit limits (many games and clicks from one loopback address), and counts of
 * the syncs: how many ran, how many lines they covered, how long each took (queued in the thread pool
 * and run). Config: JSON in RUMBO_BENCH_HOST. Prints `Listening on port N`; on SIGUSR2 prints
 * `sync-stats: {json}` (counted since the start); on SIGINT that too, then closes the host and exits.
 */
import { exactAddress } from '../../electron/host/machine-key';
import { startHost } from '../../electron/host/server';
import type { HostLimits } from '../../electron/host/api';
import { NODE_LOG_FS, type LogFs } from '../../electron/host/store';

export interface BenchHostConfig {
  readonly dataDir: string;
  /** Every fdatasync starts this much later (ms); 0: the disk as it is. */
  readonly syncDelayMs: number;
  /** For comparison: every fdatasync on the event loop, as the host did before the group commit (issue 28.2). */
  readonly syncOnLoop?: boolean;
  readonly seed?: number;
  readonly botPaceMs?: number;
  readonly limits?: Partial<HostLimits>;
  /** Each loopback address is a computer of its own (the host counts all of loopback as one machine). */
  readonly loopbackComputers?: boolean;
}

export interface SyncStats {
  readonly syncs: number;
  readonly lines: number;
  /** Milliseconds from asking for an fdatasync to its end (the injected delay not counted), sorted. */
  readonly ms: readonly number[];
}

/** node:fs with each fdatasync delayed and timed. */
class MeasuredDisk implements LogFs {
  syncs = 0;
  lines = 0;
  readonly ms: number[] = [];
  constructor(
    private readonly delayMs: number,
    private readonly onLoop: boolean,
  ) {}
  writeSync(fd: number, buffer: Buffer, offset: number, length: number): number {
    if (offset === 0) this.lines++;
    return NODE_LOG_FS.writeSync(fd, buffer, offset, length);
  }
  fdatasyncSync(fd: number): void {
    NODE_LOG_FS.fdatasyncSync(fd);
  }
  fdatasync(fd: number, done: (error: NodeJS.ErrnoException | null) => void): void {
    if (this.onLoop) {
      // The old way: the loop waits for the disk (and the stall), every line alone.
      const start = performance.now();
      if (this.delayMs > 0) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, this.delayMs);
      NODE_LOG_FS.fdatasyncSync(fd);
      this.syncs++;
      this.ms.push(performance.now() - start - this.delayMs);
      return done(null);
    }
    const run = () => {
      const start = performance.now();
      NODE_LOG_FS.fdatasync(fd, (error) => {
        this.syncs++;
        this.ms.push(performance.now() - start);
        done(error);
      });
    };
    if (this.delayMs > 0) setTimeout(run, this.delayMs);
    else run();
  }
  ftruncateSync(fd: number, length: number): void {
    NODE_LOG_FS.ftruncateSync(fd, length);
  }
  fstatSync(fd: number): { size: number } {
    return NODE_LOG_FS.fstatSync(fd);
  }
}

async function main(): Promise<void> {
  const config = JSON.parse(process.env.RUMBO_BENCH_HOST ?? '{}') as BenchHostConfig;
  const disk = new MeasuredDisk(config.syncDelayMs, config.syncOnLoop === true);
  const host = await startHost({
    port: 0,
    bindAddress: '127.0.0.1',
    dataDir: config.dataDir,
    discovery: false,
    logFs: disk,
    ...(config.limits ? { limits: config.limits } : {}),
    ...(config.loopbackComputers ? { machineOf: exactAddress } : {}),
    ...(config.botPaceMs === undefined ? {} : { botPaceMs: config.botPaceMs }),
    ...(config.seed === undefined ? {} : { seed: () => config.seed! }),
    onEvent: (event) => (event.kind === 'warning' ? console.error(`host: ${event.message}`) : undefined),
  });
  console.log(`Listening on port ${host.port}`);
  console.log('Ctrl-C stops the host.');
  const printStats = () => {
    const stats: SyncStats = { syncs: disk.syncs, lines: disk.lines, ms: [...disk.ms].sort((a, b) => a - b) };
    console.log(`sync-stats: ${JSON.stringify(stats)}`);
  };
  process.on('SIGUSR2', printStats);
  process.on('SIGINT', () => {
    printStats();
    void host.close().then(() => process.exit(0));
  });
}

main().catch((error) => {
  console.error(`bench host: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
