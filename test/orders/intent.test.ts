import { describe, expect, it } from 'vitest';
import { intentKey, parseIntent } from '../../shared/orders';

describe('intent format', () => {
  it('accepts every documented shape', () => {
    const intents = [
      { type: 'course', direction: 'N' },
      { type: 'mark', system: 'torpedo' },
      { type: 'cross', panel: null, symbol: 'radiation', part: 'reactor' },
      { type: 'mine', cell: 'B7' },
      { type: 'mine', toward: 'NE' },
      { type: 'sonarAnswer', facts: [{ kind: 'column', value: 'L' }, { kind: 'sector', value: 6 }] },
      { type: 'silence', direction: 'E', distance: 0 },
      { type: 'checkHull', approve: false },
      { type: 'confirm' },
    ];
    for (const intent of intents) expect(parseIntent(intent), JSON.stringify(intent)).toEqual(intent);
  });

  it('refuses anything else', () => {
    const bad = [
      null,
      'course',
      { type: 'place', cell: 3 },
      { type: 'course', direction: 'NE' },
      { type: 'torpedo', cell: 'c6' },
      { type: 'torpedo', cell: 'C6', extra: 1 },
      { type: 'silence', direction: 'E', distance: 5 },
      { type: 'sonarAnswer', facts: [] },
      { type: 'mine', cell: 'B7', toward: 'N' },
    ];
    for (const value of bad) expect(parseIntent(value), JSON.stringify(value)).toBeNull();
  });

  it("a sonar answer's key does not depend on the order its facts were said in", () => {
    const row = { kind: 'row', value: 3 } as const;
    const column = { kind: 'column', value: 'H' } as const;
    expect(intentKey({ type: 'sonarAnswer', facts: [row, column] })).toBe(intentKey({ type: 'sonarAnswer', facts: [column, row] }));
    expect(intentKey({ type: 'sonarAnswer', facts: [row, column] })).not.toBe(intentKey({ type: 'sonarAnswer', facts: [row, { kind: 'sector', value: 3 }] }));
  });

  it('keys do not depend on field order', () => {
    expect(intentKey({ type: 'silence', direction: 'E', distance: 2 })).toBe(
      intentKey(JSON.parse('{"distance":2,"direction":"E","type":"silence"}')),
    );
  });
});
