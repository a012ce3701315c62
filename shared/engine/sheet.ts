import { z } from 'zod';
import layoutJson from './data/engineer-sheet.json';
import type { Direction, Mode, SymbolType } from './types';

/** Panels in slot order: slot = panelIndex * 6 + position in panel. */
export const PANELS = ['W', 'N', 'S', 'E'] as const satisfies readonly Direction[];
/** Circuits are named after their home panel (the printed line colours clash with symbol colours). */
export type Circuit = 'W' | 'N' | 'S';

const slotSchema = z.object({
  type: z.enum(['weapon', 'detection', 'special', 'radiation']),
  circuit: z.enum(['W', 'N', 'S']).optional(),
});
const layoutSchema = z.object({
  id: z.string(),
  panels: z.object({
    W: z.array(slotSchema).length(6),
    N: z.array(slotSchema).length(6),
    S: z.array(slotSchema).length(6),
    E: z.array(slotSchema).length(6),
  }),
});

export interface SheetSlot {
  readonly type: SymbolType;
  readonly circuit: Circuit | null;
  readonly panel: Direction;
}

/** A sheet layout with its bitmasks precomputed: a sheet's crossings are one 24-bit integer. */
export interface SheetLayout {
  readonly id: string;
  readonly slots: readonly SheetSlot[];
  readonly panelMask: Readonly<Record<Direction, number>>;
  readonly typeMask: Readonly<Record<SymbolType, number>>;
  readonly circuitMask: Readonly<Record<Circuit, number>>;
}

export function buildLayout(json: unknown): SheetLayout {
  const parsed = layoutSchema.parse(json);
  const slots: SheetSlot[] = [];
  const panelMask = { N: 0, E: 0, S: 0, W: 0 };
  const typeMask = { weapon: 0, detection: 0, special: 0, radiation: 0 };
  const circuitMask = { W: 0, N: 0, S: 0 };
  for (const panel of PANELS) {
    for (const slot of parsed.panels[panel]) {
      const bit = 1 << slots.length;
      slots.push({ type: slot.type, circuit: slot.circuit ?? null, panel });
      panelMask[panel] |= bit;
      typeMask[slot.type] |= bit;
      if (slot.circuit) circuitMask[slot.circuit] |= bit;
    }
  }
  return { id: parsed.id, slots, panelMask, typeMask, circuitMask };
}

const REALTIME_SHEET = buildLayout(layoutJson);

/** Both modes use the real-time sheet until the turn-by-turn one is confirmed (RULES.md). */
export function sheetFor(_mode: Mode): SheetLayout {
  return REALTIME_SHEET;
}

export interface CrossOutcome {
  readonly crossed: number;
  readonly repaired: readonly Circuit[];
  readonly damage: 0 | 1;
  readonly cause: 'radiation' | 'panel' | null;
}

function repairCircuits(layout: SheetLayout, crossed: number): { crossed: number; repaired: Circuit[] } {
  const repaired: Circuit[] = [];
  for (const circuit of ['W', 'N', 'S'] as const) {
    const mask = layout.circuitMask[circuit];
    if ((crossed & mask) === mask) {
      crossed &= ~mask;
      repaired.push(circuit);
    }
  }
  return { crossed, repaired };
}

function breakdownCause(layout: SheetLayout, crossed: number): 'radiation' | 'panel' | null {
  const radiation = layout.typeMask.radiation;
  if ((crossed & radiation) === radiation) return 'radiation';
  for (const panel of PANELS) {
    const mask = layout.panelMask[panel];
    if ((crossed & mask) === mask) return 'panel';
  }
  return null;
}

/** Crosses one slot and applies self-repair and breakdown damage (at most 1 per crossing). */
export function crossSlot(
  layout: SheetLayout,
  crossed: number,
  slot: number,
  order: 'circuitFirst' | 'damageFirst',
): CrossOutcome {
  const after = crossed | (1 << slot);
  if (order === 'damageFirst') {
    const cause = breakdownCause(layout, after);
    if (cause) return { crossed: 0, repaired: [], damage: 1, cause };
    return { ...repairCircuits(layout, after), damage: 0, cause: null };
  }
  const repaired = repairCircuits(layout, after);
  const cause = breakdownCause(layout, repaired.crossed);
  if (cause) return { crossed: 0, repaired: repaired.repaired, damage: 1, cause };
  return { ...repaired, damage: 0, cause: null };
}

export function isCrossed(crossed: number, slot: number): boolean {
  return (crossed & (1 << slot)) !== 0;
}

/** Uncrossed slots of a panel: what the Engineer may cross after a course that way. */
export function crossableSlots(layout: SheetLayout, crossed: number, panel: Direction): number[] {
  const out: number[] = [];
  layout.slots.forEach((slot, index) => {
    if (slot.panel === panel && !isCrossed(crossed, index)) out.push(index);
  });
  return out;
}
