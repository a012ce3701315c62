/** Join and Connect clicked with nothing typed used to do nothing at all: the player is pointed at the empty field. */
import { describe, expect, it } from 'vitest';
import { needsTools } from '../support/needs-tools';
import { launchChromium } from './browser';
import { browserAndHost, newPage } from './table';

const needsBrowser = needsTools(['chromium']);
const table = browserAndHost(() => launchChromium());

describe.skipIf(needsBrowser.skip)('the home page\'s code and address forms', needsBrowser.options, () => {
  it('Join with no code and Connect with no address point at the empty field', async () => {
    const page = await newPage(table.browser(), `${table.base()}/?name=Lia&lang=en`);
    await page.waitForSelector('[data-testid=join]:not([disabled])');
    await page.click('[data-testid=join]');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('code');
    expect(await page.locator('[data-testid=code]').evaluate((el: HTMLInputElement) => el.validationMessage)).not.toBe('');
    await page.click('[data-testid=connect]');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('address');
    // Still on the home page, connected to the same host.
    expect(await page.locator('[data-testid=play-bots]').count()).toBe(1);
  });

  it('the connection notice never covers the name field (a host that does not answer)', async () => {
    const page = await newPage(table.browser(), `${table.base()}/?name=Lia&lang=en`);
    await page.waitForSelector('[data-testid=create]:not([disabled])');
    await page.fill('[data-testid=address]', '127.0.0.1:9');
    await page.click('[data-testid=connect]');
    await page.waitForSelector('[data-testid=connection]');
    const [notice, name] = await Promise.all([page.locator('[data-testid=connection]').boundingBox(), page.locator('[data-testid=name]').boundingBox()]);
    const apart = notice!.x + notice!.width <= name!.x || name!.x + name!.width <= notice!.x || notice!.y + notice!.height <= name!.y || name!.y + name!.height <= notice!.y;
    expect(apart, JSON.stringify({ notice, name })).toBe(true);
  });

  it('an address where no host answers is named as unreachable by the form, not retried in silence', async () => {
    const page = await newPage(table.browser(), `${table.base()}/?name=Lia&lang=en`);
    await page.waitForSelector('[data-testid=create]:not([disabled])');
    await page.fill('[data-testid=address]', '127.0.0.1:9');
    await page.click('[data-testid=connect]');
    await expect.poll(() => page.locator('[data-testid=host-error]').allTextContents(), { timeout: 15_000 }).toContainEqual(expect.stringContaining('No Rumbo host answers at that address'));
  });
});
