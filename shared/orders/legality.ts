import {
  around,
  cellLabel,
  COMMAND_ROLES,
  DIRECTIONS,
  reduce,
  sectorCount,
  sectorOf,
  sheetFor,
  SYSTEMS,
  torpedoReach,
  type Role,
} from '../engine';
import { resolveIntent } from './command';
import type { ViewContext } from './view-context';
import type { Intent, IntentType, OrderReason } from './types';

export interface Legality {
  readonly role: Role;
  readonly illegal: OrderReason | null;
}

/** Would the engine accept this intent from one of these roles now? The first role that may is kept. */
export function legality(context: ViewContext, intent: Intent, roles: readonly Role[]): Legality {
  if (intent.type === 'confirm' || intent.type === 'cancel') return { role: roles[0]!, illegal: null };
  const allowed = roles.filter((r) => COMMAND_ROLES[intent.type].includes(r));
  const first = allowed[0] ?? roles[0]!;
  const resolved = resolveIntent(context, intent);
  if (!resolved) return { role: first, illegal: null };
  if (!resolved.ok) return { role: first, illegal: resolved.reason };
  let reason: OrderReason | null = null;
  for (const role of allowed) {
    const result = reduce(context.state, { ...resolved.body, team: context.team, role });
    if (result.ok) return { role, illegal: null };
    reason ??= result.reason;
  }
  return { role: first, illegal: reason ?? 'command.role' };
}

/** Every intent of one type the seat might mean now (before legality), to complete an order heard without its target. */
export function completions(context: ViewContext, type: IntentType): Intent[] {
  const { map, own, view } = context;
  const label = (cell: number) => cellLabel(map, cell);
  switch (type) {
    case 'course':
      return DIRECTIONS.map((direction) => ({ type, direction }));
    case 'mark':
      return SYSTEMS.map((system) => ({ type, system }));
    case 'cross': {
      const panel = own.pending.engineer;
      if (!panel) return [];
      return sheetFor(view.settings.mode)
        .slots.filter((slot) => slot.panel === panel)
        .map((slot) => ({ type, panel, symbol: slot.type, part: slot.circuit ? 'circuit' : 'reactor' }) as const);
    }
    case 'mine':
      return own.position < 0 ? [] : around(map, own.position, true).map((cell) => ({ type, cell: label(cell) }));
    case 'detonate':
      return own.mines.map((cell) => ({ type, cell: label(cell) }));
    case 'torpedo': {
      if (own.position < 0) return [];
      const cells =
        view.settings.edition === 'family'
          ? map.island.map((_, cell) => cell).filter((cell) => sectorOf(map, cell) === sectorOf(map, own.position))
          : [...torpedoReach(map, own.position, view.flags.torpedoBlockedByIslands)];
      return cells.map((cell) => ({ type, cell: label(cell) }));
    }
    case 'drone':
      return Array.from({ length: sectorCount(map) }, (_, i) => ({ type, sector: i + 1 }));
    case 'silence':
      return [
        { type, direction: 'N', distance: 0 },
        ...DIRECTIONS.flatMap((direction) => [1, 2, 3, 4].map((distance) => ({ type, direction, distance }))),
      ];
    case 'scenario':
      return map.archerMines.filter((cell) => !view.archerMinesUsed.includes(cell)).map((cell) => ({ type, cell: label(cell) }));
    case 'checkHull':
      return [
        { type, approve: true },
        { type, approve: false },
      ];
    case 'sonarAnswer':
      return [];
    default:
      return [{ type }];
  }
}

/** An intent agrees with what was heard of an order: every heard field is equal. */
export function compatible(known: Readonly<Record<string, unknown>>, intent: Intent): boolean {
  const fields = intent as unknown as Readonly<Record<string, unknown>>;
  return Object.entries(known).every(([field, value]) => value === null || value === undefined || fields[field] === value);
}
