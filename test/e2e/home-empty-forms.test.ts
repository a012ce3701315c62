/** Join and Connect clicked with nothing typed used to do nothing at all: the player is pointed at the empty field. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needsTools } from '../support/needs-tools';
import { launchChromium } from './browser';
import { hostsForFile, newPage } from './table';

const needsBrowser = needsTools(['chromium']);
const host = hostsForFile();
let browser: Browser;
beforeAll(async () => {
  if (!needsBrowser.skip) browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe.skipIf(needsBrowser.skip)('the home page\'s code and address forms', needsBrowser.options, () => {
  it('Join with no code and Connect with no address point at the empty field', async () => {
    const page = await newPage(browser, `${await host()}/?name=Lia&lang=en`);
    await page.waitForSelector('[data-testid=join]:not([disabled])');
    await page.click('[data-testid=join]');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('code');
    expect(await page.locator('[data-testid=code]').evaluate((el: HTMLInputElement) => el.validationMessage)).not.toBe('');
    await page.click('[data-testid=connect]');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('address');
    // Still on the home page, connected to the same host.
    expect(await page.locator('[data-testid=play-bots]').count()).toBe(1);
  });
});
