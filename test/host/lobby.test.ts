/** The lobby through the protocol: games, codes, seats per crew, ready, start, takeover. */
import { describe, expect, it } from 'vitest';
import { seatLayout } from '../../electron/host/lobby';
import { CODE_ALPHABET, newJoinCode, normalizeCode } from '../../electron/host/codes';
import type { TestHost } from './support/hosts';
import { hostSession } from './support/session';
import type { TestClient } from './support/test-client';

const session = hostSession();
const client = (name: string, url?: string): Promise<TestClient> => session.client(name, url);
let host: TestHost | undefined;

describe('seat layouts', () => {
  it('merge roles as the rules say for small crews', () => {
    expect(seatLayout('base', 4)).toEqual([['captain'], ['firstMate'], ['engineer'], ['radioOperator']]);
    expect(seatLayout('base', 3)).toEqual([['captain', 'firstMate'], ['engineer'], ['radioOperator']]);
    expect(seatLayout('base', 2)).toEqual([['captain', 'firstMate', 'engineer'], ['radioOperator']]);
    expect(seatLayout('base', 1)).toEqual([['captain', 'firstMate', 'engineer', 'radioOperator']]);
    expect(seatLayout('family', 2)).toEqual([['captain'], ['radioOperator']]);
    expect(seatLayout('family', 1)).toEqual([['captain', 'radioOperator']]);
  });
});

describe('join codes', () => {
  it('are four unambiguous letters, unique, and typed in any case', () => {
    const taken = new Set<string>();
    for (let i = 0; i < 500; i++) {
      const code = newJoinCode((c) => taken.has(c));
      expect(code).toMatch(new RegExp(`^[${CODE_ALPHABET}]{4}$`));
      expect(taken.has(code)).toBe(false);
      taken.add(code);
    }
    expect(CODE_ALPHABET).not.toMatch(/[IO0L1]/);
    expect(normalizeCode(' ab-cd ')).toBe('ABCD');
  });
});

describe('lobby', () => {
  it('lists games in welcome, joins by code in any case, shows seats per team and role', async () => {
    host = await session.start();
    const ana = await client('Ana');
    const joined = await ana.create({ mode: 'realtime', crews: { blue: 3, yellow: 4 } });
    const lobby = await ana.next('lobby');
    expect(lobby.code).toBe(joined.code);
    expect(lobby.creator).toBe(joined.memberId);
    expect(lobby.seats.blue.map((s) => s.roles)).toEqual([['captain', 'firstMate'], ['engineer'], ['radioOperator']]);
    expect(lobby.seats.yellow).toHaveLength(4);
    expect(lobby.blocker).toBe('lobby.seats-empty');
    expect(lobby.urls).toEqual([`http://127.0.0.1:${host.host.port}/?code=${joined.code}`]);

    const bea = await session.raw('Bea');
    const welcome = await bea.hello();
    expect(welcome.games.map((g) => g.code)).toEqual([joined.code]);
    expect(welcome.games[0]).toMatchObject({ mode: 'realtime', phase: 'lobby', seats: { blue: { held: 0, total: 3 } } });
    await bea.join(joined.code.toLowerCase());
    const seen = await ana.next('lobby', (l) => l.members.length === 2);
    expect(seen.members.map((m) => m.name)).toEqual(['Ana', 'Bea']);

    bea.send({ type: 'join', code: 'ZZZZ' });
    expect(await bea.next('error')).toMatchObject({ code: 'lobby.unknown-game', inReplyTo: 'join' });
    bea.send({ type: 'list' });
    expect((await bea.next('games')).games).toHaveLength(1);
  });

  it('refuses taken and unknown seats, moves a member between seats, frees a left seat', async () => {
    host = await session.start();
    const ana = await client('Ana');
    const { code } = await ana.create({ mode: 'turn' });
    const bea = await client('Bea');
    await bea.join(code);
    ana.send({ type: 'takeSeat', team: 'blue', roles: ['captain'] });
    await bea.next('lobby', (l) => l.seats.blue[0]!.holder?.name === 'Ana');
    bea.send({ type: 'takeSeat', team: 'blue', roles: ['captain'] });
    expect(await bea.next('error')).toMatchObject({ code: 'lobby.seat-taken', data: { holder: 'Ana', connected: true } });
    bea.send({ type: 'takeSeat', team: 'blue', roles: ['captain', 'engineer'] });
    expect(await bea.next('error')).toMatchObject({ code: 'lobby.no-such-seat' });
    bea.send({ type: 'ready', ready: true });
    expect(await bea.next('error')).toMatchObject({ code: 'lobby.not-seated' });
    bea.send({ type: 'leaveSeat' });
    expect(await bea.next('error')).toMatchObject({ code: 'lobby.not-seated' });

    ana.send({ type: 'takeSeat', team: 'yellow', roles: ['engineer'] });
    const moved = await bea.next('lobby', (l) => l.seats.yellow[2]!.holder?.name === 'Ana');
    expect(moved.seats.blue[0]!.holder).toBeNull();
    ana.send({ type: 'leaveSeat' });
    const left = await bea.next('lobby', (l) => l.seats.yellow[2]!.holder === null);
    expect(left.members.find((m) => m.name === 'Ana')!.seat).toBeNull();
  });

  it('starts only when every seat is held and ready, and only by the creator', async () => {
    host = await session.start();
    const ana = await client('Ana');
    const { code } = await ana.create({ mode: 'turn', crews: { blue: 1, yellow: 1 } });
    const bea = await client('Bea');
    await bea.join(code);
    const all = ['captain', 'firstMate', 'engineer', 'radioOperator'] as const;
    ana.send({ type: 'start' });
    expect(await ana.next('error')).toMatchObject({ code: 'lobby.seats-empty' });
    ana.send({ type: 'takeSeat', team: 'blue', roles: [...all] });
    bea.send({ type: 'takeSeat', team: 'yellow', roles: [...all] });
    await ana.next('lobby', (l) => l.blocker === 'lobby.not-ready');
    ana.send({ type: 'start' });
    expect(await ana.next('error')).toMatchObject({ code: 'lobby.not-ready' });
    ana.send({ type: 'ready', ready: true });
    bea.send({ type: 'ready', ready: true });
    await bea.next('lobby', (l) => l.blocker === null);
    bea.send({ type: 'start' });
    expect(await bea.next('error')).toMatchObject({ code: 'lobby.not-creator' });
    ana.send({ type: 'start' });
    const state = await bea.next('state');
    expect(state).toMatchObject({ full: true, events: [], view: { phase: 'placing', seat: { team: 'yellow', roles: [...all] } } });
    expect((await bea.next('lobby', (l) => l.phase === 'playing')).blocker).toBeNull();
    ana.send({ type: 'start' });
    expect(await ana.next('error')).toMatchObject({ code: 'lobby.started' });
    ana.send({ type: 'ready', ready: false });
    expect(await ana.next('error')).toMatchObject({ code: 'lobby.started' });
  });

  it('a game the host created has no creator: any seated member starts it', async () => {
    host = await session.start();
    const { code } = host.host.createGame({ mode: 'turn', crews: { blue: 1, yellow: 1 } });
    const all = ['captain', 'firstMate', 'engineer', 'radioOperator'] as const;
    const [ana, bea] = [await client('Ana'), await client('Bea')];
    await ana.join(code);
    await bea.join(code);
    ana.send({ type: 'start' });
    expect(await ana.next('error')).toMatchObject({ code: 'lobby.not-seated' });
    ana.send({ type: 'takeSeat', team: 'blue', roles: [...all] });
    bea.send({ type: 'takeSeat', team: 'yellow', roles: [...all] });
    ana.send({ type: 'ready', ready: true });
    bea.send({ type: 'ready', ready: true });
    await bea.next('lobby', (l) => l.blocker === null && l.creator === null);
    bea.send({ type: 'start' });
    expect(await ana.next('state')).toMatchObject({ full: true });
  });

  it('refuses invalid settings with the engine reason', async () => {
    host = await session.start();
    const ana = await client('Ana');
    ana.send({ type: 'createGame', settings: { edition: 'family', mode: 'realtime' } });
    expect(await ana.next('error')).toMatchObject({ code: 'lobby.bad-settings', detail: 'settings.family.turn-only' });
    ana.send({ type: 'createGame', settings: { mapId: 'atlantis' } });
    expect(await ana.next('error')).toMatchObject({ code: 'lobby.bad-settings', detail: 'settings.map.unknown' });
    ana.send({ type: 'createGame', settings: { mode: 'realtime', crews: { blue: 1, yellow: 2 } } });
    expect(await ana.next('error')).toMatchObject({ code: 'lobby.bad-settings', detail: 'settings.realtime.needs-four-players' });
  });

  it('caps games per host and members per game', async () => {
    host = await session.start({ limits: { maxGames: 1, maxMembersPerGame: 2 } });
    const ana = await client('Ana');
    const { code } = await ana.create();
    ana.send({ type: 'createGame' });
    expect(await ana.next('error')).toMatchObject({ code: 'lobby.too-many-games' });
    await (await client('Bea')).join(code);
    const cid = await client('Cid');
    cid.send({ type: 'join', code });
    expect(await cid.next('error')).toMatchObject({ code: 'lobby.full', data: { members: 2, limit: 2 } });
  });
});

describe('seat takeover', () => {
  it('a seat whose holder stays away past the grace time can be taken; before that it cannot', async () => {
    host = await session.start({ limits: { takeoverAfterMs: 0 } });
    const ana = await client('Ana');
    const { code } = await ana.create();
    const bea = await client('Bea');
    await bea.join(code);
    ana.send({ type: 'takeSeat', team: 'blue', roles: ['captain'] });
    await bea.next('lobby', (l) => l.seats.blue[0]!.holder?.name === 'Ana');
    bea.send({ type: 'takeSeat', team: 'blue', roles: ['captain'] });
    expect(await bea.next('error')).toMatchObject({ code: 'lobby.seat-taken' }); // Ana is connected
    await ana.terminate();
    await bea.next('lobby', (l) => l.seats.blue[0]!.holder?.connected === false);
    bea.send({ type: 'takeSeat', team: 'blue', roles: ['captain'] });
    const taken = await bea.next('lobby', (l) => l.seats.blue[0]!.holder?.name === 'Bea');
    expect(taken.members.find((m) => m.name === 'Ana')!.seat).toBeNull();
  });

  it('with the default grace time the seat waits for its holder', async () => {
    host = await session.start();
    const ana = await client('Ana');
    const { code } = await ana.create();
    const bea = await client('Bea');
    await bea.join(code);
    ana.send({ type: 'takeSeat', team: 'blue', roles: ['captain'] });
    await bea.next('lobby', (l) => l.seats.blue[0]!.holder?.name === 'Ana');
    await ana.terminate();
    await bea.next('lobby', (l) => l.seats.blue[0]!.holder?.connected === false);
    bea.send({ type: 'takeSeat', team: 'blue', roles: ['captain'] });
    const error = await bea.next('error');
    expect(error).toMatchObject({ code: 'lobby.seat-taken', data: { holder: 'Ana', connected: false } });
    expect(error.data!.takeoverInMs).toBeGreaterThan(0);
  });
});
