/**
 * The Radio Operator's transparent sheet (issue 29.2): where the track fits, what the assistant may
 * say of it, and the player's own paper kept in this browser.
 */
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import { createPinia, getActivePinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { crewSeat, viewFor, type GameMap } from '../../shared/engine';
import type { GameEvent } from '../../shared/engine/events';
import { createTestI18n as createRumboI18n } from '../../renderer/i18n/all';
import RadioPanel from '../../renderer/radio/RadioPanel.vue';
import TransparentSheet from '../../renderer/radio/TransparentSheet.vue';
import { useGameStore } from '../../renderer/stores/game';
import { useSessionStore } from '../../renderer/stores/session';
import { EMPTY_SHEET, loadSheet, saveSheet, sheetKey } from '../../renderer/radio/radio-sheet-store';
import { clampOrigin, conflicts, fittingOrigins, headCell, rigidFrom } from '../../renderer/radio/sheet-fit';
import { enemyPath, trackFrom, type SheetPoint } from '../../renderer/radio/sheet-path';
import { startGame } from '../support/engine-harness';

/** 5×5, one island at C3 (col 2, row 2). */
const SMALL: GameMap = {
  id: 'small',
  name: 'small',
  edition: 'base',
  scenario: null,
  width: 5,
  height: 5,
  sectorSize: 5,
  island: Array.from({ length: 25 }, (_, cell) => cell === 12),
  iceHoles: [],
  archerMines: [],
};
const course = (direction: 'N' | 'S' | 'E' | 'W', team: 'blue' | 'yellow' = 'yellow'): GameEvent => ({ type: 'course', team, direction, audience: 'all' });
const pts = (events: GameEvent[]) => enemyPath(events, 'yellow');

describe('where the track fits', () => {
  const eastTwice = pts([course('E'), course('E')]);

  it('a track laid across the island conflicts there, and laid beside it does not (the rulebook example)', () => {
    expect(conflicts(SMALL, eastTwice, { col: 1, row: 2 })).toEqual([1]);
    expect(conflicts(SMALL, eastTwice, { col: 1, row: 1 })).toEqual([]);
    // Off the map counts too.
    expect(conflicts(SMALL, eastTwice, { col: 4, row: 0 })).toEqual([1, 2]);
  });

  it('the head names the cell the enemy is in if the sheet lies right', () => {
    expect(headCell(SMALL, eastTwice, { col: 0, row: 4 })).toBe(22);
    expect(headCell(SMALL, eastTwice, { col: 4, row: 4 })).toBeNull();
  });

  it('is clamped so the track stays on the board', () => {
    expect(clampOrigin(SMALL, eastTwice, { col: 9, row: -3 })).toEqual({ col: 2, row: 0 });
    expect(clampOrigin(SMALL, eastTwice, { col: -4, row: 7 })).toEqual({ col: 0, row: 4 });
  });

  it('a silence cuts the track: only the part after it must fit, the part before may hang off the board', () => {
    const cut = pts([course('E'), course('E'), { type: 'silence', team: 'yellow', audience: 'all' }, course('S')]);
    expect(rigidFrom(cut)).toBe(3);
    // The track starts on the island C3 and runs off the board: only the point after the silence counts.
    expect(conflicts(SMALL, cut, { col: 2, row: 2 })).toEqual([]);
    expect(clampOrigin(SMALL, cut, { col: -1, row: 3 })).toEqual({ col: -1, row: 3 });
  });

  it('the assistant offers only sheet positions whose head is a candidate, on water, not crossed out; nearest first', () => {
    const candidates = [2, 14, 17, 22];
    // Head at 14 (E3) puts the start on the island C3; the others fit.
    const fits = fittingOrigins(SMALL, eastTwice, candidates, new Set(), { col: 0, row: 0 });
    expect(fits).toEqual([
      { col: 0, row: 0 },
      { col: 0, row: 3 },
      { col: 0, row: 4 },
    ]);
    expect(fittingOrigins(SMALL, eastTwice, candidates, new Set([17]), { col: 0, row: 0 })).not.toContainEqual({ col: 0, row: 3 });
  });
});

describe('the track after a surfacing and a wipe', () => {
  it('keeps its shape through a surfacing (the rules erase the enemy’s own route, not our sheet)', () => {
    const points = pts([course('N'), { type: 'surfaced', team: 'yellow', sector: 4, cell: null, audience: 'all' }, course('E')]);
    expect(points.map((p) => [p.dx, p.dy])).toEqual([
      [0, 0],
      [0, -1],
      [1, -1],
    ]);
    expect(points[1]!.surfaced).toBe(4);
  });

  it('a wipe starts the track at the chosen point, rebased; past the end keeps the head', () => {
    const points: SheetPoint[] = pts([course('N'), course('E'), course('E')]);
    expect(trackFrom(points, 2).map((p) => [p.dx, p.dy])).toEqual([
      [0, 0],
      [1, 0],
    ]);
    expect(trackFrom(points, 99).map((p) => [p.dx, p.dy])).toEqual([[0, 0]]);
  });
});

describe('the sheet kept in this browser', () => {
  beforeEach(() => localStorage.clear());

  it('round-trips, keyed by code, team and map (a host restart keeps the code)', () => {
    const key = sheetKey('abcd', 'blue', 'small');
    expect(key).toBe(sheetKey('ABCD', 'blue', 'small'));
    expect(key).not.toBe(sheetKey('ABCD', 'yellow', 'small'));
    saveSheet(key, { origin: { col: 1, row: 2 }, ruledOut: [3, 4], from: 2, notes: 'sector 4?' });
    expect(loadSheet(key, SMALL)).toEqual({ origin: { col: 1, row: 2 }, ruledOut: [3, 4], from: 2, notes: 'sector 4?' });
  });

  it('anything unreadable gives a clean sheet; cells off this map are dropped', () => {
    const key = sheetKey('X', 'blue', 'small');
    localStorage.setItem(key, '{not json');
    expect(loadSheet(key, SMALL)).toEqual(EMPTY_SHEET);
    localStorage.setItem(key, JSON.stringify({ at: 1, origin: { col: 'a' }, ruledOut: [], from: 0, notes: '' }));
    expect(loadSheet(key, SMALL)).toEqual(EMPTY_SHEET);
    localStorage.setItem(key, JSON.stringify({ at: 1, origin: { col: 1e9, row: 0 }, ruledOut: [1, 1, 25, 400], from: 0, notes: '' }));
    expect(loadSheet(key, SMALL)).toEqual({ origin: null, ruledOut: [1], from: 0, notes: '' });
  });

  it('old games’ sheets are dropped, and at most 24 are kept', () => {
    const day = 24 * 3600 * 1000;
    saveSheet(sheetKey('OLD', 'blue', 'small'), EMPTY_SHEET, 0);
    for (let i = 0; i < 30; i++) saveSheet(sheetKey(`G${i}`, 'blue', 'small'), EMPTY_SHEET, 20 * day + i);
    const kept = Object.keys(localStorage).filter((k) => k.startsWith('rumbo.radio.'));
    expect(kept).toHaveLength(24);
    expect(kept).not.toContain(sheetKey('OLD', 'blue', 'small'));
    expect(kept).toContain(sheetKey('G29', 'blue', 'small'));
  });
});

describe('dragging, tapping and keys on the sheet', () => {
  function sheet(points: SheetPoint[]) {
    return mount(TransparentSheet, {
      props: { map: SMALL, points, origin: { col: 1, row: 1 }, ruledOut: [] },
      global: { plugins: [createRumboI18n('en')] },
      attachTo: document.body,
    });
  }

  it('arrows move it a cell (and stop the event, so the Captain’s arrows never steer); Shift+arrows and Space cross a cell out', async () => {
    const wrapper = sheet(pts([course('E')]));
    const down = new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true });
    wrapper.element.dispatchEvent(down);
    expect(down.defaultPrevented).toBe(true);
    expect(wrapper.emitted('move')).toEqual([[{ col: 1, row: 2 }]]);
    await wrapper.trigger('keydown', { key: 'ArrowRight', shiftKey: true });
    await wrapper.trigger('keydown', { key: ' ' });
    // The cursor starts at the head (B2 + 1 east = C2) and moved one east: D2.
    expect(wrapper.emitted('toggle')).toEqual([[8]]);
    wrapper.unmount();
  });

  it('a tap crosses out the cell under it; a drag moves the sheet by whole cells and crosses nothing out', async () => {
    const wrapper = sheet(pts([course('E')]));
    const svg = wrapper.element as unknown as SVGSVGElement;
    // 6 board units (5 cells + the label column) over 600 px: 100 px a cell.
    svg.getBoundingClientRect = () => ({ left: 0, top: 0, width: 600, height: 600, right: 600, bottom: 600, x: 0, y: 0, toJSON: () => ({}) });
    const pointer = (type: string, x: number, y: number) => svg.dispatchEvent(new PointerEvent(type, { clientX: x, clientY: y, pointerId: 1, button: 0, bubbles: true }));
    pointer('pointerdown', 350, 450);
    pointer('pointerup', 352, 451);
    expect(wrapper.emitted('toggle')).toEqual([[17]]); // col 2, row 3: C4
    pointer('pointerdown', 200, 200);
    pointer('pointermove', 260, 200);
    pointer('pointermove', 420, 310);
    pointer('pointerup', 420, 310);
    expect(wrapper.emitted('move')!.at(-1)).toEqual([{ col: 3, row: 2 }]);
    expect(wrapper.emitted('toggle')).toHaveLength(1);
    await flushPromises();
    wrapper.unmount();
  });
});

describe('the Radio Operator’s panel', () => {
  let wrapper: VueWrapper | undefined;
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('rumbo.hint.radio', '1'); // the first-use card has been read (but in the test of it)
  });
  afterEach(() => wrapper?.unmount());

  function panel(events: GameEvent[], assistant: 'off' | 'sectors' | 'full' = 'off'): VueWrapper {
    const pinia = createPinia();
    setActivePinia(pinia);
    const state = startGame({ mode: 'realtime', mapId: 'training-15', blue: 'H8', yellow: 'B2' });
    useGameStore().receive(viewFor(state, crewSeat('blue', ['radioOperator'])), events, true);
    const session = useSessionStore();
    session.lobby = { options: { assistant, openSpectator: false } } as never;
    session.joined = { code: 'RADIO1' } as never;
    return mount(RadioPanel, { global: { plugins: [pinia, createRumboI18n('en')] }, attachTo: document.body });
  }

  it('shows how to play the seat once, in the side column’s place, then only on asking', async () => {
    localStorage.removeItem('rumbo.hint.radio');
    wrapper = panel([]);
    expect(wrapper.find('[data-testid=radio-hint]').text()).toContain('You are the detective');
    expect(wrapper.find('[data-testid=sheet-tools]').exists()).toBe(false);
    await wrapper.find('[data-testid=radio-hint-close]').trigger('click');
    expect(wrapper.find('[data-testid=radio-hint]').exists()).toBe(false);
    expect(wrapper.find('[data-testid=sheet-tools]').exists()).toBe(true);
    wrapper.unmount();
    wrapper = panel([]);
    expect(wrapper.find('[data-testid=radio-hint]').exists()).toBe(false);
    await wrapper.find('[data-testid=radio-hint-open]').trigger('click');
    expect(wrapper.find('[data-testid=radio-hint]').exists()).toBe(true);
  });

  it('tells a Radio Operator whose Captain is a bot that the bot does not hear them (issue 29, played against bots)', () => {
    localStorage.removeItem('rumbo.hint.radio');
    wrapper = panel([]);
    expect(wrapper.find('[data-testid=radio-hint-bot]').exists()).toBe(false);
    wrapper.unmount();
    const seat = (id: string, roles: string[], bot: boolean) => ({ id, roles, holder: { memberId: id, name: id, ready: true, connected: true, bot } });
    for (const [bot, shown] of [[true, true], [false, false]] as const) {
      wrapper = panel([]);
      useSessionStore().lobby = {
        options: { assistant: 'off', openSpectator: false },
        seats: { blue: [seat('blue-0', ['captain'], bot), seat('blue-3', ['radioOperator'], false)], yellow: [seat('yellow-0', ['captain'], true)] },
      } as never;
      wrapper.unmount();
      wrapper = mount(RadioPanel, { global: { plugins: [getActivePinia()!, createRumboI18n('en')] }, attachTo: document.body });
      expect(wrapper.find('[data-testid=radio-hint-bot]').exists()).toBe(shown);
      if (shown) expect(wrapper.find('[data-testid=radio-hint-bot]').text()).toContain('does not hear you');
      wrapper.unmount();
    }
    wrapper = panel([]);
  });

  it('keeps the sheet’s place, the crosses and the notes across a remount (a reload), and says where the head lies', async () => {
    const events = [course('E'), course('E')];
    wrapper = panel(events);
    const sheet = wrapper.findComponent(TransparentSheet);
    sheet.vm.$emit('move', { col: 3, row: 0 });
    sheet.vm.$emit('toggle', 40);
    await wrapper.find('[data-testid=radio-notes]').setValue('not sector 1');
    await flushPromises();
    expect(wrapper.find('[data-testid=sheet-head]').text()).toBe('If the sheet lies here, the enemy is at F1 (sector 2).');
    wrapper.unmount();
    wrapper = panel(events);
    expect(wrapper.find('[data-testid=transparent-sheet]').attributes('data-origin')).toBe('3,0');
    expect(wrapper.findAll('[data-testid=ruled-out]').map((m) => m.attributes('data-cell'))).toEqual(['K3']);
    expect((wrapper.find('[data-testid=radio-notes]').element as HTMLTextAreaElement).value).toBe('not sector 1');
    // The assistant is off: nothing says whether the track fits.
    expect(wrapper.find('[data-testid=sheet-fit]').exists()).toBe(false);
  });

  it('a wipe keeps the sheet where the head was and can be undone', async () => {
    wrapper = panel([course('E'), course('E'), course('S')]);
    wrapper.findComponent(TransparentSheet).vm.$emit('move', { col: 4, row: 4 });
    await flushPromises();
    const head = wrapper.find('[data-testid=sheet-head]').text();
    await wrapper.find('[data-testid=sheet-wipe]').trigger('click');
    expect(wrapper.findAll('[data-testid=transparent-sheet] circle')).toHaveLength(1);
    expect(wrapper.find('[data-testid=sheet-head]').text()).toBe(head);
    await wrapper.find('[data-testid=sheet-unwipe]').trigger('click');
    expect(wrapper.findAll('[data-testid=transparent-sheet] circle')).toHaveLength(4);
    expect(wrapper.find('[data-testid=transparent-sheet]').attributes('data-origin')).toBe('4,4');
  });

  it('with the assistant on, says whether the track fits here; with it full, lays the sheet on a fit', async () => {
    // J4 to J5/J6 is an island column on training-15: a track going south through column J there does not fit.
    wrapper = panel([course('S'), course('S')], 'sectors');
    wrapper.findComponent(TransparentSheet).vm.$emit('move', { col: 9, row: 3 });
    await flushPromises();
    expect(wrapper.find('[data-testid=sheet-fit]').text()).toMatch(/crosses an island/);
    expect(wrapper.find('[data-testid=sheet-fit-next]').exists()).toBe(false);
    wrapper.unmount();
    wrapper = panel([course('S'), course('S')], 'full');
    await wrapper.find('[data-testid=sheet-fit-next]').trigger('click');
    expect(wrapper.find('[data-testid=sheet-fit]').text()).toMatch(/stays on water/);
  });
});
