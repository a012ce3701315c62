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
