/**
 * The kernel's view of a benchmark window (`bench:host -- --ktrace`, Linux, root, tracefs): every
 * context switch and wake-up on the machine, and every fdatasync syscall, on the CLOCK_MONOTONIC trace
 * clock (`mono`, the clock `monoNow` reads in the benchmark's processes). It answers what a slow answer
 * waited for: the disk (the fdatasync syscall itself), a thread that was ready but had no core (and who
 * held the cores meanwhile), or a thread that was running (busy with other work).
 */
import fs from 'node:fs';

const ROOT = '/sys/kernel/tracing';
const EVENTS = ['sched/sched_switch', 'sched/sched_wakeup', 'syscalls/sys_enter_fdatasync', 'syscalls/sys_exit_fdatasync', 'block/block_rq_issue', 'block/block_rq_complete'];

export interface KernelTrace {
  /** Per thread id: its intervals on a core ([start, end] ms) and when it was made ready (woken or preempted). */
  readonly runs: Map<number, [number, number][]>;
  /** Per thread id: [ready since, got a core at] ms — time it waited for a core. */
  readonly waits: Map<number, [number, number][]>;
  /** fdatasync syscalls: thread, fd, enter, exit (ms). */
  readonly syncs: { readonly tid: number; readonly fd: number; readonly enter: number; exit: number }[];
  /** The disk's cache flushes (rwbs FF): issue → complete (ms). */
  readonly flushes: [number, number][];
  /** Each core's runs in time order: [start, end, tid] (for who held the cores). */
  readonly cores: Map<number, [number, number, number][]>;
  readonly comm: Map<number, string>;
}

/** Whether the kernel trace can run here (tracefs mounted and writable: root). */
export function kernelTraceAvailable(): boolean {
  try {
    fs.accessSync(`${ROOT}/trace_clock`, fs.constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

const write = (file: string, value: string) => fs.writeFileSync(`${ROOT}/${file}`, value);

export function startKernelTrace(): void {
  write('tracing_on', '0');
  write('trace_clock', 'mono');
  write('buffer_size_kb', '65536');
  write('trace', '');
  for (const event of EVENTS) write(`events/${event}/enable`, '1');
  write('tracing_on', '1');
}

/** Stops tracing, reads what it holds and switches the events off again. */
export function stopKernelTrace(): KernelTrace {
  write('tracing_on', '0');
  const text = fs.readFileSync(`${ROOT}/trace`, 'utf8');
  for (const event of EVENTS) write(`events/${event}/enable`, '0');
  write('trace', '');
  write('buffer_size_kb', '1408');
  return parse(text);
}

function parse(text: string): KernelTrace {
  const runs = new Map<number, [number, number][]>();
  const waits = new Map<number, [number, number][]>();
  const syncs: KernelTrace['syncs'] = [];
  const flushes: [number, number][] = [];
  const cores = new Map<number, [number, number, number][]>();
  const comm = new Map<number, string>();
  const onCore = new Map<number, { tid: number; since: number }>();
  const readySince = new Map<number, number>();
  const openSync = new Map<number, KernelTrace['syncs'][number]>();
  const openFlush = new Map<string, number[]>();
  const push = <T>(map: Map<number, T[]>, key: number, value: T) => {
    const list = map.get(key);
    if (list) list.push(value);
    else map.set(key, [value]);
  };
  const line = /^\s*(.+)-(\d+)\s+\[(\d+)\]\s+\S+\s+([\d.]+): (\w+)(: |\(| -> )(.*)$/;
  for (const row of text.split('\n')) {
    const m = line.exec(row);
    if (!m) continue;
    const tid = Number(m[2]);
    const cpu = Number(m[3]);
    const at = Number(m[4]) * 1000;
    const event = m[5]!;
    const body = m[7]!;
    if (event === 'sched_switch') {
      const s = /prev_comm=(.*) prev_pid=(\d+) prev_prio=\d+ prev_state=(\S+) ==> next_comm=(.*) next_pid=(\d+)/.exec(body);
      if (!s) continue;
      const prev = Number(s[2]);
      const next = Number(s[5]);
      comm.set(prev, s[1]!);
      comm.set(next, s[4]!);
      const was = onCore.get(cpu);
      if (was && was.tid === prev) {
        push(runs, prev, [was.since, at] as [number, number]);
        push(cores, cpu, [was.since, at, prev] as [number, number, number]);
      }
      // Preempted (still runnable): it waits for a core from now on.
      if (s[3]!.startsWith('R')) readySince.set(prev, at);
      const ready = readySince.get(next);
      if (ready !== undefined) {
        push(waits, next, [ready, at] as [number, number]);
        readySince.delete(next);
      }
      onCore.set(cpu, { tid: next, since: at });
    } else if (event === 'sched_wakeup') {
      const w = /comm=(.*) pid=(\d+)/.exec(body);
      if (!w) continue;
      const woken = Number(w[2]);
      comm.set(woken, w[1]!);
      if (!readySince.has(woken)) readySince.set(woken, at);
    } else if (event === 'sys_fdatasync' && m[6] === '(') {
      const fd = /fd: (0x)?([0-9a-f]+)/.exec(body);
      if (!fd) continue;
      const sync = { tid, fd: parseInt(fd[2]!, fd[1] ? 16 : 10), enter: at, exit: NaN };
      openSync.set(tid, sync);
      syncs.push(sync);
    } else if (event === 'sys_fdatasync') {
      const sync = openSync.get(tid);
      if (sync) sync.exit = at;
      openSync.delete(tid);
    } else if (event === 'block_rq_issue' || event === 'block_rq_complete') {
      // "254,0 FF 0 () 0 + 0 …": a cache flush (rwbs FF); it completes with another sector number, so
      // flushes pair in order per device (the virtio disk runs them one at a time).
      const b = /^(\d+,\d+) FF /.exec(body);
      if (!b) continue;
      const queue = openFlush.get(b[1]!) ?? [];
      openFlush.set(b[1]!, queue);
      if (event === 'block_rq_issue') queue.push(at);
      else if (queue.length > 0) flushes.push([queue.shift()!, at]);
    }
  }
  return { runs, waits, syncs, flushes, cores, comm };
}

/** Milliseconds `intervals` overlap [from, to]. */
export function overlap(intervals: readonly (readonly [number, number, ...unknown[]])[] | undefined, from: number, to: number): number {
  let ms = 0;
  for (const [a, b] of intervals ?? []) {
    if (b <= from || a >= to) continue;
    ms += Math.min(b, to) - Math.max(a, from);
  }
  return ms;
}

/** Who held the cores in [from, to]: ms per name (`name` maps a thread id to a group). */
export function coreHolders(trace: KernelTrace, from: number, to: number, name: (tid: number) => string): Map<string, number> {
  const held = new Map<string, number>();
  for (const runs of trace.cores.values()) {
    for (const [a, b, tid] of runs) {
      if (b <= from || a >= to) continue;
      const group = name(tid);
      held.set(group, (held.get(group) ?? 0) + Math.min(b, to) - Math.max(a, from));
    }
  }
  return held;
}

/** Thread id → a group name: the benchmark's processes by role (`pids`), their loop thread apart; others by command name. */
export function threadNamer(trace: KernelTrace, pids: Record<string, number>): (tid: number) => string {
  const group = new Map<number, string>();
  for (const [role, pid] of Object.entries(pids)) {
    let tids: string[] = [];
    try {
      tids = fs.readdirSync(`/proc/${pid}/task`);
    } catch {
      /* gone */
    }
    for (const tid of tids) group.set(Number(tid), Number(tid) === pid ? `${role} loop` : `${role} ${trace.comm.get(Number(tid)) ?? 'thread'}`);
    group.set(pid, `${role} loop`);
  }
  return (tid) => {
    const known = group.get(tid);
    if (known) return known;
    const comm = trace.comm.get(tid) ?? '?';
    if (tid === 0 || comm === '<idle>' || comm.startsWith('swapper')) return 'idle';
    return `other ${comm.replace(/\/.*$/, '').replace(/[-:]\d.*$/, '')}`;
  };
}
