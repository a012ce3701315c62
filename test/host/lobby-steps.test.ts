/** Lobby steps of issue 12: bots named per seat and sent away, renaming, the rematch, the listing's status. */
import { describe, expect, it } from 'vitest';
import { hostSession } from './support/session';

const session = hostSession();

describe('bots in the lobby', () => {
  it('have a distinct name per seat, and the creator can send one away (nobody else can)', async () => {
    await session.start({ botPaceMs: 0 });
    const ana = await session.client('Ana');
    const { code } = await ana.create({ crews: { blue: 4, yellow: 4 } });
    for (const roles of [['firstMate'], ['engineer'], ['radioOperator']] as const) ana.send({ type: 'addBot', team: 'blue', roles: [...roles], level: 2 });
    const lobby = await ana.next('lobby', (m) => m.seats.blue.filter((s) => s.holder?.bot).length === 3);
    const names = lobby.seats.blue.flatMap((s) => (s.holder?.bot ? [s.holder.name] : []));
    expect(new Set(names).size).toBe(3);
    for (const name of names) expect(name).toMatch(/\(bot\)$/);
    // The level travels beside the name, for the lobby to say in the player's language.
    expect(lobby.seats.blue.flatMap((s) => (s.holder?.bot ? [s.holder.botLevel] : []))).toEqual([2, 2, 2]);

    const bea = await session.client('Bea');
    await bea.join(code);
    bea.send({ type: 'removeBot', seat: 'blue-1' });
    expect((await bea.next('error')).code).toBe('lobby.not-creator');
    ana.send({ type: 'removeBot', seat: 'blue-0' });
    expect((await ana.next('error')).code).toBe('lobby.not-bot');
    ana.send({ type: 'removeBot', seat: 'blue-1' });
    const after = await ana.next('lobby', (m) => m.seats.blue[1]!.holder === null && m.seats.blue[2]!.holder !== null);
    expect(after.seats.blue.filter((s) => s.holder?.bot)).toHaveLength(2);
  });
});

describe('names', () => {
  it('a member renames in the lobby and everyone sees the new name; a blank name is refused', async () => {
    await session.start();
    const ana = await session.client('Player');
    const { code } = await ana.create();
    const bea = await session.client('Bea');
    await bea.join(code);
    ana.send({ type: 'rename', name: '  Ana  ' });
    const lobby = await bea.next('lobby', (m) => m.members.some((x) => x.name === 'Ana'));
    expect(lobby.members.map((m) => m.name).sort()).toEqual(['Ana', 'Bea']);
    ana.send({ type: 'rename', name: '   ' });
    expect((await ana.next('error')).code).toBe('name.invalid');
  });
});

describe('the game list', () => {
  it('counts the people connected to each game, so empty lobbies can be hidden', async () => {
    await session.start();
    const ana = await session.client('Ana');
    const { code } = await ana.create();
    const bea = await session.client('Bea');
    const listed = (await bea.hello()).games.find((g) => g.code === code)!;
    expect(listed.connected).toBe(1);
    await ana.close();
    await expect.poll(async () => {
      bea.send({ type: 'list' });
      return (await bea.next('games')).games.find((g) => g.code === code)?.connected;
    }).toBe(0);
  });
});

describe('rematch', () => {
  it('after the end makes one new game with the same settings and bots; the others hear its code and join it', async () => {
    await session.start({ botPaceMs: 0 });
    const ana = await session.client('Ana');
    const settings = { mode: 'turn', mapId: 'training-10', crews: { blue: 1, yellow: 1 } } as const;
    const { code } = await ana.create(settings);
    ana.send({ type: 'addBot', team: 'blue', roles: ['captain', 'firstMate', 'engineer', 'radioOperator'], level: 2 });
    ana.send({ type: 'addBot', team: 'yellow', roles: ['captain', 'firstMate', 'engineer', 'radioOperator'], level: 1 });
    const bea = await session.client('Bea');
    await bea.join(code);
    ana.send({ type: 'rematch' });
    expect((await ana.next('error')).code).toBe('lobby.not-over');
    await ana.next('lobby', (m) => m.blocker === null);
    ana.send({ type: 'start' });
    await ana.next('state', (m) => m.view.phase === 'over', 60_000);

    bea.send({ type: 'rematch' });
    const joined = await bea.next('joined');
    expect(joined.code).not.toBe(code);
    const fresh = await bea.next('lobby', (m) => m.code === joined.code && Object.values(m.seats).flat().every((s) => s.holder?.bot));
    expect(fresh.phase).toBe('lobby');
    expect(fresh.settings).toMatchObject(settings);
    expect(fresh.creator).toBe(joined.memberId);
    const offer = await ana.next('lobby', (m) => m.rematch !== undefined);
    expect(offer.rematch).toBe(joined.code);
    ana.send({ type: 'rematch' });
    expect((await ana.next('joined')).code).toBe(joined.code);
  }, 90_000);
});
