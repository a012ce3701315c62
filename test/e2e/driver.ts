import type { Page } from 'playwright-core';
import { cellLabel, getMap, otherTeam, type Direction, type Team } from '../../shared/engine';
import type { Browser } from 'playwright-core';
import { seatEveryone, seatOf, type GameSetup, type SeatPage } from './table';

/** Non-weapon symbols per panel, radiation first, so the torpedo stays usable and no panel fills. */
const CROSS_PREFERENCE: Record<Direction, number[]> = {
  N: [11, 9, 6, 8],
  S: [16, 17, 12, 13],
  E: [21, 23, 18, 19, 22],
  W: [4, 5, 1, 2, 3],
};

export class UiDriver {
  constructor(
    private readonly seats: readonly SeatPage[],
    private readonly mapId: string,
  ) {}

  page(team: Team, role: Parameters<typeof seatOf>[2]): Page {
    return seatOf(this.seats, team, role);
  }

  /** The cell label of a team's sub, read off its own Captain's board (the test may look; the app may not). */
  async positionOf(team: Team): Promise<string> {
    // The hull is placed by its transform (a compositor-only glide, issue 29.5 round 4): translate(x, y).
    const at = await this.page(team, 'captain').locator('.sub .hull').evaluate((hull) => (hull as SVGElement).style.transform);
    const [, cx, cy] = /translate\(([-\d.]+)px, ([-\d.]+)px\)/.exec(at) ?? [];
    const map = getMap(this.mapId)!;
    const col = Math.round(Number(cx) - 1.5);
    const row = Math.round(Number(cy) - 1.5);
    return cellLabel(map, row * map.width + col);
  }

  async place(team: Team, label: string): Promise<void> {
    await this.page(team, 'captain').click(`[data-cell="${label}"]`);
  }

  /** A course (the planned one if open), then the First Mate's mark and the Engineer's cross. */
  async courseWithCrew(team: Team, planned: Direction, mark: readonly string[]): Promise<Direction> {
    const captain = this.page(team, 'captain');
    let direction = planned;
    if (await captain.locator(`[data-direction="${planned}"]`).isDisabled()) {
      for (const d of ['N', 'E', 'S', 'W'] as const) {
        if (await captain.locator(`[data-direction="${d}"]`).isEnabled()) {
          direction = d;
          break;
        }
      }
    }
    await captain.click(`[data-direction="${direction}"]:not([disabled])`);
    const engineer = this.page(team, 'engineer');
    await engineer.waitForSelector('[data-testid=engineer-sheet] button.slot:not([disabled])');
    const firstMate = this.page(team, 'firstMate');
    for (const system of [...mark, 'mine', 'drone', 'silence', 'sonar', 'torpedo']) {
      const button = firstMate.locator(`[data-mark="${system}"]:not([disabled])`);
      if ((await button.count()) > 0) {
        await button.click();
        break;
      }
    }
    for (const slot of [...CROSS_PREFERENCE[direction], 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23]) {
      const button = engineer.locator(`[data-slot="${slot}"]:not([disabled])`);
      if ((await button.count()) > 0) {
        await button.click();
        break;
      }
    }
    await engineer.waitForSelector('[data-testid=engineer-sheet] button.slot:not([disabled])', { state: 'detached' });
    return direction;
  }

  /** Fires at the enemy's actual cell when it is in reach; false (and nothing sent) otherwise. */
  async torpedoIfInReach(team: Team): Promise<boolean> {
    const captain = this.page(team, 'captain');
    const button = captain.locator('[data-system="torpedo"]');
    if (await button.isDisabled()) return false;
    const target = await this.positionOf(otherTeam(team));
    await button.click();
    const cell = captain.locator(`[data-cell="${target}"]`);
    if ((await cell.count()) === 0) {
      await captain.keyboard.press('Escape');
      return false;
    }
    await cell.click();
    await captain.click('[data-testid=confirm-yes]');
    await captain.waitForSelector('[data-testid=confirm]', { state: 'detached' });
    return true;
  }

  async isOver(): Promise<boolean> {
    return (await this.seats[0]!.page.locator('[data-testid=end-title]').count()) > 0;
  }

  async turnTeam(): Promise<Team> {
    const value = await this.seats[0]!.page.getAttribute('[data-testid=turn]', 'data-turn-team');
    return value as Team;
  }

  async waitTurnChange(from: Team): Promise<void> {
    await this.seats[0]!.page.waitForFunction(
      (t) => document.querySelector('[data-testid=turn]')?.getAttribute('data-turn-team') !== t || !!document.querySelector('[data-testid=end-title]'),
      from,
    );
  }
}

/** How many state messages a seat page has taken in (its `data-updates`). */
export const moves = (page: Page) => page.getAttribute('[data-updates]', 'data-updates').then(Number);

/**
 * A real-time game on Training 15 with the recognizer double (voice by transcripts, in `lang`), every
 * seat taken as `crews`/`layout` say, both subs placed (blue H8, yellow B2): where the voice tests start.
 */
export async function placedVoiceGame(browser: Browser, base: string, setup: Pick<GameSetup, 'crews' | 'layout'>, lang = 'es') {
  const table = await seatEveryone(browser, base, { mode: 'realtime', mapId: 'training-15', ...setup, query: `voice=double&lang=${lang}` });
  const ui = new UiDriver(table.seats, 'training-15');
  await ui.place('blue', 'H8');
  await ui.place('yellow', 'B2');
  return { table, ui };
}
