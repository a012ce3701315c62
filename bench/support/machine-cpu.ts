/**
 * The machine's CPU over a benchmark's window (Linux /proc): how much of the cores were busy, how much
 * of that the benchmark's own processes used, and how much others did. On a shared machine a latency
 * figure means little without the third number.
 */
import fs from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

export interface CpuSnapshot {
  readonly busyMs: number;
  readonly totalMs: number;
  readonly ours: Map<string, number>;
  /** The first process's threads: CPU ms per thread, named "loop" (the main thread) or by its name. */
  readonly threads: Map<number, { readonly name: string; readonly ms: number }>;
}

function threadsOf(pid: number): CpuSnapshot['threads'] {
  const threads: CpuSnapshot['threads'] = new Map();
  let tids: string[];
  try {
    tids = fs.readdirSync(`/proc/${pid}/task`);
  } catch {
    return threads;
  }
  for (const tid of tids) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      threads.set(Number(tid), { name: Number(tid) === pid ? 'loop' : comm, ms: (Number(fields[11]) + Number(fields[12])) * TICK_MS });
    } catch {
      /* ended */
    }
  }
  return threads;
}

function processMs(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return NaN;
  }
}

/** The cores' busy and total time so far, and each of `pids`' CPU time (all its threads). */
export function cpuSnapshot(pids: Record<string, number>): CpuSnapshot | null {
  let line: string;
  try {
    line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
  } catch {
    return null;
  }
  // cpu user nice system idle iowait irq softirq steal …
  const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
  const idle = ticks[3]! + ticks[4]!;
  const total = ticks.reduce((a, b) => a + b, 0);
  const first = Object.values(pids)[0];
  return {
    busyMs: (total - idle) * TICK_MS,
    totalMs: total * TICK_MS,
    ours: new Map(Object.entries(pids).map(([name, pid]) => [name, processMs(pid)])),
    threads: first === undefined ? new Map() : threadsOf(first),
  };
}

/** "cores busy 61 % (ours: host 23 %, bench 14 %, …; others 9 %)" between two snapshots, in % of all cores. */
export function describeCpu(before: CpuSnapshot | null, after: CpuSnapshot | null): string {
  if (!before || !after) return 'machine CPU: unknown (no /proc/stat)';
  const total = after.totalMs - before.totalMs;
  const pct = (ms: number) => `${((100 * ms) / total).toFixed(0)} %`;
  let ours = 0;
  const parts: string[] = [];
  for (const [name, ms] of after.ours) {
    const used = ms - (before.ours.get(name) ?? NaN);
    if (!Number.isFinite(used)) continue;
    ours += used;
    parts.push(`${name} ${pct(used)}`);
  }
  const busy = after.busyMs - before.busyMs;
  const byName = new Map<string, number>();
  for (const [tid, { name, ms }] of after.threads) byName.set(name, (byName.get(name) ?? 0) + ms - (before.threads.get(tid)?.ms ?? 0));
  const first = [...after.ours.keys()][0];
  const threads = [...byName].sort((a, b) => b[1] - a[1]).map(([name, ms]) => `${name} ${pct(ms)}`).join(', ');
  return `machine CPU in the window (% of all cores): busy ${pct(busy)} — ours ${pct(ours)} (${parts.join(', ')}; ${first}'s threads: ${threads}), others ${pct(Math.max(0, busy - ours))}`;
}
