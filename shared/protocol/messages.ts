/**
 * Every message between a client (a renderer window, a browser, a bot) and the host, as zod schemas
 * with the TypeScript types inferred from them. The host validates each client message at the edge
 * (`parseClientMessage`); clients may validate what the host sends with `parseHostMessage`.
 * Each message is one JSON text frame with a `type`. README.md beside this file has an example of each.
 */
import { z } from 'zod';
import type { CommandBody } from '../engine/commands';
import type { GameEvent } from '../engine/events';
import type { GameSettings } from '../engine/settings';
import { DIRECTIONS, ROLES, SYSTEMS, TEAMS, type Role, type Team } from '../engine/types';
import type { GameView } from '../engine/view';
import { HOST_CODE_LIST, type HostCode } from './codes';
import { cleanName } from './names';

/** Bounds that keep hostile input small; the engine checks the real ranges (map size, sheet slots). */
const cell = z.int().min(0).max(10_000);
const small = z.int().min(0).max(1_000);
const team = z.enum(TEAMS);
const role = z.enum(ROLES);
const direction = z.enum(DIRECTIONS);

// ---------------------------------------------------------------------------------------------
// Commands: the engine's CommandBody plus the acting role. The team is never sent: the host takes
// it from the seat. Unknown keys (a `team`, say) make the message malformed.
// ---------------------------------------------------------------------------------------------

const cmd = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.strictObject({ type: z.literal(type), role, ...shape });

const sonarFact = z.strictObject({ kind: z.enum(['column', 'row', 'sector']), value: small });

export const commandSchema = z.discriminatedUnion('type', [
  cmd('place', { cell }),
  cmd('course', { direction }),
  cmd('mark', { system: z.enum(SYSTEMS) }),
  cmd('cross', { slot: small }),
  cmd('stop', {}),
  cmd('resume', {}),
  cmd('mine', { cell }),
  cmd('detonate', { cell }),
  cmd('torpedo', { cell }),
  cmd('drone', { sector: small }),
  cmd('sonar', {}),
  cmd('sonarAnswer', { facts: z.array(sonarFact).max(3) }),
  cmd('silence', { direction, distance: small }),
  cmd('scenario', { cell }),
  cmd('surface', {}),
  cmd('secureHull', {}),
  cmd('checkHull', { approve: z.boolean() }),
  cmd('dive', {}),
  cmd('endTurn', {}),
]);

/** What a client sends inside `command`: an engine command body and the role acting. */
export type ClientCommand = z.infer<typeof commandSchema>;

// Compile-time: the schema covers exactly the engine's command bodies.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _commandsMatchEngine: Same<ClientCommand['type'], CommandBody['type']> = true;
const _commandsFitEngine: ClientCommand extends CommandBody & { role: Role } ? true : false = true;
void _commandsMatchEngine;
void _commandsFitEngine;

// ---------------------------------------------------------------------------------------------
// Client → host
// ---------------------------------------------------------------------------------------------

/** Partial settings: whatever is left out takes the engine's defaults (`defaultSettings`). */
export const settingsInputSchema = z.strictObject({
  edition: z.enum(['base', 'family']).optional(),
  mode: z.enum(['turn', 'realtime']).optional(),
  mapId: z.string().min(1).max(40).optional(),
  crews: z.strictObject({ blue: z.int().min(1).max(4), yellow: z.int().min(1).max(4) }).optional(),
  flags: z
    .strictObject({
      breakdownOrder: z.enum(['circuitFirst', 'damageFirst']),
      mineDiagonal: z.boolean(),
      detonationIsSystem: z.boolean(),
      detonationNeedsNoBreakdown: z.boolean(),
      torpedoBlockedByIslands: z.boolean(),
      mutualDestruction: z.enum(['draw', 'firingTeamWins', 'firingTeamLoses']),
      moveAfterDive: z.boolean(),
      silenceZeroMarks: z.boolean(),
      hullCheck: z.enum(['enemyEngineer', 'automatic']),
    })
    .partial()
    .optional(),
});
export type SettingsInput = z.infer<typeof settingsInputSchema>;

/** The Radio Operator's assistant (shared/solver): off, sector hints, or the full candidate map. */
export const assistantSchema = z.enum(['off', 'sectors', 'full']);
export type Assistant = z.infer<typeof assistantSchema>;

const name = z
  .string()
  .max(40)
  // Control characters, bidi overrides and invisible characters go (a name must not rewrite a console
  // or a line of text). A name left blank is refused by the host as `name.invalid` (shared/protocol/names.ts).
  .transform(cleanName);

export const clientMessageSchema = z.discriminatedUnion('type', [
  /** First message on every connection. */
  z.strictObject({ type: z.literal('hello'), v: z.int(), name }),
  /** Ask again for the list of games (the `games` reply). */
  z.strictObject({ type: z.literal('list') }),
  /** Create a game and join it as its creator. */
  z.strictObject({
    type: z.literal('createGame'),
    settings: settingsInputSchema.optional(),
    options: z.strictObject({ openSpectator: z.boolean().optional(), assistant: assistantSchema.optional() }).optional(),
  }),
  /** Join by code; a token from an earlier `joined` restores that member and their seat. */
  z.strictObject({
    type: z.literal('join'),
    code: z.string().min(1).max(12),
    token: z.string().min(1).max(100).optional(),
  }),
  /** Take the seat of `team` holding exactly `roles` (the lobby lists the seats). */
  z.strictObject({
    type: z.literal('takeSeat'),
    team,
    roles: z
      .array(role)
      .min(1)
      .max(4)
      .refine((r) => new Set(r).size === r.length, 'roles repeat'),
  }),
  z.strictObject({ type: z.literal('leaveSeat') }),
  /** A crew member's answer to a `seatRequest` (after the start, outsiders join a crew only by its consent). */
  z.strictObject({ type: z.literal('answerSeatRequest'), request: z.string().min(1).max(40), accept: z.boolean() }),
  z.strictObject({ type: z.literal('ready'), ready: z.boolean() }),
  z.strictObject({ type: z.literal('start') }),
  /** Before the start: an automatic crew member takes the free seat of `team` holding exactly `roles`. */
  z.strictObject({
    type: z.literal('addBot'),
    team,
    roles: z.array(role).min(1).max(4),
    level: z.union([z.literal(1), z.literal(2)]),
  }),
  /** Before the start: the creator sends an automatic crew member away from seat `seat` (its id). */
  z.strictObject({ type: z.literal('removeBot'), seat: z.string().min(1).max(20) }),
  /** Change your name in this game (the lobby shows it to everyone). */
  z.strictObject({ type: z.literal('rename'), name }),
  /**
   * After the end: a new game with the same settings, options and bots (made once per game);
   * `lobby.rematch` gives everyone its code, and each person joins it and takes a seat again.
   */
  z.strictObject({ type: z.literal('rematch') }),
  /** `seq` grows with every command of this member (`joined.lastSeq` says where it stands). */
  z.strictObject({
    type: z.literal('command'),
    seq: z.int().min(1).max(Number.MAX_SAFE_INTEGER),
    command: commandSchema,
  }),
  z.strictObject({ type: z.literal('ping'), t: z.number().optional() }),
  /**
   * The host's own screen proves itself with the key only the host's desktop app (or the console
   * of `npm run host`) knows; accepted only from this PC's loopback. Powers below need it.
   */
  z.strictObject({ type: z.literal('hostScreen'), key: z.string().min(1).max(100) }),
  /** Host screen: other machines may not create games (rematches included) while closed. */
  z.strictObject({ type: z.literal('closeNewGames'), closed: z.boolean() }),
  /** Host screen: a locked game takes no new members (rejoining with a seat token still works). */
  z.strictObject({ type: z.literal('lockGame'), code: z.string().min(1).max(12), locked: z.boolean() }),
  /** Host screen: the member leaves the game for good (its token is void; its seat is freed). */
  z.strictObject({ type: z.literal('removeMember'), code: z.string().min(1).max(12), member: z.string().min(1).max(20) }),
]);

export type ClientMessage = z.infer<typeof clientMessageSchema>;
export type ClientMessageType = ClientMessage['type'];
export const CLIENT_MESSAGE_TYPES = clientMessageSchema.options.map((o) => o.shape.type.value);

// ---------------------------------------------------------------------------------------------
// Host → client
// ---------------------------------------------------------------------------------------------

const object = (v: unknown) => typeof v === 'object' && v !== null;
const gameView = z.custom<GameView>(object, 'expected a game view');
const gameEvent = z.custom<GameEvent>(object, 'expected a game event');
const gameSettings = z.custom<GameSettings>(object, 'expected game settings');

export const lobbyPhaseSchema = z.enum(['lobby', 'playing', 'over']);
export type LobbyPhase = z.infer<typeof lobbyPhaseSchema>;

/** A game as listed before joining (`welcome`, `games`, `/status`, UDP discovery). */
export const gameSummarySchema = z.object({
  gameId: z.string(),
  code: z.string(),
  edition: z.enum(['base', 'family']),
  mode: z.enum(['turn', 'realtime']),
  mapId: z.string(),
  phase: lobbyPhaseSchema,
  /** Seats held / seats in all, per team. */
  seats: z.record(team, z.object({ held: z.int(), total: z.int() })),
  members: z.int(),
  /** People (not bots) connected now; absent from older hosts. */
  connected: z.int().optional(),
  /** Made by the host itself (`npm run host -- --scenario …`): listed before anyone joins. Absent from older hosts. */
  hostMade: z.boolean().optional(),
  createdAt: z.string(),
});
export type GameSummary = z.infer<typeof gameSummarySchema>;

export const seatInfoSchema = z.object({
  /** Stable id, e.g. "blue-0". */
  id: z.string(),
  team,
  roles: z.array(role),
  holder: z
    .object({
      memberId: z.string(),
      name: z.string(),
      connected: z.boolean(),
      ready: z.boolean(),
      bot: z.boolean().optional(),
      /** A bot's level (1 easy, 2 hard): the lobby names it in the player's language. */
      botLevel: z.union([z.literal(1), z.literal(2)]).optional(),
    })
    .nullable(),
  /**
   * After the start: whether a newcomer may ask this seat's crew for it now (nobody or a bot holds
   * it). The UI offers only these; the host refuses a request for any other (`lobby.seat-taken`).
   */
  free: z.boolean().optional(),
});
export type SeatInfo = z.infer<typeof seatInfoSchema>;

export const memberInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  connected: z.boolean(),
  /** Seat id, or null for a spectator. */
  seat: z.string().nullable(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

const hostCode = z.enum(HOST_CODE_LIST as [HostCode, ...HostCode[]]);

export const hostMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('welcome'), v: z.int(), serverName: z.string(), games: z.array(gameSummarySchema) }),
  z.object({ type: z.literal('games'), games: z.array(gameSummarySchema) }),
  /** You are a member of this game. Keep `token`: `join {code, token}` restores you after any disconnect. */
  z.object({
    type: z.literal('joined'),
    gameId: z.string(),
    code: z.string(),
    token: z.string(),
    memberId: z.string(),
    /** The last command seq the host handled for this member; continue above it. */
    lastSeq: z.int(),
    /** True when a token restored an existing member. */
    resumed: z.boolean(),
  }),
  /** The lobby as everyone in the game sees it; sent on join and after every lobby change. */
  z.object({
    type: z.literal('lobby'),
    gameId: z.string(),
    code: z.string(),
    /** Join URLs (one per LAN address); empty when the host does not know its addresses. */
    urls: z.array(z.string()),
    settings: gameSettings,
    options: z.object({ openSpectator: z.boolean(), assistant: assistantSchema }),
    /** Member id of the creator; null for a game the host created (any seated member may start it). */
    creator: z.string().nullable(),
    phase: lobbyPhaseSchema,
    seats: z.record(team, z.array(seatInfoSchema)),
    members: z.array(memberInfoSchema),
    /** Why `start` would be refused now (null: it would succeed, or the game has started). */
    blocker: hostCode.nullable(),
    /** Code of the rematch someone asked for after the end (absent: none yet). */
    rematch: z.string().optional(),
    /** The host locked the game: nobody new may join it (absent: open). */
    locked: z.boolean().optional(),
  }),
  /**
   * The seat's view (`viewFor`) and the announcements it heard. `full`: `events` is the whole log
   * this seat may hear (on join, on start, on a seat change and at the end, when every event is
   * revealed); otherwise only the events of the last command.
   */
  z.object({
    type: z.literal('state'),
    gameId: z.string(),
    view: gameView,
    events: z.array(gameEvent),
    full: z.boolean(),
  }),
  /**
   * After the start, a member of no crew asked for a seat (`takeSeat`): the crew's connected members
   * and the asker hear of it, and again when it is decided. One accept from the crew grants it;
   * `reason` says why it was not (`seat.request-refused`, `seat.request-expired`, `seat.no-crew`, …).
   */
  z.object({
    type: z.literal('seatRequest'),
    request: z.string(),
    from: z.object({
      memberId: z.string(),
      name: z.string(),
      /** Never one of this crew: a member of a crew takes its seats back without asking. */
      newcomer: z.boolean().optional(),
      /**
       * People of this game who connected from the asker's computer (same network address), with
       * their team: a request from the other crew's computer is shown as such.
       */
      sameComputerAs: z.array(z.object({ name: z.string(), team: team.nullable() })).optional(),
    }),
    seat: z.object({ id: z.string(), team, roles: z.array(role) }),
    /**
     * `queued`: only the asker hears it: the crew sees one request at a time, and `place` requests are
     * ahead of this one (1: next). `pending`: the crew's dialog is open.
     */
    status: z.enum(['queued', 'pending', 'accepted', 'refused']),
    place: z.int().optional(),
    /** To the crew with a pending request: how many more wait behind it. */
    waiting: z.int().optional(),
    reason: hostCode.optional(),
    /** Who decided it (a crew member's name), when someone did. */
    by: z.string().optional(),
  }),
  /** To the host's own screen only (after `hostScreen`): what it controls now. */
  z.object({ type: z.literal('hostScreen'), newGamesClosed: z.boolean() }),
  z.object({ type: z.literal('accepted'), seq: z.int() }),
  /** The command `seq` was not applied. `reason` is an engine ReasonCode or a HostCode. */
  z.object({
    type: z.literal('rejected'),
    seq: z.int(),
    reason: z.string(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  /** A message that could not be handled. `inReplyTo` is its type when the host could read it. */
  z.object({
    type: z.literal('error'),
    code: hostCode,
    detail: z.string(),
    inReplyTo: z.string().optional(),
    /** The command's seq, when a malformed command still had a readable one. */
    seq: z.int().optional(),
    /** What the UI needs to explain it (e.g. `lobby.seat-taken`: holder, takeoverInMs). */
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  z.object({ type: z.literal('pong'), t: z.number().optional() }),
]);

export type HostMessage = z.infer<typeof hostMessageSchema>;
export type HostMessageType = HostMessage['type'];
export type HostMessageOf<T extends HostMessageType> = Extract<HostMessage, { type: T }>;
export type ClientMessageOf<T extends ClientMessageType> = Extract<ClientMessage, { type: T }>;

export type { Team, Role };
