/**
 * UI latency. First eight seats in Chromium on a real host on loopback: for each command clicked in
 * one page, the time until EVERY seat's page shows the new state (a MutationObserver on the seat's
 * `data-moves`), round trip to the host included — eight renderers share the machine's cores, so
 * this measures the machine as much as the program. Then the headline, the program's own cost: ONE
 * seat page (the other seats are bots), "state message in → DOM updated" for every state it gets, as
 * the main thread's CPU time for that task (Chromium's trace), so other jobs on the cores do not count;
 * the wall-clock figure and the CPU until the frame that paints it are printed above it. Goal: p95 ≤ 8 ms
 * (half a 60 Hz frame, issue 29). Headline last.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { openEightSeats } from './support/eight-seats';
import { playBlueCommands } from './support/eight-commands';
import { domTaskCpu, type MessageCpu } from './support/cpu-trace';
import { openOnePage } from './support/one-page';
import { percentile, renderTimes, updatesOf } from './support/moves-watch';
import { cpuByKind, descendantsCpu } from './support/process-cpu';
import { BENCH_RENDERER, buildRenderer } from './support/renderer-build';

const SNAKE = ['E', 'E', 'E', 'E', 'E', 'E', 'E', 'E', 'E', 'S', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'S', 'E', 'E', 'E', 'E'];

/** The build's files: the speech engine's and the noise suppressor's chunks are fetched only by a window whose voice is on. */
function bundleSizes(dir: string): { app: number; voice: number } {
  const files = readdirSync(join(dir, 'assets')).map((f) => ({ name: f, size: statSync(join(dir, 'assets', f)).size }));
  const voice = files.filter((f) => f.name.startsWith('vosk') || f.name.startsWith('rnnoise')).reduce((n, f) => n + f.size, 0);
  const app = files.reduce((n, f) => n + f.size, 0) - voice;
  return { app, voice };
}

/**
 * The Captain steers until the snake is done (or the game ends); every state message the page gets
 * is timed: wall clock from message in to DOM updated, and the main thread's CPU time for it.
 */
async function onePageTimes(): Promise<{ wall: number[]; cpu: MessageCpu; bytes: number }> {
  const { page, close } = await openOnePage();
  try {
    const cpu = await domTaskCpu(page, async () => {
      for (const direction of SNAKE) {
        const button = `[data-direction="${direction}"]:not([disabled])`;
        const ready = await page.waitForSelector(button, { timeout: 20_000 }).then(() => true, () => false);
        if (!ready) break; // the bots sank us, or the route is blocked: enough samples either way
        const before = await updatesOf(page);
        await page.click(button);
        const applied = await page
          .waitForFunction(`Number(document.querySelector('[data-updates]')?.getAttribute('data-updates')) > ${before}`, undefined, { timeout: 10_000 })
          .then(() => true, () => false);
        if (!applied) break; // refused (an island, a mine) or the game ended
      }
    });
    return { wall: (await page.evaluate('window.__render')) as number[], cpu, bytes: await windowBytes(page) };
  } finally {
    await close();
  }
}

/** Bytes a seat window fetched (script, style, data) by the time its game is running, as the page itself counts them. */
async function windowBytes(page: Page): Promise<number> {
  return page.evaluate(`performance.getEntriesByType('resource').reduce((n, e) => n + e.decodedBodySize, 0)
    + performance.getEntriesByType('navigation').reduce((n, e) => n + e.decodedBodySize, 0)`) as Promise<number>;
}

async function eightSeats(): Promise<void> {
  const table = await openEightSeats();
  try {
    const before = descendantsCpu();
    const timings = await playBlueCommands(table);
    const chromium = [...cpuByKind(before, descendantsCpu()).values()].reduce((n, ms) => n + ms, 0);
    const latencies = timings.map((t) => Math.max(...t.seen) - t.clickedAt);
    const perPage = timings.flatMap((t) => t.seen.map((s) => s - t.clickedAt));
    console.log(`commands: ${latencies.length}, seats open: ${table.pages.length}; click → the acting crew's four pages all show it:`);
    console.log(`p50: ${percentile(latencies, 50).toFixed(2)} ms, p95: ${percentile(latencies, 95).toFixed(2)} ms, max: ${Math.max(...latencies).toFixed(2)} ms`);
    console.log(`each page: p50 ${percentile(perPage, 50).toFixed(2)} ms, p95 ${percentile(perPage, 95).toFixed(2)} ms`);
    const render = await renderTimes(table.pages);
    console.log(`message received → DOM updated, any of the eight pages: p50 ${percentile(render, 50).toFixed(2)} ms, p95 ${percentile(render, 95).toFixed(2)} ms`);
    // Load-independent beside the wall clock: what all of Chromium's processes spent (npm run profile:eight splits it).
    console.log(`Chromium's processes (browser, GPU, eight renderers, audio…): ${(chromium / latencies.length).toFixed(1)} ms CPU per command`);
    const sizes = bundleSizes(process.env.BENCH_RENDERER_DIR ?? BENCH_RENDERER);
    console.log(`bundle: app ${(sizes.app / 1024).toFixed(0)} KiB (JS + CSS), voice ${(sizes.voice / 1024).toFixed(0)} KiB (Vosk and RNNoise, fetched only when voice starts)`);
    console.log(`eight seats: slowest seat p95 ${percentile(latencies, 95).toFixed(2)} ms`);
  } finally {
    await table.close();
  }
}

async function onePage(): Promise<void> {
  const { wall, cpu, bytes } = await onePageTimes();
  console.log(`one seat window loaded ${(bytes / 1024).toFixed(0)} KiB (goal ≤ 1024 KiB; the speech engine and the noise suppressor load with the voice)`);
  console.log(`one seat page (bots in the other seats), ${wall.length} state messages, message in → DOM updated:`);
  console.log(`  wall clock (includes waiting for a busy core): p50 ${percentile(wall, 50).toFixed(2)} ms, p95 ${percentile(wall, 95).toFixed(2)} ms, max ${Math.max(...wall).toFixed(2)} ms`);
  const { task, painted } = cpu;
  console.log(`  main-thread CPU of the message's task (the program's own cost): p50 ${percentile(task, 50).toFixed(2)} ms, p95 ${percentile(task, 95).toFixed(2)} ms, max ${Math.max(...task).toFixed(2)} ms, ${task.length} messages (goal: p95 ≤ 8 ms)`);
  console.log(`  main-thread CPU until it is painted (the task, then style, layout and paint): p50 ${percentile(painted, 50).toFixed(2)} ms, p95 ${percentile(painted, 95).toFixed(2)} ms, max ${Math.max(...painted).toFixed(2)} ms`);
  console.log(`ui-page-wall-p95: ${percentile(wall, 95).toFixed(2)} ms`);
  console.log(`ui-page-painted-cpu-p95: ${percentile(painted, 95).toFixed(2)} ms`);
  console.log(`ui-page-p95: ${percentile(task, 95).toFixed(2)} ms`);
}

// --only=page: the headline alone (the eight-seat table needs a quiet machine to mean anything).
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
if (only === 'page') await buildRenderer(); // the eight-seat table builds its own
if (only !== 'page') await eightSeats();
if (only !== 'eight') await onePage();
