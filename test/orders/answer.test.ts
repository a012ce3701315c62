import { describe, expect, it } from 'vitest';
import { optionNamed, type Intent } from '../../shared/orders';

const cross = (part: 'circuit' | 'reactor', symbol: 'weapon' | 'detection' = 'weapon'): Intent => ({ type: 'cross', panel: 'N', symbol, part });
const NORTH: Intent = { type: 'course', direction: 'N' };
const EAST: Intent = { type: 'course', direction: 'E' };

describe('an answer names one option of a question', () => {
  it.each([
    ['circuit', 'en', cross('circuit')],
    ['the top one', 'en', cross('circuit')],
    ['bottom', 'en', cross('reactor')],
    ['el del centro', 'es', cross('circuit')],
    ['quello del reattore', 'it', cross('reactor')],
  ])('"%s" (%s) names the part the lexicon calls so', (heard, lang, expected) => {
    expect(optionNamed(heard, [cross('circuit'), cross('reactor')], lang as 'en')).toEqual(expected);
  });

  it.each([
    ['the red one', 'en'],
    ['el rojo', 'es'],
    ['quello rosso', 'it'],
  ])('"%s" (%s) names the symbol by its colour', (heard, lang) => {
    expect(optionNamed(heard, [cross('circuit', 'weapon'), cross('circuit', 'detection')], lang as 'en')).toEqual(cross('circuit', 'weapon'));
  });

  it('a word both options hold names neither', () => {
    expect(optionNamed('north', [cross('circuit'), cross('reactor')], 'en')).toBeNull();
    expect(optionNamed('the red one', [cross('circuit'), cross('reactor')], 'en')).toBeNull();
  });

  it('a direction by its family word names the course ("arriba", "up")', () => {
    expect(optionNamed('arriba', [NORTH, EAST], 'es')).toEqual(NORTH);
    expect(optionNamed('up', [NORTH, EAST], 'en')).toEqual(NORTH);
  });

  it('an everyday word the lexicon also holds as a value names nothing: "right" is as often "yes", "mine" as often "my one"', () => {
    expect(optionNamed('right', [NORTH, EAST], 'en')).toBeNull();
    expect(optionNamed('mine', [cross('circuit', 'weapon'), cross('circuit', 'detection')], 'en')).toBeNull();
  });

  it('a word of no option, or talk around the option, names nothing', () => {
    expect(optionNamed('the circuit one i think', [cross('circuit'), cross('reactor')], 'en')).toBeNull();
    expect(optionNamed('pizza', [NORTH, EAST], 'en')).toBeNull();
  });
});
