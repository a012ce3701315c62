/** The creator sees every away seat: one of the other crew says it is the other crew's, not this window's. */
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import { createGame, crewSeat, defaultSettings, viewFor } from '../../shared/engine';
import CrewPresence from '../../renderer/seat/CrewPresence.vue';
import { useGameStore } from '../../renderer/stores/game';
import { useSessionStore } from '../../renderer/stores/session';
import { plugins } from './support';

const ALL = ['captain', 'firstMate', 'engineer', 'radioOperator'] as const;

function seat(team: 'blue' | 'yellow', name: string, connected: boolean) {
  return { id: `${team}-0`, team, roles: [...ALL], holder: { memberId: `m-${name}`, name, connected, ready: true } };
}

describe('CrewPresence', () => {
  it('the enemy\'s away player is named with its team; one of this crew is not', async () => {
    const wrapper = mount(CrewPresence, { global: { plugins: plugins() } });
    const session = useSessionStore();
    const created = createGame(defaultSettings({ mode: 'turn', mapId: 'alpha-10' }), 'seed');
    if (!created.ok) throw new Error(created.reason);
    useGameStore().view = viewFor(created.state, crewSeat('blue', [...ALL]));
    session.joined = { type: 'joined', gameId: 'g', code: 'GUYM', token: 't', memberId: 'm-Ana', lastSeq: 0, resumed: false };
    session.lobby = {
      type: 'lobby',
      gameId: 'g',
      code: 'GUYM',
      urls: [],
      settings: created.state.settings,
      options: { openSpectator: false, assistant: 'off' },
      creator: 'm-Ana',
      phase: 'playing',
      seats: { blue: [seat('blue', 'Bea', false)], yellow: [seat('yellow', 'Yuri', false)] },
      members: [],
      blocker: null,
    } as never;
    await wrapper.vm.$nextTick();
    const lines = wrapper.findAll('[data-away-seat]').map((li) => li.find('span').text());
    expect(lines).toHaveLength(2);
    expect(lines[0]).not.toContain('Blue');
    expect(lines[1]).toContain('Yellow');
  });
});
