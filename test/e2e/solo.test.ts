import { describe, expect, it } from 'vitest';
import { needsTools } from '../support/needs-tools';
import { launchChromium, shootBothThemes } from './browser';
import { browserAndHost, newPage } from './table';

const needsBrowser = needsTools(['chromium']);

const table = browserAndHost(() => launchChromium());

describe.skipIf(needsBrowser.skip)('solo against the computer', needsBrowser.options, () => {
  it('one player holds every role of a crew of one, a bot crew plays the other sub, and the assistant tracks it', async () => {
    const page = await newPage(table.browser(), `${table.base()}/?name=Solo&lang=en`);
    await page.selectOption('[data-testid=mode]', 'turn');
    await page.selectOption('[data-testid=map]', 'alpha-10');
    await page.selectOption('[data-testid=crew-blue]', '1');
    await page.selectOption('[data-testid=crew-yellow]', '1');
    // The assistant is under "More settings" on the home page (issue 18).
    await page.click('[data-testid=more-settings] summary');
    await page.selectOption('[data-testid=assistant]', 'full');
    await page.click('[data-testid=create]');
    await page.click('[data-take="blue-0"]');
    await page.click('[data-bot="yellow-0-2"]');
    await page.waitForSelector('[data-seat="yellow-0"] .bot');
    await page.click('[data-testid=ready]');
    await shootBothThemes(page, 'lobby-solo');
    await page.click('[data-testid=start]:not([disabled])');
    await page.waitForSelector('[data-testid=seat-title]');
    expect(await page.locator('[role=tab]').count()).toBe(4);
    // A window whose voice is off fetches neither the speech engine nor the noise suppressor (issue 29.5).
    const fetched = (await page.evaluate(`performance.getEntriesByType('resource').map((e) => [e.name, e.decodedBodySize])`)) as [string, number][];
    expect(fetched.filter(([name]) => /\/assets\/(vosk|rnnoise)/.test(name))).toEqual([]);
    expect(fetched.some(([name]) => /\/assets\/index-.*\.js$/.test(name))).toBe(true);
    // Only the player's language is fetched: the other catalogues are ~90 KB the window never shows.
    expect(fetched.filter(([name]) => /\/assets\/(es|en|it)-[\w-]+\.js$/.test(name)).map(([name]) => name.replace(/^.*\/assets\/(\w+)-.*$/, '$1'))).toEqual(['en']);
    expect(fetched.reduce((bytes, [, size]) => bytes + size, 0)).toBeLessThan(1024 * 1024);

    const sea = await page.locator('.pickable').first().getAttribute('data-cell');
    await page.click(`[data-cell="${sea}"]`);
    let droneUsed = false;
    for (let turn = 0; turn < 6; turn++) {
      await page.waitForSelector('[data-testid=turn][data-turn-team="blue"]', { timeout: 20_000 });
      await page.click('[data-tab=captain]');
      // The turn banner can still show Blue from the turn just played (a drone ends it): wait for a move.
      await page.waitForSelector('[data-direction]:not([disabled]), [data-testid=surface]:not([disabled])', { timeout: 20_000 });
      const direction = page.locator('[data-direction]:not([disabled])').first();
      if ((await direction.count()) === 0) {
        await page.click('[data-testid=surface]');
        await page.click('[data-testid=confirm-yes]');
        continue;
      }
      await direction.click();
      // The course announced, the tab follows the duty: First Mate, then Engineer, then the Captain again.
      await page.waitForSelector('[data-tab=firstMate][aria-selected=true]');
      const drone = page.locator('[data-mark="drone"]:not([disabled])');
      const mark = (await drone.count()) ? drone : page.locator('[data-mark]:not([disabled])').first();
      if (await mark.count()) await mark.click();
      else await page.click('[data-tab=engineer]');
      await page.waitForSelector('[data-tab=engineer][aria-selected=true]');
      // Radiation first, then weapons, so detection (the drone) stays clear.
      for (const type of ['radiation', 'weapon', 'special', 'detection']) {
        const slot = page.locator(`[data-testid=engineer-sheet] button.slot.${type}:not([disabled])`).first();
        if (await slot.count()) {
          await slot.click();
          break;
        }
      }
      await page.waitForSelector('[data-tab=captain][aria-selected=true]');
      await page.waitForSelector('[data-testid=end-turn]:not([disabled])');
      if (!droneUsed && (await page.locator('[data-system="drone"]:not([disabled])').count())) {
        droneUsed = true;
        await page.click('[data-system="drone"]');
        await page.waitForSelector('[data-sector="1"]');
        await shootBothThemes(page, 'captain-drone-pick');
        await page.click('[data-sector="1"]');
        continue;
      }
      await page.click('[data-testid=end-turn]:not([disabled])');
    }
    expect(droneUsed).toBe(true);
    await page.click('[data-tab=radioOperator]');
    await page.waitForSelector('[data-testid=assistant]');
    expect(await page.textContent('[data-testid=assistant]')).toMatch(/Possible sectors?: \d/);
    expect(await page.locator('.mark.candidate').count()).toBeGreaterThan(0);
    expect(await page.locator('.pinned li.drone').count()).toBe(1);
    await shootBothThemes(page, 'radio-assistant');
  });
});

describe.skipIf(needsBrowser.skip)('Family edition through the UI', needsBrowser.options, () => {
  it('a Captain moves, gains energy (shown), and surfaces, erasing the route, against a bot', async () => {
    const page = await newPage(table.browser(), `${table.base()}/?name=Fam&lang=en`);
    await page.click('[data-testid=more-settings] summary');
    await page.selectOption('[data-testid=edition]', 'family');
    await page.selectOption('[data-testid=map]', 'open-waters');
    await page.selectOption('[data-testid=crew-blue]', '1');
    await page.selectOption('[data-testid=crew-yellow]', '1');
    await page.click('[data-testid=create]');
    await page.click('[data-take="blue-0"]');
    await page.click('[data-bot="yellow-0-1"]');
    await page.waitForSelector('[data-seat="yellow-0"] .bot');
    await page.click('[data-testid=ready]');
    await page.click('[data-testid=start]:not([disabled])');
    await page.waitForSelector('[data-testid=seat-title]');
    expect(await page.locator('[role=tab]').count()).toBe(2);
    const sea = await page.locator('.pickable').first().getAttribute('data-cell');
    await page.click(`[data-cell="${sea}"]`);
    for (let turn = 0; turn < 3; turn++) {
      await page.waitForSelector('[data-testid=turn][data-turn-team="blue"]', { timeout: 20_000 });
      await page.click('[data-tab=captain]');
      await page.locator('[data-direction]:not([disabled])').first().click();
      await page.waitForSelector('[data-testid=turn][data-turn-team="yellow"]', { timeout: 20_000 });
    }
    await page.waitForSelector('[data-testid=turn][data-turn-team="blue"]', { timeout: 20_000 });
    expect(await page.textContent('[data-testid=energy]')).toMatch(/3\/4/);
    await shootBothThemes(page, 'family-captain');
    await page.click('[data-testid=surface]');
    await page.click('[data-testid=confirm-yes]');
    // Surfacing erases the route, keeping only the sub's cell.
    await page.waitForSelector('.board .route', { state: 'detached' });
    await page.click('[data-tab=radioOperator]');
    await page.waitForSelector('[data-tab=radioOperator][aria-selected=true]');
    await shootBothThemes(page, 'family-radio');
  });
});
