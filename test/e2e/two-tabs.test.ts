/**
 * Joining, issue 29, in Chromium: a second tab of the same browser is told the game is already open in
 * another tab (switch there, or take the seat over: the first tab then says so), even while the first
 * tab sleeps (a hidden tab's timers stop or run once a minute: its Web Lock still says it is open, so
 * its seat is never offered as a closed tab's); and the headless host's own game is on the home page before anyone joins.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningHost } from '../../electron/host/api';
import { needsTools } from '../support/needs-tools';
import { launchChromium, shootBothThemes } from './browser';
import { startTestHost } from './table';

const needsBrowser = needsTools(['chromium']);

/** In the page: while `window.__asleep`, no timer callback runs (a throttled or frozen background tab). */
function sleepableTimers(): void {
  const w = window as unknown as { __asleep: boolean };
  w.__asleep = false;
  const wrap = <F extends typeof setTimeout | typeof setInterval>(original: F): F =>
    ((handler: unknown, ...rest: unknown[]) =>
      original(((...args: unknown[]) => {
        if (!w.__asleep && typeof handler === 'function') (handler as (...a: unknown[]) => void)(...args);
      }) as never, ...(rest as [])) as unknown) as F;
  window.setTimeout = wrap(window.setTimeout);
  window.setInterval = wrap(window.setInterval);
}

describe.skipIf(needsBrowser.skip)('two tabs of one browser (issue 29)', needsBrowser.options, () => {
  let browser: Awaited<ReturnType<typeof launchChromium>>;
  let host: RunningHost;
  let base: string;
  beforeAll(async () => {
    browser = await launchChromium();
    ({ host, base } = await startTestHost());
  });
  afterAll(async () => {
    await browser?.close();
    await host?.close();
  });

  async function tab(context: BrowserContext, url: string): Promise<Page> {
    const page = await context.newPage();
    page.on('pageerror', (error) => {
      throw error;
    });
    await page.goto(url);
    return page;
  }

  it('the headless host\'s own game is listed, marked, before anyone joins it', async () => {
    const { code } = host.createGame({ mode: 'turn', mapId: 'training-10', crews: { blue: 1, yellow: 1 } });
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const home = await tab(context, `${base}/?name=Ana&lang=en`);
    const listed = home.locator(`[data-testid=games] [data-game="${code}"]`);
    await listed.waitFor();
    expect(await listed.locator('[data-testid=host-made]').textContent()).toBe("this host's game");
    await shootBothThemes(home, 'home-host-made');
    await listed.click();
    await home.waitForSelector('[data-testid=lobby-code]');
    await context.close();
  });

  it('a second tab, while the first sleeps (its timers held back), is told the game is open there; it takes the seat over and the first tab says so', async () => {
    const { code } = host.createGame({ mode: 'turn', mapId: 'training-10', crews: { blue: 1, yellow: 1 } });
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const first = await context.newPage();
    await first.addInitScript(sleepableTimers);
    await first.goto(`${base}/?code=${code}&name=Bea&lang=en`);
    await first.waitForSelector('[data-testid=lobby-code]');

    // The first tab sleeps the way a hidden tab does: none of its timers runs (Chromium throttles them
    // to once a minute, or freezes the tab), so its heartbeat goes stale. (Chromium's emulated freeze,
    // Page.setWebLifecycleState, left headless timers running, and Playwright's clock is the whole
    // context's: this tab's timers are held back by the test instead.)
    await first.evaluate(() => ((window as unknown as { __asleep: boolean }).__asleep = true));
    await new Promise((resolve) => setTimeout(resolve, 9_000));

    const second = await tab(context, `${base}/?code=${code}&name=Bea&lang=en`);
    await second.waitForSelector('[data-testid=open-elsewhere]');
    expect(await second.locator('[data-testid=reclaim-seat]').count()).toBe(0);
    expect(await second.textContent('[data-testid=open-elsewhere-who]')).toContain('Bea');
    // What kept it open is the first tab's lock, not its heartbeat, which stopped with its timers.
    const beatAge = await second.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('rumbo.tokens.'))!;
      const held = JSON.parse(localStorage.getItem(key)!) as { beat: number }[];
      return Date.now() - Math.max(...held.map((h) => h.beat));
    });
    expect(beatAge).toBeGreaterThan(8_000);
    // Nothing joined yet: the host still has one member, and nobody was told "name taken".
    expect(await second.locator('[data-testid=name-prompt]').count()).toBe(0);
    await shootBothThemes(second, 'two-tabs-open-elsewhere');

    // "Switch to that tab": the first tab is asked to come forward, and the player is told the answer
    // (a tab that cannot answer leaves the player with "look for the tab whose title starts with 👉").
    await second.click('[data-testid=open-elsewhere-switch]');
    // Headless Chromium shows every page: the first tab (its events run, only its timers sleep) says it is in front.
    await second.waitForSelector('[data-testid=open-elsewhere-asked][data-asked="shown"]');
    await first.evaluate(() => ((window as unknown as { __asleep: boolean }).__asleep = false));

    // "Take the seat over here": this tab is Bea now, and the first tab stops and says so.
    await second.click('[data-testid=open-elsewhere-take]');
    await second.waitForSelector('[data-testid=lobby-code]');
    await first.waitForSelector('[data-testid=taken-over]');
    await shootBothThemes(first, 'two-tabs-taken-over');
    expect(host.games().find((g) => g.code === code)!.members).toBe(1);

    // The first tab brings it back with one click; now the second says so.
    await first.click('[data-testid=taken-over-back]');
    await first.waitForSelector('[data-testid=lobby-code]');
    await first.waitForSelector('[data-testid=taken-over]', { state: 'detached' });
    await second.waitForSelector('[data-testid=taken-over]');
    expect(host.games().find((g) => g.code === code)!.members).toBe(1);

    // A reload keeps its own seat without asking (the tab is still itself).
    await first.reload();
    await first.waitForSelector('[data-testid=lobby-code]');
    expect(await first.locator('[data-testid=open-elsewhere]').count()).toBe(0);
    await context.close();
  });

  it('someone else at the same browser joins as a new player and is asked for a name of their own', async () => {
    const { code } = host.createGame({ mode: 'turn', mapId: 'training-10', crews: { blue: 1, yellow: 1 } });
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const first = await tab(context, `${base}/?code=${code}&name=Bea&lang=en`);
    await first.waitForSelector('[data-testid=lobby-code]');
    const second = await tab(context, `${base}/?code=${code}&name=Bea&lang=en`);
    await second.waitForSelector('[data-testid=open-elsewhere]');
    await shootBothThemes(second, 'two-tabs-open-elsewhere-phone');
    await second.click('[data-testid=open-elsewhere-new]');
    await second.waitForSelector('[data-testid=name-prompt-reason]');
    await second.fill('[data-testid=name-prompt-input]', 'Zoe');
    await second.click('[data-testid=name-prompt-ok]');
    await second.waitForSelector('[data-testid=lobby-code]');
    expect(host.games().find((g) => g.code === code)!.members).toBe(2);
    expect(await first.locator('[data-testid=taken-over]').count()).toBe(0);
    await context.close();
  });
});
