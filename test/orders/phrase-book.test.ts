import { describe, expect, it } from 'vitest';
import {
  checkPhrase,
  contextGrammar,
  emptyBook,
  grammarPhrase,
  isTeachable,
  LANGS,
  match,
  MAX_TAUGHT,
  say,
  screen,
  teachableIntent,
  teachableOrders,
  withoutPhrase,
  withPhrase,
  type Intent,
  type PhraseBook,
} from '../../shared/orders';
import { buildContextGrammar, MAX_PHRASES } from '../../shared/orders/context-grammar';
import { unheld } from '../../shared/orders/grammar-fit';
import { fixtureView } from './fixtures';

const NORTH: Intent = { type: 'course', direction: 'N' };
const CAPTAIN = ['captain'] as const;

function taught(lang: 'es' | 'en' | 'it', ...entries: [string, Intent][]): PhraseBook {
  return entries.reduce((book, [text, intent]) => {
    const checked = checkPhrase(text, intent, { lang, roles: ['captain', 'firstMate', 'engineer', 'radioOperator'], book });
    if (!checked.ok) throw new Error(`"${text}" refused: ${checked.reason}`);
    return withPhrase(book, checked.phrase);
  }, emptyBook(lang));
}

describe('checkPhrase: what may be taught', () => {
  const check = (text: string, intent: Intent = NORTH, book = emptyBook('es'), lang: 'es' | 'en' | 'it' = 'es') => checkPhrase(text, intent, { lang, roles: CAPTAIN, book });

  it('teaches the player\'s own words for an order of the seat', () => {
    expect(check("dale pa'l norte")).toEqual({ ok: true, phrase: { text: "dale pa'l norte", intent: NORTH } });
    expect(check('  a la   cama ', { type: 'dive' })).toEqual({ ok: true, phrase: { text: 'a la cama', intent: { type: 'dive' } } });
    expect(check("let's roll baby", { type: 'dive' }, emptyBook('en'), 'en').ok).toBe(true);
    // Words the built-in matcher would only ask about ("¿rumbo norte?") may be taught: that is the point.
    expect(match('pa arriba che', { lang: 'es', role: 'captain' }).decision.kind).not.toBe('execute');
    expect(check('pa arriba che').ok).toBe(true);
  });

  it.each([
    ['', 'phrase.empty'],
    ['  ¡! ', 'phrase.empty'],
    ['dale', 'phrase.one-word'],
    ['doce catorce', 'phrase.number'],
    ['12 14', 'phrase.number'],
    ['ce seis', 'phrase.cell'],
    ['a c6', 'phrase.cell'],
    ['uno dos tres cuatro cinco seis siete ocho nueve', 'phrase.too-long'],
  ] as const)('refuses %j: %s', (text, reason) => {
    expect(check(text)).toMatchObject({ ok: false, reason });
  });

  it('refuses another order\'s words and says which order', () => {
    expect(check('marco torpedo')).toEqual({ ok: false, reason: 'phrase.order', clash: { type: 'mark', system: 'torpedo' } });
    expect(check('emergemos ya')).toEqual({ ok: false, reason: 'phrase.order', clash: { type: 'surface' } });
    // A word that alone is an answer would be eaten by the phrase: "sí claro" is a yes.
    expect(check('sí claro')).toEqual({ ok: false, reason: 'phrase.order', clash: { type: 'confirm' } });
    // Another seat's order counts too (the Captain teaching the Engineer's words).
    expect(check('tacho armamento')).toMatchObject({ ok: false, reason: 'phrase.order', clash: { type: 'cross' } });
  });

  it('refuses words that already run this very order: nothing to teach', () => {
    expect(check('rumbo norte')).toEqual({ ok: false, reason: 'phrase.known', clash: NORTH });
    expect(check('andiamo su', NORTH, emptyBook('it'), 'it')).toEqual({ ok: false, reason: 'phrase.known', clash: NORTH });
  });

  it.each([
    ['vamos chicos', 'fillers'],
    ['ok vale', 'fillers'],
    ['qué hacemos ahora', 'question'],
    ['¿vamos pa allá?', 'question'],
    ['creo que vamos al norte', 'opinion'],
    ['torpedo listo', 'announcement'],
    ['hay una mina al norte', 'statement'],
    ['silencio chicos', 'hush'],
  ] as const)('refuses table talk %j (%s)', (text, talk) => {
    expect(check(text)).toEqual({ ok: false, reason: 'phrase.talk', talk });
  });

  it('refuses a phrase already in the book, naming its order, and one holding a taught phrase for another order', () => {
    const book = taught('es', ["dale pa'l norte", NORTH]);
    expect(check("Dale, pa'l norte", NORTH, book)).toEqual({ ok: false, reason: 'phrase.duplicate', clash: NORTH });
    expect(check("dale pa'l norte", { type: 'course', direction: 'S' }, book)).toEqual({ ok: false, reason: 'phrase.duplicate', clash: NORTH });
    expect(check("dale pa'l norte ya", { type: 'course', direction: 'S' }, book)).toEqual({ ok: false, reason: 'phrase.order', clash: NORTH });
  });

  it(`refuses past ${MAX_TAUGHT} phrases per language`, () => {
    const full: PhraseBook = { lang: 'es', phrases: Array.from({ length: MAX_TAUGHT }, (_, i) => ({ text: `frase número ${i}`, intent: NORTH })) };
    expect(check("dale pa'l norte", NORTH, full)).toEqual({ ok: false, reason: 'phrase.full' });
    expect(check("dale pa'l norte", NORTH, withoutPhrase(full, 3)).ok).toBe(true);
  });

  it('refuses an order the seat cannot give, and orders aimed at a cell', () => {
    expect(checkPhrase("dale pa'l norte", NORTH, { lang: 'es', roles: ['engineer'], book: emptyBook('es') })).toEqual({ ok: false, reason: 'phrase.not-teachable' });
    expect(check('fuego a discreción', { type: 'torpedo', cell: 'C6' })).toEqual({ ok: false, reason: 'phrase.not-teachable' });
    expect(isTeachable({ type: 'mine', cell: 'C6' }, CAPTAIN)).toBe(false);
    expect(isTeachable({ type: 'mine', toward: 'NE' }, CAPTAIN)).toBe(true);
    expect(isTeachable({ type: 'confirm' }, CAPTAIN)).toBe(false);
  });
});

describe('teachable orders', () => {
  it('lists only the seat\'s orders, by the game\'s mode', () => {
    const engineer = teachableOrders(['engineer'], 'turn');
    expect(engineer.map((i) => i.type)).toEqual(['cross', 'cross', 'cross', 'cross', 'checkHull', 'checkHull', 'secureHull']);
    expect(teachableOrders(['captain'], 'turn').some((i) => i.type === 'stop')).toBe(false);
    expect(teachableOrders(['captain'], 'realtime').some((i) => i.type === 'endTurn')).toBe(false);
    expect(teachableOrders(['radioOperator'], 'turn')).toEqual([{ type: 'secureHull' }]);
  });

  it.each(LANGS)('%s: every teachable order said back is run as itself (a taught phrase is read as these words)', (lang) => {
    for (const intent of teachableOrders(['captain', 'firstMate', 'engineer', 'radioOperator'], null)) {
      const decision = match(say(intent, lang), { lang, role: ['captain', 'firstMate', 'engineer', 'radioOperator'] }).decision;
      expect(decision, `${lang}: ${say(intent, lang)}`).toMatchObject({ kind: 'execute', intent });
    }
  });

  it('a command sent by hand stands for its teachable order; a crossing for its symbol', () => {
    expect(teachableIntent({ type: 'course', direction: 'W' }, 'turn')).toEqual({ type: 'course', direction: 'W' });
    expect(teachableIntent({ type: 'cross', slot: 0 }, 'turn')).toMatchObject({ type: 'cross', panel: null, part: null });
    expect(teachableIntent({ type: 'torpedo', cell: 3 }, 'turn')).toBeNull();
    expect(teachableIntent({ type: 'mine', cell: 3 }, 'turn')).toBeNull();
    expect(teachableIntent({ type: 'sonarAnswer', facts: [] }, 'turn')).toBeNull();
  });
});

describe('matching a taught phrase', () => {
  const book = taught('es', ["dale pa'l norte", NORTH], ['a la cama', { type: 'dive' }]);
  const run = (text: string, mode: 'ptt' | 'open' = 'ptt', options: { book?: PhraseBook; view?: ReturnType<typeof fixtureView> } = { book }) =>
    match(text, { lang: 'es', role: 'captain', mode, ...options }).decision;

  it('runs its order, with or without words players add, in both modes', () => {
    expect(run("dale pa'l norte")).toMatchObject({ kind: 'execute', intent: NORTH, confirm: false });
    expect(run("dale pa'l norte", 'open')).toMatchObject({ kind: 'execute', intent: NORTH });
    expect(run('eh, a la cama chicos')).toMatchObject({ kind: 'execute', intent: { type: 'dive' } });
    expect(run("dale pa'l norte, no, sur")).toMatchObject({ kind: 'execute', intent: { type: 'course', direction: 'S' } });
    // With a view: whatever the built-in words would do there (legal or refused with the engine's reason).
    for (const view of [fixtureView('captain-ready'), fixtureView('turn-course')]) {
      expect(run("dale pa'l norte", 'ptt', { book, view })).toEqual(run('rumbo norte', 'ptt', { view }));
    }
  });

  it('without the book the same words run nothing', () => {
    expect(run("dale pa'l norte", 'ptt', {})).not.toMatchObject({ kind: 'execute' });
    expect(match("dale pa'l norte", { lang: 'en', role: 'captain', book }).decision).not.toMatchObject({ kind: 'execute' });
  });

  it('inside talk it follows the built-in rules: asked in a sentence, nothing for a question or an opinion', () => {
    const sentence = run("bueno entonces dale pa'l norte que allí no hay nadie");
    expect(sentence.kind).not.toBe('execute');
    expect(run("dale pa'l norte o qué")).toMatchObject({ kind: 'reject' });
    expect(run("creo que dale pa'l norte")).toMatchObject({ kind: 'reject' });
    expect(run("creo que dale pa'l norte", 'open')).toMatchObject({ kind: 'reject' });
    for (const text of ["bueno entonces dale pa'l norte que allí no hay nadie", "dale pa'l norte o qué", "creo que dale pa'l norte"]) {
      const builtIn = run(text.replace("dale pa'l norte", 'rumbo norte'), 'ptt', {});
      expect(run(text).kind, text).toBe(builtIn.kind);
    }
  });

  it('the recognizer\'s doubt still holds it back (the rejection path sees the taught words as order words)', () => {
    const heard = (conf: number) => ({ text: 'a la cama', final: true, alternatives: [], words: [
      { word: 'a', conf: 1, start: 0, end: 0.2 },
      { word: 'la', conf: 1, start: 0.2, end: 0.4 },
      { word: 'cama', conf, start: 0.4, end: 0.6 },
    ] });
    expect(screen(heard(1), { lang: 'es', role: 'captain', mode: 'open', book }).decision).toMatchObject({ kind: 'execute', intent: { type: 'dive' } });
    expect(screen(heard(0.3), { lang: 'es', role: 'captain', mode: 'open', book }).decision).toMatchObject({ kind: 'reject', reason: 'orders.not-understood' });
  });
});

describe('the grammar with taught phrases', () => {
  it('holds each taught phrase whole, as the player wrote it, and Vosk can decode it', () => {
    const book = taught('es', ["¡Dale pa'l norte!", NORTH]);
    const ctx = { lang: 'es' as const, roles: CAPTAIN, view: null, mode: 'ptt' as const };
    const plain = contextGrammar(ctx);
    const withBook = contextGrammar({ ...ctx, book });
    expect(grammarPhrase("¡Dale pa'l norte!")).toBe("dale pa'l norte");
    expect(withBook.phrases).toContain("dale pa'l norte");
    expect(plain.phrases).not.toContain("dale pa'l norte");
    expect(withBook.phrases.length).toBe(plain.phrases.length + 1);
    expect(withBook.phrases.at(-1)).toBe('[unk]');
    expect(withBook.key).not.toBe(plain.key);
    expect(unheld("dale pa'l norte", withBook.phrases)).toEqual([]);
    expect(unheld("dale pa'l norte", plain.phrases)).not.toEqual([]);
    // Another language's book is not this grammar's.
    expect(contextGrammar({ ...ctx, lang: 'en', book }).key).toBe(contextGrammar({ ...ctx, lang: 'en' }).key);
  });

  it.each(LANGS)(`%s: the largest grammar with a full book (${MAX_TAUGHT} phrases) stays under MAX_PHRASES, and a longer book is cut at the cap`, (lang) => {
    const long = (n: number): PhraseBook => ({ lang, phrases: Array.from({ length: n }, (_, i) => ({ text: `palabra${i} uno dos tres cuatro cinco seis siete`, intent: NORTH })) });
    for (const view of [null, fixtureView('captain-ready'), fixtureView('echo-ready')]) {
      const base = buildContextGrammar({ lang, roles: CAPTAIN, view, mode: 'ptt' });
      const full = contextGrammar({ lang, roles: CAPTAIN, view, mode: 'ptt', book: long(MAX_TAUGHT) });
      expect(full.phrases.length).toBe(base.phrases.length + MAX_TAUGHT);
      expect(full.phrases.length).toBeLessThanOrEqual(MAX_PHRASES);
      // A file edited by hand beyond the cap: only the first MAX_TAUGHT reach the grammar.
      expect(contextGrammar({ lang, roles: CAPTAIN, view, mode: 'ptt', book: long(MAX_TAUGHT * 4) }).phrases.length).toBe(full.phrases.length);
    }
  });
});
