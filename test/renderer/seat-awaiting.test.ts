import { describe, expect, it } from 'vitest';
import { createGame, crewSeat, defaultSettings, SPECTATOR, viewFor, type GameState, type Role } from '../../shared/engine';
import { awaiting, awaitingText, statusLine } from '../../renderer/seat/awaiting';
import { createTestI18n as createRumboI18n } from '../../renderer/i18n/all';
import { type Language } from '../../renderer/i18n';
import { armed, as, captain, cell, ok, startGame, withSub } from '../support/engine-harness';

type T = (key: string, values?: Record<string, unknown>, plural?: number) => string;
const tr = (lang: Language) => createRumboI18n(lang).global.t as unknown as T;
const en = tr('en');

const TURN = { mode: 'turn', mapId: 'training-15', blue: 'H8', yellow: 'B2', first: 'blue' } as const;
const RT = { mode: 'realtime', mapId: 'training-15', blue: 'H8', yellow: 'B2' } as const;

function line(state: GameState, team: 'blue' | 'yellow', roles?: Role[], t: T = en): string {
  return statusLine(t, viewFor(state, crewSeat(team, roles)));
}

describe('the seat’s waiting line, turn by turn', () => {
  const start = startGame(TURN);
  const moved = ok(start, captain('blue', { type: 'course', direction: 'W' })).state;

  it('at the start: the Captain is told to move; his crew hears it waits for the Captain’s course', () => {
    expect(line(start, 'blue', ['captain'])).toBe('Your turn · Captain: announce a course (or surface)');
    expect(line(start, 'blue', ['firstMate'])).toBe('Your turn · Waiting for the Captain to announce a course');
    expect(line(start, 'yellow', ['captain'])).toBe("Blue's turn · Waiting for Blue to announce a course");
  });

  it('after the course: names the First Mate and the Engineer, each as an order to the seat that holds the role', () => {
    expect(line(moved, 'blue', ['captain'])).toBe('Your turn · Waiting for the First Mate to charge a system and the Engineer to cross a symbol in West');
    expect(line(moved, 'blue', ['engineer'])).toBe('Your turn · Engineer: cross a symbol in West · Waiting for the First Mate to charge a system');
    expect(line(moved, 'blue', ['firstMate', 'engineer'])).toBe('Your turn · First Mate: charge a system · Engineer: cross a symbol in West');
    expect(line(moved, 'blue', ['radioOperator'])).toBe(
      'Your turn · Waiting for the First Mate to charge a system and the Engineer to cross a symbol in West',
    );
    // The enemy learns nothing of our crew's marks: only that our turn is not over.
    expect(line(moved, 'yellow')).toBe("Blue's turn · Waiting for Blue to finish the turn");
  });

  it('once marked and crossed: the Captain is told to end the turn while no system can be used, and to use one once it can', () => {
    const marked = ok(moved, as('blue', 'firstMate', { type: 'mark', system: 'torpedo' })).state;
    const slot = 0; // West panel, first symbol
    const crossed = ok(marked, as('blue', 'engineer', { type: 'cross', slot })).state;
    // One mark in a gauge of three: nothing is ready, so "use a ready system" would be a lie.
    expect(line(crossed, 'blue', ['captain'])).toBe('Your turn · Captain: end the turn (no system can be used now)');
    expect(line(crossed, 'blue', ['engineer'])).toBe('Your turn · Waiting for the Captain to end the turn');
    const ready = armed(crossed, 'blue');
    expect(line(ready, 'blue', ['captain'])).toBe('Your turn · Captain: use a ready system or end the turn');
    expect(line(ready, 'blue', ['engineer'])).toBe('Your turn · Waiting for the Captain to use a system or end the turn');
    const one = { ...crossed, turn: { ...crossed.turn!, extraTurns: 1 } };
    const two = { ...crossed, turn: { ...crossed.turn!, extraTurns: 2 } };
    expect(line(one, 'blue', ['captain'])).toMatch(/^Your turn · 1 extra turn · /);
    expect(line(two, 'blue', ['captain'])).toMatch(/^Your turn · 2 extra turns · /);
    expect(line(one, 'blue', ['captain'], tr('es'))).toMatch(/^Tu turno · 1 turno extra · /);
    expect(line(two, 'blue', ['captain'], tr('es'))).toMatch(/^Tu turno · 2 turnos extra · /);
    expect(line(one, 'blue', ['captain'], tr('it'))).toMatch(/^Il tuo turno · 1 turno extra · /);
    expect(line(two, 'blue', ['captain'], tr('it'))).toMatch(/^Il tuo turno · 2 turni extra · /);
  });

  it('after a silence the turn has passed: our crew is still told to mark, in the enemy\'s turn (issue 28.3)', () => {
    const marked = ok(moved, as('blue', 'firstMate', { type: 'mark', system: 'torpedo' })).state;
    const crossed = armed(ok(marked, as('blue', 'engineer', { type: 'cross', slot: 0 })).state, 'blue');
    const silent = ok(crossed, captain('blue', { type: 'silence', direction: 'N', distance: 1 })).state;
    expect(line(silent, 'blue', ['firstMate'])).toBe(
      "Yellow's turn · First Mate: charge a system · Waiting for the Engineer to cross a symbol in North and Yellow to announce a course",
    );
    expect(line(silent, 'yellow', ['captain'])).toBe('Your turn · Captain: announce a course (or surface)');
  });

  it('placing: the Captain chooses a start, then waits for the other Captain', () => {
    const created = createGame(defaultSettings({ mode: 'turn', mapId: 'training-15' }), 'seed');
    if (!created.ok) throw new Error(created.reason);
    const placed = ok(created.state, captain('blue', { type: 'place', cell: cell(created.state, 'H8') })).state;
    expect(line(created.state, 'blue', ['captain'])).toBe('Captain: choose a starting cell on the map');
    expect(line(placed, 'blue', ['engineer'])).toBe("Waiting for Yellow's Captain to choose a start");
    expect(line(placed, 'yellow', ['firstMate'])).toBe('Waiting for the Captain to choose a start');
  });

  it('speaks Spanish and Italian', () => {
    expect(line(moved, 'blue', ['captain'], tr('es'))).toBe(
      'Tu turno · Esperando a que el Primer Oficial cargue un sistema y el Ingeniero tache un símbolo en Oeste',
    );
    expect(line(moved, 'blue', ['engineer'], tr('it'))).toBe('Il tuo turno · Ingegnere: barra un simbolo a Ovest · In attesa che il Primo Ufficiale carichi un sistema');
  });
});

describe('the seat’s waiting line, in real time', () => {
  const start = startGame(RT);

  it('free to move: orders the Captain; after a course waits for the crew’s OK', () => {
    expect(line(start, 'blue', ['captain'])).toBe('Captain: announce a course (or surface)');
    expect(line(armed(start, 'blue'), 'blue', ['captain'])).toBe('Captain: announce a course or use a ready system');
    expect(line(start, 'blue', ['radioOperator'])).toBe('Waiting for the Captain to announce a course');
    const moved = ok(start, captain('blue', { type: 'course', direction: 'W' })).state;
    expect(line(moved, 'blue', ['captain'])).toBe('Waiting for the First Mate to charge a system and the Engineer to cross a symbol in West');
    expect(awaiting(viewFor(moved, crewSeat('blue'))).turn).toBeNull();
  });

  it('a sonar to answer and a STOP name who holds the game', () => {
    const armed = withSub(start, 'blue', { gauges: { ...start.subs.blue.gauges, sonar: 3 }, movedSinceDive: true });
    const sonar = ok(armed, captain('blue', { type: 'sonar' })).state;
    expect(line(sonar, 'yellow', ['captain'])).toBe('Captain: answer the enemy sonar');
    expect(line(sonar, 'blue', ['captain'])).toBe("Waiting for Yellow's Captain to answer the sonar");
    const stop = ok(armed, captain('blue', { type: 'stop' })).state;
    expect(line(stop, 'blue', ['captain'])).toBe('Captain: use a system: play resumes after it (or Resume)');
    expect(line(stop, 'yellow', ['engineer'])).toBe("Waiting for Blue's Captain to finish the STOP");
  });

  it('surfaced: each role still to secure its section, then the dive', () => {
    const surfaced = ok(start, captain('blue', { type: 'surface' })).state;
    expect(line(surfaced, 'blue', ['engineer'])).toBe(
      'Engineer: secure your hull section · Waiting for the Captain, the First Mate and the Radio Operator to secure the hull',
    );
    expect(line(surfaced, 'blue', ['engineer'], tr('es'))).toContain('el Capitán, el Primer Oficial y el Operador de Radio aseguren el casco');
    let state = surfaced;
    for (const role of ['captain', 'firstMate', 'engineer', 'radioOperator'] as const) state = ok(state, as('blue', role, { type: 'secureHull' })).state;
    expect(line(state, 'blue', ['captain'])).toBe('Captain: dive');
    // A seat holding every role reads one order for all its sections, not four.
    expect(line(surfaced, 'blue')).toBe('Captain, First Mate, Engineer and Radio Operator: secure your hull section');
  });

  it('a spectator sees whose turn it is and what that crew owes, nothing hidden', () => {
    const turn = startGame(TURN);
    expect(statusLine(en, viewFor(turn, SPECTATOR))).toBe("Blue's turn · Waiting for Blue to announce a course");
    expect(awaitingText(en, viewFor(start, SPECTATOR))).toBe('');
  });
});
