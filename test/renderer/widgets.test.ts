import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import { colOf, getMap, rowOf, sectorOf, sheetFor, type SonarFact } from '../../shared/engine';
import EngineerSheet from '../../renderer/engineer/EngineerSheet.vue';
import MapBoard from '../../renderer/map/MapBoard.vue';
import SonarAnswerDialog from '../../renderer/seat/SonarAnswerDialog.vue';
import { enemyPath } from '../../renderer/radio/sheet-path';
import { plugins } from './support';

const map = getMap('training-15')!;

describe('MapBoard', () => {
  it('draws islands, labels and the route, and picks only offered cells (mouse and keyboard)', async () => {
    const wrapper = mount(MapBoard, {
      props: { map, route: [100, 101, 102], position: 102, pickable: [103, 117] },
      global: { plugins: plugins() },
    });
    expect(wrapper.findAll('.island')).toHaveLength(map.island.filter(Boolean).length);
    expect(wrapper.findAll('.coord').map((c) => c.text())).toContain('O');
    expect(wrapper.find('.route').attributes('points')).toBeTruthy();
    const cells = wrapper.findAll('.pickable');
    expect(cells.map((c) => c.attributes('data-cell'))).toEqual(['N7', 'M8']);
    await cells[1]!.trigger('click');
    expect(wrapper.emitted('pick')).toEqual([[117]]);
    await wrapper.find('svg').trigger('keydown', { key: 'ArrowRight' });
    await wrapper.find('svg').trigger('keydown', { key: 'Enter' });
    expect(wrapper.emitted('pick')![1]).toEqual([103]);
  });
});

describe('EngineerSheet', () => {
  const layout = sheetFor('realtime');

  it('offers only the uncrossed symbols of the active panel and warns before damage', async () => {
    const north = layout.slots.flatMap((s, i) => (s.panel === 'N' ? [i] : []));
    const otherRadiation = layout.typeMask.radiation & ~layout.panelMask.N;
    const wrapper = mount(EngineerSheet, {
      props: { layout, crossed: (1 << north[0]!) | otherRadiation, active: 'N', breakdownOrder: 'circuitFirst' },
      global: { plugins: plugins() },
    });
    const enabled = wrapper.findAll('button.slot:not([disabled])').map((b) => Number(b.attributes('data-slot')));
    expect(enabled.sort()).toEqual(north.slice(1).sort());
    const radiation = north.find((i) => layout.slots[i]!.type === 'radiation')!;
    expect(wrapper.find(`[data-slot="${radiation}"]`).attributes('title')).toBe('This crossing causes damage!');
    await wrapper.find(`[data-slot="${north[1]}"]`).trigger('click');
    expect(wrapper.emitted('cross')).toEqual([[north[1]]]);
  });
});

describe('SonarAnswerDialog', () => {
  it('builds only answers with one true fact and one false fact of another kind', async () => {
    const position = 11 + 13 * 15; // L14
    const wrapper = mount(SonarAnswerDialog, { props: { map, position, family: false }, global: { plugins: plugins() } });
    await wrapper.find('[data-testid=sonar-true-kind]').setValue('column');
    await wrapper.find('[data-testid=sonar-lie-kind]').setValue('sector');
    const lieValues = wrapper.findAll('[data-testid=sonar-lie-value] option').map((o) => Number(o.attributes('value')));
    expect(lieValues).not.toContain(sectorOf(map, position));
    await wrapper.find('[data-testid=sonar-send]').trigger('click');
    const [facts] = wrapper.emitted('answer')![0] as [SonarFact[]];
    const truth = { column: colOf(map, position), row: rowOf(map, position), sector: sectorOf(map, position) };
    expect(facts[0]).toEqual({ kind: 'column', value: truth.column });
    expect(facts[1]!.kind).toBe('sector');
    expect(facts[1]!.value).not.toBe(truth.sector);
  });
});

describe('transparent sheet path', () => {
  it('holds the enemy courses, through a surfacing (issue 18.7), marks silences, ignores own moves', () => {
    const points = enemyPath(
      [
        { type: 'course', team: 'yellow', direction: 'N', audience: 'all' },
        { type: 'surfaced', team: 'yellow', sector: 4, cell: null, audience: 'all' },
        { type: 'course', team: 'yellow', direction: 'E', audience: 'all' },
        { type: 'course', team: 'blue', direction: 'S', audience: 'all' },
        { type: 'silence', team: 'yellow', audience: 'all' },
        { type: 'course', team: 'yellow', direction: 'S', audience: 'all' },
      ],
      'yellow',
    );
    expect(points).toEqual([
      { dx: 0, dy: 0, silence: false },
      { dx: 0, dy: -1, silence: false, surfaced: 4 },
      { dx: 1, dy: -1, silence: true },
      { dx: 1, dy: 0, silence: false },
    ]);
  });
});

describe('translations', () => {
  it('finds dotted reason and host codes in every language', async () => {
    const { createTestI18n: createRumboI18n } = await import('../../renderer/i18n/all');
    const { reasonKey, hostCodeKey } = await import('../../renderer/i18n/codes');
    for (const lang of ['es', 'en', 'it'] as const) {
      const { global } = createRumboI18n(lang);
      expect(global.te(reasonKey('turn.not-yours'))).toBe(true);
      expect(global.t(reasonKey('course.blocked.island'))).not.toContain('course.blocked');
      expect(global.te(hostCodeKey('lobby.seat-taken'))).toBe(true);
    }
    expect(createRumboI18n('es').global.t(reasonKey('turn.not-yours'))).toBe('No es tu turno.');
  });
});

describe('end-of-game replay', () => {
  it('rebuilds both routes step by step from the revealed log, surfacing included', async () => {
    const { routesAt } = await import('../../renderer/end/replay-routes');
    const log = [
      { type: 'placed', team: 'blue', cell: 10, audience: 'blue' },
      { type: 'placed', team: 'yellow', cell: 90, audience: 'yellow' },
      { type: 'moved', team: 'blue', cell: 11, audience: 'blue' },
      { type: 'moved', team: 'blue', cell: 12, audience: 'blue' },
      { type: 'surfaced', team: 'blue', sector: 1, cell: null, audience: 'all' },
      { type: 'moved', team: 'blue', cell: 22, audience: 'blue' },
    ] as const;
    expect(routesAt(log, 4)).toEqual({ blue: [10, 11, 12], yellow: [90] });
    expect(routesAt(log, 6)).toEqual({ blue: [12, 22], yellow: [90] });
    expect(routesAt(log, 0)).toEqual({ blue: [], yellow: [] });
  });
});

describe('TransparentSheet', () => {
  it('lays the announced route on the map and moves it with the arrow keys, never off the board', async () => {
    const { default: TransparentSheet } = await import('../../renderer/radio/TransparentSheet.vue');
    const points = enemyPath(
      [
        { type: 'course', team: 'yellow', direction: 'E', audience: 'all' },
        { type: 'course', team: 'yellow', direction: 'E', audience: 'all' },
      ],
      'yellow',
    );
    // The panel owns where the sheet lies: here the test does, following each move the sheet asks for.
    const wrapper = mount(TransparentSheet, {
      props: { map, points, origin: { col: 7, row: 7 }, ruledOut: [], onMove: (origin: { col: number; row: number }) => void wrapper.setProps({ origin } as never) },
      global: { plugins: plugins() },
    });
    const first = () => Number(wrapper.find('polyline').attributes('points')!.split(' ')[0]!.split(',')[0]);
    const start = first();
    await wrapper.find('svg').trigger('keydown', { key: 'ArrowLeft' });
    expect(first()).toBe(start - 1);
    for (let i = 0; i < 30; i++) await wrapper.find('svg').trigger('keydown', { key: 'ArrowRight' });
    // The route is 3 cells long: its head stops on the last column (O), so its tail is on M.
    expect(first()).toBe(12 + 1 + 0.5);
  });
});
