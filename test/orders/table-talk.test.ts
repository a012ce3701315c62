import { describe, expect, it } from 'vitest';
import { contextGrammar, LANGS, match, stopFromPartial, type Lang, type MatchOptions } from '../../shared/orders';
import { grammarFor } from '../../shared/orders/grammar';
import { formKey } from '../../shared/orders/normalise';
import { fixtureView } from './fixtures';

/** The failures issue 10 found with recognizer-style text and table talk, one by one. */
const decide = (text: string, lang: Lang = 'es', options: Partial<MatchOptions> = {}) =>
  match(text, { lang, role: 'captain', ...options }).decision;
const runs = (text: string, lang: Lang = 'es', options: Partial<MatchOptions> = {}) => decide(text, lang, options).kind === 'execute';

describe('a direction among filler words is no course', () => {
  it.each([
    ['norte de qué', 'es'],
    ['qué hay al este', 'es'],
    ['venga arriba chicos', 'es'],
    ['we are going down', 'en'],
    ['i left it there', 'en'],
    ['nord di cosa', 'it'],
  ] as const)('"%s" does nothing', (text, lang) => {
    expect(decide(text, lang).kind).toBe('reject');
    expect(decide(text, lang, { mode: 'open' }).kind).toBe('reject');
  });

  it('a bare direction is asked about in push-to-talk and left alone in open mic', () => {
    expect(decide('norte')).toMatchObject({ kind: 'ask', prompt: '¿rumbo norte?' });
    expect(decide('north', 'en')).toMatchObject({ kind: 'ask', prompt: 'Head north?' });
    expect(decide('norte', 'es', { mode: 'open' })).toEqual({ kind: 'reject', reason: 'orders.not-understood' });
  });

  it('with a cue it is a course at once, fillers and all', () => {
    for (const text of ['rumbo norte', 'vamos al sur', 'venga, rumbo este, chicos', 'vamos para el sur']) {
      expect(decide(text), text).toMatchObject({ kind: 'execute', intent: { type: 'course' }, confirm: false });
      expect(decide(text, 'es', { mode: 'open' }), text).toMatchObject({ kind: 'execute', intent: { type: 'course' } });
    }
    expect(decide('go west', 'en')).toMatchObject({ kind: 'execute', intent: { type: 'course', direction: 'W' } });
    expect(decide('andiamo a sud', 'it')).toMatchObject({ kind: 'execute', intent: { type: 'course', direction: 'S' } });
  });
});

describe('with an open microphone, a sentence the pause cut before its end', () => {
  it.each([
    ['we go east with our', 'en', 'go east'],
    ['head north and the', 'en', 'head north'],
    ['vamos al sur con la', 'es', 'vamos al sur'],
    ['rumbo este con los', 'es', 'rumbo este'],
    ['andiamo a nord con il', 'it', 'andiamo a nord'],
    ['rotta ovest per il', 'it', 'rotta ovest'],
  ] as const)('"%s" orders nothing; "%s" does', (text, lang, order) => {
    expect(decide(text, lang, { mode: 'open' })).toEqual({ kind: 'reject', reason: 'orders.not-understood' });
    expect(decide(order, lang, { mode: 'open' })).toMatchObject({ kind: 'execute', intent: { type: 'course' } });
    // "[unk]" after the last word changes nothing: the sentence still ends on it.
    expect(decide(`${text} [unk]`, lang, { mode: 'open' }).kind).toBe('reject');
  });

  it.each(LANGS)('%s: no word a sentence cannot end on is a slot value, a stop word or a misreading of one', (lang) => {
    const lexicon = grammarFor(lang).lexicon;
    const key = (w: string) => formKey(w, lexicon);
    const slotWords = [
      ...lexicon.letters.flat(),
      ...lexicon.numbers.flat(),
      ...Object.values(lexicon.directions).flat(),
      ...lexicon.familyDirections,
      ...lexicon.stopWords,
      ...lexicon.confusions.flatMap(([a, b]) => [a, b]),
      ...lexicon.rhymes.flat(),
    ].map(key);
    expect(lexicon.tableTalk.unfinished.map(key).filter((w) => slotWords.includes(w))).toEqual([]);
  });

  it('a Captain\'s silence of one cell, the distance said last, still moves', () => {
    expect(decide('activo silencio al este una', 'es', { mode: 'open', view: fixtureView('captain-ready') })).toMatchObject({ kind: 'execute', intent: { type: 'silence', distance: 1 } });
    expect(decide('silenzio a est una', 'it', { mode: 'open', view: fixtureView('captain-ready') })).toMatchObject({ kind: 'execute', intent: { type: 'silence', distance: 1 } });
  });

  it('push-to-talk ends when the speaker lets go: a last "the" there is noise at the release', () => {
    expect(decide('head north the', 'en')).toMatchObject({ kind: 'execute', intent: { type: 'course', direction: 'N' } });
  });

  it('a letter, a number or an order word at the end is no cut sentence', () => {
    expect(decide('columna de', 'es', { mode: 'open' })).toMatchObject({ intent: { type: 'sonarAnswer', facts: [{ kind: 'column', value: 'D' }] } });
    expect(decide('drone sector for', 'en', { mode: 'open' })).toMatchObject({ intent: { type: 'drone', sector: 4 } });
    expect(decide('para', 'es', { mode: 'open' })).toMatchObject({ kind: 'execute', intent: { type: 'stop' } });
  });
});

describe('"o este" (a split "oeste")', () => {
  it('is never east', () => {
    for (const text of ['o este', 'o este chicos', 'rumbo norte o este']) {
      const decision = decide(text);
      const east = decision.kind === 'execute' ? decision.intent : decision.kind === 'ask' ? decision.options[0]!.intent : null;
      expect(east, text).not.toEqual({ type: 'course', direction: 'E' });
    }
    expect(decide('o este').kind).toBe('reject');
  });

  it('is west after a heading cue', () => {
    expect(decide('rumbo o este')).toMatchObject({ kind: 'execute', intent: { type: 'course', direction: 'W' } });
    expect(decide('vamos al o este')).toMatchObject({ kind: 'execute', intent: { type: 'course', direction: 'W' } });
    expect(decide('silencio dos o este')).toMatchObject({ kind: 'execute', intent: { type: 'silence', direction: 'W', distance: 2 } });
  });
});

describe('STOP', () => {
  it('"para", "wait" and "hold" inside a sentence stop nothing', () => {
    expect(decide('vamos para el sur')).toMatchObject({ intent: { type: 'course', direction: 'S' } });
    expect(decide('para qué sirve esto').kind).toBe('reject');
    expect(decide('wait for it', 'en').kind).not.toBe('execute');
    expect(decide('hold on let me think', 'en').kind).not.toBe('execute');
  });

  it('fires from a partial only when the partial is the stop word alone', () => {
    const options = { lang: 'es' as const, role: 'captain' as const };
    for (const partial of ['stop', '¡alto!', 'alto alto', 'STOP']) expect(stopFromPartial(partial, options), partial).toMatchObject({ intent: { type: 'stop' } });
    for (const partial of ['para', 'vamos para', 'vamos para el sur', 'para qué sirve esto', 'alto ahí no']) {
      expect(stopFromPartial(partial, options), partial).toBeNull();
    }
    for (const partial of ['wait', 'hold', 'hold on', 'wait a second']) expect(stopFromPartial(partial, { lang: 'en', role: 'captain' }), partial).toBeNull();
    expect(stopFromPartial('stop', { lang: 'en', role: 'captain' })).not.toBeNull();
    expect(stopFromPartial('alt', { lang: 'it', role: 'captain' })).not.toBeNull();
  });

  it('in push-to-talk a stop word with hesitations or words to the table is STOP; with an open mic it must stand alone', () => {
    const view = fixtureView('captain-ready');
    for (const [text, lang] of [['uh stop', 'en'], ['stop please', 'en'], ['guys stop', 'en'], ['eh para', 'es'], ['alto chicos', 'es'], ['ehm stop', 'it'], ['fermi tutti', 'it']] as const) {
      expect(decide(text, lang, { view, mode: 'ptt' }), text).toMatchObject({ kind: 'execute', intent: { type: 'stop' }, confirm: false });
      expect(decide(text, lang, { view, mode: 'open' }).kind, text).not.toBe('execute');
    }
    // An object, a "ya", a preposition's sentence: talk even with the key down.
    for (const [text, lang] of [['stop it', 'en'], ['stop stop it guys', 'en'], ['para ya', 'es'], ['vamos para', 'es'], ['para que', 'es']] as const) {
      expect(decide(text, lang, { view, mode: 'ptt' }).kind, text).not.toBe('execute');
    }
  });

  it('from a partial respects the rules the final result would: role, legality, confirmation', () => {
    expect(stopFromPartial('stop', { lang: 'es', role: 'engineer' })).toBeNull();
    expect(stopFromPartial('stop', { lang: 'es', role: 'captain', view: fixtureView('captain-ready') })).toMatchObject({ intent: { type: 'stop' }, confirm: false });
    // Turn by turn the engine has no STOP: the partial does not fire what the final result would refuse.
    expect(stopFromPartial('stop', { lang: 'es', role: 'captain', view: fixtureView('turn-course') })).toBeNull();
  });
});

describe('praise never ends the turn', () => {
  it.each([
    ['bien hecho chicos', 'es'],
    ['bien hecho', 'es'],
    ['listo para qué', 'es'],
    ['bene fatto', 'it'],
    ['over there', 'en'],
    ['well done guys', 'en'],
  ] as const)('"%s"', (text, lang) => {
    expect(runs(text, lang)).toBe(false);
    expect(runs(text, lang, { mode: 'open' })).toBe(false);
  });

  it('while the word alone still does', () => {
    expect(decide('listo')).toMatchObject({ kind: 'execute', intent: { type: 'endTurn' } });
    expect(decide('fatto', 'it')).toMatchObject({ kind: 'execute', intent: { type: 'endTurn' } });
  });
});

describe('words the recogniser gets nearly right', () => {
  it('"emersión" surfaces, it does not dive', () => {
    expect(decide('emersión')).toMatchObject({ kind: 'execute', intent: { type: 'surface' } });
    expect(decide('emersion')).toMatchObject({ intent: { type: 'surface' } });
  });

  it('an unknown word between a column and its row is not dropped to make "a" column A', () => {
    const decision = decide('torpedo a fe diez');
    expect(decision.kind === 'execute' ? decision.intent : null).not.toEqual({ type: 'torpedo', cell: 'A10' });
    expect(decision).toMatchObject({ intent: { type: 'torpedo', cell: 'F10' }, confirm: true });
    expect(decide('torpedo a [unk] diez').kind).toBe('reject');
  });

  it('"[unk]" weighs against acting: never a slot value, never free', () => {
    expect(decide('[unk] norte [unk]').kind).toBe('reject');
    expect(decide('[unk] para [unk]').kind).toBe('reject');
    expect(decide('[unk]')).toMatchObject({ kind: 'reject' });
    expect(decide('rumbo norte [unk]')).toMatchObject({ kind: 'execute', confirm: true });
    expect(decide('rumbo norte [unk]', 'es', { mode: 'open' }).kind).not.toBe('execute');
  });

  it('grammar words that are table talk (este, para, vamos, bien, hecho, listo) are no evidence together', () => {
    for (const text of ['este para vamos', 'bien hecho listo', 'vamos bien', 'para este', 'listo para este']) {
      expect(runs(text), text).toBe(false);
    }
  });
});

describe("another seat's ok", () => {
  it.each(['ok', 'vale', 'listo', 'hecho'])('"%s" from the First Mate or the Engineer does nothing, quietly', (text) => {
    for (const role of ['firstMate', 'engineer'] as const) {
      expect(decide(text, 'es', { role })).toEqual({ kind: 'not-an-order', reason: 'orders.ok-not-needed' });
    }
  });

  it('in every language', () => {
    expect(decide('okay', 'en', { role: 'engineer' })).toEqual({ kind: 'not-an-order', reason: 'orders.ok-not-needed' });
    expect(decide('fatto', 'it', { role: 'firstMate' })).toEqual({ kind: 'not-an-order', reason: 'orders.ok-not-needed' });
  });
});

describe('pointing at the map with an open microphone (base game)', () => {
  const base = { view: fixtureView('captain-ready', ['captain']) };
  const family = { view: fixtureView('family', ['captain']) };

  it.each([
    ['go to the right', 'en'],
    ['moving left', 'en'],
    ['turn the right', 'en'],
    ['vamos a la derecha', 'es'],
    ['silencio, una a la derecha', 'es'],
    ['andiamo a destra', 'it'],
    ['drop a mine left', 'en'],
    ['coloco mina a la izquierda', 'es'],
  ] as const)('"%s" is talk in a base game with an open microphone, an order with the key pressed', (text, lang) => {
    expect(decide(text, lang, { ...base, mode: 'open' })).toEqual({ kind: 'reject', reason: 'orders.compass' });
    expect(decide(text, lang, { ...base, mode: 'ptt' }).kind).not.toBe('reject');
  });

  it('a silence in place heads nowhere: a stray "right" or "su" leaves it an order', () => {
    expect(decide('silence, stay right here', 'en', { ...base, mode: 'open' })).toMatchObject({ kind: 'execute', intent: { type: 'silence', distance: 0 } });
    expect(decide('dai su, silenzio, fermi', 'it', { ...base, mode: 'open' })).toMatchObject({ kind: 'execute', intent: { type: 'silence', distance: 0 } });
  });

  it('a mine at a named cell points nowhere: a stray "right" or "su" leaves it an order', () => {
    expect(decide('right, drop a mine at d six', 'en', { ...base, mode: 'open' })).toMatchObject({ kind: 'execute', intent: { type: 'mine', cell: 'D6' } });
    expect(decide('metto una mina su d sei', 'it', { ...base, mode: 'open' })).toMatchObject({ kind: 'execute', intent: { type: 'mine', cell: 'D6' } });
  });

  it('a compass word in the same breath keeps it an order ("right, head east")', () => {
    expect(decide('right, head east', 'en', { ...base, mode: 'open' })).toMatchObject({ kind: 'execute', intent: { type: 'course', direction: 'E' } });
    expect(decide('silencio, una al este', 'es', { ...base, mode: 'open' })).toMatchObject({ kind: 'execute', intent: { type: 'silence', direction: 'E' } });
  });

  it('an Engineer\'s panel named by up, down, left or right is talk with an open microphone; by the compass it is the order', () => {
    const engineer = { view: fixtureView('engineer-north', ['engineer']), role: 'engineer' as const };
    expect(decide('the up an mine center', 'en', { ...engineer, mode: 'open' })).toEqual({ kind: 'reject', reason: 'orders.compass' });
    expect(decide('cross green up', 'en', { ...engineer, mode: 'open' })).toEqual({ kind: 'reject', reason: 'orders.compass' });
    expect(decide('cross green north', 'en', { ...engineer, mode: 'open' })).toMatchObject({ kind: 'execute', intent: { type: 'cross', panel: 'N', symbol: 'detection' } });
    expect(decide('cross green up', 'en', { ...engineer, mode: 'ptt' })).toMatchObject({ kind: 'execute', intent: { type: 'cross', panel: 'N', symbol: 'detection' } });
  });

  it('in a Family game up, down, left and right are the rulebook\'s own courses, open microphone or not', () => {
    expect(decide('moving right', 'en', { ...family, mode: 'open' })).toMatchObject({ kind: 'execute', intent: { type: 'course', direction: 'E' } });
    expect(decide('vamos a la derecha', 'es', { ...family, mode: 'open' })).toMatchObject({ kind: 'execute', intent: { type: 'course', direction: 'E' } });
  });
});

describe('a negated order orders nothing, with the key pressed or not', () => {
  const view = { view: fixtureView('captain-ready', ['captain']) };

  it.each([
    ["don't go east", 'en'],
    ['never fire at g six', 'en'],
    ['jamás disparo al g seis', 'es'],
    ['non andiamo a est', 'it'],
  ] as const)('"%s"', (text, lang) => {
    for (const mode of ['ptt', 'open'] as const) expect(decide(text, lang, { ...view, mode })).toEqual({ kind: 'reject', reason: 'orders.negated' });
  });

  it('a negation that is an order\'s own word still orders ("never mind", "silence, no move")', () => {
    expect(decide('never mind', 'en')).toMatchObject({ kind: 'execute', intent: { type: 'cancel' } });
    expect(decide('silence, no move', 'en', view)).toMatchObject({ kind: 'execute', intent: { type: 'silence', distance: 0 } });
  });
});

describe('STOP pressed on (issue 27: words players add)', () => {
  const RT = { view: fixtureView('captain-ready') };
  it.each([
    ['alto cuanto antes', 'es'],
    ['alto por favor', 'es'],
    ['stop ahora mismo', 'es'],
    ['halt right away', 'en'],
    ['stop at once please', 'en'],
    ['alt per favore', 'it'],
    ['fermi subito ragazzi', 'it'],
    ['stop al più presto', 'it'],
    // Words naming the pause (session 7 kind).
    ['stop, stop, everybody pause', 'en'],
    ['whoa whoa, stop', 'en'],
    ['alto, pausa', 'es'],
    ['fermi tutti, ferma il gioco un attimo', 'it'],
    // A seat named, and everything (session 13 kinds).
    ['hang on mate, stop the game', 'en'],
    ['radio operator, stop everything', 'en'],
    ['alt, tutto, un attimo', 'it'],
    // A pause named with a stop word in it is the padding, not a second stop word (round 9 kind).
    ['stop, stop, hold on everyone', 'en'],
    // Every word that is a STOP on its own stops, not only the stop words (round 9 kind).
    ['para, para, parad el juego', 'es'],
    ['detente, por favor', 'es'],
  ] as const)('"%s" is STOP in push-to-talk, nothing in open mic', (text, lang) => {
    expect(decide(text, lang, RT)).toMatchObject({ kind: 'execute', intent: { type: 'stop' } });
    expect(runs(text, lang, { ...RT, mode: 'open' })).toBe(false);
  });

  it.each([
    ['stop, the game is boring', 'en'],
    ['para cuanto antes', 'es'], // "para" is also "for": pressing it on does not make it STOP
    ['stop it now', 'en'],
    ['stop being quick', 'en'],
  ] as const)('"%s" is no STOP', (text, lang) => {
    expect(runs(text, lang, RT)).toBe(false);
  });

  it('around any order, a pressing phrase is heard as itself (the order is read; this view refuses these courses)', () => {
    expect(decide('dispara a ce seis cuanto antes', 'es')).toMatchObject({ intent: { type: 'torpedo', cell: 'C6' } });
    expect(decide('rumbo sur en seguida', 'es', RT)).toMatchObject({ intent: { type: 'course', direction: 'S' } });
    expect(decide('vai a nord in fretta', 'it', RT)).toMatchObject({ intent: { type: 'course', direction: 'N' } });
    expect(decide('vai a nord in fretta', 'it', RT)).toEqual(decide('vai a nord', 'it', RT));
  });
});

describe('a gauge read aloud is no order (issue 27: a report is not an order)', () => {
  const RT = { view: fixtureView('captain-ready') };
  it.each([
    ['la barra del sonar va por tres', 'es'],
    ['el medidor del torpedo está en dos', 'es'],
    ['the drone meter is at four', 'en'],
    ['torpedo gauge reads two', 'en'],
    ["l'indicatore del drone è a cinque", 'it'],
    ['la barra della mina sta a due', 'it'],
  ] as const)('"%s" does nothing, in either mode', (text, lang) => {
    expect(runs(text, lang, RT)).toBe(false);
    expect(runs(text, lang, { ...RT, mode: 'open' })).toBe(false);
  });

  it('the system with its number as an order still runs', () => {
    expect(decide('lanzo dron sector tres', 'es', RT)).toMatchObject({ intent: { type: 'drone', sector: 3 } });
    expect(decide('launch drone sector four', 'en', RT)).toMatchObject({ intent: { type: 'drone', sector: 4 } });
    expect(decide('lancio il drone nel settore cinque', 'it', RT)).toMatchObject({ intent: { type: 'drone', sector: 5 } });
  });
});

describe("the drone's question in the past is a recollection, not the question (issue 27: tense)", () => {
  const RT = { view: fixtureView('captain-ready') };
  it('"were you in sector two" asks nothing of the enemy, as in Spanish and Italian; "are you in sector two" does', () => {
    for (const mode of ['ptt', 'open'] as const) {
      expect(runs('were you in sector two', 'en', { ...RT, mode }), mode).toBe(false);
      expect(decide('are you in sector two', 'en', { ...RT, mode })).toMatchObject({ kind: 'execute', intent: { type: 'drone', sector: 2 } });
    }
  });
});

describe('where the enemy is, in the third person, is a report (session 15)', () => {
  it.each([
    ['andan por la fila cinco', 'es'],
    ['estaban en el sector tres', 'es'],
    ['no dispares a la ce cinco, están en la ce ocho', 'es'],
    ['stanno nella colonna ci e riga cinque', 'it'],
  ] as const)('"%s" is neither run nor asked, in either mode', (text, lang) => {
    expect(decide(text, lang).kind).toBe('reject');
    expect(decide(text, lang, { mode: 'open' }).kind).toBe('reject');
  });

  it('while "¿están en el sector cinco?" is still the drone asked of the enemy, and "estamos en…" our sonar answer', () => {
    expect(decide('¿están en el sector cinco?')).toMatchObject({ kind: 'execute', intent: { type: 'drone', sector: 5 } });
    expect(decide('estamos en la columna ce y fila cinco')).toMatchObject({ kind: 'execute', intent: { type: 'sonarAnswer' } });
  });
});

describe('a quote of what someone said is no order (issue 27: reported speech)', () => {
  it.each([
    ['just said torpedo at h four', 'en'],
    ['mate said head north', 'en'],
    ['so i heard drone sector four', 'en'],
    ['el capitán dijo rumbo norte', 'es'],
    ['ya cantaron dron sector cuatro', 'es'],
  ] as const)('"%s" is neither run nor asked, in either mode', (text, lang) => {
    expect(decide(text, lang).kind).toBe('reject');
    expect(decide(text, lang, { mode: 'open' }).kind).toBe('reject');
  });

  it('the speaker repeating their own order is no quote: "go north, i said" is still asked, not refused', () => {
    expect(decide('go north i said', 'en', { mode: 'open' })).toMatchObject({ kind: 'ask' });
    expect(decide('he said go north', 'en', { mode: 'open' }).kind).toBe('reject');
  });

  it('the verbs of saying are in the grammar handed to the recognizer, so "said" is not heard as "send"', () => {
    for (const [lang, word] of [['en', 'said'], ['es', 'dijeron'], ['it', 'detto']] as const) {
      expect(contextGrammar({ lang, roles: ['captain'], view: null, mode: 'ptt' }).words).toContain(word);
    }
  });
});

describe('an order put to the table as a question without its mark (session 15, adversarial talk)', () => {
  it.each([
    ['entonces torpedo a e ocho o esperamos', 'es'],
    ['siluro in e otto o aspettiamo', 'it'],
    ['torpedo at e eight or do we wait', 'en'],
    ['il rosso a nord, dici', 'it'],
    ['torpedo a e ocho, dices', 'es'],
    ['drone sector two, you reckon', 'en'],
  ] as const)('"%s" is neither run nor asked, in either mode', (text, lang) => {
    expect(decide(text, lang, { role: ['captain', 'engineer'] }).kind).toBe('reject');
    expect(decide(text, lang, { role: ['captain', 'engineer'], mode: 'open' }).kind).toBe('reject');
  });

  it.each([
    ['¿el verde del norte es detección o especial?', 'es'],
    ['rumbo norte o sur', 'es'],
    ['drone sector four or five', 'en'],
    ['barro il rosso o il verde a nord', 'it'],
  ] as const)('two values of one kind offered with "or" are a choice, not an order: "%s"', (text, lang) => {
    expect(decide(text, lang, { role: ['captain', 'engineer'] }).kind).toBe('reject');
  });

  it('an "or" after a value before words of no value is the only other "or" that is talk, and a dialect\'s article "\'o" is no "or"', () => {
    expect(decide('torpedo a la o cinco')).toMatchObject({ kind: 'execute', intent: { type: 'torpedo', cell: 'O5' } });
    expect(decide('siluro su o tre', 'it')).toMatchObject({ kind: 'execute', intent: { type: 'torpedo', cell: 'O3' } });
    expect(decide("crocio 'o russo", 'it', { role: 'engineer' })).toMatchObject({ kind: 'execute', intent: { type: 'cross', symbol: 'weapon' } });
  });
});

describe('every person a Captain orders in (issue 27: verb forms by kind)', () => {
  it.each([
    ['andate a sud', 'it', { type: 'course', direction: 'S' }],
    ['si va a ovest', 'it', { type: 'course', direction: 'W' }],
    ['tiriamo dritto verso nord', 'it', { type: 'course', direction: 'N' }],
    ['muévanse al este', 'es', { type: 'course', direction: 'E' }],
    ['bajamos al sur', 'es', { type: 'course', direction: 'S' }],
    ['échale pal norte', 'es', { type: 'course', direction: 'N' }],
  ] as const)('"%s" heads there at once', (text, lang, intent) => {
    expect(decide(text, lang)).toMatchObject({ kind: 'execute', intent, confirm: false });
  });

  it.each([
    ['colpite di tre', 'it', 'D3'],
    ['fuoco a volontà in bi nove', 'it', 'B9'],
    ['tírenle a ce cinco', 'es', 'C5'],
    ['tube one fire at c six', 'en', 'C6'],
  ] as const)('"%s" fires (asked to confirm, as every torpedo)', (text, lang, cell) => {
    expect(decide(text, lang)).toMatchObject({ kind: 'execute', intent: { type: 'torpedo', cell }, confirm: true });
  });

  it.each([
    ['una tacca sul drone', 'it', 'drone'],
    ['carichiamo la mina', 'it', 'mine'],
    ['ponle una rayita al torpedo', 'es', 'torpedo'],
    ['carguen el torpedo', 'es', 'torpedo'],
  ] as const)('the First Mate\'s "%s" marks at once', (text, lang, system) => {
    expect(match(text, { lang, role: 'firstMate' }).decision).toMatchObject({ kind: 'execute', intent: { type: 'mark', system }, confirm: false });
  });

  it.each([
    ['procediamo a nord', 'it', 'N'],
    ['proseguiamo verso sud', 'it', 'S'],
    ['saliamo verso nord', 'it', 'N'],
    ['nos dirigimos al norte', 'es', 'N'],
    ['seguimos hacia el este', 'es', 'E'],
    ['dirígete al este', 'es', 'E'],
    ['proceed south', 'en', 'S'],
    ['continue west', 'en', 'W'],
  ] as const)('every verb of moving on heads there: "%s"', (text, lang, direction) => {
    expect(decide(text, lang)).toMatchObject({ kind: 'execute', intent: { type: 'course', direction }, confirm: false });
  });

  it.each([
    ['nord adesso', 'nord', 'it', 'N'],
    ['a sud presto', 'a sud', 'it', 'S'],
    ['norte ya', 'norte', 'es', 'N'],
    ['rápido al oeste', 'al oeste', 'es', 'W'],
    ['north now', 'north', 'en', 'N'],
    ['south quick', 'south', 'en', 'S'],
  ] as const)('a direction pressed on is an order: "%s" runs, where "%s" alone is only asked', (text, bare, lang, direction) => {
    expect(decide(text, lang)).toMatchObject({ kind: 'execute', intent: { type: 'course', direction } });
    expect(decide(bare, lang).kind).toBe('ask');
  });

  it.each([
    ['north please', 'en', 'N'],
    ['okay guys, south please', 'en', 'S'],
    ['al sur, por favor', 'es', 'S'],
    ['norte, porfa', 'es', 'N'],
    // Said first, the request is read last.
    ['por favor, al oeste', 'es', 'W'],
    ['per cortesia, a nord', 'it', 'N'],
    ['a sud, per favore', 'it', 'S'],
  ] as const)('a direction asked for as a favour is an order (session 13 kind): "%s"', (text, lang, direction) => {
    expect(decide(text, lang)).toMatchObject({ kind: 'execute', intent: { type: 'course', direction } });
  });

  it('a request said first is no order of its own: "por favor, pásame la sal" and "please, stop talking" do nothing', () => {
    expect(runs('por favor, pásame la sal', 'es')).toBe(false);
    expect(runs('please, stop talking', 'en', { view: fixtureView('captain-ready') })).toBe(false);
  });

  it.each([
    ['este, por favor', 'es'], // "this one, please": "este" is east only after "al"
    ['este porfa', 'es'],
    ['oeste a favor', 'es'], // "in favour of west"
    ['est a favore', 'it'],
    ['right please', 'en'], // a Family word is no compass point
    ['izquierda, porfa', 'es'],
  ] as const)('a request beside a word that is not a compass point runs nothing: "%s"', (text, lang) => {
    for (const mode of ['ptt', 'open'] as const) expect(runs(text, lang, { mode }), mode).toBe(false);
  });

  it.each([
    ['y ahora el sonar', 'es'], ['ya, el sonar', 'es'], ['e ora il sonar', 'it'], ['il sonar ora', 'it'], ['and now the sonar', 'en'],
    ['chicos, parad ya', 'es'], ['paren ya chicos', 'es'], ['ragazzi fermatevi subito', 'it'],
    ['heading east is no problem', 'en'], ['nessun problema ad andare a est', 'it'],
    ['sonar gauge', 'en'], ['the sonar gauge now', 'en'], ['radio, back east please', 'en'], ['radio, scratch out', 'en'],
  ] as const)('talk a reviewer wrote against session 13\'s words does nothing with an open microphone: "%s"', (text, lang) => {
    expect(runs(text, lang, { view: fixtureView('captain-ready', ['captain']), mode: 'open' })).toBe(false);
  });

  it('with the key pressed an order after its reason is asked, never run; with an open microphone it is talk (round 10 kind)', () => {
    const captain = { view: fixtureView('captain-ready') };
    for (const [text, lang] of [["okay, nothing interesting over there, so let's go west", 'en'], ['siamo saliti di nuovo a nord, quindi andiamo a ovest', 'it'], ['no hay nada por aquí, así que rumbo oeste', 'es']] as const) {
      expect(decide(text, lang, captain).kind, text).toBe('ask');
      expect(decide(text, lang, { ...captain, mode: 'open' }).kind, text).toBe('reject');
    }
    expect(match('siamo scesi ancora a sud, quindi barro la radiazione del reattore', { lang: 'it', role: 'engineer' }).decision.kind).toBe('ask');
    // A "not" in the reason is the reason's own.
    expect(decide("we don't see them, so head west", 'en', captain)).toMatchObject({ kind: 'ask', options: [{ intent: { type: 'course', direction: 'W' } }] });
    expect(decide('non li vedo, quindi andiamo a ovest', 'it', captain)).toMatchObject({ kind: 'ask', options: [{ intent: { type: 'course', direction: 'W' } }] });
    // What follows the reason is read alone, with its own negation; nothing that is no order is asked.
    expect(decide("we can't go west, so don't go north", 'en', captain).kind).toBe('reject');
    expect(decide('they went north, so what', 'en', captain).kind).toBe('reject');
    // A question after the reason stays that question.
    expect(decide("we don't see them, so go west now east", 'en', captain)).toMatchObject({ kind: 'ask', prompt: 'East or west?' });
    // One word after it is too little to be an order of its own ("… so, surface?").
    expect(decide('okay, nothing over there, so surface', 'en', captain).kind).toBe('reject');
    // Only after the last word of consequence ("so what" ends it as talk), never a STOP.
    expect(decide('they heard us, so head west, so what', 'en', captain).kind).toBe('reject');
    expect(decide('we are not moving so stop the game', 'en', captain).kind).toBe('reject');
    // A reason that is itself talk governs what follows: a plan or condition, a statement about the enemy.
    for (const [text, lang] of [['if they surface, so we surface too', 'en'], ["if there's nothing here, so head west", 'en'], ['they are in sector two, so drone sector two is useless', 'en'], ['dobbiamo sparire, quindi andiamo a ovest', 'it']] as const) {
      expect(decide(text, lang, captain).kind, text).toBe('reject');
    }
    // "entonces" and "allora" close a condition as often as they give a consequence: no split there.
    expect(decide('si no hay nada, entonces rumbo oeste', 'es', captain).kind).toBe('reject');
    expect(decide('quando vedono il drone, allora andiamo a ovest', 'it', captain).kind).toBe('reject');
  });

  it('words of address do not press a direction on: "guys south" (talk misheard) is never run', () => {
    expect(runs('guys south guys', 'en', { mode: 'open' })).toBe(false);
    expect(runs('east folks guys', 'en', { mode: 'open' })).toBe(false);
    expect(runs('everybody south', 'en')).toBe(false);
    expect(runs('todos al sur', 'es', { mode: 'open' })).toBe(false);
  });

  it.each([
    ['vanno a nord', 'it'],
    ['procedono verso est', 'it'],
    ['van al norte', 'es'],
    ['su dai', 'it'],
    ['dai su', 'it'],
  ] as const)('the third person and an interjection are no order: "%s" does nothing', (text, lang) => {
    expect(runs(text, lang)).toBe(false);
    expect(runs(text, lang, { mode: 'open' })).toBe(false);
  });

  it.each([
    ['silurate gi dodici', 'it', { type: 'torpedo', cell: 'G12' }],
    ['torpedeen ce cinco', 'es', { type: 'torpedo', cell: 'C5' }],
    ['detona la mina in effe sei', 'it', { type: 'detonate', cell: 'F6' }],
    ['vuela la mina de ce tres', 'es', { type: 'detonate', cell: 'C3' }],
  ] as const)('the weapon\'s own verb: "%s"', (text, lang, intent) => {
    expect(decide(text, lang)).toMatchObject({ kind: 'execute', intent });
  });

  it('moving in silence is a silence: "andiamo in silenzio a ovest di una casella", "vamos en silencio tres al sur"', () => {
    expect(decide('andiamo in silenzio a ovest di una casella', 'it')).toMatchObject({ kind: 'execute', intent: { type: 'silence', direction: 'W', distance: 1 } });
    expect(decide('vamos en silencio tres al sur', 'es')).toMatchObject({ kind: 'execute', intent: { type: 'silence', direction: 'S', distance: 3 } });
  });

  it('a passive or past "hit" stays talk: "we got hit at c five" fires nothing', () => {
    expect(decide('we got hit at c five', 'en', { mode: 'open' }).kind).toBe('reject');
  });
});

describe('a silence of zero cells in a direction contradicts itself (most likely a misheard "two")', () => {
  it('is asked, never run at once; a still silence said as such still runs', () => {
    expect(decide('silence zero cells north', 'en')).toMatchObject({ kind: 'execute', confirm: true });
    expect(decide('silencio cero al norte')).toMatchObject({ kind: 'execute', confirm: true });
    expect(decide('silencio cero al norte', 'es', { mode: 'open' }).kind).not.toBe('execute');
    expect(decide('silence zero', 'en')).toMatchObject({ kind: 'execute', intent: { type: 'silence', distance: 0 }, confirm: false });
    expect(decide('silence two north', 'en')).toMatchObject({ kind: 'execute', intent: { type: 'silence', direction: 'N', distance: 2 }, confirm: false });
  });
});

describe('round 5 kinds, from a new author\'s lines (issue 27)', () => {
  const as = (role: MatchOptions['role'], text: string, lang: Lang) => match(text, { lang, role }).decision;

  it('a correction said in several words replaces what it corrects ("anzi no", "no aspetta", "no, perdón", "no wait")', () => {
    expect(decide('rotta nord, no aspetta, est', 'it')).toMatchObject({ kind: 'execute', intent: { type: 'course', direction: 'E' } });
    expect(decide('rotta est, anzi no, ovest', 'it')).toMatchObject({ kind: 'execute', intent: { type: 'course', direction: 'W' } });
    expect(decide('rumbo norte, no, perdón, sur')).toMatchObject({ kind: 'execute', intent: { type: 'course', direction: 'S' } });
    expect(decide('head north, no wait, west', 'en')).toMatchObject({ kind: 'execute', intent: { type: 'course', direction: 'W' } });
    expect(as('firstMate', 'segno sonar, no aspetta, siluro', 'it')).toMatchObject({ kind: 'execute', intent: { type: 'mark', system: 'torpedo' } });
    // Bare directions stay asked after a correction, as before it.
    expect(decide('nord, no aspetta, est', 'it')).toMatchObject({ kind: 'ask' });
  });

  it('the marking verb\'s participle is the mark done; a full gauge announced is still no mark', () => {
    expect(as('firstMate', 'drone caricato', 'it')).toMatchObject({ kind: 'execute', intent: { type: 'mark', system: 'drone' } });
    expect(as('firstMate', 'mina, segnata', 'it')).toMatchObject({ kind: 'execute', intent: { type: 'mark', system: 'mine' } });
    expect(as('firstMate', 'dron marcado', 'es')).toMatchObject({ kind: 'execute', intent: { type: 'mark', system: 'drone' } });
    expect(as('firstMate', 'drone, marked', 'en')).toMatchObject({ kind: 'execute', intent: { type: 'mark', system: 'drone' } });
    // The system first, then its notch (round 6's one wrong line: read as a drone on sector one).
    expect(as('firstMate', 'drone, una tacca', 'it')).toMatchObject({ kind: 'execute', intent: { type: 'mark', system: 'drone' } });
    for (const [text, lang] of [['mina carica', 'it'], ['torpedo cargado', 'es'], ['torpedo charged', 'en']] as const) {
      expect(as('firstMate', text, lang).kind).not.toBe('execute');
    }
  });

  it('the winds name the points: "ponente" is west, "levante" east, "settentrione" north', () => {
    expect(decide('rotta a ponente', 'it')).toMatchObject({ kind: 'execute', intent: { direction: 'W' } });
    expect(decide('giriamo a levante', 'it')).toMatchObject({ kind: 'execute', intent: { direction: 'E' } });
    expect(decide('muoviamoci verso settentrione', 'it')).toMatchObject({ kind: 'execute', intent: { direction: 'N' } });
    expect(decide('ponemos rumbo a poniente')).toMatchObject({ kind: 'execute', intent: { direction: 'W' } });
  });

  it('stop in everyday words; an explosion names the detonation, never a mine to lay', () => {
    for (const [text, lang] of [['ferma tutto', 'it'], ['motori spenti', 'it'], ['stoppa', 'it'], ['paren todo', 'es']] as const) {
      expect(decide(text, lang)).toMatchObject({ kind: 'execute', intent: { type: 'stop' } });
    }
    expect(decide('esplosione mina in emme quattordici', 'it')).toMatchObject({ intent: { type: 'detonate', cell: 'M14' } });
  });

  it('diving and surfacing as players say it; a hull section by its everyday words', () => {
    expect(decide('ci immergiamo', 'it')).toMatchObject({ kind: 'execute', intent: { type: 'dive' } });
    expect(decide('torniamo sott\'acqua', 'it')).toMatchObject({ kind: 'execute', intent: { type: 'dive' } });
    expect(as('engineer', 'scafo sistemato', 'it')).toMatchObject({ kind: 'execute', intent: { type: 'secureHull' } });
    expect(as('engineer', 'sezione ok', 'it')).toMatchObject({ kind: 'execute', intent: { type: 'secureHull' } });
    expect(as('radioOperator', 'hull patched', 'en')).toMatchObject({ kind: 'execute', intent: { type: 'secureHull' } });
    // "scafo ok" is the other crew's hull drawing approved (surfacing check), not our section.
    expect(as('engineer', 'scafo ok', 'it')).not.toMatchObject({ intent: { type: 'secureHull' } });
  });

  it('a plan for later is no order: "la próxima ponemos una mina en efe cinco"', () => {
    for (const [text, lang] of [['la próxima ponemos una mina en efe cinco', 'es'], ['la prossima volta siluro in ci tre', 'it'], ['next time torpedo at c three', 'en']] as const) {
      expect(decide(text, lang).kind).not.toBe('execute');
      expect(decide(text, lang, { mode: 'open' }).kind).toBe('reject');
    }
  });
});

describe('one order said twice in other words (issue 27, round 5)', () => {
  it.each([
    ['okay folks, take us up, surface', 'en', 'surface'],
    ['vuotate le casse, si emerge', 'it', 'surface'],
    ['giù, ci immergiamo', 'it', 'dive'],
    ['salimos a superficie, emergemos', 'es', 'surface'],
  ] as const)('"%s" is that order', (text, lang, type) => {
    expect(decide(text, lang)).toMatchObject({ kind: 'execute', intent: { type } });
  });

  it('two halves that read as different orders, or talk beside an order, stay as they were', () => {
    // Another order in each half: neither runs.
    expect(decide('rumbo norte, rumbo sur').kind).not.toBe('execute');
    expect(decide('emergemos, inmersión').kind).not.toBe('execute');
    // A report about the enemy beside the same order: the report is talk, so the whole is not said twice.
    expect(decide('they went north, head north', 'en', { mode: 'open' }).kind).not.toBe('execute');
    expect(decide('la próxima ponemos una mina en efe cinco, mina en efe cinco', 'es', { mode: 'open' }).kind).not.toBe('execute');
  });

  it('a course said twice in a longer sentence is still only asked', () => {
    expect(decide('swing her north, head north', 'en')).toMatchObject({ kind: 'ask', options: [{ intent: { type: 'course', direction: 'N' } }] });
  });
});

describe('verbs in every person and the everyday names of an act (issue 27, round 5)', () => {
  const as = (role: MatchOptions['role'], text: string, lang: Lang) => match(text, { lang, role }).decision;
  it.each([
    ['posiamo una mina in effe dieci', 'it', { type: 'mine', cell: 'F10' }],
    ['seminiamo una mina in elle nove', 'it', { type: 'mine', cell: 'L9' }],
    ['lanciamo un sonar', 'it', { type: 'sonar' }],
    ['facciamo un ping col sonar', 'it', { type: 'sonar' }],
    ['riempite le casse', 'it', { type: 'dive' }],
    ['saliamo a prendere aria', 'it', { type: 'surface' }],
    ['hagan un barrido de sonar, por favor', 'es', { type: 'sonar' }],
    ['vamos a echar un sonar, muchachos', 'es', { type: 'sonar' }],
  ] as const)('"%s" runs', (text, lang, intent) => {
    expect(decide(text, lang)).toMatchObject({ kind: 'execute', intent });
  });

  it('a hull section by the participle first; an engineer\'s colour by any verb of taking', () => {
    expect(as('radioOperator', 'spuntata la mia sezione di scafo', 'it')).toMatchObject({ kind: 'execute', intent: { type: 'secureHull' } });
    expect(as('radioOperator', 'ya reparé mi parte del casco', 'es')).toMatchObject({ kind: 'execute', intent: { type: 'secureHull' } });
    expect(as('engineer', 'marco el verde', 'es')).toMatchObject({ kind: 'execute', intent: { type: 'cross', symbol: 'detection' } });
  });
});

describe('English as a new author said it (issue 27, round 5)', () => {
  const as = (role: MatchOptions['role'], text: string) => match(text, { lang: 'en', role }).decision;
  it.each([
    ['stop the boat', { type: 'stop' }],
    ['everybody stop', { type: 'stop' }],
    ['fire up the sonar', { type: 'sonar' }],
    ['send a torp at f eleven', { type: 'torpedo', cell: 'F11' }],
  ] as const)('"%s" runs', (text, intent) => {
    expect(decide(text, 'en')).toMatchObject({ kind: 'execute', intent });
  });

  it('"tick" marks for the First Mate; "going under" in a sentence about the enemy is no dive', () => {
    expect(as('firstMate', "i'll tick the mine")).toMatchObject({ kind: 'execute', intent: { type: 'mark', system: 'mine' } });
    expect(decide('they are going under again', 'en', { mode: 'open' }).kind).toBe('reject');
  });
});

describe('the object named first, then the act (issue 27, round 6)', () => {
  const as = (role: MatchOptions['role'], text: string) => match(text, { lang: 'it', role }).decision;
  it('a system then its mark, a symbol then its cross, a hull section in a word or two', () => {
    expect(as('firstMate', 'siluri, segno')).toMatchObject({ kind: 'execute', intent: { type: 'mark', system: 'torpedo' } });
    expect(as('firstMate', 'sonar, segno')).toMatchObject({ kind: 'execute', intent: { type: 'mark', system: 'sonar' } });
    // "carico" after the system is also its state ("the sonar is loaded"): an announcement, no mark.
    expect(as('firstMate', 'sonar, carico').kind).not.toBe('execute');
    expect(as('engineer', 'giallo, barrato')).toMatchObject({ kind: 'execute', intent: { type: 'cross', symbol: 'special' } });
    expect(as('engineer', 'spunto lo scafo')).toMatchObject({ kind: 'execute', intent: { type: 'secureHull' } });
    expect(as('engineer', 'tappata la falla, capo')).toMatchObject({ kind: 'execute', intent: { type: 'secureHull' } });
  });

  it('"again" and "a moment" are fillers, but "fa" (ago) stays a word: a report of turns past is no order', () => {
    expect(decide('immergiamoci di nuovo', 'it')).toMatchObject({ kind: 'execute', intent: { type: 'dive' } });
    expect(decide('silenzio zero, stiamo qui', 'it')).toMatchObject({ kind: 'execute', intent: { type: 'silence', distance: 0 } });
    expect(decide('siamo emersi tre turni fa', 'it').kind).not.toBe('execute');
  });
});

describe('Spanish, round 6: the object first, "otra vez", a notch by its name', () => {
  const as = (role: MatchOptions['role'], text: string) => match(text, { lang: 'es', role }).decision;
  it('runs what a teammate would obey at once', () => {
    expect(decide('sumergimos otra vez')).toMatchObject({ kind: 'execute', intent: { type: 'dive' } });
    expect(as('firstMate', 'una muesca en el escenario')).toMatchObject({ kind: 'execute', intent: { type: 'mark', system: 'scenario' } });
    expect(as('engineer', 'eh, el amarillo, tachado')).toMatchObject({ kind: 'execute', intent: { type: 'cross', symbol: 'special' } });
    expect(decide('silencio, quedémonos quietitos aquí')).toMatchObject({ kind: 'execute', intent: { type: 'silence', distance: 0 } });
  });
});

describe('English, round 6: "again", the symbol first', () => {
  const as = (role: MatchOptions['role'], text: string) => match(text, { lang: 'en', role }).decision;
  it('runs what a teammate would obey at once', () => {
    expect(decide('submerge again please', 'en')).toMatchObject({ kind: 'execute', intent: { type: 'dive' } });
    expect(as('engineer', 'radiation symbol, crossed')).toMatchObject({ kind: 'execute', intent: { type: 'cross', symbol: 'radiation' } });
  });
});
