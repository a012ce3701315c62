/**
 * The frames every seat page of the eight-seat table draws (issue 29.5, round 4): what animates, how
 * many frames each page produces while nobody touches it and per click, and what those frames paint.
 * bench:ui's table and commands; three phases: idle (nothing clicked for 5 s after the table settled),
 * the blue crew's clicks, idle again (5 s, after a 3 s tail for the last click's cues to end).
 *  - In each page, every 100 ms, `document.getAnimations()` (CSS animations and transitions, Web
 *    Animations; SVG SMIL is listed apart) and the app's own requestAnimationFrame calls (counted by a
 *    wrapper installed before the count starts: the sampler uses a timer, never a frame).
 *  - A Chromium trace: per page, frames drawn (`DrawFrame` on its compositor), main-thread `Paint`
 *    events and the area they invalidated, per phase.
 *  - Once: every element whose computed style holds `will-change`, a `filter`, `backdrop-filter` or an
 *    infinite animation.
 * A tool for the audit, not a figure.   npm run profile:frames [-- --css='…'] [--eval='…']
 */
import { openEightSeats } from './support/eight-seats';
import { playBlueCommands } from './support/eight-commands';

interface Ev { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; args?: { name?: string; data?: { clip?: number[]; nodeName?: string; reason?: string } } }

const css = process.argv.find((a) => a.startsWith('--css='))?.slice(6);
const script = process.argv.find((a) => a.startsWith('--eval='))?.slice(7);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// Passed as source text: tsx's helpers do not exist inside the page.
const SAMPLER = `(() => {
  const seen = new Map();
  let phase = 'setup';
  let rafCalls = 0;
  const raf = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (cb) => { rafCalls++; return raf(cb); };
  const rafByPhase = {};
  const describe = (a) => {
    const t = a.effect && a.effect.target;
    const el = t ? t.tagName.toLowerCase() + (t.classList && t.classList.length ? '.' + [...t.classList].join('.') : '') : '?';
    const pseudo = a.effect && a.effect.pseudoElement ? a.effect.pseudoElement : '';
    const what = a.animationName ? 'animation ' + a.animationName : a.transitionProperty ? 'transition ' + a.transitionProperty : 'WAAPI';
    const it = a.effect ? a.effect.getTiming().iterations : 1;
    const dur = a.effect ? a.effect.getTiming().duration : 0;
    return what + ' on ' + el + pseudo + ' (' + dur + ' ms × ' + it + ')';
  };
  setInterval(() => {
    const smil = document.querySelectorAll('animate, animateTransform, animateMotion, set').length;
    const list = document.getAnimations().filter((a) => a.playState === 'running').map(describe);
    if (smil) list.push('SMIL elements: ' + smil);
    for (const k of list) {
      const key = phase + '|' + k;
      seen.set(key, (seen.get(key) || 0) + 1);
    }
    const total = phase + '|samples';
    seen.set(total, (seen.get(total) || 0) + 1);
  }, 100);
  window.__framesAudit = {
    phase: (p) => { rafByPhase[phase] = (rafByPhase[phase] || 0) + rafCalls; rafCalls = 0; phase = p; performance.mark('bench:phase:' + p); },
    report: () => ({ seen: [...seen], raf: rafByPhase }),
    heavy: () => {
      const out = [];
      for (const el of document.querySelectorAll('*')) {
        for (const pseudo of [null, '::before', '::after']) {
          const s = getComputedStyle(el, pseudo);
          const bits = [];
          if (s.willChange !== 'auto') bits.push('will-change: ' + s.willChange);
          if (s.filter !== 'none') bits.push('filter: ' + s.filter);
          if (s.backdropFilter && s.backdropFilter !== 'none') bits.push('backdrop-filter');
          if (s.animationName !== 'none' && s.animationIterationCount.includes('infinite')) bits.push('infinite animation ' + s.animationName);
          if (bits.length) out.push(el.tagName.toLowerCase() + ([...el.classList].length ? '.' + [...el.classList].join('.') : '') + (pseudo || '') + ': ' + bits.join('; '));
        }
      }
      const counts = new Map();
      for (const o of out) counts.set(o, (counts.get(o) || 0) + 1);
      return [...counts].map(([k, n]) => (n > 1 ? n + '× ' : '') + k);
    },
  };
})()`;

const table = await openEightSeats();
const seats: [string, (typeof table.pages)[number]][] = [];
for (const team of ['blue', 'yellow'] as const)
  for (const role of ['captain', 'firstMate', 'engineer', 'radioOperator']) seats.push([`${team}-${role}`, table.page(team, role)]);
for (const [, page] of seats) {
  if (css) await page.addStyleTag({ content: css });
  if (script) await page.evaluate(script);
  await page.evaluate(SAMPLER);
}
const cdp = await table.browser.newBrowserCDPSession();
const events: Ev[] = [];
cdp.on('Tracing.dataCollected', (data) => events.push(...(data.value as unknown as Ev[])));
const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
await cdp.send('Tracing.start', {
  traceConfig: {
    includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.frame', 'blink.user_timing', 'disabled-by-default-devtools.timeline.invalidationTracking'],
    excludedCategories: ['*'],
  },
  transferMode: 'ReportEvents',
});
for (const [seat, page] of seats) await page.evaluate(`performance.mark('bench:seat:${seat}')`);
const phase = (p: string) => Promise.all(seats.map(([, page]) => page.evaluate(`window.__framesAudit.phase('${p}')`)));
await sleep(3000);
await phase('idle-before');
await sleep(5000);
await phase('clicks');
const timings = await playBlueCommands(table);
await phase('tail');
await sleep(3000);
await phase('idle-after');
await sleep(5000);
await phase('end');
const view = seats[0]![1].viewportSize() ?? { width: 1280, height: 800 };
const reports = new Map<string, { seen: [string, number][]; raf: Record<string, number> }>();
for (const [seat, page] of seats) reports.set(seat, await page.evaluate('window.__framesAudit.report()'));
const heavy = new Map<string, string[]>();
for (const [seat, page] of seats) heavy.set(seat, await page.evaluate('window.__framesAudit.heavy()'));
await cdp.send('Tracing.end');
await complete;
await table.close();

const seatOf = new Map<number, string>();
for (const e of events) if (e.name.startsWith('bench:seat:')) seatOf.set(e.pid, e.name.slice('bench:seat:'.length));
const bounds = new Map<string, number>();
for (const e of events) if (e.name.startsWith('bench:phase:') && seatOf.get(e.pid) === 'blue-captain') bounds.set(e.name.slice('bench:phase:'.length), e.ts);
const phases = [['idle-before', 'clicks'], ['clicks', 'tail'], ['idle-after', 'end']] as const;
const clicks = timings.length;
const phaseOf = (ts: number) => phases.find(([a, b]) => ts >= bounds.get(a)! && ts < bounds.get(b)!)?.[0];
const secs = (p: string) => (bounds.get(phases.find(([a]) => a === p)![1])! - bounds.get(p)!) / 1e6;
type Count = { frames: number; paints: number; area: number };
const counts = new Map<string, Count>();
for (const e of events) {
  const seat = seatOf.get(e.pid);
  const p = seat && phaseOf(e.ts);
  if (!seat || !p) continue;
  const key = `${seat}|${p}`;
  const c = counts.get(key) ?? counts.set(key, { frames: 0, paints: 0, area: 0 }).get(key)!;
  if (e.name === 'DrawFrame') c.frames++;
  if (e.name === 'Paint' && e.ph === 'X') {
    c.paints++;
    const q = e.args?.data?.clip;
    // The invalidated quad's box, clipped to the viewport (a layer's clip can be unbounded).
    if (q && q.length === 8) {
      const xs = [q[0]!, q[2]!, q[4]!, q[6]!].map((x) => Math.min(Math.max(x, 0), view.width));
      const ys = [q[1]!, q[3]!, q[5]!, q[7]!].map((y) => Math.min(Math.max(y, 0), view.height));
      c.area += (Math.max(...xs) - Math.min(...xs)) * (Math.max(...ys) - Math.min(...ys));
    }
  }
}
console.log(`${clicks} clicks in ${secs('clicks').toFixed(1)} s; idle ${secs('idle-before').toFixed(1)} s before, ${secs('idle-after').toFixed(1)} s after (3 s tail skipped)`);
console.log('\nframes drawn (DrawFrame), main-thread paints and the area painted (kpx²): idle before per s | per click | idle after per s');
for (const [seat] of seats) {
  const f = (p: string, per: number) => {
    const c = counts.get(`${seat}|${p}`) ?? { frames: 0, paints: 0, area: 0 };
    return `${(c.frames / per).toFixed(1)} fr, ${(c.paints / per).toFixed(1)} paints, ${(c.area / 1000 / per).toFixed(0)} kpx²`;
  };
  console.log(`  ${seat.padEnd(20)} ${f('idle-before', secs('idle-before'))} | ${f('clicks', clicks)} | ${f('idle-after', secs('idle-after'))}`);
}
// What was invalidated for layout (and so painted again), per seat and phase: the element and the reason. This
// Chromium traces no paint invalidations; layout invalidations are what a new state makes each page redo.
const invalid = new Map<string, number>();
for (const e of events) {
  if (e.name !== 'LayoutInvalidationTracking') continue;
  const seat = seatOf.get(e.pid);
  const p = seat && phaseOf(e.ts);
  if (!seat || !p) continue;
  const node = (e.args?.data?.nodeName ?? '?').replace(/ data-v-[0-9a-f]+=''/g, '').replace(/ id='[^']*'/g, '');
  const key = `${seat}|${p}|${node} (${e.args?.data?.reason ?? '?'})`;
  invalid.set(key, (invalid.get(key) ?? 0) + 1);
}
console.log('\nlayout invalidations per click (clicks phase; the top 6 of each page) and in the idle phases (all):');
for (const [seat] of seats) {
  const mine = [...invalid].filter(([k]) => k.startsWith(`${seat}|`)).sort((a, b) => b[1] - a[1]);
  const during = mine.filter(([k]) => k.split('|')[1] === 'clicks');
  const total = during.reduce((n, [, c]) => n + c, 0);
  const idle = mine.filter(([k]) => k.split('|')[1]!.startsWith('idle'));
  console.log(`  ${seat} (${(total / clicks).toFixed(0)} per click): ${during.slice(0, 6).map(([k, n]) => `${(n / clicks).toFixed(1)}× ${k.split('|')[2]}`).join('; ')}${idle.length ? ` | idle: ${idle.map(([k, n]) => `${n}× ${k.split('|')[2]}`).join('; ')}` : ''}`);
}
console.log('\nrunning animations (share of 100 ms samples in the phase), app rAF calls per phase:');
for (const [seat, r] of reports) {
  console.log(`  ${seat}: rAF ${JSON.stringify(r.raf)}`);
  const samples = new Map(r.seen.filter(([k]) => k.endsWith('|samples')).map(([k, n]) => [k.split('|')[0], n]));
  for (const [k, n] of r.seen.sort()) {
    if (k.endsWith('|samples')) continue;
    const [p, what] = k.split('|');
    console.log(`    ${p!.padEnd(12)} ${((100 * n) / samples.get(p!)!).toFixed(0).padStart(3)} %  ${what}`);
  }
}
console.log('\nstyles that cost frames or layers (will-change, filter, backdrop-filter, infinite animation):');
for (const [seat, list] of heavy) console.log(`  ${seat}: ${list.join(' | ') || 'none'}`);
