import type { Command, SonarFact } from '../commands';
import type { Draft } from '../draft';
import { around, colOf, isCell, rowOf, sectorCount, sectorOf } from '../grid';
import { isSea } from '../map';
import { reject, type Rejection } from '../rejection';
import { DIRECTIONS, otherTeam, type Cell } from '../types';
import { blast, destroyMinesAt } from './blast';
import { awaitCrew } from './course';
import { first, noSonarPending, notSurfaced } from './gates';
import { straightRun } from './movement';
import { brokenDown } from './gauge';
import { claimStop, releaseStop } from './stops';
import { systemReady, systemResolved, systemTiming, useSystem } from './system-gate';
import { closeTurnIfDone, passTurn } from './turns';
import { torpedoReach } from './torpedo-reach';

export function layMine(draft: Draft, cmd: Command & { type: 'mine' }): Rejection | null {
  const ready = systemReady(draft, cmd, 'mine');
  if (ready) return ready;
  const sub = draft.sub(cmd.team);
  if (!isCell(draft.map, cmd.cell)) return reject('target.cell');
  if (!around(draft.map, sub.position, draft.state.settings.flags.mineDiagonal).includes(cmd.cell)) {
    return reject('target.not-adjacent');
  }
  if (!isSea(draft.map, cmd.cell)) return reject('target.island');
  if (sub.route.includes(cmd.cell)) return reject('target.route');
  if (sub.mines.includes(cmd.cell)) return reject('target.mine');
  const used = useSystem(draft, cmd, 'mine');
  if (used) return used;
  draft.patchSub(cmd.team, { mines: [...sub.mines, cmd.cell] });
  draft.emit('all', { type: 'mineLaid', team: cmd.team });
  draft.emit(cmd.team, { type: 'minePlaced', team: cmd.team, cell: cmd.cell });
  systemResolved(draft, cmd);
  return null;
}

/**
 * Not a system by default (RAW): no gauge, any time but surfaced — turn by turn, on the enemy's turn
 * too ("en cualquier momento, menos cuando está en superficie"). Flags may make it one.
 */
export function detonate(draft: Draft, cmd: Command & { type: 'detonate' }): Rejection | null {
  const flags = draft.state.settings.flags;
  const sub = draft.sub(cmd.team);
  const gate = first(
    () => (flags.detonationIsSystem ? systemTiming(draft, cmd) : null),
    () => notSurfaced(draft, cmd),
    () => noSonarPending(draft),
    () =>
      flags.detonationNeedsNoBreakdown && brokenDown(draft, sub, 'mine')
        ? reject('system.not-ready.breakdown', { system: 'mine', type: 'weapon' })
        : null,
    () => (isCell(draft.map, cmd.cell) && sub.mines.includes(cmd.cell) ? null : reject('target.no-mine')),
  );
  if (gate) return gate;
  const stop = flags.detonationIsSystem ? useSystem(draft, cmd, null) : claimStop(draft, cmd);
  if (stop) return stop;
  draft.patchSub(cmd.team, { mines: sub.mines.filter((m) => m !== cmd.cell) });
  draft.emit('all', { type: 'mineDetonated', team: cmd.team, cell: cmd.cell });
  blast(draft, cmd.cell, cmd.team);
  if (flags.detonationIsSystem) systemResolved(draft, cmd);
  else if (draft.state.phase === 'playing') releaseStop(draft, cmd.team);
  return null;
}

export function torpedo(draft: Draft, cmd: Command & { type: 'torpedo' }): Rejection | null {
  const ready = systemReady(draft, cmd, 'torpedo');
  if (ready) return ready;
  if (!isCell(draft.map, cmd.cell)) return reject('target.cell');
  const sub = draft.sub(cmd.team);
  const reach = torpedoReach(draft.map, sub.position, draft.state.settings.flags.torpedoBlockedByIslands);
  if (!isSea(draft.map, cmd.cell)) return reject('target.island');
  if (!reach.has(cmd.cell)) return reject('target.range');
  const used = useSystem(draft, cmd, 'torpedo');
  if (used) return used;
  draft.emit('all', { type: 'torpedo', team: cmd.team, cell: cmd.cell });
  destroyMinesAt(draft, cmd.cell);
  blast(draft, cmd.cell, cmd.team);
  systemResolved(draft, cmd);
  return null;
}

/** Drone: "is the enemy in sector N?" — the host answers truthfully. */
export function drone(draft: Draft, cmd: Command & { type: 'drone' }): Rejection | null {
  const ready = systemReady(draft, cmd, 'drone');
  if (ready) return ready;
  if (!Number.isInteger(cmd.sector) || cmd.sector < 1 || cmd.sector > sectorCount(draft.map)) {
    return reject('target.sector');
  }
  const used = useSystem(draft, cmd, 'drone');
  if (used) return used;
  const enemy = draft.sub(otherTeam(cmd.team));
  const answer = sectorOf(draft.map, enemy.position) === cmd.sector;
  draft.emit('all', { type: 'drone', team: cmd.team, sector: cmd.sector, answer });
  systemResolved(draft, cmd);
  return null;
}

/** Sonar: the enemy Captain must answer (see sonarAnswer); everything waits for it. */
export function sonar(draft: Draft, cmd: Command & { type: 'sonar' }): Rejection | null {
  const ready = systemReady(draft, cmd, 'sonar');
  if (ready) return ready;
  const used = useSystem(draft, cmd, 'sonar');
  if (used) return used;
  draft.set('sonar', { by: cmd.team });
  draft.emit('all', { type: 'sonar', team: cmd.team });
  return null;
}

/**
 * The pinged Captain's answer. Base game: two facts of different kinds (column, row, sector),
 * exactly one true. Family: the column or the row, true.
 */
export function sonarAnswer(draft: Draft, cmd: Command & { type: 'sonarAnswer' }): Rejection | null {
  const request = draft.state.sonar;
  if (!request || request.by === cmd.team) return reject('sonar.none');
  const problem = checkSonarFacts(draft, cmd);
  if (problem) return problem;
  draft.set('sonar', null);
  draft.emit('all', { type: 'sonarAnswer', team: cmd.team, facts: cmd.facts });
  releaseStop(draft, request.by);
  closeTurnIfDone(draft);
  return null;
}

export function sonarFactHolds(draft: Draft, position: Cell, fact: SonarFact): boolean {
  if (fact.kind === 'column') return colOf(draft.map, position) === fact.value;
  if (fact.kind === 'row') return rowOf(draft.map, position) === fact.value;
  return sectorOf(draft.map, position) === fact.value;
}

function factInRange(draft: Draft, fact: SonarFact): boolean {
  if (!fact || typeof fact !== 'object' || !Number.isInteger(fact.value)) return false;
  if (fact.kind === 'column') return fact.value >= 0 && fact.value < draft.map.width;
  if (fact.kind === 'row') return fact.value >= 0 && fact.value < draft.map.height;
  if (fact.kind === 'sector') return fact.value >= 1 && fact.value <= sectorCount(draft.map);
  return false;
}

function checkSonarFacts(draft: Draft, cmd: Command & { type: 'sonarAnswer' }): Rejection | null {
  const facts = Array.isArray(cmd.facts) ? cmd.facts : [];
  const family = draft.state.settings.edition === 'family';
  const expected = family ? 1 : 2;
  if (facts.length !== expected) return reject('sonar.answer.kinds', { expected });
  if (!facts.every((f) => factInRange(draft, f))) return reject('sonar.answer.value');
  const position = draft.sub(cmd.team).position;
  const truths = facts.filter((f) => sonarFactHolds(draft, position, f)).length;
  if (family) {
    if (facts[0]!.kind === 'sector') return reject('sonar.answer.kinds', { expected });
    return truths === 1 ? null : reject('sonar.answer.one-true');
  }
  if (facts[0]!.kind === facts[1]!.kind) return reject('sonar.answer.kinds', { expected });
  return truths === 1 ? null : reject('sonar.answer.one-true', { truths });
}

/** Silence: 0–4 cells in a straight line, direction unheard; the crew marks as after a course. */
export function silence(draft: Draft, cmd: Command & { type: 'silence' }): Rejection | null {
  const ready = systemReady(draft, cmd, 'silence');
  if (ready) return ready;
  if (!DIRECTIONS.includes(cmd.direction)) return reject('command.malformed');
  if (!Number.isInteger(cmd.distance) || cmd.distance < 0 || cmd.distance > 4) return reject('silence.distance');
  const sub = draft.sub(cmd.team);
  // A silence is a move: like a course, it waits for the crew's marks of the last one.
  if (sub.pending.firstMate || sub.pending.engineer) return reject('crew.waiting');
  const run = straightRun(draft.map, sub, cmd.direction, cmd.distance);
  if (typeof run === 'string') return reject(run, { direction: cmd.direction });
  const used = useSystem(draft, cmd, 'silence');
  if (used) return used;
  if (run.length > 0) {
    const to = run[run.length - 1]!;
    draft.patchSub(cmd.team, { position: to, route: [...sub.route, ...run] });
    draft.emit(cmd.team, { type: 'moved', team: cmd.team, cell: to });
  }
  draft.emit('all', { type: 'silence', team: cmd.team });
  if (run.length > 0 || draft.state.settings.flags.silenceZeroMarks) awaitCrew(draft, cmd, cmd.direction);
  systemResolved(draft, cmd);
  // Turn by turn the turn passes with the silence, whatever its distance (issue 28.3): waiting for the
  // crew's marks of a silence that moved would tell the enemy, with the turn's step and the message the
  // turn arrives in, that one of 0 cells did not. The crew marks during the enemy's turn instead; its
  // next course or system waits for those marks (`crew.waiting`), as after any move.
  const turn = draft.state.turn;
  if (draft.state.phase === 'playing' && turn?.team === cmd.team && turn.step === 'closing' && !draft.state.sonar) passTurn(draft);
  return null;
}

/** Echo: set off one neutral Archer mine anywhere; each goes off once. */
export function scenario(draft: Draft, cmd: Command & { type: 'scenario' }): Rejection | null {
  const ready = systemReady(draft, cmd, 'scenario');
  if (ready) return ready;
  if (!draft.map.archerMines.includes(cmd.cell) || draft.state.archerMinesUsed.includes(cmd.cell)) {
    return reject('target.no-archer');
  }
  const used = useSystem(draft, cmd, 'scenario');
  if (used) return used;
  draft.set('archerMinesUsed', [...draft.state.archerMinesUsed, cmd.cell]);
  draft.emit('all', { type: 'archerMine', team: cmd.team, cell: cmd.cell });
  blast(draft, cmd.cell, cmd.team);
  systemResolved(draft, cmd);
  return null;
}
