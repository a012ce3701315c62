import { around, type Cell, type Command } from '../../engine';
import { chanceWithin } from './belief';
import type { Situation } from './situation';
import { shotAt } from './targeting';

/** A mine blast worth setting off: as for a torpedo, it must pay for the damage we take. */
const DETONATE_SCORE = 0.7;

/**
 * Level 2's second weapon. Detonating is not a system (RAW): no gauge, any time on our turn, and
 * it gives away only the mine's cell. Best of our mines if the enemy is likely next to one.
 */
export function detonation(s: Situation): Command | null {
  let best: { cell: Cell; score: number } | null = null;
  for (const cell of s.own.mines) {
    const shot = shotAt(s, s.enemy, cell);
    if (!best || shot.score > best.score) best = { cell, score: shot.score };
  }
  if (!best || best.score < DETONATE_SCORE) return null;
  return s.check.first('captain', [{ type: 'detonate', cell: best.cell }]);
}

/** Lays a mine where the enemy is most likely to pass close: toward its likely cells. */
export function layMine(s: Situation): Command | null {
  const spots = around(s.map, s.own.position, s.view.flags.mineDiagonal).filter(
    (c) => !s.map.island[c] && !s.route.has(c) && !s.own.mines.includes(c),
  );
  if (spots.length === 0) return null;
  const ranked = spots
    .map((cell) => ({ cell, score: chanceWithin(s.map, s.enemy, cell, 3) }))
    .sort((a, b) => b.score - a.score);
  return s.check.first(
    'captain',
    ranked.map(({ cell }) => ({ type: 'mine', cell })),
  );
}
