/**
 * Issue 28.1: capacity that addresses cannot multiply. One PC that used a dozen addresses filled all
 * the host's game slots, put 63 members into one game, ran 48 bot games and 58 seat-request dialogs.
 * Every limit now keys on the machine (machine-key.ts): these tests attack each one from many
 * addresses of one machine (loopback aliases 127.0.0.2…, one IPv6 /64) and check that a real player on
 * another machine, the seated players and the host's own screen keep control.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HostCode } from '../../shared/protocol';
import { fairShare } from '../../electron/host/game-slots';
import { machineKey, THIS_MACHINE } from '../../electron/host/machine-key';
import { nthName } from '../support/distinct-names';
import { finishedGame } from './support/games';
import { startTestHost, type TestHost } from './support/hosts';
import { bodyOf } from './support/table';
import { TestClient } from './support/test-client';
import { FakeClient } from './support/fake-client';
import { ALL_ROLES, DUEL, HOST_SCREEN_KEY, memoryHub } from './support/memory-hub';



afterEach(() => {
  vi.useRealTimers();
});

describe('the machine key', () => {
  it('IPv4 is its address, all of 127/8 and ::1 are this machine, IPv6 is its /64, mapped IPv4 is the IPv4', () => {
    expect(machineKey('192.168.1.5')).toBe('192.168.1.5');
    expect(machineKey('192.168.1.6')).not.toBe(machineKey('192.168.1.5'));
    for (const a of ['127.0.0.1', '127.0.0.2', '127.255.255.254', '::1', '::ffff:127.0.0.9', '0:0:0:0:0:0:0:1']) expect(machineKey(a), a).toBe(THIS_MACHINE);
    expect(machineKey('::ffff:192.168.1.5')).toBe('192.168.1.5');
    expect(machineKey('::ffff:c0a8:105')).toBe('192.168.1.5');
    const slash64 = ['2001:db8:1:2::1', '2001:db8:1:2:ffff:ffff:ffff:fffe', '2001:0db8:0001:0002:0:0:0:9', '2001:DB8:1:2::abcd', 'fe80::1%eth0'.replace('fe80::', '2001:db8:1:2::')];
    expect(new Set(slash64.map(machineKey))).toEqual(new Set(['2001:db8:1:2::/64']));
    expect(machineKey('2001:db8:1:3::1')).not.toBe(machineKey('2001:db8:1:2::1'));
    expect(machineKey('fe80::1%eth0')).toBe(machineKey('fe80::2'));
    // Nothing readable collides with a real address's key.
    expect(machineKey('unknown')).toBe('other:unknown');
  });

  it('the fair share shrinks as the slots fill, and a machine with none may take the last one', () => {
    expect([40, 16, 10, 6, 2, 1, 0].map((free) => fairShare(free, 8))).toEqual([8, 8, 5, 3, 1, 1, 0]);
  });
});

describe('games from many addresses of one machine (sockets bound to 127.0.0.2–17)', () => {
  let host: TestHost | undefined;
  const sockets: TestClient[] = [];
  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((s) => s.terminate()));
    await host?.close();
  });

  it('16 aliases get the waiting games and watchers of one machine; the host screen still creates and joins', async () => {
    host = await startTestHost();
    const connect = async (name: string, localAddress: string) => {
      const c = await TestClient.connect(host!.url, { name, localAddress });
      sockets.push(c);
      await c.hello();
      return c;
    };
    const flood = await Promise.all(Array.from({ length: 16 }, (_, i) => connect(nthName('Flood', i), `127.0.0.${i + 2}`)));
    const answers = await Promise.all(
      flood.map(async (c) => {
        c.send({ type: 'createGame', settings: DUEL });
        const m = await c.nextWhere((x) => x.type === 'joined' || (x.type === 'error' && x.inReplyTo === 'createGame'));
        return m.type === 'joined' ? 'joined' : m.type === 'error' ? m.code : m.type;
      }),
    );
    // Four games waiting to start per machine (lobbiesPerAddress), not sixteen.
    expect(answers.filter((a) => a === 'joined')).toHaveLength(4);
    expect(new Set(answers.filter((a) => a !== 'joined'))).toEqual(new Set(['lobby.create-limit']));
    const refused = flood.find((c) => c.code === undefined)!;
    refused.send({ type: 'createGame' });
    expect(await refused.next('error', (m) => m.inReplyTo === 'createGame')).toMatchObject({ code: 'lobby.create-limit', data: { limit: 4 } });

    // The host's own screen, also on this machine, is not this machine's limits' prisoner.
    const screen = await connect('Host', '127.0.0.1');
    screen.send({ type: 'hostScreen', key: host.host.hostKey });
    await screen.next('hostScreen');
    const { code } = await screen.create(DUEL);

    // 16 aliases join the host's game: 8 watchers from one machine, then lobby.watchers-limit.
    const joins = await Promise.all(
      flood.map(async (c, i) => {
        const joiner = i < 8 ? c : await connect(nthName('Late', i), `127.0.0.${i + 2}`);
        joiner.send({ type: 'join', code });
        const m = await joiner.nextWhere((x) => (x.type === 'joined' && x.code === code) || (x.type === 'error' && x.inReplyTo === 'join'));
        return m.type === 'joined' ? 'joined' : m.type === 'error' ? m.code : m.type;
      }),
    );
    expect(joins.filter((a) => a === 'joined')).toHaveLength(8);
    expect(new Set(joins.filter((a) => a !== 'joined'))).toEqual(new Set(['lobby.watchers-limit']));
  });
});

describe('watchers per game', () => {
  it('one machine adds at most 8 people without a seat; seated ones do not count; a real newcomer and the host screen still get in', () => {
    const { hub, client, screen, aliases } = memoryHub();
    const host = screen();
    hub.handle(host, { type: 'createGame' });
    const code = host.last('joined')!.code;
    const ghosts = [...aliases('ghost'), ...aliases('ghost b')];
    for (const g of ghosts) hub.handle(g, { type: 'join', code });
    expect(ghosts.filter((g) => g.last('joined'))).toHaveLength(8);
    const refused = ghosts.find((g) => !g.last('joined'))!;
    expect(refused.last('error')).toMatchObject({ code: 'lobby.watchers-limit', data: { members: 8, limit: 8 } });
    // A seated member no longer counts against its machine: one more may join.
    const seated = ghosts.find((g) => g.last('joined'))!;
    hub.handle(seated, { type: 'takeSeat', team: 'blue', roles: ['captain'] });
    const late = client('ghost late', '127.0.0.99');
    hub.handle(late, { type: 'join', code });
    expect(late.last('joined')).toBeDefined();
    // An IPv6 /64 is one machine too.
    const six = Array.from({ length: 12 }, (_, i) => client(nthName('six', i), `2001:db8:5:6::${(i + 1).toString(16)}`));
    for (const c of six) hub.handle(c, { type: 'join', code });
    expect(six.filter((c) => c.last('joined'))).toHaveLength(8);
    // A real player on another machine, and the host's screen, are not refused.
    const friend = client('Friend', '192.168.1.20');
    hub.handle(friend, { type: 'join', code });
    expect(friend.errors()).toEqual([]);
    const second = screen('Host again');
    hub.handle(second, { type: 'join', code });
    expect(second.errors()).toEqual([]);
  });

  it('watchers who left are removed after a minute (their token is void); seated and creator members stay', () => {
    const { hub, client, aliases, advance } = memoryHub();
    const ana = client('Ana', '192.168.1.20');
    hub.handle(ana, { type: 'createGame' });
    const code = ana.last('joined')!.code;
    const bea = client('Bea', '192.168.1.21');
    hub.handle(bea, { type: 'join', code });
    hub.handle(bea, { type: 'takeSeat', team: 'blue', roles: ['captain'] });
    const ghosts = aliases('ghost').slice(0, 8);
    for (const g of ghosts) hub.handle(g, { type: 'join', code });
    const room = hub.room(code)!;
    expect(room.memberCount).toBe(10);
    for (const g of ghosts) hub.disconnect(g);
    hub.disconnect(bea);
    hub.disconnect(ana);
    advance(30_000);
    hub.sweep();
    expect(room.memberCount).toBe(10);
    advance(30_000);
    hub.sweep();
    // The 8 watchers left; Ana (the creator) and Bea (seated) stay.
    expect([...room.lobby.members.values()].map((m) => m.name).sort()).toEqual(['Ana', 'Bea']);
    const back = client('ghost 0', '127.0.0.2');
    hub.handle(back, { type: 'join', code, token: ghosts[0]!.last('joined')!.token });
    expect(back.last('error')).toMatchObject({ code: 'lobby.bad-token' });
    // The machine's watchers are free again, and a new member gets a fresh id.
    for (const g of aliases('again')) hub.handle(g, { type: 'join', code });
    expect(room.memberCount).toBe(10);
    expect(room.lobby.members.has('m11')).toBe(true);
    hub.close();
  });
});

describe("a machine's unfinished games from many addresses", () => {
  it('16 loopback aliases, or 16 addresses of one IPv6 /64, load 8 unfinished games between them (lobby.device-games); another machine still makes one', () => {
    const { hub, client, botDuel } = memoryHub({ slots: { maxBotGames: 48 } });
    /** A game in play against a bot: it no longer waits. */
    const playing = (c: FakeClient): HostCode | 'ok' => {
      const result = botDuel(c);
      if (result !== 'ok') return result.code;
      expect(c.errors(), c.name!).toEqual([]);
      return 'ok';
    };
    for (const address of [(i: number) => `127.0.0.${i + 2}`, (i: number) => `2001:db8:1:2::${(i + 1).toString(16)}`]) {
      const results = Array.from({ length: 16 }, (_, i) => playing(client(nthName('games', i), address(i))));
      expect(results.filter((r) => r === 'ok')).toHaveLength(8);
      expect(results.slice(8)).toEqual(Array.from({ length: 8 }, () => 'lobby.device-games'));
    }
    const refused = client('games late', '127.0.0.99');
    hub.handle(refused, { type: 'createGame', settings: DUEL });
    expect(refused.last('error')).toMatchObject({ code: 'lobby.device-games', data: { games: 8, limit: 8 } });
    expect(playing(client('Other', '192.168.1.50'))).toBe('ok');
    hub.close();
  });
});

describe('watchers in one game from many machines', () => {
  it('8 IPv4 addresses cannot fill a game: watchers stop short of its places, and a player from a new machine still gets the open seat', () => {
    const { hub, client, seatedDuel } = memoryHub();
    const blue = client('Blue', '192.168.1.20');
    const { code } = seatedDuel(blue);
    // 8 machines, 8 windows each: 64 joins where a game has 64 places.
    const flood = Array.from({ length: 64 }, (_, i) => client(nthName('watch', i), `10.0.2.${Math.floor(i / 8) + 1}`));
    for (const f of flood) hub.handle(f, { type: 'join', code });
    const refused = flood.flatMap((f) => f.errors());
    // 64 places − 2 per seat − the creator's: 59 watchers.
    expect(refused).toEqual(Array.from({ length: 64 - 59 }, () => 'lobby.watchers-full'));
    expect(flood.map((f) => f.last('error')).find((e) => e)).toMatchObject({ data: { watchers: 59, limit: 59 } });
    // A machine already in the game may not take the place kept for the open seat.
    const again = client('watch again', '10.0.2.1');
    hub.handle(again, { type: 'join', code });
    expect(again.errors()).toEqual(['lobby.watchers-full']);
    const yellow = client('Yellow', '192.168.1.21');
    hub.handle(yellow, { type: 'join', code });
    hub.handle(yellow, { type: 'takeSeat', team: 'yellow', roles: [...ALL_ROLES] });
    expect(yellow.errors()).toEqual([]);
    hub.handle(yellow, { type: 'ready', ready: true });
    hub.handle(blue, { type: 'ready', ready: true });
    hub.handle(blue, { type: 'start' });
    expect(blue.errors()).toEqual([]);
    hub.close();
  });
});

describe('game and bot-game slots degrade fairly', () => {
  it('one machine on 16 addresses cannot take the host: its share shrinks as slots fill; a new machine gets its first game', () => {
    const { hub, client, screen, botDuel } = memoryHub({ maxGames: 12 });
    // Each flooder plays its game against a bot (a started game no longer "waits", so only the slots limit it).
    const results = Array.from({ length: 16 }, (_, i) => botDuel(client(nthName('flood', i), `127.0.0.${i + 2}`)));
    // 12 slots, share ceil(free/2): 6, 6, 5, 5, then 4 free of 8 → the machine, running 4, gets no fifth.
    expect(results.filter((r) => r === 'ok')).toHaveLength(4);
    expect(results[4]).toMatchObject({ code: 'lobby.fair-share', data: { games: 4, share: 4, free: 8 } });
    // Other machines still get games; a brand-new machine gets its first even when few are free.
    for (let i = 0; i < 8; i++) {
      const c = client(nthName('guest', i), `10.0.0.${i + 1}`);
      hub.handle(c, { type: 'createGame' });
      expect(c.errors(), `guest ${i}`).toEqual([]);
    }
    const full = client('one too many', '10.0.1.1');
    hub.handle(full, { type: 'createGame' });
    expect(full.last('error')).toMatchObject({ code: 'lobby.too-many-games', data: { limit: 12 } });
    // The host's screen is never refused.
    const host = screen();
    hub.handle(host, { type: 'createGame' });
    expect(host.errors()).toEqual([]);
    hub.close();
  });

  it('bot games: one machine gets its share of the bot budget, a new machine still gets one', () => {
    const { hub, client, botDuel } = memoryHub({ slots: { maxBotGames: 6, botGamesPerMachine: 8, gamesPerAddress: 8 } });
    const botGame = (c: FakeClient): HostCode | 'ok' => {
      const result = botDuel(c);
      return result === 'ok' ? result : result.code;
    };
    const results = Array.from({ length: 16 }, (_, i) => botGame(client(nthName('bots', i), `127.0.0.${i + 2}`)));
    // 6 bot games in all: the share is 3 with 6 free, 3 with 5, 2 with 4 → the machine, running 2, stops there.
    expect(results.filter((r) => r === 'ok')).toHaveLength(2);
    // Not the host's limit (6 bot games) but this computer's share: its own refusal says so.
    expect(results).toContain('lobby.bot-share');
    expect(results).not.toContain('lobby.bot-games');
    const other = client('Other', '192.168.1.50');
    expect(botGame(other)).toBe('ok');
    const third = client('Third', '192.168.1.51');
    expect(botGame(third)).toBe('ok');
    hub.close();
  });
});

describe('seat requests from many addresses', () => {
  it('one computer asks once at a time; a real newcomer is queued and told its place, never "busy"; unanswered requests expire in turn', () => {
    vi.useFakeTimers();
    const game = finishedGame(DUEL, 7919, 300);
    const { hub, client, aliases } = memoryHub({ seed: game.seed });
    const ana = client('Ana', '192.168.1.20');
    const cara = client('Cara', '192.168.1.22');
    hub.handle(ana, { type: 'createGame', settings: { mode: 'turn', mapId: 'alpha-10', crews: { blue: 1, yellow: 2 } } });
    const code = ana.last('joined')!.code;
    hub.handle(cara, { type: 'join', code });
    hub.handle(ana, { type: 'takeSeat', team: 'blue', roles: [...ALL_ROLES] });
    hub.handle(cara, { type: 'takeSeat', team: 'yellow', roles: ['captain', 'firstMate', 'engineer'] });
    hub.handle(ana, { type: 'ready', ready: true });
    hub.handle(ana, { type: 'addBot', team: 'yellow', roles: ['radioOperator'], level: 1 });
    hub.handle(cara, { type: 'ready', ready: true });
    hub.handle(ana, { type: 'start' });
    const flood = aliases('spam').slice(0, 8);
    for (const f of flood) hub.handle(f, { type: 'join', code });
    for (const f of flood) hub.handle(f, { type: 'takeSeat', team: 'yellow', roles: ['radioOperator'] });
    const dialogs = () => cara.got.filter((m) => m.type === 'seatRequest' && m.status === 'pending');
    expect(new Set(dialogs().map((m) => m.type === 'seatRequest' && m.request)).size).toBe(1);
    expect(flood.slice(1).map((f) => f.last('error')?.code)).toEqual(Array(7).fill('seat.computer-pending'));
    // A real newcomer on another computer: queued behind the one shown, told its place.
    const eve = client('Eve', '192.168.1.30');
    hub.handle(eve, { type: 'join', code });
    hub.handle(eve, { type: 'takeSeat', team: 'yellow', roles: ['radioOperator'] });
    expect(eve.errors()).toEqual([]);
    expect(eve.last('seatRequest')).toMatchObject({ status: 'queued', place: 1 });
    expect(cara.last('seatRequest')).toMatchObject({ status: 'pending', waiting: 1, from: { name: 'spam a' } });
    // Nobody answers the spam: it expires after 60 s and Eve's request shows.
    vi.advanceTimersByTime(60_000);
    expect(flood[0]!.last('seatRequest')).toMatchObject({ status: 'refused', reason: 'seat.request-expired' });
    expect(cara.last('seatRequest')).toMatchObject({ status: 'pending', from: { name: 'Eve' }, waiting: 0 });
    expect(eve.last('seatRequest')).toMatchObject({ status: 'pending' });
    hub.handle(cara, { type: 'answerSeatRequest', request: eve.last('seatRequest')!.request, accept: true });
    expect(eve.last('seatRequest')).toMatchObject({ status: 'accepted' });
    hub.close();
  });
});

describe("the host's own screen", () => {
  it('needs the key and this PC: no key, a wrong key or the key from another computer gets no powers', () => {
    const { hub, client } = memoryHub();
    const ana = client('Ana', '192.168.1.20');
    hub.handle(ana, { type: 'createGame' });
    const code = ana.last('joined')!.code;
    const tries: [string, string][] = [
      ['127.0.0.5', 'wrong'],
      ['192.168.1.66', HOST_SCREEN_KEY],
      ['::ffff:192.168.1.66', HOST_SCREEN_KEY],
      ['2001:db8::1', HOST_SCREEN_KEY],
    ];
    for (const [address, key] of tries) {
      const c = client('Mallory', address);
      hub.handle(c, { type: 'hostScreen', key });
      expect(c.last('error'), address).toMatchObject({ code: 'host.not-host-screen' });
      for (const power of [{ type: 'closeNewGames', closed: true }, { type: 'lockGame', code, locked: true }, { type: 'removeMember', code, member: 'm1' }] as const) {
        hub.handle(c, power);
        expect(c.last('error'), `${address} ${power.type}`).toMatchObject({ code: 'host.not-host-screen', inReplyTo: power.type });
      }
    }
    expect(hub.room(code)!.locked).toBe(false);
    expect(hub.room(code)!.memberCount).toBe(1);
    // A loopback alias with the key is this PC: that is the host screen (a browser on the host PC).
    const local = client('Host', '127.0.0.5');
    hub.handle(local, { type: 'hostScreen', key: HOST_SCREEN_KEY });
    expect(local.last('hostScreen')).toBeDefined();
    hub.close();
  });

  it('closes new games to others, locks a game, removes a member; rejoining with a token still works in a locked game', () => {
    const { hub, client, screen } = memoryHub();
    const host = screen();
    hub.handle(host, { type: 'closeNewGames', closed: true });
    expect(host.last('hostScreen')).toEqual({ type: 'hostScreen', newGamesClosed: true });
    const guest = client('Guest', '192.168.1.30');
    hub.handle(guest, { type: 'createGame' });
    expect(guest.last('error')).toMatchObject({ code: 'host.games-closed', inReplyTo: 'createGame' });
    hub.handle(host, { type: 'createGame' });
    const code = host.last('joined')!.code;
    hub.handle(guest, { type: 'join', code });
    const { token } = guest.last('joined')!;
    hub.handle(guest, { type: 'takeSeat', team: 'blue', roles: ['captain'] });
    hub.handle(host, { type: 'lockGame', code, locked: true });
    // Everyone in the game sees it is locked (lobby broadcasts are coalesced: read the lobby as it stands).
    expect(hub.room(code)!.lobbyMessage().locked).toBe(true);
    const late = client('Late', '192.168.1.31');
    hub.handle(late, { type: 'join', code });
    expect(late.last('error')).toMatchObject({ code: 'lobby.locked' });
    hub.disconnect(guest);
    const back = client('Guest', '192.168.1.30');
    hub.handle(back, { type: 'join', code, token });
    expect(back.errors()).toEqual([]);
    // Removed: told why, seat freed, token void.
    hub.handle(host, { type: 'removeMember', code, member: back.last('joined')!.memberId });
    expect(back.last('error')).toMatchObject({ code: 'host.removed' });
    expect(hub.room(code)!.lobbyMessage().seats.blue.find((s) => s.roles.includes('captain'))!.holder).toBeNull();
    const again = client('Guest', '192.168.1.30');
    hub.handle(again, { type: 'join', code, token });
    expect(again.last('error')).toMatchObject({ code: 'lobby.bad-token' });
    hub.handle(host, { type: 'removeMember', code, member: 'm99' });
    expect(host.last('error')).toMatchObject({ code: 'host.no-such-member' });
    hub.close();
  });
});

describe("a seated player's own commands", () => {
  it('are never refused by these limits, whatever one machine floods from 16 addresses', () => {
    const game = finishedGame(DUEL, 7919, 300);
    const { hub, client, screen, aliases } = memoryHub({ seed: game.seed, maxGames: 4 });
    const blue = client('Blue', '192.168.1.20');
    const yellow = client('Yellow', '192.168.1.21');
    hub.handle(blue, { type: 'createGame', settings: DUEL });
    const code = blue.last('joined')!.code;
    hub.handle(yellow, { type: 'join', code });
    hub.handle(blue, { type: 'takeSeat', team: 'blue', roles: [...ALL_ROLES] });
    hub.handle(yellow, { type: 'takeSeat', team: 'yellow', roles: [...ALL_ROLES] });
    hub.handle(blue, { type: 'ready', ready: true });
    hub.handle(yellow, { type: 'ready', ready: true });
    hub.handle(blue, { type: 'start' });
    // The flood: games, members, lobby clicks and seat requests from 16 addresses; the host locks and closes.
    const flood = aliases('flood');
    for (const f of flood) hub.handle(f, { type: 'createGame' });
    for (const f of flood) hub.handle(f, { type: 'join', code });
    for (const f of flood) for (let i = 0; i < 20; i++) hub.handle(f, { type: 'takeSeat', team: 'blue', roles: [...ALL_ROLES] });
    const host = screen();
    hub.handle(host, { type: 'lockGame', code, locked: true });
    hub.handle(host, { type: 'closeNewGames', closed: true });
    expect(flood.flatMap((f) => f.errors()).length).toBeGreaterThan(16);
    let seq = 0;
    for (const command of game.commands.slice(0, 40)) {
      const player = command.team === 'blue' ? blue : yellow;
      hub.handle(player, { type: 'command', seq: ++seq, command: bodyOf(command) });
      expect(player.got.at(-1)?.type === 'rejected' ? player.got.at(-1) : 'ok', `command ${seq}`).not.toMatchObject({ type: 'rejected' });
    }
    expect(blue.got.filter((m) => m.type === 'accepted').length + yellow.got.filter((m) => m.type === 'accepted').length).toBe(40);
    hub.close();
  });
});
