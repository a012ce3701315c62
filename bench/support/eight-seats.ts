import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../../test/e2e/browser';
import { seatEveryone } from '../../test/e2e/table';
import { watchMoves } from './moves-watch';
import { buildRenderer, startBenchHost } from './renderer-build';

const FOUR = [['captain'], ['firstMate'], ['engineer'], ['radioOperator']] as const;

export interface EightSeats {
  readonly browser: Browser;
  readonly pages: readonly Page[];
  /** The four pages of one crew. */
  crew(team: 'blue' | 'yellow'): readonly Page[];
  page(team: 'blue' | 'yellow', role: string): Page;
  close(): Promise<void>;
}

/**
 * The UI benchmarks' table: a fresh renderer build, a host on loopback, eight seat pages of a
 * real-time game on the training map, both subs placed, every page's move watcher installed.
 * `rendererDir`: serve that build instead (an A/B of renderer code); BENCH_RENDERER_DIR does the same.
 */
export async function openEightSeats(query?: string, rendererDir = process.env.BENCH_RENDERER_DIR): Promise<EightSeats> {
  if (!rendererDir) await buildRenderer();
  const browser = await launchChromium();
  const { host, base } = await startBenchHost(rendererDir);
  const { seats } = await seatEveryone(browser, base, {
    mode: 'realtime',
    mapId: 'training-15',
    crews: { blue: 4, yellow: 4 },
    layout: { blue: FOUR, yellow: FOUR },
    ...(query ? { query } : {}),
  });
  const page = (team: 'blue' | 'yellow', role: string) => seats.find((s) => s.team === team && s.roles.includes(role as never))!.page;
  await page('blue', 'captain').click('[data-cell="A1"]');
  await page('yellow', 'captain').click('[data-cell="A15"]');
  const pages = seats.map((s) => s.page);
  // Both subs placed: the blue Captain may steer.
  await page('blue', 'captain').waitForSelector('[data-direction]:not([disabled])');
  await Promise.all(pages.map(watchMoves));
  return {
    browser,
    pages,
    crew: (team) => seats.filter((s) => s.team === team).map((s) => s.page),
    page,
    async close() {
      await browser.close();
      await host.close();
    },
  };
}
