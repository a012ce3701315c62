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
 *   region instead, which must itself fit the viewport);
 * - clipped: an ancestor that hides its overflow (or scrolls sideways) cuts part of it away;
 * - overlap: two controls' boxes overlap, or something else covers its centre.
 * Controls outside an open modal dialog (aria-modal) are out of reach on purpose and skipped.
 */
export async function layoutProblems(page: Page): Promise<LayoutProblem[]> {
  return page.evaluate(() => {
    const SELECTOR = 'button, input:not([type=hidden]), select, textarea, a[href], [role=button], [tabindex]:not([tabindex="-1"])';
    const SLACK = 1;
    type Box = { left: number; top: number; right: number; bottom: number };
    const problems: { kind: 'cut-off' | 'clipped' | 'overlap'; control: string; other?: string }[] = [];
    const describe = (el: Element): string => {
      const id = el.getAttribute('data-testid') ?? el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30) ?? '';
      const attrs = Array.from(el.attributes).filter((a) => a.name.startsWith('data-') && a.name !== 'data-v-app').map((a) => `[${a.name}=${a.value}]`).join('');
      return `<${el.tagName.toLowerCase()}${attrs}> "${id}"`;
    };
    const visible = (el: Element): boolean => {
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return false;
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0;
    };
    const inside = (a: Box, b: Box): boolean =>
      a.left >= b.left - SLACK && a.top >= b.top - SLACK && a.right <= b.right + SLACK && a.bottom <= b.bottom + SLACK;
    const viewport: Box = { left: 0, top: 0, right: innerWidth, bottom: innerHeight };
    const controls = Array.from(document.querySelectorAll(SELECTOR)).filter(visible);
    const reachable: Element[] = [];
    for (const el of controls) {
      const box = el.getBoundingClientRect();
      let judge: Element | null = null;
      for (let a = el.parentElement; a && a !== document.body && a !== document.documentElement; a = a.parentElement) {
        const style = getComputedStyle(a);
        const overflows = [style.overflowX, style.overflowY];
        if (overflows.every((o) => o === 'visible')) continue;
        const abox = a.getBoundingClientRect();
        const scrolls = overflows.some((o) => o === 'auto' || o === 'scroll');
        if (!scrolls && !inside(box, abox)) {
          problems.push({ kind: 'clipped', control: describe(el), other: describe(a) });
          break;
        }
        if (scrolls) {
          // A scrolling region reaches everything up and down; sideways it must not cut controls.
          if (box.left < abox.left - SLACK || box.right > abox.right + SLACK) problems.push({ kind: 'clipped', control: describe(el), other: describe(a) });
          judge ??= a;
        }
      }
      const judged = judge ? judge.getBoundingClientRect() : box;
      if (!inside(judged, viewport)) {
        problems.push({ kind: 'cut-off', control: describe(el), ...(judge ? { other: describe(judge) } : {}) });
        continue;
      }
      // Only what is actually on screen can be hit-tested (a control scrolled out of its region is fine).
      const x = Math.min(Math.max((box.left + box.right) / 2, 0), innerWidth - 1);
      const y = Math.min(Math.max((box.top + box.bottom) / 2, 0), innerHeight - 1);
      const judgeBox = judge ? judge.getBoundingClientRect() : viewport;
      if (x < judgeBox.left || x > judgeBox.right || y < judgeBox.top || y > judgeBox.bottom) continue;
      const hit = document.elementFromPoint(x, y);
      if (!hit || el.contains(hit) || hit.contains(el)) {
        reachable.push(el);
        continue;
      }
      // An open modal dialog makes what is outside it inert on purpose; anything else over a control hides it.
      const modal = Array.from(document.querySelectorAll('[aria-modal=true]')).find(visible);
      if (modal && !modal.contains(el)) continue;
      const cover = hit.closest(SELECTOR) ?? hit;
      problems.push({ kind: 'overlap', control: describe(el), other: describe(cover) });
    }
    for (let i = 0; i < reachable.length; i++) {
      for (let j = i + 1; j < reachable.length; j++) {
        const a = reachable[i]!;
        const b = reachable[j]!;
        if (a.contains(b) || b.contains(a)) continue;
        const ra = a.getBoundingClientRect();
        const rb = b.getBoundingClientRect();
        const w = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
        const h = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
        if (w > SLACK && h > SLACK) problems.push({ kind: 'overlap', control: describe(a), other: describe(b) });
      }
    }
    return problems;
  });
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

export const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const;

export interface ScreenReport {
  readonly screen: string;
  readonly viewport: string;
  readonly theme: string;
  readonly layout: LayoutProblem[];
  readonly axe: AxeViolation[];
}

/**
 * The screen as it is now at each size and theme: a screenshot `out/screenshots/NAME-WxH-THEME.png`,
 * the layout check and axe. Restores the page's size and theme afterwards.
 */
export async function checkScreen(page: Page, name: string): Promise<ScreenReport[]> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const size = page.viewportSize();
  const theme = await page.evaluate(() => document.documentElement.dataset.theme ?? 'light');
  const reports: ScreenReport[] = [];
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    for (const t of ['light', 'dark']) {
      await page.evaluate((value) => (document.documentElement.dataset.theme = value), t);
      // Two frames: the new size and theme are laid out and painted.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const label = `${viewport.width}x${viewport.height}`;
      await page.screenshot({ path: join(SCREENSHOTS, `check-${name}-${label}-${t}.png`) });
      reports.push({ screen: name, viewport: label, theme: t, layout: await layoutProblems(page), axe: await seriousAxeViolations(page) });
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
