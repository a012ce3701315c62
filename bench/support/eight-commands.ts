import type { Page } from 'playwright-core';
import type { EightSeats } from './eight-seats';
import { seenAt, updatesOf } from './moves-watch';

const SNAKE = ['E', 'E', 'E', 'E', 'E', 'E', 'E', 'E', 'E', 'S', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'W', 'S', 'E', 'E', 'E', 'E'];

/** One command of the eight-seat table: when it was clicked (wall clock, ms) and when each blue page showed it. */
export interface CommandTiming {
  readonly seat: string;
  readonly clickedAt: number;
  readonly seen: readonly number[];
}

async function clickAt(page: Page, selector: string): Promise<number> {
  const enabled = `${selector}:not([disabled])`;
  await page.waitForSelector(enabled);
  return page.evaluate(`(() => { performance.mark('bench:click'); document.querySelector(${JSON.stringify(enabled)}).click(); return performance.timeOrigin + performance.now(); })()`);
}

/**
 * The blue crew's commands of bench:ui's eight-seat table: the Captain steers a snake, the First Mate
 * marks a gauge and the Engineer crosses a slot after each course. Only blue acts, and every blue
 * seat sees each of its crew's commands (yellow seats get a state only when they hear something: no
 * timing tell), so the wait is on the four blue pages.
 */
export async function playBlueCommands(table: EightSeats): Promise<CommandTiming[]> {
  const crew = table.crew('blue');
  const timings: CommandTiming[] = [];
  const measure = async (seat: string, selector: string) => {
    const targets = await Promise.all(crew.map(async (c) => (await updatesOf(c)) + 1));
    const clickedAt = await clickAt(table.page('blue', seat), selector);
    timings.push({ seat, clickedAt, seen: await seenAt(crew, targets) });
  };
  for (const direction of SNAKE) {
    await measure('captain', `[data-direction="${direction}"]`);
    // Once every gauge is full the First Mate has nothing to mark.
    if (await table.page('blue', 'firstMate').locator('[data-mark]:not([disabled])').count()) await measure('firstMate', '[data-mark]');
    await measure('engineer', '[data-testid=engineer-sheet] button.slot');
  }
  return timings;
}
