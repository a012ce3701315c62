import type { Tracker } from '../../solver';
import type { BotLevel } from '../types';
import type { EnemyCharge } from './enemy-charge';

export interface CaptainMemory {
  readonly level: BotLevel;
  readonly rng: number;
  /** Where the enemy can be. */
  readonly enemy: Tracker;
  /** What the enemy can know of us (level 2 only): guides silences, sonar answers and surfacing. */
  readonly exposure: Tracker | null;
  /** Our route's length when we last fired (a shot gives our area away for a couple of moves; surfacing clears the route). */
  readonly firedAt: number;
  /** How soon the enemy can fire (see enemy-charge.ts). */
  readonly charge: EnemyCharge;
}
