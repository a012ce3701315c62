/** 29.4: the lobby's side panel says your own seat under your name; the spectators' list is apart and about the others. */
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../../shared/engine';
import LobbyScreen from '../../renderer/screens/LobbyScreen.vue';
import { useSessionStore } from '../../renderer/stores/session';
import { plugins } from './support';

function lobbyWith(mine: boolean) {
  const holder = (name: string) => ({ memberId: `m-${name}`, name, connected: true, ready: false });
  return {
    type: 'lobby',
    gameId: 'g',
    code: 'GUYM',
    urls: [],
    settings: defaultSettings({ mode: 'turn', mapId: 'alpha-10' }),
    options: { openSpectator: false, assistant: 'off' },
    creator: 'm-Ana',
    phase: 'lobby',
    seats: {
      blue: [{ id: 'blue-0', team: 'blue', roles: ['captain', 'firstMate'], holder: mine ? holder('Ana') : null }],
      yellow: [{ id: 'yellow-0', team: 'yellow', roles: ['captain', 'firstMate'], holder: null }],
    },
    members: [
      { id: 'm-Ana', name: 'Ana', seat: mine ? 'blue-0' : null, connected: true },
      { id: 'm-Eve', name: 'Eve', seat: null, connected: true },
    ],
    blocker: null,
  } as never;
}

async function mountLobby(mine: boolean) {
  const ps = plugins();
  const session = useSessionStore();
  session.joined = { type: 'joined', gameId: 'g', code: 'GUYM', token: 't', memberId: 'm-Ana', lastSeq: 0, resumed: false };
  session.lobby = lobbyWith(mine);
  const wrapper = mount(LobbyScreen, { global: { plugins: ps, stubs: { JoinQr: true, HostFingerprint: true, MapBoard: true } } });
  await wrapper.vm.$nextTick();
  return wrapper;
}

describe('the lobby says where you sit', () => {
  it('holding a seat: "Your seat: Blue · Captain + First Mate", and the spectators list names only the others', async () => {
    const wrapper = await mountLobby(true);
    expect(wrapper.find('[data-testid=my-seat]').text()).toBe('Your seat: Blue · Captain + First Mate');
    expect(wrapper.find('[data-testid=watchers]').text()).toBe('Eve');
    expect(wrapper.text()).not.toContain('Watching (no seat)');
    wrapper.unmount();
  });

  it('without a seat: you are told you will watch unless you take one, and you are among the spectators', async () => {
    const wrapper = await mountLobby(false);
    expect(wrapper.find('[data-testid=my-seat]').text()).toBe('You hold no seat yet: take one, or you will watch the game.');
    expect(wrapper.find('[data-testid=watchers]').text()).toContain('Ana (you)');
    wrapper.unmount();
  });
});
