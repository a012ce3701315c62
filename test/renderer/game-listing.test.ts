/** The LAN list entry and the host's key in its lobby (issue 19.7). */
import { flushPromises, mount } from '@vue/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LanHost } from '../../electron/shell/api-types';
import GameListing from '../../renderer/lobby/GameListing.vue';
import HostFingerprint from '../../renderer/net/HostFingerprint.vue';
import { listGames } from '../../renderer/lobby/listings';
import type { GameSummary } from '../../shared/protocol/messages';
import { plugins } from './support';

const game: GameSummary = {
  gameId: 'g-QWER',
  code: 'QWER',
  edition: 'base',
  mode: 'realtime',
  mapId: 'alpha-15',
  phase: 'lobby',
  seats: { blue: { held: 1, total: 4 }, yellow: { held: 0, total: 4 } },
  members: 1,
  createdAt: new Date(0).toISOString(),
};
function lanHost(address: string, fingerprint: string, verified: boolean): LanHost {
  return { name: 'Rumbo on vm', address, port: 47800, protocol: 2, via: 'udp', wsUrl: `ws://${address}:47800/ws`, games: [game], fingerprint, verified };
}

/** The page's address, as if the host had served it. */
function pageAt(url: string): void {
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('GameListing', () => {
  it('shows the code, host, mode, map and phase as before, plus the address and the key', async () => {
    const [listing] = listGames([lanHost('192.168.1.20', 'ABCDE-FGHIJ', true)]);
    const wrapper = mount(GameListing, { props: { listing: listing! }, global: { plugins: plugins() } });
    expect(wrapper.find('button').text()).toContain('QWER · Rumbo on vm · ');
    expect(wrapper.find('button').text()).toContain('Alpha · 15×15');
    expect(wrapper.find('[data-testid=listing-address]').text()).toBe('192.168.1.20:47800');
    expect(wrapper.find('[data-testid=listing-fingerprint]').text()).toContain('ABCDE-FGHIJ');
    expect(wrapper.find('[data-testid=listing-fingerprint]').attributes('data-verified')).toBe('true');
    expect(wrapper.findAll('[data-testid=listing-conflict]')).toHaveLength(0);
    await wrapper.find('button').trigger('click');
    expect(wrapper.emitted('join')).toHaveLength(1);
  });

  it('a look-alike host is flagged on both entries, its unproven key marked', () => {
    const list = listGames([lanHost('192.168.1.20', 'ABCDE-FGHIJ', true), lanHost('192.168.1.66', 'ABCDE-FGHIJ', false)]);
    const [real, fake] = list.map((listing) => mount(GameListing, { props: { listing }, global: { plugins: plugins() } }));
    for (const [wrapper, other] of [
      [real!, '192.168.1.66:47800'],
      [fake!, '192.168.1.20:47800'],
    ] as const) {
      expect(wrapper.attributes('data-conflict')).toBe('twoAddresses name code');
      expect(wrapper.findAll('[data-testid=listing-conflict]').map((p) => p.text())).toEqual([
        `The same key also answers at ${other}: one host on two networks, or one passing on the other. Join by the address the host's screen shows.`,
        "Another host on the network uses this name: compare the key with the host's screen.",
        "Another host on the network lists this code: compare the key with the host's screen.",
      ]);
    }
    expect(fake!.find('[data-testid=listing-address]').text()).toBe('192.168.1.66:47800');
    expect(fake!.find('[data-testid=listing-fingerprint]').attributes('data-verified')).toBe('false');
  });
});

describe('GameListing: a relayed answer (issue 28.4)', () => {
  it('says which address the key was proven for, in every language', () => {
    const relayed: LanHost = { ...lanHost('192.168.1.66', 'ABCDE-FGHIJ', false), provenAt: '192.168.1.20:47800' };
    const [listing] = listGames([relayed]);
    const texts = (['en', 'es', 'it'] as const).map((lang) => {
      const wrapper = mount(GameListing, { props: { listing: listing! }, global: { plugins: plugins(lang) } });
      expect(wrapper.attributes('data-conflict')).toBe('relayed');
      const key = wrapper.find('[data-testid=listing-fingerprint]');
      expect(key.attributes('data-proven-at')).toBe('192.168.1.20:47800');
      expect(key.text()).toContain('✗');
      expect(key.attributes('title')).toContain('192.168.1.20:47800');
      return wrapper.find('[data-testid=listing-conflict]').text();
    });
    expect(texts[0]).toBe(
      'Whoever answers at this address passes on the answers of the host at 192.168.1.20:47800: do not join here; if that host is yours, join by its own address.',
    );
    for (const text of texts) expect(text).toContain('192.168.1.20:47800');
    expect(new Set(texts).size).toBe(3);
  });
});

describe('HostFingerprint', () => {
  it('a page served by the host shows the key its /status names', async () => {
    pageAt('http://192.168.1.20:47800/lobby');
    const fetch = vi.fn(async () => new Response(JSON.stringify({ name: 'Rumbo on vm', fingerprint: 'ABCDE-FGHIJ' })));
    vi.stubGlobal('fetch', fetch);
    const wrapper = mount(HostFingerprint, { global: { plugins: plugins() } });
    await flushPromises();
    expect(fetch).toHaveBeenCalledWith('/status', expect.anything());
    expect(wrapper.find('[data-testid=host-fingerprint]').text()).toBe('Host key ABCDE-FGHIJ');
  });

  it('shows nothing when the answer names no key', async () => {
    pageAt('http://192.168.1.20:47800/lobby');
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<!doctype html>')));
    const wrapper = mount(HostFingerprint, { global: { plugins: plugins() } });
    await flushPromises();
    expect(wrapper.find('[data-testid=host-fingerprint]').exists()).toBe(false);
  });
});
