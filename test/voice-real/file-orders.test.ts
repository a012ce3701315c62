import { describe, expect, it } from 'vitest';
import { commandOf, fileOrders } from './file-orders';

const line = (o: object) => JSON.stringify({ text: 'x', role: 'captain', situation: 'armed', kind: 'added', ...o });

describe('a held-out orders file for the oracle', () => {
  it('reads cells as players write them, as the natural set numbers them (G6 is column 6, row 6 from 0 and 1)', () => {
    expect(commandOf({ type: 'torpedo', cell: 'G6' })).toEqual({ type: 'torpedo', cell: 5 * 15 + 6 });
    expect(commandOf({ type: 'mine', cell: 'h9' })).toEqual({ type: 'mine', cell: 8 * 15 + 7 });
  });
  it("turns a north-panel cross into the sheet's slot, and refuses another panel", () => {
    expect(commandOf({ type: 'cross', panel: 'N', symbol: 'radiation' })).toEqual({ type: 'cross', slot: 11 });
    expect(() => commandOf({ type: 'cross', panel: 'W', symbol: 'weapon' })).toThrow(/north panel/);
  });
  it('refuses an order the engine would refuse in its situation (it could never be heard right) and a cell off the map', () => {
    expect(() => fileOrders(line({ expect: { type: 'torpedo', cell: 'A1' } }))).toThrow(/line 1: .* refused in armed/);
    expect(() => fileOrders(line({ expect: { type: 'torpedo', cell: 'Z9' } }))).toThrow(/not a cell/);
    expect(() => fileOrders(line({ situation: 'armd', expect: { type: 'sonar' } }))).toThrow(/no situation "armd"/);
    expect(() => fileOrders(line({ kind: 'slang', expect: { type: 'sonar' } }))).toThrow(/no kind "slang"/);
    expect(fileOrders(`${line({ expect: { type: 'drone', sector: 5 } })}\n\n`)).toEqual([{ text: 'x', role: 'captain', situation: 'armed', kind: 'added', expect: { type: 'drone', sector: 5 } }]);
  });
});
