import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GAUGES,
  FAMILY_ENERGY,
  crewSeat,
  damageToSink,
  eventsFor,
  getMap,
  sheetFor,
  viewFor,
  type GameSettings,
  type GameState,
  type SubState,
} from '../../shared/engine';
import { playRandomGame } from '../support/random-game';
import { RUN_TIMEOUT } from '../support/run-budget';
import { scrambleSecrets } from '../support/scramble';

const MODES: ReadonlyArray<[string, Partial<GameSettings>]> = [
  ['turn-by-turn, Alpha 10×10', { mode: 'turn', mapId: 'alpha-10' }],
  ['real-time, Alpha 15×15', { mode: 'realtime', mapId: 'alpha-15' }],
  ['real-time, Delta 15×15 (ice)', { mode: 'realtime', mapId: 'delta-15' }],
  ['real-time, Echo 15×15 (Archer mines)', { mode: 'realtime', mapId: 'echo-15' }],
  ['turn-by-turn, Bravo 10×10', { mode: 'turn', mapId: 'bravo-10' }],
  ['Family, Volcano', { edition: 'family', mode: 'turn', mapId: 'volcano' }],
];

const RUNS = 12;

/** Events that carry a crew's secrets: only that crew may hear them. */
const PRIVATE_EVENTS = new Set(['placed', 'moved', 'marked', 'crossed', 'repaired', 'crewReady', 'blackout', 'mineDestroyed', 'minePlaced']);

function orthogonallyAdjacent(width: number, a: number, b: number): boolean {
  const dc = Math.abs((a % width) - (b % width));
  const dr = Math.abs(Math.floor(a / width) - Math.floor(b / width));
  return dc + dr === 1;
}

function checkSub(state: GameState, sub: SubState, previous: SubState): void {
  const map = getMap(state.settings.mapId)!;
  if (sub.position < 0) return;
  expect(map.island[sub.position]).toBe(false);
  expect(new Set(sub.route).size).toBe(sub.route.length);
  expect(sub.route[sub.route.length - 1]).toBe(sub.position);
  for (let i = 1; i < sub.route.length; i++) expect(orthogonallyAdjacent(map.width, sub.route[i - 1]!, sub.route[i]!)).toBe(true);
  for (const mine of sub.mines) expect(map.island[mine]).toBe(false);
  const sizes = GAUGES[state.settings.mode];
  for (const [system, value] of Object.entries(sub.gauges)) {
    expect(value).toBeGreaterThanOrEqual(0);
    expect(value).toBeLessThanOrEqual(sizes[system as keyof typeof sizes]);
  }
  expect(sub.energy).toBeGreaterThanOrEqual(0);
  expect(sub.energy).toBeLessThanOrEqual(FAMILY_ENERGY.max);
  expect(sub.damage).toBeGreaterThanOrEqual(previous.damage);
  expect(sub.damage).toBeLessThanOrEqual(damageToSink(state.settings.edition) + 2);
  const layout = sheetFor(state.settings.mode);
  const full = (mask: number) => (sub.crossed & mask) === mask;
  expect(full(layout.typeMask.radiation)).toBe(false);
  for (const panel of ['N', 'E', 'S', 'W'] as const) expect(full(layout.panelMask[panel])).toBe(false);
  if (state.settings.flags.breakdownOrder === 'circuitFirst') {
    for (const circuit of ['W', 'N', 'S'] as const) expect(full(layout.circuitMask[circuit])).toBe(false);
  }
}

describe.each(MODES)('random legal games: %s', { timeout: RUN_TIMEOUT }, (_name, settings) => {
  it('keep every invariant and end with exactly one outcome', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 30 }), (seed) => {
        const game = playRandomGame(settings, seed);
        for (let i = 1; i < game.states.length; i++) {
          const state = game.states[i]!;
          const before = game.states[i - 1]!;
          checkSub(state, state.subs.blue, before.subs.blue);
          checkSub(state, state.subs.yellow, before.subs.yellow);
          expect(state.phase === 'over').toBe(state.outcome !== null);
        }
        const gameOvers = game.events.flat().filter((e) => e.type === 'gameOver');
        const last = game.states[game.states.length - 1]!;
        expect(gameOvers).toHaveLength(last.phase === 'over' ? 1 : 0);
        if (last.outcome?.reason === 'sunk') {
          const loser = last.outcome.winner === 'blue' ? 'yellow' : 'blue';
          expect(last.subs[loser].damage).toBeGreaterThanOrEqual(damageToSink(last.settings.edition));
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('never show a seat the enemy sub before the end', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 30 }), (seed) => {
        const game = playRandomGame(settings, seed, 600);
        game.states.forEach((state, i) => {
          if (state.phase === 'over') return;
          for (const team of ['blue', 'yellow'] as const) {
            const enemy = team === 'blue' ? 'yellow' : 'blue';
            const seat = crewSeat(team);
            const view = viewFor(state, seat);
            expect(viewFor(scrambleSecrets(state, enemy), seat)).toEqual(view);
            const text = JSON.stringify(view);
            const route = state.subs[enemy].route;
            if (route.length >= 2 && JSON.stringify(route) !== JSON.stringify(state.subs[team].route)) {
              expect(text).not.toContain(JSON.stringify(route));
            }
            const heard = eventsFor(game.events[i - 1] ?? [], seat);
            expect(heard.filter((e) => PRIVATE_EVENTS.has(e.type) && 'team' in e && e.team === enemy)).toEqual([]);
          }
        });
      }),
      { numRuns: 4 },
    );
  });
});
