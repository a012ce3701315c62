/**
 * Issue 29.4: the spectator's announcements keep their newest line in view as the game goes on, not
 * only when the screen opens; a spectator who scrolled up to read keeps their place.
 */
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import { SPECTATOR, viewFor } from '../../shared/engine';
import type { GameEvent } from '../../shared/engine/events';
import SpectatorScreen from '../../renderer/screens/SpectatorScreen.vue';
import { useGameStore } from '../../renderer/stores/game';
import { startGame } from '../support/engine-harness';
import { fakeLayout } from './fake-layout';
import { plugins } from './support';

const courses = (n: number, team: 'blue' | 'yellow'): GameEvent[] =>
  Array.from({ length: n }, () => ({ type: 'course', team, direction: 'E', audience: 'all' }) as GameEvent);
/** A timer turn and an animation frame: the feed scrolls at the frame after its lines changed. */
const tick = () => new Promise((r) => setTimeout(r, 0)).then(() => new Promise((r) => requestAnimationFrame(r)));

describe('the spectator’s announcements', () => {
  it('follow new lines as they arrive, and leave a reader who scrolled up where they are', async () => {
    const restore = fakeLayout();
    try {
      const state = startGame({ mode: 'turn', mapId: 'training-15', blue: 'H8', yellow: 'B2', first: 'blue' });
      const ps = plugins();
      const game = useGameStore();
      game.receive(viewFor(state, SPECTATOR), courses(30, 'blue'), true);
      const wrapper = mount(SpectatorScreen, { global: { plugins: ps, stubs: { SeatAsk: true } }, attachTo: document.body });
      await tick();
      const list = wrapper.find('.spectator-log [data-testid=event-log]').element as HTMLElement;
      expect(list.scrollTop).toBe(1000);

      // The list was left a little short of its end (a layout change): a new announcement brings it back down.
      list.scrollTop = 990;
      list.dispatchEvent(new Event('scroll'));
      list.scrollTop = 600;
      game.receive(viewFor(state, SPECTATOR), courses(1, 'yellow'), false);
      await tick();
      expect(list.scrollTop).toBe(1000);
      expect(wrapper.findAll('.spectator-log li')).toHaveLength(31);

      // A spectator who scrolls up to read is not pulled down; "newest" counts what came since.
      list.scrollTop = 100;
      list.dispatchEvent(new Event('scroll'));
      game.receive(viewFor(state, SPECTATOR), courses(2, 'blue'), false);
      await tick();
      expect(list.scrollTop).toBe(100);
      expect(wrapper.find('[data-testid=feed-newest]').attributes('data-unseen')).toBe('2');
      wrapper.unmount();
    } finally {
      restore();
    }
  });
});
