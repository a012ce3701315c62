import type { Page } from 'playwright-core';

/** Helpers for a crew of one playing its own turns until the Radio Operator has an enemy track to work with. */

export const origin = (page: Page) => page.getAttribute('[data-testid=transparent-sheet]', 'data-origin');
/** The centre of map cell (col, row) on screen: the sheet's viewBox is the board's, one unit a cell plus the label band. */
export async function cellCentre(page: Page, col: number, row: number): Promise<{ x: number; y: number }> {
  const box = (await page.locator('[data-testid=transparent-sheet]').boundingBox())!;
  const units = await page.evaluate(() => Number(document.querySelector('[data-testid=transparent-sheet]')!.getAttribute('viewBox')!.split(' ')[2]));
  const px = box.width / units;
  return { x: box.x + (col + 1.5) * px, y: box.y + (row + 1.5) * px };
}

/** One turn of the Captain, First Mate and Engineer (all ours), as solo.test.ts plays it. */
export async function playTurn(page: Page): Promise<void> {
  await ourTurn(page);
  const direction = page.locator('[data-direction]:not([disabled])').first();
  if ((await direction.count()) === 0) {
    await page.click('[data-testid=surface]');
    await page.click('[data-testid=confirm-yes]');
    await page.waitForSelector('[data-testid=surface]:not([disabled])', { state: 'detached' });
    return;
  }
  await direction.click();
  await page.waitForSelector('[data-tab=firstMate][aria-selected=true]');
  const mark = page.locator('[data-mark]:not([disabled])').first();
  if (await mark.count()) await mark.click();
  else await page.click('[data-tab=engineer]');
  await page.waitForSelector('[data-tab=engineer][aria-selected=true]');
  await page.locator('[data-testid=engineer-sheet] button.slot:not([disabled])').first().click();
  await page.waitForSelector('[data-tab=captain][aria-selected=true]');
  await page.click('[data-testid=end-turn]:not([disabled])');
  await page.waitForSelector('[data-testid=end-turn]:not([disabled])', { state: 'detached' });
}

/** Our turn, with the course not yet given: a course or Surface is offered (the banner can lag a turn). */
export async function ourTurn(page: Page): Promise<void> {
  await page.click('[data-tab=captain]');
  await page.waitForSelector('[data-direction]:not([disabled]), [data-testid=surface]:not([disabled])', { timeout: 30_000 });
}

/** From the seat screen of a new crew-of-one game: place the sub, play `turns` turns, open the Radio Operator's tab. */
export async function radioSeatWithTrack(page: Page, turns = 4): Promise<void> {
  const sea = await page.locator('.pickable').first().getAttribute('data-cell');
  await page.click(`[data-cell="${sea}"]`);
  for (let turn = 0; turn < turns; turn++) await playTurn(page);
  await ourTurn(page);
  await page.click('[data-tab=radioOperator]');
  await page.waitForSelector('[data-testid=transparent-sheet]');
}
