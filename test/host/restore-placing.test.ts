/** A host stopped before its bots placed their subs must, once restarted, let them place and play on. */
import { describe, expect, it } from 'vitest';
import { seatLayout } from '../../electron/host/lobby';
import { hostSession } from './support/session';

const session = hostSession();

describe('restart during placing', () => {
  it('a host stopped before the bots placed restarts with the bots placing and the game going on', async () => {
    // Bots so slow that none of them places before the host stops.
    const first = await session.start({ botPaceMs: 60_000 });
    const ana = await session.client('Ana');
    const settings = { mode: 'turn', mapId: 'training-10' } as const;
    ana.send({ type: 'createGame', settings });
    const { code, token } = await ana.next('joined');
    for (const team of ['blue', 'yellow'] as const) {
      for (const roles of seatLayout('base', 4)) ana.send({ type: 'addBot', team, roles, level: 1 });
    }
    await ana.next('lobby', (m) => m.blocker === null);
    ana.send({ type: 'start' });
    const placing = await ana.next('state', (m) => m.full);
    expect(placing.view.phase).toBe('placing');
    await ana.terminate();
    await first.close();

    await session.start({ dataDir: first.dataDir, botPaceMs: 0 });
    const again = await session.client('Ana');
    again.send({ type: 'join', code, token });
    await again.next('joined');
    const playing = await again.next('state', (m) => m.view.phase !== 'placing', 20_000);
    expect(['playing', 'over']).toContain(playing.view.phase);
  }, 60_000);
});
