import { describe, expect, it } from 'vitest';
import { LANGS, match, type Lang, type MatchOptions } from '../../shared/orders';
import { buildContextGrammar, contextGrammar, MAX_PHRASES } from '../../shared/orders/context-grammar';
import { grammarFor } from '../../shared/orders/grammar';
import { unheld } from '../../shared/orders/grammar-fit';
import { tokenise } from '../../shared/orders/normalise';
import { spoken } from '../../shared/orders/spoken';
import { fixtureView } from './fixtures';

/** Issue 27: cells as players spell them, seats as they call them, and what opens a statement or a plan. */
const read = (text: string, lang: Lang) => spoken(tokenise(text, grammarFor(lang).lexicon), grammarFor(lang).lexicon).join(' ');
const decide = (text: string, lang: Lang, options: Partial<MatchOptions> = {}) => match(text, { lang, role: 'captain', ...options }).decision;
const runs = (text: string, lang: Lang, options: Partial<MatchOptions> = {}) => decide(text, lang, options).kind === 'execute';

describe('letters spelled aloud', () => {
  it.each([
    ['torpedo at kilo four', 'en', 'torpedo at k four'],
    ['torpedo at b for boy four', 'en', 'torpedo at b four'],
    ['mine at m as in mother three', 'en', 'mine at m three'],
    ['fire at g as in golf seven', 'en', 'fire at g seven'],
    ['mine at m for mike three', 'en', 'mine at m three'],
    ['torpedo a be de burro siete', 'es', 'torpedo a be siete'],
    ['torpedo a be larga siete', 'es', 'torpedo a be siete'],
    ['detono la mina de de de dado uno', 'es', 'detono la mina de de uno'],
    ['siluro in ci come como sei', 'it', 'siluro in ci sei'],
    ['siluro in i lunga come jolly tre', 'it', 'siluro in ilunga tre'],
  ] as const)('"%s" (%s) is read "%s"', (text, lang, expected) => {
    expect(read(text, lang)).toBe(expected);
  });

  it('numbers as radio operators say them, and Italian cities alone before their row (session 14 kinds)', () => {
    expect(decide('drone on sector tree', 'en')).toMatchObject({ kind: 'execute', intent: { type: 'drone', sector: 3 } });
    expect(decide('drone sector fife', 'en')).toMatchObject({ kind: 'execute', intent: { type: 'drone', sector: 5 } });
    expect(decide('torpedo at kilo niner', 'en')).toMatchObject({ kind: 'execute', intent: { type: 'torpedo', cell: 'K9' } });
    expect(decide('siluro in Genova sei', 'it')).toMatchObject({ kind: 'execute', intent: { type: 'torpedo', cell: 'G6' } });
    expect(decide('mina in Imola quattro', 'it')).toMatchObject({ kind: 'execute', intent: { type: 'mine', cell: 'I4' } });
    // A radio number only where a number is said: after a letter, a row's or a sector's name.
    expect(read('move the tree north', 'en')).toBe('move the tree north');
    // A city is a letter only before a row: "andiamo a Milano" is no cell.
    expect(read('andiamo a milano', 'it')).toBe('andiamo a milano');
  });

  it('keeps the word when it does not start with the letter: "be de cuatro" is B then D… not a spelling', () => {
    expect(read('mina de de cuatro', 'es')).toBe('mina de de cuatro');
    expect(read('torpedo at d for c', 'en')).toBe('torpedo at d for c');
  });

  it('orders with a spelled cell run', () => {
    expect(decide('torpedo at kilo four', 'en')).toMatchObject({ kind: 'execute', intent: { type: 'torpedo', cell: 'K4' } });
    expect(decide('coloco una mina en ge de gato tres', 'es')).toMatchObject({ kind: 'execute', intent: { type: 'mine', cell: 'G3' } });
    expect(decide('sgancio una mina in emme come milano due', 'it')).toMatchObject({ kind: 'execute', intent: { type: 'mine', cell: 'M2' } });
  });
});

describe('rows said digit by digit', () => {
  it.each([
    ['torpedo at d one oh', 'en', 'D10'],
    ['torpedo at e double one', 'en', 'E11'],
    ['torpedo at g one four', 'en', 'G14'],
    ['torpedo at k 1 5', 'en', 'K15'],
    ['torpedo a de uno cero', 'es', 'D10'],
    ['siluro in effe uno due', 'it', 'F12'],
    // The column as its bare letter, as typed or written by a recognizer that spells.
    ['torpedo en D uno cero', 'es', 'D10'],
    ['siluro in L uno zero', 'it', 'L10'],
  ] as const)('"%s" (%s) targets %s', (text, lang, cell) => {
    expect(decide(text, lang)).toMatchObject({ kind: 'execute', intent: { type: 'torpedo', cell } });
  });

  it('only right after a column letter or a word naming a row: "sector one two" is not sector twelve', () => {
    expect(read('drone to sector one two', 'en')).toBe('drone to sector one two');
  });

  it.each([
    ['column echo, row one two', 'en', 'E', 12],
    ['column bravo, row one one', 'en', 'B', 11],
    ['columna e, fila uno dos', 'es', 'E', 12],
    ['colonna bi, riga uno zero', 'it', 'B', 10],
  ] as const)('a sonar answer\'s row said digit by digit after its word (round 10 kind): "%s"', (text, lang, column, row) => {
    expect(decide(text, lang, { view: fixtureView('sonar-pending') })).toMatchObject({
      intent: { type: 'sonarAnswer', facts: [{ kind: 'column', value: column }, { kind: 'row', value: row }] },
    });
  });
});

describe("a seat's name addresses someone", () => {
  it.each([
    ['first mate, mark torpedo', 'en', 'firstMate', { type: 'mark', system: 'torpedo' }],
    ['engineer, head north', 'en', 'captain', { type: 'course', direction: 'N' }],
    ['cross radiation chief', 'en', 'engineer', { type: 'cross', panel: null, symbol: 'radiation', part: null }],
    ['ingeniero, rumbo norte', 'es', 'captain', { type: 'course', direction: 'N' }],
    ['jefe de máquinas, inmersión', 'es', 'captain', { type: 'dive' }],
    ['marco torpedo capitán', 'es', 'firstMate', { type: 'mark', system: 'torpedo' }],
    ['radiofonista, rotta nord', 'it', 'captain', { type: 'course', direction: 'N' }],
    ['primo ufficiale, segno siluro', 'it', 'firstMate', { type: 'mark', system: 'torpedo' }],
  ] as const)('"%s" (%s, %s)', (text, lang, role, intent) => {
    expect(decide(text, lang, { role })).toMatchObject({ kind: 'execute', intent });
  });

  it('with an open microphone a name beside a single order word stays a word: "which way now" heard "emerge radio" surfaces nothing', () => {
    const open = { view: fixtureView('captain-ready'), mode: 'open' } as const;
    for (const text of ['emerge radio', 'radio surface', 'radio silence', 'stop chief', 'engineer sonar'])
      expect(decide(text, 'en', open).kind, text).not.toBe('execute');
    expect(decide('radiofonista, inmersión', 'es', { mode: 'open' }).kind).not.toBe('execute');
    expect(decide('radiofonista, superficie', 'it', open).kind).not.toBe('execute');
    // Two words besides fillers are an order with an address, as with the key pressed.
    expect(decide('radio, activate sonar', 'en', open)).toMatchObject({ kind: 'execute', intent: { type: 'sonar' } });
    expect(decide('radiofonista, rotta est', 'it', open)).toMatchObject({ kind: 'execute', intent: { type: 'course', direction: 'E' } });
    // With the key pressed the address is dropped even beside one word.
    expect(decide('radio surface', 'en', { view: fixtureView('captain-ready') })).toMatchObject({ kind: 'execute', intent: { type: 'surface' } });
  });

  it('several seats addressed in a row (session 13 kind): "engineer, first mate, we turn south"', () => {
    expect(decide('engineer, first mate, we turn south', 'en')).toMatchObject({ kind: 'execute', intent: { type: 'course', direction: 'S' } });
    expect(decide('segundo, ingeniero: vamos al este', 'es')).toMatchObject({ kind: 'execute', intent: { type: 'course', direction: 'E' } });
    expect(decide('engineer, first mate', 'en').kind).not.toBe('execute');
    // A name said twice, or a second one before a word or two, stays a word: "radio silence" is talk.
    expect(decide('radio, radio silence', 'en', { role: 'firstMate' }).kind).not.toBe('execute');
    expect(decide('capitán, radio, silencio', 'es', { role: 'firstMate' }).kind).not.toBe('execute');
  });

  it('a seat naming itself with the key pressed is an address too (session 14 kind): "captain, radio here, …", "aquí el ingeniero, …", "qui radio, …"', () => {
    const engineer = (text: string, lang: Lang) => decide(text, lang, { role: 'engineer' });
    expect(engineer('captain, engineer here, hull secured', 'en')).toMatchObject({ kind: 'execute', intent: { type: 'secureHull' }, confirm: false });
    expect(engineer('capitán, aquí el ingeniero, casco asegurado', 'es')).toMatchObject({ kind: 'execute', intent: { type: 'secureHull' }, confirm: false });
    expect(engineer('capitano, qui il macchinista, scafo riparato', 'it')).toMatchObject({ kind: 'execute', intent: { type: 'secureHull' }, confirm: false });
    // With an open microphone it is someone at the table speaking ("aquí el ingeniero, ¿rumbo norte?" asks the Captain).
    expect(decide('aquí el ingeniero, rumbo norte', 'es', { mode: 'open' }).kind).not.toBe('execute');
    expect(decide('qui ingegnere, rotta nord', 'it', { mode: 'open' }).kind).not.toBe('execute');
    // The introduction alone says nothing.
    for (const [lang, text] of [['en', 'radio here'], ['es', 'aquí el capitán'], ['it', 'qui radio']] as const) expect(decide(text, lang).kind, text).not.toBe('execute');
  });

  it('a seat naming itself as on the radio, by its verbs too (session 15, round 12): "this is the captain", "captain speaking", "habla el capitán", "soy el ingeniero", "parla il capitano"', () => {
    expect(decide('this is the captain, torpedo k eleven', 'en')).toMatchObject({ kind: 'execute', intent: { type: 'torpedo', cell: 'K11' } });
    expect(decide('captain speaking, dive', 'en')).toMatchObject({ kind: 'execute', intent: { type: 'dive' }, confirm: false });
    expect(decide('habla el capitán: ¡inmersión!', 'es')).toMatchObject({ kind: 'execute', intent: { type: 'dive' }, confirm: false });
    expect(decide('soy el ingeniero: mi parte del casco, asegurada', 'es', { role: 'engineer' })).toMatchObject({ kind: 'execute', intent: { type: 'secureHull' } });
    expect(decide('parla il capitano: rotta nord', 'it')).toMatchObject({ kind: 'execute', intent: { type: 'course', direction: 'N' }, confirm: false });
    // Not with an open microphone, and not a sentence that only starts the same way.
    expect(decide('habla el capitán: ¡inmersión!', 'es', { mode: 'open' }).kind).not.toBe('execute');
    expect(decide('this is the spot, dive', 'en').kind).not.toBe('execute');
  });

  it('the grammar handed to Vosk with the key pressed holds the seat with its word of naming itself ("captain speaking", "habla el capitán")', () => {
    for (const [lang, said] of [['en', 'captain speaking'], ['es', 'habla capitán'], ['it', 'parla capitano']] as const) {
      expect(unheld(said, contextGrammar({ lang, roles: ['captain'], view: null, mode: 'ptt' }).phrases), said).toEqual([]);
    }
  });

  it('a seat name alone is nothing, and a call to the table is not a seat ("guys, stop" in open mic stays talk)', () => {
    expect(decide('first mate', 'en').kind).not.toBe('execute');
    expect(decide('guys stop', 'en', { view: fixtureView('captain-ready'), mode: 'open' }).kind).not.toBe('execute');
  });
});

describe('a statement or a plan orders nothing', () => {
  it.each([
    ['there is a mine at e five from before', 'en'],
    ['they fired at c six', 'en'],
    ['the enemy went north', 'en'],
    ['first the mine then we go west', 'en'],
    ['if they come north we fire at c six', 'en'],
    ['hay una mina nuestra en be siete', 'es'],
    ['el enemigo va rumbo norte', 'es'],
    ['primero el sonar y luego rumbo norte', 'es'],
    ['c è una mina in bi sette', 'it'],
    ['il nemico va a nord', 'it'],
    ['dopo il drone spariamo in ci sei', 'it'],
  ] as const)('"%s" (%s)', (text, lang) => {
    for (const mode of ['ptt', 'open'] as const) expect(decide(text, lang, { view: fixtureView('captain-ready'), mode }).kind, mode).not.toBe('execute');
  });

  it('a course inside a longer sentence is asked, never run at once', () => {
    expect(decide('we went north last time and nobody saw us', 'en').kind).not.toBe('execute');
    expect(decide('vamos al norte pero con mucho cuidado esta vez', 'es').kind).not.toBe('execute');
    expect(decide('come about to the north', 'en')).toMatchObject({ kind: 'execute', intent: { type: 'course', direction: 'N' } });
  });

  it('the same words as an order still run', () => {
    expect(decide('drop a mine at e five', 'en')).toMatchObject({ kind: 'execute', intent: { type: 'mine', cell: 'E5' } });
    expect(decide('rumbo norte', 'es')).toMatchObject({ kind: 'execute', intent: { type: 'course', direction: 'N' } });
  });
});

describe('the grammar handed to Vosk holds them', () => {
  it.each(LANGS)('%s: seats, spelled cells, and at most MAX_PHRASES phrases for every map', (lang) => {
    for (const view of [null, fixtureView('captain-ready'), fixtureView('turn-system')]) {
      const g = buildContextGrammar({ lang, roles: ['captain'], view, mode: 'ptt' });
      expect(g.phrases.length).toBeLessThanOrEqual(MAX_PHRASES);
    }
    const g = buildContextGrammar({ lang, roles: ['captain'], view: null, mode: 'ptt' });
    const said = { en: 'first mate mark torpedo', es: 'ingeniero rumbo al norte', it: 'radiofonista rotta a nord' }[lang];
    expect(unheld(said, g.phrases)).toEqual([]);
    const spelled = { en: 'kilo four', es: 'be de burro', it: 'ci come como' }[lang];
    expect(unheld(spelled, g.phrases)).toEqual([]);
  });

  it('past the cap a letter word loses its pairs with the rows first, not the word nor the other spelled pieces', () => {
    // Italian with an open microphone: its cities with every row would take the list past MAX_PHRASES.
    const open = buildContextGrammar({ lang: 'it', roles: ['captain'], view: null, mode: 'open' }).phrases;
    const ptt = buildContextGrammar({ lang: 'it', roles: ['captain'], view: null, mode: 'ptt' }).phrases;
    expect(open.length).toBeLessThanOrEqual(MAX_PHRASES);
    expect(unheld('genova sei', ptt)).toEqual([]);
    expect(unheld('genova sei', open)).toEqual(['genova sei']);
    expect(open).toContain('genova');
    expect(unheld('ci come como', open)).toEqual([]);
    // English holds its NATO words' pairs in both.
    expect(unheld('kilo four', buildContextGrammar({ lang: 'en', roles: ['captain'], view: null, mode: 'open' }).phrases)).toEqual([]);
  });
});

describe("the sea's idioms", () => {
  it('the boat named by a pronoun takes a compass heading; its up and down stay surfacing and diving', () => {
    for (const [text, direction] of [['take her north', 'N'], ['swing her west', 'W'], ['turn us east', 'E'], ['bring her south', 'S']] as const) {
      expect(decide(text, 'en'), text).toMatchObject({ kind: 'execute', intent: { type: 'course', direction } });
    }
    for (const [text, type] of [['take her up', 'surface'], ['bring us up now', 'surface'], ['take us down', 'dive'], ['bring her down', 'dive']] as const) {
      expect(decide(text, 'en'), text).toMatchObject({ kind: 'execute', intent: { type } });
    }
  });
});

describe('a symbol named, then "one"', () => {
  it('"the red one" is the red symbol, not a number, and table talk about one stays talk', () => {
    const engineer = (text: string, mode: 'ptt' | 'open' = 'ptt') => match(text, { lang: 'en', role: 'engineer', mode }).decision;
    for (const text of ['cross the red one', 'crossing off the red one', 'red, no, the yellow one']) {
      expect(engineer(text), text).toMatchObject({ kind: 'execute', intent: { type: 'cross', symbol: text.includes('yellow') ? 'special' : 'weapon' } });
    }
    for (const text of ['pass me the red one', 'the green one is broken', 'the red one or the yellow one']) expect(engineer(text, 'open').kind, text).not.toBe('execute');
  });
});

describe('courtesy, the gauge\'s box and the hull repaired (round 7 kinds)', () => {
  const as = (role: 'firstMate' | 'engineer', lang: Lang, text: string, mode: 'ptt' | 'open' = 'ptt') => match(text, { lang, role, mode }).decision;

  it('a courtesy that asks leave with a "no" is neither a plan nor a negation; a plain negation still is', () => {
    for (const [lang, text] of [['en', "if you don't mind, mark the sonar"], ['es', 'si no te importa, marca el sonar'], ['it', 'se non ti dispiace, segna il sonar']] as const) {
      expect(as('firstMate', lang, text), text).toMatchObject({ kind: 'execute', intent: { type: 'mark', system: 'sonar' } });
    }
    for (const [lang, text] of [['en', "don't mark the sonar"], ['es', 'no marques el sonar'], ['it', 'non segnare il sonar']] as const) expect(as('firstMate', lang, text).kind, text).not.toBe('execute');
  });

  it("the gauge's box by its name is a mark", () => {
    for (const [lang, text] of [['en', 'one more box on the sonar'], ['en', 'one box on the torpedo'], ['it', 'una casella sul siluro'], ['it', 'ancora una tacca sul sonar']] as const) {
      expect(as('firstMate', lang, text), text).toMatchObject({ kind: 'execute', intent: { type: 'mark' } });
    }
  });

  it('the English verbs of striking an item off a list cross a symbol, and "up north" is north (session 13 kinds)', () => {
    for (const text of ['tick off a green on north', 'cross off radiation up north', 'scratch out the radiation north', 'knock out the north radiation']) {
      expect(as('engineer', 'en', text), text).toMatchObject({ kind: 'execute', intent: { type: 'cross', panel: 'N' } });
    }
    expect(decide('head up north', 'en')).toMatchObject({ kind: 'execute', intent: { type: 'course', direction: 'N' }, confirm: false });
    expect(decide('go down south', 'en')).toMatchObject({ kind: 'execute', intent: { type: 'course', direction: 'S' }, confirm: false });
    // The particle goes only before what it strikes off: "scratch out" alone is neither a crossing nor the cancel.
    for (const role of ['engineer', 'captain'] as const) expect(decide('scratch out', 'en', { role }).kind, role).not.toBe('execute');
    // A diagonal is still no heading.
    expect(runs('head south west', 'en')).toBe(false);
  });

  it('the particle goes with every form of its verb: "crossing off radiation", "knocked out the red"', () => {
    for (const text of ['crossing off the radiation on north', 'knocked out the red reactor north']) {
      expect(as('engineer', 'en', text), text).toMatchObject({ kind: 'execute', intent: { type: 'cross', panel: 'N' } });
    }
  });

  it('a crossing reported done after what was crossed is the crossing: "north radiation, ticked off" (session 14 kinds)', () => {
    for (const [lang, text] of [
      ['en', 'north radiation ticked off'],
      ['en', 'captain, radiation on the north, crossed now'],
      ['en', 'the yellow one up north, crossed'],
      ['es', 'radiación norte tachada'],
      ['es', 'la radiación del norte, tachada'],
      ['it', 'la radiazione a nord è barrata'],
      ['it', 'radiazione nord barrata'],
    ] as const) {
      expect(as('engineer', lang, text), text).toMatchObject({ kind: 'execute', intent: { type: 'cross', panel: 'N' } });
    }
    expect(read('north radiation ticked off', 'en')).toBe('tick north radiation');
    // The panel said is the panel crossed (a phrase without "tachado" among its verbs read it as the north's).
    expect(as('engineer', 'es', 'el amarillo del oeste, tachado')).toMatchObject({ kind: 'execute', intent: { type: 'cross', panel: 'W', symbol: 'special' } });
    // Only the crossing's own words before it: a state, a report of the enemy's, a condition or a negation
    // stays as said (review, session 14), and an open microphone hears the table describe the board.
    for (const [lang, text] of [
      ['en', 'the north radiation was crossed'],
      ['en', 'their north radiation crossed'],
      ['en', 'if north radiation is crossed'],
      ['es', 'la radiación norte no está tachada'],
      ['es', 'el enemigo, radiación norte tachada'],
      ['it', 'se la radiazione nord è barrata'],
    ] as const) {
      expect(as('engineer', lang, text).kind, text).not.toBe('execute');
    }
    expect(as('engineer', 'en', 'north radiation ticked off', 'open').kind).not.toBe('execute');
    // A question opened by the verb "to be" asks whether it is done: it crosses nothing, in either mode.
    for (const text of ['is the north radiation crossed', 'was the north radiation crossed', 'is the radiation crossed', 'are the greens crossed']) {
      for (const mode of ['ptt', 'open'] as const) expect(as('engineer', 'en', text, mode).kind, `${text} (${mode})`).not.toBe('execute');
    }
    // Said alone after one word, the phrases hold it as said; a crossing said first stays the verb.
    expect(read('red crossed', 'en')).toBe('red crossed');
    expect(read('cross the north red', 'en')).toBe('cross the north red');
  });

  it('the hull repaired or sealed is the hull secured', () => {
    for (const [lang, text] of [['en', 'captain, hull is repaired'], ['en', 'hull sealed'], ['it', 'scafo riparato'], ['es', 'casco sellado']] as const) {
      expect(as('engineer', lang, text), text).toMatchObject({ kind: 'execute', intent: { type: 'secureHull' } });
    }
  });
});

describe('round 11 kinds, read at the end of session 14', () => {
  it('"este" after a part is the east panel, as after a symbol ("el reactor este")', () => {
    expect(decide('tacho la radiación del reactor este', 'es', { role: 'engineer' })).toMatchObject({ kind: 'execute', intent: { type: 'cross', panel: 'E', symbol: 'radiation', part: 'reactor' } });
    // Said before its symbol, it may still be asked about; never crossed on another panel.
    const circuit = decide('circuito este, el rojo', 'es', { role: 'engineer' });
    expect(circuit.kind === 'execute' && circuit.intent.type === 'cross' ? circuit.intent.panel : 'E').toBe('E');
  });

  it('what was just done is reported, not ordered ("acaban de salir a superficie", "we just surfaced")', () => {
    for (const [lang, text] of [['es', 'acaban de salir a superficie en el sector siete'], ['it', 'sono appena emersi nel settore sette'], ['en', 'we just surfaced in sector seven']] as const) {
      for (const mode of ['ptt', 'open'] as const) expect(decide(text, lang, { mode }).kind, `${text} (${mode})`).not.toBe('execute');
    }
    expect(decide('salimos a superficie', 'es')).toMatchObject({ kind: 'execute', intent: { type: 'surface' } });
  });
});

describe('a condition is not a courtesy', () => {
  it('"if that\'s okay", "si te parece bien", "se va bene" ask leave: the order runs; "se …" opening anything else is a condition (session 14 kinds)', () => {
    expect(decide('mark the sonar if thats ok', 'en', { role: 'firstMate' })).toMatchObject({ kind: 'execute', intent: { type: 'mark', system: 'sonar' } });
    expect(decide('marco silencio, si te parece bien', 'es', { role: 'firstMate' })).toMatchObject({ kind: 'execute', intent: { type: 'mark', system: 'silence' } });
    expect(decide('se va bene, segno il drone', 'it', { role: 'firstMate' })).toMatchObject({ kind: 'execute', intent: { type: 'mark', system: 'drone' } });
    for (const mode of ['ptt', 'open'] as const) {
      expect(decide('se facciamo silenzio tre a sud', 'it', { mode }).kind, mode).not.toBe('execute');
      // What opens a sentence opens it after fillers and a courtesy too.
      expect(decide('okay so we could go north', 'en', { mode }).kind, mode).not.toBe('execute');
      expect(decide('if thats okay we could go north', 'en', { mode }).kind, mode).not.toBe('execute');
      expect(decide('okay so should we go north', 'en', { mode }).kind, mode).not.toBe('execute');
    }
  });


  it('"if you can …", "si puedes …", "se puoi …" still make the order a plan: it does not run', () => {
    for (const [lang, text] of [['en', 'if you can see them fire at c six'], ['es', 'si puedes verlos dispara a ce seis'], ['it', 'se puoi vederli spara in ci sei']] as const) {
      for (const mode of ['ptt', 'open'] as const) expect(decide(text, lang, { mode }).kind, `${text} (${mode})`).not.toBe('execute');
    }
  });
});

describe('a letter word is a letter only where a letter is said (session 7 kinds)', () => {
  it('before its row or after a column\'s name it is the letter', () => {
    expect(read('fire at india four', 'en')).toBe('fire at i four');
    expect(read('fire at kilo for', 'en')).toBe('fire at k for');
    expect(read('column hotel sector four', 'en')).toBe('column h sector four');
    expect(decide('torpedo at golf double one', 'en')).toMatchObject({ kind: 'execute', intent: { type: 'torpedo', cell: 'G11' } });
  });

  it('elsewhere it is itself: "the use india sonar" (heard for "they are using their sonar") is no sonar', () => {
    expect(read('the use india sonar', 'en')).toBe('the use india sonar');
    for (const mode of ['ptt', 'open'] as const) {
      expect(decide('the use india sonar', 'en', { view: fixtureView('captain-ready'), mode }).kind, mode).not.toBe('execute');
      expect(decide('use the sonar', 'en', { view: fixtureView('captain-ready'), mode }), mode).toMatchObject({ kind: 'execute', intent: { type: 'sonar' } });
    }
  });
});

describe('a system and at once the verb "to be" is a sentence about it (session 7 kinds)', () => {
  it.each([
    ['silence is golden they say', 'en'],
    ['silence is go running stay', 'en'],
    ['the sonar is active', 'en'],
    ['the drone was launched at sector four', 'en'],
    ['el torpedo está en ce seis', 'es'],
    ['el dron era para el sector cuatro', 'es'],
    ['il siluro sta in ci sei', 'it'],
    ['i droni sono sul settore quattro', 'it'],
  ] as const)('"%s" (%s) orders nothing', (text, lang) => {
    for (const mode of ['ptt', 'open'] as const) expect(decide(text, lang, { view: fixtureView('captain-ready'), mode }).kind, mode).not.toBe('execute');
  });

  it('the same systems in orders still run', () => {
    expect(decide('silence two east', 'en', { view: fixtureView('captain-ready') })).toMatchObject({ kind: 'execute', intent: { type: 'silence' } });
    expect(decide('sonar activated', 'en', { view: fixtureView('captain-ready') })).toMatchObject({ kind: 'execute', intent: { type: 'sonar' } });
    expect(decide('lanzo el dron al sector cuatro', 'es', { view: fixtureView('captain-ready') })).toMatchObject({ kind: 'execute', intent: { type: 'drone', sector: 4 } });
    expect(decide('lancio il drone nel settore quattro', 'it', { view: fixtureView('captain-ready') })).toMatchObject({ kind: 'execute', intent: { type: 'drone', sector: 4 } });
  });
});

describe('an article where an order has its verb is a subject misheard (session 7 kinds)', () => {
  it.each([
    ['the send drone on sector one', 'en'],
    ['a just send torpedo and h four', 'en'],
    ['el manda el dron al sector uno', 'es'],
    ['gli spara in ci sei', 'it'],
  ] as const)('"%s" (%s) orders nothing with an open microphone', (text, lang) => {
    expect(decide(text, lang, { view: fixtureView('captain-ready'), mode: 'open' }).kind).not.toBe('execute');
  });

  it('with the key pressed a stray article before the verb (a room\'s voices) leaves the order', () => {
    expect(decide('the send drone on sector one', 'en', { view: fixtureView('captain-ready'), mode: 'ptt' })).toMatchObject({ kind: 'execute', intent: { type: 'drone', sector: 1 } });
  });

  it('an article before the order\'s object or a noun the order opens with leaves it an order', () => {
    const view = fixtureView('captain-ready');
    expect(decide('send the drone to sector one', 'en', { view })).toMatchObject({ kind: 'execute', intent: { type: 'drone', sector: 1 } });
    expect(decide('the drone to sector one', 'en', { view })).toMatchObject({ kind: 'execute', intent: { type: 'drone', sector: 1 } });
    expect(decide('the course east', 'en', { view })).toMatchObject({ kind: 'execute', intent: { type: 'course', direction: 'E' } });
    expect(decide('el rumbo este', 'es', { view })).toMatchObject({ kind: 'execute', intent: { type: 'course', direction: 'E' } });
    expect(decide('la rotta est', 'it', { view })).toMatchObject({ kind: 'execute', intent: { type: 'course', direction: 'E' } });
  });
});

describe('an order asked as a favour (session 7 kind)', () => {
  it.each([
    ['could you drop a mine on e seven please', 'en', { type: 'mine', cell: 'E7' }],
    ['send a torpedo to j five would you', 'en', { type: 'torpedo', cell: 'J5' }],
    ['puedes lanzar el dron al sector dos', 'es', { type: 'drone', sector: 2 }],
    ['puoi lanciare il drone nel settore due', 'it', { type: 'drone', sector: 2 }],
  ] as const)('"%s" (%s) is the order with the key pressed', (text, lang, intent) => {
    expect(decide(text, lang)).toMatchObject({ kind: 'execute', intent });
  });

  it('with an open microphone, opening an utterance, it is a question at the table', () => {
    expect(decide('would you go north', 'en', { mode: 'open' }).kind).not.toBe('execute');
    expect(decide('podrías ir al norte', 'es', { mode: 'open' }).kind).not.toBe('execute');
    expect(decide('potresti andare a nord', 'it', { mode: 'open' }).kind).not.toBe('execute');
    expect(decide('would you go north', 'en', { mode: 'ptt' })).toMatchObject({ kind: 'execute', intent: { type: 'course', direction: 'N' } });
  });
});

describe('a number before a gauge\'s box counts boxes, never a sector (session 7 kind)', () => {
  it.each([
    ['drone, one box', 'en'],
    ['drone one more box', 'en'],
    ['dron, una casilla', 'es'],
    ['drone, una tacca', 'it'],
  ] as const)('"%s" (%s) is the First Mate\'s mark on the drone, not a drone on sector one', (text, lang) => {
    expect(decide(text, lang, { role: 'firstMate' })).toMatchObject({ kind: 'execute', intent: { type: 'mark', system: 'drone' } });
  });

  it('a Captain who says it launches nothing; a sector said as a sector still launches', () => {
    expect(decide('drone, one box', 'en').kind).not.toBe('execute');
    expect(decide('send drone to sector one', 'en', { role: 'firstMate' })).toMatchObject({ kind: 'execute', intent: { type: 'drone', sector: 1 } });
    expect(decide('lanzo el dron al sector uno', 'es')).toMatchObject({ kind: 'execute', intent: { type: 'drone', sector: 1 } });
  });
});
