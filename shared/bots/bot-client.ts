import type { Command, GameEvent, GameView, Seat } from '../engine';
import type { ClientMessage } from '../protocol';
import { seatBot, type SeatBot, type SeatMemory } from './seat-bot';
import type { BotLevel } from './types';

/** What the host sends a seat after every command (the protocol's `state` message). */
export interface StateMessage {
  readonly view: GameView;
  readonly events: readonly GameEvent[];
  /** `events` is the seat's whole log (join, start, seat change, end), not just the latest. */
  readonly full: boolean;
}

/** The wire form of a bot's command: the engine body and the role; the host adds the team from the seat. */
export function commandMessage(command: Command, seq: number): ClientMessage {
  const { team: _team, ...body } = command;
  return { type: 'command', seq, command: body } as ClientMessage;
}

/**
 * An automatic seat as a protocol client: it reads the host's `state` messages and answers with
 * `command` messages (or nothing). Like any client it sees only its seat's view and what it heard;
 * a `full` state (a rejoin) rebuilds its memory from the whole log.
 */
export class BotClient {
  private readonly bot: SeatBot;
  private memory: SeatMemory | null = null;
  private seq = 0;

  constructor(
    readonly seat: Seat,
    level: BotLevel,
    private readonly seed: number,
  ) {
    this.bot = seatBot(seat, level);
  }

  onState(state: StateMessage): ClientMessage | null {
    if (this.memory === null || state.full) this.memory = this.bot.init(state.view, this.seed);
    const decision = this.bot.decide(state.view, state.events, this.memory);
    this.memory = decision.memory;
    return decision.command ? commandMessage(decision.command, ++this.seq) : null;
  }

  /** The host acknowledged an earlier `seq` (a reconnecting client continues above it). */
  resumeAfter(lastSeq: number): void {
    this.seq = Math.max(this.seq, lastSeq);
  }
}
