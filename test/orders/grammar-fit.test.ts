import { describe, expect, it } from 'vitest';
import { contextGrammar } from '../../shared/orders';
import { forceThrough } from '../../shared/orders/grammar-fit';

describe('forceThrough: a text as a sequence of grammar phrases', () => {
  const es = contextGrammar({ lang: 'es', roles: ['captain'], view: null, mode: 'ptt', granularity: 'phrases' }).phrases;
  it('keeps an order the grammar holds, fillers and all', () => {
    expect(forceThrough('¡Vale, rumbo norte!', es)).toBe('vale rumbo norte');
    expect(forceThrough('torpedo a ce seis', es)).toBe('torpedo a ce seis');
  });
  it('writes [unk] for words no phrase covers', () => {
    expect(forceThrough('buena jugada chicos', es)).toBe('[unk] [unk] chicos');
  });
});
