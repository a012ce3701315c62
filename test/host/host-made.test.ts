/**
 * The game the host makes itself (`npm run host -- --scenario alpha`) says so in its summary, so the
 * home page lists it before anyone joins (issue 29); a game a player made does not.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startTestHost, type TestHost } from './support/hosts';
import { TestClient } from './support/test-client';

let running: TestHost | null = null;
afterEach(async () => {
  await running?.close();
  running = null;
});

describe('hostMade', () => {
  it('marks the host\'s own game, in welcome and list alike, and never a player\'s', async () => {
    running = await startTestHost();
    const own = running.host.createGame({ mode: 'turn', mapId: 'training-10', crews: { blue: 1, yellow: 1 } });
    const client = await TestClient.connect(running.url);
    const welcome = await client.hello();
    expect(welcome.games.find((g) => g.code === own.code)).toMatchObject({ hostMade: true, connected: 0, members: 0 });
    const mine = await client.create({ mode: 'turn', mapId: 'training-10', crews: { blue: 1, yellow: 1 } });
    client.send({ type: 'list' });
    const list = (await client.nextWhere((m) => m.type === 'games', 'games')) as { games: { code: string; hostMade?: boolean }[] };
    expect(list.games.find((g) => g.code === own.code)?.hostMade).toBe(true);
    expect(list.games.find((g) => g.code === mine.code)?.hostMade).toBeUndefined();
    await client.close();
  });
});
