/**
 * Issue 29.5, round 5: a state message lays out only what it changed. The board's SVG (the Captain's and
 * the Radio Operator's) and the First Mate's dials sat in grid tracks sized by their content, so the grid
 * laid them out at an indefinite height before the stretched one: Chromium reported the SVG's size as
 * changed in every layout and laid out every label, grid line and island of the map again, twice per
 * message. Read from a Chromium trace of each page (layout invalidations: the element and the reason).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { needsTools } from '../support/needs-tools';
import { launchChromium } from './browser';
import { layersOf } from './layers';
import { layoutInvalidations, type LayoutInvalidation } from './layout-trace';
import { browserAndHost, seatEveryone, seatOf } from './table';

const needsBrowser = needsTools(['chromium']);
const table = browserAndHost(() => launchChromium());

const sized = (list: LayoutInvalidation[], node: RegExp) => list.filter((i) => node.test(i.node) && i.reason === 'Size changed');
const touching = (list: LayoutInvalidation[], node: RegExp) => list.filter((i) => node.test(i.node));
/** The map under the route: its labels, grid and sector lines, islands. */
const MAP = /^text class='(coord|sector-number)|^line( class='sector-line')?$|^rect class='(island|sea)'/;
const lines = (page: Page) => page.locator('[data-testid=feed] li.line').count();
/** How many states the page has shown (the seat screen counts them). */
const updates = async (page: Page) => Number(await page.getAttribute('[data-updates]', 'data-updates'));

describe.skipIf(needsBrowser.skip)('a state message lays out only what it changed', needsBrowser.options, () => {
  let captain: Page;
  let firstMate: Page;
  let engineer: Page;
  let yellow: Page;

  it("the Captain's course moves the route and the sub, not the map under them", async () => {
    // Blue: a page for each role (a page that holds several roles follows the duty to the next tab);
    // yellow: one page with every role, on the Radio Operator's tab.
    const { seats } = await seatEveryone(table.browser(), table.base(), {
      mode: 'realtime',
      mapId: 'training-15',
      crews: { blue: 4, yellow: 1 },
      layout: { blue: [['captain'], ['firstMate'], ['engineer'], ['radioOperator']], yellow: [['captain', 'firstMate', 'engineer', 'radioOperator']] },
    });
    [captain, firstMate, engineer, yellow] = [seatOf(seats, 'blue', 'captain'), seatOf(seats, 'blue', 'firstMate'), seatOf(seats, 'blue', 'engineer'), seatOf(seats, 'yellow', 'captain')];
    await captain.click('[data-cell="A1"]');
    await yellow.click('[data-cell="A15"]');
    await captain.waitForSelector('[data-direction="E"]:not([disabled])');
    await yellow.click('[data-tab=radioOperator]');
    const before = await lines(captain);
    const [list] = await layoutInvalidations(table.browser(), [captain], async () => {
      await captain.click('[data-direction="E"]');
      await expect.poll(() => lines(captain), { timeout: 10_000 }).toBeGreaterThan(before);
    });
    // The course was laid out (the route's first piece, the feed's new line): the trace saw this page's work.
    expect(touching(list, /^polyline class='route'|^LI /).length).toBeGreaterThan(0);
    expect(sized(list, /^svg class='board/)).toEqual([]);
    // Before: every label, grid line and island of the map, twice.
    expect(touching(list, MAP)).toEqual([]);
  });

  it('the map under the route is a compositing layer of its own, so a course does not raster it again', async () => {
    // Round 6: the glowing sector lines and the water's gradient were rastered again under the route's
    // whole box at every course, on every page that shows a map (the Captain's raster per click ~7 → 3 ms).
    const map = (await captain.locator('svg.board .static').boundingBox())!;
    const layers = await layersOf(captain, 'svg.board');
    // Made a layer for its will-change (not for overlapping one), the map's size less the labels' overhang.
    const own = layers.filter((l) => l.reasons.includes('WillChangeTransform'));
    expect(own.some((l) => l.width * l.height >= 0.9 * map.width * map.height), JSON.stringify({ map, layers })).toBe(true);
  });

  it("the First Mate's mark redraws one dial's segments, not the dial's box, and not the Captain's map", async () => {
    await firstMate.waitForSelector('[data-mark]:not([disabled])');
    const crew = [firstMate, captain];
    const before = await Promise.all(crew.map(updates));
    const [onFirstMate, onCaptain] = await layoutInvalidations(table.browser(), [firstMate, captain], async () => {
      await firstMate.click('[data-mark]:not([disabled])');
      for (const [i, page] of crew.entries()) await expect.poll(() => updates(page), { timeout: 10_000 }).toBeGreaterThan(before[i]!);
    });
    expect(touching(onFirstMate, /^path class='segment/).length).toBeGreaterThan(0);
    expect(sized(onFirstMate, /^svg class='dial'/)).toEqual([]);
    // The Captain's page showed the mark (its systems' gauges) without touching the board.
    expect(onCaptain.length).toBeGreaterThan(0);
    expect(sized(onCaptain, /^svg class='board/)).toEqual([]);
    expect(touching(onCaptain, MAP)).toEqual([]);
  });

  it("the enemy's course is written on the Radio Operator's sheet without laying its map out again", async () => {
    await engineer.click('[data-testid=engineer-sheet] button.slot:not([disabled])');
    await captain.waitForSelector('[data-direction="E"]:not([disabled])');
    const log = yellow.locator('.radio [data-testid=event-log] li');
    const before = await log.count();
    const [list] = await layoutInvalidations(table.browser(), [yellow], async () => {
      await captain.click('[data-direction="E"]');
      // The course is heard: a new line in the radio log, a new step on the sheet.
      await expect.poll(() => log.count(), { timeout: 10_000 }).toBeGreaterThan(before);
    });
    expect(list.length).toBeGreaterThan(0);
    expect(sized(list, /^svg class='board/)).toEqual([]);
    expect(touching(list, MAP)).toEqual([]);
  });

  it("the Engineer's cross changes the symbols' reasons without laying out the hidden ones", async () => {
    // The captain's second course is owed a cross: the reasons on the sheet's 24 symbols change with it.
    await engineer.waitForSelector('[data-testid=engineer-sheet] button.slot:not([disabled])');
    const before = await updates(engineer);
    const [list] = await layoutInvalidations(table.browser(), [engineer], async () => {
      await engineer.click('[data-testid=engineer-sheet] button.slot:not([disabled])');
      await expect.poll(() => updates(engineer), { timeout: 10_000 }).toBeGreaterThan(before);
    });
    // The cross was laid out (its mark on the symbol) …
    expect(touching(list, /^SPAN class='x'/).length).toBeGreaterThan(0);
    // … and no reason out of sight: a hidden tip has no box, so a changed reason costs no layout (before: ~45
    // text nodes of hidden tips taken out of the layout and put back per click).
    expect(touching(list, /class='why-tip/)).toEqual([]);
    const tips = await engineer.evaluate(() => Array.from(document.querySelectorAll('.why-tip'), (tip) => ({ shown: tip.classList.contains('shown'), boxes: tip.getClientRects().length, text: tip.textContent })));
    expect(tips.length).toBeGreaterThan(0);
    expect(tips.filter((tip) => !tip.shown && tip.boxes > 0)).toEqual([]);
    // Still there for a screen reader (aria-describedby reads the hidden text).
    expect(tips.every((tip) => tip.text !== '')).toBe(true);
  });
});
