/** Reconnection: a seat token survives a dropped connection; rejoining gives the same seat and its current view. */
import { afterEach, describe, expect, it } from 'vitest';
import { finishedGame } from './support/games';
import { startTestHost, type TestHost } from './support/hosts';
import { bodyOf, checkState, playThrough, rejoin, seatTable } from './support/table';
import { TestClient } from './support/test-client';

let host: TestHost | undefined;
afterEach(async () => {
  await host?.close();
  host = undefined;
});

const SETTINGS = { mode: 'realtime', mapId: 'alpha-15' } as const;

describe('reconnection', { timeout: 30_000 }, () => {
  it('a seat that drops mid-game rejoins with its token: same member, same seat, current view; the game goes on to the end', async () => {
    const game = finishedGame(SETTINGS, 7919, 300);
    host = await startTestHost({ seed: () => game.seed });
    const table = await seatTable(host.url, SETTINGS, { spectators: 1 });
    const half = Math.floor(game.commands.length / 2);
    await playThrough(table, game, { to: half });

    // The blue Engineer's window closes without a goodbye; a spectator's tab too.
    for (const [index, dropped] of [table.clientFor('blue', 'engineer'), table.spectators[0]!].entries()) {
      await dropped.terminate();
      const watched = await table.creator.next('lobby', (l) => l.members.some((m) => m.id === dropped.memberId && !m.connected));
      expect(watched.members.filter((m) => !m.connected)).toHaveLength(1);
      const { client, joined, state } = await rejoin(table, dropped, host.url);
      expect(joined).toMatchObject({ memberId: dropped.memberId, resumed: true, code: table.code });
      expect(joined.token).toBe(dropped.token);
      checkState(table, client, state, game, half);
      const lobby = await client.next('lobby');
      expect(lobby.members.find((m) => m.id === joined.memberId)).toMatchObject({ connected: true, seat: index === 0 ? 'blue-2' : null });
    }
    await playThrough(table, game, { from: half });
    expect(table.clientFor('blue', 'engineer').lastState!.view.phase).toBe('over');
  });

  it('mid-game a seat changes hands: the leaver keeps watching as its crew, the newcomer gets the whole log of the seat', async () => {
    const game = finishedGame(SETTINGS, 7919, 300);
    host = await startTestHost({ seed: () => game.seed });
    const table = await seatTable(host.url, SETTINGS, { spectators: 1 });
    const half = Math.floor(game.commands.length / 2);
    await playThrough(table, game, { to: half });
    const leaver = table.clientFor('yellow', 'radioOperator');
    const newcomer = table.spectators[0]!;
    leaver.send({ type: 'leaveSeat' });
    const watching = await leaver.next('state', (s) => s.full);
    expect(watching.view.seat).toEqual({ team: 'yellow', roles: [] });
    expect(watching.view.revealed).toBeNull();
    newcomer.send({ type: 'takeSeat', team: 'yellow', roles: ['radioOperator'] });
    // After the start an outsider is let in by the crew: its captain accepts.
    const captain = table.clientFor('yellow', 'captain');
    const asked = await captain.next('seatRequest');
    captain.send({ type: 'answerSeatRequest', request: asked.request, accept: true });
    const seated = await newcomer.next('state', (s) => s.full);
    // The seats swap clients: the test's table follows.
    table.replace(leaver, newcomer);
    table.watchAs(leaver, 'yellow');
    checkState(table, newcomer, seated, game, half);
    await playThrough(table, game, { from: half });
    expect(leaver.lastState!.view.phase).toBe('over');
  });

  it('the same token from a second window takes the member over; the first is told and detached', async () => {
    host = await startTestHost();
    const first = await TestClient.connect(host.url, { name: 'Ana' });
    await first.hello();
    const joined = await first.create({ mode: 'turn' });
    first.send({ type: 'takeSeat', team: 'blue', roles: ['captain'] });
    await first.next('lobby', (l) => l.seats.blue[0]!.holder !== null);
    const second = await TestClient.connect(host.url, { name: 'Ana' });
    await second.hello();
    const again = await second.join(joined.code, joined.token);
    expect(again.memberId).toBe(joined.memberId);
    expect(await first.next('error')).toMatchObject({ code: 'session.replaced' });
    first.send({ type: 'ready', ready: true });
    expect(await first.next('error')).toMatchObject({ code: 'lobby.not-joined' });
    second.send({ type: 'ready', ready: true });
    const lobby = await second.next('lobby', (l) => l.seats.blue[0]!.holder?.ready === true);
    expect(lobby.members).toHaveLength(1);
    await first.close();
    // The first window closing does not disconnect the member the second one now holds.
    second.send({ type: 'ping' });
    await second.next('pong');
    expect(second.drain().filter((m) => m.type === 'lobby' && m.members[0]!.connected === false)).toEqual([]);
    await second.close();
  });

  it('a token of another game is refused; the seq continues where it stood and a resent command is not applied twice', async () => {
    const game = finishedGame(SETTINGS, 7919, 300);
    host = await startTestHost({ seed: () => game.seed });
    const table = await seatTable(host.url, SETTINGS);
    await playThrough(table, game, { to: 10 });
    const sender = table.clientFor(game.commands[10]!.team, game.commands[10]!.role);

    const stranger = await TestClient.connect(host.url);
    await stranger.hello();
    const other = await stranger.create();
    stranger.send({ type: 'join', code: table.code, token: other.token });
    expect(await stranger.next('error')).toMatchObject({ code: 'lobby.bad-token' });
    await stranger.close();

    const sent = await sender.act(bodyOf(game.commands[10]!));
    expect(sent.type).toBe('accepted');
    checkState(table, sender, await sender.next('state'), game, 11);
    await sender.terminate();
    const { client, joined, state } = await rejoin(table, sender, host.url);
    expect(joined.lastSeq).toBe(sent.seq);
    checkState(table, client, state, game, 11);
    // The window did not know whether its last command arrived: it sends it again with the same seq.
    client.send({ type: 'command', seq: sent.seq, command: bodyOf(game.commands[10]!) });
    expect(await client.next('rejected', (r) => r.seq === sent.seq)).toMatchObject({ reason: 'protocol.seq', data: { seq: sent.seq, last: sent.seq } });
    client.send({ type: 'ping' });
    await client.next('pong');
    expect(client.drain().filter((m) => m.type === 'state')).toEqual([]);
  });
});
