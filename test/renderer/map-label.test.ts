import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import GameListing from '../../renderer/lobby/GameListing.vue';
import { mapLabel } from '../../renderer/map/map-label';
import { createTestI18n as createRumboI18n } from '../../renderer/i18n/all';
import { MAP_IDS } from '../../shared/engine/maps/registry';
import { listGames } from '../../renderer/lobby/listings';
import { plugins } from './support';

describe('map names in the game lists', () => {
  it('a listed game names its map as the home page\'s map select does, not by its id', () => {
    const [listing] = listGames([
      {
        name: 'Rumbo on vm',
        address: '192.168.1.20',
        port: 47800,
        protocol: 2,
        via: 'udp',
        wsUrl: 'ws://192.168.1.20:47800/ws',
        fingerprint: 'ABCDE-FGHIJ',
        verified: true,
        games: [
          {
            gameId: 'g-QWER',
            code: 'QWER',
            edition: 'base',
            mode: 'turn',
            mapId: 'alpha-10',
            phase: 'lobby',
            seats: { blue: { held: 1, total: 4 }, yellow: { held: 0, total: 4 } },
            members: 1,
            createdAt: new Date(0).toISOString(),
          },
        ],
      },
    ]);
    const wrapper = mount(GameListing, { props: { listing: listing! }, global: { plugins: plugins() } });
    expect(wrapper.find('button').text()).toContain('Alpha · 10×10');
    expect(wrapper.find('button').text()).not.toContain('alpha-10');
  });

  const i18n = (lang: 'es' | 'en' | 'it') => {
    const { t, te } = createRumboI18n(lang).global;
    return [(key: string) => t(key), (key: string) => te(key)] as const;
  };

  it('an unknown map (a newer host) still shows its id', () => {
    expect(mapLabel('alpha-15', ...i18n('en'))).toBe('Alpha · 15×15');
    expect(mapLabel('atlantis-99', ...i18n('en'))).toBe('atlantis-99');
  });

  it('29.4: Spanish says Alfa and Entrenamiento everywhere, as its own sentences do (never Alpha or Training)', () => {
    expect(mapLabel('alpha-10', ...i18n('es'))).toBe('Alfa · 10×10');
    expect(mapLabel('training-15', ...i18n('es'))).toBe('Entrenamiento · 15×15');
    expect(mapLabel('north-pole', ...i18n('es'))).toMatch(/^Polo Norte · /);
    expect(mapLabel('training-10', ...i18n('it'))).toBe('Addestramento · 10×10');
  });

  it('every bundled map has its name in every language', () => {
    for (const lang of ['es', 'en', 'it'] as const) {
      const { te } = createRumboI18n(lang).global;
      for (const id of MAP_IDS) expect(te(`mapNames.${id.replace(/-\d+$/, '')}`, lang), `${lang} ${id}`).toBe(true);
    }
  });
});
