import { describe, expect, it } from 'vitest';
import { contextGrammar } from '../../shared/orders';
import { forceThrough, unheld } from '../../shared/orders/grammar-fit';

describe('a text under the bigram Vosk makes of a phrase list', () => {
  const es = contextGrammar({ lang: 'es', roles: ['captain'], view: null, mode: 'ptt', granularity: 'phrases' }).phrases;
  it('forceThrough keeps the words the grammar has and writes [unk] for the others', () => {
    expect(forceThrough('¡Vale, rumbo norte!', es)).toBe('vale rumbo norte');
    expect(forceThrough('buena jugada chicos', es)).toBe('[unk] [unk] chicos');
  });
  it('unheld names the neighbours no phrase puts together and the words no phrase has', () => {
    const phrases = ['rumbo norte', 'vale', '[unk]'];
    expect(unheld('rumbo norte', phrases)).toEqual([]);
    expect(unheld('vale rumbo norte', phrases)).toEqual(['vale rumbo']);
    expect(unheld('rumbo sur', phrases)).toEqual(['sur', 'rumbo sur']);
    expect(unheld('¡Ingeniero, rumbo norte!', es)).toEqual([]);
    expect(unheld('¡Vale, rumbo norte!', es)).toEqual([]);
    expect(unheld('¡Vale, al norte!', es)).toEqual(['vale al']);
    expect(unheld('lanzo dron sector cinco', es)).toEqual([]);
  });
});
