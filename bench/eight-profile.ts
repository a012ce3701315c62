/**
 * Where the time of the eight-seat table's clicks goes, across every process on the machine's cores:
 * bench:ui's eight-seat run (same table, same commands) with Chromium tracing the browser, the GPU
 * process and all eight renderers at once, plus the bench's own Node process (the host and the
 * harness share it). For each click, from the click to the last blue page showing it, the CPU each
 * process and thread spent (top-level tasks, thread time, clipped to the window) and, on each page's
 * main thread, for what (script, style, layout, paint…). Prints the mean per click over all clicks
 * and over the slowest tenth (what sets the p95). Without --trace, only each kind of Chromium
 * process's CPU per click (from /proc: the tracing itself costs CPU). A tool for finding what to
 * cut, not a figure.
 *   npm run profile:eight [-- --trace] [--top=20] [--json=out/eight-trace.json] [--css='…'] [--eval='…']
 * --css / --eval: a style or script added to all eight pages first (an experiment, not a fix).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { TraceEvent } from './support/cpu-trace';
import { openEightSeats } from './support/eight-seats';
import { playBlueCommands } from './support/eight-commands';
import { percentile } from './support/moves-watch';
import { cpuByKind, descendantsCpu } from './support/process-cpu';

const top = Number(process.argv.find((a) => a.startsWith('--top='))?.slice(6) ?? 25);
const jsonOut = process.argv.find((a) => a.startsWith('--json='))?.slice(7);
const tracing = process.argv.includes('--trace');
const css = process.argv.find((a) => a.startsWith('--css='))?.slice(6);
const script = process.argv.find((a) => a.startsWith('--eval='))?.slice(7);

interface Meta {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly args?: { name?: string; labels?: string };
}

const table = await openEightSeats();
for (const page of table.pages) {
  if (css) await page.addStyleTag({ content: css });
  if (script) await page.evaluate(script);
}
const label = new Map<number, string>();
const cdp = await table.browser.newBrowserCDPSession();
const events: TraceEvent[] = [];
cdp.on('Tracing.dataCollected', (data) => events.push(...(data.value as unknown as TraceEvent[])));
const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
if (tracing) await cdp.send('Tracing.start', {
  traceConfig: {
    includedCategories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'cc', 'viz', 'benchmark'],
    excludedCategories: ['*'],
  },
  transferMode: 'ReportEvents',
});
// Each page marks its seat so the trace can tell which renderer is which.
for (const team of ['blue', 'yellow'] as const)
  for (const role of ['captain', 'firstMate', 'engineer', 'radioOperator'])
    await table.page(team, role).evaluate(`performance.mark('bench:seat:${team}-${role}')`);
const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
const loadBefore = load();
const cpuBefore = process.cpuUsage();
const chromeBefore = descendantsCpu();
const started = performance.now();
const timings = await playBlueCommands(table);
const seconds = (performance.now() - started) / 1000;
const chromeAfter = descendantsCpu();
const cpuAfter = process.cpuUsage(cpuBefore);
if (tracing) {
  await cdp.send('Tracing.end');
  await complete;
}
await table.close();
const lat = timings.map((t) => Math.max(...t.seen) - t.clickedAt);
console.log(`load ${loadBefore}–${load()}; ${timings.length} clicks: p50 ${percentile(lat, 50).toFixed(1)} ms, p95 ${percentile(lat, 95).toFixed(1)} ms`);
const byKind = [...cpuByKind(chromeBefore, chromeAfter)].sort((a, b) => b[1] - a[1]);
const chromeTotal = byKind.reduce((n, [, ms]) => n + ms, 0);
console.log(`Chromium's processes, CPU per click (from /proc): ${(chromeTotal / timings.length).toFixed(1)} ms (${(chromeTotal / seconds / 10).toFixed(0)}% of a core over ${seconds.toFixed(1)} s) — ${byKind.map(([k, ms]) => `${k} ${(ms / timings.length).toFixed(1)}`).join(', ')}`);
console.log(`bench's Node process (host + harness): ${((cpuAfter.user + cpuAfter.system) / 1000 / timings.length).toFixed(1)} ms per click`);
if (!tracing) process.exit(0);
if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ traceEvents: events }));

// Who is who: process and thread names; a renderer by the seat it marked.
const metas = events as unknown as Meta[];
const threadName = new Map<string, string>();
for (const m of metas) {
  if (m.ph !== 'M') continue;
  if (m.name === 'process_name' && m.args?.name) label.set(m.pid, label.get(m.pid) ?? m.args.name);
  if (m.name === 'thread_name' && m.args?.name) threadName.set(`${m.pid}:${m.tid}`, m.args.name);
}
for (const e of events) if (e.name.startsWith('bench:seat:')) label.set(e.pid, e.name.slice('bench:seat:'.length));
const who = (pid: number, tid: number) => `${label.get(pid) ?? pid} ${(threadName.get(`${pid}:${tid}`) ?? String(tid)).replace(/^ThreadPool/, 'Pool')}`;

// Top-level tasks per thread (outermost events with thread time).
const TOP = new Set(['ThreadControllerImpl::RunTask', 'RunTask', 'ThreadPool_RunTask']);
const byThread = new Map<string, TraceEvent[]>();
for (const e of events) {
  if (e.ph !== 'X' || !TOP.has(e.name) || e.tdur === undefined) continue;
  const key = `${e.pid}:${e.tid}`;
  (byThread.get(key) ?? byThread.set(key, []).get(key)!).push(e);
}
const tops: TraceEvent[] = [];
for (const list of byThread.values()) {
  list.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  let end = -1;
  for (const e of list) {
    if (e.ts < end) continue; // nested in the task before it
    tops.push(e);
    end = e.ts + (e.dur ?? 0);
  }
}

// The windows: each click's mark (in the acting page) to the last blue page's DOM showing it.
const clicks = events.filter((e) => e.name === 'bench:click').sort((a, b) => a.ts - b.ts);
const windows = timings.map((t, i) => {
  const latency = Math.max(...t.seen) - t.clickedAt;
  return { seat: t.seat, latency, from: clicks[i]!.ts, to: clicks[i]!.ts + latency * 1000 };
});
const overlapCpu = (e: TraceEvent, from: number, to: number) => {
  const dur = e.dur ?? 0;
  const a = Math.max(from, e.ts);
  const b = Math.min(to, e.ts + dur);
  if (b <= a) return 0;
  return dur > 0 ? (e.tdur! * (b - a)) / dur : e.tdur!;
};

// Main-thread kinds of work on each renderer (outermost events of these names).
const KIND = new Set(['FunctionCall', 'EventDispatch', 'v8.run', 'TimerFire', 'FireAnimationFrame', 'UpdateLayoutTree', 'Layout', 'RunMicrotasks', 'MinorGC', 'MajorGC', 'Paint', 'PrePaint', 'Layerize', 'Commit', 'HitTest', 'UpdateLayer', 'ParseHTML', 'EvaluateScript', 'v8.compile', 'Animation', 'ScheduleStyleRecalculation']);
const kindEvents = events.filter((e) => e.ph === 'X' && KIND.has(e.name));

function report(title: string, chosen: typeof windows): void {
  const n = chosen.length;
  const perThread = new Map<string, number>();
  const perProcess = new Map<string, number>();
  const perKind = new Map<string, number>();
  const frames = new Map<string, number>();
  for (const w of chosen) {
    for (const e of tops) {
      const cpu = overlapCpu(e, w.from, w.to);
      if (cpu <= 0) continue;
      perThread.set(who(e.pid, e.tid), (perThread.get(who(e.pid, e.tid)) ?? 0) + cpu);
      const p = label.get(e.pid) ?? String(e.pid);
      perProcess.set(p, (perProcess.get(p) ?? 0) + cpu);
    }
    for (const e of kindEvents) {
      const cpu = e.tdur === undefined ? 0 : overlapCpu(e, w.from, w.to);
      if (cpu <= 0) continue;
      const k = `${label.get(e.pid) ?? e.pid} ${e.name}`;
      perKind.set(k, (perKind.get(k) ?? 0) + cpu);
      if (e.name === 'Paint' || e.name === 'PrePaint') frames.set(`${label.get(e.pid) ?? e.pid} ${e.name}`, (frames.get(`${label.get(e.pid) ?? e.pid} ${e.name}`) ?? 0) + 1);
    }
  }
  const wall = chosen.reduce((s, w) => s + w.latency, 0) / n;
  console.log(`\n== ${title}: ${n} clicks, mean latency ${wall.toFixed(1)} ms (2 cores = ${(2 * wall).toFixed(0)} ms of CPU at most)`);
  const list = (name: string, m: Map<string, number>, limit = top) => {
    const total = [...m.values()].reduce((s, v) => s + v, 0);
    console.log(`${name} (total ${(total / 1000 / n).toFixed(1)} ms per click):`);
    for (const [k, us] of [...m].sort((a, b) => b[1] - a[1]).slice(0, limit)) console.log(`  ${(us / 1000 / n).toFixed(2).padStart(7)} ms  ${k}`);
  };
  list('CPU per process', perProcess);
  list('CPU per thread', perThread);
  list('main-thread work by kind (nested kinds overlap)', perKind, top * 2);
  console.log('paint/prepaint events per click:');
  for (const [k, c] of [...frames].sort((a, b) => b[1] - a[1])) console.log(`  ${(c / n).toFixed(1).padStart(6)}  ${k}`);
}

report('all clicks', windows);
const slow = percentile(lat, 90);
report('slowest tenth', windows.filter((w) => w.latency >= slow));
