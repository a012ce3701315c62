import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { confusionTable, COST, wordCost } from '../../shared/orders/cost';
import { grammarFor } from '../../shared/orders/grammar';
import { LEXICONS } from '../../shared/orders/lexicon';
import { valueCosts, type TokenContext } from '../../shared/orders/slots';
import { LANGS, match, type Lang } from '../../shared/orders';
import { RUN_TIMEOUT } from '../support/run-budget';

const GRID = { width: 15, height: 15, sectorSize: 5 };
const LETTERS = 'ABCDEFGHIJKLMNO';

function best(lang: Lang, name: 'col' | 'row' | 'dist' | 'sector' | 'dir', token: string, cued = true) {
  const grammar = grammarFor(lang);
  const kind = grammar.fillers.has(token) ? 'filler' : grammar.known.has(token) ? 'known' : 'unknown';
  const context: TokenContext = { token, kind, cued, lone: false };
  return valueCosts(grammar, name, GRID, context)[0]!;
}

describe('letters and numbers as spoken', () => {
  it.each([
    ['es', ['a', 'be', 'ce', 'de', 'e', 'efe', 'ge', 'hache', 'i', 'jota', 'ka', 'ele', 'eme', 'ene', 'o']],
    ['en', ['ay', 'bee', 'see', 'dee', 'e', 'ef', 'gee', 'aitch', 'eye', 'jay', 'kay', 'el', 'em', 'en', 'oh']],
    ['it', ['a', 'bi', 'ci', 'di', 'e', 'effe', 'gi', 'acca', 'i', 'ilunga', 'kappa', 'elle', 'emme', 'enne', 'o']],
  ] as const)('%s letter names name columns A–O', (lang, names) => {
    names.forEach((name, col) => expect(best(lang, 'col', name), name).toEqual({ value: col, cost: 0 }));
  });

  it.each([
    ['es', ['uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce', 'trece', 'catorce', 'quince']],
    ['en', ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen']],
    ['it', ['uno', 'due', 'tre', 'quattro', 'cinque', 'sei', 'sette', 'otto', 'nove', 'dieci', 'undici', 'dodici', 'tredici', 'quattordici', 'quindici']],
  ] as const)('%s numbers 1–15 as words and digits', (lang, words) => {
    words.forEach((word, i) => {
      expect(best(lang, 'row', word)).toEqual({ value: i + 1, cost: 0 });
      expect(best(lang, 'row', String(i + 1))).toEqual({ value: i + 1, cost: 0 });
    });
  });

  it('keeps values inside the grid: no sector 12, no silence of 14', () => {
    expect(best('es', 'sector', 'doce')).toEqual({ value: 2, cost: 0.35 });
    expect(best('es', 'dist', 'catorce')).toEqual({ value: 4, cost: 0.35 });
    expect(best('en', 'sector', 'fifteen')).toEqual({ value: 5, cost: 0.35 });
  });

  it('every cell of a 15×15 map is understood in every language', { timeout: RUN_TIMEOUT }, () => {
    fc.assert(
      fc.property(fc.constantFrom(...LANGS), fc.nat(14), fc.nat(14), (lang, col, row) => {
        const lexicon = LEXICONS[lang];
        const verb = { es: 'torpedo a', en: 'torpedo at', it: 'siluro in' }[lang];
        const text = `${verb} ${lexicon.letters[col]![0]} ${lexicon.numbers[row + 1]![0]}`;
        const decision = match(text, { lang, role: 'captain' }).decision;
        expect(decision).toMatchObject({ kind: 'execute', intent: { type: 'torpedo', cell: `${LETTERS[col]}${row + 1}` } });
      }),
      { numRuns: 100 },
    );
  });
});

describe('confusion costs', () => {
  const es = confusionTable(LEXICONS.es);
  it('homophones are nearly free, rhymes and number pairs cheap, other words dear', () => {
    expect(wordCost('se', 'ce', es, 'filler')).toBe(0.1);
    expect(wordCost('y', 'i', es, 'filler')).toBe(0.1);
    expect(wordCost('de', 'be', es, 'filler')).toBe(COST.rhyme);
    expect(wordCost('ge', 'e', es, 'known')).toBe(COST.rhyme);
    expect(wordCost('en', 'ene', es, 'filler')).toBe(0.2);
    for (const [a, b] of [['dos', 'doce'], ['tres', 'trece'], ['cuatro', 'catorce'], ['cinco', 'quince'], ['once', 'doce']]) {
      expect(wordCost(a!, b!, es, 'known')).toBe(0.35);
    }
    expect(wordCost('norte', 'sur', es, 'known')).toBe(1);
  });

  it('spelling only helps words outside the vocabulary', () => {
    expect(wordCost('torpeto', 'torpedo', es, 'unknown')).toBeLessThan(0.3);
    expect(wordCost('noroeste', 'noreste', es, 'known')).toBe(COST.knownFloor);
    expect(wordCost('eh', 'eso', es, 'filler')).toBe(1);
  });
});
