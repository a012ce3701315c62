import { describe, expect, it } from 'vitest';
import { askPrompt, say } from '../../shared/orders';

describe('saying intents back', () => {
  it('uses each language\'s words for letters, numbers and orders', () => {
    expect(say({ type: 'torpedo', cell: 'C6' }, 'es')).toBe('torpedo a ce seis');
    expect(say({ type: 'torpedo', cell: 'C6' }, 'en')).toBe('torpedo at C six');
    expect(say({ type: 'torpedo', cell: 'J12' }, 'it')).toBe('siluro in i lunga dodici');
    expect(say({ type: 'silence', direction: 'E', distance: 2 }, 'es')).toBe('silencio, dos al este');
    expect(say({ type: 'silence', direction: 'N', distance: 0 }, 'en')).toBe('silence, stay put');
    expect(say({ type: 'mine', toward: 'NE' }, 'es')).toBe('mina al noreste');
    expect(say({ type: 'sonarAnswer', facts: [{ kind: 'column', value: 'L' }, { kind: 'sector', value: 6 }] }, 'es')).toBe('columna ele, sector seis');
    expect(say({ type: 'cross', panel: 'N', symbol: 'weapon', part: 'reactor' }, 'es')).toBe('tachar armamento reactor norte');
    expect(say({ type: 'cross', panel: null, symbol: 'radiation', part: null }, 'it')).toBe('crocetta radiazione');
    expect(say({ type: 'checkHull', approve: false }, 'en')).toBe('hull rejected');
  });
});

describe('ask prompts', () => {
  it('name only what differs: "¿ce seis o de seis?"', () => {
    expect(askPrompt([{ type: 'torpedo', cell: 'C6' }, { type: 'torpedo', cell: 'D6' }], 'es')).toBe('¿ce seis o de seis?');
    expect(askPrompt([{ type: 'torpedo', cell: 'C6' }, { type: 'torpedo', cell: 'D6' }, { type: 'torpedo', cell: 'B6' }], 'en')).toBe(
      'C six, D six or B six?',
    );
    expect(askPrompt([{ type: 'course', direction: 'E' }], 'es')).toBe('¿rumbo este?');
    expect(askPrompt([{ type: 'drone', sector: 2 }, { type: 'drone', sector: 5 }], 'it')).toBe('Due o cinque?');
  });
});
