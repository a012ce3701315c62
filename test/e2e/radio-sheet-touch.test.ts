/**
 * Issue 29.2 in Chromium on a phone's touch screen: the Radio Operator drags the transparent sheet
 * with a finger. Real touches (CDP Input.dispatchTouchEvent; Playwright has no touch move), so the
 * browser decides as it would on a phone whether the gesture drags the sheet or pans the page.
 */
import type { Browser, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needsTools } from '../support/needs-tools';
import { launchChromium } from './browser';
import { TOUCH_PHONE } from './layout-check';
import { cellCentre, origin, radioSeatWithTrack } from './radio-turns';
import { crewOfOneAgainstBot, hostsForFile } from './table';

const needsBrowser = needsTools(['chromium']);
const host = hostsForFile();
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

type Point = { x: number; y: number };

/** One finger pressed at `from`, slid to `to` in `steps` moves, lifted there. */
async function touchDrag(cdp: CDPSession, from: Point, to: Point, steps = 8): Promise<void> {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from.x, y: from.y, id: 1 }] });
  for (let i = 1; i <= steps; i++) {
    const x = from.x + ((to.x - from.x) * i) / steps;
    const y = from.y + ((to.y - from.y) * i) / steps;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y, id: 1 }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** Where the track's head (the enemy's latest position) is drawn on screen. */
async function headOnScreen(page: Page): Promise<Point> {
  const box = (await page.locator('[data-testid=transparent-sheet] circle.head').boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** The width of one map cell on screen, in CSS px. */
async function cellPx(page: Page): Promise<number> {
  const a = await cellCentre(page, 0, 0);
  const b = await cellCentre(page, 1, 0);
  return b.x - a.x;
}

describe.skipIf(needsBrowser.skip)('the Radio Operator’s transparent sheet under a finger', needsBrowser.options, () => {
  it('follows a touch drag on a phone, snaps to whole cells, and does not scroll the page', async () => {
    const base = await host({ botPaceMs: 300 });
    const context = await browser.newContext(TOUCH_PHONE);
    const page = await context.newPage();
    page.on('pageerror', (error) => {
      throw error;
    });
    await page.goto(`${base}/?name=Tomi&lang=en`);
    await crewOfOneAgainstBot(page, 'blue-0', 'yellow-0');
    await radioSeatWithTrack(page);
    expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
    const close = page.locator('[data-testid=radio-hint-close]');
    if (await close.count()) await close.click();
    await page.click('[data-testid=sheet-centre]');
    await page.locator('[data-testid=transparent-sheet]').scrollIntoViewIfNeeded();

    const [c0, r0] = (await origin(page))!.split(',').map(Number) as [number, number];
    const px = await cellPx(page);
    const head0 = await headOnScreen(page);
    const scroll0 = await page.evaluate(() => scrollY);
    // The finger slides 1.6 cells left and 0.7 up, from a cell centre: the sheet lands 2 left, 1 up.
    const from = await cellCentre(page, c0, r0);
    const cdp = await context.newCDPSession(page);
    await touchDrag(cdp, from, { x: from.x - 1.6 * px, y: from.y - 0.7 * px });
    await page.waitForFunction((was) => document.querySelector('[data-testid=transparent-sheet]')!.getAttribute('data-origin') !== was, `${c0},${r0}`);
    expect(await origin(page)).toBe(`${c0 - 2},${r0 - 1}`);
    // What is drawn moved by the same whole cells, and the page did not pan under the finger.
    const head1 = await headOnScreen(page);
    expect((head1.x - head0.x) / px).toBeCloseTo(-2, 1);
    expect((head1.y - head0.y) / px).toBeCloseTo(-1, 1);
    expect(await page.evaluate(() => scrollY)).toBe(scroll0);
    expect(await page.locator('[data-testid=ruled-out]').count()).toBe(0);

    // A tap (no slide) crosses out the cell under the finger instead of moving the sheet.
    const a1 = await cellCentre(page, 0, 0);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ ...a1, id: 2 }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.waitForSelector('[data-testid=ruled-out][data-cell="A1"]');
    expect(await origin(page)).toBe(`${c0 - 2},${r0 - 1}`);
    await context.close();
  }, 300_000);
});
