/**
 * What every part of one game on the host shares: its header and log, the lobby, the engine state
 * and the members listening. The parts (membership, seats, consent, broadcast) each hold this core;
 * `GameRoom` puts them together.
 */
import { createGame, type GameEvent, type GameState } from '../../shared/engine';
import type { GameSummary, HostCode, HostMessage, LobbyPhase } from '../../shared/protocol';
import { Lobby, type LobbyLimits, type LobbyOp } from './lobby';
import type { GameHeader, GameLog, StorageError } from './store';
import type { SyncLane } from './sync-gate';

/** A message waiting for the log to be durable up to `until` (bytes). */
interface Held {
  readonly memberId: string | null;
  readonly sink: MemberSink;
  readonly message: HostMessage;
  readonly text: string;
  readonly until: number;
}

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
  /** Messages waiting for their lines' batch to be durable, in the order they were sent. */
  private held: Held[] = [];
  private heldFrom = 0;
  /** The log could not sync: nothing more is announced; the hub loads the game again from disk. */
  lost: StorageError | null = null;
  private readonly lostListeners: ((error: StorageError) => void)[] = [];
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
    log.lane = () => this.syncLane();
    log.onDurable?.(() => this.release());
    log.onFailed?.((error) => this.fail(error));
  }

  /**
   * Every message about this game goes out here, never before the lines it may reveal are durable:
   * while the log has lines in an unsynced batch, it waits (in order) for that batch. Nobody hears of
   * a change the disk does not hold, however long the disk takes, and other games never wait for it.
   * `memberId`: a message for a member is dropped if that member's sink has changed by then (a
   * detached sink gets nothing more); null for an answer to a client that is no member.
   */
  send(memberId: string | null, sink: MemberSink, message: HostMessage, text: string): void {
    if (this.lost) return;
    const until = this.log.unsyncedUpTo?.() ?? 0;
    if (until === 0 && this.heldFrom === this.held.length) {
      sink.deliver(message, text);
      return;
    }
    this.held.push({ memberId, sink, message, text, until: until || this.lastUntil() });
  }

  private lastUntil(): number {
    return this.held.length > this.heldFrom ? this.held[this.held.length - 1]!.until : 0;
  }

  /** A batch is durable: what waited for it goes out, in order. */
  private release(): void {
    while (this.heldFrom < this.held.length && this.log.isDurableTo(this.held[this.heldFrom]!.until)) {
      const held = this.held[this.heldFrom++]!;
      if (held.memberId !== null && this.sinks.get(held.memberId) !== held.sink) continue;
      held.sink.deliver(held.message, held.text);
    }
    if (this.heldFrom === this.held.length) {
      this.held = [];
      this.heldFrom = 0;
    }
  }

  /**
   * Whose answers this game's next sync holds up (sync-gate.ts): a person's while the lobby is open or
   * a person holds a seat; once only bots play, the bots' (they wait for the disk at their own pace).
   */
  syncLane(): SyncLane {
    if (!this.lobby.started) return 'people';
    for (const slot of this.lobby.seats) {
      if (slot.holder !== null && this.lobby.members.get(slot.holder)?.bot === null) return 'people';
    }
    return 'bots';
  }

  /** Messages waiting for the disk (tests and benchmarks). */
  get heldCount(): number {
    return this.held.length - this.heldFrom;
  }

  /** The sync failed: what waited is never sent (it announces lines the disk may not hold). */
  private fail(error: StorageError): void {
    if (this.lost) return;
    this.lost = error;
    this.held = [];
    this.heldFrom = 0;
    for (const listener of this.lostListeners) listener(error);
  }

  onLost(listener: (error: StorageError) => void): void {
    this.lostListeners.push(listener);
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
