import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumPath } from '../support/tools';

/**
 * Debian's Chromium (or CHROMIUM_PATH), never a downloaded one; flags keep it off the (closed) network.
 * Test files check for it first with needsTools(['chromium']) (test/support/needs-tools.ts).
 */
export async function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}

export const SCREENSHOTS = join(process.cwd(), 'out', 'screenshots');

/** Both themes of what the page shows now, at the page's size (1280×800 by default). */
export async function shootBothThemes(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const original = await page.evaluate(() => document.documentElement.dataset.theme ?? 'light');
  for (const theme of ['light', 'dark']) {
    await page.evaluate((t) => (document.documentElement.dataset.theme = t), theme);
    await page.screenshot({ path: join(SCREENSHOTS, `${name}-${theme}.png`) });
  }
  await page.evaluate((t) => (document.documentElement.dataset.theme = t), original);
}
