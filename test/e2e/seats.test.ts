/**
 * Seats after the start, in Chromium: the crew sees who is away and the creator hands that seat to a
 * bot; a newcomer from a link is a spectator who asks a crew for a seat, the crew answers on screen
 * (refuse, then accept by keyboard), and the other crew never hears of it.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { nthName } from '../support/distinct-names';
import { needsTools } from '../support/needs-tools';
import { launchChromium } from './browser';
import { browserAndHost, newPage, seatEveryone } from './table';

const needsBrowser = needsTools(['chromium']);
// The crew refuses, then lets the same newcomer in: no 30 s wait between the two asks here (consent.ts).
const table = browserAndHost(() => launchChromium(), { limits: { seatRequestCooldownMs: 0 } });

describe.skipIf(needsBrowser.skip)('seats after the start', needsBrowser.options, () => {
  it('an away player shows to the crew, the creator hands the seat to a bot, and a newcomer gets it only by the crew\'s consent', async () => {
    const game = await seatEveryone(table.browser(), table.base(), {
      mode: 'turn',
      mapId: 'training-10',
      crews: { blue: 2, yellow: 1 },
      layout: { blue: [['captain', 'firstMate', 'engineer'], ['radioOperator']], yellow: [['captain', 'firstMate', 'engineer', 'radioOperator']] },
    });
    const ana = game.creator;
    const radio = game.seats[1]!.page;
    const yellow = game.seats[2]!.page;

    // Bea's tab closes: her crew sees she is away; the creator gives her seat to a bot.
    await radio.close();
    await ana.waitForSelector('[data-testid=crew-away] [data-away-seat="blue-1"]');
    expect(await ana.textContent('[data-testid=crew-away]')).toContain('blue b');
    await ana.click('[data-to-bot="blue-1"]');
    await ana.waitForSelector('[data-testid=crew-away]', { state: 'detached' });

    // Eve follows the link: she watches, and asks Blue for the radio operator's seat.
    const eve = await newPage(table.browser(), `${table.base()}/?code=${game.code}&name=Eve`);
    await eve.waitForSelector('[data-testid=spectator-title]');
    await eve.click('[data-ask-seat="blue-1"]');
    await eve.waitForSelector('[data-testid=seat-ask-waiting]');
    await ana.waitForSelector('[data-testid=seat-request]');
    expect(await ana.textContent('[data-testid=seat-request-text]')).toMatch(/Eve/);
    // What the host knows, not what Eve claims: a new player, on the same computer as Yellow's player
    // (every page of this test runs on 127.0.0.1).
    expect(await ana.locator('[data-testid=seat-request-newcomer]').count()).toBe(1);
    expect(await ana.textContent('[data-testid=seat-request-other-computer]')).toContain('yellow a');
    expect(await yellow.locator('[data-testid=seat-request]').count()).toBe(0);
    await ana.click('[data-testid=seat-request-refuse]');
    await eve.waitForSelector('[data-testid=seat-ask-refused][data-reason="seat.request-refused"]');
    expect(await eve.locator('[data-testid=seat-title]').count()).toBe(0);

    // Asked again, the crew lets her in from the keyboard (Accept has the focus).
    await eve.click('[data-testid=seat-ask-dismiss]');
    await eve.click('[data-ask-seat="blue-1"]');
    await ana.waitForSelector('[data-testid=seat-request]');
    await expect.poll(() => focusedTestId(ana)).toBe('seat-request-accept');
    await ana.keyboard.press('Enter');
    await eve.waitForSelector('[data-testid=seat-title]');
    expect(await eve.textContent('[data-testid=seat-title]')).toMatch(/Blue|Azul|Blu/);
    expect(await yellow.locator('[data-testid=seat-request]').count()).toBe(0);
  });
});

describe.skipIf(needsBrowser.skip)('a closed tab on this browser (issue 19.10)', needsBrowser.options, () => {
  it('the next tab asks first: the same player takes the seat back in one click, someone else joins as new', async () => {
    const game = await seatEveryone(table.browser(), table.base(), {
      mode: 'turn',
      mapId: 'training-10',
      crews: { blue: 2, yellow: 1 },
      layout: { blue: [['captain', 'firstMate', 'engineer'], ['radioOperator']], yellow: [['captain', 'firstMate', 'engineer', 'radioOperator']] },
    });
    const radio = game.seats[1]!.page;
    const browserContext = radio.context();
    await radio.close();
    await game.creator.waitForSelector('[data-testid=crew-away] [data-away-seat="blue-1"]');

    // Someone else at the same browser: asked, says so, and joins as a new member (a spectator).
    const other = await browserContext.newPage();
    await other.goto(`${table.base()}/?code=${game.code}&name=Zoe`);
    await other.waitForSelector('[data-testid=reclaim-seat]');
    await other.click('[data-testid=reclaim-seat-dismiss]');
    await other.waitForSelector('[data-testid=spectator-title]');
    expect(await other.locator('[data-testid=seat-title]').count()).toBe(0);
    await other.close();

    // The player herself: one click and she is back at the Radio Operator's seat.
    const back = await browserContext.newPage();
    await back.goto(`${table.base()}/?code=${game.code}&name=${encodeURIComponent(nthName('blue', 1))}`);
    await back.waitForSelector('[data-testid=reclaim-seat]');
    // Both closed tabs are offered, each by name and seat: Zoe's (no seat) and Bea's.
    expect(await back.textContent('[data-testid=reclaim-seat]')).toContain('Zoe');
    await back.click('[data-testid=reclaim-seat] button:has-text("blue b (Blue Radio Operator)")');
    await back.waitForSelector('[data-testid=seat-title]');
    await game.creator.waitForSelector('[data-testid=crew-away]', { state: 'detached' });
  });
});

function focusedTestId(page: Page): Promise<string | null> {
  return page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null);
}
