/**
 * One game on the host, put together from its parts (each its own module):
 * - `room-core.ts`   what they share: header, log, lobby, engine state, the members listening;
 * - `membership.ts`  who is in the game and how a returning member is recognised;
 * - `seats.ts`       who sits where, ready, the start, bots (the rules themselves: `lobby.ts`);
 * - `consent.ts`     after the start, a crew lets an outsider in, or not;
 * - `broadcast.ts`   who hears what: per-seat views, the lobby, messages for a few.
 * This file keeps the door every command goes through.
 *
 * Every change is checked, written to the log, applied, then announced, in that order; the
 * announcements wait in `RoomCore.send` until the line's batch is fdatasync'd: nobody hears of a
 * change the disk does not hold.
 */
import { reduce, type Command } from '../../shared/engine';
import type { ClientCommand, GameSummary, HostMessage, HostMessageOf, LobbyPhase } from '../../shared/protocol';
import { BotSeat } from './bot-seat';
import { Broadcast, outgoing } from './broadcast';
import { Consent } from './consent';
import type { Lobby, Problem } from './lobby';
import { Membership } from './membership';
import { RoomCore, type MemberSink, type RoomContext } from './room-core';
import { Seats } from './seats';
import { StorageError, type GameHeader, type GameLog, type LoadedGame, type LogLine } from './store';

export type { HostEvent, MemberSink, RoomContext } from './room-core';
export { LOBBY_BROADCAST_MS } from './broadcast';

export type CommandOutcome = { readonly ok: true } | { readonly ok: false; readonly reason: string; readonly data?: Problem['data'] };

export class GameRoom {
  readonly id: string;
  readonly code: string;
  readonly header: GameHeader;
  readonly lobby: Lobby;
  private readonly core: RoomCore;
  private readonly out: Broadcast;
  private readonly seats: Seats;
  private readonly consent: Consent;
  private readonly members: Membership;

  private constructor(header: GameHeader, log: GameLog, ctx: RoomContext) {
    this.core = new RoomCore(header, log, ctx);
    this.id = header.id;
    this.code = header.code;
    this.header = header;
    this.lobby = this.core.lobby;
    this.out = new Broadcast(this.core);
    this.seats = new Seats(this.core, this.out, (memberId, seatId) => this.consent.ask(memberId, seatId), this, () => this.consent.seatsChanged());
    this.consent = new Consent(this.core, this.out, (memberId, team, roles) => this.seats.takeSeat(memberId, team, roles, true));
    this.members = new Membership(this.core, this.out, this.consent);
    this.core.onLost((error) => this.sendEveryoneAway(error.message));
  }

  /**
   * The log failed to sync: what this game announced last may not be on disk, so everyone here is
   * sent away (`host.storage`) and the hub loads the game again from what its file holds.
   */
  private sendEveryoneAway(why: string): void {
    const { core } = this;
    core.ctx.report({ kind: 'warning', message: `${this.code}: ${why}; its members are sent away and it loads again from its log` });
    for (const [memberId, sink] of [...core.sinks]) {
      core.sinks.delete(memberId);
      sink.detached('host.storage', `the host could not save game ${this.code}: join it again to go on from what it saved`);
    }
  }

  /** The hub's part when the log failed to sync (see `sendEveryoneAway`). */
  onLost(listener: () => void): void {
    this.core.onLost(() => listener());
  }

  /** Whether the log failed to sync (the game must be loaded again). */
  get lost(): boolean {
    return this.core.lost !== null;
  }

  /** An answer about this game for one client (an error for a step it asked for): after what it may reveal is durable. */
  answer(memberId: string | null, client: MemberSink, message: HostMessage): void {
    const out = outgoing(message);
    this.core.send(memberId, client, out.message, out.text);
  }

  /** Messages waiting for the disk (benchmarks and tests). */
  get heldMessages(): number {
    return this.core.heldCount;
  }

  /** A new game; its header is already on disk in `log`. */
  static create(header: GameHeader, log: GameLog, ctx: RoomContext): GameRoom {
    return new GameRoom(header, log, ctx);
  }

  /** Rebuilds a game from its log; throws (naming the line) if the log does not replay. */
  static restore(loaded: LoadedGame, ctx: RoomContext): GameRoom {
    const room = new GameRoom(loaded.header, loaded.log, ctx);
    const now = ctx.now();
    loaded.lines.forEach((line, i) => room.replayLine(line, i + 2, now));
    const bots = [...room.lobby.members.values()].filter((m) => m.bot !== null && m.seat).map((m) => m.id);
    for (const id of bots) room.seats.attachBot(id);
    // Bots act on the states they receive: hand them the game as it stands (placing or playing).
    if (room.lobby.started && room.core.state.phase !== 'over') room.out.fullState(bots);
    return room;
  }

  private replayLine(line: LogLine, lineNumber: number, now: number): void {
    const { core } = this;
    if (line.t !== 'cmd') {
      core.lobby.apply(line, now);
      return;
    }
    const result = reduce(core.state, line.c);
    if (!result.ok) throw new Error(`line ${lineNumber} does not replay: ${result.reason}`);
    core.state = result.state;
    for (const event of result.events) core.events.push(event);
    const member = core.lobby.members.get(line.m);
    if (member) member.lastSeq = Math.max(member.lastSeq, line.seq);
  }

  get gameState() {
    return this.core.state;
  }

  get phase(): LobbyPhase {
    return this.core.phase;
  }

  get memberCount(): number {
    return this.lobby.members.size;
  }

  summary(): GameSummary {
    const seats = { blue: { held: 0, total: 0 }, yellow: { held: 0, total: 0 } };
    for (const seat of this.lobby.seats) {
      seats[seat.team].total++;
      if (seat.holder !== null) seats[seat.team].held++;
    }
    const s = this.header.settings;
    return {
      gameId: this.id,
      code: this.code,
      edition: s.edition,
      mode: s.mode,
      mapId: s.mapId,
      phase: this.phase,
      seats,
      members: this.lobby.members.size,
      connected: [...this.lobby.members.values()].filter((m) => m.connected && m.bot === null).length,
      ...(this.header.creator === null ? { hostMade: true } : {}),
      createdAt: new Date(this.header.createdAt).toISOString(),
    };
  }

  // Membership (membership.ts)
  join(sink: MemberSink, name: string, token: string | undefined): Problem | { readonly memberId: string } {
    return this.members.join(sink, name, token);
  }

  detach(memberId: string, sink: MemberSink): void {
    this.members.detach(memberId, sink);
  }

  isAttached(memberId: string, sink: MemberSink): boolean {
    return this.members.isAttached(memberId, sink);
  }

  rename(memberId: string, name: string): Problem | null {
    return this.members.rename(memberId, name);
  }

  /** The host's screen removes a person (a bot goes with `removeBot`, or by a person taking its seat). */
  removeMember(memberId: string): Problem | null {
    const member = this.lobby.members.get(memberId);
    if (member?.bot !== null && member !== undefined) return { code: 'host.no-such-member', detail: `${memberId} is a bot: send it away from its seat`, data: { member: memberId } };
    return this.members.remove(memberId, 'host');
  }

  /** Watchers and retired bots away `afterMs` or more leave the game (issue 28.1); how many went. */
  removeDeparted(afterMs: number): number {
    const gone = this.lobby.departed(this.core.ctx.now(), afterMs);
    for (const member of gone) this.members.remove(member.id, 'away');
    return gone.length;
  }

  watchersFrom(machine: string): number {
    return this.members.watchersFrom(machine);
  }

  get locked(): boolean {
    return this.core.locked;
  }

  setLocked(locked: boolean): void {
    if (this.core.locked === locked) return;
    this.core.locked = locked;
    this.out.lobby();
  }

  /** A bot holds a seat: the game costs the host a bot player's thinking. */
  get hasBots(): boolean {
    for (const member of this.lobby.members.values()) if (member.bot !== null && member.seat !== null) return true;
    return false;
  }

  // Seats and bots (seats.ts)
  takeSeat(memberId: string, team: Command['team'], roles: readonly Command['role'][]): Problem | null {
    return this.seats.takeSeat(memberId, team, roles);
  }

  leaveSeat(memberId: string): Problem | null {
    return this.seats.leaveSeat(memberId);
  }

  ready(memberId: string, ready: boolean): Problem | null {
    return this.seats.ready(memberId, ready);
  }

  start(memberId: string): Problem | null {
    return this.seats.start(memberId);
  }

  addBot(requester: string, team: Command['team'], roles: readonly Command['role'][], level: 1 | 2): Problem | null {
    return this.seats.addBot(requester, team, roles, level);
  }

  removeBot(requester: string, seatId: string): Problem | null {
    return this.seats.removeBot(requester, seatId);
  }

  botSeats(): { team: Command['team']; roles: Command['role'][]; level: 1 | 2 }[] {
    return this.seats.botSeats();
  }

  // Consent (consent.ts)
  answerSeatRequest(memberId: string, requestId: string, accept: boolean): Problem | null {
    return this.consent.answer(memberId, requestId, accept);
  }

  // Rematch
  /** Tells everyone still here where the rematch is (the lobby's `rematch`). */
  offerRematch(code: string): void {
    this.core.rematchCode = code;
    this.out.lobby();
  }

  get rematch(): string | null {
    return this.core.rematchCode;
  }

  lobbyMessage(): HostMessageOf<'lobby'> {
    return this.out.lobbyMessage();
  }

  // -------------------------------------------------------------------------------------------
  // Commands
  // -------------------------------------------------------------------------------------------

  /**
   * Authorizes a command against the member's seat (the team comes from the seat), runs the engine,
   * logs it, answers the sender (`accepted`/`rejected`) and sends every member its new view.
   */
  command(memberId: string, seq: number, body: ClientCommand, sink: MemberSink): CommandOutcome {
    const outcome = this.tryCommand(memberId, seq, body, sink);
    if (!outcome.ok) {
      // A refusal may follow from lines not yet durable (the turn moved): it waits for them too.
      const rejected = outgoing({ type: 'rejected', seq, reason: outcome.reason, ...(outcome.data ? { data: outcome.data } : {}) });
      this.core.send(this.lobby.members.has(memberId) ? memberId : null, sink, rejected.message, rejected.text);
    }
    return outcome;
  }

  private tryCommand(memberId: string, seq: number, body: ClientCommand, sink: MemberSink): CommandOutcome {
    const { core } = this;
    const member = this.lobby.members.get(memberId);
    if (!member) return { ok: false, reason: 'lobby.not-joined' };
    if (!this.lobby.started) return { ok: false, reason: 'lobby.not-started' };
    const seat = this.lobby.seat(member.seat);
    if (!seat) return { ok: false, reason: 'seat.spectator' };
    if (!seat.roles.includes(body.role)) {
      return { ok: false, reason: 'seat.wrong-role', data: { role: body.role, seat: seat.id, roles: seat.roles.join('+') } };
    }
    if (seq <= member.lastSeq) return { ok: false, reason: 'protocol.seq', data: { seq, last: member.lastSeq } };
    const previousSeq = member.lastSeq;
    member.lastSeq = seq;
    const command = { ...body, team: seat.team } as Command;
    const result = reduce(core.state, command);
    if (!result.ok) return { ok: false, reason: result.reason, ...(result.data ? { data: { ...result.data } } : {}) };
    try {
      core.log.append({ t: 'cmd', m: memberId, seq, c: command });
    } catch (error) {
      if (!(error instanceof StorageError)) throw error;
      // Nothing was written or applied: the same command (same seq) may be sent again.
      member.lastSeq = previousSeq;
      core.ctx.report({ kind: 'warning', message: error.message });
      return { ok: false, reason: 'host.storage' };
    }
    core.state = result.state;
    for (const event of result.events) core.events.push(event);
    const accepted = outgoing({ type: 'accepted', seq });
    core.send(memberId, sink, accepted.message, accepted.text);
    this.out.afterCommand(result.events);
    if (core.state.phase === 'over') {
      const outcome = core.state.outcome;
      core.ctx.report({ kind: 'over', code: this.code, winner: outcome && 'winner' in outcome ? outcome.winner : null });
    }
    return { ok: true };
  }

  /**
   * Nobody is connected (hub.ts decides, issue 19.5): the bots wait instead of playing the game out
   * alone; the first person back wakes them.
   */
  pauseBots(paused: boolean): void {
    for (const sink of this.core.sinks.values()) if (sink instanceof BotSeat) sink.setPaused(paused);
  }

  /** Flushes and closes the log; members are told by the server closing their sockets. */
  close(): void {
    this.consent.close();
    this.out.close();
    this.seats.close();
    this.core.sinks.clear();
    this.core.log.close();
  }
}
