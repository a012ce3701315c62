import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { SCREENSHOTS } from './browser';

export const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const;

/**
 * What a player sees now, at a phone's, a laptop's and a wide screen's size, in both themes:
 * out/screenshots/NAME-WxH-THEME.png. The page goes back to its size and theme after.
 */
export async function shootSizes(page: Page, name: string): Promise<string[]> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const size = page.viewportSize();
  const theme = await page.evaluate(() => document.documentElement.dataset.theme ?? 'light');
  const files: string[] = [];
  for (const viewport of SIZES) {
    await page.setViewportSize(viewport);
    for (const t of ['light', 'dark']) {
      await page.evaluate((v) => (document.documentElement.dataset.theme = v), t);
      const file = join(SCREENSHOTS, `${name}-${viewport.width}x${viewport.height}-${t}.png`);
      await page.screenshot({ path: file });
      files.push(file);
    }
  }
  if (size) await page.setViewportSize(size);
  await page.evaluate((v) => (document.documentElement.dataset.theme = v), theme);
  return files;
}
