/**
 * Voice latency with the recognizer double: eight seats in Chromium on a real host; the Captain
 * "says" a course (push-to-talk press, transcript, release). Measured from the key release to the
 * command applied on EVERY seat's page. The 300 ms push-to-talk hangover is inside the figure, as
 * a player feels it. Prints p50/p95; the headline comes last.
 */
import { openEightSeats } from './support/eight-seats';
import { percentile, seenAt } from './support/moves-watch';

const SNAKE = ['E', 'E', 'E', 'E', 'E', 'E', 'E', 'E', 'E', 'S', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'S'];
const WORD = { E: 'este', W: 'oeste', S: 'sur', N: 'norte' } as const;

async function main(): Promise<void> {
  const table = await openEightSeats('voice=double&lang=es');
  const { pages, page } = table;
  try {
    const captain = page('blue', 'captain');
    await captain.waitForFunction('window.rumboVoice !== undefined');
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
    await table.close();
  }
}

await main();
