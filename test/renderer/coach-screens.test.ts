/** The coach's words on screen: the Surface confirmation's cost and the strip's news and tip. */
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { describe, expect, it } from 'vitest';
import { crewSeat, eventsFor, viewFor, type GameEvent, type GameState } from '../../shared/engine';
import { createTestI18n as createRumboI18n } from '../../renderer/i18n/all';
import { type Language } from '../../renderer/i18n';
import TutorialCoach from '../../renderer/coach/TutorialCoach.vue';
import CaptainPanel from '../../renderer/seat/CaptainPanel.vue';
import { useGameStore } from '../../renderer/stores/game';
import { as, captain, cell, ok, startGame, withSub } from '../support/engine-harness';

function mounted(component: Parameters<typeof mount>[0], state: GameState, lang: Language, events: GameEvent[] = []): VueWrapper {
  const pinia = createPinia();
  setActivePinia(pinia);
  useGameStore().receive(viewFor(state, crewSeat('blue')), events, true);
  return mount(component, {
    global: { plugins: [pinia, createRumboI18n(lang)], stubs: { MicState: true, VoicePanel: true, CrewPresence: true } },
    attachTo: document.body,
  });
}

describe('the Surface confirmation', () => {
  it('asks with the sector the enemy will hear and says what surfacing costs', async () => {
    const state = startGame({ mode: 'turn', mapId: 'training-10', blue: 'H8', yellow: 'B2', first: 'blue' });
    for (const [lang, question, cost] of [
      ['en', 'Surface in sector 4?', 'plays 3 turns in a row'],
      ['es', '¿Emerger en el sector 4?', 'juega 3 turnos seguidos'],
      ['it', 'Emergere nel settore 4?', 'gioca 3 turni di fila'],
    ] as const) {
      const wrapper = mounted(CaptainPanel, state, lang);
      await wrapper.find('[data-testid=surface]').trigger('click');
      await flushPromises();
      const confirm = wrapper.find('[data-testid=confirm]');
      expect(confirm.find('#confirm-text').text()).toBe(question);
      expect(confirm.text()).toContain(cost);
      wrapper.unmount();
    }
  });
});

describe('the coach strip', () => {
  it('shows a hit as news with the damage out of 4, above what to do now', async () => {
    let state = startGame({ mode: 'turn', mapId: 'training-10', blue: 'C3', yellow: 'F3', first: 'yellow' });
    state = withSub(state, 'yellow', { gauges: { mine: 0, torpedo: 3, drone: 0, sonar: 0, silence: 0, scenario: 0 }, movedSinceDive: true });
    const log: GameEvent[] = [];
    for (const command of [
      captain('yellow', { type: 'course', direction: 'W' }),
      as('yellow', 'firstMate', { type: 'mark', system: 'drone' }),
      as('yellow', 'engineer', { type: 'cross', slot: 4 }),
      captain('yellow', { type: 'torpedo', cell: cell(state, 'C3') }),
    ]) {
      const applied = ok(state, command);
      state = applied.state;
      log.push(...applied.events);
    }
    const pinia = createPinia();
    setActivePinia(pinia);
    const game = useGameStore();
    game.receive(viewFor(state, crewSeat('blue')), [], true);
    const wrapper = mount(TutorialCoach, { global: { plugins: [pinia, createRumboI18n('en')] } });
    game.receive(viewFor(state, crewSeat('blue')), eventsFor(log, crewSeat('blue')), false);
    await flushPromises();
    expect(wrapper.find('[data-testid=coach-news]').attributes('data-news')).toBe('hit');
    expect(wrapper.find('[data-testid=coach-news]').text()).toContain('You took 2 damage (2/4): the 4th sinks you.');
    expect(wrapper.find('[data-testid=coach]').attributes('data-step')).toMatch(/^course/);
    wrapper.unmount();
  });
});
