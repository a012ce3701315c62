import { crossSlot, type Circuit, type SheetLayout } from '../../shared/engine/sheet';
import type { SymbolType } from '../../shared/engine/types';

/**
 * What crossing one symbol would do, from the engine's own `crossSlot`: costs a damage, finishes
 * (and so repairs) a circuit, breaks a system that still worked, or is safe. Worst first: a
 * crossing that repairs but also damages is shown as damage.
 */
export type CrossingAdvice =
  | { readonly kind: 'damage' }
  | { readonly kind: 'repairs'; readonly circuits: readonly Circuit[] }
  | { readonly kind: 'breaks'; readonly type: Exclude<SymbolType, 'radiation'> }
  | { readonly kind: 'safe' };

export function crossingAdvice(layout: SheetLayout, crossed: number, slot: number, order: 'circuitFirst' | 'damageFirst'): CrossingAdvice {
  const outcome = crossSlot(layout, crossed, slot, order);
  if (outcome.damage) return { kind: 'damage' };
  if (outcome.repaired.length > 0) return { kind: 'repairs', circuits: outcome.repaired };
  const type = layout.slots[slot]!.type;
  if (type !== 'radiation' && (crossed & layout.typeMask[type]) === 0) return { kind: 'breaks', type };
  return { kind: 'safe' };
}
