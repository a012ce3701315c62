import { PANELS, type Circuit, type SheetLayout } from '../../shared/engine/sheet';

/**
 * The Engineer's sheet drawn as the paper one: four panels side by side, three central-circuit
 * symbols over three reactor symbols, and each circuit a coloured line joining its four symbols
 * along a lane above the panels. Units: the sheet is SHEET.width × SHEET.height.
 */
export const SHEET = { width: 100, height: 60, panelTop: 13, slotWidth: 7, slotHeight: 12 } as const;

const LANES: Readonly<Record<Circuit, number>> = { W: 3, N: 6.5, S: 10 };
const CENTRAL_TOP = 16;
const REACTOR_TOP = 35;

export interface SlotBox {
  readonly x: number;
  readonly y: number;
}

/** Top-left corner of a slot's button. */
export function slotBox(index: number): SlotBox {
  const panel = Math.floor(index / 6);
  const k = index % 6;
  const centre = panel * 25 + 12.5 + ((k % 3) - 1) * 7.6;
  return { x: centre - SHEET.slotWidth / 2, y: k < 3 ? CENTRAL_TOP : REACTOR_TOP };
}

export function panelBox(panelIndex: number) {
  return { x: panelIndex * 25 + 0.6, y: SHEET.panelTop, width: 23.8, height: SHEET.height - SHEET.panelTop - 0.5 };
}

/** A comb: the lane across, and a drop from the lane to the top of each of the circuit's symbols. */
export function circuitPath(layout: SheetLayout, circuit: Circuit): string {
  const lane = LANES[circuit];
  const xs = layout.slots.flatMap((slot, index) => (slot.circuit === circuit ? [slotBox(index).x + SHEET.slotWidth / 2] : []));
  if (xs.length === 0) return '';
  const drops = xs.map((x) => `M${x} ${lane}V${CENTRAL_TOP}`).join('');
  return `M${Math.min(...xs)} ${lane}H${Math.max(...xs)}${drops}`;
}

export const SHEET_PANELS = PANELS;
