import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Direction, Team } from '../../shared/engine';
import { needsTools } from '../support/needs-tools';
import { launchChromium, shootBothThemes } from './browser';
import { UiDriver } from './driver';
import { browserAndHost, newPage, seatEveryone } from './table';

const needsBrowser = needsTools(['chromium']);

const FOUR = [['captain'], ['firstMate'], ['engineer'], ['radioOperator']] as const;
const PLAN: Record<Team, Direction[]> = {
  blue: ['S', 'S', 'E', 'S', 'W', 'S', 'W', 'N', 'W', 'N', 'E', 'N'],
  yellow: ['E', 'E', 'N', 'E', 'S', 'E', 'N', 'N', 'W', 'W', 'S', 'W'],
};

const table = browserAndHost(() => launchChromium());

describe.skipIf(needsBrowser.skip)('real time through the UI', needsBrowser.options, () => {
  it('eight seats play to the end: STOP freezes every screen, sonar asks the enemy, a surfaced crew secures its hull', async () => {
    const home = await newPage(table.browser(), `${table.base()}/?name=Home`);
    await home.waitForSelector('[data-testid=create]:not([disabled])');
    await shootBothThemes(home, 'home');
    let spectator: Page | null = null;
    const game = await seatEveryone(
      table.browser(),
      table.base(),
      { mode: 'realtime', mapId: 'training-15', crews: { blue: 4, yellow: 4 }, layout: { blue: FOUR, yellow: FOUR }, toggleFlags: ['hullCheck'] },
      async (lobby) => {
        const code = (await lobby.textContent('[data-testid=lobby-code]'))!.trim();
        spectator = await newPage(table.browser(), `${table.base()}/?code=${code}&name=Spectator`);
        await spectator.waitForSelector('[data-testid=lobby-code]');
      },
    );
    const ui = new UiDriver(game.seats, 'training-15');
    await ui.place('blue', 'E5');
    await ui.place('yellow', 'E10');
    await spectator!.waitForSelector('[data-testid=event-log]');
    await shootBothThemes(spectator!, 'spectator');

    const blueCaptain = ui.page('blue', 'captain');
    await blueCaptain.click('[data-direction="S"]:not([disabled])');
    await blueCaptain.waitForSelector('.course .reason');
    expect(await blueCaptain.textContent('.course .reason')).toMatch(/First Mate|Primer Oficial|Primo Ufficiale/);
    await shootBothThemes(blueCaptain, 'captain-waiting-for-crew');
    await ui.page('blue', 'firstMate').click('[data-mark="torpedo"]');
    await ui.page('blue', 'engineer').click('[data-slot="16"]');
    await blueCaptain.waitForSelector('[data-direction]:not([disabled])');

    const step = { blue: 1, yellow: 0 };
    let surfaced = false;
    let sonarAsked = false;
    let torpedoShot = false;
    for (let round = 0; round < 40 && !(await ui.isOver()); round++) {
      for (const team of ['blue', 'yellow'] as const) {
        if (await ui.isOver()) break;
        if (!(await ui.page(team, 'captain').locator('[data-testid=hull-panel]').count())) {
          await ui.courseWithCrew(team, PLAN[team][step[team]++ % PLAN[team].length]!, team === 'blue' ? ['sonar', 'torpedo'] : ['torpedo']);
        }
        const yellowHit = (await ui.page('yellow', 'captain').locator('.damage .box.hit').count()) > 0;
        if (team === 'yellow' && yellowHit && !surfaced) {
          surfaced = true;
          await surfaceAndSecure(ui);
        }
        if (team === 'blue' && !sonarAsked && (await ui.page('blue', 'firstMate').locator('[data-testid=fm-sonar]:not([disabled])').count())) {
          sonarAsked = true;
          await stopAndResume(ui, game.seats.map((seat) => seat.page));
          await ui.page('blue', 'firstMate').click('[data-testid=fm-sonar]');
          const pinged = ui.page('yellow', 'captain');
          await pinged.waitForSelector('[data-testid=sonar-send]');
          await shootBothThemes(pinged, 'sonar-answer');
          await pinged.click('[data-testid=sonar-send]');
          await ui.page('blue', 'radioOperator').waitForSelector('li.sonarAnswer');
          continue;
        }
        if (!torpedoShot && (await ui.page(team, 'captain').locator('[data-system="torpedo"]:not([disabled])').count())) {
          const captain = ui.page(team, 'captain');
          await captain.click('[data-system="torpedo"]');
          await captain.waitForSelector('.pickable');
          await shootBothThemes(captain, 'captain-torpedo-pick');
          await captain.keyboard.press('Escape');
          torpedoShot = true;
        }
        await ui.torpedoIfInReach(team);
      }
    }
    expect(await ui.isOver()).toBe(true);
    expect(surfaced).toBe(true);
    expect(sonarAsked).toBe(true);
    for (const seat of game.seats) await seat.page.waitForSelector('[data-testid=end-title]');
    await spectator!.waitForSelector('[data-testid=end-title]');
  });
});

/** STOP (called once something is ready to use) freezes every screen until the caller resumes. */
async function stopAndResume(ui: UiDriver, pages: readonly Page[]): Promise<void> {
  await ui.page('blue', 'firstMate').click('[data-testid=stop]');
  for (const page of pages) await page.waitForSelector('[data-testid=stop-banner]');
  await shootBothThemes(ui.page('yellow', 'captain'), 'stop');
  expect(await ui.page('yellow', 'captain').locator('[data-direction]:not([disabled])').count()).toBe(0);
  await ui.page('blue', 'firstMate').click('[data-testid=resume]');
  for (const page of pages) await page.waitForSelector('[data-testid=stop-banner]', { state: 'detached' });
}

async function surfaceAndSecure(ui: UiDriver): Promise<void> {
  const captain = ui.page('yellow', 'captain');
  await captain.click('[data-testid=surface]');
  await shootBothThemes(captain, 'confirm-surface');
  await captain.click('[data-testid=confirm-yes]');
  await captain.waitForSelector('[data-testid=hull-panel]');
  await shootBothThemes(captain, 'hull-own');
  for (const role of ['captain', 'firstMate', 'engineer', 'radioOperator'] as const) {
    await ui.page('yellow', role).click(`[data-testid=secure-${role}]`);
  }
  const checker = ui.page('blue', 'engineer');
  await checker.waitForSelector('[data-testid=hull-approve]');
  await shootBothThemes(checker, 'hull-check');
  await checker.click('[data-testid=hull-approve]');
  await captain.click('[data-testid=dive]');
  await captain.waitForSelector('[data-testid=hull-panel]', { state: 'detached' });
}
