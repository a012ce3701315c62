import { crewSeat, GAUGES, viewFor, type GameState, type GameView, type Role } from '../../shared/engine';
import { armed, cell, startGame, withSub } from '../support/engine-harness';

/**
 * Named game situations for corpus lines and tests, all seen from the blue crew. Cells are chosen on
 * the bundled maps: in `captain-ready` (Alpha, real time) the sub is at E6 with an island north (E5)
 * and its own route south (E7), so only east and west are open.
 */
const RT15 = { mode: 'realtime', mapId: 'alpha-15' } as const;

const cells = (state: GameState, labels: readonly string[]) => labels.map((l) => cell(state, l));

function captainReady(): GameState {
  const state = armed(startGame({ ...RT15, blue: 'E6', yellow: 'L12' }), 'blue');
  return withSub(state, 'blue', { route: cells(state, ['F7', 'E7', 'E6']), mines: cells(state, ['J10', 'B9']) });
}

function turnStep(step: 'course' | 'system'): GameState {
  const state = armed(startGame({ mode: 'turn', mapId: 'alpha-10', blue: 'D6', yellow: 'I3', first: 'blue' }), 'blue');
  const ready = withSub(state, 'blue', { route: cells(state, ['D7', 'D6']) });
  return { ...ready, turn: { team: 'blue', step, extraTurns: 0 } };
}

function firstMatePending(): GameState {
  const state = captainReady();
  return withSub(state, 'blue', {
    gauges: { mine: 3, torpedo: 1, drone: 4, sonar: 0, silence: 2, scenario: 0 },
    pending: { firstMate: true, engineer: 'N' },
  });
}

/** A mark owed and every gauge empty: any system word could mark. */
function firstMateFresh(): GameState {
  return withSub(captainReady(), 'blue', {
    gauges: { mine: 0, torpedo: 0, drone: 0, sonar: 0, silence: 0, scenario: 0 },
    pending: { firstMate: true, engineer: 'N' },
  });
}

function engineerPending(panel: 'N' | 'S', crossed: number): GameState {
  return withSub(captainReady(), 'blue', { pending: { firstMate: false, engineer: panel }, crossed });
}

function sonarPending(): GameState {
  const state = armed(startGame({ ...RT15, blue: 'L14', yellow: 'D3' }), 'yellow');
  return { ...state, sonar: { by: 'yellow' }, stops: [{ team: 'yellow', role: 'captain' }] };
}

function surfaced(hull: 'open' | 'secured', approved: boolean): GameState {
  return withSub(captainReady(), 'blue', { surfaced: true, hull: [hull, hull, hull, hull], hullApproved: approved });
}

function enemyHullSecured(): GameState {
  return withSub(captainReady(), 'yellow', { surfaced: true, hull: ['secured', 'secured', 'secured', 'secured'] });
}

function stopped(): GameState {
  return { ...captainReady(), stops: [{ team: 'blue', role: 'captain' }] };
}

function echoReady(): GameState {
  const state = startGame({ mode: 'realtime', mapId: 'echo-15', blue: 'H8', yellow: 'C12' });
  return withSub(state, 'blue', { gauges: { ...GAUGES.realtime }, movedSinceDive: true, route: cells(state, ['H9', 'H8']) });
}

function family(): GameState {
  const state = startGame({ edition: 'family', mode: 'turn', mapId: 'archipelago', blue: 'D7', yellow: 'I2', first: 'blue' });
  return withSub(state, 'blue', { energy: 4, route: cells(state, ['C7', 'D7']) });
}

export const FIXTURES = {
  'captain-ready': captainReady,
  'turn-course': () => turnStep('course'),
  'turn-system': () => turnStep('system'),
  'first-mate-pending': firstMatePending,
  'first-mate-fresh': firstMateFresh,
  /** North course taken with the north central weapon symbol (slot 7) already crossed (RULES.md example). */
  'engineer-north': () => engineerPending('N', 1 << 7),
  'engineer-south': () => engineerPending('S', 0),
  'sonar-pending': sonarPending,
  surfaced: () => surfaced('open', false),
  'ready-to-dive': () => surfaced('secured', true),
  'enemy-hull-secured': enemyHullSecured,
  stopped,
  'echo-ready': echoReady,
  family,
} as const satisfies Record<string, () => GameState>;

export type FixtureName = keyof typeof FIXTURES;

export function isFixture(name: string): name is FixtureName {
  return Object.hasOwn(FIXTURES, name);
}

const views = new Map<string, GameView>();

/** The blue seat's view of a fixture (cached: views are immutable). */
export function fixtureView(name: FixtureName, roles: readonly Role[] = ['captain', 'firstMate', 'engineer', 'radioOperator']): GameView {
  const key = `${name}:${roles.join(',')}`;
  let view = views.get(key);
  if (!view) {
    view = viewFor(FIXTURES[name](), crewSeat('blue', roles));
    views.set(key, view);
  }
  return view;
}
