/** The end screen's and the spectator's log mix both crews: every line says whose it is, not by colour alone. */
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import { h, nextTick, ref } from 'vue';
import { getMap, type GameEvent } from '../../shared/engine';
import EventLog from '../../renderer/feed/EventLog.vue';
import { fakeLayout } from './fake-layout';
import { plugins } from './support';

const map = getMap('alpha-10')!;

describe('EventLog', () => {
  it('names the team on lines whose sentence does not (Now at B1, Marked Torpedo), once', () => {
    const events: GameEvent[] = [
      { type: 'course', team: 'blue', direction: 'E', audience: 'all' },
      { type: 'moved', team: 'blue', cell: 1, audience: 'blue' },
      { type: 'marked', team: 'yellow', system: 'torpedo', ready: false, audience: 'yellow' },
      { type: 'crossed', team: 'yellow', slot: 0, audience: 'yellow' },
    ];
    const wrapper = mount(EventLog, { props: { events, map, title: 'Game over' }, global: { plugins: plugins() } });
    const lines = wrapper.findAll('li').map((li) => li.text());
    expect(lines[0]).toBe('Blue: Heading East!');
    expect(lines[1]).toMatch(/^Blue\b.*Now at B1$/);
    expect(lines[2]).toMatch(/^Yellow\b.*Marked Torpedo$/);
    expect(lines[3]).toMatch(/^Yellow\b.*Symbol crossed$/);
  });
});

describe('EventLog blasts (issue 29, played as the Radio Operator)', () => {
  it('says where a blast went off, so an "All clear" tells the Radio Operator which nine cells to cross out', () => {
    const events: GameEvent[] = [
      { type: 'torpedo', team: 'blue', cell: 18, audience: 'all' },
      { type: 'blast', team: 'yellow', hit: 'none', cell: 18, audience: 'all' },
      { type: 'blast', team: 'yellow', hit: 'indirect', cell: 18, audience: 'all' },
      { type: 'blast', team: 'yellow', hit: 'direct', cell: 18, audience: 'all' },
    ] as GameEvent[];
    const wrapper = mount(EventLog, { props: { events, map, title: 'Enemy announcements' }, global: { plugins: plugins() } });
    const lines = wrapper.findAll('li').map((li) => li.text());
    expect(lines.slice(1)).toEqual(['Yellow: All clear! (not on I2 nor next to it)', 'Yellow: Indirect hit, one damage! (next to I2)', 'Yellow: Direct hit, two damage! (on I2)']);
  });
});

describe('EventLog scrolling', () => {
  it('opens on the newest lines (the end screen shows how the game ended, not who dived first)', async () => {
    const events: GameEvent[] = Array.from({ length: 40 }, () => ({ type: 'course', team: 'blue', direction: 'E', audience: 'all' }) as GameEvent);
    const restore = fakeLayout();
    try {
      const wrapper = mount(EventLog, { props: { events, map, title: 'Game over' }, global: { plugins: plugins() }, attachTo: document.body });
      await new Promise((r) => setTimeout(r, 0));
      expect(wrapper.find('ol').element.scrollTop).toBe(1000);
      wrapper.unmount();
    } finally {
      restore();
    }
  });
});

describe('an empty log', () => {
  it('says what it will hold while it holds nothing, and stops saying it at the first line', async () => {
    const empty = 'Nothing yet: what your drone and sonar learn about the enemy shows here.';
    const events = ref<GameEvent[]>([]);
    const wrapper = mount(() => h(EventLog, { events: events.value, map, title: 'Drone and sonar results', empty }), { global: { plugins: plugins() } });
    expect(wrapper.find('[data-testid=event-log-empty]').text()).toBe(empty);
    events.value = [{ type: 'course', team: 'blue', direction: 'E', audience: 'all' }];
    await nextTick();
    expect(wrapper.find('[data-testid=event-log-empty]').exists()).toBe(false);
  });
});
