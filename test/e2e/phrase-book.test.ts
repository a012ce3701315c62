import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningHost } from '../../electron/host/api';
import { needsTools } from '../support/needs-tools';
import { launchChromium, shootBothThemes } from './browser';
import { moves, placedVoiceGame } from './driver';
import { seatEveryone, startTestHost } from './table';

const needsBrowser = needsTools(['chromium']);
const ALL = [['captain', 'firstMate', 'engineer', 'radioOperator']] as const;
/** Real time needs four players: the Captain's seat also marks (the offer follows a mark by hand). */
const PAIRS = [['captain', 'firstMate'], ['engineer', 'radioOperator']] as const;
const PHRASE = "dale pa'l norte";

let host: RunningHost;
let base: string;
let browser: Browser;

beforeAll(async () => {
  ({ host, base } = await startTestHost());
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await host?.close();
});

/** An utterance through the transcript double, as voice.test.ts does: said, key pressed and released. */
async function speak(page: Page, text: string): Promise<void> {
  await page.evaluate(`window.rumboVoice.say(${JSON.stringify(text)})`);
  await page.evaluate('window.rumboVoice.press()');
  await page.evaluate('window.rumboVoice.release()');
}

const outcomeKind = (page: Page) => page.getAttribute('[data-testid=voice-outcome]', 'data-kind');

/** Every frame this page sends to the host from now on (the socket is already open: its prototype is wrapped). */
const RECORD_SENT = `(() => {
  window.__sent = [];
  const send = WebSocket.prototype.send;
  WebSocket.prototype.send = function (data) { window.__sent.push(String(data)); return send.call(this, data); };
})()`;
const sent = (page: Page) => page.evaluate('window.__sent') as Promise<string[]>;

async function teach(page: Page, text: string, order: string): Promise<void> {
  await page.fill('[data-testid=phrase-text]', text);
  await page.selectOption('[data-testid=phrase-order]', { label: order });
  await page.click('[data-testid=phrase-teach]');
}

async function shootPanel(page: Page, name: string): Promise<void> {
  for (const [width, height] of [[390, 844], [1280, 800], [1920, 1080]] as const) {
    await page.setViewportSize({ width, height });
    await page.locator('[data-testid=phrase-book]').scrollIntoViewIfNeeded();
    await shootBothThemes(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe.skipIf(needsBrowser.skip)('the phrase book in the Voice panel', needsBrowser.options, () => {
  it('teaches a phrase, lists it, runs it by voice, offers what was missed before an order by hand, refuses talk, deletes it; nothing of it leaves the seat', async () => {
    const { ui } = await placedVoiceGame(browser, base, { crews: { blue: 2, yellow: 2 }, layout: { blue: PAIRS, yellow: PAIRS } });
    const blue = ui.page('blue', 'captain');
    const yellow = ui.page('yellow', 'captain');
    await blue.waitForSelector('[data-testid=mic-state][data-state=ready]');
    await blue.evaluate(RECORD_SENT);
    await blue.click('[data-testid=phrase-book] summary');
    expect(await blue.textContent('[data-testid=phrase-empty]')).toMatch(/Aún no/);

    // Refused, with the reason: words the game already understands, table talk, one word.
    await teach(blue, 'rumbo norte', 'rumbo norte');
    expect(await blue.textContent('[data-testid=phrase-refusal]')).toBe('La partida ya lo entiende como «rumbo norte»: no hay nada que enseñar.');
    await teach(blue, 'creo que vamos arriba', 'rumbo norte');
    expect(await blue.textContent('[data-testid=phrase-refusal]')).toMatch(/charla de mesa \(una opinión\)/);
    await teach(blue, 'dale', 'rumbo norte');
    expect(await blue.textContent('[data-testid=phrase-refusal]')).toMatch(/al menos dos/);
    await shootPanel(blue, 'phrase-book-refused');

    // Taught and listed; the try button says what it would do, and sends nothing.
    await teach(blue, PHRASE, 'rumbo norte');
    expect(await blue.textContent('[data-testid=phrase-taught]')).toBe(`Enseñado: «${PHRASE}» → rumbo norte`);
    expect(await blue.locator('[data-testid=phrase-entry]').allTextContents()).toEqual([expect.stringContaining(`“${PHRASE}” → rumbo norte`)]);
    expect(await blue.textContent('[data-testid=phrase-count]')).toBe('1 de 50');
    const before = await moves(blue);
    await blue.click('[data-testid=phrase-try]');
    expect(await blue.textContent('[data-testid=phrase-tried]')).toMatch(/→ rumbo norte \(una prueba/);
    expect(await moves(blue)).toBe(before);

    // Used by voice: the course reaches both crews, as the built-in words would.
    const yellowBefore = await moves(yellow);
    await speak(blue, PHRASE);
    await blue.waitForSelector(`[data-updates="${before + 1}"]`);
    await yellow.waitForSelector(`[data-updates="${yellowBefore + 1}"]`);
    await expect.poll(() => outcomeKind(blue)).toBe('sent');
    expect(await blue.textContent('[data-testid=voice-outcome]')).toContain('rumbo norte');

    // Not understood, then the order by hand within a few seconds: offered once, taught on "yes".
    await speak(blue, 'la bomba gorda');
    await expect.poll(() => outcomeKind(blue)).toBe('rejected');
    await blue.click('[data-mark="torpedo"]:not([disabled])');
    await blue.waitForSelector('[data-testid=phrase-offer]');
    expect(await blue.textContent('[data-testid=phrase-offer]')).toContain('¿Que «la bomba gorda» signifique «marcar torpedo» la próxima vez?');
    await shootPanel(blue, 'phrase-book-offer');
    await blue.click('[data-testid=phrase-offer-yes]');
    expect(await blue.isVisible('[data-testid=phrase-offer]')).toBe(false);
    await expect.poll(() => blue.locator('[data-testid=phrase-entry]').count()).toBe(2);
    expect(await blue.locator('[data-testid=phrase-entry]').nth(1).textContent()).toContain('“la bomba gorda” → marcar torpedo');
    await shootPanel(blue, 'phrase-book-entries');

    // Nothing of the book left the seat: not in what it sent, not on the other crew's screen.
    const frames = [...(await sent(blue))];
    expect(frames.some((f) => f.includes('"course"'))).toBe(true);
    expect(frames.filter((f) => /dale|bomba|gorda/.test(f))).toEqual([]);
    expect(await yellow.textContent('body')).not.toMatch(/dale|bomba gorda/);

    // Kept with the profile: a reload finds both.
    await blue.reload();
    await blue.waitForSelector('[data-testid=mic-state][data-state=ready]');
    await blue.click('[data-testid=phrase-book] summary');
    expect(await blue.locator('[data-testid=phrase-entry]').count()).toBe(2);

    // Deleted: the same words do nothing any more.
    await blue.locator('[data-testid=phrase-entry]').first().locator('[data-testid=phrase-delete]').click();
    await expect.poll(() => blue.locator('[data-testid=phrase-entry]').count()).toBe(1);
    const after = await moves(blue);
    await speak(blue, PHRASE);
    await expect.poll(() => outcomeKind(blue)).toBe('rejected');
    expect(await moves(blue)).toBe(after);
  });

  it('a phrase book that cannot be read: the built-in words, and the panel says so', async () => {
    const table = await seatEveryone(browser, base, {
      mode: 'turn',
      mapId: 'training-10',
      crews: { blue: 1, yellow: 1 },
      layout: { blue: ALL, yellow: ALL },
      query: 'voice=double&lang=en',
    });
    const page = table.seats[0]!.page;
    await page.waitForSelector('[data-testid=mic-state][data-state=ready]');
    await page.evaluate(() => localStorage.setItem('rumbo.phrases.ana.en', '{"v":99,"lang":"en","phrases":[]}'));
    await page.reload();
    await page.waitForSelector('[data-testid=mic-state][data-state=ready]');
    await page.click('[data-testid=phrase-book] summary');
    expect(await page.getAttribute('[data-testid=phrase-book-notice]', 'data-notice')).toBe('voice.book.newer');
    expect(await page.textContent('[data-testid=phrase-book-notice]')).toMatch(/newer version of Rumbo: this one starts with its built-in words/);
    await shootPanel(page, 'phrase-book-newer');
  });
});
