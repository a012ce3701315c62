import type { Page } from 'playwright-core';

/**
 * In-page timestamps of each new state: a MutationObserver on the seat's `data-updates` (the count of
 * states this window received) records when the DOM showed update n (wall clock, comparable across
 * pages of one machine), and how long after the state message arrived (the socket marks
 * `rumbo:state`; the watcher marks `rumbo:dom` for cpu-trace.ts). Polling from the benchmark's side
 * would add its own delay to every measurement. The bench waits for an update through
 * `window.__whenSeen(n)`, a promise the observer settles: no polling at all. Playwright's
 * `waitForFunction` polled on animation frames, so every page the bench waited on drew a frame each
 * 16 ms while the click's message was on its way (issue 29.5, round 3: the harness's CPU, not a
 * player's). `BENCH_WAIT=raf` brings the old polling back, to compare the two.
 * Passed as source text: tsx's helpers (__name) do not exist inside the page.
 */
const WATCH_UPDATES = `(() => {
  window.__seen = {};
  window.__render = [];
  // Waits for the DOM to show update n or a later one: { n, resolve, timer }.
  let waiting = [];
  window.__whenSeen = (n) => window.__seen[n] !== undefined ? window.__seen[n] : new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('update ' + n + ' not seen in 30 s')), 30000);
    waiting.push({ n, resolve, timer });
  });
  const root = document.querySelector('[data-updates]');
  // A message is timed once, and only one that arrived after the watch began.
  let timed = performance.getEntriesByName('rumbo:state').at(-1)?.startTime ?? -1;
  const record = () => {
    const n = Number(root.getAttribute('data-updates'));
    if (window.__seen[n] !== undefined) return;
    const now = performance.now();
    window.__seen[n] = performance.timeOrigin + now;
    for (const w of waiting) if (w.n <= n) (clearTimeout(w.timer), w.resolve(window.__seen[n]));
    waiting = waiting.filter((w) => w.n > n);
    const received = performance.getEntriesByName('rumbo:state').at(-1);
    if (received && received.startTime > timed) {
      timed = received.startTime;
      window.__render.push(now - received.startTime);
      performance.mark('rumbo:dom');
    }
  };
  new MutationObserver(record).observe(root, { attributes: true, attributeFilter: ['data-updates'] });
  record();
})()`;

export async function watchMoves(page: Page): Promise<void> {
  await page.evaluate(WATCH_UPDATES);
}

/** How many states the page's DOM shows so far. */
export async function updatesOf(page: Page): Promise<number> {
  return Number(await page.getAttribute('[data-updates]', 'data-updates'));
}

/** When each page's DOM first showed its update number `targets[i]` (waits for it). */
export async function seenAt(pages: readonly Page[], targets: readonly number[]): Promise<number[]> {
  return Promise.all(
    pages.map(async (page, i) => {
      if (process.env.BENCH_WAIT === 'raf') {
        await page.waitForFunction(`window.__seen[${targets[i]!}] !== undefined`);
        return page.evaluate(`window.__seen[${targets[i]!}]`) as Promise<number>;
      }
      return page.evaluate(`window.__whenSeen(${targets[i]!})`) as Promise<number>;
    }),
  );
}

/** Per-page "message in → DOM updated" times collected by the watcher. */
export async function renderTimes(pages: readonly Page[]): Promise<number[]> {
  return (await Promise.all(pages.map((p) => p.evaluate('window.__render') as Promise<number[]>))).flat();
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
