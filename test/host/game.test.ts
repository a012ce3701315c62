/**
 * A real host on 127.0.0.1:0 and real ws clients — one per seat, eight for the base game — play
 * complete games through the protocol alone. Every state message every client receives is checked
 * against a mirror engine (view and events exact), which also proves no seat gets more than its view.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { RUN_TIMEOUT } from '../support/run-budget';
import { finishedGame, MODES } from './support/games';
import { startTestHost, type TestHost } from './support/hosts';
import { playThrough, seatTable } from './support/table';

let host: TestHost | undefined;
afterEach(async () => {
  await host?.close();
  host = undefined;
});

describe('complete games through the protocol', { timeout: RUN_TIMEOUT }, () => {
  it.each(MODES)('%s: 8 seated clients and 2 spectators play to the end', async (_name, settings) => {
    const game = finishedGame(settings, 7919);
    host = await startTestHost({ seed: () => game.seed });
    const table = await seatTable(host.url, settings, { spectators: 2 });
    expect(table.seated).toHaveLength(8);
    await playThrough(table, game);
    for (const client of table.all) {
      expect(client.lastState!.view.phase).toBe('over');
      expect(client.lastState!.view.revealed).not.toBeNull();
      expect(client.invalid).toEqual([]);
    }
    const lobby = await table.creator.next('lobby', (l) => l.phase === 'over');
    expect(lobby.phase).toBe('over');
    expect(host.host.games()[0]!.phase).toBe('over');
  });

  it('Family edition: crews of two (Captain, Radio Operator) play to the end', async () => {
    const settings = { edition: 'family', mode: 'turn', mapId: 'archipelago' } as const;
    const game = finishedGame(settings, 3 * 7919, 800);
    host = await startTestHost({ seed: () => game.seed });
    const table = await seatTable(host.url, settings, { spectators: 1 });
    expect(table.seated.map((s) => s.seat.roles)).toEqual([['captain'], ['radioOperator'], ['captain'], ['radioOperator']]);
    await playThrough(table, game);
    expect(table.creator.lastState!.view.phase).toBe('over');
  });

  it('small crews: one client per crew holds every role and plays turn by turn', async () => {
    const settings = { mode: 'turn', mapId: 'alpha-10', crews: { blue: 1, yellow: 1 } } as const;
    const game = finishedGame(settings, 101);
    host = await startTestHost({ seed: () => game.seed });
    const table = await seatTable(host.url, settings);
    expect(table.seated.map((s) => s.seat.roles)).toEqual([
      ['captain', 'firstMate', 'engineer', 'radioOperator'],
      ['captain', 'firstMate', 'engineer', 'radioOperator'],
    ]);
    await playThrough(table, game);
    expect(table.creator.lastState!.view.outcome).not.toBeNull();
  });
});
