/** The first game: one button on home, a short game against a bot, every role of Blue, and a coach that follows the game. */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { needsTools } from '../support/needs-tools';
import { launchChromium, SCREENSHOTS } from './browser';
import { checkScreen, describeReports } from './layout-check';
import { browserAndHost, newPage } from './table';

const needsBrowser = needsTools(['chromium']);
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };
const WIDE = { width: 1920, height: 1080 };

/** Does what the coach's tip advises (its data-advice), through the screen's own buttons. */
async function follow(page: Page): Promise<string> {
  const raw = await page.locator('[data-testid=coach]').getAttribute('data-advice');
  const advice = JSON.parse(raw ?? 'null') as { type: string; direction?: string; system?: string; slot?: number } | null;
  if (!advice) throw new Error('the coach advised nothing');
  if (advice.type === 'course') {
    await page.click('[data-tab=captain]');
    await page.click(`[data-direction="${advice.direction}"]:not([disabled])`);
  } else if (advice.type === 'mark') {
    await page.click('[data-tab=firstMate]');
    await page.click(`[data-mark="${advice.system}"]:not([disabled])`);
  } else if (advice.type === 'cross') {
    await page.click('[data-tab=engineer]');
    await page.click(`[data-testid=engineer-sheet] [data-slot="${advice.slot}"]:not([disabled])`);
  } else if (advice.type === 'mine' || advice.type === 'torpedo' || advice.type === 'detonate') {
    const cell = (advice as { cell?: number }).cell;
    await page.click('[data-tab=captain]');
    await page.click(`[data-system="${advice.type === 'detonate' ? 'mine' : advice.type}"]:not([disabled])`);
    await page.click(`[data-cell="${cell}"]`);
  } else if (advice.type === 'sonar') {
    await page.click('[data-tab=captain]');
    await page.click('[data-system=sonar]:not([disabled])');
  } else if (advice.type === 'endTurn') {
    await page.click('[data-tab=captain]');
    await page.click('[data-testid=end-turn]:not([disabled])');
  } else {
    return advice.type;
  }
  return advice.type;
}

/** The coach strip alone, at each size and theme: out/screenshots/NAME-WxH-THEME.png. */
async function shootStrip(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const size = page.viewportSize();
  for (const viewport of [PHONE, LAPTOP, WIDE]) {
    await page.setViewportSize(viewport);
    for (const theme of ['light', 'dark']) {
      await page.evaluate((t) => (document.documentElement.dataset.theme = t), theme);
      await page.locator('aside.coach').screenshot({ path: join(SCREENSHOTS, `${name}-${viewport.width}x${viewport.height}-${theme}.png`) });
    }
  }
  if (size) await page.setViewportSize(size);
  await page.evaluate(() => (document.documentElement.dataset.theme = 'light'));
}
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
    // The enemy can be anywhere: the First Mate is told to charge the sonar, and why.
    expect(await coach.getAttribute('data-advice')).toBe('{"type":"mark","system":"sonar"}');
    expect(await coach.textContent()).toMatch(/sonar.*Un torpedo a ciegas falla/);
    expect(await coach.textContent()).not.toMatch(/sectores \d+ \(/);
    await follow(page);
    await expect.poll(() => coach.getAttribute('data-step')).toBe('cross');
    await follow(page);
    // Nothing is charged after one course: end the turn, never "use a ready system".
    await expect.poll(() => coach.getAttribute('data-step')).toBe('endTurn');
    expect(await coach.textContent()).toContain('termina el turno');
    // The first crossing broke a system down: the coach says which, and how it comes back.
    const news = page.locator('[data-testid=coach-news]');
    if ((await news.count()) > 0) {
      expect(await news.getAttribute('data-news')).toBe('broke');
      expect(await news.textContent()).toMatch(/Avería: .*circuito/);
    }
    // The strip, news and tip together, on a phone and a laptop, both themes.
    const stripProblems = describeReports(await checkScreen(page, 'tutorial-coach', [PHONE, LAPTOP, WIDE]));
    expect.soft(stripProblems, stripProblems.join('\n')).toEqual([]);
    await shootStrip(page, 'tutorial-coach-strip');
    await page.click('[data-tab=captain]');
    await page.click('[data-testid=end-turn]:not([disabled])');
    await expect.poll(() => coach.getAttribute('data-step')).toMatch(/enemy|course/);

    // Next course: the Surface confirmation says what surfacing costs, with the engine's numbers.
    await page.waitForSelector('[data-testid=turn][data-turn-team="blue"]', { timeout: 30_000 });
    await expect.poll(() => coach.getAttribute('data-step'), { timeout: 30_000 }).toMatch(/^course/);
    await page.click('[data-tab=captain]');
    await page.click('[data-testid=surface]:not([disabled])');
    const confirm = page.locator('[data-testid=confirm]');
    expect(await confirm.textContent()).toMatch(/¿Emerger en el sector \d\?/);
    expect(await confirm.textContent()).toContain('juega 3 turnos seguidos');
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid=confirm]', { state: 'detached' });

    // Played as the coach says: while the enemy can be in several sectors, the First Mate charges the
    // sonar (and is told why), and the Captain launches it before any torpedo.
    for (let i = 0; i < 40; i++) {
      const step = await expect.poll(() => coach.getAttribute('data-step'), { timeout: 30_000 }).not.toMatch(/^(enemy|enemyTrack|wait|surfacedWait)$/).then(() => coach.getAttribute('data-step'));
      if (step === 'sonarUse') break;
      if (step === 'sonar') {
        // The enemy's sonar: answer it (the dialog proposes a valid answer).
        await page.click('[data-testid=sonar-send]');
        continue;
      }
      expect(step, 'no blind shot before the sonar').not.toBe('fire');
      const before = `${step} ${await coach.getAttribute('data-advice')}`;
      await follow(page);
      // Wait for the screen to take the command in, so the next advice read is the new one.
      for (let wait = 0; wait < 50 && `${await coach.getAttribute('data-step')} ${await coach.getAttribute('data-advice')}` === before; wait++) {
        await page.waitForTimeout(100);
      }
    }
    await expect.poll(() => coach.getAttribute('data-step')).toBe('sonarUse');
    expect(await coach.textContent()).toMatch(/Usa el sonar: el enemigo puede estar en (los sectores [\d, y]+|el sector \d|cualquier sector) \(\d+ casillas\)/);
    await shootStrip(page, 'tutorial-coach-sonar');
    const sonarProblems = describeReports(await checkScreen(page, 'tutorial-coach-sonar', [PHONE, LAPTOP, WIDE]));
    expect.soft(sonarProblems, sonarProblems.join('\n')).toEqual([]);
    await page.click('[data-tab=captain]');
    // On a phone, under the coach's card and the map, the Captain's docked buttons are whole on screen.
    const viewport = page.viewportSize()!;
    await page.setViewportSize(PHONE);
    await page.evaluate(() => scrollTo(0, 0));
    const endTurn = await page.locator('[data-testid=end-turn]').boundingBox();
    expect.soft(endTurn && endTurn.y + endTurn.height, 'End turn above the fold on a phone').toBeLessThanOrEqual(PHONE.height);
    await page.setViewportSize(viewport);
    await page.click('[data-system=sonar]:not([disabled])');
    await expect.poll(() => coach.getAttribute('data-step'), { timeout: 30_000 }).not.toBe('sonarUse');

    await page.click('[data-testid=coach-hide]');
    expect(await coach.count()).toBe(0);
    await page.click('[data-testid=coach-show]');
    expect(await coach.count()).toBe(1);
  });
});
