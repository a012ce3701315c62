/** 29.4: a spectator sees each shot on the board of the sub it was aimed at, never beside the shooter's own sub. */
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import { SPECTATOR, viewFor } from '../../shared/engine';
import type { GameEvent } from '../../shared/engine/events';
import SpectatorScreen from '../../renderer/screens/SpectatorScreen.vue';
import { useGameStore } from '../../renderer/stores/game';
import { cell, startGame } from '../support/engine-harness';
import { plugins } from './support';

describe('the spectator’s shots', () => {
  it('Blue’s torpedo is drawn on Yellow’s board and Yellow’s mine on Blue’s, each once', async () => {
    const state = startGame({ mode: 'turn', mapId: 'training-15', blue: 'H8', yellow: 'B2', first: 'blue' });
    const ps = plugins();
    const events: GameEvent[] = [
      { type: 'torpedo', team: 'blue', cell: cell(state, 'H10') },
      { type: 'mineDetonated', team: 'yellow', cell: cell(state, 'C3') },
    ] as GameEvent[];
    useGameStore().receive(viewFor(state, SPECTATOR), events, true);
    const wrapper = mount(SpectatorScreen, { global: { plugins: ps, stubs: { SeatAsk: true, EventLog: true } } });
    await wrapper.vm.$nextTick();
    const on = (team: string) => wrapper.findAll(`[data-board=${team}] .mark.blast`);
    expect(on('yellow')).toHaveLength(1);
    expect(on('blue')).toHaveLength(1);
    const x = (team: string) => Number(on(team)[0]!.attributes('x'));
    // H is the 8th column, C the 3rd: the torpedo (H10) lands on Yellow's board, the mine (C3) on Blue's.
    expect(x('yellow')).toBeGreaterThan(x('blue'));
    expect(wrapper.find('[data-testid=spectator-legend]').text()).toContain('shot at this sub');
    wrapper.unmount();
  });
});
