import { otherTeam, type GameEvent, type GameView } from '../engine';
import { createTracker, trackAll, type Tracker } from '../solver';
import { seatTeam } from './view-state';

/** Bots keep the set smaller than a screen's assistant would: their decisions need the positions, not every route. */
export const BOT_TRACKER_CAP = 20_000;

/** The crew's tracker of the enemy, from public announcements. */
export function enemyTracker(view: GameView): Tracker {
  return createTracker(view.settings, otherTeam(seatTeam(view)), { cap: BOT_TRACKER_CAP });
}

/** The enemy's best possible tracker of us: what our own announcements gave away. */
export function exposureTracker(view: GameView): Tracker {
  return createTracker(view.settings, seatTeam(view), { cap: BOT_TRACKER_CAP });
}

export function hear(tracker: Tracker, heard: readonly GameEvent[]): Tracker {
  return heard.length === 0 ? tracker : trackAll(tracker, heard);
}
