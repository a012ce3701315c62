import type { Page } from 'playwright-core';
import { build } from 'vite';
import { launchChromium } from '../../test/e2e/browser';
import { seatEveryone, startTestHost } from '../../test/e2e/table';
import { watchMoves } from './moves-watch';

const FOUR = [['captain'], ['firstMate'], ['engineer'], ['radioOperator']] as const;

export interface EightSeats {
  readonly pages: readonly Page[];
  page(team: 'blue' | 'yellow', role: string): Page;
  close(): Promise<void>;
}

/**
 * The UI benchmarks' table: a fresh renderer build, a host on loopback, eight seat pages of a
 * real-time game on the training map, both subs placed, every page's move watcher installed.
 */
export async function openEightSeats(query?: string): Promise<EightSeats> {
  await build({ configFile: 'renderer/vite.config.ts', logLevel: 'warn' });
  const browser = await launchChromium();
  const { host, base } = await startTestHost();
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
  await Promise.all(pages.map((p) => p.waitForSelector('[data-moves="2"]')));
  await Promise.all(pages.map(watchMoves));
  return {
    pages,
    page,
    async close() {
      await browser.close();
      await host.close();
    },
  };
}
