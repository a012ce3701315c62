import type { Page } from 'playwright-core';

/** One event of Chromium's trace (the fields the benches read). */
export interface TraceEvent {
  readonly name: string;
  readonly cat: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  readonly tdur?: number;
  readonly tid: number;
  readonly pid: number;
  readonly args?: { readonly data?: { readonly frame?: string } } & Record<string, unknown>;
}

export interface MessageCpu {
  /** The task that took the state message in and patched the DOM. */
  readonly task: number[];
  /** That task and every main-thread task after it until the frame that paints it (style, layout, paint). */
  readonly painted: number[];
}

/** After this long without a paint, the page was not drawing (a hidden tab): the task alone counts. */
const FRAME_WAIT_US = 100_000;

/**
 * Main-thread CPU time of each task of `page` that updated the seat's DOM for a state message (the
 * watcher marks `rumbo:dom` inside it): from the socket's message event through the DOM patch, in
 * thread time, so a busy machine taking the core away does not count — the program's own cost. Beside
 * it, the same plus the main thread's work until the next paint, so work moved from the message's task
 * into the frame (layout, a deferred scroll) is still counted.
 * Runs `work` while Chromium traces.
 */
export async function domTaskCpu(page: Page, work: () => Promise<void>): Promise<MessageCpu> {
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (data) => events.push(...(data.value as unknown as TraceEvent[])));
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'], excludedCategories: ['*'] },
    transferMode: 'ReportEvents',
  });
  try {
    await work();
  } finally {
    await cdp.send('Tracing.end');
    await complete;
    await cdp.detach();
  }
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.tdur !== undefined).sort((a, b) => a.ts - b.ts);
  const paints = events.filter((e) => e.name === 'Paint' && e.ph === 'X');
  const marks = events.filter((e) => e.name === 'rumbo:dom');
  const task: number[] = [];
  const painted: number[] = [];
  const found = marks.map((mark) => tasks.findIndex((t) => t.tid === mark.tid && t.ts <= mark.ts && mark.ts <= t.ts + (t.dur ?? 0)));
  const messages = new Set(found);
  for (const at of found) {
    if (at < 0) continue;
    const own = tasks[at]!;
    task.push(own.tdur! / 1000);
    const end = own.ts + (own.dur ?? 0);
    const paint = paints.find((p) => p.tid === own.tid && p.ts >= end && p.ts - end < FRAME_WAIT_US);
    let cpu = own.tdur!;
    for (let next = at + 1; paint && next < tasks.length; next++) {
      const t = tasks[next]!;
      if (t.ts > paint.ts || messages.has(next)) break; // the next message's work is its own
      if (t.tid === own.tid) cpu += t.tdur!;
    }
    painted.push(cpu / 1000);
  }
  return { task, painted };
}
