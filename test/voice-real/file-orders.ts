import { getMap, parseCell, reduce, type CommandBody, type Role } from '../../shared/engine';
import { stateFor, type Situation } from './corpus';
import type { NaturalUtterance } from './natural';

/**
 * A held-out round of orders for the oracle (`bench:voice-real -- --orders-file=…`): JSON lines written
 * by someone who never saw the grammar, in the natural set's situations. Cells are written as players
 * read them ("G6"), crosses by panel and symbol on the Engineer's north panel (the only one `moved`
 * leaves owed): both become the engine's commands here.
 */
export interface FileOrder {
  readonly text: string;
  readonly role: Role;
  readonly situation: Situation;
  readonly kind: string;
  readonly expect: Readonly<Record<string, unknown>> & { readonly type: string };
}

/**
 * The training map's north panel (real-time sheet): special 6, weapon circuit 7, detection 9, radiation 11.
 * It has two specials and two weapons; the first is taken, as the natural set does.
 */
const NORTH_SLOTS: Readonly<Record<string, number>> = { special: 6, weapon: 7, detection: 9, radiation: 11 };

const SITUATIONS: readonly Situation[] = ['start', 'armed', 'moved', 'surfaced'];
const KINDS: readonly string[] = ['added', 'address', 'regional', 'spelled', 'plain'];

/** The situations' map (corpus.ts): the training map, 15 × 15. */
const GRID = getMap('training-15')!;

function cellOf(name: unknown): number {
  const cell = typeof name === 'string' ? parseCell(GRID, name) : -1;
  if (cell < 0) throw new Error(`not a cell: ${JSON.stringify(name)}`);
  return cell;
}

export function commandOf(expect: FileOrder['expect']): CommandBody {
  const { type } = expect;
  if (type === 'torpedo' || type === 'mine') return { type, cell: cellOf(expect.cell) };
  if (type === 'cross') {
    const slot = expect.panel === 'N' ? NORTH_SLOTS[String(expect.symbol)] : undefined;
    if (slot === undefined) throw new Error(`a cross off the north panel: ${JSON.stringify(expect)}`);
    return { type, slot };
  }
  return expect as unknown as CommandBody;
}

/** The file's orders; one the engine would refuse in its situation is an error (it could never be right). */
export function fileOrders(text: string): NaturalUtterance[] {
  const lines = text.split('\n').filter((l) => l.trim() !== '');
  return lines.map((line, i) => {
    const o = JSON.parse(line) as FileOrder;
    if (!SITUATIONS.includes(o.situation)) throw new Error(`line ${i + 1}: no situation ${JSON.stringify(o.situation)} (${SITUATIONS.join(', ')})`);
    if (!KINDS.includes(o.kind)) throw new Error(`line ${i + 1}: no kind ${JSON.stringify(o.kind)} (${KINDS.join(', ')})`);
    const expect = commandOf(o.expect);
    const applied = reduce(stateFor(o.situation), { ...expect, team: 'blue', role: o.role });
    if (!applied.ok) throw new Error(`line ${i + 1}: ${JSON.stringify(o.expect)} is refused in ${o.situation}: ${applied.reason}`);
    return { text: o.text, role: o.role, situation: o.situation, expect, kind: o.kind as NaturalUtterance['kind'] };
  });
}
