import { describe, expect, it } from 'vitest';
import { seatLayout } from '../../electron/host/lobby';
import type { Role, Team } from '../../shared/engine';
import type { SettingsInput } from '../../shared/protocol';
import { hostSession } from './support/session';
import type { TestClient } from './support/test-client';

const session = hostSession();
const client = (name: string) => session.client(name);

/** The creator makes the game and fills every seat with bots (except `keep`), then starts it. */
async function botGame(settings: SettingsInput, keep: { team: Team; roles: Role[] } | null = null) {
  const ana = await client('Ana');
  ana.send({ type: 'createGame', settings });
  const joined = await ana.next('joined');
  for (const team of ['blue', 'yellow'] as const) {
    for (const roles of seatLayout(settings.edition ?? 'base', settings.crews?.[team] ?? 4)) {
      if (keep && keep.team === team && keep.roles.join() === roles.join()) continue;
      ana.send({ type: 'addBot', team, roles, level: team === 'blue' ? 2 : 1 });
    }
  }
  return { ana, code: joined.code };
}

const finalState = (c: TestClient) => c.next('state', (m) => m.view.phase === 'over', 60_000);

describe('automatic crew members on the host', () => {
  it.each([
    ['turn-by-turn', { mode: 'turn', mapId: 'training-10' }],
    ['real-time', { mode: 'realtime', mapId: 'training-15' }],
    ['Family', { edition: 'family', mode: 'turn', mapId: 'archipelago', crews: { blue: 2, yellow: 2 } }],
  ] as const)('a %s game of bots in every seat plays itself to the end through the host', async (_name, settings) => {
    await session.start({ botPaceMs: 0 });
    const { ana } = await botGame(settings);
    const lobby = await ana.next('lobby', (m) => m.blocker === null);
    expect(Object.values(lobby.seats).flat().every((s) => s.holder?.bot === true && s.holder.ready)).toBe(true);
    ana.send({ type: 'start' });
    const over = await finalState(ana);
    expect(over.view.outcome).not.toBeNull();
    expect(over.events.some((e) => e.type === 'gameOver')).toBe(true);
  }, 90_000);

  it('a person the crew lets in takes over a bot\'s seat mid-game and the bot stops playing it', async () => {
    await session.start({ botPaceMs: 20 });
    const { ana, code } = await botGame({ mode: 'realtime', mapId: 'training-15' }, { team: 'yellow', roles: ['captain'] });
    ana.send({ type: 'takeSeat', team: 'yellow', roles: ['captain'] });
    ana.send({ type: 'ready', ready: true });
    await ana.next('lobby', (m) => m.blocker === null);
    ana.send({ type: 'start' });
    await ana.next('state', (m) => m.full, 20_000);
    const bea = await client('Bea');
    bea.send({ type: 'join', code });
    await bea.next('joined');
    bea.send({ type: 'takeSeat', team: 'yellow', roles: ['radioOperator'] });
    const asked = await ana.next('seatRequest');
    ana.send({ type: 'answerSeatRequest', request: asked.request, accept: true });
    const lobby = await bea.next('lobby', (m) => m.seats.yellow.some((s) => s.roles.includes('radioOperator') && s.holder?.name === 'Bea'));
    const seat = lobby.seats.yellow.find((s) => s.roles.includes('radioOperator'))!;
    expect(seat.holder!.bot).toBeUndefined();
    const state = await bea.next('state', (m) => m.view.seat.team === 'yellow');
    expect(state.view.own).not.toBeNull();
  }, 60_000);

  it('a restarted host puts its bots back in their seats and the game goes on to the end', async () => {
    const first = await session.start({ botPaceMs: 5 });
    const dataDir = first.dataDir;
    const { ana, code } = await botGame({ mode: 'turn', mapId: 'training-10' });
    await ana.next('lobby', (m) => m.blocker === null);
    ana.send({ type: 'start' });
    // A dozen updates in: the game is under way (views carry no move counter).
    let heard = 0;
    for (let i = 0; i < 12; i++) heard = (await ana.next('state', () => true, 20_000)).events.length + (i === 0 ? 0 : heard);
    await ana.terminate();
    await first.close();
    await session.start({ dataDir, botPaceMs: 0 });
    const again = await client('Ana again');
    again.send({ type: 'join', code });
    await again.next('joined');
    const resumed = await again.next('state');
    expect(resumed.events.length).toBeGreaterThanOrEqual(heard);
    const over = resumed.view.phase === 'over' ? resumed : await finalState(again);
    expect(over.view.outcome).not.toBeNull();
  }, 90_000);

  it('a bot may not take a seat someone holds', async () => {
    await session.start({ botPaceMs: 0 });
    const ana = await client('Ana');
    ana.send({ type: 'createGame', settings: { mode: 'turn' } });
    await ana.next('joined');
    ana.send({ type: 'takeSeat', team: 'blue', roles: ['captain'] });
    await ana.next('lobby', (m) => m.seats.blue[0]!.holder !== null);
    ana.send({ type: 'addBot', team: 'blue', roles: ['captain'], level: 1 });
    const error = await ana.next('error');
    expect(error.code).toBe('lobby.seat-taken');
  });
});

describe('no switching sides', () => {
  it('once started, a member may not take a seat of the other team (it would see the enemy sub)', async () => {
    await session.start({ botPaceMs: 50 });
    const ana = await client('Ana');
    ana.send({ type: 'createGame', settings: { mode: 'turn', mapId: 'training-10', crews: { blue: 1, yellow: 1 } } });
    await ana.next('joined');
    ana.send({ type: 'takeSeat', team: 'blue', roles: ['captain', 'firstMate', 'engineer', 'radioOperator'] });
    ana.send({ type: 'addBot', team: 'yellow', roles: ['captain', 'firstMate', 'engineer', 'radioOperator'], level: 1 });
    ana.send({ type: 'ready', ready: true });
    await ana.next('lobby', (m) => m.blocker === null);
    ana.send({ type: 'start' });
    await ana.next('state', (m) => m.full);
    ana.send({ type: 'takeSeat', team: 'yellow', roles: ['captain', 'firstMate', 'engineer', 'radioOperator'] });
    expect(await ana.next('error')).toMatchObject({ code: 'lobby.wrong-team' });
    ana.send({ type: 'leaveSeat' });
    const watching = await ana.next('state', (m) => m.full);
    expect(watching.view.seat).toEqual({ team: 'blue', roles: [] });
    expect(JSON.stringify(watching)).not.toContain('"revealed":{');
  });

  it('only the creator adds bots before the start', async () => {
    await session.start({ botPaceMs: 0 });
    const ana = await client('Ana');
    ana.send({ type: 'createGame', settings: { mode: 'turn' } });
    const { code } = await ana.next('joined');
    const bea = await client('Bea');
    bea.send({ type: 'join', code });
    await bea.next('joined');
    bea.send({ type: 'addBot', team: 'yellow', roles: ['captain'], level: 2 });
    expect(await bea.next('error')).toMatchObject({ code: 'lobby.not-creator' });
  });
});
