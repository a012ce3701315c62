/**
 * The host as its own process for benchmarks: `startHost` with what a benchmark must control and the
 * CLI does not offer — a disk whose every fdatasync is delayed (an injected stall, as a laptop's or a
 * busy disk can be), explicit limits (many games and clicks from one loopback address), and counts of
 * the syncs: how many ran, how many lines they covered, how long each took (queued in the thread pool
 * and run). Config: JSON in RUMBO_BENCH_HOST. Prints `Listening on port N`; on SIGUSR2 prints
 * `sync-stats: {json}` (counted since the start); on SIGINT that too, then closes the host and exits.
 */
import fs from 'node:fs';
import inspector from 'node:inspector';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { Connection } from '../../electron/host/connection';
import { Hub } from '../../electron/host/hub';
import { exactAddress } from '../../electron/host/machine-key';
import { startHost } from '../../electron/host/server';
import type { HostLimits } from '../../electron/host/api';
import { NODE_LOG_FS, type LogFs } from '../../electron/host/store';
import { SyncGate, type SyncGateLimits, type SyncLane } from '../../electron/host/sync-gate';

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
  /** Node/V8 flags for the host's process (startBenchHost passes them to node). */
  readonly nodeFlags?: readonly string[];
  /** The sync gate's limits (sync-gate.ts); absent: the host's default. */
  readonly syncGate?: SyncGateLimits;
  /** Trace what holds the loop: event-loop delay, GC pauses, CPU time, and when each ping was read. */
  readonly trace?: boolean;
  /**
   * A model of one shared journal (issue 28, measured before building it): every line is also written
   * to one journal file, and a log's fdatasync becomes a group commit of that journal (one sync in
   * flight; lines written meanwhile share the next). The game files are never synced here, so this is
   * the journal's best case (a real one also syncs them at checkpoints).
   */
  readonly journalModel?: boolean;
  /**
   * A hedge (measured, not built): every line also goes to one journal as above, and a people's game's
   * sync runs on its own file AND as the journal's group commit; the log hears at the first to end.
   * Bot games sync their own files only.
   */
  readonly hedgeModel?: boolean;
}

/** What `trace` measured since `traceReset` (the measuring window). */
export interface HostTrace {
  /** Event-loop delay (monitorEventLoopDelay, 1 ms resolution): percentiles in ms. */
  readonly loopDelay: { readonly p50: number; readonly p99: number; readonly p999: number; readonly max: number; readonly count: number };
  /** GC pauses in the window: count, total and largest (ms), and how many took ≥ 1 ms. */
  readonly gc: { readonly count: number; readonly totalMs: number; readonly maxMs: number; readonly over1ms: number; readonly kinds: Record<string, number> };
  /** Process CPU time in the window (ms) and the window's wall time (ms). */
  readonly cpuMs: number;
  readonly wallMs: number;
  /** Each ping's `t` (the sender's epoch ms) and the epoch ms the host handled it. */
  readonly pings: readonly (readonly [number, number])[];
  /** Each person's command the host read in the window, in order (bot seats' commands never pass `Hub.handle`). */
  readonly commands: readonly CommandTrace[];
}

/**
 * Where a person's command spent its time in the host, CLOCK_MONOTONIC ms (`monoNow`, comparable across
 * processes and with the kernel's `mono` trace clock): read (the hub got it), its log's fdatasync handed
 * to the thread pool, the hub done with it (views built, all held), the sync's callback on the loop, and
 * `accepted` about to be written to the socket.
 */
export interface CommandTrace {
  readonly seq: number;
  readonly read: number;
  handled?: number;
  syncCall?: number;
  syncEnd?: number;
  sent?: number;
  /** The log's file descriptor (to find its fdatasync in a kernel trace). */
  fd?: number;
}

/** CLOCK_MONOTONIC in ms (libuv's hrtime): one clock for every process on the machine. */
export const monoNow = (): number => Number(process.hrtime.bigint()) / 1e6;

/** The person's command the hub is handling now (trace): its sync, if one starts inside, is its own. */
let tracedCommand: CommandTrace | null = null;

export interface SyncStats {
  readonly syncs: number;
  readonly lines: number;
  /** Milliseconds from asking for an fdatasync to its end (the injected delay not counted), sorted. */
  readonly ms: readonly number[];
  /**
   * Per sync lane (sync-gate.ts): milliseconds from a log asking the gate for a sync to that sync's end,
   * sorted — what a person's line waits for the disk (people) or a bot game's (bots), the stall included.
   */
  readonly waits: { readonly people: readonly number[]; readonly bots: readonly number[] };
}

/** The lane and time of the gate entry whose sync the log is starting now (set around `run`, see below). */
let entering: { lane: SyncLane; at: number } | null = null;
const enter = SyncGate.prototype.enter;
SyncGate.prototype.enter = function (this: SyncGate, lane, run) {
  const at = performance.now();
  return enter.call(this, lane, (leave) => {
    entering = { lane, at };
    try {
      run(leave);
    } finally {
      entering = null;
    }
  });
};

/** The journal model (`journalModel`): one file, one fdatasync in flight, every waiting log shares the next. */
class JournalModel {
  private readonly fd: number;
  private syncing = false;
  private waiting: ((error: NodeJS.ErrnoException | null) => void)[] = [];
  constructor(dataDir: string) {
    this.fd = fs.openSync(`${dataDir}/journal-model`, 'a', 0o600);
  }
  write(buffer: Buffer, offset: number, length: number): void {
    fs.writeSync(this.fd, buffer, offset, length);
  }
  sync(run: (fd: number, done: (error: NodeJS.ErrnoException | null) => void) => void, done: (error: NodeJS.ErrnoException | null) => void): void {
    this.waiting.push(done);
    this.next(run);
  }
  private next(run: (fd: number, done: (error: NodeJS.ErrnoException | null) => void) => void): void {
    if (this.syncing || this.waiting.length === 0) return;
    this.syncing = true;
    const batch = this.waiting;
    this.waiting = [];
    run(this.fd, (error) => {
      this.syncing = false;
      for (const d of batch) d(error);
      this.next(run);
    });
  }
}

/** node:fs with each fdatasync delayed and timed. */
class MeasuredDisk implements LogFs {
  syncs = 0;
  lines = 0;
  readonly ms: number[] = [];
  readonly waits: { people: number[]; bots: number[] } = { people: [], bots: [] };
  constructor(
    private readonly delayMs: number,
    private readonly onLoop: boolean,
    private readonly journal: JournalModel | null = null,
    private readonly hedge = false,
  ) {}
  writeSync(fd: number, buffer: Buffer, offset: number, length: number): number {
    if (offset === 0) this.lines++;
    const n = NODE_LOG_FS.writeSync(fd, buffer, offset, length);
    this.journal?.write(buffer, offset, n);
    return n;
  }
  fdatasyncSync(fd: number): void {
    NODE_LOG_FS.fdatasyncSync(fd);
  }
  fdatasync(fd: number, done: (error: NodeJS.ErrnoException | null) => void): void {
    const asked = entering;
    const measured = (error: NodeJS.ErrnoException | null) => {
      if (asked) this.waits[asked.lane].push(performance.now() - asked.at);
      done(error);
    };
    if (this.journal && this.hedge && asked?.lane === 'people') {
      let first = true;
      const either = (error: NodeJS.ErrnoException | null) => {
        if (!first) return;
        first = false;
        measured(error);
      };
      this.journal.sync((journalFd, synced) => this.timedSync(journalFd, synced), either);
      return this.timedSync(fd, either);
    }
    if (this.journal && !this.hedge) return this.journal.sync((journalFd, synced) => this.timedSync(journalFd, synced), measured);
    this.timedSync(fd, measured);
  }
  private timedSync(fd: number, done: (error: NodeJS.ErrnoException | null) => void): void {
    if (this.onLoop) {
      // The old way: the loop waits for the disk (and the stall), every line alone.
      const start = performance.now();
      if (this.delayMs > 0) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, this.delayMs);
      NODE_LOG_FS.fdatasyncSync(fd);
      this.syncs++;
      this.ms.push(performance.now() - start - this.delayMs);
      return done(null);
    }
    const command = tracedCommand;
    const run = () => {
      const start = performance.now();
      if (command) {
        command.syncCall = monoNow();
        command.fd = fd;
      }
      NODE_LOG_FS.fdatasync(fd, (error) => {
        this.syncs++;
        this.ms.push(performance.now() - start);
        if (command) command.syncEnd = monoNow();
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

/** Measures the host's loop in a window (a benchmark's measuring phase); `report` returns what it saw. */
function startTrace(): { reset(): void; report(): HostTrace } {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  let gcs: number[] = [];
  let kinds: Record<string, number> = {};
  const kindName: Record<number, string> = { 1: 'scavenge', 2: 'mark-sweep-compact', 4: 'incremental', 8: 'weak-callbacks', 16: 'minor-mark-sweep' };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gcs.push(entry.duration);
      const kind = kindName[((entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind) ?? 0] ?? 'other';
      kinds[kind] = (kinds[kind] ?? 0) + 1;
    }
  }).observe({ entryTypes: ['gc'] });
  let pings: [number, number][] = [];
  let commands: CommandTrace[] = [];
  const handle = Hub.prototype.handle;
  Hub.prototype.handle = function (this: Hub, client, message) {
    if (message.type === 'ping' && message.t !== undefined) pings.push([message.t, performance.timeOrigin + performance.now()]);
    if (message.type !== 'command') return handle.call(this, client, message);
    const command: CommandTrace = { seq: message.seq, read: monoNow() };
    commands.push(command);
    tracedCommand = command;
    try {
      return handle.call(this, client, message);
    } finally {
      tracedCommand = null;
      command.handled = monoNow();
    }
  };
  const deliver = Connection.prototype.deliver;
  Connection.prototype.deliver = function (this: Connection, message, text) {
    // Marked before the socket write: a thread preempted right after it would mark it after the bench read it.
    const last = commands[commands.length - 1];
    if (message.type === 'accepted' && last && last.seq === message.seq && last.sent === undefined) last.sent = monoNow();
    deliver.call(this, message, text);
  };
  let cpu0 = process.cpuUsage();
  let wall0 = performance.now();
  return {
    reset() {
      delay.reset();
      gcs = [];
      kinds = {};
      pings = [];
      commands = [];
      cpu0 = process.cpuUsage();
      wall0 = performance.now();
    },
    report() {
      const cpu = process.cpuUsage(cpu0);
      const ms = (ns: number) => ns / 1e6;
      return {
        loopDelay: { p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), p999: ms(delay.percentile(99.9)), max: ms(delay.max), count: delay.count },
        gc: { count: gcs.length, totalMs: gcs.reduce((a, b) => a + b, 0), maxMs: Math.max(0, ...gcs), over1ms: gcs.filter((d) => d >= 1).length, kinds },
        cpuMs: (cpu.user + cpu.system) / 1000,
        wallMs: performance.now() - wall0,
        pings,
        commands,
      };
    },
  };
}

async function main(): Promise<void> {
  const config = JSON.parse(process.env.RUMBO_BENCH_HOST ?? '{}') as BenchHostConfig;
  const trace = config.trace ? startTrace() : null;
  const disk = new MeasuredDisk(config.syncDelayMs, config.syncOnLoop === true, config.journalModel || config.hedgeModel ? new JournalModel(config.dataDir) : null, config.hedgeModel === true);
  const host = await startHost({
    port: 0,
    bindAddress: '127.0.0.1',
    dataDir: config.dataDir,
    discovery: false,
    logFs: disk,
    ...(config.syncGate ? { syncGate: config.syncGate } : {}),
    ...(config.limits ? { limits: config.limits } : {}),
    ...(config.loopbackComputers ? { machineOf: exactAddress } : {}),
    ...(config.botPaceMs === undefined ? {} : { botPaceMs: config.botPaceMs }),
    ...(config.seed === undefined ? {} : { seed: () => config.seed! }),
    onEvent: (event) => (event.kind === 'warning' ? console.error(`host: ${event.message}`) : undefined),
  });
  console.log(`Listening on port ${host.port}`);
  console.log('Ctrl-C stops the host.');
  const printStats = () => {
    const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
    const stats: SyncStats = { syncs: disk.syncs, lines: disk.lines, ms: sorted(disk.ms), waits: { people: sorted(disk.waits.people), bots: sorted(disk.waits.bots) } };
    console.log(`sync-stats: ${JSON.stringify(stats)}`);
  };
  process.on('SIGUSR2', printStats);
  // Tracing: SIGWINCH starts the measuring window, SIGUSR1 is taken by the inspector; SIGPWR reports.
  if (trace) {
    // RUMBO_BENCH_PROFILE=file: a CPU profile of the measuring window (inspector), written there.
    const profileFile = process.env.RUMBO_BENCH_PROFILE;
    const session = profileFile ? new inspector.Session() : null;
    session?.connect();
    process.on('SIGWINCH', () => {
      trace.reset();
      session?.post('Profiler.enable', () => session.post('Profiler.setSamplingInterval', { interval: 500 }, () => session.post('Profiler.start')));
    });
    process.on('SIGPWR', () => {
      const report = () => console.log(`host-trace: ${JSON.stringify(trace.report())}`);
      if (!session) return report();
      session.post('Profiler.stop', (error, result) => {
        if (!error) fs.writeFileSync(profileFile!, JSON.stringify(result.profile));
        report();
      });
    });
  }
  process.on('SIGINT', () => {
    printStats();
    void host.close().then(() => process.exit(0));
  });
}

main().catch((error) => {
  console.error(`bench host: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
