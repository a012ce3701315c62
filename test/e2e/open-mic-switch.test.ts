import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningHost } from '../../electron/host/api';
import { needsTools } from '../support/needs-tools';
import { launchChromium, shootBothThemes } from './browser';
import { moves, placedVoiceGame } from './driver';
import { startTestHost } from './table';

const needsBrowser = needsTools(['chromium']);
/** Real time needs four players: two seats each, as the phrase book's test plays. */
const PAIRS = [['captain', 'firstMate'], ['engineer', 'radioOperator']] as const;

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

/** An utterance through the transcript double: with an open microphone, press and release stand for the voice gate. */
async function speak(page: Page, text: string): Promise<void> {
  await page.evaluate(`window.rumboVoice.say(${JSON.stringify(text)})`);
  await page.evaluate('window.rumboVoice.press()');
  await page.evaluate('window.rumboVoice.release()');
}

const outcomeKind = (page: Page) => page.getAttribute('[data-testid=voice-outcome]', 'data-kind');

async function shootPanel(page: Page, name: string): Promise<void> {
  for (const [width, height] of [[390, 844], [1280, 800], [1920, 1080]] as const) {
    await page.setViewportSize({ width, height });
    await page.locator('[data-testid=voice-outcome]').scrollIntoViewIfNeeded();
    await shootBothThemes(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe.skipIf(needsBrowser.skip)('switching to an open microphone mid-game', needsBrowser.options, () => {
  it("nothing acts while the open microphone's grammar compiles, the Captain is told to say it again, and then orders run", async () => {
    const { ui } = await placedVoiceGame(browser, base, { crews: { blue: 2, yellow: 2 }, layout: { blue: PAIRS, yellow: PAIRS } });
    const blue = ui.page('blue', 'captain');
    await blue.waitForSelector('[data-testid=mic-state][data-state=ready]');
    const before = await moves(blue);

    // Vosk compiles the open microphone's grammar after the switch; push-to-talk's still decodes meanwhile.
    await blue.evaluate('window.rumboVoice.compiling(true)');
    expect(await blue.textContent('[data-testid=voice-hint]')).toBe('Mantén F8 pulsada y habla');
    await blue.selectOption('[data-testid=voice-listen]', 'open');
    expect(await blue.textContent('[data-testid=voice-hint]')).toBe('Habla cuando quieras: el micrófono está abierto');
    await speak(blue, 'rumbo norte');
    await expect.poll(() => outcomeKind(blue)).toBe('dropped');
    expect(await blue.textContent('[data-testid=voice-dropped]')).toBe('El micrófono abierto aún se estaba preparando: no se hizo nada. Repítelo.');
    expect(await moves(blue)).toBe(before);
    await shootPanel(blue, 'voice-open-mic-preparing');

    // Compiled: the same order, said again, runs.
    await blue.evaluate('window.rumboVoice.compiling(false)');
    await speak(blue, 'rumbo norte');
    await blue.waitForSelector(`[data-updates="${before + 1}"]`);
    await expect.poll(() => outcomeKind(blue)).toBe('sent');
  });
});
