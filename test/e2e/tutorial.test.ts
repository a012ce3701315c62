/** The first game: one button on home, a short game against a bot, every role of Blue, and a coach that follows the game. */
import { describe, expect, it } from 'vitest';
import { needsTools } from '../support/needs-tools';
import { launchChromium } from './browser';
import { checkScreen, describeReports } from './layout-check';
import { browserAndHost, newPage } from './table';

const needsBrowser = needsTools(['chromium']);
const table = browserAndHost(() => launchChromium());

describe.skipIf(needsBrowser.skip)('first game (tutorial)', needsBrowser.options, () => {
  it('starts from home, seats the player as the whole crew against a bot, and coaches each role in turn', async () => {
    const page = await newPage(table.browser(), `${table.base()}/?name=Nuevo&lang=es`);
    await page.click('[data-testid=first-game]:not([disabled])');
    await page.waitForSelector('[data-testid=seat-title]');
    expect(await page.locator('[role=tab]').count()).toBe(4);
    const coach = page.locator('[data-testid=coach]');
    await expect.poll(() => coach.getAttribute('data-step')).toBe('place');
    expect(await coach.textContent()).toContain('Capitán');
    const problems = describeReports(await checkScreen(page, 'tutorial'));
    expect.soft(problems, problems.join('\n')).toEqual([]);

    const sea = await page.locator('.pickable').first().getAttribute('data-cell');
    await page.click(`[data-cell="${sea}"]`);
    await page.waitForSelector('[data-testid=turn][data-turn-team="blue"]', { timeout: 30_000 });
    await expect.poll(() => coach.getAttribute('data-step')).toBe('course');
    await page.click('[data-tab=captain]');
    await page.locator('[data-direction]:not([disabled])').first().click();
    await expect.poll(() => coach.getAttribute('data-step')).toBe('mark');
    expect(await coach.textContent()).toContain('Primer Oficial');
    await page.click('[data-tab=firstMate]');
    await page.locator('[data-mark]:not([disabled])').first().click();
    await expect.poll(() => coach.getAttribute('data-step')).toBe('cross');
    await page.click('[data-tab=engineer]');
    await page.locator('[data-testid=engineer-sheet] button.slot:not([disabled])').first().click();
    await expect.poll(() => coach.getAttribute('data-step')).toBe('system');
    await page.click('[data-tab=captain]');
    await page.click('[data-testid=end-turn]:not([disabled])');
    await expect.poll(() => coach.getAttribute('data-step')).toMatch(/enemy|course|damage/);

    await page.click('[data-testid=coach-hide]');
    expect(await coach.count()).toBe(0);
    await page.click('[data-testid=coach-show]');
    expect(await coach.count()).toBe(1);
  });
});
