import type { Command } from '../commands';
import type { Draft } from '../draft';
import { reject, type Rejection } from '../rejection';
import { crossSlot, isCrossed, sheetFor } from '../sheet';
import { SYSTEMS } from '../types';
import { applyDamage, settleOutcome } from './damage';
import { canMark, gaugeInUse, gaugeSize } from './gauge';
import { notFrozen } from './gates';
import { closeTurnIfDone } from './turns';

/** First Mate: one box of one gauge after each move. */
export function mark(draft: Draft, cmd: Command & { type: 'mark' }): Rejection | null {
  const sub = draft.sub(cmd.team);
  if (!sub.pending.firstMate) return reject('crew.nothing-to-do');
  const frozen = notFrozen(draft);
  if (frozen) return frozen;
  if (!SYSTEMS.includes(cmd.system)) return reject('system.unknown');
  if (!gaugeInUse(draft, cmd.system)) return reject('mark.gauge-unused', { system: cmd.system });
  if (!canMark(draft, sub, cmd.system)) return reject('mark.gauge-full', { system: cmd.system });
  const value = sub.gauges[cmd.system] + 1;
  draft.patchSub(cmd.team, {
    gauges: { ...sub.gauges, [cmd.system]: value },
    pending: { ...sub.pending, firstMate: false },
  });
  draft.emit(cmd.team, { type: 'marked', team: cmd.team, system: cmd.system, ready: value === gaugeSize(draft, cmd.system) });
  crewDone(draft, cmd);
  return null;
}

/** Engineer: one symbol of the panel of the direction just taken; breakdowns follow. */
export function cross(draft: Draft, cmd: Command & { type: 'cross' }): Rejection | null {
  const sub = draft.sub(cmd.team);
  const panel = sub.pending.engineer;
  if (!panel) return reject('crew.nothing-to-do');
  const frozen = notFrozen(draft);
  if (frozen) return frozen;
  const layout = sheetFor(draft.state.settings.mode);
  const slot = layout.slots[cmd.slot];
  if (!Number.isInteger(cmd.slot) || !slot) return reject('cross.slot');
  if (slot.panel !== panel) return reject('cross.wrong-panel', { panel });
  if (isCrossed(sub.crossed, cmd.slot)) return reject('cross.already');
  const outcome = crossSlot(layout, sub.crossed, cmd.slot, draft.state.settings.flags.breakdownOrder);
  draft.patchSub(cmd.team, { crossed: outcome.crossed, pending: { ...sub.pending, engineer: null } });
  draft.emit(cmd.team, { type: 'crossed', team: cmd.team, slot: cmd.slot });
  for (const circuit of outcome.repaired) draft.emit(cmd.team, { type: 'repaired', team: cmd.team, circuit });
  if (outcome.damage) {
    applyDamage(draft, cmd.team, outcome.damage, 'breakdown');
    settleOutcome(draft, cmd.team);
    if (draft.state.phase === 'over') return null;
  }
  crewDone(draft, cmd);
  return null;
}

function crewDone(draft: Draft, cmd: Command): void {
  const pending = draft.sub(cmd.team).pending;
  if (pending.firstMate || pending.engineer) return;
  draft.emit(cmd.team, { type: 'crewReady', team: cmd.team });
  closeTurnIfDone(draft);
}
