import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { describe, expect, it } from 'vitest';
import { crewSeat, viewFor, type GameState, type Role } from '../../shared/engine';
import type { GameEvent } from '../../shared/engine/events';
import { createTestI18n as createRumboI18n } from '../../renderer/i18n/all';
import { type Language } from '../../renderer/i18n';
import CaptainPanel from '../../renderer/seat/CaptainPanel.vue';
import DamageTrack from '../../renderer/seat/DamageTrack.vue';
import FirstMatePanel from '../../renderer/seat/FirstMatePanel.vue';
import EngineerPanel from '../../renderer/engineer/EngineerPanel.vue';
import SeatScreen from '../../renderer/screens/SeatScreen.vue';
import { useGameStore } from '../../renderer/stores/game';
import { useSessionStore } from '../../renderer/stores/session';
import { enemyPath } from '../../renderer/radio/sheet-path';
import { armed, as, captain, ok, startGame } from '../support/engine-harness';

const TURN = { mode: 'turn', mapId: 'training-15', blue: 'H8', yellow: 'B2', first: 'blue' } as const;
const RT = { mode: 'realtime', mapId: 'training-15', blue: 'H8', yellow: 'B2' } as const;

/** Mounts a seat component on the game as `roles` of blue see it. */
function seat(component: Parameters<typeof mount>[0], state: GameState, roles: Role[], lang: Language = 'en', events: GameEvent[] = []): VueWrapper {
  const pinia = createPinia();
  setActivePinia(pinia);
  useGameStore().receive(viewFor(state, crewSeat('blue', roles)), events, true);
  return mount(component, {
    global: { plugins: [pinia, createRumboI18n(lang)], stubs: { MicState: true, VoicePanel: true, CrewPresence: true } },
    attachTo: document.body,
  });
}

/** The hint a disabled control carries: the wrapper's tooltip, which also describes the button. */
function hintOf(wrapper: VueWrapper, selector: string): string | null {
  const button = wrapper.find(selector);
  expect(button.exists(), selector).toBe(true);
  const id = button.attributes('aria-describedby');
  if (!id) return null;
  const tip = wrapper.find(`#${id}`);
  expect(tip.attributes('role')).toBe('tooltip');
  return tip.text();
}

describe('1, 8: a disabled control says why, on hover, focus and tap', () => {
  const moved = ok(startGame(TURN), captain('blue', { type: 'course', direction: 'W' })).state;

  it('after the course the Captain’s End turn names whom it waits for, and Surface says the course is spent', async () => {
    const wrapper = seat(CaptainPanel, moved, ['captain']);
    expect(wrapper.find('[data-testid=end-turn]').attributes('disabled')).toBeDefined();
    expect(hintOf(wrapper, '[data-testid=end-turn]')).toBe('Waiting for the First Mate to charge a system and the Engineer to cross a symbol in West');
    expect(wrapper.find('[data-testid=surface]').attributes('disabled')).toBeDefined();
    expect(hintOf(wrapper, '[data-testid=surface]')).toBe('You already moved this turn.');
    expect(hintOf(wrapper, '[data-system=torpedo]')).toBe('Waiting for the First Mate to charge a system and the Engineer to cross a symbol in West');
    // The wrapper takes the keyboard and the tap in the disabled button's place.
    const box = wrapper.find('[data-testid=surface]').element.parentElement!;
    expect(box.getAttribute('tabindex')).toBe('0');
    box.dispatchEvent(new Event('click', { bubbles: true }));
    await flushPromises();
    expect(box.classList.contains('open')).toBe(true);
    wrapper.unmount();
  });

  it('before the course Surface is offered; blocked courses say why', () => {
    const wrapper = seat(CaptainPanel, startGame(TURN), ['captain']);
    expect(wrapper.find('[data-testid=surface]').attributes('disabled')).toBeUndefined();
    expect(hintOf(wrapper, '[data-testid=surface]')).toBeNull();
    wrapper.unmount();
  });

  it('the First Mate’s gauges and the Engineer’s symbols say why they cannot be used, in Spanish too', () => {
    const fm = seat(FirstMatePanel, startGame(TURN), ['firstMate'], 'es');
    expect(hintOf(fm, '[data-mark=torpedo]')).toBe('Esperando a que el Capitán anuncie un rumbo');
    expect(hintOf(fm, '[data-testid=fm-drone]')).toBe('Esperando a que el Capitán anuncie un rumbo');
    fm.unmount();
    const eng = seat(EngineerPanel, moved, ['engineer']);
    expect(hintOf(eng, '[data-slot="0"]')).toBeNull();
    expect(hintOf(eng, '[data-slot="6"]')).toBe('Cross in the panel of the course.');
    eng.unmount();
  });
});

describe('12: the First Mate’s key hint counts the gauges shown', () => {
  it('says 1–5 with five gauges', () => {
    const wrapper = seat(FirstMatePanel, startGame(TURN), ['firstMate']);
    expect(wrapper.findAll('[data-mark]')).toHaveLength(5);
    expect(wrapper.find('[data-testid=fm-keys]').text()).toBe('Keys: 1–5 mark a gauge; D drone; S sonar.');
    wrapper.unmount();
  });
});

describe('1, 6: the seat’s bar', () => {
  it('turn by turn: one line says whose move it is and what is awaited', async () => {
    const moved = ok(startGame(TURN), captain('blue', { type: 'course', direction: 'W' })).state;
    const wrapper = seat(SeatScreen, moved, ['captain']);
    await flushPromises();
    expect(wrapper.find('[data-testid=awaiting]').text()).toBe(
      'Your turn · Waiting for the First Mate to charge a system and the Engineer to cross a symbol in West',
    );
    expect(wrapper.find('[data-testid=stop]').exists()).toBe(false);
    wrapper.unmount();
  });

  it('real time: STOP is always there, with its state and why it cannot be called yet', async () => {
    const wrapper = seat(SeatScreen, startGame(RT), ['captain']);
    await flushPromises();
    const stop = wrapper.find('[data-testid=stop]');
    expect(stop.attributes('disabled')).toBeDefined();
    expect(wrapper.find('[data-testid=stop-state]').text()).toBe('no system ready');
    expect(hintOf(wrapper, '[data-testid=stop]')).toBe('No system can be used now and no mine can be set off.');
    wrapper.unmount();
    const engineer = seat(SeatScreen, startGame(RT), ['engineer']);
    await flushPromises();
    expect(hintOf(engineer, '[data-testid=stop]')).toBe('Only the Captain or the First Mate calls STOP.');
    engineer.unmount();
  });

  it('real time: with a system ready, STOP can be called', async () => {
    const start = startGame(RT);
    const moved = ok(start, captain('blue', { type: 'course', direction: 'W' })).state;
    let state = ok(moved, as('blue', 'firstMate', { type: 'mark', system: 'sonar' })).state;
    state = ok(state, as('blue', 'engineer', { type: 'cross', slot: 4 })).state;
    state = { ...state, subs: { ...state.subs, blue: { ...state.subs.blue, gauges: { ...state.subs.blue.gauges, sonar: 3 } } } };
    const wrapper = seat(SeatScreen, state, ['captain']);
    await flushPromises();
    expect(wrapper.find('[data-testid=stop]').attributes('disabled')).toBeUndefined();
    expect(wrapper.find('[data-testid=stop-state]').text()).toBe('ready');
    wrapper.unmount();
  });
});

describe('7: the Radio Operator’s sheet keeps the enemy’s track when it surfaces', () => {
  it('marks the surfacing on the track instead of wiping it', () => {
    const points = enemyPath(
      [
        { type: 'course', team: 'yellow', direction: 'N', audience: 'all' },
        { type: 'surfaced', team: 'yellow', sector: 4, cell: null, audience: 'all' },
        { type: 'course', team: 'yellow', direction: 'E', audience: 'all' },
      ],
      'yellow',
    );
    expect(points.map((p) => [p.dx, p.dy])).toEqual([
      [0, 0],
      [0, -1],
      [1, -1],
    ]);
    expect(points[1]!.surfaced).toBe(4);
  });
});

describe('9: counts read right in every language', () => {
  it('1 possible position, 2 possible positions', () => {
    const cases = { en: ['1 possible position', '2 possible positions'], es: ['1 posición posible', '2 posiciones posibles'], it: ['1 posizione possibile', '2 posizioni possibili'] };
    for (const [lang, [one, two]] of Object.entries(cases)) {
      const t = createRumboI18n(lang as Language).global.t as unknown as (k: string, v: Record<string, unknown>, n: number) => string;
      expect(t('radio.candidates', { n: 1 }, 1)).toBe(one);
      expect(t('radio.candidates', { n: 2 }, 2)).toBe(two);
    }
  });
});

describe('13: a feed line’s dot is the colour of the team whose doing it was', () => {
  it('Yellow’s own course is a yellow dot on Yellow’s seat, Blue’s a blue one', async () => {
    const { default: SeatFeed } = await import('../../renderer/feed/SeatFeed.vue');
    const { buildFeed } = await import('../../renderer/feed/feed');
    const { getMap } = await import('../../shared/engine');
    const t = createRumboI18n('en').global.t as unknown as (key: string, values?: Record<string, unknown>) => string;
    const entries = buildFeed(t, getMap('training-15')!, [
      { type: 'course', team: 'yellow', direction: 'N', audience: 'all' },
      { type: 'course', team: 'blue', direction: 'S', audience: 'all' },
    ], 'yellow');
    const wrapper = mount(SeatFeed, { props: { entries }, global: { plugins: [createPinia(), createRumboI18n('en')] } });
    expect(wrapper.findAll('.line .dot').map((d) => d.attributes('data-dot'))).toEqual(['yellow', 'blue']);
    expect(wrapper.findAll('.line .dot')[0]!.classes()).toContain('dot-yellow');
  });
});

describe('14: a hit on us is felt', () => {
  it('the damage track marks the boxes the hit just filled', async () => {
    const wrapper = mount(DamageTrack, { props: { damage: 1, max: 4 }, global: { plugins: [createRumboI18n('en')] } });
    expect(wrapper.findAll('[data-fresh]')).toHaveLength(0);
    await wrapper.setProps({ damage: 3 } as never);
    expect(wrapper.findAll('[data-fresh]')).toHaveLength(2);
    expect(wrapper.findAll('.box.hit')).toHaveLength(3);
  });

  it('the console flashes when the announcements damage us, and not when they damage the enemy', async () => {
    const state = startGame(RT);
    const wrapper = seat(SeatScreen, state, ['captain']);
    await flushPromises();
    const game = useGameStore();
    const damaged = { ...state, subs: { ...state.subs, blue: { ...state.subs.blue, damage: 1 } } };
    game.receive(viewFor(damaged, crewSeat('blue', ['captain'])), [{ type: 'damage', team: 'yellow', amount: 1, total: 1, cause: 'blast', audience: 'all' }], false);
    await flushPromises();
    expect(wrapper.find('.seat').classes()).not.toContain('hit');
    game.receive(viewFor(damaged, crewSeat('blue', ['captain'])), [{ type: 'damage', team: 'blue', amount: 1, total: 1, cause: 'blast', audience: 'all' }], false);
    await flushPromises();
    expect(wrapper.find('.seat').classes()).toContain('hit');
    wrapper.unmount();
  });

  it('a second hit while the first still fades flashes again: the edge and the bar’s ring are drawn anew', async () => {
    const state = startGame(RT);
    const wrapper = seat(SeatScreen, state, ['captain']);
    await flushPromises();
    const game = useGameStore();
    const hitUs = (total: number) => {
      const damaged = { ...state, subs: { ...state.subs, blue: { ...state.subs.blue, damage: total } } };
      game.receive(viewFor(damaged, crewSeat('blue', ['captain'])), [{ type: 'damage', team: 'blue', amount: 1, total, cause: 'blast', audience: 'all' }], false);
    };
    hitUs(1);
    await flushPromises();
    const firstEdge = wrapper.find('[data-testid=hit-edge]').element;
    const firstRing = wrapper.find('[data-testid=hit-ring]').element;
    expect(firstEdge.isConnected && firstRing.isConnected).toBe(true);
    hitUs(2);
    await flushPromises();
    // A CSS animation starts when its element is inserted: the same element would not flash again.
    const secondEdge = wrapper.find('[data-testid=hit-edge]').element;
    const secondRing = wrapper.find('[data-testid=hit-ring]').element;
    expect(secondEdge).not.toBe(firstEdge);
    expect(secondRing).not.toBe(firstRing);
    expect(firstEdge.isConnected || firstRing.isConnected).toBe(false);
    expect(wrapper.findAll('[data-testid=hit-edge]')).toHaveLength(1);
    wrapper.unmount();
  });
});

describe('a message the host dropped for the rate limit is told on the seat', () => {
  it('the seat shows the refusal that answers no step, with the seconds to wait; a lobby step’s refusal is left to its screen', async () => {
    const wrapper = seat(SeatScreen, startGame(TURN), ['captain']);
    await flushPromises();
    const session = useSessionStore();
    session.error = { code: 'protocol.rate-limited', detail: 'too many messages; wait 2 s', data: { waitMs: 1400 }, at: Date.now() };
    await flushPromises();
    expect(wrapper.findAll('[data-testid=host-error]')).toHaveLength(1);
    expect(wrapper.get('[data-testid=host-error]').text()).toContain('Too many messages: wait 2 s.');
    session.error = { code: 'lobby.seat-taken', detail: 'Ana holds blue-0', inReplyTo: 'takeSeat', at: Date.now() };
    await flushPromises();
    expect(wrapper.find('[data-testid=host-error]').exists()).toBe(false);
    wrapper.unmount();
  });
});

describe('a click off the offered cells says why (play-test: an out-of-range torpedo click did nothing)', () => {
  it('aiming a torpedo, a far cell names the range and sends nothing; a cancel clears it', async () => {
    const wrapper = seat(CaptainPanel, armed(startGame(RT), 'blue'), ['captain']);
    await wrapper.find('[data-system=torpedo] button, button[data-system=torpedo]').trigger('click');
    expect(wrapper.find('[data-cell=H6]').exists()).toBe(true);
    expect(wrapper.find('[data-off-target=H6]').exists()).toBe(false);
    await wrapper.find('[data-off-target=A1]').trigger('click');
    expect(wrapper.find('[data-testid=pick-refused]').text()).toBe('A1: Out of torpedo range (4 cells).');
    expect(wrapper.find('[data-testid=confirm]').exists()).toBe(false);
    await wrapper.find('.picking button').trigger('click');
    expect(wrapper.find('[data-testid=pick-refused]').exists()).toBe(false);
    await wrapper.find('[data-system=torpedo] button, button[data-system=torpedo]').trigger('click');
    await wrapper.find('[data-off-target=A1]').trigger('click');
    await wrapper.find('[data-cell=H6]').trigger('click');
    expect(wrapper.find('[data-testid=pick-refused]').exists()).toBe(false);
    expect(wrapper.find('[data-testid=confirm]').text()).toContain('H6');
    wrapper.unmount();
  });
});
