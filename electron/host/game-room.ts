/**
 * One game on the host: the engine state, the lobby, the log on disk and the members listening.
 * Members are reached through `MemberSink`s, not sockets, so that an in-process automatic crew member
 * can later hold a seat exactly like a remote window does.
 *
 * Every change is checked, written to the log (fdatasync), applied, then announced, in that order:
 * nobody hears of a change the disk does not hold.
 */
import {
  createGame,
  isHeardBy,
  reduce,
  viewFor,
  type Command,
  type GameEvent,
  type GameState,
  type Seat,
} from '../../shared/engine';
import type { ClientCommand, GameSummary, HostCode, HostMessage, HostMessageOf, LobbyPhase } from '../../shared/protocol';
import { BotSeat } from './bot-seat';
import { botName } from './bot-names';
import { hashToken, newToken } from './codes';
import { Lobby, type LobbyLimits, type LobbyOp, type Problem } from './lobby';
import { SeatRequests, seatRequestMessage, type SeatRequest } from './seat-requests';
import { StorageError, type GameHeader, type GameLog, type LoadedGame, type LogLine } from './store';

/** Where a member's messages go: a WebSocket connection, or (later) an in-process bot. */
export interface MemberSink {
  /** `text` is `message` serialized once for every recipient of the same content. */
  deliver(message: HostMessage, text: string): void;
  /** Another connection took over this member: this sink gets nothing more from the game. */
  detached(code: HostCode, detail: string): void;
}

/** What the host reports for its console (who joined, what started). */
export type HostEvent =
  | { readonly kind: 'game-created'; readonly code: string; readonly gameId: string; readonly summary: GameSummary }
  | { readonly kind: 'game-resumed'; readonly code: string; readonly gameId: string; readonly summary: GameSummary; readonly moves: number }
  | { readonly kind: 'joined'; readonly code: string; readonly memberId: string; readonly name: string; readonly resumed: boolean }
  | { readonly kind: 'left'; readonly code: string; readonly memberId: string; readonly name: string }
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

export type CommandOutcome = { readonly ok: true } | { readonly ok: false; readonly reason: string; readonly data?: Problem['data'] };

interface Outgoing {
  readonly message: HostMessage;
  readonly text: string;
}

function outgoing(message: HostMessage): Outgoing {
  return { message, text: JSON.stringify(message) };
}

/** At most one lobby update per this many ms after the first (see broadcastLobby). */
export const LOBBY_BROADCAST_MS = 50;

export class GameRoom {
  readonly id: string;
  readonly code: string;
  readonly lobby: Lobby;
  private state: GameState;
  private readonly events: GameEvent[] = [];
  private readonly sinks = new Map<string, MemberSink>();
  /** After the start, outsiders' requests for a seat, waiting for that crew's consent. */
  private readonly requests = new SeatRequests((request) => this.sendRequest(request, 'refused', 'seat.request-expired'));
  private lobbyWindow: ReturnType<typeof setTimeout> | null = null;
  private lobbyPending = false;
  /** Code of the game someone asked for as a rematch (in memory: a restarted host offers a new one). */
  private rematchCode: string | null = null;
  /** The view each member was last sent (JSON): an unchanged view with nothing heard is not sent again. */
  private readonly lastView = new Map<string, string>();

  private constructor(
    readonly header: GameHeader,
    private readonly log: GameLog,
    private readonly ctx: RoomContext,
  ) {
    this.id = header.id;
    this.code = header.code;
    const created = createGame(header.settings, header.seed);
    if (!created.ok) throw new Error(`game ${header.id}: settings refused (${created.reason})`);
    this.state = created.state;
    this.lobby = new Lobby(header.settings, header.creator, ctx.limits);
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
    for (const id of bots) room.attachBot(id);
    // Bots act on the states they receive: hand them the game as it stands (placing or playing).
    if (room.lobby.started && room.state.phase !== 'over') room.sendFullState(bots);
    return room;
  }

  private replayLine(line: LogLine, lineNumber: number, now: number): void {
    if (line.t !== 'cmd') {
      this.lobby.apply(line, now);
      return;
    }
    const result = reduce(this.state, line.c);
    if (!result.ok) throw new Error(`line ${lineNumber} does not replay: ${result.reason}`);
    this.state = result.state;
    for (const event of result.events) this.events.push(event);
    const member = this.lobby.members.get(line.m);
    if (member) member.lastSeq = Math.max(member.lastSeq, line.seq);
  }

  get gameState(): GameState {
    return this.state;
  }

  get phase(): LobbyPhase {
    if (!this.lobby.started) return 'lobby';
    return this.state.phase === 'over' ? 'over' : 'playing';
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
      createdAt: new Date(this.header.createdAt).toISOString(),
    };
  }

  // -------------------------------------------------------------------------------------------
  // Membership
  // -------------------------------------------------------------------------------------------

  /** Adds a member (no token) or restores one (token). Sends `joined`, the lobby and, once started, the state. */
  join(sink: MemberSink, name: string, token: string | undefined): Problem | { readonly memberId: string } {
    let memberId: string;
    let resumed = false;
    if (token !== undefined) {
      const member = this.lobby.memberByTokenHash(hashToken(token));
      if (!member) return { code: 'lobby.bad-token', detail: `this token is not a member of game ${this.code}; join without it` };
      memberId = member.id;
      resumed = true;
      const previous = this.sinks.get(memberId);
      if (previous && previous !== sink) {
        this.sinks.delete(memberId);
        previous.detached('session.replaced', `${member.name} joined game ${this.code} from another connection`);
      }
      if (member.name !== name) this.commit({ t: 'member', id: member.id, name, tokenHash: member.tokenHash });
    } else {
      const full = this.lobby.checkNewMember();
      if (full) return full;
      token = newToken();
      memberId = this.lobby.nextMemberId();
      this.commit({ t: 'member', id: memberId, name, tokenHash: hashToken(token) });
    }
    const member = this.lobby.members.get(memberId)!;
    member.connected = true;
    member.lastSeenAt = this.ctx.now();
    this.sinks.set(memberId, sink);
    this.ctx.report({ kind: 'joined', code: this.code, memberId, name, resumed });
    const joined = outgoing({
      type: 'joined',
      gameId: this.id,
      code: this.code,
      token,
      memberId,
      lastSeq: member.lastSeq,
      resumed,
    });
    sink.deliver(joined.message, joined.text);
    this.broadcastLobby();
    if (this.lobby.started) this.sendFullState([memberId]);
    // A crew member who (re)connects hears the requests its crew has not answered yet.
    if (member.team && member.bot === null) for (const request of this.requests.forTeam(member.team)) this.deliverTo([memberId], seatRequestMessage(request, 'pending'));
    return { memberId };
  }

  /** The member's connection closed (or they joined another game). */
  detach(memberId: string, sink: MemberSink): void {
    if (this.sinks.get(memberId) !== sink) return;
    this.sinks.delete(memberId);
    const member = this.lobby.members.get(memberId);
    if (!member) return;
    member.connected = false;
    member.lastSeenAt = this.ctx.now();
    this.ctx.report({ kind: 'left', code: this.code, memberId, name: member.name });
    const asking = this.requests.of(memberId);
    if (asking) this.sendRequest(asking, 'refused', 'seat.request-withdrawn');
    this.broadcastLobby();
  }

  isAttached(memberId: string, sink: MemberSink): boolean {
    return this.sinks.get(memberId) === sink;
  }

  // -------------------------------------------------------------------------------------------
  // Automatic crew members
  // -------------------------------------------------------------------------------------------

  /** A bot takes a free (or abandoned) seat; it plays through the same door as everyone. */
  addBot(requester: string, team: Command['team'], roles: readonly Command['role'][], level: 1 | 2): Problem | null {
    const checked = this.lobby.checkAddBot(requester, team, roles, this.ctx.now());
    if ('code' in checked) return checked;
    const id = this.lobby.nextMemberId();
    const displaced = checked.seat.holder;
    this.commit({ t: 'member', id, name: botName(checked.seat.id, level), tokenHash: hashToken(newToken()), bot: level });
    this.commit({ t: 'seat', member: id, seat: checked.seat.id });
    if (!this.lobby.started) this.commit({ t: 'ready', member: id, ready: true });
    this.reportSeat(id);
    if (displaced !== null) this.reportSeat(displaced);
    this.attachBot(id);
    this.broadcastLobby();
    if (this.lobby.started) this.sendFullState(displaced === null ? [id] : [id, displaced]);
    return null;
  }

  private attachBot(memberId: string): void {
    const member = this.lobby.members.get(memberId)!;
    const slot = this.lobby.seatOf(memberId)!;
    const seed = [...`${this.header.seed}:${memberId}`].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261);
    const onError = (error: unknown) =>
      this.ctx.report({ kind: 'warning', message: `bot ${memberId} in ${this.code}: ${error instanceof Error ? error.message : String(error)}` });
    const sink = new BotSeat(this, memberId, { team: slot.team, roles: [...slot.roles] }, member.bot ?? 1, seed, this.ctx.botPaceMs, this.header.settings.mode, onError);
    // A restored bot continues above the commands it already sent (the log keeps its last seq).
    sink.deliver({ type: 'joined', gameId: this.id, code: this.code, token: '', memberId, lastSeq: member.lastSeq, resumed: true });
    member.connected = true;
    this.sinks.set(memberId, sink);
  }

  /** Before the start the creator sends a bot away: its seat is free again. */
  removeBot(requester: string, seatId: string): Problem | null {
    const checked = this.lobby.checkRemoveBot(requester, seatId);
    if ('code' in checked) return checked;
    this.commit({ t: 'seat', member: checked.bot, seat: null });
    this.retireBot(checked.bot);
    this.reportSeat(checked.bot);
    this.broadcastLobby();
    return null;
  }

  /** The bots' seats and levels, for a rematch that keeps them. */
  botSeats(): { team: Command['team']; roles: Command['role'][]; level: 1 | 2 }[] {
    return this.lobby.seats.flatMap((slot) => {
      const bot = slot.holder === null ? null : (this.lobby.members.get(slot.holder)?.bot ?? null);
      return bot === null ? [] : [{ team: slot.team, roles: [...slot.roles], level: bot }];
    });
  }

  /** Tells everyone still here where the rematch is (the lobby's `rematch`). */
  offerRematch(code: string): void {
    this.rematchCode = code;
    this.broadcastLobby();
  }

  get rematch(): string | null {
    return this.rematchCode;
  }

  /** A member's new name, logged like every lobby change. */
  rename(memberId: string, name: string): Problem | null {
    const member = this.lobby.members.get(memberId);
    if (!member) return { code: 'lobby.not-joined', detail: 'join a game first' };
    if (member.name !== name) this.commit({ t: 'member', id: member.id, name, tokenHash: member.tokenHash });
    this.broadcastLobby();
    return null;
  }

  /** A person took a bot's seat: the bot leaves the game for good. */
  private retireBot(memberId: string): void {
    const sink = this.sinks.get(memberId);
    if (sink instanceof BotSeat) sink.stop();
    this.sinks.delete(memberId);
    const member = this.lobby.members.get(memberId);
    if (member) member.connected = false;
  }

  // -------------------------------------------------------------------------------------------
  // Lobby steps
  // -------------------------------------------------------------------------------------------

  takeSeat(memberId: string, team: Command['team'], roles: readonly Command['role'][], consented = false): Problem | null {
    const checked = this.lobby.checkTakeSeat(memberId, team, roles, this.ctx.now(), consented);
    if ('code' in checked) return checked.code === 'seat.needs-consent' ? this.askCrew(memberId, String(checked.data!.seat)) : checked;
    const { seat } = checked;
    if (seat.holder === memberId) {
      this.broadcastLobby();
      return null;
    }
    const displaced = seat.holder;
    this.commit({ t: 'seat', member: memberId, seat: seat.id });
    if (displaced !== null && this.lobby.members.get(displaced)?.bot) this.retireBot(displaced);
    this.reportSeat(memberId);
    if (displaced !== null) this.reportSeat(displaced);
    this.broadcastLobby();
    if (this.lobby.started) this.sendFullState(displaced === null ? [memberId] : [memberId, displaced]);
    return null;
  }

  leaveSeat(memberId: string): Problem | null {
    const problem = this.lobby.checkLeaveSeat(memberId);
    if (problem) return problem;
    this.commit({ t: 'seat', member: memberId, seat: null });
    this.reportSeat(memberId);
    this.broadcastLobby();
    if (this.lobby.started) this.sendFullState([memberId]);
    return null;
  }

  ready(memberId: string, ready: boolean): Problem | null {
    const problem = this.lobby.checkReady(memberId);
    if (problem) return problem;
    if (this.lobby.members.get(memberId)!.ready !== ready) this.commit({ t: 'ready', member: memberId, ready });
    this.broadcastLobby();
    return null;
  }

  start(memberId: string): Problem | null {
    const problem = this.lobby.checkStart(memberId, this.ctx.now());
    if (problem) return problem;
    this.commit({ t: 'start' });
    this.ctx.report({ kind: 'started', code: this.code });
    this.broadcastLobby();
    this.sendFullState([...this.sinks.keys()]);
    return null;
  }

  private reportSeat(memberId: string): void {
    const member = this.lobby.members.get(memberId)!;
    this.ctx.report({ kind: 'seat', code: this.code, memberId, name: member.name, seat: member.seat });
  }

  /** Log first, then apply: a lobby change the disk does not hold never happened. */
  private commit(op: LobbyOp): void {
    this.log.append(op);
    this.lobby.apply(op, this.ctx.now());
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
      const rejected = outgoing({ type: 'rejected', seq, reason: outcome.reason, ...(outcome.data ? { data: outcome.data } : {}) });
      sink.deliver(rejected.message, rejected.text);
    }
    return outcome;
  }

  private tryCommand(memberId: string, seq: number, body: ClientCommand, sink: MemberSink): CommandOutcome {
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
    const result = reduce(this.state, command);
    if (!result.ok) return { ok: false, reason: result.reason, ...(result.data ? { data: { ...result.data } } : {}) };
    try {
      this.log.append({ t: 'cmd', m: memberId, seq, c: command });
    } catch (error) {
      if (!(error instanceof StorageError)) throw error;
      // Nothing was written or applied: the same command (same seq) may be sent again.
      member.lastSeq = previousSeq;
      this.ctx.report({ kind: 'warning', message: error.message });
      return { ok: false, reason: 'host.storage' };
    }
    this.state = result.state;
    for (const event of result.events) this.events.push(event);
    const accepted = outgoing({ type: 'accepted', seq });
    sink.deliver(accepted.message, accepted.text);
    if (this.state.phase === 'over') {
      // The end reveals everything: every member gets the whole log and both subs.
      this.sendFullState([...this.sinks.keys()]);
      this.broadcastLobby();
      const outcome = this.state.outcome;
      this.ctx.report({ kind: 'over', code: this.code, winner: outcome && 'winner' in outcome ? outcome.winner : null });
    } else {
      this.broadcastState(result.events);
    }
    return { ok: true };
  }

  // -------------------------------------------------------------------------------------------
  // Views
  // -------------------------------------------------------------------------------------------

  private seatFor(memberId: string): { key: string; seat: Seat } {
    const slot = this.lobby.seatOf(memberId);
    if (slot) return { key: slot.id, seat: { team: slot.team, roles: [...slot.roles] } };
    // A crew member who left a seat mid-game keeps watching as its crew, never as a spectator
    // (an open spectator view would show it the enemy sub).
    const team = this.lobby.members.get(memberId)?.team;
    return team ? { key: `watch-${team}`, seat: { team, roles: [] } } : { key: 'spectator', seat: { team: null } };
  }

  private hears(seat: Seat): (event: GameEvent) => boolean {
    if (this.state.phase === 'over') return () => true;
    if (seat.team === null && this.header.options.openSpectator) return () => true;
    return (event) => isHeardBy(event, seat.team);
  }

  private stateMessage(seat: Seat, events: readonly GameEvent[], full: boolean): Outgoing & { readonly viewText: string; readonly heard: number } {
    const view = viewFor(this.state, seat, { openSpectator: this.header.options.openSpectator });
    const heard = events.filter(this.hears(seat));
    return { ...outgoing({ type: 'state', gameId: this.id, view, events: heard, full }), viewText: JSON.stringify(view), heard: heard.length };
  }

  /**
   * Each member's view after a command with the events it heard; one serialization per seat.
   * A member whose view did not change and who heard nothing gets nothing: the number of updates
   * must not tell a crew what the enemy does in secret (a mark, a cross, a silence's distance).
   */
  private broadcastState(events: readonly GameEvent[]): void {
    this.flushLobby();
    const cache = new Map<string, ReturnType<GameRoom['stateMessage']>>();
    for (const [memberId, sink] of this.sinks) {
      const { key, seat } = this.seatFor(memberId);
      let out = cache.get(key);
      if (!out) {
        out = this.stateMessage(seat, events, false);
        cache.set(key, out);
      }
      if (out.heard === 0 && this.lastView.get(memberId) === out.viewText) continue;
      this.lastView.set(memberId, out.viewText);
      sink.deliver(out.message, out.text);
    }
  }

  private sendFullState(memberIds: readonly string[]): void {
    this.flushLobby();
    const cache = new Map<string, ReturnType<GameRoom['stateMessage']>>();
    for (const memberId of memberIds) {
      const sink = this.sinks.get(memberId);
      if (!sink) continue;
      const { key, seat } = this.seatFor(memberId);
      let out = cache.get(key);
      if (!out) {
        out = this.stateMessage(seat, this.events, true);
        cache.set(key, out);
      }
      this.lastView.set(memberId, out.viewText);
      sink.deliver(out.message, out.text);
    }
  }

  lobbyMessage(): HostMessageOf<'lobby'> {
    const seats: HostMessageOf<'lobby'>['seats'] = { blue: [], yellow: [] };
    for (const slot of this.lobby.seats) {
      const holder = slot.holder === null ? undefined : this.lobby.members.get(slot.holder);
      seats[slot.team].push({
        id: slot.id,
        team: slot.team,
        roles: [...slot.roles],
        holder: holder
          ? { memberId: holder.id, name: holder.name, connected: holder.connected, ready: holder.ready, ...(holder.bot ? { bot: true } : {}) }
          : null,
      });
    }
    const blocker = this.lobby.started ? null : (this.lobby.blocker()?.code ?? null);
    return {
      type: 'lobby',
      gameId: this.id,
      code: this.code,
      urls: this.ctx.joinUrls(this.code),
      settings: this.header.settings,
      options: { openSpectator: this.header.options.openSpectator, assistant: this.header.options.assistant ?? 'off' },
      creator: this.header.creator,
      phase: this.phase,
      seats,
      members: [...this.lobby.members.values()].map((m) => ({ id: m.id, name: m.name, connected: m.connected, seat: m.seat })),
      blocker,
      ...(this.rematchCode ? { rematch: this.rematchCode } : {}),
    };
  }

  /**
   * Lobby updates are coalesced: the first goes out at once, later ones at most once per
   * LOBBY_BROADCAST_MS with the lobby as it is then (a flood of clicks costs one message per window,
   * not one per click per member). A pending update goes out before any state, keeping their order.
   */
  private broadcastLobby(): void {
    if (this.lobbyWindow !== null) {
      this.lobbyPending = true;
      return;
    }
    this.sendLobbyNow();
    this.lobbyWindow = setTimeout(() => {
      this.lobbyWindow = null;
      if (this.lobbyPending) this.broadcastLobby();
    }, LOBBY_BROADCAST_MS);
    this.lobbyWindow.unref?.();
  }

  private flushLobby(): void {
    if (this.lobbyPending) this.sendLobbyNow();
  }

  private sendLobbyNow(): void {
    this.lobbyPending = false;
    const out = outgoing(this.lobbyMessage());
    for (const sink of this.sinks.values()) sink.deliver(out.message, out.text);
  }

  // -------------------------------------------------------------------------------------------
  // Seat requests (after the start: a crew lets an outsider in, or not)
  // -------------------------------------------------------------------------------------------

  /** An outsider asks for a seat: its crew's connected people decide (one newer request replaces an older). */
  private askCrew(memberId: string, seatId: string): Problem | null {
    const member = this.lobby.members.get(memberId)!;
    const slot = this.lobby.seat(seatId)!;
    const previous = this.requests.of(memberId);
    if (previous) this.sendRequest(previous, 'refused', 'seat.request-withdrawn');
    const request = this.requests.add({ memberId, name: member.name }, { id: slot.id, team: slot.team, roles: slot.roles });
    if (this.crewPresent(slot.team, memberId).length === 0) this.sendRequest(request, 'refused', 'seat.no-crew');
    else this.deliverTo([...this.crewPresent(slot.team, memberId), memberId], seatRequestMessage(request, 'pending'));
    return null;
  }

  /** A crew member answers; one accept grants the seat (if it can still be taken), one refusal ends it. */
  answerSeatRequest(memberId: string, requestId: string, accept: boolean): Problem | null {
    const request = this.requests.get(requestId);
    const member = this.lobby.members.get(memberId);
    if (!request || !member || member.bot !== null || member.team !== request.seat.team || memberId === request.from.memberId) {
      return { code: 'seat.request-gone', detail: `no request ${requestId} is open for your crew` };
    }
    if (!accept) {
      this.sendRequest(request, 'refused', 'seat.request-refused', member.name);
      return null;
    }
    this.requests.close(request.id);
    const problem = this.takeSeat(request.from.memberId, request.seat.team, request.seat.roles, true);
    this.sendRequest(request, problem ? 'refused' : 'accepted', problem?.code, member.name);
    return null;
  }

  /** The crew's people connected now (never bots: they cannot see a request on screen), but the asker. */
  private crewPresent(team: Command['team'], asker: string): string[] {
    return [...this.lobby.members.values()].filter((m) => m.team === team && m.bot === null && m.id !== asker && this.sinks.has(m.id)).map((m) => m.id);
  }

  /** Closes (unless pending) and tells the crew and the asker. */
  private sendRequest(request: SeatRequest, status: 'pending' | 'accepted' | 'refused', reason?: HostCode, by?: string): void {
    if (status !== 'pending') this.requests.close(request.id);
    this.deliverTo([...this.crewPresent(request.seat.team, request.from.memberId), request.from.memberId], seatRequestMessage(request, status, reason, by));
  }

  private deliverTo(memberIds: readonly string[], message: HostMessage): void {
    const out = outgoing(message);
    for (const id of memberIds) this.sinks.get(id)?.deliver(out.message, out.text);
  }

  /** Flushes and closes the log; members are told by the server closing their sockets. */
  close(): void {
    this.requests.clear();
    if (this.lobbyWindow !== null) clearTimeout(this.lobbyWindow);
    this.lobbyWindow = null;
    this.lobbyPending = false;
    for (const sink of this.sinks.values()) if (sink instanceof BotSeat) sink.stop();
    this.sinks.clear();
    this.log.close();
  }
}
