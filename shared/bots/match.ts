import {
  createGame,
  eventsFor,
  reduce,
  viewFor,
  type Command,
  type GameEvent,
  type GameSettings,
  type GameState,
  type Outcome,
  type Seat,
} from '../engine';
import { parseClientMessage, type ClientMessage } from '../protocol';
import { BotClient } from './bot-client';
import type { BotLevel } from './types';

export interface MatchSeat {
  readonly seat: Seat;
  readonly level: BotLevel;
}

export interface MatchOptions {
  readonly seed: number;
  /** A game still running after this many accepted commands is stopped and counts as a draw. */
  readonly maxCommands?: number;
  /** Sees every accepted command's result (benchmarks record the announcements). */
  readonly onApplied?: (state: GameState, events: readonly GameEvent[], command: Command) => void;
}

export interface Rejected {
  readonly seat: Seat;
  readonly command: Command;
  readonly reason: string;
}

export interface MatchResult {
  readonly outcome: Outcome | null;
  /** Stopped at `maxCommands`. */
  readonly capped: boolean;
  /** A whole round in which no seat had anything to do (a deadlock: should never happen). */
  readonly stalled: boolean;
  readonly commands: number;
  readonly rounds: number;
  readonly rejections: readonly Rejected[];
  readonly state: GameState;
}

export const DEFAULT_MAX_COMMANDS = 4000;

/**
 * The host's edge, in process: the message goes through JSON and the protocol's own parser, the
 * role must be one the seat holds, and the team is the seat's — as over a WebSocket.
 */
function receive(message: ClientMessage, seat: Seat): Command | Rejected {
  const parsed = parseClientMessage(JSON.stringify(message));
  if (!parsed.ok || parsed.message.type !== 'command' || seat.team === null) {
    return { seat, command: message as unknown as Command, reason: parsed.ok ? 'protocol.unexpected' : parsed.code };
  }
  const command = { ...parsed.message.command, team: seat.team } as Command;
  if (!seat.roles.includes(command.role)) return { seat, command, reason: 'seat.wrong-role' };
  return command;
}

/**
 * Bot-vs-bot in one process: the host side keeps the engine state; each seat, a `BotClient`,
 * gets only its view and the announcements it heard since its last turn, as the protocol's
 * `state` message, and answers with a protocol `command` message or nothing.
 * Seats take turns round-robin (the first seat rotates every round, so no seat always goes
 * first); in real time that is the fair interleaving, in turn-by-turn the rules do the rest.
 */
export function playMatch(settings: GameSettings, seats: readonly MatchSeat[], options: MatchOptions): MatchResult {
  const created = createGame(settings, options.seed);
  if (!created.ok) throw new Error(`bad settings: ${created.reason}`);
  let state = created.state;
  const maxCommands = options.maxCommands ?? DEFAULT_MAX_COMMANDS;
  const log: GameEvent[] = [];
  const bots = seats.map((s, i) => new BotClient(s.seat, s.level, options.seed * 101 + i));
  const cursors = seats.map(() => 0);
  const rejections: Rejected[] = [];
  let commands = 0;
  let rounds = 0;
  let stalled = false;
  while (state.phase !== 'over' && commands < maxCommands) {
    let acted = false;
    for (let k = 0; k < bots.length && state.phase !== 'over'; k++) {
      const i = (k + rounds) % bots.length;
      const bot = bots[i]!;
      const events = eventsFor(log.slice(cursors[i]), bot.seat);
      const message = bot.onState({ view: viewFor(state, bot.seat), events, full: cursors[i] === 0 });
      cursors[i] = log.length;
      if (!message) continue;
      acted = true;
      const received = receive(message, bot.seat);
      if ('reason' in received) {
        rejections.push(received);
        continue;
      }
      const result = reduce(state, received);
      if (!result.ok) {
        rejections.push({ seat: bot.seat, command: received, reason: result.reason });
        continue;
      }
      state = result.state;
      log.push(...result.events);
      commands++;
      options.onApplied?.(state, result.events, received);
    }
    rounds++;
    if (!acted) {
      stalled = true;
      break;
    }
  }
  return {
    outcome: state.outcome,
    capped: state.phase !== 'over' && !stalled,
    stalled,
    commands,
    rounds,
    rejections,
    state,
  };
}
