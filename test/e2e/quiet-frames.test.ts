/**
 * Issue 29.5, round 4: a seat page draws frames only for what it tells. The feed's newest line is marked
 * without an animation (the mark moves to the next line in one step), the sub glides by a transform
 * (compositor only), and a page nobody touches settles to no running animation at all.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { needsTools } from '../support/needs-tools';
import { launchChromium, shootBothThemes } from './browser';
import { browserAndHost, crewOfOneAgainstBot, newPage } from './table';

const needsBrowser = needsTools(['chromium']);
const table = browserAndHost(() => launchChromium());

/** Solo, turn by turn on training-10: this page holds every yellow role against one bot. */
async function soloTurnGame(): Promise<Page> {
  const page = await newPage(table.browser(), `${table.base()}/?name=Solo&lang=en`);
  await crewOfOneAgainstBot(page, 'yellow-0', 'blue-0');
  return page;
}

/**
 * From now on, every animation that exists right after the feed's lines change (read in the
 * MutationObserver's callback, before any frame: a CSS animation starts at the style recalc that
 * getAnimations() forces) whose target is inside the feed.
 */
async function recordFeedAnimations(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { feedAnimations: string[] };
    w.feedAnimations = [];
    const feed = document.querySelector('[data-testid=feed] ol')!;
    new MutationObserver(() => {
      for (const a of document.getAnimations()) {
        const target = (a.effect as KeyframeEffect | null)?.target;
        if (target && feed.contains(target)) w.feedAnimations.push(a instanceof CSSAnimation ? a.animationName : 'other');
      }
    }).observe(feed, { childList: true, subtree: true, attributes: true });
  });
}

/** Each feed line: its text, whether it carries the newest mark, and the mark's tint (a background image). */
async function feedLines(page: Page): Promise<{ text: string; newest: boolean; tint: string }[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('[data-testid=feed] li.line:not(.notice)')).map((li) => {
      const style = getComputedStyle(li);
      return { text: li.textContent ?? '', newest: li.hasAttribute('data-newest'), tint: style.backgroundImage === 'none' ? '' : style.backgroundImage };
    }),
  );
}

/** The rest of our turn after a course: the First Mate marks, the Engineer crosses, the Captain ends the turn. */
async function finishTurn(page: Page): Promise<void> {
  await page.waitForSelector('[data-tab=firstMate] [data-duty=mark]', { timeout: 30_000 });
  await page.click('[data-tab=firstMate]');
  await page.click('[data-mark]:not([disabled])');
  await page.click('[data-tab=engineer]');
  await page.click('[data-testid=engineer-sheet] button.slot:not([disabled])');
  await page.click('[data-tab=captain]');
  await page.click('[data-testid=end-turn]:not([disabled])');
}

const running = (page: Page) =>
  page.evaluate(() =>
    document.getAnimations().filter((a) => a.playState === 'running').map((a) => (a instanceof CSSTransition ? `transition ${a.transitionProperty}` : a instanceof CSSAnimation ? a.animationName : 'other')),
  );

describe.skipIf(needsBrowser.skip)('a seat page draws frames only for what it tells', needsBrowser.options, () => {
  let page: Page;

  it('the newest line is marked without an animation, and the mark moves to the next line', async () => {
    page = await soloTurnGame();
    await page.click('[data-cell="E1"]');
    await page.waitForSelector('[data-tab=captain] [data-duty=course]', { timeout: 30_000 });
    await recordFeedAnimations(page);
    const before = (await feedLines(page)).length;
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await feedLines(page)).length, { timeout: 10_000 }).toBeGreaterThan(before);
    const lines = await feedLines(page);
    // Only the last line is marked, and its mark is a visible tint; the lines before it carry none.
    expect(lines.map((l) => l.newest)).toEqual(lines.map((_, i) => i === lines.length - 1));
    expect(lines.at(-1)!.tint).toMatch(/^linear-gradient\((rgba?|color)\(/);
    expect(lines.slice(0, -1).every((l) => l.tint === '')).toBe(true);
    // The old 0.6 s flash ran on every page for every line: no animation starts in the feed now.
    expect(await page.evaluate(() => (window as unknown as { feedAnimations: string[] }).feedAnimations)).toEqual([]);
    const marked = lines.at(-1)!.text;
    await shootBothThemes(page, 'r4-feed-newest-1280x800');
    await page.setViewportSize({ width: 1920, height: 1080 });
    await shootBothThemes(page, 'r4-feed-newest-1920x1080');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.click('[data-tab=radioOperator]').catch(() => undefined);
    await page.locator('[data-testid=feed]').scrollIntoViewIfNeeded();
    await shootBothThemes(page, 'r4-feed-newest-390x844');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.click('[data-tab=captain]');

    // The crew's next duties, then the bot's turn: new lines take the mark, one step each.
    await finishTurn(page);
    await expect.poll(async () => (await feedLines(page)).filter((l) => l.newest).map((l) => l.text), { timeout: 30_000 }).not.toEqual([marked]);
    const after = await feedLines(page);
    expect(after.filter((l) => l.newest)).toHaveLength(1);
    expect(after.at(-1)!.newest).toBe(true);
    expect(after.find((l) => l.text === marked)?.newest).toBe(false);
    expect(after.filter((l) => l.tint !== '')).toHaveLength(1);
    expect(await page.evaluate(() => (window as unknown as { feedAnimations: string[] }).feedAnimations)).toEqual([]);
  });

  it('the sub glides by a transform, and an untouched page settles to no running animation', async () => {
    await page.waitForSelector('[data-tab=captain] [data-duty=course]', { timeout: 30_000 });
    // The glide is a transition of transform, which runs on the compositor (cx/cy transitions laid the
    // board out and painted it on every frame); the hull sits where its transform puts it.
    const glide = await page.evaluate(() => {
      const hull = document.querySelector<SVGCircleElement>('.sub .hull')!;
      return { property: getComputedStyle(hull).transitionProperty, at: hull.style.transform, cx: hull.getAttribute('cx') };
    });
    expect(glide).toEqual({ property: 'transform', at: 'translate(6.5px, 1.5px)', cx: '0' });
    await page.click('[data-direction="S"]:not([disabled])');
    // Left alone: the cues end (the duty badges pulse three times, 4.2 s) and nothing runs any more.
    await expect.poll(() => running(page), { timeout: 8_000, interval: 500 }).toEqual([]);
    const infinite = await page.evaluate(() =>
      Array.from(document.querySelectorAll('*')).flatMap((el) =>
        [null, '::before', '::after'].filter((p) => getComputedStyle(el, p).animationIterationCount.includes('infinite')).map((p) => `${el.tagName}${p ?? ''}`),
      ),
    );
    expect(infinite).toEqual([]);
  });

  it('with reduced motion the sub jumps and the newest line is still marked', async () => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await finishTurn(page);
    await page.waitForSelector('[data-tab=captain] [data-duty=course]', { timeout: 30_000 });
    const lines = (await feedLines(page)).length;
    await page.click('[data-direction="S"]:not([disabled])');
    await expect.poll(async () => (await feedLines(page)).length).toBeGreaterThan(lines);
    await expect.poll(async () => (await feedLines(page)).at(-1)!.newest).toBe(true);
    expect(await running(page)).toEqual([]);
    expect((await feedLines(page)).filter((l) => l.tint !== '')).toHaveLength(1);
  });
});
