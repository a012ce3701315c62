/**
 * At 1920×1080 the seat's text grows (17 px) but the Captain's side column stayed 320 px, so "← West"
 * and "→ East" broke over two lines and the course cross went lopsided.
 */
import { describe, expect, it } from 'vitest';
import { needsTools } from '../support/needs-tools';
import { launchChromium } from './browser';
import { browserAndHost, newPage } from './table';

const needsBrowser = needsTools(['chromium']);
const table = browserAndHost(() => launchChromium());

describe.skipIf(needsBrowser.skip)('the Captain at 1920×1080', needsBrowser.options, () => {
  it('each course button keeps its arrow and direction on one line, in English and Italian', async () => {
    const page = await newPage(table.browser(), `${table.base()}/?name=Rosa&lang=en`);
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.click('[data-testid=play-bots]');
    await page.waitForSelector('[data-testid=seat-title]');
    for (const lang of ['en', 'it']) {
      await page.selectOption('[data-testid=language]', lang);
      const heights = await page.locator('[data-direction]').evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().height)));
      expect(heights, lang).toHaveLength(4);
      expect(new Set(heights).size, `${lang}: ${heights.join(', ')}`).toBe(1);
    }
  });
});
