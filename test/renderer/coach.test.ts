import { describe, expect, it } from 'vitest';
import {
  GAUGES,
  cellLabel,
  crewSeat,
  eventsFor,
  getMap,
  sectorOf,
  sheetFor,
  viewFor,
  type Direction,
  type GameEvent,
  type GameState,
  type Team,
} from '../../shared/engine';
import { COACH_STEPS, coach, coachStep, FRESH_COACH } from '../../renderer/coach/coach';
import { NEWS_KEYS } from '../../renderer/coach/coach-news';
import { surfaceCost } from '../../renderer/seat/surface-cost';
import en from '../../renderer/i18n/en';
import es from '../../renderer/i18n/es';
import it_ from '../../renderer/i18n/it';
import { as, captain, cell, ok, startGame, withSub } from '../support/engine-harness';

const ZERO = { mine: 0, torpedo: 0, drone: 0, sonar: 0, silence: 0, scenario: 0 };
const bits = (...slots: number[]) => slots.reduce((mask, slot) => mask | (1 << slot), 0);
const blueView = (state: GameState) => viewFor(state, crewSeat('blue'));
function seaLabel(mapId: string, end: 'first' | 'last'): string {
  const map = getMap(mapId)!;
  const sea = end === 'first' ? map.island.indexOf(false) : map.island.lastIndexOf(false);
  return cellLabel(map, sea);
}

/** A course, the First Mate's mark and the Engineer's cross, through the engine. */
function fullCourse(state: GameState, team: Team, direction: Direction, mark: keyof typeof ZERO, slot: number): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  for (const command of [
    captain(team, { type: 'course', direction }),
    as(team, 'firstMate', { type: 'mark', system: mark }),
    as(team, 'engineer', { type: 'cross', slot }),
  ]) {
    const applied = ok(state, command);
    state = applied.state;
    events.push(...applied.events);
  }
  return { state, events };
}

function training(blue = 'E5', yellow = 'H8', first: Team = 'blue'): GameState {
  return startGame({ mode: 'turn', mapId: 'training-10', blue, yellow, first });
}

describe('the first game’s coach', () => {
  it('follows a turn: course, the First Mate’s mark, the Engineer’s cross; with nothing charged it says to end the turn', () => {
    let state = startGame({ mode: 'turn', mapId: 'training-10', blue: 'C3', yellow: 'H8', first: 'blue' });
    const blue = () => coachStep(blueView(state));
    expect(blue()).toBe('course');
    expect(coachStep(viewFor(state, crewSeat('yellow')))).toBe('enemy');
    state = ok(state, captain('blue', { type: 'course', direction: 'S' })).state;
    expect(blue()).toBe('mark');
    state = ok(state, as('blue', 'firstMate', { type: 'mark', system: 'torpedo' })).state;
    expect(blue()).toBe('cross');
    const south = sheetFor('turn').panelMask.S;
    const slot = [...Array(32).keys()].find((i) => (south >>> i) & 1)!;
    state = ok(state, as('blue', 'engineer', { type: 'cross', slot })).state;
    expect(blue()).toBe('endTurn');
    state = ok(state, captain('blue', { type: 'endTurn' })).state;
    expect(blue()).toBe('enemy');
  });

  it('with every system broken down it never says to use a ready system: end the turn, then surface', () => {
    // One symbol of each type crossed (reactor symbols, outside any circuit): nothing can be used.
    let state = withSub(training(), 'blue', { crossed: bits(10, 9, 17), gauges: { ...ZERO, torpedo: 3, drone: 3 }, movedSinceDive: true });
    state = fullCourse(state, 'blue', 'W', 'silence', 4).state;
    const tip = coach(blueView(state), [], null).tip;
    expect(tip.key).toBe('allBroken');
    expect(tip.key).not.toBe('system');
    expect(tip.advice).toEqual({ type: 'endTurn' });
    state = ok(state, captain('blue', { type: 'endTurn' })).state;
    state = fullCourse(state, 'yellow', 'N', 'torpedo', 11).state;
    state = ok(state, captain('yellow', { type: 'endTurn' })).state;
    const next = coach(blueView(state), [], null).tip;
    expect(next.key).toBe('surfaceBroken');
    expect(next.advice).toEqual({ type: 'surface' });
    // Following it works, and repairs the whole sheet.
    state = ok(state, captain('blue', { type: 'surface' })).state;
    expect(state.subs.blue.crossed).toBe(0);
  });

  it('names the system that is charged but broken down, and how it comes back', () => {
    let state = withSub(training(), 'blue', { crossed: bits(10), gauges: { ...ZERO, torpedo: 3 }, movedSinceDive: true });
    state = fullCourse(state, 'blue', 'W', 'drone', 4).state;
    const tip = coach(blueView(state), [], null).tip;
    expect(tip.key).toBe('brokenReady');
    expect(tip.systems).toEqual(['torpedo']);
  });

  it('tells when a crossing breaks a system down (in full the first time, short after)', () => {
    let state = training();
    const memory0 = coach(blueView(state), [], null).memory;
    // West panel, slot 0: a weapon symbol on the West circuit: mine and torpedo break down.
    const first = fullCourse(state, 'blue', 'W', 'torpedo', 0);
    state = first.state;
    const said = coach(blueView(state), eventsFor(first.events, crewSeat('blue')), null, memory0);
    expect(said.news?.key).toBe('broke');
    expect(said.news?.systems).toEqual(['mine', 'torpedo']);
    state = ok(state, captain('blue', { type: 'endTurn' })).state;
    state = fullCourse(state, 'yellow', 'N', 'torpedo', 11).state;
    state = ok(state, captain('yellow', { type: 'endTurn' })).state;
    // North panel, slot 9: a detection symbol: drone and sonar break down too — now the short form.
    const second = fullCourse(state, 'blue', 'N', 'torpedo', 9);
    const again = coach(blueView(second.state), eventsFor(second.events, crewSeat('blue')), null, said.memory);
    expect(again.news?.key).toBe('brokeAgain');
    expect(again.news?.systems).toEqual(['drone', 'sonar']);
  });

  it('points the Engineer at the symbol that completes a circuit, and then says it is repaired', () => {
    // West circuit: three symbols crossed at home, the fourth is in the East panel (slot 20).
    let state = withSub(training(), 'blue', { crossed: bits(0, 1, 2) });
    state = ok(state, captain('blue', { type: 'course', direction: 'E' })).state;
    state = ok(state, as('blue', 'firstMate', { type: 'mark', system: 'torpedo' })).state;
    const before = coach(blueView(state), [], null);
    expect(before.tip.key).toBe('crossRepair');
    expect(before.tip.advice).toEqual({ type: 'cross', slot: 20 });
    const applied = ok(state, as('blue', 'engineer', { type: 'cross', slot: 20 }));
    const after = coach(blueView(applied.state), eventsFor(applied.events, crewSeat('blue')), null, before.memory);
    expect(after.news?.key).toBe('repaired');
    expect(applied.state.subs.blue.crossed).toBe(0);
  });

  it('warns the Engineer when the reactor fills, and steers the Captain away from a course that costs a damage', () => {
    // Four radiation symbols crossed: the advice spares the radiation ones.
    let state = withSub(training(), 'blue', { crossed: bits(4, 5, 11, 16) });
    state = ok(state, captain('blue', { type: 'course', direction: 'E' })).state;
    state = ok(state, as('blue', 'firstMate', { type: 'mark', system: 'torpedo' })).state;
    const tip = coach(blueView(state), [], null).tip;
    expect(tip.key).toBe('crossReactor');
    expect(tip.params.n).toBe(4);
    const slot = tip.advice?.type === 'cross' ? tip.advice.slot : -1;
    expect(sheetFor('turn').slots[slot]?.type).not.toBe('radiation');

    // Five West symbols crossed (the weapon one left): the sixth would fill the panel, 1 damage. West is open but not advised.
    const west = withSub(training(), 'blue', { crossed: bits(1, 2, 3, 4, 5) });
    const course = coach(blueView(west), [], null).tip;
    expect(course.key).toBe('courseAvoid');
    expect(course.advice?.type === 'course' && course.advice.direction).not.toBe('W');
  });

  it('says blackout and surface when the route and the islands close every course', () => {
    const state = withSub(training('A1'), 'blue', { route: [cell(training(), 'A2'), cell(training(), 'B2'), cell(training(), 'B1'), cell(training(), 'A1')] });
    const tip = coach(blueView(state), [], null).tip;
    expect(tip.key).toBe('blackout');
    expect(tip.advice).toEqual({ type: 'surface' });
  });

  it('explains a hit: the damage, the 4 that sink, and to get away (silence when charged)', () => {
    let state = training('C3', 'F3', 'yellow');
    state = withSub(state, 'yellow', { gauges: { ...ZERO, torpedo: 3 }, movedSinceDive: true });
    state = withSub(state, 'blue', { gauges: { ...ZERO, silence: GAUGES.turn.silence } });
    const events: GameEvent[] = [];
    const moved = fullCourse(state, 'yellow', 'W', 'drone', 4);
    events.push(...moved.events);
    const fired = ok(moved.state, captain('yellow', { type: 'torpedo', cell: cell(state, 'C3') }));
    events.push(...fired.events);
    state = fired.state;
    const said = coach(blueView(state), eventsFor(events, crewSeat('blue')), null);
    expect(said.news?.key).toBe('hit');
    expect(said.news?.params).toMatchObject({ n: 2, total: 2, left: 2 });
    // Blue's turn: the news stays until blue moves; after the course, the coach advises silence.
    expect(said.tip.key).toMatch(/^course/);
    const moveOn = fullCourse(state, 'blue', 'S', 'drone', 12);
    const later = coach(blueView(moveOn.state), eventsFor(moveOn.events, crewSeat('blue')), null, said.memory);
    expect(later.tip.key).toBe('silence');
  });

  it('hunts with the Radio Operator’s reading: drone to split the sectors, torpedo when the blast covers the enemy, never next to us', () => {
    const map = getMap('training-10')!;
    let state = withSub(training('E5'), 'blue', { gauges: { ...ZERO, drone: GAUGES.turn.drone }, movedSinceDive: true });
    state = fullCourse(state, 'blue', 'N', 'torpedo', 9 - 3).state;
    const spread = { positions: [cell(state, 'B2'), cell(state, 'H2'), cell(state, 'H8')], sectors: [1, 2, 4] };
    const drone = coach(blueView(state), [], spread).tip;
    expect(drone.key).toBe('drone');
    expect(drone.advice?.type).toBe('drone');
    expect(spread.sectors).toContain(drone.params.sector);

    let armed = withSub(training('E5', 'F8'), 'blue', { gauges: { ...ZERO, torpedo: GAUGES.turn.torpedo }, movedSinceDive: true });
    armed = fullCourse(armed, 'blue', 'N', 'drone', 6).state;
    const yellowAt = armed.subs.yellow.position;
    const close = { positions: [yellowAt, cell(armed, 'G8')], sectors: [4] };
    const aimed = coach(blueView(armed), [], close);
    const fire = aimed.tip;
    expect(fire.key).toBe('fire');
    const target = fire.advice?.type === 'torpedo' ? fire.advice.cell : -1;
    const distance = (a: number, b: number) => Math.max(Math.abs((a % 10) - (b % 10)), Math.abs(Math.floor(a / 10) - Math.floor(b / 10)));
    expect(distance(target, armed.subs.blue.position)).toBeGreaterThan(1);
    const shot = ok(armed, captain('blue', { type: 'torpedo', cell: target }));
    const after = coach(blueView(shot.state), eventsFor(shot.events, crewSeat('blue')), close, aimed.memory);
    expect(after.news?.key).toBe('enemyHit');

    expect(fire.params).toMatchObject({ covered: 2, n: 2, why: 'sure' });
    // Far away, a charged torpedo waits: closing in comes first.
    const far = { positions: [cell(armed, 'A10'), cell(armed, 'B10'), cell(armed, 'J1'), cell(armed, 'J2')], sectors: [2, 3] };
    expect(coach(blueView(armed), [], far).tip.key).toBe('torpedoFar');
    // In reach but spread over 8 cells and every sector: no blast can cover them, so hold fire and say so.
    const spread8 = { positions: ['B2', 'B4', 'B6', 'H2', 'H4', 'H6', 'E1', 'E8'].map((c) => cell(armed, c)), sectors: [1, 2, 3, 4] };
    const hold = coach(blueView(armed), [], spread8).tip;
    expect(hold.key).toBe('torpedoWait');
    expect(hold.params.n).toBe(8);
    expect(hold.params.covered).toBeGreaterThan(0);
    expect(hold.params.covered).toBeLessThan(4);
    // Every sector still possible: the line says "any sector", not "sectors 1, 2, 3 and 4".
    expect(hold.params.sectors).toBe('');
    expect(far.sectors.length).toBeLessThan(4);
    expect(coach(blueView(armed), [], far).tip.params.sectors).toBe('2 3');
    expect(sectorOf(map, yellowAt)).toBe(4);
  });

  it('keeps its distance while the torpedo charges, and closes in once it is ready', () => {
    const map = getMap('training-10')!;
    const east = { positions: [cell(training(), 'J4'), cell(training(), 'J5'), cell(training(), 'J6')], sectors: [2, 4] };
    const wait = coach(blueView(training('E5')), [], east).tip;
    expect(wait.key).toBe('courseKeepAway');
    expect(wait.advice).not.toEqual({ type: 'course', direction: 'E' });
    const loaded = withSub(training('E5'), 'blue', { gauges: { ...ZERO, torpedo: GAUGES.turn.torpedo } });
    const hunt = coach(blueView(loaded), [], east).tip;
    expect(hunt.key).toBe('courseHunt');
    expect(hunt.advice).toEqual({ type: 'course', direction: 'E' });
    expect(sectorOf(map, cell(loaded, 'J4'))).toBe(2);
  });

  it('offers a mine only on a cell where the engine lets it go', () => {
    let state = withSub(training('E5'), 'blue', { gauges: { ...ZERO, mine: GAUGES.turn.mine }, movedSinceDive: true });
    state = fullCourse(state, 'blue', 'N', 'torpedo', 6).state;
    const tip = coach(blueView(state), [], null).tip;
    expect(tip.key).toBe('mine');
    if (tip.advice?.type !== 'mine') throw new Error('no mine advice');
    expect(ok(state, captain('blue', { type: 'mine', cell: tip.advice.cell })).state.subs.blue.mines).toEqual([tip.advice.cell]);
  });

  it('tells the First Mate to charge the sonar, then the drone, while the enemy can be in several sectors; the torpedo once it is in one', () => {
    let state = ok(training(), captain('blue', { type: 'course', direction: 'N' })).state;
    const wide = { positions: [cell(state, 'B2'), cell(state, 'H8')], sectors: [1, 4] };
    const first = coach(blueView(state), [], wide).tip;
    expect(first.advice).toEqual({ type: 'mark', system: 'sonar' });
    expect(first.params.why).toBe('sonar');
    // Once the sonar has been used, the drone's turn comes.
    const sonarUsed = { ...FRESH_COACH, taught: ['sonarUse'] };
    expect(coach(blueView(state), [], wide, sonarUsed).tip.advice).toEqual({ type: 'mark', system: 'drone' });
    // One sector: a mine first (2 marks, once), then the torpedo.
    const one = { positions: [cell(state, 'H8'), cell(state, 'H9')], sectors: [4] };
    expect(coach(blueView(state), [], one, sonarUsed).tip.advice).toEqual({ type: 'mark', system: 'mine' });
    const mineLaid = { ...FRESH_COACH, taught: ['sonarUse', 'mine'] };
    const torpedo = coach(blueView(state), [], one, mineLaid).tip;
    expect(torpedo.advice).toEqual({ type: 'mark', system: 'torpedo' });
    expect(torpedo.params.why).toBe('hunt');
    // Shot at: the torpedo still comes first (the race is won by firing back), then silence.
    expect(coach(blueView(state), [], one, { ...mineLaid, threatened: true }).tip.advice).toEqual({ type: 'mark', system: 'torpedo' });
    const loaded = withSub(state, 'blue', { gauges: { ...ZERO, torpedo: GAUGES.turn.torpedo } });
    expect(coach(blueView(loaded), [], one, { ...mineLaid, threatened: true }).tip.params).toMatchObject({ system: 'silence', why: 'escape' });
    // A broken weapon (torpedo and mine): its gauges wait for a repair.
    state = withSub(state, 'blue', { crossed: bits(10) });
    expect(coach(blueView(state), [], one, mineLaid).tip.advice).toEqual({ type: 'mark', system: 'drone' });
  });

  it('hides in silence once our own announcements leave the enemy a few cells to aim at, and charges it after the torpedo', () => {
    let ready = withSub(training('E5', 'H8'), 'blue', { gauges: { ...ZERO, silence: GAUGES.turn.silence }, movedSinceDive: true });
    ready = fullCourse(ready, 'blue', 'N', 'drone', 11).state;
    const far = [cell(ready, 'A10'), cell(ready, 'B10'), cell(ready, 'A9')];
    const hidden = { positions: far, sectors: [3], exposure: 40 };
    expect(coach(blueView(ready), [], hidden).tip.key).not.toBe('silenceHide');
    const found = coach(blueView(ready), [], { ...hidden, exposure: 5 }).tip;
    expect(found.key).toBe('silenceHide');
    expect(found.params.exposed).toBe(5);
    expect(found.advice).toEqual({ type: 'silence' });
    // Charging: the torpedo first (it sinks the enemy), then silence while the enemy can place us on a few cells.
    let marking = ok(training(), captain('blue', { type: 'course', direction: 'N' })).state;
    const mineLaid = { ...FRESH_COACH, taught: ['sonarUse', 'mine'] };
    const one = { positions: [cell(marking, 'H8'), cell(marking, 'H9')], sectors: [4], exposure: 5 };
    expect(coach(blueView(marking), [], one, mineLaid).tip.advice).toEqual({ type: 'mark', system: 'torpedo' });
    marking = withSub(marking, 'blue', { gauges: { ...ZERO, torpedo: GAUGES.turn.torpedo } });
    const hide = coach(blueView(marking), [], one, mineLaid).tip;
    expect(hide.advice).toEqual({ type: 'mark', system: 'silence' });
    expect(hide.params).toMatchObject({ why: 'hide', exposed: 5 });
    expect(coach(blueView(marking), [], { ...one, exposure: 60 }, mineLaid).tip.params.why).not.toBe('hide');
  });

  it('says the same whatever the enemy’s hidden position, route, gauges and sheet (it reads only this seat’s view and the sheet)', () => {
    let state = withSub(training('E5', 'H8'), 'blue', { gauges: { ...ZERO, torpedo: GAUGES.turn.torpedo, sonar: 1 }, movedSinceDive: true });
    state = fullCourse(state, 'blue', 'N', 'sonar', 6).state;
    const hunt = { positions: [cell(state, 'H8'), cell(state, 'H9'), cell(state, 'G9')], sectors: [4] };
    const secret = withSub(state, 'yellow', { position: cell(state, 'B2'), route: [cell(state, 'B3')], gauges: { ...ZERO, torpedo: 3, silence: 5 }, crossed: bits(10) });
    for (const at of [state, secret]) expect(coach(blueView(at), [], hunt)).toEqual(coach(blueView(state), [], hunt));
  });

  it('says who won at the end', () => {
    let state = training('C3', 'F3', 'yellow');
    state = withSub(state, 'yellow', { gauges: { ...ZERO, torpedo: 3 }, movedSinceDive: true });
    state = withSub(state, 'blue', { damage: 2 });
    state = fullCourse(state, 'yellow', 'W', 'drone', 4).state;
    state = ok(state, captain('yellow', { type: 'torpedo', cell: cell(state, 'C3') })).state;
    expect(state.phase).toBe('over');
    expect(coachStep(blueView(state))).toBe('lost');
    expect(coachStep(viewFor(state, crewSeat('yellow')))).toBe('won');
    expect(coach(blueView(state), [], null, FRESH_COACH).tip.key).toBe('lost');
  });
});

describe('the Surface confirmation', () => {
  it('turn by turn: the sector the enemy hears and the turns it gets are the engine’s own', () => {
    const state = training('C3', 'H8', 'blue');
    const lines = surfaceCost(blueView(state));
    expect(lines.map((l) => l.key)).toEqual(['turn']);
    const surfaced = ok(state, captain('blue', { type: 'surface' }));
    const heard = surfaced.events.find((e) => e.type === 'surfaced');
    expect(heard?.type === 'surfaced' && heard.sector).toBe(lines[0]!.params.sector);
    expect(surfaced.state.turn).toMatchObject({ team: 'yellow' });
    expect(1 + surfaced.state.turn!.extraTurns).toBe(lines[0]!.params.turns);
  });

  it('real time: the hull sections, the enemy Engineer’s check under that rule, and the ice on Delta', () => {
    const realtime = startGame({ mode: 'realtime', mapId: 'alpha-15', blue: seaLabel('alpha-15', 'first'), yellow: seaLabel('alpha-15', 'last'), flags: { hullCheck: 'enemyEngineer' } });
    expect(surfaceCost(blueView(realtime)).map((l) => l.key)).toEqual(['realtime', 'hullCheck']);
    const delta = getMap('delta-10')!;
    const sea = delta.island.findIndex((island, c) => !island && !delta.iceHoles.includes(c));
    const ice = startGame({ mode: 'turn', mapId: 'delta-10', blue: cellLabel(delta, sea), yellow: seaLabel('delta-10', 'last'), first: 'blue' });
    expect(surfaceCost(blueView(ice)).map((l) => l.key)).toEqual(['ice', 'turn']);
    expect(ok(ice, captain('blue', { type: 'surface' })).state.subs.blue.damage).toBe(1);
  });
});

describe('the coach’s words', () => {
  it('exist in Spanish, English and Italian for every tip, every news item and the Surface confirmation', () => {
    for (const catalogue of [es, en, it_]) {
      const tutorial = catalogue.tutorial as unknown as { steps: Record<string, string>; news: Record<string, string> };
      for (const key of COACH_STEPS) expect(tutorial.steps[key], key).toBeTruthy();
      for (const key of NEWS_KEYS) expect(tutorial.news[key], key).toBeTruthy();
      const surfacing = (catalogue as unknown as { surfacing: Record<string, string> }).surfacing;
      for (const key of ['question', 'turn', 'realtime', 'hullCheck', 'ice']) expect(surfacing[key], key).toBeTruthy();
    }
  });
});

describe('the coach, as a whole game showed it (issue 29, played in Chromium)', () => {
  it('explains the Radio Operator’s sheet for the whole of the enemy’s first turn, not for one state message', () => {
    let state = training('C3', 'H8', 'yellow');
    const hunt = { positions: [cell(state, 'H7'), cell(state, 'H8')], sectors: [4] };
    let memory = FRESH_COACH;
    const say = () => {
      const said = coach(blueView(state), [], hunt, memory);
      memory = said.memory;
      return said.tip.key;
    };
    expect(say()).toBe('enemy');
    // The enemy's course, mark and cross each bring a state message: the explanation stays up.
    state = fullCourse(state, 'yellow', 'N', 'torpedo', [...Array(32).keys()].find((i) => (sheetFor('turn').panelMask.N >>> i) & 1)!).state;
    expect(say()).toBe('enemy');
    expect(say()).toBe('enemy');
    state = ok(state, captain('yellow', { type: 'endTurn' })).state;
    expect(say()).not.toMatch(/^enemy/);
    // From then on the coach reads the sheet out in short.
    state = fullCourse(state, 'blue', 'S', 'torpedo', [...Array(32).keys()].find((i) => (sheetFor('turn').panelMask.S >>> i) & 1)!).state;
    state = ok(state, captain('blue', { type: 'endTurn' })).state;
    expect(say()).toBe('enemyTrack');
  });

  it('says the sinking blow sank the enemy, not that "the 4th sinks it"', () => {
    let armed = withSub(training('E5', 'F8'), 'blue', { gauges: { ...ZERO, torpedo: GAUGES.turn.torpedo }, movedSinceDive: true });
    armed = withSub(armed, 'yellow', { damage: 3 });
    armed = fullCourse(armed, 'blue', 'N', 'drone', 6).state;
    const close = { positions: [armed.subs.yellow.position, cell(armed, 'G8')], sectors: [4] };
    const aimed = coach(blueView(armed), [], close);
    expect(aimed.tip.key).toBe('fire');
    const target = aimed.tip.advice?.type === 'torpedo' ? aimed.tip.advice.cell : -1;
    const shot = ok(armed, captain('blue', { type: 'torpedo', cell: target }));
    const after = coach(blueView(shot.state), eventsFor(shot.events, crewSeat('blue')), close, aimed.memory);
    expect(after.news?.key).toBe('enemySunk');
    expect(after.tip.key).toBe('won');
    for (const catalogue of [en, es, it_]) expect(catalogue.tutorial.news.enemySunk).not.toMatch(/4\.?º|4th/);
  });
});
