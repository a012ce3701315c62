/** "Take my seat back" is asked only while there is a closed tab's seat to offer (issue 19.10). */
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import ReclaimSeat from '../../renderer/net/ReclaimSeat.vue';
import { useSessionStore } from '../../renderer/stores/session';
import { plugins } from './support';

describe('ReclaimSeat', () => {
  it('shows nothing when no closed tab left a seat (the home page, the seat once taken back)', () => {
    const wrapper = mount(ReclaimSeat, { global: { plugins: plugins() } });
    expect(useSessionStore().reclaimable).toEqual([]);
    expect(wrapper.find('[data-testid=reclaim-seat]').exists()).toBe(false);
  });

  it('offers each closed tab\'s seat, and someone new', async () => {
    const wrapper = mount(ReclaimSeat, { global: { plugins: plugins() } });
    useSessionStore().reclaimable = [{ token: 't1', tab: 'tab-1', who: { name: 'Marta', seat: { team: 'blue', roles: ['captain'] } } }];
    await wrapper.vm.$nextTick();
    expect(wrapper.find('[data-testid=reclaim-seat-take-0]').text()).toContain('Marta');
    expect(wrapper.find('[data-testid=reclaim-seat-dismiss]').exists()).toBe(true);
  });
});
