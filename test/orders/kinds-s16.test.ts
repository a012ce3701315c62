import { describe, expect, it } from 'vitest';
import type { Role } from '../../shared/engine';
import { contextGrammar, match, type Lang, type ListenMode } from '../../shared/orders';
import { buildContextGrammar, MAX_PHRASES } from '../../shared/orders/context-grammar';
import { fixtureView, type FixtureName } from './fixtures';

/** Session 16's kinds (docs/decisions.md), each read from the tuning data, none from a held-out line. */
/** `view` null: no game (every heading open; the fixtures' sub has an island north and its route south). */
const decide = (lang: Lang, text: string, role: Role, view: FixtureName | null, mode: ListenMode = 'ptt') =>
  match(text, { lang, role, mode, ...(view ? { view: fixtureView(view) } : {}) }).decision;

describe("a seat's own share of the hull, said done after surfacing", () => {
  const SAID: readonly (readonly [Lang, string])[] = [
    ['en', 'my part of the hull is secure'],
    ['en', "hull's sorted on my side"],
    ['en', 'hull section done'],
    ['en', 'ticked my hull section'],
    ['es', 'mi parte del casco está asegurada'],
    ['es', 'el casco ya quedó reparado'],
    ['it', 'il mio pezzo di scafo è messo in sicurezza'],
    ['it', 'scafo in sicurezza'],
  ];

  it.each(SAID)('%s "%s" secures the hull, key pressed or not', (lang, text) => {
    for (const mode of ['ptt', 'open'] as const) {
      expect(decide(lang, text, 'engineer', 'surfaced', mode), mode).toMatchObject({ kind: 'execute', intent: { type: 'secureHull' }, confirm: false });
    }
  });

  // A share not done, the enemy's, or not the hull at all (the review of session 16: the hull must be named).
  const NOT: readonly (readonly [Lang, string])[] = [
    ['es', 'la sección del casco no está lista'],
    ['es', 'el casco no está reparado'],
    ['es', 'el casco no quedó reparado'],
    ['en', "my part of the hull isn't done yet"],
    ['it', 'la mia parte dello scafo non è ancora sicura'],
    ['en', 'their hull is patched'],
    ['en', 'i did my part'],
    ['en', 'my bit is done'],
    ['en', 'i finished my piece of pizza'],
    ['en', 'side ready'],
    ['es', 'la parte difícil está hecha'],
    ['it', 'la parte sulla sicurezza'],
  ];

  it.each(NOT)('%s "%s" secures nothing (asked at most: the seat does owe its share)', (lang, text) => {
    for (const mode of ['ptt', 'open'] as const) expect(decide(lang, text, 'engineer', 'surfaced', mode).kind, mode).not.toBe('execute');
  });
});

describe('words of address that close or open an order in regional speech (Lexicon.spoken.addressWords)', () => {
  it.each([
    ['en', 'go south yaar', { type: 'course', direction: 'S' }],
    ['en', 'Putting one in sonar, bro', { type: 'mark', system: 'sonar' }],
    ['es', 'Le meto uno al torpedo, güey.', { type: 'mark', system: 'torpedo' }],
    ['it', 'Uno al drone, raga', { type: 'mark', system: 'drone' }],
  ] as const)('%s "%s" runs with the key pressed', (lang, text, intent) => {
    const role = intent.type === 'course' ? 'captain' : 'firstMate';
    expect(decide(lang, text, role, role === 'captain' ? null : 'first-mate-fresh')).toMatchObject({ kind: 'execute', intent });
  });

  it('not an everyday word of endearment: "i love the drone" marks nothing', () => {
    for (const mode of ['ptt', 'open'] as const) expect(decide('en', 'i love the drone', 'firstMate', 'first-mate-fresh', mode).kind, mode).toBe('reject');
  });

  it('inside a sentence, or as its subject, they are someone talked about: never dropped to make an order', () => {
    for (const [lang, text] of [['en', 'the dude is heading east'], ['en', 'bro is heading north'], ['es', 'el güey va al sur']] as const) {
      expect(decide(lang, text, 'captain', null, 'open').kind, text).not.toBe('execute');
      expect(decide(lang, text, 'captain', null, 'ptt'), text).not.toMatchObject({ kind: 'execute', confirm: false });
    }
  });
});

describe('regional and sea verbs of moving on (Italian: spare phrases; English: unheld, the matcher only)', () => {
  it.each([
    ['en', 'navigate east', 'E'],
    ['en', 'steer due north', 'N'],
    ['it', 'Daje, annamo a ovest.', 'W'],
    ['it', "e mo' jammo a sud", 'S'],
    ['it', 'dai, andèm a nord', 'N'],
  ] as const)('%s "%s" heads %s', (lang, text, direction) => {
    expect(decide(lang, text, 'captain', null)).toMatchObject({ kind: 'execute', intent: { type: 'course', direction }, confirm: false });
  });

  it('talk with the same verbs orders nothing', () => {
    for (const [lang, text] of [['en', 'they keep going east'], ['en', 'we should make way east'], ['it', 'annamo a cena?'], ['it', 'jamme a mangiare']] as const) {
      for (const mode of ['ptt', 'open'] as const) expect(decide(lang, text, 'captain', null, mode).kind, `${text} ${mode}`).toBe('reject');
    }
  });

  it('push-to-talk lists hold them; open lists stay under the cap', () => {
    const ptt = contextGrammar({ lang: 'it', roles: ['captain'], view: null, mode: 'ptt', granularity: 'phrases' }).phrases.join('\n');
    expect(ptt).toMatch(/\bannamo\b/);
    for (const lang of ['es', 'en', 'it'] as const) {
      expect(buildContextGrammar({ lang, roles: ['captain', 'firstMate', 'engineer', 'radioOperator'], view: null, mode: 'open' }).phrases.length).toBeLessThanOrEqual(MAX_PHRASES);
    }
  });
});

describe('"nothing was heard" only when nothing but fillers was said', () => {
  it('a heading that is also a filler ("este") is something said: not understood, not empty', () => {
    expect(decide('es', "Chamo, pa'l este, dale.", 'captain', null)).toEqual({ kind: 'reject', reason: 'orders.not-understood' });
    expect(decide('es', 'eh... a ver... pues', 'captain', null)).toEqual({ kind: 'reject', reason: 'orders.empty' });
  });
});

describe('going down said with its pronoun ("nos sumergimos"): the words around it weigh less', () => {
  it('runs where the bare verb with those words was only asked', () => {
    expect(decide('es', 'Venga, nos sumergimos ya.', 'captain', 'ready-to-dive')).toMatchObject({ kind: 'execute', intent: { type: 'dive' } });
  });

  it('the pronoun alone asks nothing; negated ("no nos sumergimos") it is refused; English "let\'s dive in" (let\'s start) is no dive', () => {
    for (const [lang, text] of [['es', 'nos'], ['es', 'vamos'], ['es', 'no nos sumergimos']] as const) {
      expect(decide(lang, text, 'captain', 'ready-to-dive').kind, text).toBe('reject');
    }
    expect(decide('en', "let's dive in", 'captain', 'ready-to-dive', 'open').kind).not.toBe('execute');
  });
});

describe('the sonar answer given with a verb of answering or telling (Lexicon.facts.answering)', () => {
  it.each([
    ['en', "tell 'em row nine, sector five", [{ kind: 'row', value: 9 }, { kind: 'sector', value: 5 }]],
    ['es', 'Les decimos fila cinco y sector nueve.', [{ kind: 'row', value: 5 }, { kind: 'sector', value: 9 }]],
    ['es', 'Os contesto al sonar: columna L y sector dos.', [{ kind: 'column', value: 'L' }, { kind: 'sector', value: 2 }]],
    ['it', 'je dimo riga nove, settore cinque', [{ kind: 'row', value: 9 }, { kind: 'sector', value: 5 }]],
  ] as const)('%s "%s" is the answer', (lang, text, facts) => {
    expect(match(text, { lang, role: 'captain', mode: 'ptt' }).decision).toMatchObject({ kind: 'execute', intent: { type: 'sonarAnswer', facts } });
  });

  it('read only with the key pressed: with an open microphone the crew may be deciding aloud what to answer, and the player is told the key runs it', () => {
    const open = match('Les decimos fila cinco y sector nueve.', { lang: 'es', role: 'captain', mode: 'open' }).decision;
    expect(open).toMatchObject({ kind: 'reject', reason: 'orders.key-needed' });
  });

  it('negated it answers nothing: "no les decimos fila cinco y sector nueve"', () => {
    expect(match('no les decimos fila cinco y sector nueve', { lang: 'es', role: 'captain', mode: 'ptt' }).decision).toMatchObject({ kind: 'reject', reason: 'orders.negated' });
  });

  it('the verb alone, or telling them anything else, answers nothing', () => {
    for (const [lang, text] of [['en', 'tell them'], ['en', 'we answer'], ['es', 'les decimos que vamos al norte'], ['it', 'gli diciamo']] as const) {
      for (const mode of ['ptt', 'open'] as const) expect(match(text, { lang, role: 'captain', mode }).decision.kind, `${text} ${mode}`).not.toBe('execute');
    }
  });
});

describe('an order after a statement about the enemy or a guess, joined by "so", is asked (push-to-talk)', () => {
  it.each([
    ['en', "They've been hugging the bottom edge, so torpedo at J5.", { type: 'torpedo', cell: 'J5' }],
    ['en', "They've got a drone on us, so silence one north.", { type: 'silence', direction: 'N', distance: 1 }],
    ['en', 'They just came out of silence right by there, so torpedo E nine now.', { type: 'torpedo', cell: 'E9' }],
  ] as const)('%s "%s" asks for the order', (lang, text, intent) => {
    expect(match(text, { lang, role: 'captain', mode: 'ptt' }).decision).toMatchObject({ kind: 'ask', options: [{ intent }] });
    expect(match(text, { lang, role: 'captain', mode: 'open' }).decision.kind).toBe('reject');
  });

  it('not when what follows is itself a statement, nor after a condition', () => {
    for (const text of ['they are in sector two, so drone sector two is useless', 'if they surface, so we surface too']) {
      expect(match(text, { lang: 'en', role: 'captain', mode: 'ptt' }).decision.kind, text).toBe('reject');
    }
  });
});

describe('Italian "pardon" corrects what was just said', () => {
  it('"Andiamo a sud, pardon, a ovest" heads west; "pardon" alone does nothing', () => {
    expect(match('Andiamo a sud, pardon, a ovest.', { lang: 'it', role: 'captain', mode: 'ptt' }).decision).toMatchObject({ kind: 'execute', intent: { type: 'course', direction: 'W' } });
    expect(match('pardon', { lang: 'it', role: 'captain', mode: 'ptt' }).decision.kind).toBe('reject');
  });
});
