/**
 * Hidden information over whole random games: every frame every client received is searched for the
 * other sub's position and route before the end. Seats see their own sub only; spectators see
 * neither (unless the game was created with the open spectator view, which the host must allow).
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { otherTeam, viewFor, type Seat, type SubState, type Team } from '../../shared/engine';
import { parseHostMessage } from '../../shared/protocol';
import { playRandomGame, type RandomGame } from '../support/random-game';
import { RUN_TIMEOUT } from '../support/run-budget';
import { LOOPBACK_COMPUTERS } from './support/computers';
import { startTestHost, type TestHost } from './support/hosts';
import { playThrough, seatTable, type Table } from './support/table';
import type { TestClient } from './support/test-client';
import { scrambleSecrets } from '../support/scramble';

const PRIVATE_EVENTS = new Set(['placed', 'moved', 'marked', 'crossed', 'repaired', 'crewReady', 'blackout', 'mineDestroyed', 'minePlaced']);

let host: TestHost | undefined;
afterEach(async () => {
  await host?.close();
  host = undefined;
});

/** What `team` must never see of `secretTeam` in one frame before the end. */
function leaks(raw: string, secret: SubState, own: SubState | null): string[] {
  const found: string[] = [];
  if (secret.route.length >= 2 && JSON.stringify(secret.route) !== JSON.stringify(own?.route)) {
    if (raw.includes(`"route":${JSON.stringify(secret.route)}`)) found.push('route');
  }
  if (secret.position >= 0 && secret.position !== own?.position && raw.includes(`"position":${secret.position},`)) found.push('position');
  if (secret.mines.length > 0 && JSON.stringify(secret.mines) !== JSON.stringify(own?.mines) && raw.includes(`"mines":${JSON.stringify(secret.mines)}`)) {
    found.push('mines');
  }
  return found;
}

function checkFrames(table: Table, client: TestClient, game: RandomGame, openSpectator: boolean): number {
  const seat: Seat = table.seatOf(client);
  let checked = 0;
  let moves = 0;
  const seen = [...table.seen.get(client)!];
  for (const raw of client.log) {
    const parsed = parseHostMessage(raw);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) continue;
    const message = parsed.message;
    if (message.type === 'state') moves = seen.shift()!;
    const state = game.states[moves]!;
    if (state.phase === 'over') continue;
    checked++;
    if (message.type !== 'state') {
      // Lobby, answers, pongs: no game state at all.
      expect(raw).not.toMatch(/"(route|position|subs|own|revealed)"/);
      continue;
    }
    expect(message.view.revealed === null).toBe(!(seat.team === null && openSpectator));
    const secretTeams: Team[] = seat.team === null ? (openSpectator ? [] : ['blue', 'yellow']) : [otherTeam(seat.team)];
    for (const secret of secretTeams) {
      const own = seat.team === null ? null : state.subs[seat.team];
      expect(leaks(raw, state.subs[secret], own), `${client.name} at move ${moves}`).toEqual([]);
      expect(message.events.filter((e) => PRIVATE_EVENTS.has(e.type) && 'team' in e && e.team === secret)).toEqual([]);
      expect(message.view).toEqual(JSON.parse(JSON.stringify(viewFor(scrambleSecrets(state, secret), seat, { openSpectator }))));
    }
  }
  return checked;
}

const SETUPS = [
  ['turn by turn', { mode: 'turn', mapId: 'alpha-10' }],
  ['real time', { mode: 'realtime', mapId: 'echo-15' }],
  ['Family', { edition: 'family', mode: 'turn', mapId: 'volcano' }],
] as const;

describe('no frame reveals the enemy sub before the end', { timeout: RUN_TIMEOUT }, () => {
  it.each(SETUPS)('%s: random whole games, every frame of every seat and spectator', async (_name, settings) => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 2 ** 30 }), async (seed) => {
        const game = playRandomGame(settings, seed, 400);
        host = await startTestHost({ seed: () => game.seed });
        try {
          const table = await seatTable(host.url, settings, { spectators: 1, keepLog: true });
          await playThrough(table, game);
          const frames = table.all.map((client) => checkFrames(table, client, game, false));
          // Spectators hear no secret step (no frame for it): still most of the game.
          expect(Math.min(...frames)).toBeGreaterThan(game.commands.length / 4);
        } finally {
          await host.close();
          host = undefined;
        }
      }),
      { numRuns: 2 },
    );
  });

  it('an open spectator view (host option) shows spectators both subs, seats still only their own', async () => {
    const settings = { mode: 'realtime', mapId: 'alpha-15' } as const;
    const game = playRandomGame(settings, 4242, 300);
    // The spectator is another computer (127.0.0.2): a player's own second tab never gets the open view (19.8).
    host = await startTestHost({ seed: () => game.seed, allowOpenSpectator: true, ...LOOPBACK_COMPUTERS });
    const table = await seatTable(host.url, settings, { spectators: 1, keepLog: true, openSpectator: true, spectatorAddress: '127.0.0.2' });
    await playThrough(table, game, { openSpectator: true });
    for (const client of table.all) checkFrames(table, client, game, true);
    const spectatorView = table.spectators[0]!.lastState!.view;
    expect(spectatorView.revealed).not.toBeNull();
  });

  it('the open spectator view is refused unless the host allows it', async () => {
    host = await startTestHost();
    const { TestClient } = await import('./support/test-client');
    const client = await TestClient.connect(host.url);
    await client.hello();
    client.send({ type: 'createGame', settings: {}, options: { openSpectator: true } });
    const error = await client.next('error');
    expect(error.code).toBe('lobby.open-spectator-disabled');
  });
});
