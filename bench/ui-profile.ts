/**
 * Where a seat page's state message goes: the one-page table of bench:ui (the blue Captain steers a
 * snake, bots in the other seats) on an unminified build, traced and sampled. Prints, over the tasks
 * that updated the seat's DOM for a state message, the split of their main-thread time (script, style,
 * layout…), the rendering work of the frame that follows them, and the JS functions that cost most
 * (self and inclusive time, from V8's sampling profiler). A tool for choosing what to make lighter,
 * not a figure to compare across runs (the sampler itself slows the page).
 *   npm run profile:ui [-- --top=30] [--slow] [--layouts] [--frame-layouts] [--css='…'] [--eval='…']
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import type { CDPSession } from 'playwright-core';
import type { TraceEvent } from './support/cpu-trace';
import { openOnePage } from './support/one-page';
import { BENCH_RENDERER } from './support/renderer-build';
import { percentile } from './support/moves-watch';

const SNAKE = ['E', 'E', 'E', 'E', 'E', 'E', 'E', 'E', 'E', 'S', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'S', 'E', 'E', 'E', 'E'];
const top = Number(process.argv.find((a) => a.startsWith('--top='))?.slice(6) ?? 25);

interface ProfileNode {
  readonly id: number;
  readonly callFrame: { functionName: string; url: string; lineNumber: number };
  readonly children?: number[];
}
interface Profile {
  readonly nodes: ProfileNode[];
  readonly startTime: number;
  readonly samples: number[];
  readonly timeDeltas: number[];
}

await build({ configFile: 'renderer/vite.config.ts', logLevel: 'warn', build: { outDir: BENCH_RENDERER, emptyOutDir: true, minify: false } });
const { page, close } = await openOnePage();
// --css='…': a style added to the page first, to see what a change of style would save (an experiment, not a fix).
const css = process.argv.find((a) => a.startsWith('--css='))?.slice(6);
if (css) await page.addStyleTag({ content: css });
// --eval='…': script run in the page first (a DOM experiment, e.g. moving the map's labels out of its SVG).
const script = process.argv.find((a) => a.startsWith('--eval='))?.slice(7);
if (script) await page.evaluate(script);
const cdp: CDPSession = await page.context().newCDPSession(page);
const events: TraceEvent[] = [];
cdp.on('Tracing.dataCollected', (data) => events.push(...(data.value as unknown as TraceEvent[])));
const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Tracing.start', {
  traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'disabled-by-default-devtools.timeline.stack'], excludedCategories: ['*'] },
  transferMode: 'ReportEvents',
});
await cdp.send('Profiler.start');
for (const direction of SNAKE) {
  const button = `[data-direction="${direction}"]:not([disabled])`;
  if (!(await page.waitForSelector(button, { timeout: 20_000 }).then(() => true, () => false))) break;
  const before = Number(await page.getAttribute('[data-updates]', 'data-updates'));
  await page.click(button);
  const applied = await page
    .waitForFunction(`Number(document.querySelector('[data-updates]')?.getAttribute('data-updates')) > ${before}`, undefined, { timeout: 10_000 })
    .then(() => true, () => false);
  if (!applied) break;
}
const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
await cdp.send('Tracing.end');
await complete;
await close();

// The tasks that applied a state message (the watcher's mark is inside them).
const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.tdur !== undefined);
const marks = events.filter((e) => e.name === 'rumbo:dom');
const all = marks
  .map((m) => tasks.find((t) => t.tid === m.tid && t.pid === m.pid && t.ts <= m.ts && m.ts <= t.ts + (t.dur ?? 0)))
  .filter((t): t is TraceEvent => t !== undefined);
// --slow: only the tenth of the tasks that cost most (what sets the p95).
const slowest = percentile(all.map((t) => t.tdur!), 90);
const measured = process.argv.includes('--slow') ? all.filter((t) => t.tdur! >= slowest) : all;
const main = measured[0]!;
const within = (e: TraceEvent, t: TraceEvent) => e.tid === t.tid && e.pid === t.pid && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + (t.dur ?? 0);
const ms = (us: number) => (us / 1000).toFixed(2);

console.log(`${all.length} state-message tasks; task CPU p50 ${ms(percentile(all.map((t) => t.tdur!), 50))} ms, p95 ${ms(percentile(all.map((t) => t.tdur!), 95))} ms; below: ${measured.length} of them`);
console.log(`task CPU, sorted: ${all.map((t) => t.tdur! / 1000).sort((a, b) => a - b).map((v) => v.toFixed(1)).join(' ')}`);

// Top-level kinds of work inside those tasks (wall time of the outermost events of each name).
const kinds = new Map<string, number>();
const frame = new Map<string, number>();
const KIND = new Set(['FunctionCall', 'EventDispatch', 'v8.run', 'TimerFire', 'UpdateLayoutTree', 'Layout', 'ParseHTML', 'RunMicrotasks', 'V8.GC_SCAVENGER', 'MinorGC', 'MajorGC', 'Paint', 'PrePaint', 'Layerize', 'UpdateLayer', 'Commit', 'HitTest', 'ScrollLayer', 'IntersectionObserverController::computeIntersections', 'ResizeObserver', 'UpdateLayerTree', 'MarkDOMContent']);
const mainEvents = events.filter((e) => e.ph === 'X' && e.tid === main.tid && e.pid === main.pid && KIND.has(e.name));
for (const t of measured) {
  for (const e of mainEvents) if (within(e, t)) kinds.set(e.name, (kinds.get(e.name) ?? 0) + (e.tdur ?? e.dur ?? 0));
  // The frame after it: main-thread rendering work within 40 ms after the task (before the next message).
  const next = measured.find((u) => u.ts > t.ts);
  const until = Math.min(t.ts + (t.dur ?? 0) + 40_000, next?.ts ?? Infinity);
  for (const u of tasks) {
    if (u.tid !== main.tid || u.pid !== main.pid || u.ts <= t.ts + (t.dur ?? 0) || u.ts >= until) continue;
    frame.set('(all tasks)', (frame.get('(all tasks)') ?? 0) + u.tdur!);
    for (const e of mainEvents) if (within(e, u)) frame.set(e.name, (frame.get(e.name) ?? 0) + (e.tdur ?? e.dur ?? 0));
  }
}
const show = (title: string, m: Map<string, number>) => {
  console.log(title);
  for (const [name, us] of [...m].sort((a, b) => b[1] - a[1])) console.log(`  ${name.padEnd(28)} ${ms(us / measured.length).padStart(8)} ms per message`);
};
show('inside the task, thread time (nested events overlap: FunctionCall contains what script forced):', kinds);
show('main-thread tasks in the 40 ms after it (the frame that paints it):', frame);
// Everything the main thread did over the whole run, per message: animations and timers included.
const span = (tasks.at(-1)!.ts - measured[0]!.ts) / 1000;
const busy = tasks.filter((u) => u.tid === main.tid && u.pid === main.pid && u.ts >= measured[0]!.ts).reduce((n, u) => n + u.tdur!, 0);
const inTasks = measured.reduce((n, t) => n + t.tdur!, 0);
console.log(`main thread over the run: ${ms(busy)} ms CPU in ${span.toFixed(0)} ms; per message ${ms(busy / measured.length)} ms, of which the message's own task ${ms(inTasks / measured.length)} ms`);
const rendering = new Map<string, number>();
for (const e of mainEvents) if (e.ts >= measured[0]!.ts && !measured.some((t) => within(e, t))) rendering.set(e.name, (rendering.get(e.name) ?? 0) + (e.tdur ?? e.dur ?? 0));
show('outside the message tasks (frames, animations, timers):', rendering);

// JS samples inside the measured tasks: self and inclusive time per function.
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const label = (n: ProfileNode) => {
  const file = n.callFrame.url.split('/').pop() ?? '';
  return `${n.callFrame.functionName || '(anonymous)'} ${file}:${n.callFrame.lineNumber + 1}`;
};
const self = new Map<string, number>();
const inclusive = new Map<string, number>();
let at = profile.startTime;
const windows = measured.map((t) => [t.ts, t.ts + (t.dur ?? 0)] as const);
let sampled = 0;
for (let i = 0; i < profile.samples.length; i++) {
  at += profile.timeDeltas[i]!;
  const dt = Math.min(profile.timeDeltas[i + 1] ?? 100, 500); // a long gap is the sampler waiting, not the page working
  if (!windows.some(([a, b]) => at >= a && at <= b)) continue;
  sampled += dt;
  let node = byId.get(profile.samples[i]!)!;
  self.set(label(node), (self.get(label(node)) ?? 0) + dt);
  const seen = new Set<string>();
  for (let id: number | undefined = node.id; id !== undefined; id = parent.get(id)) {
    node = byId.get(id)!;
    const l = label(node);
    if (seen.has(l)) continue;
    seen.add(l);
    inclusive.set(l, (inclusive.get(l) ?? 0) + dt);
  }
}
// Which source module a bundle line comes from (the unminified bundle keeps a "// path" comment before each module).
const modules = new Map<string, { line: number; name: string }[]>();
for (const file of readdirSync(join(BENCH_RENDERER, 'assets')).filter((f) => f.endsWith('.js'))) {
  const starts: { line: number; name: string }[] = [];
  readFileSync(join(BENCH_RENDERER, 'assets', file), 'utf8')
    .split('\n')
    .forEach((text, line) => {
      const m = /^\/\/ (\S+\.(?:ts|vue|js|mjs))$/.exec(text);
      if (m) starts.push({ line, name: m[1]!.replace(/^(\.\.\/)+(main\/)?node_modules\//, '').replace(/\/dist\/.*$/, '') });
    });
  modules.set(file, starts);
}
const moduleOf = (n: ProfileNode) => {
  const starts = modules.get(n.callFrame.url.split('/').pop() ?? '');
  if (!starts) return n.callFrame.url ? 'other' : '(native)';
  let name = '(bundle)';
  for (const s of starts) if (s.line <= n.callFrame.lineNumber) name = s.name;
  return name;
};
const selfByModule = new Map<string, number>();
const inclusiveByModule = new Map<string, number>();
at = profile.startTime;
for (let i = 0; i < profile.samples.length; i++) {
  at += profile.timeDeltas[i]!;
  const dt = Math.min(profile.timeDeltas[i + 1] ?? 100, 500);
  if (!windows.some(([a, b]) => at >= a && at <= b)) continue;
  const leaf = byId.get(profile.samples[i]!)!;
  selfByModule.set(moduleOf(leaf), (selfByModule.get(moduleOf(leaf)) ?? 0) + dt);
  const seen = new Set<string>();
  for (let id: number | undefined = leaf.id; id !== undefined; id = parent.get(id)) {
    const m = moduleOf(byId.get(id)!);
    if (seen.has(m) || !/^(renderer|shared)\//.test(m)) continue;
    seen.add(m);
    inclusiveByModule.set(m, (inclusiveByModule.get(m) ?? 0) + dt);
  }
}
console.log(`JS samples inside those tasks: ${ms(sampled / measured.length)} ms per message`);
const list = (title: string, m: Map<string, number>) => {
  console.log(title);
  for (const [name, us] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${ms(us / measured.length).padStart(7)} ms  ${name}`);
};
list('self time:', self);
list('inclusive time:', inclusive);
list('self time by module:', selfByModule);
list('inclusive time by module of ours (a component: its render and computeds, not the patch of its children):', inclusiveByModule);

if (process.argv.includes('--layouts')) {
  console.log('layouts forced inside those tasks (objects to lay out / in the tree, who asked):');
  for (const t of measured)
    for (const e of events)
      if ((e.name === 'Layout' || e.name === 'UpdateLayoutTree') && e.ph === 'X' && within(e, t)) {
        if (process.argv.includes('--raw')) console.log(JSON.stringify(e.args));
        const begin = (e.args?.beginData ?? {}) as { dirtyObjects?: number; totalObjects?: number; stackTrace?: { functionName: string }[]; elementCount?: number };
        const stack = (begin.stackTrace ?? []).slice(0, 4).map((f) => f.functionName || '?').join(' < ');
        console.log(`  ${e.name} ${ms(e.dur ?? 0)} ms, dirty ${begin.dirtyObjects ?? begin.elementCount ?? '?'} / ${begin.totalObjects ?? '?'}  ${stack}`);
      }
}

if (process.argv.includes('--frame-layouts')) {
  console.log('layouts in the frames after those tasks:');
  for (const t of measured) {
    const until = t.ts + (t.dur ?? 0) + 40_000;
    for (const e of events)
      if ((e.name === 'Layout' || e.name === 'UpdateLayoutTree' || e.name === 'Paint') && e.ph === 'X' && e.tid === t.tid && e.pid === t.pid && e.ts > t.ts + (t.dur ?? 0) && e.ts < until) {
        const begin = (e.args?.beginData ?? {}) as { dirtyObjects?: number; totalObjects?: number; elementCount?: number };
        const end = (e.args?.endData ?? e.args?.data ?? {}) as { layoutRoots?: { nodeId?: number; nodeName?: string }[]; nodeName?: string; clip?: number[] };
        console.log(`  ${e.name} ${ms(e.dur ?? 0)} ms (cpu ${ms(e.tdur ?? 0)}), dirty ${begin.dirtyObjects ?? begin.elementCount ?? '?'} / ${begin.totalObjects ?? '?'} ${JSON.stringify(end).slice(0, 200)}`);
      }
    console.log('  --');
  }
}
