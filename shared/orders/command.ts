import {
  colOf,
  inBounds,
  isCrossed,
  parseCell,
  rowOf,
  sheetFor,
  type CommandBody,
  type GameView,
  type SonarFact,
} from '../engine';
import { viewContext, type ViewContext } from './view-context';
import type { Heading, Intent, OrderReason, SpokenFact } from './types';

export type Resolved = { readonly ok: true; readonly body: CommandBody } | { readonly ok: false; readonly reason: OrderReason };

const OFFSET: Readonly<Record<Heading, readonly [number, number]>> = {
  N: [0, -1],
  NE: [1, -1],
  E: [1, 0],
  SE: [1, 1],
  S: [0, 1],
  SW: [-1, 1],
  W: [-1, 0],
  NW: [-1, -1],
};

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** "Mina al noreste" → the cell north-east of the sub, or null off the map. */
export function cellToward(context: ViewContext, toward: Heading): string | null {
  const { map, own } = context;
  if (own.position < 0) return null;
  const [dc, dr] = OFFSET[toward];
  const col = colOf(map, own.position) + dc;
  const row = rowOf(map, own.position) + dr;
  return inBounds(map, col, row) ? `${LETTERS[col]}${row + 1}` : null;
}

function fact(spoken: SpokenFact): SonarFact {
  if (spoken.kind === 'column') return { kind: 'column', value: LETTERS.indexOf(spoken.value) };
  if (spoken.kind === 'row') return { kind: 'row', value: spoken.value - 1 };
  return spoken;
}

/** The Engineer's spoken symbol → a slot: the first uncrossed one that fits (same-kind symbols are interchangeable). */
function crossSlot(context: ViewContext, intent: Intent & { type: 'cross' }): number | OrderReason {
  const panel = intent.panel ?? context.own.pending.engineer;
  if (!panel) return 'crew.nothing-to-do';
  const fits = sheetFor(context.view.settings.mode)
    .slots.map((slot, index) => ({ slot, index }))
    .filter(({ slot }) => slot.panel === panel && slot.type === intent.symbol)
    .filter(({ slot }) => intent.part === null || (intent.part === 'circuit') === (slot.circuit !== null));
  if (fits.length === 0) return 'cross.slot';
  return (fits.find(({ index }) => !isCrossed(context.own.crossed, index)) ?? fits[0]!).index;
}

/** An intent as the engine command the seat would send; UI intents (confirm, cancel) have none. */
export function resolveIntent(context: ViewContext, intent: Intent): Resolved | null {
  const cell = (label: string): Resolved | number => {
    const at = parseCell(context.map, label);
    return at < 0 ? { ok: false, reason: 'target.cell' } : at;
  };
  const withCell = (label: string, make: (c: number) => CommandBody): Resolved => {
    const at = cell(label);
    return typeof at === 'number' ? { ok: true, body: make(at) } : at;
  };
  switch (intent.type) {
    case 'confirm':
    case 'cancel':
      return null;
    case 'mine': {
      const label = 'cell' in intent ? intent.cell : cellToward(context, intent.toward);
      return label === null ? { ok: false, reason: 'target.cell' } : withCell(label, (c) => ({ type: 'mine', cell: c }));
    }
    case 'detonate':
    case 'torpedo':
    case 'scenario': {
      const type = intent.type;
      return withCell(intent.cell, (c) => ({ type, cell: c }));
    }
    case 'cross': {
      const slot = crossSlot(context, intent);
      return typeof slot === 'number' ? { ok: true, body: { type: 'cross', slot } } : { ok: false, reason: slot };
    }
    case 'sonarAnswer':
      return { ok: true, body: { type: 'sonarAnswer', facts: intent.facts.map(fact) } };
    default:
      return { ok: true, body: intent };
  }
}

/** For the UI: the command to send for an executed intent, given the seat's current view. */
export function toCommand(intent: Intent, view: GameView): Resolved | null {
  const context = viewContext(view);
  if (!context) return { ok: false, reason: 'orders.no-sub' };
  return resolveIntent(context, intent);
}
