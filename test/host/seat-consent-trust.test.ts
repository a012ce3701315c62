/**
 * Issue 19.1, 19.2, 19.6, 19.10: consent works only if the crew can tell who asks, and only the
 * crew decides about its own seats. Each person is a "computer" of its own on loopback (127.0.0.x),
 * so the host sees addresses as it would on a LAN.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { seatLayout } from '../../electron/host/lobby';
import type { HostOptions } from '../../electron/host/api';
import type { Role, Team } from '../../shared/engine';
import type { HostMessageOf } from '../../shared/protocol';
import { LOOPBACK_COMPUTERS } from './support/computers';
import { hostSession } from './support/session';
import { TestClient } from './support/test-client';

const session = hostSession();
const SETTINGS = { mode: 'turn', mapId: 'training-10' } as const;
const LAYOUT = seatLayout('base', 4);
const role = (r: Role) => LAYOUT.find((roles) => roles.includes(r))!;

const opened: TestClient[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((c) => c.terminate()));
});

/** A person at computer 127.0.0.`pc`, introduced (hello). */
async function person(name: string, pc: number): Promise<TestClient> {
  const c = await TestClient.connect(session.host().url, { name, localAddress: `127.0.0.${pc}` });
  opened.push(c);
  await c.hello();
  return c;
}

interface Human {
  readonly name: string;
  readonly pc: number;
  readonly team: Team;
  readonly role: Role;
}

/** The first human creates; every human takes its seat; bots fill the rest; started. */
async function table(humans: readonly Human[], options: Partial<HostOptions> = {}) {
  await session.start({ botPaceMs: 200, ...LOOPBACK_COMPUTERS, ...options });
  const clients: Record<string, TestClient> = {};
  for (const [i, h] of humans.entries()) {
    const c = await person(h.name, h.pc);
    if (i === 0) await c.create(SETTINGS);
    else await c.join(clients[humans[0]!.name]!.code!);
    c.send({ type: 'takeSeat', team: h.team, roles: role(h.role) });
    c.send({ type: 'ready', ready: true });
    clients[h.name] = c;
  }
  const creator = clients[humans[0]!.name]!;
  for (const team of ['blue', 'yellow'] as const) {
    for (const roles of LAYOUT) {
      if (!humans.some((h) => h.team === team && roles.includes(h.role))) creator.send({ type: 'addBot', team, roles, level: 1 });
    }
  }
  await creator.next('lobby', (m) => m.blocker === null);
  creator.send({ type: 'start' });
  for (const c of Object.values(clients)) await c.next('state', (m) => m.full);
  return { code: creator.code!, clients };
}

async function outsider(name: string, pc: number, code: string): Promise<TestClient> {
  const c = await person(name, pc);
  await c.join(code);
  await c.next('state', (m) => m.full);
  return c;
}

const seatOf = (lobby: HostMessageOf<'lobby'>, team: Team, r: Role) => lobby.seats[team].find((s) => s.roles.includes(r))!;
const error = (c: TestClient, inReplyTo: string) => c.next('error', (m) => m.inReplyTo === inReplyTo);
/** Everything `c` was sent until now. */
async function settle(c: TestClient) {
  await c.settle();
}

describe('19.2 who may hand an away seat to a bot', () => {
  const ana: Human = { name: 'Ana', pc: 2, team: 'blue', role: 'captain' };
  const bea: Human = { name: 'Bea', pc: 3, team: 'yellow', role: 'engineer' };
  const cara: Human = { name: 'Cara', pc: 4, team: 'yellow', role: 'captain' };

  it('the enemy creator may not while that crew is here; the crew itself may at once', async () => {
    const { clients } = await table([ana, bea, cara]);
    await clients.Bea!.terminate();
    await clients.Ana!.next('lobby', (m) => seatOf(m, 'yellow', 'engineer').holder?.connected === false);
    clients.Ana!.send({ type: 'addBot', team: 'yellow', roles: role('engineer'), level: 1 });
    expect(await error(clients.Ana!, 'addBot')).toMatchObject({ code: 'seat.crew-decides' });
    clients.Cara!.send({ type: 'addBot', team: 'yellow', roles: role('engineer'), level: 1 });
    await clients.Cara!.next('lobby', (m) => seatOf(m, 'yellow', 'engineer').holder?.bot === true);
  });

  it('with that crew all away, the enemy creator waits out the grace period', async () => {
    const { clients } = await table([ana, bea]);
    await clients.Bea!.terminate();
    await clients.Ana!.next('lobby', (m) => seatOf(m, 'yellow', 'engineer').holder?.connected === false);
    clients.Ana!.send({ type: 'addBot', team: 'yellow', roles: role('engineer'), level: 1 });
    const refused = await error(clients.Ana!, 'addBot');
    expect(refused).toMatchObject({ code: 'seat.away-grace', data: { seat: 'yellow-2' } });
    expect(refused.data!.waitMs).toBeGreaterThan(0);
    await settle(clients.Ana!);
    expect(seatOf(clients.Ana!.lastLobby!, 'yellow', 'engineer').holder).toMatchObject({ name: 'Bea' });
  });

  it('after the grace period (here none) the table may fill a seat of a crew that is gone', async () => {
    const { clients } = await table([ana, bea], { limits: { takeoverAfterMs: 0 } as HostOptions['limits'] });
    await clients.Bea!.terminate();
    await clients.Ana!.next('lobby', (m) => seatOf(m, 'yellow', 'engineer').holder?.connected === false);
    clients.Ana!.send({ type: 'addBot', team: 'yellow', roles: role('engineer'), level: 1 });
    await clients.Ana!.next('lobby', (m) => seatOf(m, 'yellow', 'engineer').holder?.bot === true);
  });
});

describe('19.1 the crew can tell who asks, and a member always gets its seat back', () => {
  it('a request from the enemy\'s computer says so; the returning member takes the seat back from whoever was let in', async () => {
    const { code, clients } = await table([
      { name: 'Ana', pc: 2, team: 'blue', role: 'captain' },
      { name: 'Cara', pc: 4, team: 'yellow', role: 'captain' },
      { name: 'Dan', pc: 5, team: 'yellow', role: 'radioOperator' },
    ]);
    const { Ana: ana, Cara: cara, Dan: dan } = clients as Record<string, TestClient>;
    const danToken = dan!.token!;
    await dan!.terminate();
    await cara!.next('lobby', (m) => seatOf(m, 'yellow', 'radioOperator').holder?.connected === false);
    cara!.send({ type: 'addBot', team: 'yellow', roles: role('radioOperator'), level: 1 });
    await cara!.next('lobby', (m) => seatOf(m, 'yellow', 'radioOperator').holder?.bot === true);
    // Ana's second tab, on Ana's computer, under a name of its choosing ("Dan." itself is a look-alike
    // of the away Dan's, refused since issue 28.5: names-unique.test.ts).
    const second = await outsider('Danny', 2, code);
    second.send({ type: 'takeSeat', team: 'yellow', roles: role('radioOperator') });
    const asked = await cara!.next('seatRequest', (m) => m.status === 'pending');
    expect(asked.from).toMatchObject({ name: 'Danny', newcomer: true, sameComputerAs: [{ name: 'Ana', team: 'blue' }] });
    expect(ana!.drain().filter((m) => m.type === 'seatRequest')).toEqual([]);
    cara!.send({ type: 'answerSeatRequest', request: asked.request, accept: true });
    await second.next('state', (m) => m.full && m.view.seat.team === 'yellow');
    // The real Dan comes back on his own computer with his token and takes his seat back.
    const back = await person('Dan', 5);
    await back.join(code, danToken);
    back.send({ type: 'takeSeat', team: 'yellow', roles: role('radioOperator') });
    const seated = await back.next('state', (m) => m.full && m.view.seat.team === 'yellow' && 'roles' in m.view.seat && m.view.seat.roles.includes('radioOperator'));
    expect(seated.view.own).not.toBeNull();
    const lobby = await cara!.next('lobby', (m) => seatOf(m, 'yellow', 'radioOperator').holder?.memberId === back.memberId && m.members.some((x) => x.id === second.memberId));
    expect(lobby.members.find((m) => m.id === second.memberId)!.seat).toBeNull();
  });
});

describe('19.6 seat-request spam', () => {
  const crew = [
    { name: 'Ana', pc: 2, team: 'blue', role: 'captain' },
    { name: 'Cara', pc: 4, team: 'yellow', role: 'captain' },
  ] as const;

  it('one open request per asker; a refused asker (and its computer) waits; the crew sees one request at a time, the rest queue', async () => {
    const { code, clients } = await table(crew);
    const cara = clients.Cara!;
    const eve = await outsider('Eve', 6, code);
    eve.send({ type: 'takeSeat', team: 'yellow', roles: role('engineer') });
    const asked = await cara.next('seatRequest', (m) => m.status === 'pending');
    for (let i = 0; i < 10; i++) eve.send({ type: 'takeSeat', team: 'yellow', roles: role(i % 2 ? 'engineer' : 'radioOperator') });
    for (let i = 0; i < 10; i++) expect(await error(eve, 'takeSeat')).toMatchObject({ code: 'seat.request-pending' });
    await settle(cara);
    expect(cara.drain().filter((m) => m.type === 'seatRequest')).toEqual([]);
    cara.send({ type: 'answerSeatRequest', request: asked.request, accept: false });
    await eve.next('seatRequest', (m) => m.status === 'refused');
    eve.send({ type: 'takeSeat', team: 'yellow', roles: role('engineer') });
    const cooling = await error(eve, 'takeSeat');
    expect(cooling).toMatchObject({ code: 'seat.request-cooldown' });
    expect(cooling.data!.waitMs).toBeGreaterThan(0);
    // A fresh member from the same computer waits too.
    const again = await outsider('Eve two', 6, code);
    again.send({ type: 'takeSeat', team: 'yellow', roles: role('engineer') });
    expect(await error(again, 'takeSeat')).toMatchObject({ code: 'seat.request-cooldown' });
    // Three others ask at once (issue 28.1): the crew sees one dialog; the others queue and are told their place.
    const askers = [await outsider('Fay', 7, code), await outsider('Gus', 8, code), await outsider('Hal', 9, code)];
    askers[0]!.send({ type: 'takeSeat', team: 'yellow', roles: role('engineer') });
    expect(await askers[0]!.next('seatRequest')).toMatchObject({ status: 'pending', waiting: 0 });
    askers[1]!.send({ type: 'takeSeat', team: 'yellow', roles: role('radioOperator') });
    expect(await askers[1]!.next('seatRequest')).toMatchObject({ status: 'queued', place: 1 });
    askers[2]!.send({ type: 'takeSeat', team: 'yellow', roles: role('firstMate') });
    const hals = await askers[2]!.next('seatRequest');
    expect(hals).toMatchObject({ status: 'queued', place: 2 });
    await settle(cara);
    const shown = cara.drain().filter((m) => m.type === 'seatRequest' && m.status === 'pending');
    expect(new Set(shown.map((m) => m.type === 'seatRequest' && m.from.name))).toEqual(new Set(['Fay']));
    expect(shown.at(-1)).toMatchObject({ status: 'pending', waiting: 2 });
    // Fay's request is answered: Gus's shows, Hal moves up.
    const fays = shown.at(-1) as HostMessageOf<'seatRequest'>;
    cara.send({ type: 'answerSeatRequest', request: fays.request, accept: false });
    expect(await cara.next('seatRequest', (m) => m.status === 'pending')).toMatchObject({ from: { name: 'Gus' }, waiting: 1 });
    expect(await askers[1]!.next('seatRequest', (m) => m.status === 'pending')).toMatchObject({ from: { name: 'Gus' } });
    expect(await askers[2]!.next('seatRequest', (m) => m.status === 'queued')).toMatchObject({ place: 1 });
    // A queued request cannot be answered before its turn (the crew never saw it).
    cara.send({ type: 'answerSeatRequest', request: hals.request, accept: true });
    expect(await error(cara, 'answerSeatRequest')).toMatchObject({ code: 'seat.request-gone' });
  });
});

describe('19.10 taken seats and unnamed askers', () => {
  const crew = [
    { name: 'Ana', pc: 2, team: 'blue', role: 'captain' },
    { name: 'Cara', pc: 4, team: 'yellow', role: 'captain' },
  ] as const;

  it('a seat a person holds is refused at once, the lobby says which seats are free, and a request whose seat is taken closes', async () => {
    const { code, clients } = await table(crew);
    const cara = clients.Cara!;
    const eve = await outsider('Eve', 6, code);
    const free = eve.lastLobby!.seats.yellow.map((s) => [s.id, s.free]);
    expect(free).toEqual([['yellow-0', false], ['yellow-1', true], ['yellow-2', true], ['yellow-3', true]]);
    eve.send({ type: 'takeSeat', team: 'yellow', roles: role('captain') });
    expect(await error(eve, 'takeSeat')).toMatchObject({ code: 'lobby.seat-taken', data: { holder: 'Cara' } });
    await settle(cara);
    expect(cara.drain().filter((m) => m.type === 'seatRequest')).toEqual([]);
    // Eve asks for the engineer's seat (a bot's); Cara moves there herself: Eve's request closes.
    eve.send({ type: 'takeSeat', team: 'yellow', roles: role('engineer') });
    await cara.next('seatRequest', (m) => m.status === 'pending');
    cara.send({ type: 'takeSeat', team: 'yellow', roles: role('engineer') });
    expect(await eve.next('seatRequest', (m) => m.status !== 'pending')).toMatchObject({ status: 'refused', reason: 'lobby.seat-taken' });
    expect(await cara.next('seatRequest', (m) => m.status !== 'pending')).toMatchObject({ status: 'refused', reason: 'lobby.seat-taken' });
  });

  it('someone who joined mid-game under the placeholder name names itself before asking', async () => {
    const { code, clients } = await table(crew);
    const nameless = await outsider('Player', 6, code);
    nameless.send({ type: 'takeSeat', team: 'yellow', roles: role('engineer') });
    expect(await error(nameless, 'takeSeat')).toMatchObject({ code: 'name.required' });
    nameless.send({ type: 'rename', name: 'Pia' });
    nameless.send({ type: 'takeSeat', team: 'yellow', roles: role('engineer') });
    expect(await clients.Cara!.next('seatRequest', (m) => m.status === 'pending')).toMatchObject({ from: { name: 'Pia' } });
  });
});

describe('19.1 the seat owner survives a restart', () => {
  it('is rebuilt from the logged seat lines: the away player who lost a seat takes it back from the person holding it', async () => {
    const { Lobby } = await import('../../electron/host/lobby');
    const { defaultSettings } = await import('../../shared/engine');
    const limits = { maxMembers: 64, takeoverAfterMs: 60_000 };
    const ops = [
      { t: 'member', id: 'm1', name: 'Dan', tokenHash: 'h1' },
      { t: 'member', id: 'm2', name: 'Cara', tokenHash: 'h2' },
      { t: 'seat', member: 'm1', seat: 'yellow-3' },
      { t: 'seat', member: 'm2', seat: 'yellow-0' },
      { t: 'start' },
      { t: 'member', id: 'm3', name: 'Radio (bot 1)', tokenHash: 'h3', bot: 1 },
      { t: 'seat', member: 'm3', seat: 'yellow-3' },
      { t: 'member', id: 'm4', name: 'Eve', tokenHash: 'h4' },
      { t: 'seat', member: 'm4', seat: 'yellow-3' },
    ] as const;
    const replayed = new Lobby(defaultSettings({ mode: 'turn', mapId: 'training-10' }), 'm2', limits);
    for (const op of ops) replayed.apply(op, 0);
    expect(replayed.seat('yellow-3')).toMatchObject({ holder: 'm4', owner: 'm1' });
    replayed.members.get('m4')!.connected = true;
    // Eve (connected) holds it: Cara may not take it, Dan may.
    expect(replayed.checkTakeSeat('m2', 'yellow', ['radioOperator'], 1)).toMatchObject({ code: 'lobby.seat-taken' });
    expect(replayed.checkTakeSeat('m1', 'yellow', ['radioOperator'], 1)).toMatchObject({ seat: { id: 'yellow-3' } });
    replayed.apply({ t: 'seat', member: 'm1', seat: 'yellow-3' }, 1);
    // Taken back: nobody owns it any more, and Eve (displaced by its owner) cannot claim it.
    expect(replayed.seat('yellow-3')).toMatchObject({ holder: 'm1', owner: null });
  });
});
