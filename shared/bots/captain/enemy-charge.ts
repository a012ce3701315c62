import { FAMILY_ENERGY, type GameEvent, type Team } from '../../engine';

/**
 * How soon the enemy can fire, from its announcements alone. Base game: moves since its last
 * torpedo (each move gives its First Mate one mark: an upper bound on its torpedo gauge).
 * Family: its energy, exactly — every action's cost is public.
 */
export interface EnemyCharge {
  readonly moves: number;
  readonly energy: number;
}

export const NO_CHARGE: EnemyCharge = { moves: 0, energy: 0 };

export function chargeAfter(charge: EnemyCharge, events: readonly GameEvent[], enemy: Team): EnemyCharge {
  let { moves, energy } = charge;
  for (const event of events) {
    if (event.audience !== 'all' || !('team' in event) || event.team !== enemy) continue;
    if (event.type === 'course') {
      moves++;
      energy = Math.min(FAMILY_ENERGY.max, energy + 1);
    } else if (event.type === 'silence') {
      moves++;
      energy = Math.max(0, energy - FAMILY_ENERGY.silence);
    } else if (event.type === 'sonar') {
      energy = Math.max(0, energy - FAMILY_ENERGY.sonar);
    } else if (event.type === 'torpedo') {
      moves = 0;
      energy = Math.max(0, energy - FAMILY_ENERGY.torpedo);
    }
  }
  return { moves, energy };
}
