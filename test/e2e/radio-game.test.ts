/**
 * Issue 29, played as a person would: a whole turn-by-turn game seated only as Blue's Radio Operator,
 * bots in the three other seats of the crew and in the enemy's four, the assistant off. The player works
 * the transparent sheet as on the table — slides it (keys and mouse) after each enemy course, and where
 * the track runs onto an island or off the map crosses out the cell under its head by hand — until the
 * game ends. The sheet survives a reload in mid-game; the end screen says won or lost to this player.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cellAt, cellLabel, getMap } from '../../shared/engine';
import { needsTools } from '../support/needs-tools';
import { launchChromium } from './browser';
import { shootSizes } from './shoot-sizes';
import { browserAndHost, newPage } from './table';

const needsBrowser = needsTools(['chromium']);
const MAP = 'training-10';
const map = getMap(MAP)!;
// Bots at a table's pace, slower than other tests': the player needs a moment between announcements.
const table = browserAndHost(() => launchChromium(), { botPaceMs: 600 });

interface Sheet {
  readonly origin: string;
  /** The track's points as map (col, row) where the sheet lies now, the head last. */
  readonly points: readonly (readonly [number, number])[];
  readonly crossed: readonly string[];
}

/** The sheet as the player sees it; null once the game is over (the end screen replaces the seat). */
async function readSheet(page: Page): Promise<Sheet | null> {
  return page.evaluate(() => {
    const svg = document.querySelector('[data-testid=transparent-sheet]');
    if (!svg) return null;
    // The sheet's viewBox is the board's: one unit a cell, after a one-unit band of labels.
    const points = Array.from(svg.querySelectorAll('circle')).map((c) => [Math.floor(Number(c.getAttribute('cx')) - 1), Math.floor(Number(c.getAttribute('cy')) - 1)] as const);
    const crossed = Array.from(svg.querySelectorAll('[data-testid=ruled-out]')).map((g) => g.getAttribute('data-cell')!).sort();
    return { origin: svg.getAttribute('data-origin')!, points, crossed };
  });
}

/** Where the sheet lies now, does the track stay on open water? (What the player checks by eye.) */
function fits(points: Sheet['points']): boolean {
  return points.every(([col, row]) => col >= 0 && row >= 0 && col < map.width && row < map.height && !map.island[cellAt(map, col, row)]);
}

async function cellCentre(page: Page, col: number, row: number): Promise<{ x: number; y: number }> {
  const box = (await page.locator('[data-testid=transparent-sheet]').boundingBox())!;
  const px = box.width / (map.width + 1);
  return { x: box.x + (col + 1.5) * px, y: box.y + (row + 1.5) * px };
}

/** Does the track reach the board's edge (where the sheet is held from sliding further)? */
function touchesEdge(points: Sheet['points']): boolean {
  return points.some(([col, row]) => col <= 0 || row <= 0 || col >= map.width - 1 || row >= map.height - 1);
}

/** The origin saved in this browser for the one sheet of this game (what a reload reads back). */
function storedOrigin(page: Page): Promise<unknown> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('rumbo.radio.'));
    return key ? (JSON.parse(localStorage.getItem(key)!) as { origin: unknown }).origin : undefined;
  });
}

const isOver = (page: Page) => page.locator('[data-testid=end-title]').count().then((n) => n > 0);

describe.skipIf(needsBrowser.skip)('a whole game as the Radio Operator', needsBrowser.options, () => {
  it('works the transparent sheet by hand against bots, keeps it through a reload, and is told who won', async () => {
    const page = await newPage(table.browser(), `${table.base()}/?name=Rosa&lang=en`);
    await page.selectOption('[data-testid=mode]', 'turn');
    await page.selectOption('[data-testid=map]', MAP);
    await page.selectOption('[data-testid=crew-blue]', '4');
    await page.selectOption('[data-testid=crew-yellow]', '4');
    await page.click('[data-testid=create]');
    // Seats follow the crew's order (Captain, First Mate, Engineer, Radio Operator): ours is the fourth.
    await page.click('[data-take="blue-3"]');
    await page.waitForSelector('[data-seat="blue-3"] .holder');
    for (const seat of ['blue-0', 'blue-1', 'blue-2', 'yellow-0', 'yellow-1', 'yellow-2', 'yellow-3']) {
      await page.click(`[data-bot="${seat}-1"]`);
      await page.waitForSelector(`[data-seat="${seat}"] .bot`);
    }
    await page.click('[data-testid=ready]');
    await page.click('[data-testid=start]:not([disabled])');
    await page.waitForSelector('[data-testid=transparent-sheet]');
    expect(await page.locator('[role=tab]').allTextContents()).toEqual([expect.stringMatching(/Radio Operator/)]);
    // The assistant is off: nothing on screen reads the track for the player.
    expect(await page.locator('[data-testid=assistant]').count()).toBe(0);
    expect(await page.locator('[data-testid=sheet-fit]').count()).toBe(0);

    // First use: the seat says how it is played, then gets out of the way.
    await page.waitForSelector('[data-testid=radio-hint]');
    expect(await page.textContent('[data-testid=radio-hint]')).toContain('Drag the sheet over the map');
    // Our Captain is a bot: the player is told it will not hear their sector.
    expect(await page.textContent('[data-testid=radio-hint-bot]')).toContain('does not hear you');
    await shootSizes(page, 'radio-game-hint');
    await page.click('[data-testid=radio-hint-close]');
    await page.waitForSelector('[data-testid=sheet-tools]');

    let seenTrack = 0;
    let crossedByHand = 0;
    let drags = 0;
    let keys = 0;
    let reloaded = false;
    const started = Date.now();
    while (!(await isOver(page))) {
      expect(Date.now() - started, 'the game ends within the test’s time').toBeLessThan(200_000);
      let sheet = await readSheet(page);
      if (!sheet || sheet.points.length === seenTrack) {
        await page.waitForTimeout(150);
        continue;
      }
      // A new announcement: the old crosses were about where the enemy was; wipe them, then look again.
      seenTrack = sheet.points.length;
      try {
        // (Kept until the reload below has checked them.)
        if (sheet.crossed.length > 0 && reloaded) await page.click('[data-testid=sheet-clear-marks]');
        // Slide the sheet a few places, by keys and now and then by hand, crossing out every head that does not fit.
        for (let look = 0; look < 3 && !(await isOver(page)); look++) {
          if ((keys + drags) % 4 === 3) {
            const [c, r] = sheet.points[sheet.points.length - 1]!;
            const from = await cellCentre(page, c, r);
            const to = await cellCentre(page, c + (look % 2 ? -2 : 2), r + 1);
            await page.mouse.move(from.x, from.y);
            await page.mouse.down();
            await page.mouse.move(to.x, to.y, { steps: 5 });
            await page.mouse.up();
            drags++;
          } else {
            await page.focus('[data-testid=transparent-sheet]');
            await page.keyboard.press(['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp'][keys % 4]!);
            keys++;
          }
          const before = sheet.origin;
          const now = await readSheet(page);
          if (!now) break;
          sheet = now;
          if (sheet.origin === before) continue;
          const [col, row] = sheet.points[sheet.points.length - 1]!;
          const inside = col >= 0 && row >= 0 && col < map.width && row < map.height;
          if (!fits(sheet.points) && inside && !map.island[cellAt(map, col, row)] && !sheet.crossed.includes(cellLabel(map, cellAt(map, col, row)))) {
            const at = await cellCentre(page, col, row);
            const count = sheet.crossed.length;
            await page.mouse.click(at.x, at.y);
            await page.waitForFunction((n) => document.querySelectorAll('[data-testid=ruled-out]').length !== n, count, { timeout: 5_000 });
            crossedByHand++;
          }
        }
      } catch (error) {
        // The last blow can land mid-gesture: the end screen takes the sheet away.
        if (await isOver(page)) break;
        throw error;
      }
      // In mid-game, with crosses on the sheet: a reload finds the sheet, its crosses and notes as they were.
      if (!reloaded && seenTrack >= 4 && !(await isOver(page))) {
        const now = (await readSheet(page))!;
        if (now.crossed.length === 0) {
          // Nothing ruled out yet: a corner the track cannot reach from where the sheet puts it, crossed by hand.
          const at = await cellCentre(page, 0, map.height - 1);
          await page.mouse.click(at.x, at.y);
          await page.waitForSelector('[data-testid=ruled-out]', { timeout: 5_000 });
          crossedByHand++;
        }
        await page.fill('[data-testid=radio-notes]', 'east side, never north');
        await shootSizes(page, 'radio-game-sheet');
        const kept = (await readSheet(page))!;
        const keptStored = await storedOrigin(page);
        await page.reload();
        await page.waitForSelector('[data-testid=transparent-sheet], [data-testid=end-title]');
        if (await isOver(page)) break;
        const after = (await readSheet(page))!;
        // What the player put down is kept as it was put down…
        expect(await storedOrigin(page)).toEqual(keptStored);
        // …and shown there, unless an enemy course announced during the reload ran the track onto the
        // board's edge: the sheet is then held back so the track stays on the map (clampOrigin).
        if (after.points.length === kept.points.length || !touchesEdge(after.points)) expect(after.origin).toBe(kept.origin);
        expect(after.crossed).toEqual(kept.crossed);
        expect(await page.inputValue('[data-testid=radio-notes]')).toBe('east side, never north');
        expect(await page.locator('[data-testid=radio-hint]').count()).toBe(0);
        reloaded = true;
      }
    }

    expect(reloaded, 'the reload happened while the game was on').toBe(true);
    expect(crossedByHand).toBeGreaterThan(0);
    expect(keys + drags).toBeGreaterThan(3);
    const verdict = await page.getAttribute('[data-testid=end-title]', 'data-verdict');
    expect(verdict).toMatch(/^(won|lost|draw)$/);
    const title = (await page.textContent('[data-testid=end-title]'))!;
    expect(title).toMatch(verdict === 'won' ? /You won/ : verdict === 'lost' ? /You lost/ : /draw/i);
    await shootSizes(page, `radio-game-end-${verdict}`);
    console.log(`radio game: ${verdict}; enemy track ${seenTrack} points; ${keys} key moves, ${drags} drags, ${crossedByHand} cells crossed by hand; ${Math.round((Date.now() - started) / 1000)} s`);
  });
});
