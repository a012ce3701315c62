/**
 * Every feed keeps its newest line in view (issue 29), unless the reader scrolled up to read: then it
 * stays put and a "newest" button counts what came since and goes back down.
 */
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import SeatFeed from '../../renderer/feed/SeatFeed.vue';
import type { FeedEntry } from '../../renderer/feed/feed';
import { fakeLayout } from './fake-layout';
import { plugins } from './support';

function entries(n: number): FeedEntry[] {
  return Array.from({ length: n }, (_, i) => ({ id: `e${i}`, text: `line ${i}`, tone: 'info', team: 'blue', blastCell: null }) as unknown as FeedEntry);
}
/** A timer turn and an animation frame: the feed scrolls at the frame after its lines changed. */
const tick = () => new Promise((r) => setTimeout(r, 0)).then(() => new Promise((r) => requestAnimationFrame(r)));

describe('SeatFeed follows the newest line', () => {
  it('scrolls to the end as lines and notices arrive; a reader who scrolled up keeps their place and gets a "newest" button', async () => {
    const restore = fakeLayout();
    try {
      const wrapper = mount(SeatFeed, { props: { entries: entries(30) }, global: { plugins: plugins() }, attachTo: document.body });
      await tick();
      const list = wrapper.find('ol').element as HTMLElement;
      expect(list.scrollTop).toBe(1000);
      // A notice under the lines: still the end.
      list.scrollTop = 800;
      await wrapper.setProps({ notice: 'Blocked: island' } as never);
      await tick();
      expect(list.scrollTop).toBe(1000);
      expect(wrapper.find('[data-testid=feed-newest]').exists()).toBe(false);

      // The reader scrolls up to read an older line: new lines do not pull them down.
      list.scrollTop = 100;
      list.dispatchEvent(new Event('scroll'));
      await wrapper.setProps({ entries: entries(32), notice: 'Blocked: island' } as never);
      await tick();
      expect(list.scrollTop).toBe(100);
      const button = wrapper.find('[data-testid=feed-newest]');
      expect(button.attributes('data-unseen')).toBe('2');
      expect(button.text()).toContain('2');

      // "Newest" goes back down and follows again.
      await button.trigger('click');
      await tick();
      expect(list.scrollTop).toBe(1000);
      expect(wrapper.find('[data-testid=feed-newest]').exists()).toBe(false);
      await wrapper.setProps({ entries: entries(33) } as never);
      list.scrollTop = 990; // within reach of the end: still following
      list.dispatchEvent(new Event('scroll'));
      await tick();
      expect(wrapper.find('[data-testid=feed-newest]').exists()).toBe(false);
      wrapper.unmount();
    } finally {
      restore();
    }
  });

  it('scrolls at the next frame, not inside the state message (reading the height there lays the whole page out twice)', async () => {
    const restore = fakeLayout();
    try {
      const wrapper = mount(SeatFeed, { props: { entries: entries(30) }, global: { plugins: plugins() }, attachTo: document.body });
      await tick();
      const list = wrapper.find('ol').element as HTMLElement;
      list.scrollTop = 990; // near the end: following
      list.dispatchEvent(new Event('scroll'));
      let heightRead = false;
      Object.defineProperty(list, 'scrollHeight', { configurable: true, get: () => ((heightRead = true), 1000) });
      await wrapper.setProps({ entries: entries(31) } as never);
      await Promise.resolve(); // the mutation observer's turn
      expect(heightRead).toBe(false);
      await tick();
      expect(heightRead).toBe(true);
      expect(list.scrollTop).toBe(1000);
      wrapper.unmount();
    } finally {
      restore();
    }
  });
});
