import gaugesJson from './data/gauges.json';
import type { Edition, Mode, System } from './types';

export type GaugeSizes = Readonly<Record<System, number>>;

export const GAUGES: Readonly<Record<Mode, GaugeSizes>> = {
  realtime: gaugesJson.realtime,
  turn: gaugesJson.turn,
};

export const FAMILY_ENERGY = gaugesJson.familyEnergy;

export function damageToSink(edition: Edition): number {
  return gaugesJson.damageToSink[edition];
}
