import { mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { describe, expect, it } from 'vitest';
import { getMap, sheetFor } from '../../shared/engine';
import EngineerSheet from '../../renderer/engineer/EngineerSheet.vue';
import MapBoard from '../../renderer/map/MapBoard.vue';
import { createTestI18n as createRumboI18n } from '../../renderer/i18n/all';

function spanish() {
  setActivePinia(createPinia());
  return [createRumboI18n('es')];
}

describe('EngineerSheet in Spanish', () => {
  it('names circuits by their colour in the language, with no English W/N/S badges', () => {
    const wrapper = mount(EngineerSheet, {
      props: { layout: sheetFor('realtime'), crossed: 0, active: 'W', breakdownOrder: 'circuitFirst' },
      global: { plugins: spanish() },
    });
    expect(wrapper.find('.legend').text()).toContain('Circuito amarillo');
    expect(wrapper.findAll('.circuit').filter((c) => /^[WNS]$/.test(c.text()))).toHaveLength(0);
    expect(wrapper.find('[data-slot="0"] .advice').text()).toContain('Bloquea Armas');
    expect(wrapper.find('[data-slot="4"] .advice').text()).toContain('Seguro');
  });
});

describe('MapBoard', () => {
  it('draws the sub in its team’s colour class, blasts as rings at their cells, and a refused edge', () => {
    const map = getMap('training-10')!;
    const wrapper = mount(MapBoard, {
      props: { map, position: 22, team: 'blue', blasts: [{ id: 7, cell: 23 }], flash: { direction: 'N', key: 1 } },
      global: { plugins: spanish() },
    });
    expect(wrapper.find('.sub').classes()).toContain('team-blue');
    expect(wrapper.find('[data-testid=blast-ring]').attributes('data-cell')).toBe('D3');
    expect(wrapper.find('[data-testid=edge-flash]').attributes('height')).toBe('0.35');
  });
});
