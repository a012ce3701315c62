import type { CommandBody } from '../../shared/engine/commands';
import { stateFromView } from '../../shared/engine/from-view';
import { damageToSink } from '../../shared/engine/gauges';
import { reduce } from '../../shared/engine/reduce';
import type { GameView } from '../../shared/engine/view';

export interface SelfHarm {
  /** 0 on our own cell, 1 next to it. */
  readonly distance: number;
  readonly damage: number;
  readonly sinks: boolean;
}

/**
 * What a torpedo or a detonation would do to our own sub, asked of the engine itself: `reduce`
 * runs the command on the game as this seat knows it, and our own blast and damage events are
 * read back. Our own position is known to us, so this leaks nothing. Null when we are unharmed.
 */
export function selfHarm(view: GameView, body: CommandBody & { type: 'torpedo' | 'detonate' }): SelfHarm | null {
  const state = stateFromView(view);
  const team = view.seat.team;
  if (!state || team === null) return null;
  const result = reduce(state, { ...body, team, role: 'captain' });
  if (!result.ok) return null;
  const blast = result.events.find((e) => e.type === 'blast' && e.team === team);
  if (!blast || blast.type !== 'blast' || blast.hit === 'none') return null;
  const damage = result.events.reduce((sum, e) => sum + (e.type === 'damage' && e.team === team ? e.amount : 0), 0);
  const sinks = view.public[team].damage + damage >= damageToSink(view.settings.edition);
  return { distance: blast.hit === 'direct' ? 0 : 1, damage, sinks };
}
