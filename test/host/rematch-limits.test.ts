/**
 * Issue 19.4: the rematch skipped the join limits. One socket alternated `rematch` (a new member in
 * the rematch lobby) and `join` with its old token (free: rejoining is never limited) and added 56
 * members to the rematch lobby in 8 s. A rematch is a create or a join and pays like one.
 */
import { describe, expect, it } from 'vitest';
import type { HostMessage } from '../../shared/protocol';
import { hostSession } from './support/session';
import { nthName } from '../support/distinct-names';

const session = hostSession();

describe('rematch limits (19.4)', () => {
  it('one socket alternating rematch and rejoin cannot pile members into the rematch lobby', async () => {
    await session.start({ botPaceMs: 0 });
    const ana = await session.client('Ana');
    const settings = { mode: 'turn', mapId: 'training-10', crews: { blue: 1, yellow: 1 } } as const;
    const { code } = await ana.create(settings);
    ana.send({ type: 'addBot', team: 'blue', roles: ['captain', 'firstMate', 'engineer', 'radioOperator'], level: 2 });
    ana.send({ type: 'addBot', team: 'yellow', roles: ['captain', 'firstMate', 'engineer', 'radioOperator'], level: 1 });
    const eve = await session.client('Eve');
    const { token } = await eve.join(code);
    await ana.next('lobby', (m) => m.blocker === null);
    ana.send({ type: 'start' });
    await eve.next('state', (m) => m.view.phase === 'over', 60_000);

    const answers: HostMessage[] = [];
    let rematchCode: string | undefined;
    for (let i = 0; i < 20; i++) {
      // A new name each time (names are unique in a game, 19.3, and not a number apart, 28.5), then the rematch.
      eve.send({ type: 'rename', name: nthName('Eve', i) });
      eve.send({ type: 'rematch' });
      const answer = await eve.nextWhere((m) => m.type === 'joined' || (m.type === 'error' && m.inReplyTo === 'rematch'), 'rematch answer');
      answers.push(answer);
      if (answer.type === 'joined') rematchCode = answer.code;
      // Back to the finished game with the old token (never limited), ready to ask again.
      eve.send({ type: 'join', code, token });
      await eve.next('joined', (m) => m.code === code);
    }
    expect(rematchCode).toBeDefined();
    const joins = answers.filter((m) => m.type === 'joined').length;
    const refusals = answers.flatMap((m) => (m.type === 'error' ? [m.code] : []));
    // The creation, then the connection's join allowance (4 at once): never 20 members.
    expect(joins).toBeLessThanOrEqual(5);
    expect(new Set(refusals)).toEqual(new Set(['lobby.join-limit']));
    const watcher = await session.client('Watcher');
    await watcher.join(rematchCode!);
    const lobby = await watcher.next('lobby', (m) => m.code === rematchCode);
    expect(lobby.members.filter((m) => !m.name.includes('(bot')).length).toBeLessThanOrEqual(6);
  }, 90_000);
});
