import { describe, expect, it } from 'vitest';
import { grammarFor } from '../../shared/orders/grammar';
import { negated } from '../../shared/orders/negation';
import { tokenise } from '../../shared/orders/normalise';
import type { Lang } from '../../shared/orders';

const negates = (text: string, lang: Lang) => {
  const grammar = grammarFor(lang);
  return negated(tokenise(text, grammar.lexicon), grammar);
};

describe('a negation in what was said', () => {
  it.each([
    ["don't fire at g six", 'en'],
    ['we cannot go west', 'en'],
    ['hull not approved', 'en'],
    ["we didn't fire at g six", 'en'],
    ["hull isn't valid", 'en'],
    ['nunca vamos al este', 'es'],
    ['no disparo al g seis', 'es'],
    ['casco no aprobado', 'es'],
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
  ] as const)('"%s" does not (an order\'s own words, a set phrase, the cancel, a correction)', (text, lang) => expect(negates(text, lang)).toBe(false));
});
