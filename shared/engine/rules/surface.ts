import type { Command } from '../commands';
import type { Draft } from '../draft';
import { sectorOf } from '../grid';
import { reject, type Rejection } from '../rejection';
import type { HullSection } from '../state';
import { ROLES, otherTeam } from '../types';
import { applyDamage, settleOutcome } from './damage';
import { first, noSonarPending, notFrozen, ownTurn } from './gates';
import { grantSurfacingTurns } from './turns';

const OPEN_HULL: readonly HullSection[] = ['open', 'open', 'open', 'open'];

/** "¡Emerger!": route and sheet erased (position and mines kept), sector announced. */
export function surface(draft: Draft, cmd: Command & { type: 'surface' }): Rejection | null {
  const sub = draft.sub(cmd.team);
  const gate = first(
    () => ownTurn(draft, cmd),
    () => (sub.surfaced ? reject('surfaced.busy') : null),
    () => notFrozen(draft),
    () => noSonarPending(draft),
    () => (draft.state.turn && draft.state.turn.step !== 'course' ? reject('turn.course-done') : null),
  );
  if (gate) return gate;
  if (draft.map.scenario === 'delta' && !draft.map.iceHoles.includes(sub.position)) {
    applyDamage(draft, cmd.team, 1, 'ice');
    settleOutcome(draft, cmd.team);
    if (draft.state.phase === 'over') return null;
  }
  const realtime = draft.state.settings.mode === 'realtime';
  draft.patchSub(cmd.team, {
    route: [sub.position],
    crossed: 0,
    pending: { firstMate: false, engineer: null },
    lastWasSystem: false,
    surfaced: true,
    hull: OPEN_HULL,
    hullApproved: false,
  });
  draft.emit('all', { type: 'surfaced', team: cmd.team, sector: sectorOf(draft.map, sub.position), cell: null });
  if (!realtime) grantSurfacingTurns(draft, cmd.team);
  return null;
}

/** Real-time: each role outlines its own hull section (a seat with several roles does several). */
export function secureHull(draft: Draft, cmd: Command & { type: 'secureHull' }): Rejection | null {
  if (draft.state.settings.mode !== 'realtime') return reject('turn.realtime-only');
  const sub = draft.sub(cmd.team);
  if (!sub.surfaced) return reject('surfaced.not');
  const frozen = notFrozen(draft);
  if (frozen) return frozen;
  const section = ROLES.indexOf(cmd.role);
  if (sub.hull[section] === 'secured') return reject('surfaced.section-done', { section });
  const hull = sub.hull.map((s, i) => (i === section ? 'secured' : s));
  const automatic = draft.state.settings.flags.hullCheck === 'automatic';
  const complete = hull.every((s) => s === 'secured');
  draft.patchSub(cmd.team, { hull, hullApproved: complete && automatic });
  draft.emit('all', { type: 'hullSecured', team: cmd.team, section });
  if (complete && automatic) draft.emit('all', { type: 'readyToDive', team: cmd.team });
  return null;
}

/** The enemy Engineer checks the outlines; a refusal means the crew redraws them all. */
export function checkHull(draft: Draft, cmd: Command & { type: 'checkHull' }): Rejection | null {
  if (draft.state.settings.mode !== 'realtime') return reject('turn.realtime-only');
  const team = otherTeam(cmd.team);
  const sub = draft.sub(team);
  if (!sub.surfaced) return reject('surfaced.not');
  const frozen = notFrozen(draft);
  if (frozen) return frozen;
  if (sub.hullApproved || !sub.hull.every((s) => s === 'secured')) return reject('surfaced.hull-open');
  const approved = cmd.approve === true;
  draft.patchSub(team, approved ? { hullApproved: true } : { hull: OPEN_HULL });
  draft.emit('all', { type: 'hullChecked', team, approved });
  if (approved) draft.emit('all', { type: 'readyToDive', team });
  return null;
}

/** "¡Inmersión!" once the hull is secured and checked. */
export function dive(draft: Draft, cmd: Command & { type: 'dive' }): Rejection | null {
  if (draft.state.settings.mode !== 'realtime') return reject('turn.realtime-only');
  const sub = draft.sub(cmd.team);
  if (!sub.surfaced) return reject('surfaced.not');
  const frozen = notFrozen(draft);
  if (frozen) return frozen;
  if (!sub.hull.every((s) => s === 'secured')) return reject('surfaced.hull-open');
  if (!sub.hullApproved) return reject('surfaced.hull-unchecked');
  draft.patchSub(cmd.team, { surfaced: false, hull: OPEN_HULL, hullApproved: false, movedSinceDive: false });
  draft.emit('all', { type: 'dived', team: cmd.team });
  return null;
}
