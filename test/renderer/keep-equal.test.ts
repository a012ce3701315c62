import { describe, expect, it } from 'vitest';
import { nextTick, ref, watch } from 'vue';
import { computedKeepingEqual, sameData } from '../../renderer/seat/keep-equal';

describe('computeds that keep an equal value (issue 29.5)', () => {
  it('compares data deeply: arrays, records, nulls, and tells apart what differs', () => {
    expect(sameData({ a: [1, { b: null }], c: 'x' }, { c: 'x', a: [1, { b: null }] })).toBe(true);
    expect(sameData([1, 2], [1, 2, 3])).toBe(false);
    expect(sameData({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameData({ a: [1] }, { a: [2] })).toBe(false);
    expect(sameData([], {})).toBe(false);
    expect(sameData(null, {})).toBe(false);
    expect(sameData(new Date(0), new Date(0))).toBe(false);
  });

  it('an equal result keeps the old object and triggers nothing; a different one is passed on', async () => {
    const source = ref({ cells: [1, 2], reason: null as string | null });
    const picked = computedKeepingEqual(() => ({ cells: [...source.value.cells], reason: source.value.reason }));
    const first = picked.value;
    let runs = 0;
    watch(picked, () => runs++);
    source.value = { cells: [1, 2], reason: null };
    await nextTick();
    expect(picked.value).toBe(first);
    expect(runs).toBe(0);
    source.value = { cells: [1, 3], reason: null };
    await nextTick();
    expect(picked.value).not.toBe(first);
    expect(picked.value.cells).toEqual([1, 3]);
    expect(runs).toBe(1);
  });
});
