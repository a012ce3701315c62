import type { Cell, GameView } from '../engine';
import { cellWeights, hypothesisCount, isApproximate, positions, sectorsOf, type Tracker } from '../solver';
import { enemyTracker, hear } from './enemy-tracker';
import { secureOwnSection } from './hull';
import type { RoleBot } from './types';
import { LegalCheck } from './view-state';

export interface RadioOperatorMemory {
  readonly tracker: Tracker;
}

/** What the assistant overlay shows: where the enemy can be. */
export interface RadioHints {
  readonly positions: readonly Cell[];
  /** Hypotheses per cell (a heat map, not a probability). */
  readonly weights: Uint32Array;
  readonly sectors: readonly number[];
  readonly hypotheses: number;
  /** The set may hold more than the truth allows (memory bound hit): say so on screen. */
  readonly approximate: boolean;
}

/** Listens to every enemy announcement and keeps the set of possible positions; secures its hull section. */
export const RadioOperatorBot: RoleBot<RadioOperatorMemory> = {
  role: 'radioOperator',
  init: (view) => ({ tracker: enemyTracker(view) }),
  observe: (memory, _view, heard) => ({ tracker: hear(memory.tracker, heard) }),
  act: (memory, view: GameView) => ({ command: secureOwnSection(view, 'radioOperator', new LegalCheck(view)), memory }),
};

export function radioHints(memory: RadioOperatorMemory): RadioHints {
  const { tracker } = memory;
  return {
    positions: positions(tracker),
    weights: cellWeights(tracker),
    sectors: sectorsOf(tracker),
    hypotheses: hypothesisCount(tracker),
    approximate: isApproximate(tracker),
  };
}
