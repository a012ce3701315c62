import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startHost } from '../../electron/host';
import type { HostOptions, RunningHost } from '../../electron/host/api';
import type { Role, Team } from '../../shared/engine';
import { nthName } from '../support/distinct-names';

export interface SeatPage {
  readonly team: Team;
  readonly roles: readonly Role[];
  readonly page: Page;
}

export interface Table {
  readonly host: RunningHost;
  readonly base: string;
  readonly code: string;
  readonly creator: Page;
  readonly seats: SeatPage[];
}

/**
 * The usual test file setup: one Chromium and one host for the file, closed after it.
 * Returns getters because they exist only once `beforeAll` has run.
 */
export function browserAndHost(launch: () => Promise<Browser>, hostOptions: Partial<HostOptions> = {}): { browser: () => Browser; base: () => string } {
  let browser: Browser | undefined;
  let running: { host: RunningHost; base: string } | undefined;
  beforeAll(async () => {
    browser = await launch();
    running = await startTestHost(hostOptions);
  });
  afterAll(async () => {
    await browser?.close();
    await running?.host.close();
  });
  return { browser: () => browser!, base: () => running!.base };
}

/** A real host on loopback serving the built renderer (dist/renderer). */
export async function startTestHost(options: Partial<HostOptions> = {}): Promise<{ host: RunningHost; base: string }> {
  const host = await startHost({
    port: 0,
    bindAddress: '127.0.0.1',
    dataDir: mkdtempSync(join(tmpdir(), 'rumbo-e2e-')),
    rendererDir: join(process.cwd(), 'dist', 'renderer'),
    discovery: false,
    ...options,
  });
  return { host, base: `http://127.0.0.1:${host.port}` };
}

/** For a test file that wants a fresh host per test (each with its options): all closed after the file. */
export function hostsForFile(): (options?: Partial<HostOptions>) => Promise<string> {
  const hosts: RunningHost[] = [];
  afterAll(async () => {
    await Promise.all(hosts.map((h) => h.close()));
  });
  return async (options = {}) => {
    const { host, base } = await startTestHost(options);
    hosts.push(host);
    return base;
  };
}

export async function newPage(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.on('pageerror', (error) => {
    throw error;
  });
  await page.goto(url);
  return page;
}

/**
 * From the home page, a turn-by-turn game on training-10 where this page's crew of one holds every role
 * of `take` ("blue-0") and a level-1 bot crew of one plays `bot` ("yellow-0"); returns at the seat screen.
 */
export async function crewOfOneAgainstBot(page: Page, take: 'blue-0' | 'yellow-0', bot: 'blue-0' | 'yellow-0'): Promise<void> {
  await page.selectOption('[data-testid=mode]', 'turn');
  await page.selectOption('[data-testid=map]', 'training-10');
  await page.selectOption('[data-testid=crew-blue]', '1');
  await page.selectOption('[data-testid=crew-yellow]', '1');
  await page.click('[data-testid=create]');
  await page.click(`[data-take="${take}"]`);
  await page.click(`[data-bot="${bot}-1"]`);
  await page.waitForSelector(`[data-seat="${bot}"] .bot`);
  await page.click('[data-testid=ready]');
  await page.click('[data-testid=start]:not([disabled])');
  await page.waitForSelector('[data-testid=seat-title]');
}

export interface GameSetup {
  readonly mode: 'turn' | 'realtime';
  readonly mapId: string;
  readonly crews: Readonly<Record<Team, number>>;
  readonly layout: Readonly<Record<Team, readonly (readonly Role[])[]>>;
  /** Extra query for every seat page (e.g. `voice=double`). */
  readonly query?: string;
  /** Rule-flag checkboxes the creator toggles on the home screen. */
  readonly toggleFlags?: readonly string[];
}

/** The creator makes the game from the home screen; every seat joins by URL and takes its seat. */
export async function seatEveryone(browser: Browser, base: string, setup: GameSetup, onLobby?: (page: Page) => Promise<void>) {
  const extra = setup.query ? `&${setup.query}` : '';
  const creator = await newPage(browser, `${base}/?name=Ana${extra}`);
  await creator.selectOption('[data-testid=mode]', setup.mode);
  await creator.selectOption('[data-testid=map]', setup.mapId);
  await creator.selectOption('[data-testid=crew-blue]', String(setup.crews.blue));
  await creator.selectOption('[data-testid=crew-yellow]', String(setup.crews.yellow));
  // The optional rules are under "More settings" on the home page (issue 18).
  if (setup.toggleFlags?.length) await creator.click('[data-testid=more-settings] summary');
  for (const flag of setup.toggleFlags ?? []) await creator.click(`[data-flag="${flag}"]`);
  await creator.click('[data-testid=create]');
  const code = (await creator.textContent('[data-testid=lobby-code]'))!.trim();
  const seats: SeatPage[] = [];
  for (const team of ['blue', 'yellow'] as const) {
    for (const [index, roles] of setup.layout[team].entries()) {
      const page = seats.length === 0 ? creator : await newPage(browser, `${base}/?code=${code}&name=${encodeURIComponent(nthName(team, index))}${extra}`);
      await page.click(`[data-take="${team}-${index}"]`);
      await page.waitForSelector(`[data-seat="${team}-${index}"] .holder`);
      await page.click('[data-testid=ready]');
      seats.push({ team, roles, page });
    }
  }
  if (onLobby) await onLobby(creator);
  await creator.click('[data-testid=start]:not([disabled])');
  for (const seat of seats) await seat.page.waitForSelector('[data-testid=seat-title]');
  return { code, creator, seats };
}

export function seatOf(seats: readonly SeatPage[], team: Team, role: Role): Page {
  const seat = seats.find((s) => s.team === team && s.roles.includes(role));
  if (!seat) throw new Error(`no seat for ${team} ${role}`);
  return seat.page;
}
