import { expect } from 'vitest';
import {
  createGame,
  defaultSettings,
  GAUGES,
  getMap,
  parseCell,
  reduce,
  type Applied,
  type Command,
  type CommandBody,
  type GameSettings,
  type GameState,
  type Role,
  type SubState,
  type Team,
} from '../../shared/engine';

export interface Setup extends Partial<Omit<GameSettings, 'flags'>> {
  readonly flags?: Partial<GameSettings['flags']>;
  readonly blue: string;
  readonly yellow: string;
  /** Turn-by-turn: who plays first (the seed decides otherwise). */
  readonly first?: Team;
}

/** A game already past placement, with both subs where the test says. */
export function startGame(setup: Setup): GameState {
  const { blue, yellow, first, flags, ...rest } = setup;
  const settings = defaultSettings({ ...rest, flags: { ...defaultSettings().flags, ...flags } });
  const created = createGame(settings, 'test-seed');
  if (!created.ok) throw new Error(created.reason);
  let state = created.state;
  state = ok(state, { type: 'place', cell: cell(state, blue), team: 'blue', role: 'captain' }).state;
  state = ok(state, { type: 'place', cell: cell(state, yellow), team: 'yellow', role: 'captain' }).state;
  if (first && state.turn) state = { ...state, turn: { ...state.turn, team: first } };
  return state;
}

export function cell(state: GameState, label: string): number {
  const map = getMap(state.settings.mapId)!;
  const parsed = parseCell(map, label);
  if (parsed < 0) throw new Error(`no cell ${label}`);
  return parsed;
}

export function withSub(state: GameState, team: Team, patch: Partial<SubState>): GameState {
  return { ...state, subs: { ...state.subs, [team]: { ...state.subs[team], ...patch } } };
}

export function ok(state: GameState, command: Command): Applied {
  const result = reduce(state, command);
  if (!result.ok) throw new Error(`${command.type} rejected: ${result.reason} ${JSON.stringify(result.data ?? {})}`);
  return result;
}

export function as(team: Team, role: Role, body: CommandBody): Command {
  return { ...body, team, role };
}

export function captain(team: Team, body: CommandBody): Command {
  return as(team, 'captain', body);
}

export function expectRejected(state: GameState, command: Command, reason: string): void {
  const result = reduce(state, command);
  expect(result.ok).toBe(false);
  if (!result.ok) expect(result.reason).toBe(reason);
}

/** A sub with every gauge full and a clean sheet, having moved since its dive. */
export function armed(state: GameState, team: Team): GameState {
  return withSub(state, team, { gauges: { ...GAUGES[state.settings.mode] }, movedSinceDive: true });
}
