import type { Page } from 'playwright-core';

/**
 * In-page timestamps of each new state: a MutationObserver on the seat's `data-moves` records
 * when the DOM showed move m (wall clock, comparable across pages of one machine). Polling from
 * the test side would add its own delay to every measurement.
 * Passed as source text: tsx's helpers (__name) do not exist inside the page.
 */
const WATCH_MOVES = `(() => {
  window.__seen = {};
  window.__render = [];
  const root = document.querySelector('[data-moves]');
  const record = () => {
    const m = Number(root.getAttribute('data-moves'));
    if (window.__seen[m] !== undefined) return;
    const now = performance.now();
    window.__seen[m] = performance.timeOrigin + now;
    const received = performance.getEntriesByName('rumbo:state').at(-1);
    if (received) window.__render.push(now - received.startTime);
  };
  new MutationObserver(record).observe(root, { attributes: true, attributeFilter: ['data-moves'] });
  record();
})()`;

export async function watchMoves(page: Page): Promise<void> {
  await page.evaluate(WATCH_MOVES);
}

/** When each page's DOM first showed `moves` (waits for it). */
export async function seenAt(pages: readonly Page[], moves: number): Promise<number[]> {
  return Promise.all(
    pages.map(async (page) => {
      await page.waitForFunction(`window.__seen[${moves}] !== undefined`);
      return page.evaluate(`window.__seen[${moves}]`) as Promise<number>;
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
