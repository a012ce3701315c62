import type { Page } from 'playwright-core';
import { launchChromium } from '../../test/e2e/browser';
import { newPage } from '../../test/e2e/table';
import { watchMoves } from './moves-watch';
import { startBenchHost } from './renderer-build';

export interface OnePage {
  /** The blue Captain's page, the only browser page; every other seat is a bot. */
  readonly page: Page;
  close(): Promise<void>;
}

/**
 * The program's own UI cost, without seven other renderers on the same cores: one Chromium page (the
 * blue Captain of a real-time game on the training map) and level-1 bots in the seven other seats.
 * Serves the renderer the caller built (buildRenderer), or the build in `rendererDir`.
 */
export async function openOnePage(query?: string, rendererDir?: string): Promise<OnePage> {
  const browser = await launchChromium();
  const { host, base } = await startBenchHost(rendererDir);
  const page = await newPage(browser, `${base}/?name=Ana${query ? `&${query}` : ''}`);
  await page.selectOption('[data-testid=mode]', 'realtime');
  await page.selectOption('[data-testid=map]', 'training-15');
  await page.selectOption('[data-testid=crew-blue]', '4');
  await page.selectOption('[data-testid=crew-yellow]', '4');
  await page.click('[data-testid=create]');
  await page.click('[data-take="blue-0"]');
  await page.waitForSelector('[data-seat="blue-0"] .holder');
  for (const seat of ['blue-1', 'blue-2', 'blue-3', 'yellow-0', 'yellow-1', 'yellow-2', 'yellow-3']) {
    await page.click(`[data-bot="${seat}-1"]`);
    await page.waitForSelector(`[data-seat="${seat}"] .bot`);
  }
  await page.click('[data-testid=ready]');
  await page.click('[data-testid=start]:not([disabled])');
  await page.waitForSelector('[data-testid=seat-title]');
  await page.click('[data-cell="A1"]');
  await page.waitForSelector('[data-direction]:not([disabled])');
  await watchMoves(page);
  return {
    page,
    async close() {
      await browser.close();
      await host.close();
    },
  };
}
