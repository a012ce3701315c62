/**
 * Issue 29.2 in Chromium: the Radio Operator's seat of a crew of one against a bot crew.
 * The first-use hint; the sheet dragged with the mouse and the keys; a cell crossed out by a tap;
 * all of it kept across a reload and a host restart (same data folder and port), and none of it sent
 * to the host. Each state is checked at 390×844, 1280×800 and 1920×1080 in both themes.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHost } from '../../electron/host';
import type { RunningHost } from '../../electron/host/api';
import { needsTools } from '../support/needs-tools';
import { launchChromium } from './browser';
import { checkScreen, describeReports, PHONE, VIEWPORTS } from './layout-check';
import { cellCentre, origin, radioSeatWithTrack } from './radio-turns';
import { crewOfOneAgainstBot, newPage } from './table';

const needsBrowser = needsTools(['chromium']);
const dataDir = mkdtempSync(join(tmpdir(), 'rumbo-radio-'));
let browser: Browser;
let host: RunningHost | undefined;

async function openHost(port = 0): Promise<string> {
  host = await startHost({ port, bindAddress: '127.0.0.1', dataDir, rendererDir: join(process.cwd(), 'dist', 'renderer'), discovery: false, botPaceMs: 300 });
  return `http://127.0.0.1:${host.port}`;
}

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await host?.close();
});

async function expectClean(page: Page, name: string): Promise<void> {
  const problems = describeReports(await checkScreen(page, name, [PHONE, ...VIEWPORTS]));
  expect.soft(problems, `${name}:\n${problems.join('\n')}`).toEqual([]);
}

describe.skipIf(needsBrowser.skip)('the Radio Operator’s transparent sheet', needsBrowser.options, () => {
  it('is dragged and keyed over the map, takes crosses by tap, sends nothing, and keeps it all across a reload and a host restart', async () => {
    const base = await openHost();
    // A crew of one holds every role, so the game waits for us between our turns (the bot crew plays Yellow).
    const page = await newPage(browser, `${base}/?name=Rita&lang=en`);
    await crewOfOneAgainstBot(page, 'blue-0', 'yellow-0');
    await radioSeatWithTrack(page);

    // First use: the seat says how it is played.
    await page.waitForSelector('[data-testid=radio-hint]');
    expect(await page.textContent('[data-testid=radio-hint]')).toContain('Drag the sheet over the map');
    await expectClean(page, 'radio-hint');

    // The enemy's track is on the sheet: the dive point and at least three courses (a surfacing adds none).
    expect(await page.locator('[data-testid=transparent-sheet] circle').count()).toBeGreaterThanOrEqual(3);
    await page.click('[data-testid=radio-hint-close]');

    // Nothing of the sheet goes to the host.
    const sent: string[] = [];
    page.on('websocket', (ws) => ws.on('framesent', (frame) => sent.push(String(frame.payload))));
    const countSent = () => sent.filter((f) => !f.includes('"pong"') && !f.includes('"ping"')).length;
    const before = countSent();

    // Drag: centre the sheet, then pull it two cells left and one up.
    await page.click('[data-testid=sheet-centre]');
    const [c0, r0] = (await origin(page))!.split(',').map(Number) as [number, number];
    const from = await cellCentre(page, c0, r0);
    const to = await cellCentre(page, c0 - 2, r0 - 1);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
    await page.mouse.move(to.x, to.y, { steps: 4 });
    await page.mouse.up();
    const dragged = await origin(page);
    expect(dragged).not.toBe(`${c0},${r0}`);
    const [c1, r1] = dragged!.split(',').map(Number) as [number, number];
    expect(c1).toBeLessThan(c0);
    // Keys: right once, back towards where it was (so never against the board's edge).
    await page.focus('[data-testid=transparent-sheet]');
    await page.keyboard.press('ArrowRight');
    expect(await origin(page)).toBe(`${c1 + 1},${r1}`);

    // A tap crosses out A1; a second tap elsewhere crosses out J10.
    for (const [col, row] of [[0, 0], [9, 9]] as const) {
      const at = await cellCentre(page, col, row);
      await page.mouse.click(at.x, at.y);
    }
    await page.waitForSelector('[data-testid=ruled-out][data-cell="A1"]');
    await page.waitForSelector('[data-testid=ruled-out][data-cell="J10"]');
    await page.fill('[data-testid=radio-notes]', 'they like the west');
    const placed = await origin(page);
    expect(countSent()).toBe(before);
    await expectClean(page, 'radio-sheet');

    // Reload: the same sheet, crosses and notes; the hint stays closed.
    await page.reload();
    await page.click('[data-tab=radioOperator]');
    await page.waitForSelector('[data-testid=transparent-sheet]');
    expect(await origin(page)).toBe(placed);
    expect(await page.locator('[data-testid=ruled-out]').count()).toBe(2);
    expect(await page.inputValue('[data-testid=radio-notes]')).toBe('they like the west');
    expect(await page.locator('[data-testid=radio-hint]').count()).toBe(0);

    // The host restarts on its port with its data folder: the game resumes and the sheet is still there.
    const port = host!.port;
    await host!.close();
    await openHost(port);
    await page.reload();
    await page.click('[data-tab=radioOperator]', { timeout: 30_000 });
    await page.waitForSelector('[data-testid=transparent-sheet]');
    expect(await origin(page)).toBe(placed);
    expect(await page.locator('[data-testid=ruled-out]').count()).toBe(2);
  });
});
