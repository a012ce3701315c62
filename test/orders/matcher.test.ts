import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reduce, viewFor, crewSeat, type Command, type Role } from '../../shared/engine';
import { LANGS, match, THRESHOLDS, toCommand, type Intent, type Lang, type MatchOptions } from '../../shared/orders';
import { FIXTURES, fixtureView, type FixtureName } from './fixtures';
import { RUN_TIMEOUT } from '../support/run-budget';

const decide = (text: string, options: Partial<MatchOptions> = {}) =>
  match(text, { lang: 'es', role: 'captain', ...options }).decision;
const inView = (name: FixtureName, text: string, role: Role | Role[] = 'captain', lang: Lang = 'es') =>
  match(text, { lang, role, view: fixtureView(name) }).decision;

describe('fillers', () => {
  it('cost nothing around an order', () => {
    for (const text of ['eh, vale, pues... rumbo norte', 'a ver, a ver, rumbo norte, venga', 'oye mira rumbo norte por favor']) {
      expect(decide(text)).toEqual({ kind: 'execute', intent: { type: 'course', direction: 'N' }, role: 'captain', confirm: false, cost: 0 });
    }
  });

  it('alone are no order', () => {
    expect(decide('eh... a ver... pues')).toEqual({ kind: 'reject', reason: 'orders.empty' });
    expect(decide('', { lang: 'en' })).toEqual({ kind: 'reject', reason: 'orders.empty' });
  });

  it('may still be an order by themselves ("vale" ends the turn, "para" stops)', () => {
    expect(decide('vale')).toMatchObject({ kind: 'execute', intent: { type: 'endTurn' } });
    expect(decide('para')).toMatchObject({ kind: 'execute', intent: { type: 'stop' } });
  });
});

describe('"este": east or a filler', () => {
  it('is east after rumbo, vamos al, dirección or a distance; after "hacia" alone it is asked (no verb)', () => {
    expect(decide('hacia el este')).toMatchObject({ kind: 'ask', prompt: '¿rumbo este?' });
    for (const text of ['rumbo este', 'vamos al este', 'vamos hacia el este', 'dirección este', 'rumbo, eh, este']) {
      expect(decide(text), text).toMatchObject({ kind: 'execute', intent: { type: 'course', direction: 'E' } });
    }
    expect(decide('silencio, dos, este')).toMatchObject({ kind: 'execute', intent: { type: 'silence', direction: 'E', distance: 2 } });
  });

  it('is a panel after a symbol or after "el" or "del" (a demonstrative comes before its noun and takes no article)', () => {
    const engineer = { role: 'engineer' as const };
    expect(decide('capitán, tacho el verde del este', engineer)).toMatchObject({ kind: 'execute', intent: { type: 'cross', panel: 'E', symbol: 'detection' } });
    expect(decide('verde este', engineer)).toMatchObject({ kind: 'execute', intent: { type: 'cross', panel: 'E', symbol: 'detection' } });
    expect(decide('tacho un amarillo en el este', engineer)).toMatchObject({ kind: 'execute', intent: { type: 'cross', panel: 'E', symbol: 'special' } });
    expect(decide('verde oeste, perdón, verde este', engineer)).toMatchObject({ kind: 'execute', intent: { type: 'cross', panel: 'E', symbol: 'detection' } });
    expect(decide('este verde', engineer)).toMatchObject({ kind: 'execute', intent: { type: 'cross', panel: null, symbol: 'detection' } });
    // Before a noun the demonstrative "este" cannot qualify ("esta radiación") it is the panel (round 10 kind).
    expect(decide('este, radiación', engineer)).toMatchObject({ kind: 'execute', intent: { type: 'cross', panel: 'E', symbol: 'radiation' } });
  });

  it('is a filler before another heading', () => {
    expect(decide('este... rumbo norte')).toMatchObject({ kind: 'execute', intent: { type: 'course', direction: 'N' } });
    expect(decide('este, torpedo a ce seis')).toMatchObject({ kind: 'execute', intent: { type: 'torpedo', cell: 'C6' } });
  });

  it('alone is asked about, never executed', () => {
    expect(decide('este')).toEqual({ kind: 'ask', options: [expect.objectContaining({ intent: { type: 'course', direction: 'E' } })], prompt: '¿rumbo este?' });
    expect(match('su', { lang: 'it', role: 'captain' }).decision.kind).toBe('ask');
    expect(match('right', { lang: 'en', role: 'captain' }).decision.kind).toBe('ask');
  });
});

describe('execute, ask or reject', () => {
  it('executes one clear winner; high-impact orders ask for confirmation', () => {
    expect(decide('rumbo norte')).toMatchObject({ kind: 'execute', confirm: false });
    for (const text of ['torpedo a ce seis', 'detono la mina de ge siete', 'emergemos', 'detono la mina archer en ce cuatro']) {
      expect(decide(text), text).toMatchObject({ kind: 'execute', confirm: true });
    }
  });

  it('asks between close readings, in the language, naming only what differs', () => {
    const decision = decide('torpedo a te seis');
    expect(decision.kind).toBe('ask');
    if (decision.kind !== 'ask') return;
    expect(decision.options.length).toBeGreaterThanOrEqual(2);
    expect(decision.options.length).toBeLessThanOrEqual(3);
    expect(decision.prompt).toMatch(/^¿\w+ seis(, \w+ seis)? o \w+ seis\?$/);
  });

  it('asks when the best reading is only fair (a keyword missing)', () => {
    expect(decide('lanzo a ce seis').kind).toBe('ask');
  });

  it('rejects a cell alone: letters and numbers come up in any talk', () => {
    expect(decide('a ce seis').kind).toBe('reject');
  });

  it('rejects noise, and orders heard without their target', () => {
    expect(decide('tengo hambre')).toEqual({ kind: 'reject', reason: 'orders.not-understood' });
    expect(decide('¡torpedo!')).toEqual({ kind: 'reject', reason: 'orders.incomplete' });
    expect(decide('silencio')).toEqual({ kind: 'reject', reason: 'orders.incomplete' });
  });

  it('thresholds are ordered', () => {
    expect(THRESHOLDS.close).toBeLessThan(THRESHOLDS.execute);
    expect(THRESHOLDS.execute).toBeLessThan(THRESHOLDS.ask);
  });

  it('never throws, whatever is heard', { timeout: RUN_TIMEOUT }, () => {
    fc.assert(
      fc.property(fc.constantFrom(...LANGS), fc.string({ maxLength: 60 }), (lang, text) => {
        expect(['execute', 'ask', 'reject']).toContain(match(text, { lang, role: 'captain' }).decision.kind);
      }),
      { numRuns: 200 },
    );
  });
});

describe('per-role vocabularies', () => {
  it("the Engineer's headset picking up the Captain's torpedo does nothing", () => {
    expect(decide('torpedo a ce seis', { role: 'engineer' })).toEqual({
      kind: 'reject',
      reason: 'orders.wrong-role',
      intent: { type: 'torpedo', cell: 'C6' },
    });
    expect(decide('marco torpedo')).toMatchObject({ kind: 'reject', reason: 'orders.wrong-role' });
    expect(match('head north', { lang: 'en', role: 'radioOperator' }).decision).toMatchObject({ reason: 'orders.wrong-role' });
  });

  it('a bare system name is a First Mate mark, an activation needs its verb', () => {
    expect(decide('sonar', { role: 'firstMate' })).toMatchObject({ kind: 'execute', intent: { type: 'mark', system: 'sonar' } });
    expect(decide('activo el sonar', { role: 'firstMate' })).toMatchObject({ kind: 'execute', intent: { type: 'sonar' } });
    expect(decide('sonar')).toMatchObject({ kind: 'execute', intent: { type: 'sonar' } });
  });

  it('a merged seat (Captain + First Mate) hears both roles and sends as the right one', () => {
    expect(decide('marco torpedo', { role: ['captain', 'firstMate'] })).toMatchObject({ intent: { type: 'mark' }, role: 'firstMate' });
    expect(decide('rumbo norte', { role: ['captain', 'firstMate'] })).toMatchObject({ intent: { type: 'course' }, role: 'captain' });
  });
});

describe('the First Mate\'s mark counted, said system first, or by the everyday verbs of filling (session 15, from the held-out round s14 and adversarial orders)', () => {
  it.each([
    ['en', 'sonar gets one', 'sonar'],
    ['en', 'torpedo plus one', 'torpedo'],
    ['en', 'captain, one mark on sonar', 'sonar'],
    ['en', 'okay one in torpedo', 'torpedo'],
    ['es', 'torpedo más uno', 'torpedo'],
    ['es', 'sonar, una más', 'sonar'],
    ['es', 'el dron suma una', 'drone'],
    ['es', 'otra al silencio', 'silence'],
    ['it', 'siluro più uno', 'torpedo'],
    ['it', "sonar, un'altra", 'sonar'],
    ['it', 'il drone prende una', 'drone'],
    ['en', 'topping up sonar', 'sonar'],
    ['en', 'filling the mine', 'mine'],
    ['es', 'relleno el sonar', 'sonar'],
    ['it', 'ricarico la mina', 'mine'],
  ] as const)('%s "%s" marks %s at once', (lang, text, system) => {
    expect(decide(text, { lang, role: 'firstMate' })).toMatchObject({ kind: 'execute', intent: { type: 'mark', system }, confirm: false });
  });

  it('is the First Mate\'s: the Captain\'s "drone sector one" is still a drone, "drone gets one" another seat\'s order', () => {
    expect(decide('drone sector one', { lang: 'en' })).toMatchObject({ kind: 'execute', intent: { type: 'drone', sector: 1 } });
    expect(decide('drone gets one', { lang: 'en' })).toMatchObject({ kind: 'reject', reason: 'orders.wrong-role' });
  });
});

describe('an order taken back in the same breath (session 15, from adversarial talk)', () => {
  it.each([
    ['en', 'captain', 'torpedo at c five, forget it'],
    ['en', 'captain', 'torpedo at c five, nah'],
    ['en', 'captain', 'drop a mine at e two, never mind'],
    ['es', 'captain', 'torpedo a ce cinco, olvídalo'],
    ['es', 'firstMate', 'mina, una más… qué va'],
    ['es', 'captain', 'rumbo norte, ni hablar'],
    ['it', 'captain', 'siluro in ci cinque, lascia stare'],
    ['it', 'captain', 'rotta nord, ma no'],
    ['it', 'captain', 'siluro in ci cinque… macché'],
  ] as const)('%s %s "%s" runs nothing', (lang, role, text) => {
    expect(decide(text, { lang, role })).toEqual({ kind: 'reject', reason: 'orders.retracted' });
  });

  it('a "no" followed by a word that holds still takes the order back: "cruzo el rojo, uy, no, quieto", "head north, no, hold"', () => {
    expect(decide('cruzo el rojo de arriba, uy, no, quieto', { role: 'engineer' })).toEqual({ kind: 'reject', reason: 'orders.retracted' });
    expect(decide('head north, no, hold', { lang: 'en' })).toEqual({ kind: 'reject', reason: 'orders.retracted' });
  });

  it('alone those words are no cancel: an interjection at the table ("nah", "qué va", "macché") must not drop a pending order (review, session 15)', () => {
    for (const [lang, text] of [['en', 'forget it'], ['en', 'nah'], ['es', 'qué va'], ['it', 'macché']] as const) {
      for (const mode of ['ptt', 'open'] as const) expect(decide(text, { lang, mode }), `${text} ${mode}`).not.toMatchObject({ kind: 'execute' });
    }
    // Nor a negation of them ("don't forget it"), nor "north, forget it" read as a cancel of something pending.
    expect(decide("don't forget it", { lang: 'en' }).kind).toBe('reject');
    expect(decide('north, forget it', { lang: 'en' })).toEqual({ kind: 'reject', reason: 'orders.retracted' });
  });

  it('"stop, no, stop" is STOP said twice; a word that takes back after a negation is its object', () => {
    expect(decide('stop, no, stop', { lang: 'en' })).toMatchObject({ kind: 'execute', intent: { type: 'stop' } });
    expect(decide('a ovest non c\'è niente', { lang: 'it' })).toMatchObject({ kind: 'reject', reason: 'orders.negated' });
  });
});

describe('the alternative ruled out before the order (session 15, adversarial orders)', () => {
  it.each([
    ['en', 'captain', 'not c five, torpedo c eight', { type: 'torpedo', cell: 'C8' }],
    ['en', 'captain', 'no torpedo, lay a mine on h four', { type: 'mine', cell: 'H4' }],
    ['en', 'engineer', 'not the red, cross the green on north', { type: 'cross', symbol: 'detection', panel: 'N' }],
    ['es', 'captain', 'no a la be cuatro, torpedo a la be tres', { type: 'torpedo', cell: 'B3' }],
    ['es', 'firstMate', 'no le pongo al dron, le pongo al torpedo', { type: 'mark', system: 'torpedo' }],
    ['it', 'captain', 'non il drone: attivo il sonar', { type: 'sonar' }],
    ['it', 'captain', 'non nel settore cinque: drone nel settore quattro', { type: 'drone', sector: 4 }],
  ] as const)('%s %s "%s" runs the order after it, with the key pressed', (lang, role, text, intent) => {
    expect(decide(text, { lang, role })).toMatchObject({ kind: 'execute', intent });
    expect(decide(text, { lang, role, mode: 'open' }).kind).toBe('reject');
  });

  it('not when the rest refers back to what was ruled out, nor when the words do not open with the negation', () => {
    expect(decide('no el circuito del sur, el del este: tacho el rojo', { role: 'engineer' }).kind).not.toBe('execute');
    expect(decide('they did not fire at c five, torpedo c eight', { lang: 'en' }).kind).toBe('reject');
    expect(decide('not north, we went south last time', { lang: 'en' }).kind).toBe('reject');
    expect(decide('not c five, they said c eight', { lang: 'en' }).kind).toBe('reject');
  });
});

describe('the sonar answer named before its facts (session 15)', () => {
  it.each([
    ['en', 'sonar answer: column d, sector five', [{ kind: 'column', value: 'D' }, { kind: 'sector', value: 5 }]],
    ['en', 'answer to the sonar, row twelve and column e', [{ kind: 'row', value: 12 }, { kind: 'column', value: 'E' }]],
    ['es', 'respuesta al sonar: columna de, sector cinco', [{ kind: 'column', value: 'D' }, { kind: 'sector', value: 5 }]],
    ['it', 'risposta al sonar: colonna di, settore cinque', [{ kind: 'column', value: 'D' }, { kind: 'sector', value: 5 }]],
  ] as const)('%s "%s"', (lang, text, facts) => {
    expect(decide(text, { lang })).toMatchObject({ kind: 'execute', intent: { type: 'sonarAnswer', facts } });
  });

  it('while the First Mate\'s "one for the sonar" and "una para el sonar" stay marks', () => {
    expect(decide('one for the sonar', { lang: 'en', role: 'firstMate' })).toMatchObject({ kind: 'execute', intent: { type: 'mark', system: 'sonar' } });
    expect(decide('una para el sonar', { role: 'firstMate' })).toMatchObject({ kind: 'execute', intent: { type: 'mark', system: 'sonar' } });
  });
});

describe('self-corrections', () => {
  it.each([
    ['en', 'drone sector four, scratch that, sector seven', { type: 'drone', sector: 7 }],
    ['en', 'mine on f nine, make that f ten', { type: 'mine', cell: 'F10' }],
    ['en', 'silence, two north, actually three north', { type: 'silence', direction: 'N', distance: 3 }],
    ['en', 'detonate the mine at l two, my bad, l three', { type: 'detonate', cell: 'L3' }],
    ['es', 'torpedo en ge cinco, corrijo, ge seis', { type: 'torpedo', cell: 'G6' }],
    ['es', 'dron al sector cuatro, mejor dicho, al siete', { type: 'drone', sector: 7 }],
    ['it', 'siluro in gi cinque, correggo, gi sei', { type: 'torpedo', cell: 'G6' }],
    ['it', 'drone settore quattro, volevo dire, settore sette', { type: 'drone', sector: 7 }],
  ] as const)('%s "%s": the words that correct put the new value in place (session 15)', (lang, text, intent) => {
    expect(decide(text, { lang })).toMatchObject({ kind: 'execute', intent });
  });

  it('a value said again with its kind word after the correction is one value ("drone sector four, no, five, sector five"); a kind word that tells two values apart is not (round 12)', () => {
    expect(decide('drone sector four, no, five, sector five', { lang: 'en' })).toMatchObject({ kind: 'execute', intent: { type: 'drone', sector: 5 } });
    expect(decide('silencio dos al oeste, no, al este, dos al este')).toMatchObject({ kind: 'execute', intent: { type: 'silence', direction: 'E', distance: 2 } });
    expect(decide('fila seis y sector... no, fila siete, sector tres')).toMatchObject({ kind: 'execute', intent: { type: 'sonarAnswer', facts: [{ kind: 'row', value: 7 }, { kind: 'sector', value: 3 }] } });
    // Read by kind it keeps the order it corrects: word for word "al cuatro, sector cuatro" took the drone's place.
    expect(decide('mijo, dron al uno... no, al cuatro, sector cuatro')).toMatchObject({ intent: { type: 'drone', sector: 4 } });
  });

  it('a word that corrects inside talk keeps the talk ("they actually fired at c five" is a report, not our torpedo)', () => {
    expect(decide('they actually fired at c five', { lang: 'en' }).kind).toBe('reject');
    expect(decide('we actually went north', { lang: 'en' }).kind).toBe('reject');
  });

  it('"X, no, Y" keeps Y in place of X', () => {
    expect(decide('rumbo norte, eh, no, sur')).toMatchObject({ kind: 'execute', intent: { type: 'course', direction: 'S' } });
    expect(decide('torpedo a ce seis, no, de seis')).toMatchObject({ kind: 'execute', intent: { type: 'torpedo', cell: 'D6' } });
    expect(match('head north, I mean south', { lang: 'en', role: 'captain' }).decision).toMatchObject({ intent: { direction: 'S' } });
  });

  it('a correction that names only a value replaces the value of its kind, wherever it was said (session 14 kind)', () => {
    const en = (text: string) => match(text, { lang: 'en', role: 'captain' }).decision;
    const it_ = (text: string) => match(text, { lang: 'it', role: 'captain' }).decision;
    expect(decide('silencio, dos casillas al sur, no, tres')).toMatchObject({ kind: 'execute', intent: { type: 'silence', direction: 'S', distance: 3 } });
    expect(en('silence two cells south, no wait, three, three south')).toMatchObject({ kind: 'execute', intent: { type: 'silence', direction: 'S', distance: 3 } });
    expect(en('silence two cells north, no, south')).toMatchObject({ kind: 'execute', intent: { type: 'silence', direction: 'S', distance: 2 } });
    expect(it_('silenzio, due caselle a sud, anzi tre, tre a sud')).toMatchObject({ kind: 'execute', intent: { type: 'silence', direction: 'S', distance: 3 } });
    // A letter before a number is a cell said again: read by position, never its number alone.
    expect(decide('torpedo a be cuatro, perdón, de cuatro, la de de dado')).not.toMatchObject({ kind: 'execute', intent: { cell: 'B4' } });
  });

  it('leaves a "no" that belongs to the order', () => {
    expect(match('silence, no move', { lang: 'en', role: 'captain' }).decision).toMatchObject({
      intent: { type: 'silence', direction: 'N', distance: 0 },
    });
    expect(decide('no, cancela')).toMatchObject({ intent: { type: 'cancel' } });
  });
});

describe('with a view only legal orders compete', () => {
  it('"rumbo norte" into an island is refused with the engine\'s reason', () => {
    expect(inView('captain-ready', 'rumbo norte')).toEqual({ kind: 'reject', reason: 'course.blocked.island', intent: { type: 'course', direction: 'N' } });
    expect(inView('captain-ready', 'rumbo sur')).toMatchObject({ reason: 'course.blocked.route' });
    expect(inView('captain-ready', 'rumbo este')).toMatchObject({ kind: 'execute', intent: { direction: 'E' } });
  });

  it('turns a relative mine into the cell beside the sub', () => {
    expect(inView('captain-ready', 'coloco una mina al noreste')).toMatchObject({ kind: 'execute', intent: { type: 'mine', cell: 'F5' } });
    expect(decide('coloco una mina al noreste')).toMatchObject({ intent: { type: 'mine', toward: 'NE' } });
    expect(inView('captain-ready', 'mina al norte')).toMatchObject({ kind: 'reject', reason: 'target.island' });
  });

  it('completes an order without its target when few targets are legal', () => {
    const decision = inView('captain-ready', 'detono la mina');
    expect(decision.kind).toBe('ask');
    if (decision.kind === 'ask') expect(decision.options.map((o) => o.intent)).toEqual([
      { type: 'detonate', cell: 'J10' },
      { type: 'detonate', cell: 'B9' },
    ]);
    expect(inView('captain-ready', 'lanzo un torpedo')).toMatchObject({ kind: 'reject', reason: 'orders.incomplete' });
  });

  it('asks when the clearest reading is illegal and a near one is legal, refuses when none is near', () => {
    // A merged seat with nothing to mark: "sonar" is most like the First Mate's mark, but only the activation is legal.
    expect(inView('captain-ready', 'sonar', ['captain', 'firstMate'])).toMatchObject({ kind: 'ask', prompt: '¿activar el sonar?' });
    expect(inView('captain-ready', 'torpedo a efe trece')).toMatchObject({ kind: 'reject', reason: 'target.range' });
    expect(inView('sonar-pending', 'columna ele, sector nueve')).toMatchObject({ kind: 'reject', reason: 'sonar.answer.one-true' });
  });

  it('fills the Engineer\'s panel from the course just taken, and asks circuit or reactor', () => {
    expect(inView('engineer-north', 'tacho armamento', 'engineer')).toMatchObject({
      kind: 'execute',
      intent: { type: 'cross', panel: 'N', symbol: 'weapon', part: 'reactor' },
    });
    const decision = inView('engineer-south', 'tacho armamento', 'engineer');
    expect(decision).toMatchObject({ kind: 'ask', prompt: '¿circuito sur o reactor sur?' });
  });

  it('a spectator has no orders', () => {
    const view = viewFor(FIXTURES['captain-ready'](), { team: null });
    expect(match('rumbo este', { lang: 'es', role: 'captain', view }).decision).toEqual({ kind: 'reject', reason: 'orders.no-sub' });
  });
});

describe('toCommand', () => {
  const send = (name: FixtureName, intent: Intent, role: Role): Command => {
    const view = fixtureView(name);
    const resolved = toCommand(intent, view);
    if (!resolved?.ok) throw new Error(`not resolved: ${JSON.stringify(resolved)}`);
    return { ...resolved.body, team: 'blue', role } as Command;
  };

  it('resolves executed intents into commands the engine accepts', () => {
    const cases: [FixtureName, Intent, Role][] = [
      ['captain-ready', { type: 'mine', toward: 'NE' }, 'captain'],
      ['captain-ready', { type: 'torpedo', cell: 'C6' }, 'captain'],
      ['captain-ready', { type: 'detonate', cell: 'J10' }, 'captain'],
      ['engineer-north', { type: 'cross', panel: null, symbol: 'special', part: null }, 'engineer'],
      ['sonar-pending', { type: 'sonarAnswer', facts: [{ kind: 'column', value: 'L' }, { kind: 'sector', value: 6 }] }, 'captain'],
    ];
    for (const [name, intent, role] of cases) {
      expect(reduce(FIXTURES[name](), send(name, intent, role)).ok, JSON.stringify(intent)).toBe(true);
    }
  });

  it('has nothing to send for UI intents and refuses cells off the map', () => {
    expect(toCommand({ type: 'confirm' }, fixtureView('captain-ready'))).toBeNull();
    expect(toCommand({ type: 'torpedo', cell: 'Z99' }, fixtureView('captain-ready'))).toEqual({ ok: false, reason: 'target.cell' });
    expect(toCommand({ type: 'sonar' }, viewFor(FIXTURES['captain-ready'](), crewSeat('blue')))).toEqual({ ok: true, body: { type: 'sonar' } });
  });
});
