/**
 * Voice latency with the recognizer double: eight seats in Chromium on a real host; the Captain
 * "says" a course (push-to-talk press, transcript, release). Measured from the key release until the
 * command is applied: first on every page of the Captain's crew (the eight-seat figure, as a player
 * feels it, the 300 ms push-to-talk hangover inside), then the headline, the program's own overhead:
 * release → applied on the speaker's page (which needs the host to have applied it) minus the
 * hangover, with only that page open and bots in the other seats, plus what the microphone's front end
 * (renderer/voice/frontend, measured here in Node on the same code) adds to a release: the recognizer
 * double takes text, so the page's run has no audio in it. Goal: ≤ 50 ms. Headline last.
 */
import type { Page } from 'playwright-core';
import { HANGOVER_MS } from '../renderer/voice/push-to-talk';
import { openEightSeats } from './support/eight-seats';
import { percentile, seenAt, updatesOf } from './support/moves-watch';
import { openOnePage } from './support/one-page';
import { frontEndCost } from './support/front-end-cost';

const SNAKE = ['E', 'E', 'E', 'E', 'E', 'E', 'E', 'E', 'E', 'S', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'S'];
/** The one-page run goes on for two more rows, for a steadier p95. */
const LONG = [...SNAKE, 'E', 'E', 'E', 'E', 'E', 'E', 'E', 'E', 'E', 'S', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W'];
const WORD = { E: 'este', W: 'oeste', S: 'sur', N: 'norte' } as const;
const QUERY = 'voice=double&lang=es';

/** Says the course; resolves to the page's clock at the key release. */
async function sayCourse(captain: Page, direction: keyof typeof WORD): Promise<number> {
  await captain.waitForSelector(`[data-direction="${direction}"]:not([disabled])`, { timeout: 20_000 });
  await captain.evaluate(`window.rumboVoice.say('rumbo ${WORD[direction]}')`);
  await captain.evaluate('window.rumboVoice.press()');
  return (await captain.evaluate('window.rumboVoice.release(), performance.timeOrigin + performance.now()')) as number;
}

async function eightSeats(): Promise<number[]> {
  const table = await openEightSeats(QUERY);
  const { page } = table;
  const crew = table.crew('blue');
  try {
    const captain = page('blue', 'captain');
    await captain.waitForFunction('window.rumboVoice !== undefined');
    const latencies: number[] = [];
    for (const direction of SNAKE) {
      const targets = await Promise.all(crew.map(async (p) => (await updatesOf(p)) + 1));
      const released = await sayCourse(captain, direction as keyof typeof WORD);
      latencies.push(Math.max(...(await seenAt(crew, targets))) - released);
      for (const [role, selector] of [['firstMate', '[data-mark]:not([disabled])'], ['engineer', '[data-testid=engineer-sheet] button.slot:not([disabled])']] as const) {
        const target = page('blue', role).locator(selector);
        if (await target.count()) {
          const next = await Promise.all(crew.map(async (p) => (await updatesOf(p)) + 1));
          await target.first().click();
          await seenAt(crew, next);
        }
      }
    }
    return latencies;
  } finally {
    await table.close();
  }
}

/**
 * In the page: when the Captain's sub on the map moves next (its hull's transform, in its style
 * attribute; cx/cy on builds before issue 29.5 round 4), wall clock.
 * Other states (bots' marks, the enemy heard) do not move it, so this is the spoken course applied.
 */
const WATCH_HULL = `(() => {
  window.__courseAt = undefined;
  const hull = document.querySelector('.sub .hull');
  const observer = new MutationObserver(() => {
    window.__courseAt = performance.timeOrigin + performance.now();
    observer.disconnect();
  });
  observer.observe(hull, { attributes: true, attributeFilter: ['cx', 'cy', 'style'] });
})()`;

/**
 * One page, bots elsewhere: release → the speaker's page shows the course. The first order of a page
 * also sets up the orders' grammar once; it is returned apart (`first`), the rest are steady state.
 */
async function onePage(): Promise<{ first: number; steady: number[] }> {
  const { page, close } = await openOnePage(QUERY);
  try {
    await page.waitForFunction('window.rumboVoice !== undefined');
    const latencies: number[] = [];
    for (const direction of LONG) {
      await page.evaluate(WATCH_HULL);
      const released = await sayCourse(page, direction as keyof typeof WORD).catch(() => null);
      if (released === null) break; // the bots sank us, or the course is blocked
      const applied = await page.waitForFunction('window.__courseAt !== undefined', undefined, { timeout: 10_000 }).then(() => true, () => false);
      if (!applied) break;
      latencies.push(((await page.evaluate('window.__courseAt')) as number) - released);
    }
    const [first = NaN, ...steady] = latencies;
    return { first, steady };
  } finally {
    await close();
  }
}

async function main(): Promise<void> {
  const front = await frontEndCost();
  console.log(
    `front end (RNNoise, level normalisation, endpoint, resampler) per 128-sample worklet message: p95 ${front.p95MessageMs.toFixed(3)} ms, ` +
      `${(100 * front.realTimeShare).toFixed(1)} % of real time; a release waits ${front.releaseMs.toFixed(1)} ms for it (the partial 10 ms frame, processed)`,
  );
  const eight = await eightSeats();
  console.log(`spoken courses: ${eight.length}, eight seats open, release → the Captain's four crew pages show it (hangover included):`);
  console.log(`p50: ${percentile(eight, 50).toFixed(1)} ms, p95: ${percentile(eight, 95).toFixed(1)} ms`);
  const { first, steady } = await onePage();
  const one = steady.map((ms) => ms - HANGOVER_MS);
  console.log(`one seat page (bots in the other seats), release → course applied on the speaker's page and at the host, minus the ${HANGOVER_MS} ms hangover, plus the front end's ${front.releaseMs.toFixed(1)} ms:`);
  console.log(`  first order of the page (sets up the grammar): ${(first - HANGOVER_MS).toFixed(1)} ms; then ${one.length} courses, p50 ${percentile(one, 50).toFixed(1)} ms, max ${Math.max(...one).toFixed(1)} ms (goal: p95 ≤ 50 ms)`);
  console.log(`voice-overhead-p95: ${percentile(one.map((ms) => ms + front.releaseMs), 95).toFixed(1)} ms`);
}

await main();
