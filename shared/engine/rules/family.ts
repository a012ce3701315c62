import type { Command } from '../commands';
import type { Draft } from '../draft';
import { isCell, sectorOf } from '../grid';
import { FAMILY_ENERGY } from '../gauges';
import { reject, type Rejection } from '../rejection';
import { DIRECTIONS, otherTeam } from '../types';
import { applyDamage, settleOutcome } from './damage';
import { first, noSonarPending, ownTurn } from './gates';
import { blackout } from './blackout';
import { stepFrom } from './movement';
import { sonarAnswer } from './systems';
import { passTurn } from './turns';

/**
 * Captain Sonar Family: on a turn the Captain does ONE thing — move (+1 energy), sonar (−2),
 * silence (−3, one unheard step), torpedo (−4, a cell of the own sector, exact hit) or surface
 * (exact cell announced). Two damage sink.
 */
export function familyCommand(draft: Draft, cmd: Command): Rejection | null {
  if (cmd.type === 'sonarAnswer') return sonarAnswer(draft, cmd);
  const gate = first(
    () => ownTurn(draft, cmd),
    () => noSonarPending(draft),
    () => (cmd.type === 'surface' || cmd.type === 'course' ? null : blackout(draft, cmd)),
  );
  if (gate) return gate;
  switch (cmd.type) {
    case 'course':
      return move(draft, cmd);
    case 'sonar':
      return familySonar(draft, cmd);
    case 'silence':
      return familySilence(draft, cmd);
    case 'torpedo':
      return familyTorpedo(draft, cmd);
    case 'surface':
      return familySurface(draft, cmd);
    default:
      return reject('edition.unavailable', { command: cmd.type });
  }
}

function spend(draft: Draft, cmd: Command, cost: number): Rejection | null {
  const energy = draft.sub(cmd.team).energy;
  if (energy < cost) return reject('system.not-ready.energy', { energy, cost });
  draft.patchSub(cmd.team, { energy: energy - cost });
  return null;
}

function move(draft: Draft, cmd: Command & { type: 'course' }): Rejection | null {
  const sub = draft.sub(cmd.team);
  const to = stepFrom(draft.map, sub, sub.position, cmd.direction);
  if (typeof to === 'string') return reject(to, { direction: cmd.direction });
  draft.patchSub(cmd.team, {
    position: to,
    route: [...sub.route, to],
    energy: Math.min(FAMILY_ENERGY.max, sub.energy + 1),
  });
  draft.emit('all', { type: 'course', team: cmd.team, direction: cmd.direction });
  draft.emit(cmd.team, { type: 'moved', team: cmd.team, cell: to });
  passTurn(draft);
  return null;
}

function familySonar(draft: Draft, cmd: Command & { type: 'sonar' }): Rejection | null {
  const spent = spend(draft, cmd, FAMILY_ENERGY.sonar);
  if (spent) return spent;
  draft.set('sonar', { by: cmd.team });
  draft.set('turn', { ...draft.state.turn!, step: 'closing' });
  draft.emit('all', { type: 'sonar', team: cmd.team });
  return null;
}

function familySilence(draft: Draft, cmd: Command & { type: 'silence' }): Rejection | null {
  if (!DIRECTIONS.includes(cmd.direction)) return reject('command.malformed');
  if (cmd.distance !== 1) return reject('silence.distance', { min: 1, max: 1 });
  const sub = draft.sub(cmd.team);
  const to = stepFrom(draft.map, sub, sub.position, cmd.direction);
  if (typeof to === 'string') return reject(to, { direction: cmd.direction });
  const spent = spend(draft, cmd, FAMILY_ENERGY.silence);
  if (spent) return spent;
  draft.patchSub(cmd.team, { position: to, route: [...sub.route, to] });
  draft.emit('all', { type: 'silence', team: cmd.team });
  draft.emit(cmd.team, { type: 'moved', team: cmd.team, cell: to });
  passTurn(draft);
  return null;
}

function familyTorpedo(draft: Draft, cmd: Command & { type: 'torpedo' }): Rejection | null {
  const sub = draft.sub(cmd.team);
  if (!isCell(draft.map, cmd.cell)) return reject('target.cell');
  if (sectorOf(draft.map, cmd.cell) !== sectorOf(draft.map, sub.position)) return reject('target.sector');
  const spent = spend(draft, cmd, FAMILY_ENERGY.torpedo);
  if (spent) return spent;
  const enemy = otherTeam(cmd.team);
  const hit = draft.sub(enemy).position === cmd.cell;
  draft.emit('all', { type: 'torpedo', team: cmd.team, cell: cmd.cell });
  draft.emit('all', { type: 'blast', team: enemy, hit: hit ? 'direct' : 'none', cell: cmd.cell });
  if (hit) {
    applyDamage(draft, enemy, 1, 'blast');
    settleOutcome(draft, cmd.team);
  }
  passTurn(draft);
  return null;
}

function familySurface(draft: Draft, cmd: Command & { type: 'surface' }): Rejection | null {
  const sub = draft.sub(cmd.team);
  draft.patchSub(cmd.team, { route: [sub.position] });
  draft.emit('all', { type: 'surfaced', team: cmd.team, sector: sectorOf(draft.map, sub.position), cell: sub.position });
  passTurn(draft);
  return null;
}
