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
const tick = () => new Promise((r) => setTimeout(r, 0));

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
});
