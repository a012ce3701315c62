import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import WhyNot from '../../renderer/ui/WhyNot.vue';

const tip = (wrapper: ReturnType<typeof mount>) => wrapper.find('[data-testid=why]');

describe('WhyNot', () => {
  it('shows the reason on hover, placed next to the control', async () => {
    const wrapper = mount(WhyNot, { props: { reason: 'Not your turn.' }, slots: { default: '<button disabled>End turn</button>' }, attachTo: document.body });
    await wrapper.trigger('mouseenter');
    await new Promise((r) => setTimeout(r, 0));
    expect(tip(wrapper).classes()).toContain('shown');
    expect(tip(wrapper).attributes('style')).toMatch(/left: \d+px; top: \d+px/);
    wrapper.unmount();
  });

  it('a reason that appears under a resting pointer (the click that ended the turn) does not pop up unplaced in the corner', async () => {
    // The player clicks "End turn": the pointer is still on the button when it becomes disabled.
    const wrapper = mount(WhyNot, { props: { reason: null }, slots: { default: '<button>End turn</button>' }, attachTo: document.body });
    await wrapper.trigger('mouseenter');
    await wrapper.setProps({ reason: 'Not your turn.' } as never);
    await new Promise((r) => setTimeout(r, 0));
    // Hidden until the next hover: shown now it would sit unplaced at the viewport's corner, over the team's name.
    expect(tip(wrapper).classes()).not.toContain('shown');
    // The next hover shows it, placed.
    await wrapper.trigger('mouseleave');
    await wrapper.trigger('mouseenter');
    await new Promise((r) => setTimeout(r, 0));
    expect(tip(wrapper).classes()).toContain('shown');
    expect(tip(wrapper).attributes('style')).toMatch(/left: \d+px; top: \d+px/);
    wrapper.unmount();
  });

  it('a reason that changes while shown is placed again', async () => {
    const wrapper = mount(WhyNot, { props: { reason: 'Off the map.' }, slots: { default: '<button disabled>North</button>' }, attachTo: document.body });
    await wrapper.trigger('mouseenter');
    await wrapper.setProps({ reason: 'You already moved this turn, and this reason is longer.' } as never);
    await new Promise((r) => setTimeout(r, 0));
    expect(tip(wrapper).classes()).toContain('shown');
    expect(tip(wrapper).attributes('style')).toMatch(/left: \d+px; top: \d+px/);
    wrapper.unmount();
  });
});
