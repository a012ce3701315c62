/**
 * UI latency: eight seats in Chromium, a real host on loopback. For each command clicked in one
 * page, the time until EVERY seat's page shows the new state (a MutationObserver on the seat's
 * `data-moves`). This includes the round trip to the host, so it bounds "host event → DOM".
 * Prints p50/p95 and the built bundle size; the headline comes last.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { openEightSeats } from './support/eight-seats';
import { percentile, renderTimes, seenAt } from './support/moves-watch';

const SNAKE = ['E', 'E', 'E', 'E', 'E', 'E', 'E', 'E', 'E', 'S', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'S', 'E', 'E', 'E', 'E'];

/** What a seat window loads, and the speech engine's chunk that only voice windows fetch. */
function bundleSizes(dir: string): { app: number; voice: number } {
  const files = readdirSync(join(dir, 'assets')).map((f) => ({ name: f, size: statSync(join(dir, 'assets', f)).size }));
  const voice = files.filter((f) => f.name.startsWith('vosk')).reduce((n, f) => n + f.size, 0);
  const app = files.reduce((n, f) => n + f.size, 0) - voice;
  return { app, voice };
}

async function clickAt(page: Page, selector: string): Promise<number> {
  const enabled = `${selector}:not([disabled])`;
  await page.waitForSelector(enabled);
  return page.evaluate(`(() => { document.querySelector(${JSON.stringify(enabled)}).click(); return performance.timeOrigin + performance.now(); })()`);
}

async function main(): Promise<void> {
  const table = await openEightSeats();
  const { pages, page } = table;
  try {
    let moves = 2;
    const latencies: number[] = [];
    const perPage: number[] = [];
    const measure = async (p: Page, selector: string) => {
      const t0 = await clickAt(p, selector);
      moves += 1;
      const seen = await seenAt(pages, moves);
      latencies.push(Math.max(...seen) - t0);
      perPage.push(...seen.map((t) => t - t0));
    };
    for (const direction of SNAKE) {
      await measure(page('blue', 'captain'), `[data-direction="${direction}"]`);
      // Once every gauge is full the First Mate has nothing to mark.
      if (await page('blue', 'firstMate').locator('[data-mark]:not([disabled])').count()) await measure(page('blue', 'firstMate'), '[data-mark]');
      await measure(page('blue', 'engineer'), '[data-testid=engineer-sheet] button.slot');
    }
    console.log(`commands: ${latencies.length}, seats: ${pages.length}`);
    console.log(`p50: ${percentile(latencies, 50).toFixed(2)} ms, p95: ${percentile(latencies, 95).toFixed(2)} ms, max: ${Math.max(...latencies).toFixed(2)} ms`);
    console.log(`one page: p50 ${percentile(perPage, 50).toFixed(2)} ms, p95 ${percentile(perPage, 95).toFixed(2)} ms`);
    const render = await renderTimes(pages);
    console.log(`message received → DOM updated, one page: p50 ${percentile(render, 50).toFixed(2)} ms, p95 ${percentile(render, 95).toFixed(2)} ms`);
    const sizes = bundleSizes('dist/renderer');
    console.log(`bundle: app ${(sizes.app / 1024).toFixed(0)} KiB (JS + CSS every window loads), vosk ${(sizes.voice / 1024).toFixed(0)} KiB (lazy, voice windows only)`);
    console.log(`ui-p95: ${percentile(latencies, 95).toFixed(2)} ms`);
  } finally {
    await table.close();
  }
}

await main();
