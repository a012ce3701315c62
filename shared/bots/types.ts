import type { Command, GameEvent, GameView, Role } from '../engine';

export type BotLevel = 1 | 2;

export interface Decision<M> {
  /** The command to send, or null to pass. Always one the seat's view says is legal. */
  readonly command: Command | null;
  readonly memory: M;
}

/**
 * One automatic crew member. It sees only its seat's view and the announcements its seat heard,
 * keeps its own memory (plain data, no hidden mutation) and answers with a command or a pass.
 */
export interface RoleBot<M> {
  readonly role: Role;
  /** Memory at the start of a game; `seed` makes its choices reproducible. */
  init(view: GameView, seed: number): M;
  /** Hears the announcements since the last call (called on every turn of the loop, before `act`). */
  observe(memory: M, view: GameView, heard: readonly GameEvent[]): M;
  /** What this role does now. */
  act(memory: M, view: GameView): Decision<M>;
}

/** The one-call form: hear, then act. */
export function decide<M>(bot: RoleBot<M>, view: GameView, heard: readonly GameEvent[], memory: M): Decision<M> {
  return bot.act(bot.observe(memory, view, heard), view);
}
