/**
 * Group commit, per-game logs or one shared log (issue 28.2)? On the disk of the data folder (a temp
 * folder; findmnt says which), 48 writers each append a log line and wait until it is durable:
 * - per game: each writer its own file, one fdatasync in flight per file (what store.ts does);
 * - shared: one file for all, one fdatasync in flight covering every line written before it started.
 * Two rates: paced (a line every 200 ms per writer: 48 busy games) and saturated (the next line as soon
 * as the last is durable). Prints a single fdatasync's cost on the event loop, each case's line latency
 * (write → durable) p50/p99, syncs per second and lines per sync, and last `fsync-shared-vs-per-game-p99`
 * (the paced p99 ratio shared / per game: below 1 the shared log is faster).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { diskOf, percentileOf } from './support/host-process';

const WRITERS = 48;
const PACE_MS = 200;
const RUN_MS = 4000;
const LINE = Buffer.from(`${JSON.stringify({ t: 'cmd', m: 'm1', seq: 1, c: { type: 'move', role: 'captain', direction: 'north' } })}\n`);

interface Result {
  readonly latencies: number[];
  readonly syncs: number;
  readonly lines: number;
}

/** A file with group commit: `append` resolves once the line is durable. */
class GroupFile {
  private syncing = false;
  private waiting: (() => void)[] = [];
  syncs = 0;
  constructor(private readonly fd: number) {}
  append(): Promise<void> {
    fs.writeSync(this.fd, LINE);
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      this.next();
    });
  }
  private next(): void {
    if (this.syncing || this.waiting.length === 0) return;
    this.syncing = true;
    const batch = this.waiting;
    this.waiting = [];
    this.syncs++;
    fs.fdatasync(this.fd, () => {
      this.syncing = false;
      for (const done of batch) done();
      this.next();
    });
  }
}

async function run(dir: string, shared: boolean, paced: boolean): Promise<Result> {
  const files = shared ? [new GroupFile(fs.openSync(path.join(dir, `shared-${paced}`), 'a'))] : Array.from({ length: WRITERS }, (_, i) => new GroupFile(fs.openSync(path.join(dir, `g${i}-${paced}`), 'a')));
  const latencies: number[] = [];
  const end = performance.now() + RUN_MS;
  await Promise.all(
    Array.from({ length: WRITERS }, async (_, i) => {
      const file = files[shared ? 0 : i]!;
      if (paced) await new Promise((r) => setTimeout(r, (i * PACE_MS) / WRITERS));
      while (performance.now() < end) {
        const start = performance.now();
        await file.append();
        latencies.push(performance.now() - start);
        if (paced) await new Promise((r) => setTimeout(r, Math.max(0, PACE_MS - (performance.now() - start))));
      }
    }),
  );
  return { latencies: latencies.sort((a, b) => a - b), syncs: files.reduce((n, f) => n + f.syncs, 0), lines: latencies.length };
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rumbo-fsync-'));
  const f = (ms: number) => ms.toFixed(2);
  try {
    console.log(`folder ${dir} on ${diskOf(dir)}; ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}; libuv thread pool ${process.env.UV_THREADPOOL_SIZE ?? 4}`);
    const fd = fs.openSync(path.join(dir, 'one'), 'a');
    const one: number[] = [];
    for (let i = 0; i < 200; i++) {
      fs.writeSync(fd, LINE);
      const start = performance.now();
      fs.fdatasyncSync(fd);
      one.push(performance.now() - start);
    }
    one.sort((a, b) => a - b);
    console.log(`one line + fdatasync on the event loop: p50 ${f(percentileOf(one, 50))} ms, p90 ${f(percentileOf(one, 90))} ms, p99 ${f(percentileOf(one, 99))} ms`);
    const p99 = new Map<string, number>();
    for (const paced of [true, false]) {
      for (const shared of [false, true]) {
        const r = await run(dir, shared, paced);
        const label = `${paced ? `paced (a line / ${PACE_MS} ms each)` : 'saturated'}, ${shared ? 'one shared log' : `${WRITERS} per-game logs`}`;
        console.log(
          `${label}: ${(r.lines / (RUN_MS / 1000)).toFixed(0)} lines/s, ${(r.syncs / (RUN_MS / 1000)).toFixed(0)} syncs/s, ${(r.lines / Math.max(1, r.syncs)).toFixed(1)} lines per sync; write → durable p50 ${f(percentileOf(r.latencies, 50))} ms, p99 ${f(percentileOf(r.latencies, 99))} ms`,
        );
        p99.set(`${paced}-${shared}`, percentileOf(r.latencies, 99));
      }
    }
    console.log(`fsync-shared-vs-per-game-p99: ${(p99.get('true-true')! / p99.get('true-false')!).toFixed(2)} ratio`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
