/**
 * What every part of one game on the host shares: its header and log, the lobby, the engine state
 * and the members listening. The parts (membership, seats, consent, broadcast) each hold this core;
 * `GameRoom` puts them together.
 */
import { createGame, type GameEvent, type GameState } from '../../shared/engine';
import type { GameSummary, HostCode, HostMessage, LobbyPhase } from '../../shared/protocol';
import { Lobby, type LobbyLimits, type LobbyOp } from './lobby';
import type { GameHeader, GameLog } from './store';

/** Where a member's messages go: a WebSocket connection, or an in-process bot. */
export interface MemberSink {
  /** `text` is `message` serialized once for every recipient of the same content. */
  deliver(message: HostMessage, text: string): void;
  /** Another connection took over this member: this sink gets nothing more from the game. */
  detached(code: HostCode, detail: string): void;
  /** The machine it connects from (machine-key.ts: an IPv6 /64, loopback as one; absent for a bot). */
  address?: string;
}

/** What the host reports for its console (who joined, what started). */
export type HostEvent =
  | { readonly kind: 'game-created'; readonly code: string; readonly gameId: string; readonly summary: GameSummary }
  | { readonly kind: 'game-resumed'; readonly code: string; readonly gameId: string; readonly summary: GameSummary; readonly moves: number }
  | { readonly kind: 'joined'; readonly code: string; readonly memberId: string; readonly name: string; readonly resumed: boolean }
  | { readonly kind: 'left'; readonly code: string; readonly memberId: string; readonly name: string }
  | { readonly kind: 'gone'; readonly code: string; readonly memberId: string; readonly name: string; readonly by: 'host' | 'away' }
  | { readonly kind: 'seat'; readonly code: string; readonly memberId: string; readonly name: string; readonly seat: string | null }
  | { readonly kind: 'started'; readonly code: string }
  | { readonly kind: 'over'; readonly code: string; readonly winner: string | null }
  | { readonly kind: 'warning'; readonly message: string };

export interface RoomContext {
  now(): number;
  /** Automatic crew members' pause before acting (real time; a third of it turn by turn). */
  readonly botPaceMs: number;
  readonly limits: LobbyLimits;
  /** Join URLs for a code (one per LAN address). */
  joinUrls(code: string): string[];
  report(event: HostEvent): void;
}

export class RoomCore {
  readonly id: string;
  readonly code: string;
  readonly lobby: Lobby;
  state: GameState;
  readonly events: GameEvent[] = [];
  /** Who is listening now, by member id (a socket, or a bot played by the host). */
  readonly sinks = new Map<string, MemberSink>();
  /** The addresses each person connected from in this game (in memory): who shares a computer. */
  readonly addresses = new Map<string, Set<string>>();
  /** Code of the game someone asked for as a rematch (in memory: a restarted host offers a new one). */
  rematchCode: string | null = null;
  /** The machine each member joined from as a new member (in memory): the per-machine caps count these. */
  readonly machines = new Map<string, string>();
  /** The host locked the game: no new members (in memory: a restarted host opens it again). */
  locked = false;

  constructor(
    readonly header: GameHeader,
    readonly log: GameLog,
    readonly ctx: RoomContext,
  ) {
    this.id = header.id;
    this.code = header.code;
    const created = createGame(header.settings, header.seed);
    if (!created.ok) throw new Error(`game ${header.id}: settings refused (${created.reason})`);
    this.state = created.state;
    this.lobby = new Lobby(header.settings, header.creator, ctx.limits);
  }

  get phase(): LobbyPhase {
    if (!this.lobby.started) return 'lobby';
    return this.state.phase === 'over' ? 'over' : 'playing';
  }

  /** Log first, then apply: a lobby change the disk does not hold never happened. */
  commit(op: LobbyOp): void {
    this.log.append(op);
    this.lobby.apply(op, this.ctx.now());
  }

  reportSeat(memberId: string): void {
    const member = this.lobby.members.get(memberId)!;
    this.ctx.report({ kind: 'seat', code: this.code, memberId, name: member.name, seat: member.seat });
  }
}
