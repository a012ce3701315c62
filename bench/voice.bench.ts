/**
 * Voice latency with the recognizer double: eight seats in Chromium on a real host; the Captain
 * "says" a course (push-to-talk press, transcript, release). Measured from the key release to the
 * command applied on EVERY seat's page. The 300 ms push-to-talk hangover is inside the figure, as
 * a player feels it. Prints p50/p95; the headline comes last.
 */
import { build } from 'vite';
import { launchChromium } from '../test/e2e/browser';
import { seatEveryone, startTestHost } from '../test/e2e/table';
import { percentile, seenAt, watchMoves } from './support/moves-watch';

const FOUR = [['captain'], ['firstMate'], ['engineer'], ['radioOperator']] as const;
const SNAKE = ['E', 'E', 'E', 'E', 'E', 'E', 'E', 'E', 'E', 'S', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'S'];
const WORD = { E: 'este', W: 'oeste', S: 'sur', N: 'norte' } as const;

async function main(): Promise<void> {
  await build({ configFile: 'renderer/vite.config.ts', logLevel: 'warn' });
  // Headless pages count as background tabs, whose timers Chromium throttles; a seat window on a
  // real desktop is visible. Without these flags the 300 ms hangover alone can take ~800 ms here.
  const browser = await launchChromium(['--disable-background-timer-throttling', '--disable-renderer-backgrounding', '--disable-backgrounding-occluded-windows']);
  const { host, base } = await startTestHost();
  try {
    const { seats } = await seatEveryone(browser, base, {
      mode: 'realtime',
      mapId: 'training-15',
      crews: { blue: 4, yellow: 4 },
      layout: { blue: FOUR, yellow: FOUR },
      query: 'voice=double&lang=es',
    });
    const page = (team: string, role: string) => seats.find((s) => s.team === team && s.roles.includes(role as never))!.page;
    await page('blue', 'captain').click('[data-cell="A1"]');
    await page('yellow', 'captain').click('[data-cell="A15"]');
    const pages = seats.map((s) => s.page);
    const captain = page('blue', 'captain');
    await captain.waitForFunction('window.rumboVoice !== undefined');
    await Promise.all(pages.map((p) => p.waitForSelector('[data-moves="2"]')));
    await Promise.all(pages.map(watchMoves));
    const latencies: number[] = [];
    let moves = 2;
    for (const direction of SNAKE) {
      await seenAt(pages, moves);
      await captain.waitForSelector(`[data-direction="${direction}"]:not([disabled])`);
      await captain.evaluate(`window.rumboVoice.say('rumbo ${WORD[direction as keyof typeof WORD]}')`);
      await captain.evaluate('window.rumboVoice.press()');
      const released = (await captain.evaluate('window.rumboVoice.release(), performance.timeOrigin + performance.now()')) as number;
      moves += 1;
      const seen = await seenAt(pages, moves);
      latencies.push(Math.max(...seen) - released);
      for (const [role, selector] of [['firstMate', '[data-mark]:not([disabled])'], ['engineer', '[data-testid=engineer-sheet] button.slot:not([disabled])']] as const) {
        const target = page('blue', role).locator(selector);
        if (await target.count()) {
          await target.first().click();
          moves += 1;
          await seenAt(pages, moves);
        }
      }
    }
    console.log(`spoken courses: ${latencies.length}, seats: ${pages.length} (includes the 300 ms push-to-talk hangover)`);
    console.log(`p50: ${percentile(latencies, 50).toFixed(1)} ms, p95: ${percentile(latencies, 95).toFixed(1)} ms`);
    console.log(`voice-p95: ${percentile(latencies, 95).toFixed(1)} ms`);
  } finally {
    await browser.close();
    await host.close();
  }
}

await main();
