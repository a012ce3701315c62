import type { GameEvent, GameView, Role, Seat } from '../engine';
import { CaptainBot } from './captain';
import { EngineerBot } from './engineer';
import { FirstMateBot } from './first-mate';
import { RadioOperatorBot } from './radio-operator';
import type { BotLevel, Decision, RoleBot } from './types';

export function roleBot(role: Role, level: BotLevel): RoleBot<unknown> {
  const bot = role === 'captain' ? CaptainBot(level) : role === 'firstMate' ? FirstMateBot : role === 'engineer' ? EngineerBot : RadioOperatorBot;
  return bot as unknown as RoleBot<unknown>;
}

/** Who speaks first when one seat holds several roles: the crew's OK before the next order. */
const ACTING_ORDER: readonly Role[] = ['engineer', 'firstMate', 'captain', 'radioOperator'];

export type SeatMemory = readonly unknown[];

/**
 * An automatic seat: the role bots of the roles it holds, hearing the same announcements and
 * seeing the same view. It sends at most one command per call.
 */
export interface SeatBot {
  readonly seat: Seat;
  init(view: GameView, seed: number): SeatMemory;
  decide(view: GameView, heard: readonly GameEvent[], memory: SeatMemory): Decision<SeatMemory>;
}

export function seatBot(seat: Seat, level: BotLevel): SeatBot {
  if (seat.team === null) throw new Error('a bot needs a crew seat');
  const roles = ACTING_ORDER.filter((role) => seat.roles.includes(role));
  const bots = roles.map((role) => roleBot(role, level));
  return {
    seat,
    init: (view, seed) => bots.map((bot, i) => bot.init(view, seed * 7 + i)),
    decide(view, heard, memory) {
      const heardAll = bots.map((bot, i) => bot.observe(memory[i], view, heard));
      for (let i = 0; i < bots.length; i++) {
        const decision = bots[i]!.act(heardAll[i], view);
        heardAll[i] = decision.memory;
        if (decision.command) return { command: decision.command, memory: heardAll };
      }
      return { command: null, memory: heardAll };
    },
  };
}
