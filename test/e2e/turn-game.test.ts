import { describe, expect, it } from 'vitest';
import type { Direction, Team } from '../../shared/engine';
import { needsTools } from '../support/needs-tools';
import { launchChromium, shootBothThemes } from './browser';
import { UiDriver } from './driver';
import { browserAndHost, newPage, seatEveryone, seatOf } from './table';

const needsBrowser = needsTools(['chromium']);

const FOUR = [['captain'], ['firstMate'], ['engineer'], ['radioOperator']] as const;
const PLAN: Record<Team, Direction[]> = { blue: ['E', 'E', 'E', 'S', 'S', 'W', 'S', 'W', 'N'], yellow: ['E', 'E', 'E', 'E', 'E', 'N', 'N', 'W', 'W'] };

const table = browserAndHost(() => launchChromium());

describe.skipIf(needsBrowser.skip)('turn-by-turn through the UI', needsBrowser.options, () => {
  it('eight seats in eight browsers play a whole game to the end; an out-of-turn control says why; a closed page rejoins', async () => {
    const game = await seatEveryone(
      table.browser(),
      table.base(),
      { mode: 'turn', mapId: 'training-10', crews: { blue: 4, yellow: 4 }, layout: { blue: FOUR, yellow: FOUR } },
      (lobby) => shootBothThemes(lobby, 'lobby'),
    );
    const ui = new UiDriver(game.seats, 'training-10');
    await shootBothThemes(ui.page('blue', 'captain'), 'captain-placing');
    await ui.place('blue', 'C3');
    await ui.place('yellow', 'C7');
    await ui.page('blue', 'captain').waitForSelector('[data-testid=turn][data-turn-team]:not([data-turn-team=""])');

    const waiting = await ui.turnTeam() === 'blue' ? 'yellow' : 'blue';
    const idle = ui.page(waiting, 'captain');
    // Out of turn, Surface is disabled and a tap on it says why (it used to be refused after the click).
    const surface = idle.locator('.why-not:has([data-testid=surface])');
    expect(await idle.isDisabled('[data-testid=surface]')).toBe(true);
    await surface.click();
    await expect.poll(() => surface.locator('[data-testid=why]').textContent()).toMatch(/Not your turn|No es tu turno|Non è il tuo turno/);

    const step = { blue: 0, yellow: 0 };
    let shots = 0;
    let rejoined = false;
    for (let turn = 0; turn < 40 && !(await ui.isOver()); turn++) {
      const team = await ui.turnTeam();
      await ui.courseWithCrew(team, PLAN[team][step[team]++ % PLAN[team].length]!, ['torpedo']);
      if (turn === 0) {
        await shootBothThemes(ui.page(team, 'captain'), 'captain');
        await shootBothThemes(ui.page(team, 'firstMate'), 'first-mate');
        await shootBothThemes(ui.page(team, 'engineer'), 'engineer');
      }
      if (turn === 3) await shootBothThemes(ui.page(team === 'blue' ? 'yellow' : 'blue', 'radioOperator'), 'radio-operator');
      if (turn === 4 && !rejoined) {
        rejoined = true;
        const seat = game.seats.find((s) => s.team === team && s.roles.includes('radioOperator'))!;
        const url = seat.page.url();
        // The address bar names the game, never the seat's token: a shared link hands over nothing.
        expect(url).toContain(`code=${game.code}`);
        expect(url).not.toContain('token=');
        const friend = await newPage(table.browser(), url);
        // The link carries the player's name, which the game already has: the friend is asked for another.
        await friend.waitForSelector('[data-testid=name-prompt-reason][data-code="name.taken"]');
        await friend.fill('[data-testid=name-prompt-input]', 'Friend');
        await friend.click('[data-testid=name-prompt-ok]');
        await friend.waitForSelector('[data-testid=spectator-title]');
        await friend.context().close();
        // The browser restores the closed tab (session storage too: the same tab): the seat comes back
        // (its token is in this browser's storage). A new tab would be a new member (renderer/net/tokens.ts).
        const context = seat.page.context();
        const tab = await seat.page.evaluate(() => sessionStorage.getItem('rumbo.tab'));
        await seat.page.close();
        const again = await context.newPage();
        await again.addInitScript((id) => {
          if (id && !sessionStorage.getItem('rumbo.tab')) sessionStorage.setItem('rumbo.tab', id);
        }, tab);
        again.on('pageerror', (error) => {
          throw error;
        });
        await again.goto(url);
        await again.waitForSelector('[data-testid=seat-title]');
        expect(await again.textContent('[data-testid=seat-title]')).toMatch(team === 'blue' ? /Blue|Azul|Blu/ : /Yellow|Amarillo|Giallo/);
        Object.assign(seat, { page: again });
      }
      const before = team;
      if (await ui.torpedoIfInReach(team)) shots++;
      else await ui.page(team, 'captain').click('[data-testid=end-turn]:not([disabled])');
      await ui.waitTurnChange(before);
    }
    expect(await ui.isOver()).toBe(true);
    expect(shots).toBeGreaterThanOrEqual(2);
    for (const seat of game.seats) await seat.page.waitForSelector('[data-testid=end-title]');
    await shootBothThemes(seatOf(game.seats, 'blue', 'captain'), 'end');
  });
});
