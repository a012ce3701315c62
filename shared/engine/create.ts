import { GAUGES } from './gauges';
import { seedFrom } from './rng';
import { checkSettings, type GameSettings, type SettingsProblem } from './settings';
import type { GameState, SubState } from './state';

export type Created = { readonly ok: true; readonly state: GameState } | { readonly ok: false; readonly reason: SettingsProblem };

function newSub(): SubState {
  const zero = Object.fromEntries(Object.keys(GAUGES.realtime).map((s) => [s, 0]));
  return {
    position: -1,
    route: [],
    mines: [],
    gauges: zero as SubState['gauges'],
    energy: 0,
    damage: 0,
    crossed: 0,
    surfaced: false,
    hull: ['open', 'open', 'open', 'open'],
    hullApproved: false,
    pending: { firstMate: false, engineer: null },
    lastWasSystem: false,
    movedSinceDive: false,
  };
}

/** A new game waiting for both Captains to place their subs. */
export function createGame(settings: GameSettings, seed: string | number): Created {
  const problem = checkSettings(settings);
  if (problem) return { ok: false, reason: problem };
  return {
    ok: true,
    state: {
      settings,
      phase: 'placing',
      rng: seedFrom(seed),
      subs: { blue: newSub(), yellow: newSub() },
      turn: null,
      stops: [],
      sonar: null,
      archerMinesUsed: [],
      outcome: null,
      moves: 0,
    },
  };
}
