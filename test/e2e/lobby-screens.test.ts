/**
 * Issue 12, the screens around a game: errors before it (2), bots in the lobby (5), names (6),
 * the end screen (10), the spectator (12) and the home list (14). Each test failed before its fix.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../host/support/test-client';
import { needsTools } from '../support/needs-tools';
import { launchChromium } from './browser';
import { hostsForFile, newPage } from './table';

const needsBrowser = needsTools(['chromium']);

const ONE = ['captain', 'firstMate', 'engineer', 'radioOperator'] as const;
const host = hostsForFile();
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** A page on the home screen that creates a game with these crews and shows its lobby; returns the code. */
async function createGame(page: Page, crews: { blue: number; yellow: number } = { blue: 4, yellow: 4 }): Promise<string> {
  await page.selectOption('[data-testid=mode]', 'turn');
  await page.selectOption('[data-testid=map]', 'training-10');
  await page.selectOption('[data-testid=crew-blue]', String(crews.blue));
  await page.selectOption('[data-testid=crew-yellow]', String(crews.yellow));
  await page.click('[data-testid=create]');
  return (await page.textContent('[data-testid=lobby-code]'))!.trim();
}

const alertIn = (page: Page, scope: string) => page.locator(`${scope} [role=alert][data-testid=host-error]`);

describe.skipIf(needsBrowser.skip)('errors before the game (issue 12.2)', needsBrowser.options, () => {
  it('a wrong code and a full game are told in words, next to the join form, as alerts', async () => {
    const base = await host({ limits: { maxMembersPerGame: 2 } });
    const home = await newPage(browser, `${base}/?name=Ana&lang=en`);
    await home.fill('[data-testid=code]', 'ZZZZ');
    await home.click('[data-testid=join]');
    await expect.poll(() => alertIn(home, 'section.join').getAttribute('data-code')).toBe('lobby.unknown-game');
    expect(await alertIn(home, 'section.join').textContent()).toContain('No game has that code');

    const creator = await newPage(browser, `${base}/?name=Ana&lang=en`);
    const code = await createGame(creator);
    const rival = await newPage(browser, `${base}/?code=${code}&name=Bea&lang=en`);
    await rival.waitForSelector('[data-testid=lobby-code]');
    // A third member is one too many for this host: the link lands on home with the reason.
    const late = await newPage(browser, `${base}/?code=${code}&name=Cleo&lang=en`);
    await expect.poll(() => alertIn(late, 'section.join').getAttribute('data-code')).toBe('lobby.full');
    expect(await alertIn(late, 'section.join').textContent()).toContain('The game already has 2 members, the most it takes (2)');
  });

  it('a seat taken a moment before is refused with the reason in the lobby', async () => {
    const base = await host();
    const creator = await newPage(browser, `${base}/?name=Ana&lang=en`);
    const code = await createGame(creator);
    let hold = false;
    const held: (string | Buffer)[] = [];
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const bea = await context.newPage();
    let toPage: ((m: string | Buffer) => void) | null = null;
    await bea.routeWebSocket(/\/ws$/, (ws) => {
      const server = ws.connectToServer();
      ws.onMessage((m) => server.send(m));
      toPage = (m) => ws.send(m);
      server.onMessage((m) => (hold ? held.push(m) : ws.send(m)));
    });
    await bea.goto(`${base}/?code=${code}&name=Bea&lang=en`);
    await bea.waitForSelector('[data-take="blue-0"]');
    hold = true;
    await creator.click('[data-take="blue-0"]');
    await creator.waitForSelector('[data-seat="blue-0"] .holder');
    await bea.click('[data-take="blue-0"]');
    hold = false;
    for (const m of held.splice(0)) toPage!(m);
    await expect.poll(() => alertIn(bea, 'footer').getAttribute('data-code')).toBe('lobby.seat-taken');
    expect(await alertIn(bea, 'footer').textContent()).toContain('That seat is taken');
    // …and by whom: Bea knows whom to ask.
    expect(await alertIn(bea, 'footer').textContent()).toContain('Ana holds it.');
    await context.close();
  });
});

describe.skipIf(needsBrowser.skip)('bots in the lobby (issue 12.5)', needsBrowser.options, () => {
  it('fill the free seats at once, each with its own name; a bot seat can be taken or freed from the screen', async () => {
    const base = await host();
    const page = await newPage(browser, `${base}/?name=Ana&lang=en`);
    await createGame(page);
    await page.click('[data-take="blue-0"]');
    await page.waitForSelector('[data-seat="blue-0"] .holder');
    // A free seat offers a bot of each level by what it plays like, not "Bot 1" / "Bot 2".
    expect((await page.textContent('[data-bot="yellow-0-1"]'))!.trim()).toBe('Easy bot');
    expect(await page.getAttribute('[data-bot="yellow-0-2"]', 'title')).toContain('track your sub');
    await page.click('[data-testid=fill-bots]');
    await expect.poll(() => page.locator('.seat .bot').count()).toBe(7);
    const names = await page.locator('.seat .holder').allTextContents();
    const botNames = names.filter((n) => n.includes('bot'));
    expect(new Set(botNames).size).toBe(7);
    expect(botNames.join()).not.toMatch(/Bot 2.*Bot 2/);
    // Their level is said in words beside the name (the fill's default: hard).
    for (const name of botNames) expect(name).toMatch(/\(bot\) · Hard/);

    await page.click('[data-remove-bot="yellow-1"]');
    // A bot's seat has a take button too, so wait for the bot to be gone, not for the button.
    await expect.poll(() => page.locator('.seat .bot').count()).toBe(6);
    await page.waitForSelector('[data-seat="yellow-1"] [data-take="yellow-1"]');

    await page.click('[data-take="blue-2"]');
    await expect.poll(() => page.textContent('[data-seat="blue-2"] .holder')).toContain('Ana');
    expect(await page.locator('[data-seat="blue-0"] .holder').count()).toBe(0);
  });
});

describe.skipIf(needsBrowser.skip)('names (issue 12.6)', needsBrowser.options, () => {
  it('a player arriving by link is asked their name once; anyone can rename in the lobby and everyone sees it', async () => {
    const base = await host();
    const creator = await newPage(browser, `${base}/?name=Ana&lang=en`);
    const code = await createGame(creator);
    const guest = await newPage(browser, `${base}/?code=${code}&lang=en`);
    await guest.waitForSelector('[data-testid=name-prompt]');
    await guest.fill('[data-testid=name-prompt-input]', 'Lucía');
    await guest.click('[data-testid=name-prompt-ok]');
    await expect.poll(() => creator.textContent('[data-testid=watchers]')).toContain('Lucía');
    expect(await guest.evaluate(() => localStorage.getItem('rumbo.name'))).toBe('Lucía');

    await creator.fill('[data-testid=lobby-name]', 'Ana María');
    await creator.click('[data-testid=rename]');
    await creator.click('[data-take="blue-0"]');
    await expect.poll(() => guest.textContent('[data-seat="blue-0"] .holder')).toContain('Ana María');

    // The name is remembered on this device: the next link (to another game) asks no more.
    const other = await newPage(browser, `${base}/?name=Bea&lang=en`);
    const second = await createGame(other);
    const again = await guest.context().newPage();
    await again.goto(`${base}/?code=${second}&lang=en`);
    await again.waitForSelector('[data-testid=lobby-code]');
    expect(await again.locator('[data-testid=name-prompt]').count()).toBe(0);
    expect(await again.textContent('[data-testid=watchers]')).toContain('Lucía (you)');

    // A second tab here is the next person (issue 19.10): the game is open in Lucía's tab (issue 29.4),
    // the newcomer says they are someone else, and is asked a name of their own.
    const next = await guest.context().newPage();
    await next.goto(`${base}/?code=${code}&lang=en`);
    await next.click('[data-testid=open-elsewhere-new]');
    await next.waitForSelector('[data-testid=name-prompt]');
    await next.fill('[data-testid=name-prompt-input]', 'Marta');
    await next.click('[data-testid=name-prompt-ok]');
    await expect.poll(() => creator.textContent('[data-testid=watchers]')).toContain('Marta');
  });
});

describe.skipIf(needsBrowser.skip)('the lobby at 1280×800 (issue 18.15)', needsBrowser.options, () => {
  it('shows every optional rule without scrolling or cutting one off', async () => {
    const base = await host();
    const page = await newPage(browser, `${base}/?name=Ana&lang=es`);
    await createGame(page);
    await page.click('[data-take="blue-0"]');
    await page.click('[data-bot="yellow-0-2"]');
    await page.waitForSelector('[data-seat="yellow-0"] .bot');
    const hidden = await page.evaluate(() =>
      Array.from(document.querySelectorAll('ul.flags li')).filter((li) => {
        const box = li.getBoundingClientRect();
        const panel = li.closest('.panel')!.getBoundingClientRect();
        return box.bottom > Math.min(panel.bottom, innerHeight) + 1 || box.right > Math.min(panel.right, innerWidth) + 1;
      }).map((li) => li.textContent?.trim()),
    );
    expect(await page.locator('ul.flags li').count()).toBe(9);
    expect(hidden).toEqual([]);
  });
});

describe.skipIf(needsBrowser.skip)('the home list (issue 12.14)', needsBrowser.options, () => {
  it('shows each game with its status, hides finished games and lobbies nobody is in, and labels its refresh button', async () => {
    const base = await host({ botPaceMs: 0 });
    const url = `${base.replace('http', 'ws')}/ws`;
        // A finished game of bots, and a lobby its creator left.
    const bots = await TestClient.connect(url, { name: 'Bots' });
    await bots.hello();
    const finished = await bots.create({ mode: 'turn', mapId: 'training-10', crews: { blue: 1, yellow: 1 } });
    bots.send({ type: 'addBot', team: 'blue', roles: [...ONE], level: 2 });
    bots.send({ type: 'addBot', team: 'yellow', roles: [...ONE], level: 2 });
    await bots.next('lobby', (m) => m.blocker === null);
    bots.send({ type: 'start' });
    await bots.next('state', (m) => m.view.phase === 'over', 60_000);
    await bots.close();
    const leaver = await TestClient.connect(url, { name: 'Gone' });
    await leaver.hello();
    const stale = await leaver.create({});
    await leaver.close();

    const creator = await newPage(browser, `${base}/?name=Ana&lang=en`);
    const live = await createGame(creator, { blue: 2, yellow: 2 });
    const home = await newPage(browser, `${base}/?name=Bea&lang=en`);
    const refresh = home.getByRole('button', { name: /Refresh the list/ });
    await refresh.click();
    await home.waitForSelector(`[data-game="${live}"]`);
    expect(await home.textContent(`[data-game="${live}"] .status`)).toBe('Lobby: 4 free seats');
    expect(await home.locator(`[data-game="${finished.code}"]`).count()).toBe(0);
    expect(await home.locator(`[data-game="${stale.code}"]`).count()).toBe(0);
    expect(await home.locator('button:text-is("↻")').count()).toBe(0);
  });
});

describe.skipIf(needsBrowser.skip)('spectators and the end (issues 12.12 and 12.10)', needsBrowser.options, () => {
  it('a spectator is told what they see, both maps are labelled by team, and the log has a legend', async () => {
    const base = await host();
    const creator = await newPage(browser, `${base}/?name=Ana&lang=en`);
    const code = await createGame(creator, { blue: 1, yellow: 1 });
    await creator.click('[data-take="blue-0"]');
    await creator.click('[data-bot="yellow-0-1"]');
    await creator.waitForSelector('[data-seat="yellow-0"] .bot');
    await creator.click('[data-testid=ready]');
    const watcher = await newPage(browser, `${base}/?code=${code}&name=Eve&lang=en`);
    await watcher.waitForSelector('[data-testid=lobby-code]');
    await creator.click('[data-testid=start]:not([disabled])');
    await watcher.waitForSelector('[data-testid=spectator-title]');
    expect(await watcher.textContent('[data-testid=spectator-explain]')).toMatch(/spectator.*announce/i);
    expect(await watcher.locator('figcaption').allTextContents()).toEqual([expect.stringContaining('Blue sub'), expect.stringContaining('Yellow sub')]);
    expect(await watcher.locator('svg.board[aria-label="Blue sub"]').count()).toBe(1);
    expect(await watcher.textContent('[data-testid=spectator-legend]')).toMatch(/Blue.*Yellow.*shot at this sub/s);
    expect(await watcher.textContent('.spectator-log h2')).toBe('Announcements of both crews');
  });

  it('the end tells how the game was won, replays mines and blasts at their step, scrolls its log, and offers a rematch and home', async () => {
    const base = await host({ botPaceMs: 0 });
    const creator = await newPage(browser, `${base}/?name=Ana&lang=en`);
    const code = await createGame(creator, { blue: 1, yellow: 1 });
    await creator.click('[data-bot="blue-0-2"]');
    await creator.click('[data-bot="yellow-0-2"]');
    const other = await newPage(browser, `${base}/?code=${code}&name=Eve&lang=en`);
    await other.waitForSelector('[data-testid=lobby-code]');
    await creator.click('[data-testid=start]:not([disabled])');
    await creator.waitForSelector('[data-testid=end-title]', { timeout: 60_000 });

    // The blow that sank the loser, never the winner's own scratch from the same blast.
    const title = (await creator.textContent('[data-testid=end-title]'))!;
    const loser = title.startsWith('Blue wins') ? 'Yellow' : title.startsWith('Yellow wins') ? 'Blue' : '(Blue|Yellow)';
    expect(await creator.textContent('[data-testid=deciding-blow]')).toMatch(new RegExp(`(torpedo|mine) at [A-Z]\\d+ hit ${loser}|${loser} sank from`));
    const dealt = Number(await creator.textContent('[data-dealt=blue]')) + Number(await creator.textContent('[data-dealt=yellow]'));
    expect(dealt).toBeGreaterThan(0);

    const slider = creator.locator('[data-testid=replay-step]');
    await slider.fill('0');
    expect(await creator.locator('.board .mine').count()).toBe(0);
    expect(await creator.locator('.board .mark.blast').count()).toBe(0);
    const total = Number(await slider.getAttribute('max'));
    await slider.fill(String(total));
    expect(await creator.locator('.board .mark.blast').count()).toBeGreaterThan(0);

    // The whole log stays on screen and scrolls inside its panel.
    const log = creator.locator('.end-log [data-testid=event-log]');
    const box = (await log.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(800);
    expect(await log.evaluate((el) => el.scrollHeight > el.clientHeight && getComputedStyle(el).overflowY === 'auto')).toBe(true);
    // Step numbers stay whole in the list's margin: a long game has three digits, and blasts are bold.
    const marker = await log.evaluate((ol) => {
      const probe = document.createElement('span');
      probe.style.cssText = 'font-weight: 700; white-space: pre';
      probe.textContent = '999. ';
      ol.lastElementChild!.appendChild(probe);
      const width = probe.getBoundingClientRect().width;
      probe.remove();
      return { width, margin: parseFloat(getComputedStyle(ol).paddingLeft) };
    });
    expect(marker.width).toBeLessThanOrEqual(marker.margin);

    await creator.click('[data-testid=rematch]');
    await creator.waitForFunction((old) => {
      const shown = document.querySelector('[data-testid=lobby-code]')?.textContent?.trim();
      return shown !== undefined && shown !== old;
    }, code);
    // The rematch's bots arrive in the lobby messages that follow its creation.
    await expect.poll(() => creator.locator('.seat .bot').count()).toBe(2);
    await expect.poll(() => other.textContent('[data-testid=rematch]')).toContain('Join the rematch');

    await other.click('[data-testid=home]');
    await other.waitForSelector('[data-testid=create]');
    expect(new URL(other.url()).searchParams.get('code')).toBeNull();
  });
});
