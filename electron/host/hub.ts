import type { Assistant } from '../../shared/protocol';
/**
 * The host's switchboard: the games it runs, and what each client message does. Transport-free:
 * a `ClientPort` is a WebSocket connection in production and can be anything in a test or a bot.
 */
import { checkSettings, defaultSettings, type GameSettings } from '../../shared/engine';
import {
  PROTOCOL_VERSION,
  type ClientMessage,
  type GameSummary,
  type HostMessage,
  type SettingsInput,
} from '../../shared/protocol';
import { hashToken, newGameId, newJoinCode, normalizeCode } from './codes';
import { GameRoom, type HostEvent, type MemberSink, type RoomContext } from './game-room';
import { DEFAULT_FLOOD_LIMITS, FloodGuard, type FloodLimits } from './flood-guard';
import { DEFAULT_SLOT_LIMITS, GameSlots, type SlotLimits } from './game-slots';
import { HostScreen } from './host-screen';
import { machineKey } from './machine-key';
import { DEFAULT_LOBBY_BUDGET, LobbyBudget, type LobbyBudgetLimits, type Payer } from './lobby-budget';
import type { Problem } from './lobby';
import { invalidName, nameProblem } from './name-rules';
import { sawOpenView } from './open-view';
import { LOG_FORMAT, type GameHeader, type GameStore, type LoadedGame } from './store';

/** A client as the hub sees it. */
export interface ClientPort extends MemberSink {
  /** Set by `hello`. */
  name: string | null;
  membership: { readonly room: GameRoom; readonly memberId: string } | null;
  send(message: HostMessage): void;
}

export interface HubOptions {
  readonly store: GameStore;
  readonly serverName: string;
  readonly ctx: RoomContext;
  readonly maxGames: number;
  readonly allowOpenSpectator: boolean;
  readonly seed: () => string | number;
  /** Finished games older than this are not loaded again at start (their logs stay on disk). */
  readonly keepFinishedMs: number;
  /** Per connection and per address limits on creating games and adding members. */
  readonly flood?: FloodLimits;
  /** Per machine shares of the host's games and bot games (game-slots.ts). */
  readonly slots?: Partial<Omit<SlotLimits, 'maxGames'>>;
  /** People without a seat who have been away this long leave their game (issue 28.1). Default 60 s. */
  readonly watcherGoneMs?: number;
  /**
   * Which machine an address belongs to (default machine-key.ts: an IPv6 /64 is one, all loopback is
   * the host PC). Tests that play several computers on loopback pass the exact address.
   */
  readonly machineOf?: (address: string) => string;
  /** The host screen's key (host-screen.ts); default: a fresh random one. */
  readonly hostKey?: string;
  /** How much lobby clicks may grow a game's log, per member, per watcher's machine and per game (lobby-budget.ts). */
  readonly lobbyBudget?: LobbyBudgetLimits;
  /**
   * A game waiting to start, or over, with no person connected this long leaves memory (a waiting
   * game made by a client is deleted: nothing happened in it; a finished one keeps its log). Default 10 min.
   */
  readonly idleRoomMs?: number;
}

/** Per-game options chosen at creation (the lobby shows them; the log keeps them). */
export interface GameOptions {
  readonly openSpectator?: boolean;
  readonly assistant?: Assistant;
}

export class Hub {
  private readonly rooms = new Map<string, GameRoom>();
  private readonly byCode = new Map<string, GameRoom>();
  /** Game logs that could not be loaded (damaged, or not replaying): left on disk untouched. */
  readonly damaged: { readonly file: string; readonly problem: string }[] = [];

  private readonly guard: FloodGuard;
  private readonly slots: GameSlots;
  private readonly clicks: LobbyBudget;
  readonly screen: HostScreen;
  /** Each client's exact remote address: the host screen must come from loopback, whatever the machine key says. */
  private readonly remote = new WeakMap<object, string>();
  /**
   * Games in play that nobody was connected to for `idleRoomMs`: unloaded (the log stays), code →
   * game id. A player who comes back with the code (and its token) loads it again (issue 19.5).
   */
  private readonly parked = new Map<string, string>();
  /** When each finished game was first seen over by `sweep`. */
  private readonly overSince = new Map<string, number>();

  constructor(private readonly options: HubOptions) {
    this.guard = new FloodGuard(options.flood ?? DEFAULT_FLOOD_LIMITS, () => options.ctx.now());
    this.clicks = new LobbyBudget(options.lobbyBudget ?? DEFAULT_LOBBY_BUDGET, () => options.ctx.now());
    this.slots = new GameSlots({ maxGames: options.maxGames, ...DEFAULT_SLOT_LIMITS, ...options.slots });
    this.screen = new HostScreen(options.hostKey);
  }

  /** Where a client connects from: every limit keys on its machine (machine-key.ts), never the exact address. */
  identify(client: ClientPort, address: string): void {
    const machine = (this.options.machineOf ?? machineKey)(address);
    this.remote.set(client, address);
    this.guard.identify(client, machine);
    this.slots.identify(client, machine);
    // Rooms tell a crew which people share the asker's computer (seat requests, issue 19.1).
    client.address = machine;
  }

  /**
   * Housekeeping (a timer calls it): a finished game closes its file at once, and leaves memory once
   * nobody has been connected to it for `idleRoomMs`; so does a client-made game that never started.
   */
  sweep(): void {
    const now = this.ctx.now();
    const idleMs = this.options.idleRoomMs ?? 10 * 60_000;
    const goneMs = this.options.watcherGoneMs ?? 60_000;
    for (const room of [...this.rooms.values()]) {
      const phase = room.phase;
      // Watchers who left long enough ago leave the game (a finished game leaves memory anyway).
      if (phase !== 'over') {
        try {
          room.removeDeparted(goneMs);
        } catch (error) {
          this.ctx.report({ kind: 'warning', message: `${room.code}: could not remove members who left: ${error instanceof Error ? error.message : String(error)}` });
        }
      }
      if (phase === 'over') {
        if (!this.overSince.has(room.id)) this.overSince.set(room.id, now);
        this.options.store.release(room.id);
      }
      let lastSeen = phase === 'over' ? this.overSince.get(room.id)! : room.header.createdAt;
      for (const member of room.lobby.members.values()) {
        if (member.bot !== null) continue;
        if (member.connected) lastSeen = Infinity;
        else lastSeen = Math.max(lastSeen, member.lastSeenAt);
      }
      if (now - lastSeen < idleMs) continue;
      if (phase === 'lobby' && room.header.creator === null) continue; // the host's own game waits for its players
      if (phase === 'playing') this.park(room);
      else this.drop(room, phase === 'lobby');
    }
  }

  private drop(room: GameRoom, discard: boolean): void {
    this.unload(room);
    if (discard) this.options.store.discard(room.id);
    this.ctx.report({ kind: 'warning', message: `${room.code}: ${discard ? 'expired (nobody came back to this waiting game)' : 'finished game unloaded (its log stays on disk)'}` });
  }

  private unload(room: GameRoom): void {
    room.close();
    this.options.store.closeLog(room.id);
    this.rooms.delete(room.id);
    if (this.byCode.get(room.code) === room) this.byCode.delete(room.code);
    this.overSince.delete(room.id);
    this.guard.forget(room.id);
    this.slots.forget(room.id);
    this.clicks.forget(room.id);
  }

  /** A game in play that everyone left long ago leaves memory; its log stays and its code is kept. */
  private park(room: GameRoom): void {
    this.unload(room);
    this.parked.set(room.code, room.id);
    this.ctx.report({ kind: 'warning', message: `${room.code}: suspended and unloaded (nobody there); a player who comes back resumes it` });
  }

  /** A player came back to a parked game: it is loaded from its log again, its bots still waiting. */
  private unpark(code: string): GameRoom | undefined {
    const id = this.parked.get(code);
    if (id === undefined) return undefined;
    this.parked.delete(code);
    const loaded = this.options.store.loadGame(id);
    if (typeof loaded === 'string') {
      this.reportDamaged(id, loaded);
      return undefined;
    }
    const room = this.restoreRoom(loaded);
    if (!room) return undefined;
    this.register(room);
    room.pauseBots(true);
    return room;
  }

  /** Rebuilds a game from its log; a log the engine cannot replay is reported as damaged and left as it is. */
  private restoreRoom(loaded: LoadedGame): GameRoom | null {
    try {
      return GameRoom.restore(this.withHostPermission(loaded), this.ctx);
    } catch (error) {
      loaded.log.close();
      this.reportDamaged(loaded.log.file, error instanceof Error ? error.message : String(error));
      return null;
    }
  }

  /** Bots play only while a person is connected to their game (issue 19.5). */
  private suspendIfEmpty(room: GameRoom): void {
    room.pauseBots((room.summary().connected ?? 0) === 0);
  }

  private get ctx(): RoomContext {
    return this.options.ctx;
  }

  /** Loads every game log in the data folder; returns the games resumed. */
  resume(): GameRoom[] {
    const report = this.options.store.load();
    for (const { file, problem } of report.problems) this.reportDamaged(file, problem);
    const resumed: GameRoom[] = [];
    for (const loaded of report.games) {
      const room = this.restoreRoom(loaded);
      if (!room) continue;
      if (room.phase === 'over' && this.ctx.now() - loaded.modifiedAt > this.options.keepFinishedMs) {
        room.close();
        continue;
      }
      if (loaded.repairedBytes > 0) {
        this.ctx.report({ kind: 'warning', message: `${loaded.log.file}: cut ${loaded.repairedBytes} bytes of an unfinished last write` });
      }
      this.register(room);
      // Nobody is connected to a game the host just loaded: its bots wait for the first person back.
      room.pauseBots(true);
      resumed.push(room);
      this.ctx.report({ kind: 'game-resumed', code: room.code, gameId: room.id, summary: room.summary(), moves: room.gameState.moves });
    }
    return resumed;
  }

  /**
   * A game that asked for the open spectator view gets it only while this host allows it: one
   * restarted without `--open-spectator` loads it with the option off (the file is not rewritten).
   */
  private withHostPermission(loaded: LoadedGame): LoadedGame {
    if (!loaded.header.options.openSpectator || this.options.allowOpenSpectator) return loaded;
    return { ...loaded, header: { ...loaded.header, options: { ...loaded.header.options, openSpectator: false } } };
  }

  private reportDamaged(file: string, problem: string): void {
    this.damaged.push({ file, problem });
    this.ctx.report({ kind: 'warning', message: `damaged game log ${file}: ${problem}; left on disk untouched and not loaded` });
  }

  private register(room: GameRoom): void {
    this.rooms.set(room.id, room);
    this.byCode.set(room.code, room);
    // Its log failed to sync: the game leaves memory with its code kept; the next join loads what the disk holds.
    room.onLost(() => {
      if (this.rooms.get(room.id) !== room) return;
      this.unload(room);
      this.parked.set(room.code, room.id);
    });
  }

  summaries(): GameSummary[] {
    return [...this.rooms.values()].map((room) => room.summary());
  }

  room(code: string): GameRoom | undefined {
    const normalized = normalizeCode(code);
    return this.byCode.get(normalized) ?? this.unpark(normalized);
  }

  /**
   * Creates a game (creator null: made by the host itself, e.g. `npm run host -- --scenario alpha`).
   * `byHost`: the host itself or its own screen, never refused for want of slots.
   */
  createGame(input: SettingsInput, gameOptions: GameOptions, creator: string | null, byHost = creator === null): GameRoom | Problem {
    const openSpectator = gameOptions.openSpectator === true;
    // Only games with people in them count (game-slots.ts); the host's own game is never refused.
    if (!byHost) {
      const full = this.slots.checkHost(this.rooms.values());
      if (full) return full;
    }
    if (openSpectator && !this.options.allowOpenSpectator) {
      return { code: 'lobby.open-spectator-disabled', detail: 'start the host with the open spectator option to allow it' };
    }
    const settings: GameSettings = defaultSettings(input as Partial<GameSettings>);
    const problem = checkSettings(settings);
    if (problem) return { code: 'lobby.bad-settings', detail: problem, data: { reason: problem } };
    const now = this.ctx.now();
    const header: GameHeader = {
      t: 'game',
      format: LOG_FORMAT,
      id: newGameId(now),
      code: newJoinCode((code) => this.byCode.has(code) || this.parked.has(code)),
      createdAt: now,
      settings,
      seed: this.options.seed(),
      options: { openSpectator, assistant: gameOptions.assistant ?? 'off' },
      creator,
    };
    const room = GameRoom.create(header, this.options.store.create(header), this.ctx);
    this.register(room);
    this.ctx.report({ kind: 'game-created', code: room.code, gameId: room.id, summary: room.summary() });
    return room;
  }

  /** A refusal of the client's own message: behind the member's answers still waiting for the disk, so answers keep the order of the questions. */
  private error(client: ClientPort, problem: Problem, inReplyTo: string): void {
    const message: HostMessage = { type: 'error', code: problem.code, detail: problem.detail, inReplyTo, ...(problem.data ? { data: problem.data } : {}) };
    const member = client.membership;
    if (member) member.room.answer(member.memberId, client, message);
    else client.send(message);
  }

  /**
   * A member's step refused: the refusal may follow from lines not yet durable (a seat just taken),
   * so it waits behind them like every message of that game.
   */
  private answer(client: ClientPort, room: GameRoom, memberId: string, problem: Problem, inReplyTo: string): void {
    room.answer(memberId, client, { type: 'error', code: problem.code, detail: problem.detail, inReplyTo, ...(problem.data ? { data: problem.data } : {}) });
  }

  /** Handles one valid client message; every failure is answered with `error` or `rejected`. */
  handle(client: ClientPort, message: ClientMessage): void {
    if (message.type === 'hello') {
      if (message.v !== PROTOCOL_VERSION) {
        this.error(client, { code: 'protocol.version', detail: `this host speaks protocol ${PROTOCOL_VERSION}, the client ${message.v}` }, 'hello');
        return;
      }
      const invalid = invalidName(message.name);
      if (invalid) return this.error(client, invalid, 'hello');
      client.name = message.name;
      client.send({ type: 'welcome', v: PROTOCOL_VERSION, serverName: this.options.serverName, games: this.summaries() });
      return;
    }
    if (message.type === 'ping') {
      client.send(message.t === undefined ? { type: 'pong' } : { type: 'pong', t: message.t });
      return;
    }
    if (client.name === null) {
      if (message.type === 'command') client.send({ type: 'rejected', seq: message.seq, reason: 'protocol.hello-first' });
      else this.error(client, { code: 'protocol.hello-first', detail: 'send hello {v, name} first' }, message.type);
      return;
    }
    switch (message.type) {
      case 'list':
        client.send({ type: 'games', games: this.summaries() });
        return;
      case 'hostScreen':
      case 'closeNewGames':
      case 'lockGame':
      case 'removeMember': {
        const problem = this.hostPower(client, message);
        if (problem) this.error(client, problem, message.type);
        return;
      }
      case 'createGame': {
        const limited = this.checkCreate(client);
        if (limited) return this.error(client, limited, message.type);
        const created = this.createGame(message.settings ?? {}, message.options ?? {}, this.nextCreatorId(), this.screen.is(client));
        if (!(created instanceof GameRoom)) return this.error(client, created, message.type);
        this.guard.created(client, created.id);
        this.slots.created(client, created.id);
        this.joinRoom(client, created, undefined);
        return;
      }
      case 'join': {
        const room = this.room(message.code);
        if (!room) {
          return this.error(client, { code: 'lobby.unknown-game', detail: `no game has the code ${normalizeCode(message.code)}` }, message.type);
        }
        // A new member costs a join (unless its name is refused); rejoining with a seat token never does.
        const named = message.token === undefined ? nameProblem(room.lobby.members.values(), client.name, null) : null;
        if (named) return this.error(client, named, message.type);
        const limited = message.token === undefined ? this.checkNewMember(client, room) : null;
        const problem = limited ?? this.joinRoom(client, room, message.token);
        if (problem) this.error(client, problem, message.type);
        return;
      }
      case 'command': {
        const membership = this.membership(client);
        if (!membership) {
          client.send({ type: 'rejected', seq: message.seq, reason: 'lobby.not-joined' });
          return;
        }
        membership.room.command(membership.memberId, message.seq, message.command, client);
        return;
      }
      default: {
        const membership = this.membership(client);
        if (!membership) return this.error(client, { code: 'lobby.not-joined', detail: 'join a game first' }, message.type);
        const { room, memberId } = membership;
        if (message.type === 'rematch' || message.type === 'start') {
          const problem = this.lobbyStep(client, room, memberId, message);
          if (problem) this.answer(client, room, memberId, problem, message.type);
          return;
        }
        // Lobby clicks are charged for the log bytes they write (19.10); one that writes nothing is free.
        const address = this.slots.addressOf(client);
        // A watcher taking a seat pays as the player it becomes: becoming a player never draws on the
        // watchers' budgets, nor escapes the machine's players' one by joining again under a new name.
        const payer = this.payer(client, room, memberId, message.type === 'takeSeat');
        const request = message.type === 'takeSeat' && room.phase === 'playing' && room.lobby.members.get(memberId)?.team === null;
        const before = this.options.store.logBytes(room.id);
        // A newcomer's seat request writes nothing (the crew's accept is charged to the crew member): never refused here.
        const limited = payer === null || request ? null : this.clicks.check(room.id, payer);
        const problem = limited ?? this.checkBots(client, room, message) ?? this.lobbyStep(client, room, memberId, message);
        if (!problem && message.type === 'addBot') this.slots.botGame(room.id, address);
        if (payer) this.clicks.spend(room.id, payer, this.options.store.logBytes(room.id) - before);
        if (problem) this.answer(client, room, memberId, problem, message.type);
      }
    }
  }

  /**
   * Whose lobby budgets a member's click draws on (lobby-budget.ts): none for the host's own screen;
   * a player (seated, playing for a crew, the creator, or a watcher taking a seat) its own and its machine's
   * players' account; a watcher its own, its machine's watchers' account and the game's.
   */
  private payer(client: ClientPort, room: GameRoom, memberId: string, seating = false): Payer | null {
    if (this.screen.is(client)) return null;
    const member = room.lobby.members.get(memberId);
    const player = seating || (member !== undefined && !room.lobby.isWatcher(member));
    return { member: memberId, machine: this.slots.addressOf(client), as: player ? 'player' : 'watcher' };
  }

  private lobbyStep(client: ClientPort, room: GameRoom, memberId: string, message: Exclude<ClientMessage, { type: 'hello' | 'ping' | 'list' | 'createGame' | 'join' | 'command' | 'hostScreen' | 'closeNewGames' | 'lockGame' | 'removeMember' }>): Problem | null {
    switch (message.type) {
      case 'takeSeat':
        // A device that watched with both subs shown never plays in that game (19.8).
        if (room.phase === 'playing' && sawOpenView(room.lobby, this.slots.addressOf(client))) {
          return { code: 'seat.open-viewer', detail: 'this device watched this game with both subs shown: it cannot take a seat in it' };
        }
        return room.takeSeat(memberId, message.team, message.roles);
      case 'leaveSeat':
        return room.leaveSeat(memberId);
      case 'answerSeatRequest':
        return room.answerSeatRequest(memberId, message.request, message.accept);
      case 'ready':
        return room.ready(memberId, message.ready);
      case 'start':
        return room.start(memberId);
      case 'addBot':
        return room.addBot(memberId, message.team, message.roles, message.level);
      case 'removeBot':
        return room.removeBot(memberId, message.seat);
      case 'rename': {
        const named = nameProblem(room.lobby.members.values(), message.name, memberId);
        if (named) return named;
        client.name = message.name;
        return room.rename(memberId, message.name);
      }
      case 'rematch':
        return this.rematch(client, room);
    }
  }

  /**
   * After the end: one new game with the same settings, options and bots; whoever asks first
   * creates it (and is its creator), later askers join it. Everyone still in the old game hears its code.
   */
  private rematch(client: ClientPort, room: GameRoom): Problem | null {
    if (room.phase !== 'over') return { code: 'lobby.not-over', detail: 'the game is not over' };
    const existing = room.rematch === null ? undefined : this.room(room.rematch);
    // Joining or making the rematch is a join or a create like any other, with the same limits (19.4):
    // a rejoin of the old game with its token is free, so the rematch must not be.
    if (existing) {
      return nameProblem(existing.lobby.members.values(), client.name!, null) ?? this.checkNewMember(client, existing) ?? this.joinRoom(client, existing, undefined);
    }
    const byHost = this.screen.is(client);
    const withBots = room.botSeats().length > 0;
    const limited = this.checkCreate(client) ?? (withBots && !byHost ? this.slots.checkBotGame(this.slots.addressOf(client), null, this.rooms) : null);
    if (limited) return limited;
    const created = this.createGame(room.header.settings, room.header.options, this.nextCreatorId(), byHost);
    if (!(created instanceof GameRoom)) return created;
    this.guard.created(client, created.id);
    this.slots.created(client, created.id);
    if (withBots) this.slots.botGame(created.id, this.slots.addressOf(client));
    const problem = this.joinRoom(client, created, undefined);
    if (problem) return problem;
    const creator = client.membership!.memberId;
    for (const bot of room.botSeats()) created.addBot(creator, bot.team, bot.roles, bot.level);
    room.offerRematch(created.code);
    return null;
  }

  /**
   * Whether `client` may create a game: the host's screen always may; anyone else not while the host
   * has closed new games, then within its connection's and machine's limits (flood-guard.ts, game-slots.ts).
   */
  private checkCreate(client: ClientPort): Problem | null {
    if (this.screen.is(client)) return null;
    if (this.screen.newGamesClosed) {
      return { code: 'host.games-closed', detail: 'the host closed this host to new games from other computers; ask the host to open it' };
    }
    return this.guard.checkCreate(client, (id) => this.rooms.get(id)?.phase === 'lobby') ?? this.slots.checkCreate(client, this.rooms, this.membership(client)?.room.id);
  }

  /** Whether `client` may join `room` as a new member: not a locked game, within its machine's and connection's limits. */
  private checkNewMember(client: ClientPort, room: GameRoom): Problem | null {
    if (this.screen.is(client)) return null;
    if (room.locked) return { code: 'lobby.locked', detail: `the host locked game ${room.code}: nobody new may join; ask the host to unlock it` };
    const mine = room.watchersFrom(this.slots.addressOf(client));
    return room.lobby.checkNewWatcher(mine) ?? this.guard.checkJoin(client, mine);
  }

  /** The first bot of a game makes it a bot game: the host's bot budget and the machine's share (game-slots.ts). */
  private checkBots(client: ClientPort, room: GameRoom, message: ClientMessage): Problem | null {
    if (message.type !== 'addBot' || this.screen.is(client)) return null;
    return this.slots.checkBotGame(this.slots.addressOf(client), room, this.rooms);
  }

  /** The host screen's key, and its powers over the host and its games (host-screen.ts). */
  private hostPower(client: ClientPort, message: Extract<ClientMessage, { type: 'hostScreen' | 'closeNewGames' | 'lockGame' | 'removeMember' }>): Problem | null {
    if (message.type === 'hostScreen') {
      const refused = this.screen.claim(client, message.key, this.remote.get(client) ?? 'unknown');
      if (refused) {
        this.ctx.report({ kind: 'warning', message: `refused a host-screen key from ${this.remote.get(client) ?? 'an unknown address'}` });
        return refused;
      }
      client.send({ type: 'hostScreen', newGamesClosed: this.screen.newGamesClosed });
      return null;
    }
    if (!this.screen.is(client)) return { code: 'host.not-host-screen', detail: "only the host's own screen may do this" };
    if (message.type === 'closeNewGames') {
      this.screen.newGamesClosed = message.closed;
      for (const screen of this.screen.all()) (screen as ClientPort).send({ type: 'hostScreen', newGamesClosed: message.closed });
      return null;
    }
    const room = this.room(message.code);
    if (!room) return { code: 'lobby.unknown-game', detail: `no game has the code ${normalizeCode(message.code)}` };
    if (message.type === 'lockGame') {
      room.setLocked(message.locked);
      return null;
    }
    const removed = room.removeMember(message.member);
    if (removed) return removed;
    this.suspendIfEmpty(room);
    return null;
  }

  /** The creator of a new game is always its first member. */
  private nextCreatorId(): string {
    return 'm1';
  }

  private membership(client: ClientPort): ClientPort['membership'] {
    const m = client.membership;
    return m && m.room.isAttached(m.memberId, client) ? m : null;
  }

  private joinRoom(client: ClientPort, room: GameRoom, token: string | undefined): Problem | null {
    const old = client.membership;
    let name = client.name!;
    if (token === undefined) {
      const named = nameProblem(room.lobby.members.values(), name, null);
      if (named) return named;
    } else {
      // A returning member whose new name is taken (or blank) comes back under the name it had.
      const member = room.lobby.memberByTokenHash(hashToken(token));
      // So does one whose lobby budget is used up (a new name is a log line, 19.10): never locked out.
      const payer = member ? this.payer(client, room, member.id) : null;
      if (member && member.name !== name && (nameProblem(room.lobby.members.values(), name, member.id) || (payer && this.clicks.check(room.id, payer)))) name = member.name;
    }
    const before = this.options.store.logBytes(room.id);
    const joined = room.join(client, name, token);
    if (token !== undefined && !('code' in joined)) {
      const payer = this.payer(client, room, joined.memberId);
      if (payer) this.clicks.spend(room.id, payer, this.options.store.logBytes(room.id) - before);
    }
    if ('code' in joined) return joined;
    if (old && !(old.room === room && old.memberId === joined.memberId)) {
      old.room.detach(old.memberId, client);
      this.suspendIfEmpty(old.room);
    }
    client.membership = { room, memberId: joined.memberId };
    this.suspendIfEmpty(room);
    return null;
  }

  disconnect(client: ClientPort): void {
    this.screen.forget(client);
    const m = client.membership;
    client.membership = null;
    if (m) {
      m.room.detach(m.memberId, client);
      this.suspendIfEmpty(m.room);
    }
  }

  close(): void {
    for (const room of this.rooms.values()) room.close();
    this.rooms.clear();
    this.byCode.clear();
  }
}

export type { HostEvent };
