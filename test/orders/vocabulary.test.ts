import { describe, expect, it } from 'vitest';
import { checkVocabulary, fold, LANGS, match, vocabulary, voskGrammar } from '../../shared/orders';
import { grammarFor } from '../../shared/orders/grammar';
import { LEXICONS } from '../../shared/orders/lexicon';
import { formKey } from '../../shared/orders/normalise';

describe.each(LANGS)('vocabulary %s', (lang) => {
  const words = vocabulary(lang);
  const folded = new Set(words.map(fold));

  it('holds every word the grammar can produce', () => {
    const grammar = grammarFor(lang);
    const lexicon = LEXICONS[lang];
    const phraseWords = grammar.rules.flatMap((rule) => rule.elements.flatMap((e) => (e.kind === 'word' ? e.words : [])));
    const slotForms = [
      ...lexicon.letters.flat(),
      ...lexicon.numbers.flat(),
      ...Object.values(lexicon.directions).flat(),
      ...Object.values(lexicon.diagonals).flat(),
      ...Object.values(lexicon.systems).flat(),
      ...Object.values(lexicon.symbols).flat().map((f) => f.split(':')[0]!),
      ...Object.values(lexicon.parts).flat(),
    ].flatMap((form) => form.split(' '));
    const missing = [...phraseWords, ...slotForms.map((f) => formKey(f, lexicon))].filter((w) => !folded.has(w));
    expect(missing).toEqual([]);
  });

  it('is a sorted list of single lowercase words without duplicates, ending the grammar with [unk]', () => {
    // An English contraction keeps its apostrophe ("don't"): the model spells it so, and "dont" it lacks.
    expect(words.filter((w) => !/^\p{Ll}+('\p{Ll}+)?$/u.test(w))).toEqual([]);
    expect(new Set(words).size).toBe(words.length);
    expect(voskGrammar(lang).at(-1)).toBe('[unk]');
  });
});

describe('accents', () => {
  it('keeps the spellings Vosk uses, and never their unaccented twins', () => {
    const es = vocabulary('es');
    for (const word of ['inmersión', 'dirección', 'detección', 'radiación', 'están', 'estáis', 'sí', 'taché']) expect(es).toContain(word);
    for (const word of ['inmersion', 'direccion', 'deteccion', 'radiacion', 'estan']) expect(es).not.toContain(word);
    const it = vocabulary('it');
    for (const word of ['giù', 'cioè', 'sì', 'vabbè']) expect(it).toContain(word);
    expect(it).not.toContain('giu');
  });
});

describe('apostrophes', () => {
  it("hands English contractions to Vosk as its model spells them, never as a word it lacks ('theres')", () => {
    const en = vocabulary('en');
    for (const word of ["don't", "that's", "there's", "they're", "they've", "we've", "i'm", "y'all"]) expect(en).toContain(word);
    for (const word of ['dont', 'thats', 'theres', 'theyre', 'theyve', 'weve', 'yall']) expect(en).not.toContain(word);
  });

  it('reads a compound with an apostrophe as said ("if that\'s okay" is one courtesy)', () => {
    expect(match("mark the sonar if that's okay", { lang: 'en', role: 'firstMate' }).decision).toMatchObject({ kind: 'execute', intent: { type: 'mark', system: 'sonar' } });
  });
});

describe('checkVocabulary', () => {
  it('reports words the model lacks, and those it spells with other accents', () => {
    const result = checkVocabulary(['rumbo', 'norte', 'inmersion', 'archer'], ['rumbo', 'norte', 'inmersión', 'sur']);
    expect(result.missing).toEqual(['inmersion', 'archer']);
    expect(result.accents).toEqual([['inmersion', 'inmersión']]);
  });

  it('ignores [unk]', () => {
    expect(checkVocabulary(voskGrammar('es').slice(-1), [])).toEqual({ missing: [], accents: [] });
  });
});
