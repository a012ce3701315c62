/**
 * The feed marks its newest line (issue 29.5, round 4): a static mark that moves to the next line when
 * it arrives, in place of a flash that drew frames on every seat page. A notice under the lines is not
 * a line of the game and does not take the mark.
 */
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import SeatFeed from '../../renderer/feed/SeatFeed.vue';
import type { FeedEntry } from '../../renderer/feed/feed';
import { plugins } from './support';

function entries(n: number): FeedEntry[] {
  return Array.from({ length: n }, (_, i) => ({ id: `e${i}`, text: `line ${i}`, tone: 'info', team: 'blue', blastCell: null }) as unknown as FeedEntry);
}

const marked = (wrapper: ReturnType<typeof mount>) => wrapper.findAll('[data-newest]').map((li) => li.text());

describe('SeatFeed marks its newest line', () => {
  it('only the last line is marked, and the mark moves to each new line', async () => {
    const wrapper = mount(SeatFeed, { props: { entries: entries(3) }, global: { plugins: plugins() } });
    expect(marked(wrapper)).toEqual(['line 2']);
    expect(wrapper.findAll('li.line.newest')).toHaveLength(1);
    await wrapper.setProps({ entries: entries(4) } as never);
    expect(marked(wrapper)).toEqual(['line 3']);
    await wrapper.setProps({ entries: entries(6) } as never);
    expect(marked(wrapper)).toEqual(['line 5']);
  });

  it('a notice under the lines leaves the mark on the newest line; an empty feed marks nothing', async () => {
    const wrapper = mount(SeatFeed, { props: { entries: entries(2), notice: 'Course North blocked' }, global: { plugins: plugins() } });
    expect(marked(wrapper)).toEqual(['line 1']);
    expect(wrapper.find('[data-testid=feed-notice]').attributes('data-newest')).toBeUndefined();
    await wrapper.setProps({ entries: [], notice: undefined } as never);
    expect(marked(wrapper)).toEqual([]);
  });
});
