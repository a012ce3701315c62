/** The lobby's map preview is read out in the player's language, not by the map file's English name. */
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../../shared/engine';
import LobbyScreen from '../../renderer/screens/LobbyScreen.vue';
import { useSessionStore } from '../../renderer/stores/session';
import { plugins } from './support';

async function previewLabel(language: 'es' | 'en' | 'it'): Promise<string | undefined> {
  const ps = plugins(language);
  const session = useSessionStore();
  session.joined = { type: 'joined', gameId: 'g', code: 'MAPS', token: 't', memberId: 'm-Ana', lastSeq: 0, resumed: false };
  session.lobby = {
    type: 'lobby',
    gameId: 'g',
    code: 'MAPS',
    urls: [],
    settings: defaultSettings({ mode: 'turn', mapId: 'training-10' }),
    options: { openSpectator: false, assistant: 'off' },
    creator: 'm-Ana',
    phase: 'lobby',
    seats: { blue: [], yellow: [] },
    members: [{ id: 'm-Ana', name: 'Ana', seat: null, connected: true }],
    blocker: null,
  } as never;
  const wrapper = mount(LobbyScreen, { global: { plugins: ps, stubs: { JoinQr: true, HostFingerprint: true } } });
  await wrapper.vm.$nextTick();
  const label = wrapper.find('[data-testid=map-preview]').attributes('aria-label');
  wrapper.unmount();
  return label;
}

describe('the lobby’s map preview', () => {
  it('is labelled with the map’s name in the player’s language (never "Training" in Spanish)', async () => {
    expect(await previewLabel('es')).toBe('Mapa: Entrenamiento · 10×10');
    expect(await previewLabel('it')).toBe('Mappa: Addestramento · 10×10');
    expect(await previewLabel('en')).toBe('Map: Training · 10×10');
  });
});
