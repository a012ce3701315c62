/**
 * Issue 28.1: the host's own screen. A browser on the host PC opened with the console's host link
 * (`?hostKey=`) gets the host controls in the lobby; another tab on the same PC without the key does
 * not. Locking tells everyone and refuses a newcomer in words; removing asks once more, then the
 * removed player is back on the front page, told why. Screenshots of the controls at every size and
 * theme (out/screenshots/check-host-controls-*.png), checked for layout and axe.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needsTools } from '../support/needs-tools';
import { launchChromium } from './browser';
import { checkScreen, describeReports, PHONE, VIEWPORTS } from './layout-check';
import { hostsForFile, newPage } from './table';

const needsBrowser = needsTools(['chromium']);
const host = hostsForFile();
const KEY = 'e2e-host-screen-key-0123456789';
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe.skipIf(needsBrowser.skip)("the host's own screen (issue 28.1)", needsBrowser.options, () => {
  it('has the controls; locks, closes and removes; the others are told in words', async () => {
    const base = await host({ hostKey: KEY });
    const own = await newPage(browser, `${base}/?hostKey=${KEY}&name=Ana&lang=en`);
    own.setDefaultTimeout(20_000);
    // The key leaves the address bar at once.
    expect(own.url()).not.toContain(KEY);
    await own.selectOption('[data-testid=mode]', 'turn');
    await own.selectOption('[data-testid=map]', 'training-10');
    await own.click('[data-testid=create]');
    const code = (await own.textContent('[data-testid=lobby-code]'))!.trim();
    await own.waitForSelector('[data-testid=host-controls]');

    // Another tab on the same PC, without the key: a player, no controls.
    const bea = await newPage(browser, `${base}/?code=${code}&name=Bea&lang=en`);
    bea.setDefaultTimeout(20_000);
    await bea.waitForSelector('[data-testid=lobby-code]');
    await bea.click('[data-take="blue-1"]');
    await own.waitForSelector('[data-remove-member]');
    expect(await bea.locator('[data-testid=host-controls]').count()).toBe(0);

    await own.click('[data-testid=host-lock]');
    await own.waitForSelector('[data-testid=host-locked]');
    await bea.waitForSelector('[data-testid=lobby-locked]');
    expect(await bea.textContent('[data-testid=lobby-locked]')).toContain('The host locked this game');
    await own.click('[data-testid=host-close-games]');
    await expect.poll(() => own.getAttribute('[data-testid=host-new-games]', 'data-closed')).toBe('true');
    await own.click('[data-remove-member]');
    await expect.poll(() => own.textContent('[data-remove-member]')).toContain('Remove Bea?');
    const problems = describeReports([...(await checkScreen(own, 'host-controls', [PHONE, ...VIEWPORTS])), ...(await checkScreen(bea, 'lobby-locked', [PHONE]))]);
    expect.soft(problems, problems.join('\n')).toEqual([]);

    // A newcomer is refused in words; so is a new game from another tab.
    const cleo = await newPage(browser, `${base}/?code=${code}&name=Cleo&lang=en`);
    const alert = cleo.locator('section.join [role=alert][data-testid=host-error]');
    await expect.poll(() => alert.getAttribute('data-code')).toBe('lobby.locked');
    expect(await alert.textContent()).toContain('Ask the host to unlock it');
    await cleo.click('[data-testid=create]');
    const refused = cleo.locator('section.create [role=alert][data-testid=host-error]');
    await expect.poll(() => refused.getAttribute('data-code')).toBe('host.games-closed');
    expect(await refused.textContent()).toContain('ask the host');

    // Removed: Bea is back on the front page, told why; her seat is free again.
    await own.click('[data-remove-member]');
    const removed = bea.locator('section.join [role=alert][data-testid=host-error]');
    await expect.poll(() => removed.getAttribute('data-code')).toBe('host.removed');
    expect(await removed.textContent()).toContain('The host removed you');
    await own.waitForSelector('[data-take="blue-1"]');
  });
});
