import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, describe, expect, it } from 'vitest';
import { crewSeat, viewFor, type GameState } from '../../shared/engine';
import { createTestI18n as createRumboI18n } from '../../renderer/i18n/all';
import { type Language } from '../../renderer/i18n';
import SeatScreen from '../../renderer/screens/SeatScreen.vue';
import { useGameStore } from '../../renderer/stores/game';
import { captain, ok, startGame, withSub } from '../support/engine-harness';

const TURN = { mode: 'turn', mapId: 'training-15', blue: 'H8', yellow: 'B2', first: 'blue' } as const;

let wrapper: VueWrapper | undefined;
afterEach(() => wrapper?.unmount());

function engineerSeat(state: GameState, lang: Language = 'en'): { wrapper: VueWrapper; sent: unknown[] } {
  const pinia = createPinia();
  setActivePinia(pinia);
  const game = useGameStore();
  game.receive(viewFor(state, crewSeat('blue', ['engineer'])), [], true);
  const sent: unknown[] = [];
  game.command = ((role: string, body: unknown) => sent.push({ role, body })) as typeof game.command;
  wrapper = mount(SeatScreen, {
    global: { plugins: [pinia, createRumboI18n(lang)], stubs: { MicState: true, VoicePanel: true, CrewPresence: true } },
    attachTo: document.body,
  });
  return { wrapper, sent };
}

const press = (key: string) => window.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));

describe('29.4: a key for a symbol that cannot be crossed says why', () => {
  const moved = ok(startGame(TURN), captain('blue', { type: 'course', direction: 'W' })).state;

  it('a key for an already crossed symbol of the owed panel names the symbol and the reason, and sends nothing', async () => {
    // West's first symbol (key 1) is already crossed; the course West owes one more.
    const state = withSub(moved, 'blue', { crossed: 1 });
    const { wrapper, sent } = engineerSeat(state);
    await flushPromises();
    press('1');
    await flushPromises();
    expect(sent).toEqual([]);
    expect(wrapper.find('[data-testid=feed-notice]').text()).toBe('1: That symbol is already crossed.');
    press('2');
    await flushPromises();
    expect(sent).toEqual([{ role: 'engineer', body: { type: 'cross', slot: 1 } }]);
  });

  it('in Spanish too', async () => {
    const { wrapper } = engineerSeat(withSub(moved, 'blue', { crossed: 1 }), 'es');
    await flushPromises();
    press('1');
    await flushPromises();
    expect(wrapper.find('[data-testid=feed-notice]').text()).toMatch(/^1: .+/);
    expect(wrapper.find('[data-testid=feed-notice]').text()).not.toContain('already');
  });

  it('a key while no panel is owed says what the game waits for instead', async () => {
    const { wrapper, sent } = engineerSeat(startGame(TURN));
    await flushPromises();
    press('3');
    await flushPromises();
    expect(sent).toEqual([]);
    expect(wrapper.find('[data-testid=feed-notice]').text()).toBe('Waiting for the Captain to announce a course');
  });
});
