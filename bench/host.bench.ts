/**
 * Host latency: a real host (its own process, `support/bench-host.ts`: the host's code with logs
 * committed in groups to a temp folder, on the disk the machine has) and clients on loopback.
 *
 * 1. A known real-time game, 8 seated clients + 4 spectators, played command after command; each sample
 *    is the time from sending a command to the moment all 12 clients hold their new view. Rounds of one
 *    whole game each (the first is warm-up): `host-p99` is the median of the rounds' p99 (goal ≤ 5 ms).
 * 2. Beside 48 bot games (their own process, `support/bot-games.ts`, one person connected to each so the
 *    bots play at their real pace): the same game with 8 seats + 20 spectators; `host-play-p99` is send →
 *    `accepted` (which waits for the command's line to be fdatasync'd), and a player in one bot game
 *    (a process of its own, `support/pinger.ts`) pings every 10 ms: `host-bots-ping-p99` (goal ≤ 5 ms each).
 *    Then the host is killed (SIGKILL) and
 *    every acknowledged command of the played games is looked for in the logs.
 *
 * `--sync-delay-ms N` delays every fdatasync by N ms (an injected stall, as a laptop's or a busy disk):
 * answers wait for the disk, but other games' pings must not. Prints the disk (findmnt), what an
 * fdatasync took and how many lines one covered, and last `host-play-p99`. Beside the crowd it prints the
 * machine's CPU in the window: ours (host and its threads, bench, bots, pinger) and others' — a latency
 * figure from a shared machine means little without it.
 *
 * `--trace` adds where each slow ping's and each slow play's time went (bench send → host read → its
 * fdatasync handed to the pool → the callback → `accepted` written → the bench read it; support/play-split.ts);
 * `--ktrace` (root, tracefs) splits them further with the kernel's trace: the fdatasync syscall, the disk's
 * flush, threads ready without a core, and who held the cores. `--host-sched nice=N|slice=US|batch` and
 * `--host-flags "…"` change how the host's process runs, to compare (docs/decisions.md, issue 28 round 5).
 */
import { nthName } from '../test/support/distinct-names';
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import type { GameRoom, MemberSink } from '../electron/host/game-room';
import { Hub } from '../electron/host/hub';
import { GameStore } from '../electron/host/store';
import { eventsFor, viewFor, type Command, type Role, type Seat, type Team } from '../shared/engine';
import { PROTOCOL_VERSION, type ClientMessage, type HostMessage } from '../shared/protocol';
import { playRandomGame, type RandomGame } from '../test/support/random-game';
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import type { HostTrace, SyncStats } from './support/bench-host';
import { diskArgs, diskOf, percentileOf, startBenchHost } from './support/host-process';
import { kernelTraceAvailable, startKernelTrace, stopKernelTrace, threadNamer, type KernelTrace } from './support/kernel-trace';
import { cpuSnapshot, describeCpu } from './support/machine-cpu';
import { scheduleThreads } from './support/thread-sched';
import { printKernelSplit, printPlaySplit, type PlayMark } from './support/play-split';

const ROUNDS = 6;
const SPECTATORS = 4;
/** The load beside bot games: 8 seats + this many spectators, this many rounds (one game each). */
const CROWD_SPECTATORS = 20;
/**
 * `--rounds N`, `--ping-ms N`. The defaults make the p99s rest on samples large enough to be one: 6 games
 * (3,936 commands: p99 is the 40th worst) and a ping every 10 ms (≈1,000–3,000 pings: the 10th–30th
 * worst); 2 games and a ping per 25 ms gave ~120 pings on a quiet machine, whose p99 was the second worst.
 */
const argNumber = (name: string, fallback: number) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
};
const CROWD_ROUNDS = argNumber('--rounds', 6);
const BOT_GAMES = 48;
const PING_MS = argNumber('--ping-ms', 10);
/**
 * `--ktrace` (Linux, root, tracefs at /sys/kernel/tracing): `--trace`, and the kernel's context switches,
 * wake-ups, fdatasync syscalls and disk flushes in the window, to split the slow answers further.
 */
const KTRACE = process.argv.includes('--ktrace');
/** `--trace`: the host's loop delay, GC, CPU time, and where each slow ping's and play's time went. */
const TRACE = KTRACE || process.argv.includes('--trace');
/** `--sync-gate T,B`: bot-only games' syncs start while fewer than T run, B at most (sync-gate.ts); `off`: no gate. */
const SYNC_GATE = (() => {
  const at = process.argv.indexOf('--sync-gate');
  if (at < 0) return undefined;
  const value = process.argv[at + 1]!;
  if (value === 'off') return { total: 1_000_000, bots: 1_000_000 };
  const [total, bots] = value.split(',').map(Number);
  return { total: total!, bots: bots! };
})();
/** `--host-flags "…"`: node/V8 flags for the host's process only (e.g. GC settings to compare). */
const HOST_FLAGS = (() => {
  const at = process.argv.indexOf('--host-flags');
  return at >= 0 ? process.argv[at + 1]!.split(' ').filter(Boolean) : [];
})();
/** `--host-sched SPEC`: how the kernel schedules the host's threads (thread-sched.ts; a diagnosis). */
const HOST_SCHED = (() => {
  const at = process.argv.indexOf('--host-sched');
  return at >= 0 ? process.argv[at + 1]! : null;
})();
/** `--ping-in-bench`: the pinging player among the crowd's clients in this process (the old way, to compare). */
const PING_IN_BENCH = process.argv.includes('--ping-in-bench');
/** Wall-clock ms with sub-ms resolution, comparable across processes on one machine. */
const epochNow = () => performance.timeOrigin + performance.now();
const { syncDelayMs: SYNC_DELAY_MS, syncOnLoop: SYNC_ON_LOOP, journalModel: JOURNAL_MODEL, hedgeModel: HEDGE_MODEL } = diskArgs();
/** `--crowd-only`: load 2 alone (its headlines only). */
const CROWD_ONLY = process.argv.includes('--crowd-only');
/**
 * Generous rates and game counts: the benchmark measures the host's latency, not its limits. The issue's
 * load is 48 bot games beside a table, past the host's global bot-game budget (24), and the table's 12
 * clients share 127.0.0.1; the bot games each play from a loopback address of their own, a computer
 * each (loopbackComputers), as on a LAN.
 */
const BENCH_LIMITS = { messagesPerSecond: 1_000_000, burst: 1_000_000, maxGames: 500, maxBotGames: 64, watchersPerMachine: 64 };
const SETTINGS = { mode: 'realtime', mapId: 'alpha-15' } as const;

class BenchClient {
  private inbox: HostMessage[] = [];
  private waiting: { match: (m: HostMessage) => boolean; resolve: (m: HostMessage) => void }[] = [];
  /** While measuring: state messages go here only (nothing is kept). */
  onState: (() => void) | null = null;
  /** While measuring: `accepted` answers go here only. */
  onAccepted: ((seq: number) => void) | null = null;
  onPong: ((t: number) => void) | null = null;
  seq = 0;
  memberId = '';

  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const message = JSON.parse(data.toString()) as HostMessage;
      if (message.type === 'state' && this.onState) return this.onState();
      if (message.type === 'accepted' && this.onAccepted) return this.onAccepted(message.seq);
      if (message.type === 'pong' && this.onPong) return this.onPong(message.t ?? NaN);
      const i = this.waiting.findIndex((w) => w.match(message));
      if (i >= 0) this.waiting.splice(i, 1)[0]!.resolve(message);
      else if (!this.onState) this.inbox.push(message);
    });
  }

  static open(url: string, localAddress?: string): Promise<BenchClient> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url, { perMessageDeflate: false, ...(localAddress ? { localAddress } : {}) });
      ws.once('open', () => resolve(new BenchClient(ws)));
      ws.once('error', reject);
    });
  }

  send(message: ClientMessage): void {
    this.ws.send(JSON.stringify(message));
  }

  next<T extends HostMessage['type']>(type: T, match: (m: Extract<HostMessage, { type: T }>) => boolean = () => true): Promise<Extract<HostMessage, { type: T }>> {
    const accepts = (m: HostMessage) => m.type === type && match(m as Extract<HostMessage, { type: T }>);
    const i = this.inbox.findIndex(accepts);
    if (i >= 0) return Promise.resolve(this.inbox.splice(i, 1)[0] as Extract<HostMessage, { type: T }>);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${type} within 10 s`)), 10_000);
      this.waiting.push({
        match: accepts,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m as Extract<HostMessage, { type: T }>);
        },
      });
    });
  }

  drain(): void {
    this.inbox = [];
  }

  close(): void {
    this.ws.close();
  }
}

interface RoundOptions {
  readonly spectators: number;
  /** Each client connects from 127.0.<subnet>.<n>: a device each, as at a LAN party (no per-address limit applies). */
  readonly subnet?: number;
}

interface Round {
  /** Command sent → every client holds its new view (ms). */
  readonly samples: number[];
  /** Command sent → its sender hears `accepted` (ms). */
  readonly accepted: number[];
  readonly code: string;
  /** Every command acknowledged: member and seq (looked for in the log after a kill). */
  readonly acked: { readonly memberId: string; readonly seq: number }[];
  /** Each command's send and `accepted` (CLOCK_MONOTONIC ms, `monoNow`), in order: the trace splits the slow ones. */
  readonly plays: PlayMark[];
}

/** One whole game on a fresh table; returns the latency of each command in ms. */
async function playRound(url: string, game: RandomGame, options: RoundOptions = { spectators: SPECTATORS }): Promise<Round> {
  let clients = 0;
  const open = () => BenchClient.open(url, options.subnet === undefined ? undefined : `127.0.${options.subnet}.${++clients}`);
  const creator = await open();
  creator.send({ type: 'hello', v: PROTOCOL_VERSION, name: nthName('seat', 0) });
  await creator.next('welcome');
  creator.send({ type: 'createGame', settings: SETTINGS });
  const joined = await creator.next('joined');
  creator.memberId = joined.memberId;
  const lobby = await creator.next('lobby');
  const seats = [...lobby.seats.blue, ...lobby.seats.yellow];
  const seated: { client: BenchClient; team: string; roles: readonly string[] }[] = [];
  for (const [i, seat] of seats.entries()) {
    let client = creator;
    if (i > 0) {
      client = await open();
      client.send({ type: 'hello', v: PROTOCOL_VERSION, name: nthName('seat', i) });
      await client.next('welcome');
      client.send({ type: 'join', code: joined.code });
      client.memberId = (await client.next('joined')).memberId;
    }
    client.send({ type: 'takeSeat', team: seat.team, roles: [...seat.roles] });
    await client.next('lobby', (l) => l.seats[seat.team].some((s) => s.id === seat.id && s.holder !== null));
    client.send({ type: 'ready', ready: true });
    seated.push({ client, team: seat.team, roles: seat.roles });
  }
  const spectators: BenchClient[] = [];
  for (let i = 0; i < options.spectators; i++) {
    const client = await open();
    client.send({ type: 'hello', v: PROTOCOL_VERSION, name: nthName('spectator', i) });
    await client.next('welcome');
    client.send({ type: 'join', code: joined.code });
    await client.next('joined');
    spectators.push(client);
  }
  await creator.next('lobby', (l) => l.blocker === null);
  const all = [...seated.map((s) => s.client), ...spectators];
  const started = Promise.all(all.map((c) => c.next('state', (s) => s.full)));
  creator.send({ type: 'start' });
  await started;

  const samples: number[] = [];
  const accepted: number[] = [];
  const acked: Round['acked'][number][] = [];
  const plays: PlayMark[] = [];
  let pending = 0;
  let done: (() => void) | null = null;
  // The host sends a client nothing when its view did not change and it heard nothing: the mirror says who waits.
  const seatOf = (client: BenchClient): Seat => {
    const held = seated.find((s) => s.client === client);
    return held ? { team: held.team as Team, roles: held.roles as Role[] } : { team: null };
  };
  const lastView = new Map(all.map((c) => [c, JSON.stringify(viewFor(game.states[0]!, seatOf(c)))]));
  const updated = (client: BenchClient, i: number): boolean => {
    const state = game.states[i + 1]!;
    if (state.phase === 'over') return true;
    const view = JSON.stringify(viewFor(state, seatOf(client)));
    const heard = eventsFor(game.events[i]!, seatOf(client)).length > 0;
    if (!heard && view === lastView.get(client)) return false;
    lastView.set(client, view);
    return true;
  };
  for (const client of all) {
    client.drain();
    client.onState = () => {
      if (--pending === 0) done?.();
    };
  }
  for (const [i, command] of game.commands.entries()) {
    const sender = seated.find((s) => s.team === command.team && s.roles.includes(command.role))!.client;
    const { team: _team, ...body } = command as Command;
    pending = all.filter((c) => updated(c, i)).length;
    const allUpdated = pending === 0 ? Promise.resolve() : new Promise<void>((resolve) => (done = resolve));
    const start = process.hrtime.bigint();
    const seq = ++sender.seq;
    const play: PlayMark = { seq, send: Number(start) / 1e6 };
    plays.push(play);
    sender.onAccepted = (answered) => {
      if (answered !== seq) return;
      const now = process.hrtime.bigint();
      play.accepted = Number(now) / 1e6;
      accepted.push(Number(now - start) / 1e6);
      acked.push({ memberId: sender.memberId, seq });
    };
    sender.send({ type: 'command', seq, command: body as never });
    await allUpdated;
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  for (const client of all) client.close();
  return { samples, accepted, code: joined.code, acked, plays };
}

/**
 * The host's own share: the same game through one GameRoom in this process (12 members whose sinks
 * only take the serialized text), timing `command` — authorization, reduce, log line + fdatasync, views.
 */
function hostShare(game: RandomGame, rounds: number): number[] {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rumbo-bench-room-'));
  const hub = new Hub({
    store: new GameStore(dataDir),
    serverName: 'bench',
    ctx: { now: () => Date.now(), botPaceMs: 0, limits: { maxMembers: 64, takeoverAfterMs: 60_000 }, joinUrls: () => [], report: () => {} },
    maxGames: 1000,
    allowOpenSpectator: false,
    seed: () => game.seed,
    keepFinishedMs: 0,
  });
  const sink: MemberSink = { deliver: () => {}, detached: () => {} };
  const samples: number[] = [];
  try {
    for (let round = 0; round <= rounds; round++) {
      const room = hub.createGame(SETTINGS, {}, null) as GameRoom;
      const ids = Array.from({ length: 8 + SPECTATORS }, (_, i) => (room.join(sink, `p${i}`, undefined) as { memberId: string }).memberId);
      room.lobby.seats.forEach((seat, i) => room.takeSeat(ids[i]!, seat.team, seat.roles));
      room.lobby.seats.forEach((_, i) => room.ready(ids[i]!, true));
      room.start(ids[0]!);
      game.commands.forEach((command, seq) => {
        const seat = room.lobby.seats.findIndex((s) => s.team === command.team && s.roles.includes(command.role));
        const { team: _team, ...body } = command;
        const start = process.hrtime.bigint();
        room.command(ids[seat]!, seq + 1, body as never, sink);
        if (round > 0) samples.push(Number(process.hrtime.bigint() - start) / 1e6);
      });
    }
  } finally {
    hub.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return samples.sort((a, b) => a - b);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** What one fdatasync took and how many lines one covered. */
function describeSyncs(stats: SyncStats): string {
  const f = (ms: number) => ms.toFixed(2);
  return (
    `${stats.syncs} fdatasyncs for ${stats.lines} lines (${(stats.lines / Math.max(1, stats.syncs)).toFixed(1)} lines per sync); ` +
    `each (queued in the thread pool + run${SYNC_DELAY_MS ? `, after the ${SYNC_DELAY_MS} ms stall` : ''}) p50 ${f(percentileOf(stats.ms, 50))} ms, ` +
    `p90 ${f(percentileOf(stats.ms, 90))} ms, p99 ${f(percentileOf(stats.ms, 99))} ms; ` +
    `a log's wait from asking for a sync to durable: people's games p50 ${f(percentileOf(stats.waits.people, 50))} / p99 ${f(percentileOf(stats.waits.people, 99))} ms (${stats.waits.people.length}), ` +
    `bot games' p50 ${f(percentileOf(stats.waits.bots, 50))} / p99 ${f(percentileOf(stats.waits.bots, 99))} ms (${stats.waits.bots.length})`
  );
}

/** Every acknowledged command of these games, looked for in the logs a killed host left; returns the missing count. */
function lostAfterKill(dataDir: string, rounds: readonly Round[]): number {
  const logged = new Map<string, Set<string>>();
  const dir = path.join(dataDir, 'games');
  for (const name of fs.readdirSync(dir)) {
    const lines = fs.readFileSync(path.join(dir, name), 'utf8').split('\n').filter((line) => line.endsWith('}'));
    const header = JSON.parse(lines[0]!) as { code: string };
    const cmds = new Set<string>();
    for (const line of lines.slice(1)) {
      const parsed = JSON.parse(line) as { t: string; m?: string; seq?: number };
      if (parsed.t === 'cmd') cmds.add(`${parsed.m}:${parsed.seq}`);
    }
    logged.set(header.code, cmds);
  }
  let lost = 0;
  for (const round of rounds) for (const { memberId, seq } of round.acked) if (!logged.get(round.code)?.has(`${memberId}:${seq}`)) lost++;
  return lost;
}

/** Where the slow pings' time went: before the host handled them (its loop, the kernel) or after (the write, the bench's loop). */
function printTrace(trace: HostTrace, pongs: readonly (readonly [number, number])[], own: IntervalHistogram, benchCpu: NodeJS.CpuUsage, wallMs: number, plays: readonly PlayMark[]): void {
  const f = (n: number) => n.toFixed(2);
  const d = trace.loopDelay;
  console.log(`host loop delay: p50 ${f(d.p50)} ms, p99 ${f(d.p99)} ms, p99.9 ${f(d.p999)} ms, max ${f(d.max)} ms (${d.count} samples)`);
  console.log(`host GC: ${trace.gc.count} pauses, ${f(trace.gc.totalMs)} ms in all, max ${f(trace.gc.maxMs)} ms, ${trace.gc.over1ms} of ≥ 1 ms (${JSON.stringify(trace.gc.kinds)})`);
  console.log(`host CPU: ${f(trace.cpuMs)} ms in ${f(trace.wallMs)} ms (${f((100 * trace.cpuMs) / trace.wallMs)} % of a core)`);
  const benchMs = (benchCpu.user + benchCpu.system) / 1000;
  console.log(`bench process: CPU ${f(benchMs)} ms in ${f(wallMs)} ms (${f((100 * benchMs) / wallMs)} %), loop delay p99 ${f(own.percentile(99) / 1e6)} ms, max ${f(own.max / 1e6)} ms`);
  const handled = new Map(trace.pings.map(([t, at]) => [t, at]));
  const split = pongs.filter(([t]) => handled.has(t)).map(([t, back]) => ({ total: back - t, before: handled.get(t)! - t, after: back - handled.get(t)! }));
  const slow = split.filter((s) => s.total > 5).sort((a, b) => b.total - a.total);
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  console.log(
    `pings over 5 ms: ${slow.length} of ${split.length}; their time before the host handled them ${f(sum(slow.map((s) => s.before)))} ms, after ${f(sum(slow.map((s) => s.after)))} ms; ` +
      `worst: ${slow
        .slice(0, 8)
        .map((s) => `${f(s.total)} (${f(s.before)} + ${f(s.after)})`)
        .join(', ')}`,
  );
  printPlaySplit(trace.commands, plays);
}

/** The pinging player: round trips kept between `measure` and `stop` (each ping's send and pong, wall-clock ms). */
interface Pinger {
  /** Its process (absent when it runs in this one). */
  readonly pid?: number;
  measure(): void;
  stop(): Promise<[number, number][]>;
}

/** The player on a process of its own (support/pinger.ts), as on a device of its own. */
async function pingerProcess(url: string, code: string): Promise<Pinger> {
  const child = fork(fileURLToPath(new URL('./support/pinger.ts', import.meta.url)), [url, code, '127.0.3.1', String(PING_MS)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (exit) => reject(new Error(`the pinger exited (${exit})`)));
    child.once('message', () => resolve());
  });
  child.removeAllListeners('exit');
  return {
    pid: child.pid!,
    measure: () => child.send({ type: 'measure' }),
    stop: () =>
      new Promise((resolve) => {
        child.once('message', (message: { pongs: [number, number][] }) => resolve(message.pongs));
        child.send({ type: 'stop' });
      }),
  };
}

/** `--ping-in-bench`: the player among the crowd's 28 clients in this process (how it was measured before). */
async function pingerInBench(url: string, code: string): Promise<Pinger> {
  const player = await BenchClient.open(url, '127.0.3.1');
  player.send({ type: 'hello', v: PROTOCOL_VERSION, name: 'pinger' });
  await player.next('welcome');
  player.send({ type: 'join', code });
  await player.next('joined');
  player.onState = () => {};
  player.drain();
  let measuring = false;
  const pongs: [number, number][] = [];
  player.onPong = (t) => {
    if (measuring) pongs.push([t, epochNow()]);
  };
  const timer = setInterval(() => player.send({ type: 'ping', t: epochNow() }), PING_MS);
  return {
    measure: () => void (measuring = true),
    stop: async () => {
      measuring = false;
      clearInterval(timer);
      player.close();
      return pongs;
    },
  };
}

/** Load 2: a crowd's game beside 48 bot games, a player in one of them pinging. */
async function besideBots(game: RandomGame): Promise<{ ping: number[]; play: number[] }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rumbo-bench-bots-'));
  const host = await startBenchHost({ dataDir, syncDelayMs: SYNC_DELAY_MS, syncOnLoop: SYNC_ON_LOOP, journalModel: JOURNAL_MODEL, hedgeModel: HEDGE_MODEL, seed: Number(game.seed), limits: BENCH_LIMITS, loopbackComputers: true, trace: TRACE, nodeFlags: HOST_FLAGS, ...(SYNC_GATE ? { syncGate: SYNC_GATE } : {}) });
  const url = `ws://127.0.0.1:${host.port}/ws`;
  const bots = fork(fileURLToPath(new URL('./support/bot-games.ts', import.meta.url)), [url, String(BOT_GAMES)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ping: number[] = [];
  const rounds: Round[] = [];
  try {
    const codes = await new Promise<string[]>((resolve, reject) => {
      bots.once('exit', (code) => reject(new Error(`the bot games' process exited (${code})`)));
      bots.once('message', (message: { type: string; codes: string[] }) => resolve(message.codes));
    });
    const pinger = PING_IN_BENCH ? await pingerInBench(url, codes[0]!) : await pingerProcess(url, codes[0]!);
    await new Promise((r) => setTimeout(r, 2000));
    // After the warm-up: the thread pool and V8's helpers have started by now.
    if (HOST_SCHED) console.log(`host threads scheduled ${HOST_SCHED}: ${scheduleThreads(host.pid, HOST_SCHED)}`);
    const ownDelay = monitorEventLoopDelay({ resolution: 1 });
    if (TRACE) {
      host.traceStart();
      ownDelay.enable();
    }
    if (KTRACE) startKernelTrace();
    const pids = { host: host.pid, bench: process.pid, bots: bots.pid!, ...(pinger.pid ? { pinger: pinger.pid } : {}) };
    const machine0 = cpuSnapshot(pids);
    const cpu0 = { bench: process.cpuUsage(), wall: performance.now() };
    pinger.measure();
    for (let round = 1; round <= CROWD_ROUNDS; round++) {
      const played = await playRound(url, game, { spectators: CROWD_SPECTATORS, subnet: 10 + round });
      rounds.push(played);
      const sorted = [...played.accepted].sort((x, y) => x - y);
      console.log(`crowd round ${round}: ${played.accepted.length} commands, send → accepted p50 ${percentileOf(sorted, 50).toFixed(2)} ms, p99 ${percentileOf(sorted, 99).toFixed(2)} ms`);
    }
    const machine1 = cpuSnapshot(pids);
    const kernel: KernelTrace | null = KTRACE ? stopKernelTrace() : null;
    const names = kernel ? threadNamer(kernel, pids) : null;
    const pongs = await pinger.stop();
    console.log(describeCpu(machine0, machine1));
    ping.push(...pongs.map(([t, back]) => back - t));
    if (TRACE) {
      ownDelay.disable();
      const hostTrace = await host.trace();
      printTrace(hostTrace, pongs, ownDelay, process.cpuUsage(cpu0.bench), performance.now() - cpu0.wall, rounds.flatMap((r) => r.plays));
      if (kernel && names) printKernelSplit(kernel, names, host.pid, hostTrace.commands, rounds.flatMap((r) => r.plays));
    }
    const stats = await host.stats();
    await new Promise<void>((resolve) => {
      bots.removeAllListeners('exit');
      bots.once('message', (message: { type: string; games: number }) => {
        console.log(`bot games played (started): ${message.games} in ${BOT_GAMES} sockets`);
      });
      bots.once('exit', () => resolve());
      bots.send({ type: 'stop' });
    });
    await host.kill();
    console.log(`disk: ${describeSyncs(stats)}`);
    const acked = rounds.reduce((n, r) => n + r.acked.length, 0);
    console.log(`killed (SIGKILL) after the play: acknowledged commands lost ${lostAfterKill(dataDir, rounds)} of ${acked}`);
  } finally {
    if (bots.exitCode === null) bots.kill();
    await host.kill().catch(() => {});
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return { ping: ping.sort((x, y) => x - y), play: rounds.flatMap((r) => r.accepted).sort((x, y) => x - y) };
}

async function main(): Promise<void> {
  if (KTRACE && !kernelTraceAvailable()) throw new Error('--ktrace needs root and tracefs at /sys/kernel/tracing (mount -t tracefs nodev /sys/kernel/tracing)');
  let game: RandomGame | undefined;
  for (let seed = 7919; !game; seed++) {
    const candidate = playRandomGame(SETTINGS, seed, 800);
    if (candidate.states[candidate.states.length - 1]!.phase === 'over' && candidate.commands.length >= 300) game = candidate;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rumbo-bench-'));
  console.log(`data folder: ${dataDir} on ${diskOf(dataDir)}; fdatasync ${SYNC_DELAY_MS ? `delayed ${SYNC_DELAY_MS} ms (injected stall)` : 'as the disk does it'}${SYNC_ON_LOOP ? ', ON THE EVENT LOOP (the old way, for comparison)' : ', in the thread pool (group commit)'}${JOURNAL_MODEL ? ', JOURNAL MODEL (every line also in one shared journal, whose group commit stands for every log\'s sync)' : ''}${HEDGE_MODEL ? ', HEDGE MODEL (a people\'s game syncs its file and a shared journal at once; the first to end counts)' : ''}`);
  if (HOST_FLAGS.length > 0) console.log(`host flags: ${HOST_FLAGS.join(' ')}`);
  console.log(`sync gate: ${SYNC_GATE ? JSON.stringify(SYNC_GATE) : 'the host default'}`);
  console.log(`machine: ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  const p99s: number[] = [];
  if (!CROWD_ONLY) await tableAlone(game, dataDir, p99s);
  else fs.rmSync(dataDir, { recursive: true, force: true });

  console.log(`beside ${BOT_GAMES} bot games: 8 seats + ${CROWD_SPECTATORS} spectators play ${CROWD_ROUNDS} games; a player in a bot game pings every ${PING_MS} ms${PING_IN_BENCH ? ' (from this process, among the crowd’s clients)' : ' (from a process of its own)'}`);
  const crowd = await besideBots(game);
  console.log(`pings: ${crowd.ping.length}, p50 ${percentileOf(crowd.ping, 50).toFixed(2)} ms, max ${crowd.ping.at(-1)?.toFixed(2)} ms; machine load average now ${os.loadavg()[0]!.toFixed(1)}`);
  if (!CROWD_ONLY) console.log(`host-p99: ${median(p99s).toFixed(2)} ms`);
  console.log(`host-bots-ping-p99: ${percentileOf(crowd.ping, 99).toFixed(2)} ms`);
  console.log(`host-play-p99: ${percentileOf(crowd.play, 99).toFixed(2)} ms`);
}

/** Load 1: the table alone, rounds of one game; each round's p99 goes to `p99s`. */
async function tableAlone(game: RandomGame, dataDir: string, p99s: number[]): Promise<void> {
  const host = await startBenchHost({ dataDir, syncDelayMs: SYNC_DELAY_MS, syncOnLoop: SYNC_ON_LOOP, journalModel: JOURNAL_MODEL, hedgeModel: HEDGE_MODEL, seed: Number(game.seed), limits: BENCH_LIMITS, loopbackComputers: true });
  const url = `ws://127.0.0.1:${host.port}/ws`;
  console.log(`host-bench: real-time game of ${game.commands.length} commands, 8 seats + ${SPECTATORS} spectators, ${ROUNDS} rounds + warm-up`);
  console.log('latency = command sent → all 12 clients hold the new view (includes the fdatasync of the log line)');
  const every: number[] = [];
  try {
    await playRound(url, game);
    for (let round = 1; round <= ROUNDS; round++) {
      const { samples } = await playRound(url, game);
      const sorted = [...samples].sort((a, b) => a - b);
      every.push(...samples);
      p99s.push(percentile(sorted, 99));
      console.log(`round ${round}: p50 ${percentile(sorted, 50).toFixed(2)} ms, p99 ${percentile(sorted, 99).toFixed(2)} ms, max ${sorted[sorted.length - 1]!.toFixed(2)} ms`);
    }
    console.log(`disk: ${describeSyncs(await host.stats())}`);
  } finally {
    await host.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const share = hostShare(game, 3);
  console.log(`host share (in process; the fdatasync runs in the thread pool): p50 ${percentile(share, 50).toFixed(2)} ms, p99 ${percentile(share, 99).toFixed(2)} ms`);
  const all = every.sort((a, b) => a - b);
  console.log(`all ${all.length} commands: p50 ${percentile(all, 50).toFixed(2)} ms, p99 ${percentile(all, 99).toFixed(2)} ms`);
}

main().catch((error) => {
  console.error(`host-bench failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
});
