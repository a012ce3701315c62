/**
 * One table of number words serves every rule that reads a number (a row, a count of boxes, a value
 * ruled out, a taught phrase's slot). It holds for each lexicon only while every spoken number is one
 * word that names one value: a form of two words, a "word:cost" form or a word shared by two numbers
 * would each read differently in one of those rules.
 */
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../shared/orders';
import { LEXICONS } from '../../shared/orders/lexicon';
import { tokenise } from '../../shared/orders/normalise';
import { numberWords } from '../../shared/orders/numbers';

describe.each(LANGS)('the number words (%s)', (lang) => {
  const lexicon = LEXICONS[lang];

  it('every form of 0…15 is one word naming one value, and every value has its digits', () => {
    const values = new Map<string, number>();
    lexicon.numbers.forEach((forms, value) => {
      for (const form of forms) {
        expect(tokenise(form, lexicon), form).toHaveLength(1);
        expect(form).not.toContain(':');
        const key = tokenise(form, lexicon)[0]!;
        expect(values.get(key) ?? value, `${form} names ${values.get(key)} and ${value}`).toBe(value);
        values.set(key, value);
      }
    });
    expect(lexicon.numbers).toHaveLength(16);
    const table = numberWords(lexicon);
    for (const [key, value] of values) expect(table.get(key)).toBe(value);
    for (let n = 0; n < 16; n++) expect(table.get(String(n))).toBe(n);
    expect(table.size).toBe(values.size + 16);
  });
});
