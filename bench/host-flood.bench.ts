/**
 * A player's ping while the lobby is flooded: a real host (its own process, `support/bench-host.ts`:
 * the host's code, logs committed in groups to a temp folder on the machine's disk, the default rate
 * limit of 50 messages/s per socket; the lobby log budget raised so that every click is written and
 * fdatasync'd instead of refused) and, on loopback, 20 sockets in three lobbies, each holding a seat and
 * clicking take seat → ready → not ready → leave seat → rename as fast as the limit lets it. One more player sits in the busiest lobby and pings every
 * 25 ms; each sample is the round trip of one ping. Three phases, each after a warm-up: no flood (the
 * machine's own noise), the same message rate as plain pings (a control: what the rate alone costs),
 * then the lobby flood (bounded: 21 sockets, ~25 s in all). Then the burst: once a second every
 * flooder sends its whole allowance (48 lobby steps) at once, 960 messages arriving together.
 * Prints each phase's p50/p99/max, the fdatasyncs (how many, lines per sync, what one took),
 * `host-burst-p99: X ms` of the bursts and last `host-flood-p99: X ms` of the lobby flood (goal ≤ 10 ms
 * for both). `--sync-delay-ms N` delays every fdatasync by N ms (an injected stall, a slow disk).
 *
 * Under each phase the host's own share: the longest stretch of CPU time its work held its event loop
 * (`support/loop-cpu.mjs`, preloaded into the host), which a loaded machine does not inflate.
 *
 * The flooders run in a process of their own (this file, forked with `--flooders`): a burst's 960
 * sends take the sending process's event loop for milliseconds, and the player's pongs must not wait
 * for that in the measuring process.
 */
import { nthName } from '../test/support/distinct-names';
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import WebSocket from 'ws';
import { PROTOCOL_VERSION, type ClientMessage, type HostMessage, type SeatInfo } from '../shared/protocol';
import { diskArgs, diskOf, startBenchHost } from './support/host-process';

const FLOODERS = 20;
const SEATS_PER_GAME = 8;
const STEP_MS = 20; // 50 lobby steps a second per socket: the default rate limit
/** Burst mode: each flooder sends this many lobby steps at once (its allowance), once a second. */
const BURST = 48;
const BURST_EVERY_MS = 1000;
const PING_MS = 25;
const WARMUP_MS = 2000;
const FLOOD_MS = 10_000;
/** The same ping with no flood first: the machine's own noise floor, for comparison. */
const QUIET_MS = 4000;
const { syncDelayMs: SYNC_DELAY_MS, syncOnLoop: SYNC_ON_LOOP, journalModel: JOURNAL_MODEL, hedgeModel: HEDGE_MODEL } = diskArgs();
/**
 * Every click is written (and fdatasync'd): the lobby log budget (lobby-budget.ts) would otherwise refuse
 * most of them after the first 16 KiB, and the disk would not be measured. Other limits are the defaults.
 */
// The flood measures the disk, not the click budgets; its 20 flooders and the player all connect from
// 127.0.0.1, one machine, so they also need more watchers than a party's 8 (issue 28.1).
const BENCH_LIMITS = { lobbyBytesBurst: 1e12, lobbyBytesPerSecond: 1e12, lobbyBytesPerMember: 1e12, lobbyBytesPerGame: 1e12, watchersPerMachine: 64 };

/** A socket that hands messages to whoever waits for them, and otherwise drops them unparsed. */
class Socket {
  private waiting: { match: (m: HostMessage) => boolean; resolve: (m: HostMessage) => void }[] = [];
  received = 0;
  onPong: ((t: number) => void) | null = null;

  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.received++;
      const text = data.toString();
      if (this.onPong && text.startsWith('{"type":"pong"')) return this.onPong((JSON.parse(text) as { t: number }).t);
      if (this.waiting.length === 0) return;
      const message = JSON.parse(text) as HostMessage;
      const i = this.waiting.findIndex((w) => w.match(message));
      if (i >= 0) this.waiting.splice(i, 1)[0]!.resolve(message);
    });
  }

  static async open(url: string, name: string): Promise<Socket> {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    const socket = new Socket(ws);
    const welcome = socket.next('welcome');
    socket.send({ type: 'hello', v: PROTOCOL_VERSION, name });
    await welcome;
    return socket;
  }

  send(message: ClientMessage): void {
    this.ws.send(JSON.stringify(message));
  }

  next<T extends HostMessage['type']>(type: T, match: (m: Extract<HostMessage, { type: T }>) => boolean = () => true): Promise<Extract<HostMessage, { type: T }>> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${type} within 10 s`)), 10_000);
      this.waiting.push({
        match: (m) => m.type === type && match(m as Extract<HostMessage, { type: T }>),
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m as Extract<HostMessage, { type: T }>);
        },
      });
    });
  }

  close(): void {
    this.ws.terminate();
  }
}

/** CPU time the host process has used (ms), from /proc (Linux); NaN elsewhere. */
function cpuMs(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return NaN;
  }
}

interface Flooder {
  readonly socket: Socket;
  readonly seat: SeatInfo;
  readonly name: string;
}

/** Lobbies of 8 seats holding the 20 flooders, each on its own seat. */
async function seatFlooders(url: string): Promise<{ flooders: Flooder[]; busiest: string }> {
  const flooders: Flooder[] = [];
  let busiest = '';
  for (let first = 0; first < FLOODERS; first += SEATS_PER_GAME) {
    const creator = await Socket.open(url, nthName('flood', first));
    const joined = creator.next('joined');
    const lobbyNow = creator.next('lobby');
    creator.send({ type: 'createGame', settings: { mode: 'realtime', mapId: 'alpha-15' } });
    const { code } = await joined;
    busiest ||= code;
    const lobby = await lobbyNow;
    const seats = [...lobby.seats.blue, ...lobby.seats.yellow];
    for (let i = 0; i < Math.min(SEATS_PER_GAME, FLOODERS - first); i++) {
      let socket = creator;
      if (i > 0) {
        socket = await Socket.open(url, nthName('flood', first + i));
        const ok = socket.next('joined');
        socket.send({ type: 'join', code });
        await ok;
      }
      flooders.push({ socket, seat: seats[i]!, name: nthName('flood', first + i) });
    }
  }
  return { flooders, busiest };
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

type Flood = 'none' | 'plain pings' | 'lobby steps' | 'lobby bursts';

interface Phase {
  readonly samples: number[];
  /** CPU time (ms) of each stretch of ≥ 1 ms the host's work held its loop, during the phase. */
  readonly holds: number[];
  /** Messages the flooders received per second. */
  readonly heardPerSecond: number;
  /** Host CPU, fraction of one core. */
  readonly hostCpu: number;
}

/** Flooder side: starts `flood` on every flooder; returns its stop. */
function startFlood(flooders: readonly Flooder[], flood: Flood): () => void {
  let step = 0;
  let renames = 0;
  const lobbyStep = ({ socket, seat, name }: Flooder, kind: number) => {
    if (kind === 0) socket.send({ type: 'takeSeat', team: seat.team, roles: [...seat.roles] });
    else if (kind === 1) socket.send({ type: 'ready', ready: true });
    else if (kind === 2) socket.send({ type: 'ready', ready: false });
    else if (kind === 3) socket.send({ type: 'leaveSeat' });
    else socket.send({ type: 'rename', name: `${name} ${++renames % 2 === 0 ? 'a' : 'b'}` }); // a new name each time: a line, fsync'd
  };
  if (flood === 'none') return () => {};
  const timer =
    flood === 'lobby bursts'
      ? setInterval(() => {
          for (const flooder of flooders) for (let i = 0; i < BURST; i++) lobbyStep(flooder, i % 5);
        }, BURST_EVERY_MS)
      : setInterval(() => {
          const kind = step++ % 5;
          for (const flooder of flooders) {
            if (flood === 'plain pings') flooder.socket.send({ type: 'ping' });
            else lobbyStep(flooder, kind);
          }
        }, STEP_MS);
  return () => clearInterval(timer);
}

type ToFlooders = { readonly type: 'flood'; readonly flood: Flood } | { readonly type: 'count' } | { readonly type: 'exit' };
type FromFlooders = { readonly type: 'ready'; readonly busiest: string } | { readonly type: 'count'; readonly heard: number };

/** The flooders' process: seats them, then floods as the parent says and counts what they hear. */
async function flooderProcess(url: string): Promise<void> {
  const { flooders, busiest } = await seatFlooders(url);
  let stop = () => {};
  const send = (message: FromFlooders) => process.send!(message);
  process.on('message', (message: ToFlooders) => {
    if (message.type === 'flood') {
      stop();
      stop = startFlood(flooders, message.flood);
    } else if (message.type === 'count') {
      send({ type: 'count', heard: flooders.reduce((n, f) => n + f.socket.received, 0) });
    } else {
      stop();
      for (const { socket } of flooders) socket.close();
      process.exit(0);
    }
  });
  send({ type: 'ready', busiest });
}

/** The parent's handle on the flooders' process. */
class Flooders {
  private constructor(
    private readonly child: ChildProcess,
    readonly busiest: string,
  ) {}

  static start(url: string): Promise<Flooders> {
    const child = fork(fileURLToPath(import.meta.url), ['--flooders', url], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    return new Promise((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`the flooders' process exited (${code})`)));
      child.once('message', (message: FromFlooders) => {
        if (message.type === 'ready') resolve(new Flooders(child, message.busiest));
      });
    });
  }

  flood(flood: Flood): void {
    this.child.send({ type: 'flood', flood } satisfies ToFlooders);
  }

  heard(): Promise<number> {
    return new Promise((resolve) => {
      this.child.once('message', (message: FromFlooders) => resolve(message.type === 'count' ? message.heard : NaN));
      this.child.send({ type: 'count' } satisfies ToFlooders);
    });
  }

  stop(): Promise<void> {
    return new Promise((resolve) => {
      this.child.removeAllListeners('exit');
      this.child.once('exit', () => resolve());
      this.child.send({ type: 'exit' } satisfies ToFlooders);
    });
  }
}

/** The player's ping round trips during `ms` of `flood` (after a warm-up). */
/** The host's loop holds (`loop-cpu.mjs`) noted between two epoch times. */
function holdsBetween(file: string, from: number, to: number): number[] {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return []; // no hold of 1 ms or more yet
  }
  return text
    .trim()
    .split('\n')
    .map((line) => line.split(' ').map(Number) as [number, number])
    .filter(([at]) => at >= from && at <= to)
    .map(([, cpu]) => cpu)
    .sort((x, y) => x - y);
}

async function measure(player: Socket, flooders: Flooders, host: { pid: number; holdsFile: string }, flood: Flood, ms: number): Promise<Phase> {
  const samples: number[] = [];
  let measuring = false;
  player.onPong = (t) => {
    if (measuring) samples.push(performance.now() - t);
  };
  flooders.flood(flood);
  const pinger = setInterval(() => player.send({ type: 'ping', t: performance.now() }), PING_MS);
  await new Promise((r) => setTimeout(r, WARMUP_MS));
  const heardBefore = await flooders.heard();
  const cpuBefore = cpuMs(host.pid);
  const from = Date.now();
  measuring = true;
  await new Promise((r) => setTimeout(r, ms));
  measuring = false;
  const to = Date.now();
  const heard = (await flooders.heard()) - heardBefore;
  const hostCpu = (cpuMs(host.pid) - cpuBefore) / ms;
  flooders.flood('none');
  clearInterval(pinger);
  await new Promise((r) => setTimeout(r, 300)); // let the last replies drain (and the holds be written)
  const holds = holdsBetween(host.holdsFile, from, to);
  return { samples: samples.sort((x, y) => x - y), holds, heardPerSecond: Math.round(heard / (ms / 1000)), hostCpu };
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rumbo-flood-'));
  const holdsFile = path.join(dataDir, 'loop-holds.txt');
  // Only the host gets the preload: the flooders' process is forked after NODE_OPTIONS is restored.
  const nodeOptions = process.env.NODE_OPTIONS;
  process.env.NODE_OPTIONS = `${nodeOptions ?? ''} --import ${pathToFileURL(path.join(path.dirname(fileURLToPath(import.meta.url)), 'support', 'loop-cpu.mjs')).href}`;
  process.env.RUMBO_LOOP_CPU_FILE = holdsFile;
  console.log(`data folder: ${dataDir} on ${diskOf(dataDir)}; fdatasync ${SYNC_DELAY_MS ? `delayed ${SYNC_DELAY_MS} ms (injected stall)` : 'as the disk does it'}${SYNC_ON_LOOP ? ', ON THE EVENT LOOP (the old way, for comparison)' : ', in the thread pool (group commit)'}${JOURNAL_MODEL ? ', JOURNAL MODEL (every line also in one shared journal, whose group commit stands for every log\'s sync)' : ''}${HEDGE_MODEL ? ', HEDGE MODEL (a people\'s game syncs its file and a shared journal at once; the first to end counts)' : ''}`);
  console.log(`machine: ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  const host = await startBenchHost({ dataDir, syncDelayMs: SYNC_DELAY_MS, syncOnLoop: SYNC_ON_LOOP, journalModel: JOURNAL_MODEL, hedgeModel: HEDGE_MODEL, limits: BENCH_LIMITS }).finally(() => {
    if (nodeOptions === undefined) delete process.env.NODE_OPTIONS;
    else process.env.NODE_OPTIONS = nodeOptions;
    delete process.env.RUMBO_LOOP_CPU_FILE;
  });
  const watched = { pid: host.pid, holdsFile };
  const url = `ws://127.0.0.1:${host.port}/ws`;
  const sockets: Socket[] = [];
  let flooders: Flooders | undefined;
  const fmt = (ms: number) => ms.toFixed(2);
  const report = (label: string, phase: Phase) =>
    console.log(
      `${label}: ${phase.samples.length} pings, p50 ${fmt(percentile(phase.samples, 50))} ms, p99 ${fmt(percentile(phase.samples, 99))} ms, ` +
        `max ${fmt(phase.samples[phase.samples.length - 1] ?? NaN)} ms; flooders heard ${phase.heardPerSecond}/s; host CPU ${(phase.hostCpu * 100).toFixed(0)}%; ` +
        `host loop held ≥ 1 ms ${phase.holds.length}×, longest ${fmt(phase.holds.at(-1) ?? 0)} ms CPU`,
    );
  try {
    flooders = await Flooders.start(url);
    const busiest = flooders.busiest;
    const player = await Socket.open(url, 'player');
    sockets.push(player);
    const joined = player.next('joined');
    player.send({ type: 'join', code: busiest });
    await joined;

    // The machine's own noise, then the same message rate with no lobby work, then the lobby flood.
    const quiet = await measure(player, flooders, watched, 'none', QUIET_MS);
    const control = await measure(player, flooders, watched, 'plain pings', QUIET_MS);
    const before = await host.stats();
    const flood = await measure(player, flooders, watched, 'lobby steps', FLOOD_MS);
    const bursts = await measure(player, flooders, watched, 'lobby bursts', FLOOD_MS);
    const after = await host.stats();
    const syncs = after.syncs - before.syncs;
    const lines = after.lines - before.lines;
    const ms = after.ms;
    const at = (p: number) => fmt(ms[Math.min(ms.length - 1, Math.floor((p / 100) * ms.length))] ?? NaN);
    const disk = `disk during the floods: ${syncs} fdatasyncs for ${lines} lines (${(lines / Math.max(1, syncs)).toFixed(1)} lines per sync); each (queued in the thread pool + run) p50 ${at(50)} ms, p90 ${at(90)} ms, p99 ${at(99)} ms (all syncs of the run)`;
    console.log(`${FLOODERS} sockets × ${1000 / STEP_MS} messages/s each, one player pinging every ${PING_MS} ms`);
    report('no flood (noise floor)', quiet);
    report('flood of plain pings (control)', control);
    report('flood of lobby steps', flood);
    console.log(`bursts: ${FLOODERS} sockets × ${BURST} lobby steps at once, every ${BURST_EVERY_MS} ms`);
    report('bursts of lobby steps', bursts);
    console.log(disk);
    console.log(`host-burst-p99: ${fmt(percentile(bursts.samples, 99))} ms`);
    console.log(`host-flood-p99: ${fmt(percentile(flood.samples, 99))} ms`);
  } finally {
    await flooders?.stop();
    for (const socket of sockets) socket.close();
    await host.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const flooderAt = process.argv.indexOf('--flooders');
(flooderAt >= 0 ? flooderProcess(process.argv[flooderAt + 1]!) : main()).catch((error) => {
  console.error(error);
  process.exit(1);
});
