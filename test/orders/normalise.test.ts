import { describe, expect, it } from 'vitest';
import { LEXICONS } from '../../shared/orders/lexicon';
import { collapseRepeats, fold, tokenise } from '../../shared/orders/normalise';

describe('normalising what was heard', () => {
  it('folds case and accents, drops punctuation', () => {
    expect(fold('INMERSIÓN')).toBe('inmersion');
    expect(tokenise('¡Detono una mina en G7!', LEXICONS.es)).toEqual(['detono', 'una', 'mina', 'en', 'g', '7']);
    expect(tokenise('¿Están en el sector 5?', LEXICONS.es)).toEqual(['estan', 'en', 'el', 'sector', '5']);
  });

  it('splits a typed cell and keeps numbers as digits', () => {
    expect(tokenise('torpedo a c6', LEXICONS.es)).toEqual(['torpedo', 'a', 'c', '6']);
    expect(tokenise('torpedo b12', LEXICONS.en)).toEqual(['torpedo', 'b', '12']);
  });

  it('joins multi-word tokens of the language', () => {
    expect(tokenise('siluro in i lunga due', LEXICONS.it)).toEqual(['siluro', 'in', 'ilunga', 'due']);
    expect(tokenise('mine to the north-east', LEXICONS.en)).toEqual(['mine', 'to', 'the', 'northeast']);
    expect(tokenise('mina a nord est', LEXICONS.it)).toEqual(['mina', 'a', 'nordest']);
  });

  it('handles apostrophes per language', () => {
    expect(tokenise("we're in column c", LEXICONS.en)).toEqual(['were', 'in', 'column', 'c']);
    expect(tokenise("pronti all'immersione", LEXICONS.it)).toEqual(['pronti', 'all', 'immersione']);
  });

  it('shortens typed emphasis but keeps double letters', () => {
    expect(tokenise('rumbo noooorte', LEXICONS.es)).toEqual(['rumbo', 'norte']);
    expect(tokenise('siluro in elle otto', LEXICONS.it)).toEqual(['siluro', 'in', 'elle', 'otto']);
  });

  it('counts shouted repetitions (words or the whole order) once', () => {
    expect(collapseRepeats(['inmersion', 'inmersion'])).toEqual(['inmersion']);
    expect(collapseRepeats(['rumbo', 'norte', 'rumbo', 'norte'])).toEqual(['rumbo', 'norte']);
    expect(collapseRepeats(['rumbo', 'norte', 'rumbo', 'sur'])).toEqual(['rumbo', 'norte', 'rumbo', 'sur']);
  });
});
