/**
 * Issue 29, played as a person would: a first-time player presses "First game" on the home page and
 * plays the whole game doing what the coach says each time, through the screen's own buttons. Every
 * step that asks something of the player comes with advice the screen accepts; the game reaches its
 * end screen with a verdict for this player; the lessons the game reached are printed.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cellLabel, getMap } from '../../shared/engine';
import { TOPICS, topicsTaught, type CoachTopic } from '../../renderer/coach/coach-topics';
import { TUTORIAL_SETTINGS } from '../../renderer/coach/tutorial';
import { needsTools } from '../support/needs-tools';
import { launchChromium } from './browser';
import { shootSizes } from './shoot-sizes';
import { browserAndHost, newPage } from './table';

const needsBrowser = needsTools(['chromium']);
const table = browserAndHost(() => launchChromium(), { botPaceMs: 120 });
const map = getMap(TUTORIAL_SETTINGS.mapId!)!;

/** Tips that ask nothing of the player: the enemy's turn, a surfaced wait, the end. */
const WAITING = /^(enemy|enemyTrack|wait|surfacedWait|won|lost|draw)$/;

interface CoachSays {
  readonly step: string;
  readonly advice: string | null;
  readonly why: string | null;
  readonly news: string | null;
}

async function readCoach(page: Page): Promise<CoachSays | null> {
  return page.evaluate(() => {
    const tip = document.querySelector('[data-testid=coach]');
    if (!tip) return null;
    return {
      step: tip.getAttribute('data-step') ?? '',
      advice: tip.getAttribute('data-advice'),
      why: tip.getAttribute('data-why'),
      news: document.querySelector('[data-testid=coach-news]')?.getAttribute('data-news') ?? null,
    };
  });
}

const CLICK = { timeout: 8_000 };

async function pickCell(page: Page, cell: number): Promise<void> {
  await page.click(`.pickable[data-cell="${cellLabel(map, cell)}"]`, CLICK);
}

/** Does what the tip says, as a person would: the tab, the button, the cell, the confirmation. */
async function follow(page: Page, says: CoachSays): Promise<void> {
  if (says.step === 'place') {
    // "Start in open water": the first cell offered (the coach leaves the choice to the player).
    await page.locator('.pickable').first().click(CLICK);
    return;
  }
  if (says.step === 'sonar') {
    // The enemy's sonar: the dialog proposes a true answer.
    await page.click('[data-testid=sonar-send]', CLICK);
    return;
  }
  const advice = JSON.parse(says.advice ?? 'null') as { type: string; direction?: string; system?: string; slot?: number; cell?: number; sector?: number } | null;
  if (!advice) throw new Error(`the coach asked for "${says.step}" and advised nothing`);
  const tab = advice.type === 'mark' ? 'firstMate' : advice.type === 'cross' ? 'engineer' : 'captain';
  await page.click(`[data-tab=${tab}]`, CLICK);
  switch (advice.type) {
    case 'course':
      return page.click(`[data-direction="${advice.direction}"]:not([disabled])`, CLICK);
    case 'mark':
      return page.click(`[data-mark="${advice.system}"]:not([disabled])`, CLICK);
    case 'cross':
      return page.click(`[data-testid=engineer-sheet] [data-slot="${advice.slot}"]:not([disabled])`, CLICK);
    case 'mine':
      await page.click('[data-system=mine]:not([disabled])', CLICK);
      return pickCell(page, advice.cell!);
    case 'torpedo':
    case 'detonate':
      await page.click(advice.type === 'torpedo' ? '[data-system=torpedo]:not([disabled])' : '[data-testid=detonate]:not([disabled])', CLICK);
      await pickCell(page, advice.cell!);
      return page.click('[data-testid=confirm-yes]', CLICK);
    case 'drone':
      await page.click('[data-system=drone]:not([disabled])', CLICK);
      return page.click(`[data-sector="${advice.sector}"]`, CLICK);
    case 'sonar':
      return page.click('[data-system=sonar]:not([disabled])', CLICK);
    case 'silence': {
      // The coach leaves the run to the player: the longest one offered (as the coach bench plays it).
      await page.click('[data-system=silence]:not([disabled])', CLICK);
      const longest = await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLButtonElement>('[data-silence]:not([disabled])')).map((b) => b.dataset.silence!).sort((a, b) => Number(b.slice(1)) - Number(a.slice(1)))[0],
      );
      return page.click(`[data-silence="${longest}"]`, CLICK);
    }
    case 'surface':
      await page.click('[data-testid=surface]:not([disabled])', CLICK);
      return page.click('[data-testid=confirm-yes]', CLICK);
    case 'endTurn':
      return page.click('[data-testid=end-turn]:not([disabled])', CLICK);
    default:
      throw new Error(`advice the test cannot follow: ${says.advice}`);
  }
}

const isOver = (page: Page) => page.locator('[data-testid=end-title]').count().then((n) => n > 0);
const key = (s: CoachSays | null) => (s ? `${s.step}|${s.advice}|${s.news}` : 'none');

describe.skipIf(needsBrowser.skip)('a whole first game, following the coach', needsBrowser.options, () => {
  it('plays from "First game" to the end screen doing what the coach says, and reaches the hunt’s lessons', async () => {
    const page = await newPage(table.browser(), `${table.base()}/?name=Nueva&lang=en`);
    await page.click('[data-testid=first-game]:not([disabled])');
    await page.waitForSelector('[data-testid=coach]');
    // Every sentence the strip shows, however briefly (the bots here play faster than at a table).
    await page.evaluate(() => {
      const shown = new Set<string>();
      (window as unknown as { coachShown: Set<string> }).coachShown = shown;
      const note = () => {
        const tip = document.querySelector('[data-testid=coach]');
        const step = tip?.getAttribute('data-step');
        if (step) shown.add(step);
        const news = document.querySelector('[data-testid=coach-news]')?.getAttribute('data-news');
        if (news) shown.add(news);
      };
      new MutationObserver(note).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-step', 'data-news'] });
      note();
    });

    const said = new Set<string>();
    const refused: string[] = [];
    const shot = new Set<string>();
    let courses = 0;
    let actions = 0;
    const started = Date.now();
    while (!(await isOver(page))) {
      expect(Date.now() - started, 'the game ends within the test’s time').toBeLessThan(200_000);
      const says = await readCoach(page);
      if (!says) {
        await page.waitForTimeout(100);
        continue;
      }
      said.add(says.step);
      if (says.news) said.add(says.news);
      if (says.step === 'mark' && says.advice) said.add(`mark:${JSON.parse(says.advice).system}:${says.why}`);
      // A few moments worth looking at: the first coached course, the hunt's first tool, the first shot.
      const moment = says.step === 'course' ? 'course' : /^(drone|sonarUse)$/.test(says.step) ? 'detect' : /^(fire|detonate)$/.test(says.step) ? 'fire' : null;
      if (moment && !shot.has(moment)) {
        shot.add(moment);
        await shootSizes(page, `coach-game-${moment}`);
      }
      if (WAITING.test(says.step)) {
        await page.waitForTimeout(100);
        continue;
      }
      const before = key(says);
      try {
        await follow(page, says);
        actions++;
        if (says.advice?.includes('"course"')) courses++;
      } catch (error) {
        if (await isOver(page)) break;
        refused.push(`${before}: ${(error as Error).message.split('\n')[0]}`);
        await page.keyboard.press('Escape');
      }
      // The screen takes the command in: the advice moves on (or the game ends).
      await page
        .waitForFunction(
          (b) => {
            const tip = document.querySelector('[data-testid=coach]');
            if (!tip) return true;
            const news = document.querySelector('[data-testid=coach-news]')?.getAttribute('data-news') ?? null;
            return `${tip.getAttribute('data-step')}|${tip.getAttribute('data-advice')}|${news}` !== b;
          },
          before,
          { timeout: 10_000, polling: 50 },
        )
        .catch(() => refused.push(`${before}: the screen did not take it in`));
      expect(refused, 'every piece of advice was one the screen accepted').toEqual([]);
    }

    const verdict = await page.getAttribute('[data-testid=end-title]', 'data-verdict');
    expect(verdict).toMatch(/^(won|lost|draw)$/);
    expect(await page.textContent('[data-testid=end-title]')).toMatch(/You won|You lost|draw/i);
    await shootSizes(page, `coach-game-end-${verdict}`);

    for (const key of await page.evaluate(() => Array.from((window as unknown as { coachShown: Set<string> }).coachShown))) said.add(key);
    const topics = topicsTaught(said);
    const missing = TOPICS.filter((t: CoachTopic) => !topics.has(t));
    console.log(`coach game: ${verdict} after ${courses} courses, ${actions} actions in ${Math.round((Date.now() - started) / 1000)} s`);
    console.log(`coach topics reached: ${[...topics].join(', ')}; not reached: ${missing.join(', ') || 'none'}`);
    console.log(`coach sentences: ${[...said].join(', ')}`);
    expect(courses).toBeGreaterThan(3);
    // The hunt, not just the turn loop: a detection tool and the sheet were taught in any whole game.
    expect(topics.has('radioSheet')).toBe(true);
    expect(topics.has('sonar') || topics.has('drone')).toBe(true);
  });
});
