import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../shared/engine/events';
import { summarize } from '../../renderer/end/end-summary';
import { replayAt } from '../../renderer/end/replay-routes';

const LOG: GameEvent[] = [
  { type: 'placed', team: 'blue', cell: 10, audience: 'blue' },
  { type: 'placed', team: 'yellow', cell: 90, audience: 'yellow' },
  { type: 'turn', team: 'blue', extraTurns: 0, audience: 'all' },
  { type: 'course', team: 'blue', direction: 'E', audience: 'all' },
  { type: 'moved', team: 'blue', cell: 11, audience: 'blue' },
  { type: 'mineLaid', team: 'blue', audience: 'all' },
  { type: 'minePlaced', team: 'blue', cell: 21, audience: 'blue' },
  { type: 'turn', team: 'yellow', extraTurns: 0, audience: 'all' },
  { type: 'torpedo', team: 'yellow', cell: 12, audience: 'all' },
  { type: 'blast', team: 'blue', hit: 'indirect', cell: 12, audience: 'all' },
  { type: 'damage', team: 'blue', amount: 1, total: 1, cause: 'blast', audience: 'all' },
  { type: 'blast', team: 'yellow', hit: 'none', cell: 12, audience: 'all' },
  { type: 'turn', team: 'blue', extraTurns: 0, audience: 'all' },
  { type: 'mineDetonated', team: 'blue', cell: 21, audience: 'all' },
  { type: 'blast', team: 'blue', hit: 'indirect', cell: 21, audience: 'all' },
  { type: 'damage', team: 'blue', amount: 1, total: 2, cause: 'blast', audience: 'all' },
  { type: 'blast', team: 'yellow', hit: 'none', cell: 21, audience: 'all' },
  { type: 'torpedo', team: 'yellow', cell: 11, audience: 'all' },
  { type: 'blast', team: 'blue', hit: 'direct', cell: 11, audience: 'all' },
  { type: 'damage', team: 'blue', amount: 2, total: 4, cause: 'blast', audience: 'all' },
  { type: 'blast', team: 'yellow', hit: 'indirect', cell: 11, audience: 'all' },
  { type: 'damage', team: 'yellow', amount: 1, total: 1, cause: 'blast', audience: 'all' },
  { type: 'gameOver', outcome: { winner: 'yellow', reason: 'sunk' }, audience: 'all' },
];

describe('end-of-game replay frames', () => {
  it('shows a mine only from the step it was laid until it goes off, and each blast from its step', () => {
    const laidAt = LOG.findIndex((e) => e.type === 'minePlaced') + 1;
    expect(replayAt(LOG, laidAt - 1).mines.blue).toEqual([]);
    expect(replayAt(LOG, laidAt).mines.blue).toEqual([21]);
    const detonatedAt = LOG.findIndex((e) => e.type === 'mineDetonated') + 1;
    expect(replayAt(LOG, detonatedAt).mines.blue).toEqual([]);
    expect(replayAt(LOG, 0).blasts).toEqual([]);
    expect(replayAt(LOG, 9).blasts.map((b) => b.cell)).toEqual([12]);
    expect(replayAt(LOG, LOG.length).blasts.map((b) => [b.cell, b.by])).toEqual([[12, 'yellow'], [21, 'blue'], [11, 'yellow']]);
    expect(replayAt(LOG, LOG.length).routes).toEqual({ blue: [10, 11], yellow: [90] });
  });
});

describe('end-of-game summary', () => {
  it('tells who dealt what damage, what the sub did to itself, and the blow that sank the loser (not the winner\'s own scratch after it)', () => {
    const summary = summarize(LOG);
    expect(summary.dealt).toEqual({ blue: 0, yellow: 3 });
    expect(summary.selfInflicted).toEqual({ blue: 1, yellow: 1 });
    expect(summary.shots).toEqual({ blue: 1, yellow: 2 });
    expect(summary.turns).toBe(3);
    expect(summary.decidingBlow).toEqual({ victim: 'blue', cause: 'blast', weapon: { type: 'torpedo', by: 'yellow', cell: 11 } });
  });
});
