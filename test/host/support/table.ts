/**
 * A full table through the protocol: one client per seat (plus spectators), seated, ready, started.
 * `playThrough` sends a precomputed random legal game (test/support/random-game.ts) command by
 * command from the seat that holds the command's role, and checks what every client receives
 * against a mirror engine: the test may peek at the whole state, the host must not leak it.
 */
import { expect } from 'vitest';
import {
  eventsFor,
  isHeardBy,
  viewFor,
  type Command,
  type GameEvent,
  type GameState,
  type Role,
  type Seat,
  type Team,
} from '../../../shared/engine';
import type { ClientCommand, HostMessageOf, SeatInfo, SettingsInput } from '../../../shared/protocol';
import type { RandomGame } from '../../support/random-game';
import { TestClient } from './test-client';
import { nthName } from '../../support/distinct-names';

export interface Table {
  readonly code: string;
  /** The client on the first seat: the game's creator (after a reconnect, its new connection). */
  readonly creator: TestClient;
  readonly seated: { client: TestClient; readonly seat: SeatInfo }[];
  readonly spectators: TestClient[];
  readonly all: TestClient[];
  clientFor(team: Team, role: Role): TestClient;
  seatOf(client: TestClient): Seat;
  /** `next` takes the place of `old` (a reconnection); if `next` already had a place, `old` takes it (a swap). */
  replace(old: TestClient, next: TestClient): void;
  /** A crew member who left its seat mid-game keeps its crew's view (with no role). */
  watchAs(client: TestClient, team: Seat['team']): void;
  /**
   * Per client, the view (JSON) of the last state the test checked, and the move number of every
   * state it checked, in order: views carry no move counter (it would count the enemy's secret steps).
   */
  readonly lastView: Map<TestClient, string>;
  readonly seen: Map<TestClient, number[]>;
}

export interface TableOptions {
  readonly spectators?: number;
  readonly keepLog?: boolean;
  readonly openSpectator?: boolean;
  /** Spectators connect from this local address: another device than the players' (open view, issue 19.8). */
  readonly spectatorAddress?: string;
}

export function bodyOf(command: Command): ClientCommand {
  const { team: _team, ...body } = command;
  return body as ClientCommand;
}

/** Creates a game, fills every seat with its own client, readies them and starts. */
export async function seatTable(url: string, settings: SettingsInput, options: TableOptions = {}): Promise<Table> {
  const keepLog = options.keepLog === true;
  const creator = await TestClient.connect(url, { name: nthName('seat', 0), keepLog });
  await creator.hello();
  const joined = await creator.create(settings, options.openSpectator ? { openSpectator: true } : {});
  const lobby = await creator.next('lobby');
  const seats = [...lobby.seats.blue, ...lobby.seats.yellow];
  const seated: { client: TestClient; seat: SeatInfo }[] = [];
  for (const [i, seat] of seats.entries()) {
    let client = creator;
    if (i > 0) {
      client = await TestClient.connect(url, { name: nthName('seat', i), keepLog });
      await client.hello();
      await client.join(joined.code);
    }
    client.send({ type: 'takeSeat', team: seat.team, roles: [...seat.roles] });
    await client.next('lobby', (l) => l.seats[seat.team].some((s) => s.id === seat.id && s.holder?.memberId === client.memberId));
    seated.push({ client, seat });
  }
  const spectators: TestClient[] = [];
  for (let i = 0; i < (options.spectators ?? 0); i++) {
    const client = await TestClient.connect(url, { name: nthName('spectator', i), keepLog, ...(options.spectatorAddress ? { localAddress: options.spectatorAddress } : {}) });
    await client.hello();
    await client.join(joined.code);
    spectators.push(client);
  }
  for (const { client } of seated) client.send({ type: 'ready', ready: true });
  await creator.next('lobby', (l) => l.blocker === null);
  creator.send({ type: 'start' });
  const all = [...seated.map((s) => s.client), ...spectators];
  await Promise.all(all.map((c) => c.next('state', (s) => s.full)));
  for (const c of all) c.drain();
  const lastView = new Map(all.map((c) => [c, JSON.stringify(c.lastState!.view)]));
  const seen = new Map(all.map((c) => [c, [0]]));
  const watching = new Map<TestClient, NonNullable<Seat['team']>>();
  return {
    code: joined.code,
    get creator() {
      return seated[0]!.client;
    },
    seated,
    spectators,
    all,
    lastView,
    seen,
    clientFor(team, role) {
      const found = seated.find((s) => s.seat.team === team && s.seat.roles.includes(role));
      if (!found) throw new Error(`no seat holds ${team} ${role}`);
      return found.client;
    },
    seatOf(client) {
      const found = seated.find((s) => s.client === client);
      if (found) return { team: found.seat.team, roles: [...found.seat.roles] };
      const team = watching.get(client);
      return team ? { team, roles: [] } : { team: null };
    },
    watchAs(client, team) {
      if (team) watching.set(client, team);
      else watching.delete(client);
      // Its last state (the full one its seat change brought) is what it watches from.
      if (client.lastState) lastView.set(client, JSON.stringify(client.lastState.view));
    },
    replace(old, next) {
      const swap = (c: TestClient) => (c === old ? next : c === next ? old : c);
      for (const s of seated) s.client = swap(s.client);
      spectators.splice(0, spectators.length, ...spectators.map(swap));
      all.splice(0, all.length, ...all.map(swap));
    },
  };
}

export interface PlayOptions {
  readonly from?: number;
  readonly to?: number;
  readonly openSpectator?: boolean;
}

/** Events a seat should have in a full state message after `upTo` commands. */
export function heardSoFar(game: RandomGame, upTo: number, seat: Seat, state: GameState, openSpectator = false): GameEvent[] {
  const all = game.events.slice(0, upTo).flat();
  if (state.phase === 'over' || (seat.team === null && openSpectator)) return all;
  return all.filter((e) => isHeardBy(e, seat.team));
}

/** Checks one state message against the mirror: exactly the seat's view and the events it heard. */
export function checkState(table: Table, client: TestClient, message: HostMessageOf<'state'>, game: RandomGame, moves: number, openSpectator = false): void {
  const seat = table.seatOf(client);
  const state = game.states[moves]!;
  table.lastView.set(client, JSON.stringify(message.view));
  table.seen.set(client, [...(table.seen.get(client) ?? []), moves]);
  expect(message.view).toEqual(JSON.parse(JSON.stringify(viewFor(state, seat, { openSpectator }))));
  const expected = message.full
    ? heardSoFar(game, moves, seat, state, openSpectator)
    : seat.team === null && openSpectator
      ? [...game.events[moves - 1]!]
      : eventsFor(game.events[moves - 1]!, seat);
  expect(message.events).toEqual(JSON.parse(JSON.stringify(expected)));
}

/**
 * What `client` must receive after command `moves`: a state when its view changed or it heard
 * something (the end sends everyone everything), nothing otherwise.
 */
export function expectsState(table: Table, client: TestClient, game: RandomGame, moves: number, openSpectator = false): boolean {
  const state = game.states[moves]!;
  if (state.phase === 'over') return true;
  const seat = table.seatOf(client);
  const heard = seat.team === null && openSpectator ? game.events[moves - 1]! : eventsFor(game.events[moves - 1]!, seat);
  return heard.length > 0 || JSON.stringify(viewFor(state, seat, { openSpectator })) !== table.lastView.get(client);
}

/** Plays commands [from, to) of `game`; every client's state after each is checked, and that none is sent when nothing changed for it. */
export async function playThrough(table: Table, game: RandomGame, options: PlayOptions = {}): Promise<void> {
  const to = options.to ?? game.commands.length;
  for (let i = options.from ?? 0; i < to; i++) {
    const command = game.commands[i]!;
    const client = table.clientFor(command.team, command.role);
    const answer = await client.act(bodyOf(command));
    if (answer.type === 'rejected') {
      throw new Error(`command ${i} (${command.team} ${command.role} ${command.type}) rejected: ${answer.reason} ${JSON.stringify(answer.data ?? {})}`);
    }
    for (const c of table.all) {
      if (!expectsState(table, c, game, i + 1, options.openSpectator)) continue;
      const message = await c.next('state');
      checkState(table, c, message, game, i + 1, options.openSpectator);
    }
  }
}

/** Reconnects `old` (to `url`, maybe a restarted host) with its token; resolves once the full state is in. */
export async function rejoin(table: Table, old: TestClient, url: string): Promise<{ client: TestClient; joined: HostMessageOf<'joined'>; state: HostMessageOf<'state'> }> {
  const client = await TestClient.connect(url, { name: old.name });
  await client.hello();
  const joined = await client.join(table.code, old.token);
  const state = await client.next('state', (s) => s.full);
  table.replace(old, client);
  return { client, joined, state };
}
