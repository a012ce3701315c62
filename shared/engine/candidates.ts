import type { Command, CommandBody, SonarFact } from './commands';
import { around, colOf, rowOf, sectorCount, sectorOf } from './grid';
import type { GameMap } from './map';
import { getMap } from './maps/registry';
import { sheetFor } from './sheet';
import type { GameState } from './state';
import { DIRECTIONS, ROLES, SYSTEMS, type Cell, type Team } from './types';

/**
 * Every command a team might try now, by shape; `legalCommands` keeps those `reduce` accepts.
 * Used by random games in tests and benchmarks, by automatic crew members, and by `reduce` itself
 * to find a STOP's reason (hence apart from `legal.ts`: no import cycle).
 */
export function candidateCommands(state: GameState, team: Team): Command[] {
  const map = getMap(state.settings.mapId);
  if (!map || state.phase === 'over') return [];
  const sub = state.subs[team];
  const out: Command[] = [];
  const captain = (body: CommandBody) => out.push({ ...body, team, role: 'captain' });
  if (state.phase === 'placing') {
    if (sub.position < 0) map.island.forEach((island, cell) => island || captain({ type: 'place', cell }));
    return out;
  }
  for (const direction of DIRECTIONS) captain({ type: 'course', direction });
  captain({ type: 'surface' });
  captain({ type: 'endTurn' });
  captain({ type: 'sonar' });
  if (state.sonar && state.sonar.by !== team) {
    for (const facts of sonarAnswers(map, state, sub.position)) captain({ type: 'sonarAnswer', facts });
  }
  for (const body of silences()) captain(body);
  for (const body of torpedoes(map, sub.position, state.settings.edition === 'family')) captain(body);
  if (state.settings.edition === 'family') return out;
  for (const system of SYSTEMS) out.push({ type: 'mark', system, team, role: 'firstMate' });
  sheetFor(state.settings.mode).slots.forEach((_, slot) => out.push({ type: 'cross', slot, team, role: 'engineer' }));
  captain({ type: 'stop' });
  captain({ type: 'resume' });
  for (const body of mines(map, sub.position)) captain(body);
  for (const body of detonations(sub.mines)) captain(body);
  for (const body of drones(map)) captain(body);
  for (const body of scenarios(map)) captain(body);
  for (const role of ROLES) out.push({ type: 'secureHull', team, role });
  out.push({ type: 'checkHull', approve: true, team, role: 'engineer' });
  out.push({ type: 'checkHull', approve: false, team, role: 'engineer' });
  captain({ type: 'dive' });
  return out;
}

/**
 * The system uses and detonations among the candidates, as the Captain would send them: one lazy
 * sequence per command type, so a caller that learns the system itself is refused can skip its targets.
 */
export function systemUseCandidates(state: GameState, team: Team): Array<Iterable<CommandBody>> {
  const map = getMap(state.settings.mapId);
  if (!map) return [];
  const sub = state.subs[team];
  return [
    [{ type: 'sonar' }],
    silences(),
    torpedoes(map, sub.position, state.settings.edition === 'family'),
    mines(map, sub.position),
    detonations(sub.mines),
    drones(map),
    scenarios(map),
  ];
}

function* silences(): Generator<CommandBody> {
  for (const direction of DIRECTIONS) {
    for (let distance = 0; distance <= 4; distance++) yield { type: 'silence', direction, distance };
  }
}

function* torpedoes(map: GameMap, from: Cell, family: boolean): Generator<CommandBody> {
  for (let cell = 0; cell < map.island.length; cell++) {
    if (family) {
      if (sectorOf(map, cell) === sectorOf(map, from)) yield { type: 'torpedo', cell };
      continue;
    }
    const d = Math.abs(colOf(map, cell) - colOf(map, from)) + Math.abs(rowOf(map, cell) - rowOf(map, from));
    if (d >= 1 && d <= 4) yield { type: 'torpedo', cell };
  }
}

function* mines(map: GameMap, at: Cell): Generator<CommandBody> {
  for (const cell of around(map, at, true)) yield { type: 'mine', cell };
}

function* detonations(laid: readonly Cell[]): Generator<CommandBody> {
  for (const cell of laid) yield { type: 'detonate', cell };
}

function* drones(map: GameMap): Generator<CommandBody> {
  for (let sector = 1; sector <= sectorCount(map); sector++) yield { type: 'drone', sector };
}

function* scenarios(map: GameMap): Generator<CommandBody> {
  for (const cell of map.archerMines) yield { type: 'scenario', cell };
}

/** A sample of valid answers: each pair of kinds with one true fact and one false one (or Family's single truth). */
function sonarAnswers(map: GameMap, state: GameState, position: Cell): SonarFact[][] {
  const truth: Record<SonarFact['kind'], number> = {
    column: colOf(map, position),
    row: rowOf(map, position),
    sector: sectorOf(map, position),
  };
  if (state.settings.edition === 'family') {
    return [[{ kind: 'column', value: truth.column }], [{ kind: 'row', value: truth.row }]];
  }
  const lie = (kind: SonarFact['kind']): SonarFact => {
    const limit = kind === 'sector' ? sectorCount(map) : kind === 'column' ? map.width : map.height;
    const base = kind === 'sector' ? 1 : 0;
    const value = ((truth[kind] - base + 1 + (state.moves % (limit - 1))) % limit) + base;
    return { kind, value };
  };
  const kinds = ['column', 'row', 'sector'] as const;
  const out: SonarFact[][] = [];
  for (const t of kinds) for (const f of kinds) if (t !== f) out.push([{ kind: t, value: truth[t] }, lie(f)]);
  return out;
}
