/**
 * The desktop app's LAN list with every flag (issues 19.7, 28.4): a relayed answer (its proof names
 * another address), one key at two addresses, a look-alike host name (a Cyrillic letter) and a copied
 * code — each says why, in the player's language. The main process is stood in for by a page script
 * (`window.rumbo.findHosts`); screenshots at 390×844, 1280×800 and 1920×1080 in both themes, with the
 * layout check and axe.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LanHost } from '../../electron/shell/api-types';
import type { GameSummary } from '../../shared/protocol/messages';
import { needsTools } from '../support/needs-tools';
import { launchChromium } from './browser';
import { checkScreen, describeReports, PHONE, VIEWPORTS } from './layout-check';
import { hostsForFile } from './table';

const needsBrowser = needsTools(['chromium']);
const host = hostsForFile();
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

function game(code: string, mode: GameSummary['mode'] = 'realtime'): GameSummary {
  return {
    gameId: `g-${code}`,
    code,
    edition: 'base',
    mode,
    mapId: mode === 'realtime' ? 'alpha-15' : 'alpha-10',
    phase: 'lobby',
    seats: { blue: { held: 1, total: 4 }, yellow: { held: 0, total: 4 } },
    members: 1,
    connected: 1,
    createdAt: new Date(0).toISOString(),
  };
}

function lan(name: string, address: string, fingerprint: string, games: GameSummary[], extra: Partial<LanHost> = {}): LanHost {
  return { name, address, port: 47800, protocol: 2, via: 'udp', wsUrl: `ws://${address}:47800/ws`, games, fingerprint, verified: true, ...extra };
}

const HOSTS: LanHost[] = [
  // A relay: the real host's key, signed for the real host's address.
  lan('Rumbo on vm', '192.168.1.66', 'ABCDE-FGHIJ', [game('QWER')], { verified: false, provenAt: '192.168.1.20:47800' }),
  lan('Rumbo on vm', '192.168.1.20', 'ABCDE-FGHIJ', [game('QWER')]),
  // A look-alike name (Cyrillic "о") and its own key.
  lan('Rumbо on vm', '192.168.1.77', 'ZZZZZ-YYYYY', [game('HJKL', 'turn')]),
  lan('Salón de Marta', '192.168.1.30', 'MNOPQ-RSTUV', [game('ASDF', 'turn')]),
];

describe.skipIf(needsBrowser.skip)('the LAN list says why a listing is suspect', needsBrowser.options, () => {
  it.each(['en', 'es', 'it'] as const)('%s: relayed, one key at two addresses, look-alike name, copied code', async (lang) => {
    const base = await host();
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript((hosts: LanHost[]) => {
      // The preload's API as far as the home screen uses it: the list, and nothing else.
      (window as unknown as { rumbo: unknown }).rumbo = new Proxy(
        { findHosts: async () => hosts },
        { get: (target, key) => (key in target ? target[key as 'findHosts'] : async () => null) },
      );
    }, HOSTS);
    const page = await context.newPage();
    page.on('pageerror', (error) => {
      throw error;
    });
    await page.goto(`${base}/?name=Ana&lang=${lang}`);
    await page.waitForSelector('[data-testid=listing-conflict]');
    const listings = page.locator('.game-listing');
    await expect.poll(() => listings.count()).toBe(4);
    const flags = await listings.evaluateAll((items) => items.map((i) => i.getAttribute('data-conflict')));
    expect(flags).toEqual(['relayed twoAddresses name code', 'twoAddresses name code', 'name', null]);
    const relayed = page.locator('.game-listing[data-conflict^=relayed] [data-testid=listing-conflict]').first();
    expect(await relayed.textContent()).toContain('192.168.1.20:47800');
    expect(await page.locator('[data-testid=listing-fingerprint][data-proven-at]').textContent()).toContain('✗');

    expect(await relayed.evaluate((p) => p.closest('.game-listing')!.querySelectorAll('[data-testid=listing-conflict]').length)).toBe(3);
    // The screenshots, layout check and axe once (they take a minute on a loaded machine): Spanish, the app's first language.
    if (lang === 'es') {
      await page.locator('[data-testid=games]').scrollIntoViewIfNeeded();
      const problems = describeReports(await checkScreen(page, 'lan-list', [PHONE, ...VIEWPORTS]));
      expect.soft(problems, problems.join('\n')).toEqual([]);
    }
    await context.close();
  });
});
