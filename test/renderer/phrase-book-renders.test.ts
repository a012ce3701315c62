import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import { nextTick } from 'vue';
import { crewSeat, viewFor } from '../../shared/engine';
import PhraseBook from '../../renderer/voice/PhraseBook.vue';
import { useGameStore } from '../../renderer/stores/game';
import { usePrefsStore } from '../../renderer/stores/prefs';
import { ok, startGame } from '../support/engine-harness';
import { plugins } from './support';

/** Issue 27 (voice overhead): the Voice panel's phrase book is not drawn again for every state message. */
describe('the phrase book on a seat in a game', () => {
  it('a state message that changes nothing it lists renders nothing again; a new language does', async () => {
    const installed = plugins('es');
    usePrefsStore().language = 'es';
    const game = useGameStore();
    const seat = crewSeat('blue', ['captain']);
    let state = startGame({ mode: 'realtime', mapId: 'training-15', blue: 'H8', yellow: 'B2' });
    game.receive(viewFor(state, seat), [], true);
    const wrapper = mount(PhraseBook, { global: { plugins: installed } });
    const options = () => wrapper.findAll('[data-testid="phrase-order"] option').map((o) => o.text());
    expect(options()).toContain('rumbo norte');
    const instance = wrapper.vm.$ as unknown as { render: (...args: unknown[]) => unknown };
    const render = instance.render;
    let renders = 0;
    instance.render = (...args) => {
      renders++;
      return render(...args);
    };
    // The Captain's course: a new view (the sub moved), the same roles, mode and map.
    state = ok(state, { type: 'course', direction: 'N', team: 'blue', role: 'captain' }).state;
    game.receive(viewFor(state, seat), [], false);
    await nextTick();
    expect(renders).toBe(0);
    usePrefsStore().language = 'en';
    await nextTick();
    expect(renders).toBe(1);
    expect(options()).toContain('head north');
  });
});
