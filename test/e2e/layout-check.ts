import { createRequire } from 'node:module';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { SCREENSHOTS } from './browser';

/** What the layout check finds wrong with one control, in words a failing test can print. */
export interface LayoutProblem {
  readonly kind: 'cut-off' | 'clipped' | 'overlap';
  readonly control: string;
  readonly other?: string;
}

/**
 * Every visible interactive control on the page, checked in the page itself:
 * - cut off: not wholly inside the viewport (a control inside a scrolling region is judged by that
 *   region instead, which must itself fit the viewport); a page wider than the viewport is cut off too;
 * - clipped: an ancestor that hides its overflow (or scrolls sideways) cuts part of it away;
 * - overlap: two controls' boxes overlap, or something else covers its centre.
 * Controls outside an open modal dialog (aria-modal) are out of reach on purpose and skipped.
 *
 * `pageScrolls` (a phone): the page itself may scroll down, so a control below the fold is not cut
 * off (only one that sticks out sideways is); the page is scrolled a screen at a time and a control
 * counts as covered only if it is covered at every position where it is on screen.
 */
export async function layoutProblems(page: Page, pageScrolls = false): Promise<LayoutProblem[]> {
  return page.evaluate(async (scrolls) => {
    const SELECTOR = 'button, input:not([type=hidden]), select, textarea, a[href], [role=button], [tabindex]:not([tabindex="-1"])';
    const SLACK = 1;
    type Box = { left: number; top: number; right: number; bottom: number };
    type Problem = { kind: 'cut-off' | 'clipped' | 'overlap'; control: string; other?: string };
    const problems: Problem[] = [];
    const describe = (el: Element): string => {
      const id = el.getAttribute('data-testid') ?? el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30) ?? '';
      const attrs = Array.from(el.attributes).filter((a) => a.name.startsWith('data-') && a.name !== 'data-v-app').map((a) => `[${a.name}=${a.value}]`).join('');
      return `<${el.tagName.toLowerCase()}${attrs}> "${id}"`;
    };
    const visible = (el: Element): boolean => {
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return false;
      // Inside a closed <details> (content-visibility: hidden) a control has a box but is not shown.
      if (typeof el.checkVisibility === 'function' && !el.checkVisibility({ contentVisibilityAuto: true })) return false;
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0;
    };
    const inside = (a: Box, b: Box): boolean =>
      a.left >= b.left - SLACK && a.top >= b.top - SLACK && a.right <= b.right + SLACK && a.bottom <= b.bottom + SLACK;
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // A page wider than the screen scrolls sideways: on a phone, half of it is out of sight.
    const pageWidth = document.documentElement.scrollWidth;
    if (pageWidth > innerWidth + SLACK) problems.push({ kind: 'cut-off', control: `<page> ${pageWidth} px wide in a ${innerWidth} px viewport` });
    const controls = Array.from(document.querySelectorAll(SELECTOR)).filter(visible);
    /** Each control's scrolling region (the one that judges it), or null for the viewport. */
    const judges = new Map<Element, Element | null>();
    for (const el of controls) {
      const box = el.getBoundingClientRect();
      let judge: Element | null = null;
      let bad = false;
      for (let a = el.parentElement; a && a !== document.body && a !== document.documentElement; a = a.parentElement) {
        const style = getComputedStyle(a);
        const overflows = [style.overflowX, style.overflowY];
        if (overflows.every((o) => o === 'visible')) continue;
        const abox = a.getBoundingClientRect();
        const scrolling = overflows.some((o) => o === 'auto' || o === 'scroll');
        if (!scrolling && !inside(box, abox)) {
          problems.push({ kind: 'clipped', control: describe(el), other: describe(a) });
          bad = true;
          break;
        }
        if (scrolling) {
          // A scrolling region reaches everything up and down; sideways it must not cut controls.
          if (box.left < abox.left - SLACK || box.right > abox.right + SLACK) problems.push({ kind: 'clipped', control: describe(el), other: describe(a) });
          judge ??= a;
        }
      }
      if (bad) continue;
      const judged = judge ? judge.getBoundingClientRect() : box;
      const top = scrolls ? -Infinity : 0;
      const bottom = scrolls ? Infinity : innerHeight;
      if (!inside(judged, { left: 0, right: innerWidth, top, bottom })) {
        problems.push({ kind: 'cut-off', control: describe(el), ...(judge ? { other: describe(judge) } : {}) });
        continue;
      }
      judges.set(el, judge);
    }
    // Covered: hit-test each control's centre wherever it is on screen (one position, or each screenful).
    const clean = new Set<Element>();
    const outOfReach = new Set<Element>();
    const covered = new Map<Element, Problem>();
    const hitTest = () => {
      for (const [el, judge] of judges) {
        if (clean.has(el)) continue;
        const box = el.getBoundingClientRect();
        const x = Math.min(Math.max((box.left + box.right) / 2, 0), innerWidth - 1);
        const y = (box.top + box.bottom) / 2;
        if (y < 0 || y > innerHeight - 1) continue;
        // Only what is actually on screen can be hit-tested (a control scrolled out of its region is fine).
        const judgeBox = judge ? judge.getBoundingClientRect() : { left: 0, top: 0, right: innerWidth, bottom: innerHeight };
        if (x < judgeBox.left || x > judgeBox.right || y < judgeBox.top || y > judgeBox.bottom) continue;
        const hit = document.elementFromPoint(x, y);
        if (!hit || el.contains(hit) || hit.contains(el)) {
          clean.add(el);
          covered.delete(el);
          continue;
        }
        // An open modal dialog makes what is outside it inert on purpose; anything else over a control hides it.
        const modal = Array.from(document.querySelectorAll('[aria-modal=true]')).find(visible);
        if (modal && !modal.contains(el)) {
          clean.add(el);
          outOfReach.add(el);
          continue;
        }
        const cover = hit.closest(SELECTOR) ?? hit;
        covered.set(el, { kind: 'overlap', control: describe(el), other: describe(cover) });
      }
    };
    if (!scrolls) hitTest();
    else {
      const start = scrollY;
      const end = document.documentElement.scrollHeight - innerHeight;
      for (let y = 0; ; y = Math.min(end, y + Math.floor(innerHeight * 0.6))) {
        scrollTo(0, y);
        await frame();
        hitTest();
        if (y >= end) break;
      }
      scrollTo(0, start);
      await frame();
    }
    problems.push(...covered.values());
    // When the page scrolls, something fixed or sticky (a footer) moves over the page: the hit test at
    // each position judged it, so its box is not compared with the page's.
    const floats = (el: Element): boolean => {
      for (let a: Element | null = el; a && a !== document.body; a = a.parentElement) {
        const position = getComputedStyle(a).position;
        if (position === 'fixed' || position === 'sticky') return true;
      }
      return false;
    };
    const reachable = [...judges.keys()].filter((el) => !covered.has(el) && !outOfReach.has(el));
    /** The part of a control its scrolling region shows (one scrolled out of a list hides nothing below it). */
    const shown = (el: Element): Box => {
      const box = el.getBoundingClientRect();
      const judge = judges.get(el);
      if (!judge) return box;
      const region = judge.getBoundingClientRect();
      return { left: Math.max(box.left, region.left), top: Math.max(box.top, region.top), right: Math.min(box.right, region.right), bottom: Math.min(box.bottom, region.bottom) };
    };
    for (let i = 0; i < reachable.length; i++) {
      for (let j = i + 1; j < reachable.length; j++) {
        const a = reachable[i]!;
        const b = reachable[j]!;
        if (a.contains(b) || b.contains(a)) continue;
        if (scrolls && floats(a) !== floats(b)) continue;
        const ra = shown(a);
        const rb = shown(b);
        const w = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
        const h = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
        if (w > SLACK && h > SLACK) problems.push({ kind: 'overlap', control: describe(a), other: describe(b) });
      }
    }
    return problems;
  }, pageScrolls);
}

const axeSource: string = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

export interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly targets: string[];
}

/** axe-core's serious and critical violations on the page as it is now. */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 6).map((n) => String(n.target.join(' '))) }));
  });
}

export const VIEWPORTS: readonly { width: number; height: number }[] = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
];
/** A phone held upright (issue 18.2): every screen must work there too. */
export const PHONE = { width: 390, height: 844 } as const;

export interface ScreenReport {
  readonly screen: string;
  readonly viewport: string;
  readonly theme: string;
  readonly layout: LayoutProblem[];
  readonly axe: AxeViolation[];
}

/**
 * The screen as it is now at each size (1280×800 and 1920×1080 unless told) and theme: a screenshot `out/screenshots/NAME-WxH-THEME.png`,
 * the layout check and axe. Restores the page's size and theme afterwards.
 */
export async function checkScreen(page: Page, name: string, viewports: readonly { width: number; height: number }[] = VIEWPORTS): Promise<ScreenReport[]> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const size = page.viewportSize();
  const theme = await page.evaluate(() => document.documentElement.dataset.theme ?? 'light');
  const reports: ScreenReport[] = [];
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    for (const t of ['light', 'dark']) {
      await page.evaluate((value) => (document.documentElement.dataset.theme = value), t);
      // Two frames: the new size and theme are laid out and painted.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const label = `${viewport.width}x${viewport.height}`;
      await page.screenshot({ path: join(SCREENSHOTS, `check-${name}-${label}-${t}.png`) });
      // A phone scrolls the page; a desktop screen fits its window.
      const layout = await layoutProblems(page, viewport.width < 600);
      reports.push({ screen: name, viewport: label, theme: t, layout, axe: await seriousAxeViolations(page) });
    }
  }
  if (size) await page.setViewportSize(size);
  await page.evaluate((value) => (document.documentElement.dataset.theme = value), theme);
  return reports;
}

/** One line per problem, for a failing assertion that says what to fix. */
export function describeReports(reports: readonly ScreenReport[]): string[] {
  return reports.flatMap((r) => [
    ...r.layout.map((p) => `${r.screen} ${r.viewport} ${r.theme}: ${p.kind} ${p.control}${p.other ? ` (${p.other})` : ''}`),
    ...r.axe.map((v) => `${r.screen} ${r.viewport} ${r.theme}: axe ${v.impact} ${v.id} — ${v.help}: ${v.targets.join(', ')}`),
  ]);
}

/** WCAG 2.5.5's target size: a finger needs 44 × 44 CSS px (issue 29.3). */
export const TOUCH_TARGET = 44;

/** A phone held upright, as a touch screen: `(pointer: coarse)` and `(hover: none)` match in it. */
export const TOUCH_PHONE = { viewport: PHONE, hasTouch: true, isMobile: true } as const;

export interface SmallTarget {
  readonly control: string;
  readonly width: number;
  readonly height: number;
}

/**
 * Every visible interactive control smaller than 44 × 44 CSS px, in words a failing test can print
 * (a check box or radio button by its label, which takes the finger's tap for it).
 * A map's cells are exempt: the map is drawn to the screen's width and its cells are its size
 * (WCAG 2.5.8's "essential" exception); a click beside a cell says why it was refused.
 */
export async function smallTouchTargets(page: Page, min = TOUCH_TARGET): Promise<SmallTarget[]> {
  return page.evaluate((least) => {
    const SELECTOR = 'button, input:not([type=hidden]), select, textarea, a[href], [role=button], [role=tab], [tabindex]:not([tabindex="-1"])';
    const small: { control: string; width: number; height: number }[] = [];
    for (const el of Array.from(document.querySelectorAll(SELECTOR))) {
      if (el.closest('svg.board')) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      if (typeof el.checkVisibility === 'function' && !el.checkVisibility({ contentVisibilityAuto: true, opacityProperty: true })) continue;
      // A check box or radio is pressed through its label (a tap on the words toggles it): the label is the target.
      const box = el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio') ? (el.labels?.[0] ?? el) : el;
      const r = box.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      // Half a pixel of rounding is not a smaller finger.
      if (r.width + 0.5 >= least && r.height + 0.5 >= least) continue;
      const id = el.getAttribute('data-testid') ?? el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30) ?? '';
      const attrs = Array.from(el.attributes).filter((a) => a.name.startsWith('data-') && !a.name.startsWith('data-v-')).map((a) => `[${a.name}=${a.value}]`).join('');
      small.push({ control: `<${el.tagName.toLowerCase()}${attrs}> "${id}"`, width: Math.round(r.width), height: Math.round(r.height) });
    }
    return small;
  }, min);
}

/**
 * Text of `selector` that breaks a word across lines ("Detectio / n") or spills out of its box:
 * each word is measured with a Range, and a word drawn on two lines has two line boxes.
 */
export async function brokenWords(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const out: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(sel))) {
      if (!el.checkVisibility()) continue;
      if (el.scrollWidth > el.clientWidth + 1) out.push(`"${el.innerText.replace(/\s+/g, ' ')}" spills out of its ${el.clientWidth} px box`);
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        if (!node.parentElement?.checkVisibility()) continue;
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set(Array.from(range.getClientRects()).filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (lines.size > 1) out.push(`"${match[0]}" is broken over ${lines.size} lines`);
        }
      }
    }
    return out;
  }, selector);
}
