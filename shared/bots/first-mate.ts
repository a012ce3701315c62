import type { GameView } from '../engine';
import { positions, type Tracker } from '../solver';
import { gaugeOrder } from './doctrine';
import { exposureTracker, hear } from './enemy-tracker';
import { secureOwnSection } from './hull';
import type { RoleBot } from './types';
import { LegalCheck } from './view-state';

export interface FirstMateMemory {
  /** What the enemy can know of where we are, from our own announcements. */
  readonly exposure: Tracker;
}

/**
 * Marks the gauge the Captain needs most — the torpedo, or the silence first when the enemy has
 * us pinned down — never a full one (the rules forbid it); secures its hull section.
 */
export const FirstMateBot: RoleBot<FirstMateMemory> = {
  role: 'firstMate',
  init: (view) => ({ exposure: exposureTracker(view) }),
  observe: (memory, _view, heard) => ({ exposure: hear(memory.exposure, heard) }),
  act(memory, view: GameView) {
    const check = new LegalCheck(view);
    if (view.own!.pending.firstMate) {
      const order = gaugeOrder(view, positions(memory.exposure).length);
      const command = check.first(
        'firstMate',
        order.map((system) => ({ type: 'mark', system })),
      );
      if (command) return { command, memory };
    }
    return { command: secureOwnSection(view, 'firstMate', check), memory };
  },
};
