import type { Draft } from '../draft';
import { GAUGES } from '../gauges';
import { sheetFor } from '../sheet';
import type { SubState } from '../state';
import { SYSTEMS, SYSTEM_TYPE, type System } from '../types';

export function gaugeSize(draft: Draft, system: System): number {
  return GAUGES[draft.state.settings.mode][system];
}

/** The scenario gauge exists only on maps with a scenario system (Echo). */
export function gaugeInUse(draft: Draft, system: System): boolean {
  return system !== 'scenario' || draft.map.scenario === 'echo';
}

export function canMark(draft: Draft, sub: SubState, system: System): boolean {
  return gaugeInUse(draft, system) && sub.gauges[system] < gaugeSize(draft, system);
}

export function anyMarkable(draft: Draft, sub: SubState): boolean {
  return SYSTEMS.some((system) => canMark(draft, sub, system));
}

export function brokenDown(draft: Draft, sub: SubState, system: System): boolean {
  return (sub.crossed & sheetFor(draft.state.settings.mode).typeMask[SYSTEM_TYPE[system]]) !== 0;
}
