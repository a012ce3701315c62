/**
 * Where a spoken course's overhead goes (bench:voice's one-page run, taken apart): per course, in the
 * page's own clock, key release → the hangover timer fires (its lateness past HANGOVER_MS) → the
 * command leaves on the socket (push-to-talk stop, the session, the matcher) → the next state message
 * arrives (the host) → the sub's hull moves in the DOM (the render); beside them the main thread's
 * CPU time from release to hull (Chromium trace, thread time) and the longest task in that span.
 * The host runs in this process: its command handling and each fdatasync are timed too.
 * Not a benchmark with a headline: a tool to find the tail (`npm run profile:voice -- --build`).
 * `--build` builds the renderer into out/bench/renderer first; `--dir=<renderer build>` serves another
 * build instead (an A/B of app code, interleaved by the caller); `--courses=N` (default 38); `--trace`
 * adds main-thread CPU (thread time) per course and of the two tasks on the path, `--samples` (with
 * --trace) V8's samples in those two tasks by function, `--profile` a CPU profile of the whole run.
 */
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { GameRoom } from '../electron/host/game-room';
import { HANGOVER_MS } from '../renderer/voice/push-to-talk';
import type { TraceEvent } from './support/cpu-trace';
import { percentile } from './support/moves-watch';
import { openOnePage } from './support/one-page';
import { BENCH_RENDERER, buildRenderer } from './support/renderer-build';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const rendererDir = arg('dir') ?? BENCH_RENDERER;
const courses = Number(arg('courses') ?? 38);
const tracing = process.argv.includes('--trace');
const profiling = process.argv.includes('--profile');
/** With --trace: V8's sampling profiler in the trace, its samples split by the send task and the state task. */
const sampling = process.argv.includes('--samples');

/** The host, in this process: when each command came in and left, and each fdatasync's span (wall clock, ms). */
const hostCommands: Array<{ at: number; done: number }> = [];
const syncs: Array<{ at: number; done: number }> = [];
const wall = () => performance.timeOrigin + performance.now();
const command = GameRoom.prototype.command;
GameRoom.prototype.command = function (this: GameRoom, ...args: Parameters<GameRoom['command']>) {
  const at = wall();
  const out = command.apply(this, args);
  hostCommands.push({ at, done: wall() });
  return out;
};
const fdatasync = fs.fdatasync;
(fs as { fdatasync: unknown }).fdatasync = (fd: number, done: (error: NodeJS.ErrnoException | null) => void) => {
  const at = wall();
  fdatasync(fd, (error) => {
    syncs.push({ at, done: wall() });
    done(error);
  });
};

const WORD = { E: 'este', W: 'oeste', S: 'sur', N: 'norte' } as const;
const ROW = ['E', 'E', 'E', 'E', 'E', 'E', 'E', 'E', 'E', 'S', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'S'] as const;

/** In the page: the hangover timer's firing, every socket send, every state message, in performance.now(). */
const INSTRUMENT = `(() => {
  window.__fires = [];
  window.__sends = [];
  window.__states = [];
  const setTimer = window.setTimeout;
  window.setTimeout = function (fn, ms, ...rest) {
    if (ms === ${HANGOVER_MS} && typeof fn === 'function') {
      return setTimer.call(window, () => { window.__fires.push(performance.now()); fn(); window.__stopped = performance.now(); }, ms, ...rest);
    }
    return setTimer.call(window, fn, ms, ...rest);
  };
  window.__idle = [];
  const idle = window.requestIdleCallback;
  window.requestIdleCallback = function (fn, options) {
    const from = (new Error().stack || '').split('\\n').slice(2, 4).map((l) => l.trim().replace(/\\(.*\\//, '(')).join(' < ');
    return idle.call(window, (deadline) => { const at = performance.now(); fn(deadline); window.__idle.push([at, performance.now() - at, from]); }, options);
  };
  const send = WebSocket.prototype.send;
  WebSocket.prototype.send = function (data) {
    if (typeof data === 'string' && data.includes('"command"')) window.__sends.push(performance.now());
    return send.call(this, data);
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'rumbo:state') window.__states.push(e.startTime);
  }).observe({ entryTypes: ['mark'] });
})()`;

const WATCH_HULL = `(() => {
  window.__courseAt = undefined;
  const hull = document.querySelector('.sub .hull');
  const observer = new MutationObserver(() => {
    window.__courseAt = performance.now();
    observer.disconnect();
  });
  observer.observe(hull, { attributes: true, attributeFilter: ['cx', 'cy', 'style'] });
})()`;

interface Course {
  /** performance.timeOrigin of the page: page times + origin = wall clock. */
  origin: number;
  released: number;
  fired: number;
  stopped: number;
  sent: number;
  state: number;
  hull: number;
}


/** The page's clock at a mark the trace also holds: aligns the two clocks. */
let syncMark = 0;

async function run(page: Page): Promise<Course[]> {
  await page.waitForFunction('window.rumboVoice !== undefined');
  await page.evaluate(INSTRUMENT);
  syncMark = (await page.evaluate(`performance.mark('vl:sync').startTime`)) as number;
  const out: Course[] = [];
  for (let i = 0; i < courses; i++) {
    const direction = ROW[i % ROW.length]!;
    await page.evaluate(WATCH_HULL);
    const ok = await page.waitForSelector(`[data-direction="${direction}"]:not([disabled])`, { timeout: 20_000 }).then(() => true, () => false);
    if (!ok) break;
    await page.evaluate(`window.rumboVoice.say('rumbo ${WORD[direction]}')`);
    await page.evaluate('window.rumboVoice.press()');
    const released = (await page.evaluate('window.rumboVoice.release(), performance.now()')) as number;
    const applied = await page.waitForFunction('window.__courseAt !== undefined', undefined, { timeout: 10_000 }).then(() => true, () => false);
    if (!applied) break;
    const t = (await page.evaluate(`({ fired: window.__fires.at(-1), stopped: window.__stopped, sent: window.__sends.at(-1), states: window.__states.slice(-8), hull: window.__courseAt })`)) as {
      fired: number;
      stopped: number;
      sent: number;
      states: number[];
      hull: number;
    };
    const state = t.states.filter((s) => s >= t.sent && s <= t.hull).at(-1) ?? NaN;
    const origin = (await page.evaluate('performance.timeOrigin')) as number;
    out.push({ origin, released, fired: t.fired, stopped: t.stopped, sent: t.sent, state, hull: t.hull });
  }
  return out;
}

async function traced<T>(page: Page, work: () => Promise<T>): Promise<{ result: T; events: TraceEvent[] }> {
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (data) => events.push(...(data.value as unknown as TraceEvent[])));
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    traceConfig: {
      includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8', ...(sampling ? ['disabled-by-default-v8.cpu_profiler'] : [])],
      excludedCategories: ['*'],
    },
    transferMode: 'ReportEvents',
  });
  let result: T;
  try {
    result = await work();
  } finally {
    await cdp.send('Tracing.end');
    await complete;
    await cdp.detach();
  }
  return { result, events };
}

interface ProfileNode {
  readonly id: number;
  readonly parent?: number;
  readonly callFrame: { functionName: string; url: string; lineNumber: number };
}

/** V8's samples (trace events Profile/ProfileChunk) inside the spans, by function: self and inclusive time per span. */
function samplesIn(events: readonly TraceEvent[], tid: number | undefined, spans: ReadonlyArray<readonly [number, number]>): string[] {
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  // A profile is one thread's: its Profile event carries the thread, its chunks only the profile's id.
  const profiles = new Map<string, { ts: number; nodes: Map<number, ProfileNode> }>();
  for (const e of events) {
    const data = (e.args as { data?: { startTime?: number; cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } } | undefined)?.data;
    const id = (e as { id?: string }).id ?? '';
    if (e.name === 'Profile' && e.tid === tid && data?.startTime !== undefined) profiles.set(id, { ts: data.startTime, nodes: new Map() });
    const profile = profiles.get(id);
    if (e.name !== 'ProfileChunk' || !profile || !data) continue;
    for (const node of data.cpuProfile?.nodes ?? []) profile.nodes.set(node.id, node);
    const samples = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    samples.forEach((sample, i) => {
      const delta = deltas[i] ?? 0;
      profile.ts += delta;
      const at = profile.ts;
      if (!spans.some(([from, to]) => at >= from && at <= to)) return;
      const name = (n: ProfileNode) => `${n.callFrame.functionName || '(anon)'} ${(n.callFrame.url ?? '').split('/').pop()}:${n.callFrame.lineNumber ?? ''}`;
      const leaf = profile.nodes.get(sample);
      if (!leaf) return;
      // Time until the next sample is this sample's (the usual approximation).
      const weight = deltas[i + 1] ?? delta;
      self.set(name(leaf), (self.get(name(leaf)) ?? 0) + weight);
      const seen = new Set<string>();
      for (let n: ProfileNode | undefined = leaf; n; n = n.parent !== undefined ? profile.nodes.get(n.parent) : undefined) {
        const key = name(n);
        if (seen.has(key)) continue;
        seen.add(key);
        inclusive.set(key, (inclusive.get(key) ?? 0) + weight);
      }
    });
  }
  const per = (us: number) => (us / 1000 / Math.max(1, spans.length)).toFixed(2);
  return [...self]
    .sort((a, b) => b[1] - a[1])
    .map(([name, us]) => `${per(us).padStart(6)} [${per(inclusive.get(name) ?? 0).padStart(6)}] ${name}`)
    .concat(['  inclusive:', ...[...inclusive].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([name, us]) => `${per(us).padStart(6)} ${name}`)]);
}

const fmt = (values: number[]) => `p50 ${percentile(values, 50).toFixed(1)} p95 ${percentile(values, 95).toFixed(1)} max ${Math.max(...values).toFixed(1)}`;

async function main(): Promise<void> {
  if (process.argv.includes('--build')) await buildRenderer();
  const { page, close } = await openOnePage('voice=double&lang=es', rendererDir);
  try {
    const cdp = profiling ? await page.context().newCDPSession(page) : null;
    if (cdp) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
    }
    const { result: list, events } = tracing ? await traced(page, () => run(page)) : { result: await run(page), events: [] as TraceEvent[] };
    const [first, ...steady] = list;
    const idle = (await page.evaluate('window.__idle')) as Array<[number, number, string]>;
    const byOrigin = new Map<string, [number, number]>();
    for (const [, ms, from] of idle) byOrigin.set(from, [(byOrigin.get(from)?.[0] ?? 0) + 1, (byOrigin.get(from)?.[1] ?? 0) + ms]);
    for (const [from, [n, ms]] of byOrigin) console.log(`  idle: ${n} × from ${from}: ${ms.toFixed(1)} ms`);
    console.log(`idle callbacks after the game started: ${idle.length}, ${idle.reduce((n, [, ms]) => n + ms, 0).toFixed(1)} ms, the last at ${idle.length ? (idle.at(-1)![0] - (first?.released ?? 0)).toFixed(0) : '-'} ms after the first release`);
    const overhead = steady.map((c) => c.hull - c.released - HANGOVER_MS);
    console.log(`courses ${steady.length} (first left out: ${first ? (first.hull - first.released - HANGOVER_MS).toFixed(1) : '-'} ms), renderer ${rendererDir}`);
    console.log(`  overhead (release → hull − hangover): ${fmt(overhead)}`);
    console.log(`  timer late:         ${fmt(steady.map((c) => c.fired - c.released - HANGOVER_MS))}`);
    console.log(`  stop handler:       ${fmt(steady.map((c) => c.stopped - c.fired))}`);
    console.log(`  fired → sent:       ${fmt(steady.map((c) => c.sent - c.fired))}`);
    console.log(`  sent → state:       ${fmt(steady.map((c) => c.state - c.sent))}`);
    console.log(`  state → hull:       ${fmt(steady.map((c) => c.hull - c.state))}`);
    const host = steady.map((c) => {
      const sent = c.origin + c.sent;
      const cmd = hostCommands.find((h) => h.at >= sent - 1);
      const sync = cmd ? syncs.find((s) => s.at >= cmd.at - 1) : undefined;
      return { inbound: cmd ? cmd.at - sent : NaN, command: cmd ? cmd.done - cmd.at : NaN, sync: sync ? sync.done - sync.at : NaN, syncWait: sync && cmd ? sync.done - cmd.done : NaN, outbound: sync ? c.origin + c.state - sync.done : NaN };
    });
    console.log(`  host: sent → command in ${fmt(host.map((h) => h.inbound))}; command ${fmt(host.map((h) => h.command))}`);
    console.log(`  host: its fdatasync ${fmt(host.map((h) => h.sync))}; command done → synced ${fmt(host.map((h) => h.syncWait))}; synced → page has state ${fmt(host.map((h) => h.outbound))}`);
    if (tracing) {
      // Renderer main thread: the thread of the page's rumbo:state marks.
      const mark = events.find((e) => e.name === 'rumbo:state');
      const tid = mark?.tid;
      const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.tid === tid && e.tdur !== undefined);
      const cpu: number[] = [];
      const longest: number[] = [];
      const gc: number[] = [];
      // Trace clock (µs) ↔ page clock (ms): the trace holds the same rumbo:state marks the page kept.
      const shift = events.find((e) => e.name === 'vl:sync')!.ts / 1000 - syncMark;
      for (const c of steady) {
        const from = (c.released + shift) * 1000;
        const to = (c.hull + shift) * 1000;
        const inside = tasks.filter((t) => t.ts + (t.dur ?? 0) >= from && t.ts <= to);
        cpu.push(inside.reduce((s, t) => s + t.tdur!, 0) / 1000);
        longest.push(Math.max(0, ...inside.map((t) => t.dur! / 1000)));
        gc.push(events.filter((e) => e.tid === tid && /GC|Scavenge|MajorGC|MinorGC/.test(e.name) && e.ph === 'X' && e.ts >= from && e.ts <= to).reduce((s, e) => s + (e.dur ?? 0), 0) / 1000);
      }
      const taskAt = (pageMs: number) => tasks.find((t) => t.ts <= (pageMs + shift) * 1000 && (pageMs + shift) * 1000 <= t.ts + (t.dur ?? 0));
      const sendTask = steady.map((c) => taskAt(c.sent));
      const hullTask = steady.map((c) => taskAt(c.hull));
      console.log(`  the task that sends (timer → matcher → socket): CPU ${fmt(sendTask.map((t) => (t?.tdur ?? NaN) / 1000))}, wall ${fmt(sendTask.map((t) => (t?.dur ?? NaN) / 1000))}`);
      console.log(`  the task that shows the state (message → hull): CPU ${fmt(hullTask.map((t) => (t?.tdur ?? NaN) / 1000))}, wall ${fmt(hullTask.map((t) => (t?.dur ?? NaN) / 1000))}`);
      console.log(`  main-thread CPU release → hull: ${fmt(cpu)}`);
      if (sampling) {
        const spans = (list: Array<TraceEvent | undefined>) => list.filter((t): t is TraceEvent => t !== undefined).map((t) => [t.ts, t.ts + (t.dur ?? 0)] as const);
        for (const [label, within] of [['send task', spans(sendTask)], ['state task', spans(hullTask)]] as const) {
          console.log(`  sampled in the ${label}s (self ms per task; inclusive in brackets):`);
          const lines = samplesIn(events, tid, within);
          const cut = lines.indexOf('  inclusive:');
          for (const line of [...lines.slice(0, Math.min(cut, 20)), ...lines.slice(cut, cut + 31)]) console.log(`    ${line}`);
        }
      }
      // What that CPU was: each task named by the first timeline event inside it.
      const kinds = new Map<string, number>();
      const named = events.filter((e) => e.tid === tid && e.ph === 'X' && e.name !== 'RunTask' && e.name !== 'ThreadControllerImpl::RunTask');
      for (const c of steady) {
        const from = (c.released + shift) * 1000;
        const to = (c.hull + shift) * 1000;
        for (const t of tasks.filter((t) => t.ts + (t.dur ?? 0) >= from && t.ts <= to)) {
          const first = named.find((e) => e.ts >= t.ts && e.ts <= t.ts + (t.dur ?? 0));
          const detail = first?.name === 'FunctionCall' || first?.name === 'EventDispatch' || first?.name === 'TimerFire' ? `${first.name} ${JSON.stringify((first.args as { data?: Record<string, unknown> } | undefined)?.data?.type ?? (first.args as { data?: Record<string, unknown> } | undefined)?.data?.functionName ?? '')}` : (first?.name ?? '?');
          kinds.set(detail, (kinds.get(detail) ?? 0) + t.tdur! / 1000);
        }
      }
      for (const [k, ms] of [...kinds].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`    ${(ms / steady.length).toFixed(2).padStart(7)} ms per course  ${k}`);
      console.log(`  longest task in that span (wall): ${fmt(longest)}`);
      console.log(`  GC in that span: ${fmt(gc)}`);
    }
    if (cdp) {
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: { nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }>; samples: number[]; timeDeltas: number[] } };
      const self = new Map<number, number>();
      profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0)));
      const byName = new Map<string, number>();
      for (const node of profile.nodes) {
        const f = node.callFrame;
        const name = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
        byName.set(name, (byName.get(name) ?? 0) + (self.get(node.id) ?? 0));
      }
      const total = [...byName.values()].reduce((a, b) => a + b, 0);
      console.log(`  page CPU profile, self time over the run (${(total / 1000).toFixed(0)} ms sampled):`);
      for (const [name, us] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`    ${(us / 1000).toFixed(1).padStart(8)} ms  ${name}`);
    }
    console.log('  per course (ms): late stop sent→state state→hull total');
    for (const c of steady) {
      console.log(
        `   ${(c.fired - c.released - HANGOVER_MS).toFixed(1).padStart(6)} ${(c.stopped - c.fired).toFixed(1).padStart(5)} ${(c.state - c.sent).toFixed(1).padStart(6)} ${(c.hull - c.state).toFixed(1).padStart(6)} ${(c.hull - c.released - HANGOVER_MS).toFixed(1).padStart(6)}`,
      );
    }
  } finally {
    await close();
  }
}

await main();
