import { defaultSettings, type GameSettings, type Team } from '../../../shared/engine';
import { crewSeats, playMatch, type BotLevel, type CrewLayout, type MatchResult, type MatchSeat } from '../../../shared/bots';

export interface Mode {
  readonly name: string;
  readonly setups: readonly Partial<GameSettings>[];
}

/** The three ways to play, each over all its maps. */
export const MODES: readonly Mode[] = [
  { name: 'turn-by-turn', setups: ['alpha', 'bravo', 'charlie', 'delta', 'echo'].map((s) => ({ mode: 'turn', mapId: `${s}-10` })) },
  { name: 'real-time', setups: ['alpha', 'bravo', 'charlie', 'delta', 'echo'].map((s) => ({ mode: 'realtime', mapId: `${s}-15` })) },
  {
    name: 'family',
    setups: ['archipelago', 'volcano', 'north-pole', 'open-waters'].map((mapId) => ({ edition: 'family', mode: 'turn', mapId })),
  },
];

/** Which level plays which colour: level 2 against level 1 both ways, and each against itself. */
const PAIRINGS: ReadonlyArray<Readonly<Record<Team, BotLevel>>> = [
  { blue: 2, yellow: 1 },
  { blue: 1, yellow: 2 },
  { blue: 2, yellow: 2 },
  { blue: 1, yellow: 1 },
];

export interface GamePlan {
  readonly settings: GameSettings;
  readonly levels: Readonly<Record<Team, BotLevel>>;
  readonly layout: CrewLayout;
  readonly seed: number;
}

/** Game `index` of a mode: pairings, crew layouts and maps all rotate, so every mix is played. */
export function planGame(mode: Mode, index: number, pairings = PAIRINGS): GamePlan {
  const settings = defaultSettings(mode.setups[index % mode.setups.length]);
  const layouts: readonly CrewLayout[] = settings.edition === 'family' ? ['full', 'solo'] : ['full', 'pairs', 'solo'];
  return {
    settings,
    levels: pairings[Math.floor(index / mode.setups.length) % pairings.length]!,
    layout: layouts[Math.floor(index / (mode.setups.length * pairings.length)) % layouts.length]!,
    seed: 7919 * (index + 1),
  };
}

export function seatsFor(plan: GamePlan): MatchSeat[] {
  return (['blue', 'yellow'] as const).flatMap((team) =>
    crewSeats(team, plan.settings.edition, plan.layout).map((seat) => ({ seat, level: plan.levels[team] })),
  );
}

export function play(plan: GamePlan): MatchResult {
  return playMatch(plan.settings, seatsFor(plan), { seed: plan.seed });
}

/** Level 2 against level 1 only, colours alternating. */
export const LEVEL_TWO_VS_ONE = PAIRINGS.slice(0, 2);

export interface Tally {
  games: number;
  rejections: number;
  reasons: Record<string, number>;
  wins: number;
  draws: number;
  capped: number;
  stalled: number;
  commands: number;
  /** Level 2 against level 1: level 2's wins and losses. */
  levelTwoWins: number;
  levelTwoLosses: number;
  levelTwoGames: number;
}

export function emptyTally(): Tally {
  return { games: 0, rejections: 0, reasons: {}, wins: 0, draws: 0, capped: 0, stalled: 0, commands: 0, levelTwoWins: 0, levelTwoLosses: 0, levelTwoGames: 0 };
}

export function count(tally: Tally, plan: GamePlan, result: MatchResult): void {
  tally.games++;
  tally.commands += result.commands;
  tally.rejections += result.rejections.length;
  for (const r of result.rejections) tally.reasons[`${r.command.type}: ${r.reason}`] = (tally.reasons[`${r.command.type}: ${r.reason}`] ?? 0) + 1;
  if (result.capped) tally.capped++;
  else if (result.stalled) tally.stalled++;
  else if (result.outcome?.winner) tally.wins++;
  else tally.draws++;
  if (plan.levels.blue !== plan.levels.yellow) {
    tally.levelTwoGames++;
    const winner = result.outcome?.winner;
    if (winner && plan.levels[winner] === 2) tally.levelTwoWins++;
    else if (winner) tally.levelTwoLosses++;
  }
}
