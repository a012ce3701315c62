import type { Browser, Page } from 'playwright-core';

/** One layout invalidation Chromium recorded on a page: the element (tag and classes) and why. */
export interface LayoutInvalidation {
  readonly node: string;
  readonly reason: string;
}

interface TraceEvent {
  name: string;
  pid: number;
  args?: { data?: { nodeName?: string; reason?: string } };
}

/**
 * Every layout invalidation of each page while `action` runs, from a Chromium trace of the whole browser
 * (the invalidation-tracking category: the element and the reason, as DevTools shows them). A count of
 * work, not a time, so the machine's load cannot move it. Each page is found in the trace by a user
 * timing mark it sets once tracing runs. One trace at a time per browser: Chromium runs one.
 */
export async function layoutInvalidations<const P extends readonly Page[]>(browser: Browser, pages: P, action: () => Promise<void>): Promise<{ [K in keyof P]: LayoutInvalidation[] }> {
  const cdp = await browser.newBrowserCDPSession();
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (data) => events.push(...(data.value as unknown as TraceEvent[])));
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: ['blink.user_timing', 'disabled-by-default-devtools.timeline.invalidationTracking'], excludedCategories: ['*'] },
    transferMode: 'ReportEvents',
  });
  const marks = pages.map((_, i) => `layout-trace:${i}:${Math.random().toString(36).slice(2)}`);
  await Promise.all(pages.map((page, i) => page.evaluate((name) => performance.mark(name), marks[i]!)));
  try {
    await action();
    // The action's last state is laid out before the trace ends.
    await Promise.all(pages.map((page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))));
  } finally {
    await cdp.send('Tracing.end');
    await complete;
    await cdp.detach();
  }
  // One list per page, in the pages' order.
  return marks.map((mark) => {
    const pid = events.find((e) => e.name === mark)?.pid;
    if (pid === undefined) throw new Error('a page was not found in the trace');
    return events
      .filter((e) => e.pid === pid && e.name === 'LayoutInvalidationTracking')
      .map((e) => ({ node: (e.args?.data?.nodeName ?? '?').replace(/ data-v-[0-9a-f]+=''/g, ''), reason: e.args?.data?.reason ?? '?' }));
  }) as { [K in keyof P]: LayoutInvalidation[] };
}
