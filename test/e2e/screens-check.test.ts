/**
 * Every screen at 390×844 (a phone), 1280×800 and 1920×1080, light and dark: a screenshot in out/screenshots/
 * (check-NAME-WxH-THEME.png), no control cut off, clipped or overlapping another (layout-check.ts),
 * and no serious or critical axe-core violation. One test per screen family so a failure names it.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needsTools } from '../support/needs-tools';
import { launchChromium } from './browser';
import { brokenWords, checkScreen, describeReports, PHONE, smallTouchTargets, TOUCH_PHONE, VIEWPORTS } from './layout-check';
import { hostsForFile, newPage } from './table';

const needsBrowser = needsTools(['chromium']);

const host = hostsForFile();
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function expectClean(page: Page, name: string, viewports = [PHONE, ...VIEWPORTS]): Promise<void> {
  const problems = describeReports(await checkScreen(page, name, viewports));
  expect.soft(problems, `${name}:\n${problems.join('\n')}`).toEqual([]);
}

async function createGame(page: Page, mode: 'turn' | 'realtime', crews: { blue: number; yellow: number }): Promise<string> {
  await page.selectOption('[data-testid=mode]', mode);
  await page.selectOption('[data-testid=map]', mode === 'turn' ? 'training-10' : 'training-15');
  await page.selectOption('[data-testid=crew-blue]', String(crews.blue));
  await page.selectOption('[data-testid=crew-yellow]', String(crews.yellow));
  await page.click('[data-testid=create]');
  await page.waitForSelector('[data-testid=lobby-code], [data-testid=host-error]');
  const refused = page.locator('[data-testid=host-error]');
  if (await refused.count()) throw new Error(`createGame refused: ${await refused.getAttribute('data-code')}`);
  return (await page.textContent('[data-testid=lobby-code]'))!.trim();
}

/** A page on a phone's touch screen (390×844, `pointer: coarse`), failing on any page error. */
async function newTouchPage(url: string): Promise<Page> {
  const context = await browser.newContext(TOUCH_PHONE);
  const page = await context.newPage();
  page.on('pageerror', (error) => {
    throw error;
  });
  await page.goto(url);
  return page;
}

/** On a touch layout every control is at least 44 × 44 px and no key hint is shown (issue 29.3). */
async function expectTouchClean(page: Page, name: string): Promise<void> {
  const small = await smallTouchTargets(page);
  expect.soft(small, `${name}: targets under 44 px:\n${small.map((s) => `${s.control} ${s.width}×${s.height}`).join('\n')}`).toEqual([]);
  const hints = await page.locator('kbd:visible, .key-hint:visible').allTextContents();
  expect.soft(hints, `${name}: key hints on a touch screen`).toEqual([]);
  await expectClean(page, `touch-${name}`, [PHONE]);
}

/** The Captain picks the first sea cell offered. */
async function place(captain: Page): Promise<void> {
  const cell = await captain.locator('.pickable').first().getAttribute('data-cell');
  await captain.click(`[data-cell="${cell}"]`);
}

describe.skipIf(needsBrowser.skip)('every screen fits, does not overlap and passes axe', needsBrowser.options, () => {
  it('home, its errors, the lobby and the name prompt', async () => {
    const base = await host();
    const home = await newPage(browser, `${base}/?name=Ana&lang=es`);
    await home.waitForSelector('[data-testid=create]:not([disabled])');
    await expectClean(home, 'home');
    await home.click('[data-testid=more-settings] summary');
    await expectClean(home, 'home-more');
    await home.fill('[data-testid=code]', 'ZZZZ');
    await home.click('[data-testid=join]');
    await home.waitForSelector('[data-testid=host-error]');
    await expectClean(home, 'home-error');

    const creator = await newPage(browser, `${base}/?name=Ana&lang=es`);
    const code = await createGame(creator, 'turn', { blue: 4, yellow: 4 });
    await creator.click('[data-take="blue-0"]');
    await creator.click('[data-bot="yellow-0-2"]');
    await creator.waitForSelector('[data-seat="yellow-0"] .bot');
    const guest = await newPage(browser, `${base}/?code=${code}&lang=es`);
    await guest.waitForSelector('[data-testid=name-prompt]');
    await expectClean(guest, 'name-prompt');
    await guest.fill('[data-testid=name-prompt-input]', 'Lucía');
    await guest.click('[data-testid=name-prompt-ok]');
    await creator.waitForFunction(() => document.querySelector('[data-testid=watchers]')?.textContent?.includes('Lucía'));
    await expectClean(creator, 'lobby');
    await expectClean(guest, 'lobby-guest');
    // Every other seat a bot: each row whole in its crew's panel at 1280×800, none scrolled out of sight.
    await creator.click('[data-testid=fill-bots]');
    await creator.waitForFunction(() => document.querySelectorAll('[data-seat] .bot').length === 7);
    await expectClean(creator, 'lobby-bots');
    const hidden = await creator.evaluate(() =>
      Array.from(document.querySelectorAll('[data-seat]')).flatMap((row) => {
        const panel = row.closest('.seats')!.getBoundingClientRect();
        const box = row.getBoundingClientRect();
        return box.bottom <= panel.bottom + 1 && box.top >= panel.top - 1 ? [] : [row.getAttribute('data-seat')];
      }),
    );
    expect.soft(hidden, 'seat rows hidden in their panel at 1280×800').toEqual([]);
  }, 600_000);

  it('each role on its own seat, the confirmation dialog, and the spectator', async () => {
    const base = await host({ botPaceMs: 300 });
    const captain = await newPage(browser, `${base}/?name=Ana&lang=en`);
    const code = await createGame(captain, 'turn', { blue: 4, yellow: 4 });
    const crew: Record<string, Page> = { captain };
    await captain.click('[data-take="blue-0"]');
    await captain.click('[data-testid=ready]');
    for (const [index, role] of (['firstMate', 'engineer', 'radioOperator'] as const).entries()) {
      const page = await newPage(browser, `${base}/?code=${code}&name=${role}&lang=en`);
      await page.click(`[data-take="blue-${index + 1}"]`);
      await page.waitForSelector(`[data-seat="blue-${index + 1}"] .holder`);
      await page.click('[data-testid=ready]');
      crew[role] = page;
    }
    const watcher = await newPage(browser, `${base}/?code=${code}&name=Eve&lang=en`);
    await watcher.waitForSelector('[data-testid=lobby-code]');
    await captain.click('[data-testid=fill-bots]');
    await captain.click('[data-testid=start]:not([disabled])');
    for (const page of Object.values(crew)) await page.waitForSelector('[data-testid=seat-title]');
    await expectClean(captain, 'captain-placing');
    // A click on an island while placing says why instead of doing nothing.
    const island = await captain.locator('.unpickable').first().getAttribute('data-off-target');
    await captain.click(`[data-off-target="${island}"]`);
    await captain.waitForSelector('[data-testid=pick-refused]');
    await expectClean(captain, 'captain-place-refused');
    await place(captain);
    await captain.waitForSelector('[data-testid=turn][data-turn-team="blue"]', { timeout: 30_000 });
    // Surfacing is offered before the turn's course (after it, it is not): its confirmation, then cancel.
    await captain.click('[data-testid=surface]:not([disabled])');
    await captain.waitForSelector('[data-testid=confirm]');
    await expectClean(captain, 'captain-confirm');
    await captain.keyboard.press('Escape');
    await captain.waitForSelector('[data-testid=confirm]', { state: 'detached' });
    await captain.locator('[data-direction]:not([disabled])').first().click();
    await crew.firstMate!.waitForSelector('[data-mark]:not([disabled])');
    await crew.engineer!.waitForSelector('[data-testid=engineer-sheet] button.slot:not([disabled])');
    await expectClean(crew.firstMate!, 'first-mate');
    await expectClean(crew.engineer!, 'engineer');
    // The Engineer's advice badges keep every word whole, in each language and size (issue 29.4: "Detectio / n").
    for (const lang of ['es', 'en', 'it']) {
      await crew.engineer!.selectOption('[data-testid=language]', lang);
      for (const viewport of [PHONE, ...VIEWPORTS]) {
        await crew.engineer!.setViewportSize(viewport);
        await crew.engineer!.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        const broken = await brokenWords(crew.engineer!, 'button.slot .advice');
        expect.soft(broken, `engineer advice ${lang} ${viewport.width}x${viewport.height}`).toEqual([]);
      }
    }
    await crew.engineer!.selectOption('[data-testid=language]', 'en');
    await crew.engineer!.setViewportSize(VIEWPORTS[0]!);
    await expectClean(crew.radioOperator!, 'radio-operator');
    await expectClean(captain, 'captain');
    await watcher.waitForSelector('[data-testid=spectator-title]');
    await expectClean(watcher, 'spectator');
  }, 600_000);

  it('a phone touch screen: home, the lobby and every seat (targets ≥ 44 px, no key hints, advice in words, End turn in view)', async () => {
    const base = await host({ botPaceMs: 300 });
    // The Captain creates the game from the home page on the phone.
    const captain = await newTouchPage(`${base}/?name=Cap&lang=en`);
    expect(await captain.evaluate(() => matchMedia('(pointer: coarse)').matches && matchMedia('(hover: none)').matches)).toBe(true);
    await captain.waitForSelector('[data-testid=create]:not([disabled])');
    await expectTouchClean(captain, 'home');
    await captain.click('[data-testid=more-settings] summary');
    await expectTouchClean(captain, 'home-more');
    const code = await createGame(captain, 'turn', { blue: 4, yellow: 4 });
    const crew: Record<'captain' | 'firstMate' | 'engineer' | 'radioOperator', Page> = {
      captain,
      firstMate: await newTouchPage(`${base}/?code=${code}&name=Mate&lang=en`),
      engineer: await newTouchPage(`${base}/?code=${code}&name=Eng&lang=en`),
      radioOperator: await newTouchPage(`${base}/?code=${code}&name=Radio&lang=en`),
    };
    for (const [index, page] of [crew.captain, crew.firstMate, crew.engineer, crew.radioOperator].entries()) {
      await page.click(`[data-take="blue-${index}"]`);
      await page.waitForSelector(`[data-seat="blue-${index}"] .holder`);
      await page.click('[data-testid=ready]');
    }
    await captain.click('[data-testid=fill-bots]');
    await captain.waitForFunction(() => document.querySelectorAll('[data-seat] .bot').length === 4);
    await expectTouchClean(captain, 'lobby');
    await expectTouchClean(crew.radioOperator, 'lobby-guest');
    await captain.click('[data-testid=start]:not([disabled])');
    for (const page of Object.values(crew)) await page.waitForSelector('[data-testid=seat-title]');
    await place(crew.captain);
    await crew.captain.waitForSelector('[data-testid=turn][data-turn-team="blue"]', { timeout: 30_000 });
    await crew.captain.locator('[data-direction]:not([disabled])').first().click();
    await crew.firstMate.waitForSelector('[data-mark]:not([disabled])');
    await crew.engineer.waitForSelector('[data-testid=engineer-sheet] button.slot:not([disabled])');
    // After the course, End turn is on screen without scrolling the page back or forth.
    await crew.captain.evaluate(() => scrollTo(0, 0));
    const endTurn = await crew.captain.locator('[data-testid=end-turn]').boundingBox();
    expect.soft(endTurn, 'End turn shown').not.toBeNull();
    expect.soft(endTurn!.y + endTurn!.height, 'End turn above the fold').toBeLessThanOrEqual(PHONE.height);
    // The Engineer's owed symbols say their advice in words, each at least 44 px wide and tall.
    const advice = await crew.engineer.locator('button.slot:not([disabled]) .advice').evaluateAll((els) => els.map((el) => (el as HTMLElement).innerText.trim()));
    expect(advice.length).toBeGreaterThan(0);
    for (const words of advice) expect(words).toMatch(/[A-Za-z]{4,}/);
    // ...and a line under the sheet says what each of those words means.
    expect(await crew.engineer.locator('[data-testid=advice-legend] li').count()).toBeGreaterThan(0);
    expect(await crew.engineer.locator('[data-testid=advice-legend]').isVisible()).toBe(true);
    // The keyboard hints are in the page (a desktop shows them) but hidden on touch.
    expect(await crew.firstMate.locator('.key-hint').count()).toBeGreaterThan(0);
    await expectTouchClean(crew.engineer, 'engineer');
    await expectTouchClean(crew.captain, 'captain');
    await expectTouchClean(crew.firstMate, 'first-mate');
    await expectTouchClean(crew.radioOperator, 'radio-operator');
  }, 600_000);

  it('one seat holding every role, tab by tab, in real time (surfacing shows the hull panel)', async () => {
    const base = await host({ botPaceMs: 900 });
    const page = await newPage(browser, `${base}/?name=Solo&lang=it`);
    // Real time needs four players: a crew of one against three bots.
    await createGame(page, 'realtime', { blue: 1, yellow: 3 });
    await page.click('[data-take="blue-0"]');
    await page.selectOption('[data-testid=fill-level]', '1');
    await page.click('[data-testid=fill-bots]');
    await page.waitForSelector('[data-seat="yellow-2"] .bot');
    await page.click('[data-testid=ready]');
    await page.click('[data-testid=start]:not([disabled])');
    await page.waitForSelector('[data-testid=seat-title]');
    await place(page);
    await page.waitForSelector('[data-direction]:not([disabled])', { timeout: 30_000 });
    for (const tab of ['captain', 'firstMate', 'engineer', 'radioOperator']) {
      await page.click(`[data-tab=${tab}]`);
      await page.waitForSelector(`[data-tab=${tab}][aria-selected=true]`);
      await expectClean(page, `tabs-${tab}`);
    }
    // Charge the torpedo (course, mark, cross) until STOP may be called, and look at the STOP banner.
    // STOP is always shown (issue 18.6); it is enabled once a system is ready.
    const stop = page.locator('[data-testid=stop]:not([disabled])');
    for (let course = 0; course < 6 && (await stop.count()) === 0; course++) {
      await page.click('[data-tab=captain]');
      const direction = page.locator('[data-direction]:not([disabled])').first();
      if ((await direction.count()) === 0) break;
      await direction.click();
      await page.click('[data-tab=firstMate]');
      await page.locator('[data-mark="torpedo"]:not([disabled]), [data-mark]:not([disabled])').first().click();
      await page.click('[data-tab=engineer]');
      await page.locator('[data-testid=engineer-sheet] button.slot:not([disabled])').first().click();
      await page.waitForSelector('[data-testid=engineer-sheet] button.slot:not([disabled])', { state: 'detached' });
    }
    if ((await stop.count()) > 0) {
      await stop.click();
      await page.waitForSelector('[data-testid=stop-banner]');
      await expectClean(page, 'stop-banner');
      await page.click('[data-testid=resume]');
      await page.waitForSelector('[data-testid=stop-banner]', { state: 'detached' });
    }
    await page.click('[data-tab=captain]');
    await page.click('[data-testid=surface]');
    await page.click('[data-testid=confirm-yes]');
    const hull = await page.waitForSelector('[data-testid=hull-panel]', { timeout: 10_000 }).catch(() => null);
    if (hull) await expectClean(page, 'hull-panel');
  });

  it('the end screen (the same for every member once the game is over)', async () => {
    const base = await host({ botPaceMs: 0 });
    const creator = await newPage(browser, `${base}/?name=Ana&lang=es`);
    await createGame(creator, 'turn', { blue: 1, yellow: 1 });
    await creator.click('[data-testid=fill-bots]');
    await creator.click('[data-testid=start]:not([disabled])');
    await creator.waitForSelector('[data-testid=end-title]', { timeout: 60_000 });
    await expectClean(creator, 'end');
  });
});
