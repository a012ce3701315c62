import { describe, expect, it } from 'vitest';
import { match, type Lang } from '../../shared/orders';
import { grammarFor } from '../../shared/orders/grammar';
import { negated } from '../../shared/orders/negation';
import { tokenise } from '../../shared/orders/normalise';

/** Negated, with the reading the matcher would make of the words without the rule (its own phrase). */
const negates = (text: string, lang: Lang) => {
  const grammar = grammarFor(lang);
  const top = match(text, { lang, role: ['captain', 'firstMate', 'engineer', 'radioOperator'] }).ranked[0];
  return negated(tokenise(text, grammar.lexicon), grammar, top);
};

describe('a negation in what was said', () => {
  it.each([
    ["don't fire at g six", 'en'],
    ['we cannot go west', 'en'],
    ['hull not approved', 'en'],
    ["we didn't fire at g six", 'en'],
    ["hull isn't valid", 'en'],
    ["don't move west", 'en'],
    ["we're not moving west", 'en'],
    ['nunca vamos al este', 'es'],
    ['casco no aprobado', 'es'],
    ['casco no lo apruebo', 'es'],
    ['casco no rechazado', 'es'],
    ['scafo no sbagliato', 'it'],
    ['hull no good', 'en'],
    ['non andiamo a est', 'it'],
    ['mai attivare il sonar', 'it'],
  ] as const)('"%s" negates', (text, lang) => expect(negates(text, lang)).toBe(true));

  it.each([
    ['never mind', 'en'],
    ['silence, not moving', 'en'],
    ["silence, don't move", 'en'],
    ['now or never, fire at g six', 'en'],
    ['ahora o nunca, torpedo al g seis', 'es'],
    ['ora o mai più, siluro in g sei', 'it'],
    ['no, cancela', 'es'],
    ['rumbo norte, no, sur', 'es'],
    ['rumbo este, no, rumbo oeste', 'es'],
    ['marca torpedo, no, mina', 'es'],
    ['no, no, no', 'es'],
    ['no, rumbo oeste', 'es'],
    ['no, casco mal', 'es'],
    ['casco aprobado, no, rechazado', 'es'],
    ['scafo respinto, no, approvato', 'it'],
  ] as const)('"%s" does not (an order\'s own words, a set phrase, the cancel, a correction)', (text, lang) => expect(negates(text, lang)).toBe(false));
});

describe('"X, not Y": the alternative ruled out after the order (session 7 kind)', () => {
  const decide = (text: string, lang: Lang, role: 'captain' | 'firstMate' | 'engineer' = 'captain') => match(text, { lang, role }).decision;

  it.each([
    ['head north, not south', 'en', { type: 'course', direction: 'N' }],
    ['fire at c six not c five', 'en', { type: 'torpedo', cell: 'C6' }],
    ['rotta nord, non sud', 'it', { type: 'course', direction: 'N' }],
    ['siluro in ci sei, non ci cinque', 'it', { type: 'torpedo', cell: 'C6' }],
  ] as const)('"%s" (%s) is the order as said', (text, lang, intent) => {
    expect(decide(text, lang)).toMatchObject({ kind: 'execute', intent });
  });

  it('for every seat: the First Mate\'s system and the Engineer\'s symbol', () => {
    expect(decide('mark torpedo, not mine', 'en', 'firstMate')).toMatchObject({ kind: 'execute', intent: { type: 'mark', system: 'torpedo' } });
    expect(decide('cross the red one, not the green', 'en', 'engineer')).toMatchObject({ kind: 'execute', intent: { type: 'cross', symbol: 'weapon' } });
  });

  it('a negation before the order, or a tail that is not another value of its kind, still negates', () => {
    expect(decide("don't fire at g six", 'en')).toMatchObject({ kind: 'reject', reason: 'orders.negated' });
    expect(decide('fire at c six, not now', 'en')).toMatchObject({ kind: 'reject', reason: 'orders.negated' });
    expect(decide('head north, not the drone', 'en')).toMatchObject({ kind: 'reject', reason: 'orders.negated' });
    expect(decide('non andiamo a est', 'it')).toMatchObject({ kind: 'reject', reason: 'orders.negated' });
  });

  it('table talk with a contrast stays talk', () => {
    expect(decide('they went north, not south', 'en').kind).not.toBe('execute');
    expect(decide('i think they are at c six, not c five', 'en').kind).not.toBe('execute');
  });
});

describe('a correction begun and never said takes the order back (session 7 kind)', () => {
  const decide = (text: string, lang: Lang) => match(text, { lang, role: 'captain' }).decision;

  it.each([
    ['head north, no', 'en'],
    ['head north, no, to the', 'en'],
    ['fire at c six, no, at', 'en'],
    ['rumbo norte, no, al', 'es'],
    ['rotta a nord, no, a', 'it'],
  ] as const)('"%s" (%s) runs nothing and says why', (text, lang) => {
    expect(decide(text, lang)).toEqual({ kind: 'reject', reason: 'orders.retracted' });
  });

  it('a correction said to its end, a "no" of the order\'s own and the cancel still run', () => {
    expect(decide('head north, no, south', 'en')).toMatchObject({ kind: 'execute', intent: { type: 'course', direction: 'S' } });
    expect(decide('silence, no move', 'en')).toMatchObject({ kind: 'execute', intent: { type: 'silence', distance: 0 } });
    expect(decide('no', 'en')).toMatchObject({ kind: 'execute', intent: { type: 'cancel' } });
    expect(decide('no, cancel', 'en')).toMatchObject({ kind: 'execute', intent: { type: 'cancel' } });
  });
});
