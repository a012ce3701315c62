import { expect } from 'vitest';
import { PROTOCOL_VERSION, type HostMessage } from '../../../shared/protocol';
import type { HostEvent, RoomContext } from '../../../electron/host/game-room';
import { Hub } from '../../../electron/host/hub';
import { GameStore, type LogFs } from '../../../electron/host/store';
import { nthName } from '../../support/distinct-names';
import { FakeClient } from './fake-client';
import { INLINE_DISK } from './inline-disk';
import { tempDir } from './hosts';

/** Every role of a crew of one. */
export const ALL_ROLES = ['captain', 'firstMate', 'engineer', 'radioOperator'] as const;
/** A turn-by-turn duel on the small map, one player a crew. */
export const DUEL = { mode: 'turn', mapId: 'alpha-10', crews: { blue: 1, yellow: 1 } } as const;

/** The key the host's own screen proves itself with, in these tests. */
export const HOST_SCREEN_KEY = 'the-host-screen-key-for-tests';

type HubOptions = ConstructorParameters<typeof Hub>[0];

/**
 * A hub driven directly, with in-memory clients (FakeClient), a disk that syncs inline (or the test's
 * own `disk`) and a clock the test moves (`advance`). `client(label, address)` says hello from that
 * address; `screen()` is the host's own screen (the key, from 127.0.0.1); `seatedDuel(c)` a duel `c` sits in, `botDuel(c)` one
 * it plays against a bot;
 * `aliases(label)` are 16 addresses of one PC; `events` is what the hub reported.
 */
export function memoryHub(options: Partial<Pick<HubOptions, 'maxGames' | 'slots' | 'lobbyBudget' | 'idleRoomMs'>> & { seed?: string | number; disk?: LogFs } = {}) {
  let now = 1_000_000;
  const events: HostEvent[] = [];
  const ctx: RoomContext = { now: () => now, botPaceMs: 0, limits: { maxMembers: 64, takeoverAfterMs: 60_000 }, joinUrls: () => [], report: (event) => events.push(event) };
  const dataDir = tempDir();
  const store = new GameStore(dataDir, options.disk ?? INLINE_DISK);
  const hub = new Hub({
    store,
    serverName: 'test',
    ctx,
    maxGames: options.maxGames ?? 50,
    allowOpenSpectator: false,
    seed: () => options.seed ?? 7919,
    keepFinishedMs: 1e12,
    hostKey: HOST_SCREEN_KEY,
    ...(options.slots ? { slots: options.slots } : {}),
    ...(options.lobbyBudget ? { lobbyBudget: options.lobbyBudget } : {}),
    ...(options.idleRoomMs !== undefined ? { idleRoomMs: options.idleRoomMs } : {}),
  });
  const client = (label: string, address: string) => {
    const c = new FakeClient();
    hub.identify(c, address);
    hub.handle(c, { type: 'hello', v: PROTOCOL_VERSION, name: label });
    return c;
  };
  const screen = (label = 'Host') => {
    const c = client(label, '127.0.0.1');
    hub.handle(c, { type: 'hostScreen', key: HOST_SCREEN_KEY });
    expect(c.last('hostScreen')).toEqual({ type: 'hostScreen', newGamesClosed: false });
    return c;
  };
  /** `creator` opens a duel and takes the whole blue crew: the game's code and id. */
  const seatedDuel = (creator: FakeClient) => {
    hub.handle(creator, { type: 'createGame', settings: DUEL });
    const { code, gameId } = creator.last('joined')!;
    hub.handle(creator, { type: 'takeSeat', team: 'blue', roles: [...ALL_ROLES] });
    return { code, gameId };
  };
  /** `creator` opens a duel, sits, gives the other seat a bot and starts it: 'ok', or the step's refusal. */
  const botDuel = (creator: FakeClient): Extract<HostMessage, { type: 'error' }> | 'ok' => {
    hub.handle(creator, { type: 'createGame', settings: DUEL });
    if (!creator.last('joined')) return creator.last('error')!;
    hub.handle(creator, { type: 'takeSeat', team: 'blue', roles: [...ALL_ROLES] });
    hub.handle(creator, { type: 'addBot', team: 'yellow', roles: [...ALL_ROLES], level: 1 });
    const last = creator.got.at(-1);
    if (last?.type === 'error') return last;
    hub.handle(creator, { type: 'ready', ready: true });
    hub.handle(creator, { type: 'start' });
    return 'ok';
  };
  const aliases = (label: string) => Array.from({ length: 16 }, (_, i) => client(nthName(label, i), `127.0.0.${i + 2}`));
  return { hub, store, dataDir, events, client, screen, seatedDuel, botDuel, aliases, advance: (ms: number) => (now += ms) };
}
