import type { Page } from 'playwright-core';

interface TraceEvent {
  readonly name: string;
  readonly cat: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  readonly tdur?: number;
  readonly tid: number;
}

/**
 * Main-thread CPU time of each task of `page` that updated the seat's DOM for a state message (the
 * watcher marks `rumbo:dom` inside it): from the socket's message event through the DOM patch, in
 * thread time, so a busy machine taking the core away does not count — the program's own cost.
 * Runs `work` while Chromium traces.
 */
export async function domTaskCpu(page: Page, work: () => Promise<void>): Promise<number[]> {
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (data) => events.push(...(data.value as unknown as TraceEvent[])));
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: ['disabled-by-default-devtools.timeline', 'blink.user_timing'], excludedCategories: ['*'] },
    transferMode: 'ReportEvents',
  });
  try {
    await work();
  } finally {
    await cdp.send('Tracing.end');
    await complete;
    await cdp.detach();
  }
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.tdur !== undefined);
  const marks = events.filter((e) => e.name === 'rumbo:dom');
  const cpu: number[] = [];
  for (const mark of marks) {
    const task = tasks.find((t) => t.tid === mark.tid && t.ts <= mark.ts && mark.ts <= t.ts + (t.dur ?? 0));
    if (task) cpu.push(task.tdur! / 1000);
  }
  return cpu;
}
