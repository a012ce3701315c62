import { describe, expect, it, vi } from 'vitest';
import { nextTick, reactive } from 'vue';
import type { HostMessageOf } from '../../shared/protocol/messages';
import type { useSessionStore } from '../../renderer/stores/session';
import { followRematch } from '../../renderer/end/rematch';

type Lobby = HostMessageOf<'lobby'>;
type Holder = { id: string; bot?: boolean; ready?: boolean } | null;

/** A 1-seat-per-team lobby: who holds Blue and Yellow, and who else is in the game. */
function lobby(code: string, blue: Holder, yellow: Holder, extra: string[] = [], blocker: Lobby['blocker'] = 'lobby.not-ready'): Lobby {
  const seat = (team: 'blue' | 'yellow', h: Holder) => ({
    id: `${team}-0`,
    team,
    roles: ['captain', 'firstMate', 'engineer', 'radioOperator'] as const,
    holder: h && { memberId: h.id, name: h.id, connected: true, ready: h.ready ?? false, ...(h.bot ? { bot: true } : {}) },
  });
  const ids = [blue?.id, yellow?.id, ...extra].filter((x): x is string => !!x);
  return {
    type: 'lobby', gameId: code, code, urls: [],
    settings: {} as Lobby['settings'], options: { openSpectator: false, assistant: 'off' },
    creator: 'm1', phase: 'lobby',
    seats: { blue: [seat('blue', blue)], yellow: [seat('yellow', yellow)] } as unknown as Lobby['seats'],
    members: ids.map((id) => ({ id, name: id, connected: true, seat: null })),
    blocker,
  };
}

function fakeSession(first: Lobby) {
  const session = reactive({
    lobby: first as Lobby | null,
    error: null as unknown,
    joined: { memberId: 'me' },
    join: vi.fn(), rematch: vi.fn(), takeSeat: vi.fn(), setReady: vi.fn(), start: vi.fn(),
  });
  return session;
}
const asStore = (s: ReturnType<typeof fakeSession>) => s as unknown as ReturnType<typeof useSessionStore>;
const ALL = ['captain', 'firstMate', 'engineer', 'radioOperator'] as const;

describe('rematch', () => {
  it('alone with a bot (Play vs bots): the rematch sits, readies and starts without a stop in the lobby', async () => {
    const s = fakeSession({ ...lobby('OLD1', { id: 'me' }, { id: 'b1', bot: true }), phase: 'over' });
    followRematch(asStore(s), { team: 'blue', roles: ALL });
    expect(s.rematch).toHaveBeenCalledOnce();
    s.lobby = lobby('NEW1', null, null, ['me']);
    await nextTick();
    expect(s.takeSeat).toHaveBeenCalledWith('blue', [...ALL]);
    s.lobby = lobby('NEW1', { id: 'me' }, { id: 'b2', bot: true });
    await nextTick();
    expect(s.setReady).toHaveBeenCalledWith(true);
    expect(s.start).not.toHaveBeenCalled();
    s.lobby = lobby('NEW1', { id: 'me', ready: true }, { id: 'b2', bot: true }, [], null);
    await nextTick();
    expect(s.start).toHaveBeenCalledOnce();
  });

  it('with other people in the game the rematch waits in the lobby for them', async () => {
    const s = fakeSession({ ...lobby('OLD2', { id: 'me' }, { id: 'eve' }), phase: 'over' });
    followRematch(asStore(s), { team: 'blue', roles: ALL });
    s.lobby = lobby('NEW2', null, null, ['me']);
    await nextTick();
    expect(s.takeSeat).toHaveBeenCalledOnce();
    s.lobby = lobby('NEW2', { id: 'me' }, null, [], null);
    await nextTick();
    expect(s.setReady).not.toHaveBeenCalled();
    expect(s.start).not.toHaveBeenCalled();
  });

  it('a refusal on the way stops it: nothing is started later', async () => {
    const s = fakeSession({ ...lobby('OLD3', { id: 'me' }, { id: 'b1', bot: true }), phase: 'over' });
    followRematch(asStore(s), { team: 'blue', roles: ALL });
    s.lobby = lobby('NEW3', null, null, ['me']);
    await nextTick();
    s.error = { code: 'lobby.seat-taken' };
    await nextTick();
    s.lobby = lobby('NEW3', { id: 'me', ready: true }, { id: 'b2', bot: true }, [], null);
    await nextTick();
    expect(s.start).not.toHaveBeenCalled();
  });
});
