import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { needsTools } from '../support/needs-tools';
import { launchChromium, shootBothThemes } from './browser';
import { browserAndHost, newPage } from './table';

const needsBrowser = needsTools(['chromium']);

const table = browserAndHost(() => launchChromium());

/** Solo against a bot crew (of three in real time, which needs four players): this page holds every role of `team`. */
async function soloGame(mode: 'turn' | 'realtime', team: 'blue' | 'yellow', mapId = 'training-10'): Promise<Page> {
  const bot = team === 'blue' ? 'yellow' : 'blue';
  const bots = mode === 'realtime' ? 3 : 1;
  const page = await newPage(table.browser(), `${table.base()}/?name=Solo&lang=en`);
  await page.selectOption('[data-testid=mode]', mode);
  await page.selectOption('[data-testid=map]', mapId);
  await page.selectOption(`[data-testid=crew-${team}]`, '1');
  await page.selectOption(`[data-testid=crew-${bot}]`, String(bots));
  await page.click('[data-testid=create]');
  await page.click(`[data-take="${team}-0"]`);
  for (let i = 0; i < bots; i++) {
    await page.click(`[data-bot="${bot}-${i}-2"]`);
    await page.waitForSelector(`[data-seat="${bot}-${i}"] .bot`);
  }
  await page.click('[data-testid=ready]');
  await page.click('[data-testid=start]:not([disabled])');
  await page.waitForSelector('[data-testid=seat-title]');
  return page;
}

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Every visible control lies wholly inside the viewport, and no two overlap. */
async function controlsFit(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const controls = Array.from(document.querySelectorAll<HTMLElement>('button, input, select, textarea, [role=tab]')).filter((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    });
    const name = (el: HTMLElement) => el.dataset.testid ?? el.dataset.slot ?? el.dataset.mark ?? el.textContent?.trim().slice(0, 20) ?? el.tagName;
    const boxes = controls.map((el) => ({ el, r: el.getBoundingClientRect() }));
    for (const { el, r } of boxes) {
      if (r.left < -0.5 || r.top < -0.5 || r.right > innerWidth + 0.5 || r.bottom > innerHeight + 0.5) problems.push(`cut off: ${name(el)}`);
    }
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
        const w = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
        const h = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
        if (w > 1 && h > 1) problems.push(`overlap: ${name(a.el)} × ${name(b.el)}`);
      }
    }
    return problems;
  });
}

/** WCAG contrast of an element's text against the first opaque background behind it. */
async function contrastOf(page: Page, selector: string): Promise<number> {
  return page.evaluate((sel) => {
    const parse = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
    const lum = ([r, g, b]: number[]) =>
      [r!, g!, b!].map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4)).reduce((s, v, i) => s + v * [0.2126, 0.7152, 0.0722][i]!, 0);
    const el = document.querySelector<HTMLElement>(sel)!;
    let bg: HTMLElement | null = el;
    while (bg && (parse(getComputedStyle(bg).backgroundColor)[3] ?? 1) === 0) bg = bg.parentElement;
    const fg = lum(parse(getComputedStyle(el).color));
    const back = lum(parse(getComputedStyle(bg ?? document.body).backgroundColor));
    return (Math.max(fg, back) + 0.05) / (Math.min(fg, back) + 0.05);
  }, selector);
}

async function boardBox(page: Page): Promise<Box> {
  return (await page.locator('.board').first().boundingBox())!;
}

async function waitOurCourse(page: Page): Promise<void> {
  await page.waitForSelector('[data-tab=captain] [data-duty=course]', { timeout: 30_000 });
}

async function shootTabs(page: Page, size: string): Promise<void> {
  for (const tab of ['captain', 'firstMate', 'engineer', 'radioOperator']) {
    await page.click(`[data-tab=${tab}]`);
    await shootBothThemes(page, `seat-${tab}-${size}`);
    expect(await controlsFit(page), `${tab} at ${size}`).toEqual([]);
    // Item 15: a station fills the console's height, not 40 % of it.
    const station = (await page.locator('main.body > *').first().boundingBox())!;
    expect(station.height, `${tab} at ${size}`).toBeGreaterThan(page.viewportSize()!.height * 0.8);
  }
}

/**
 * One solo turn-by-turn game (this page holds every yellow role on training-10, starting at E1),
 * played by keyboard; each step checks one defect of issue 12 and leaves the game for the next.
 */
describe.skipIf(needsBrowser.skip)('the seat screens as a console, turn by turn', needsBrowser.options, () => {
  let page: Page;

  it('7: the tab of a role the game waits on says what it owes', async () => {
    page = await soloGame('turn', 'yellow');
    await page.waitForSelector('[data-tab=captain] [data-duty=place]');
    expect(await page.textContent('[data-tab=captain] [data-duty]')).toBe('Choose a start');
  });

  it('4: after a click on the map the arrows still steer, and a refused arrow says why', async () => {
    await page.click('[data-cell="E1"]');
    expect(await page.evaluate(() => document.activeElement?.tagName.toLowerCase())).toBe('svg');
    await waitOurCourse(page);
    await shootBothThemes(page, 'seat-captain-start');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => page.textContent('[data-testid=feed-notice]')).toBe('Course North blocked: Off the map.');
    expect(await page.locator('[data-testid=edge-flash]').count()).toBe(1);
    await page.keyboard.press('ArrowRight');
    await page.waitForSelector('[data-tab=firstMate] [data-duty=mark]');
    expect(await page.textContent('[data-tab=engineer] [data-duty]')).toBe('Cross a symbol');
  });

  it('15: the First Mate’s gauges are big dials, and every First Mate action has a key shown on its button', async () => {
    await page.click('[data-tab=firstMate]');
    expect((await page.locator('[data-mark=torpedo]').boundingBox())!.height).toBeGreaterThan(150);
    expect(await page.textContent('[data-mark=torpedo] kbd')).toBe('2');
    expect(await page.textContent('[data-testid=fm-drone] kbd')).toBe('D');
    expect(await page.textContent('[data-testid=fm-sonar] kbd')).toBe('S');
    await shootBothThemes(page, 'seat-first-mate-marking');
    await page.keyboard.press('2');
    await page.waitForSelector('[data-tab=firstMate] [data-duty=mark]', { state: 'detached' });
    expect(await page.textContent('[data-mark=torpedo] .state')).toBe('Charge 1/3');
  });

  it('8: the Engineer’s sheet draws its circuits as lines, names them by colour, and shows what each crossing does', async () => {
    await page.click('[data-tab=engineer]');
    expect(await page.locator('[data-testid=circuit-line]').count()).toBe(3);
    expect(await page.textContent('.legend')).toContain('Circuit yellow');
    expect(await page.getAttribute('[data-slot="21"] [data-advice]', 'data-advice')).toBe('safe');
    expect(await page.textContent('[data-slot="18"] [data-advice]')).toContain('Breaks Detection');
    expect(await page.textContent('[data-slot="21"] kbd')).toBe('4');
    expect((await page.locator('[data-testid=engineer-sheet]').boundingBox())!.width).toBeGreaterThan(640);
    await shootBothThemes(page, 'seat-engineer-crossing');
    await page.keyboard.press('4');
    await page.waitForSelector('[data-slot="21"] .x');
  });

  it('9: a torpedo next to our own sub warns in the confirm step, which takes the keyboard', async () => {
    // Three more turns by keyboard only, charging the torpedo; the sub ends at G3.
    const plan = [
      { arrow: 'ArrowDown', mark: '2', slotKey: '5', slot: 16 },
      { arrow: 'ArrowRight', mark: '2', slotKey: '6', slot: 23 },
      { arrow: 'ArrowDown', mark: '1', slotKey: '6', slot: 17 },
    ];
    for (const step of plan) {
      await page.click('[data-tab=captain]');
      await page.click('[data-testid=end-turn]:not([disabled])');
      await page.waitForSelector('[data-testid=turn][data-turn-team=blue]');
      await waitOurCourse(page);
      await page.focus('.board');
      await page.keyboard.press(step.arrow);
      await page.waitForSelector('[data-tab=firstMate] [data-duty=mark]');
      await page.click('[data-tab=firstMate]');
      await page.keyboard.press(step.mark);
      await page.click('[data-tab=engineer]');
      await page.keyboard.press(step.slotKey);
      await page.waitForSelector(`[data-slot="${step.slot}"] .x`);
    }
    await page.click('[data-tab=captain]');
    await page.click('[data-system=torpedo]:not([disabled])');
    // Aiming already shows which cells would hit us: ours and the eight around it.
    expect(await page.locator('.pickable.risky').count()).toBeGreaterThan(0);
    expect(await page.getAttribute('[data-cell="H3"]', 'class')).toContain('risky');
    expect(await page.getAttribute('[data-cell="J3"]', 'class')).not.toContain('risky');
    await page.click('[data-cell="H3"]');
    expect(await page.textContent('[data-testid=self-hit]')).toContain('This will hit your own submarine (distance 1): 1 damage');
    expect(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.testid)).toBe('confirm-yes');
    await shootBothThemes(page, 'seat-captain-confirm');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid=confirm]', { state: 'detached' });
  });

  it('1: the feed tells the blast, our damage and its cause, and the map rings the cell', async () => {
    await expect.poll(() => page.textContent('[data-testid=feed]')).toMatch(/Yellow torpedo at H3: indirect hit on us, 1 damage/);
    expect(await page.locator('.board [data-testid=blast-ring][data-cell=H3]').count()).toBe(1);
    await shootBothThemes(page, 'seat-captain-blast');
  });

  it('13: our sub is drawn in our team’s colour, and the yellow team’s text reads in both themes', async () => {
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('.sub .hull')!).fill)).toBe('rgb(255, 213, 79)');
    for (const theme of ['light', 'dark']) {
      await page.evaluate((t) => (document.documentElement.dataset.theme = t), theme);
      expect(await contrastOf(page, '[data-testid=seat-title]'), theme).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('11, 15: every station fits 1280×800 and 1920×1080, nothing cut off or overlapping', async () => {
    await shootTabs(page, '1280x800');
    await page.setViewportSize({ width: 1920, height: 1080 });
    await shootTabs(page, '1920x1080');
  });
});

describe.skipIf(needsBrowser.skip)('the seat screens as a console, in real time', needsBrowser.options, () => {
  it('11, 4: surfacing in real time brings the hull panel without moving the map or pushing a control off screen; H secures the sections', async () => {
    const page = await soloGame('realtime', 'blue', 'training-15');
    await page.click('[data-cell="C3"]');
    await page.waitForSelector('[data-testid=surface]:not([disabled])', { timeout: 30_000 });
    const before = await boardBox(page);
    await page.click('[data-testid=surface]');
    await page.click('[data-testid=confirm-yes]');
    await page.waitForSelector('[data-testid=hull-panel]');
    await shootBothThemes(page, 'seat-captain-surfaced');
    expect(await boardBox(page)).toEqual(before);
    expect(await controlsFit(page)).toEqual([]);
    // Item 4: securing the hull has a key too (H: the next open section this seat holds).
    expect(await page.textContent('[data-testid=secure-engineer] kbd')).toBe('H');
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('h');
      await expect.poll(() => page.locator('[data-testid^=secure-]').count()).toBe(3 - i);
    }
    await page.waitForSelector('[data-testid=dive]');
    await page.setViewportSize({ width: 390, height: 844 });
    await shootBothThemes(page, 'seat-captain-phone');
  });
});
