import { describe, expect, it } from 'vitest';
import { GAUGES, crossSlot, sheetFor } from '../../shared/engine';
import { EngineerBot, FirstMateBot, RadioOperatorBot, decide, radioHints } from '../../shared/bots';
import { positions } from '../../shared/solver';
import { captain, ok, startGame, withSub } from '../support/engine-harness';
import { slotOf, viewAs } from './support/views';
import { say } from '../solver/support/events';

const TURN = { mode: 'turn', mapId: 'training-10', first: 'blue' } as const;

function afterCourse(direction: 'N' | 'E' | 'S' | 'W', patch = {}) {
  const state = withSub(startGame({ ...TURN, blue: 'E6', yellow: 'B2' }), 'blue', patch);
  return ok(state, captain('blue', { type: 'course', direction })).state;
}

describe('First Mate bot', () => {
  it('fills the torpedo first, then the next gauge; never a full one', () => {
    const state = afterCourse('N');
    const view = viewAs(state, 'blue', ['firstMate']);
    expect(decide(FirstMateBot, view, [], FirstMateBot.init(view, 1)).command).toMatchObject({ type: 'mark', system: 'torpedo' });
    const full = afterCourse('N', { gauges: { ...state.subs.blue.gauges, torpedo: GAUGES.turn.torpedo } });
    const fullView = viewAs(full, 'blue', ['firstMate']);
    expect(decide(FirstMateBot, fullView, [], FirstMateBot.init(fullView, 1)).command).toMatchObject({ type: 'mark', system: 'silence' });
  });

  it('marks the silence first when the enemy has us pinned down', () => {
    const state = afterCourse('N');
    const view = viewAs(state, 'blue', ['firstMate']);
    const pinned = [say({ type: 'blast', team: 'blue', hit: 'direct', cell: state.subs.blue.position })];
    expect(decide(FirstMateBot, view, pinned, FirstMateBot.init(view, 1)).command).toMatchObject({ type: 'mark', system: 'silence' });
  });

  it('does nothing when there is nothing to mark', () => {
    const state = startGame({ ...TURN, blue: 'E6', yellow: 'B2' });
    const view = viewAs(state, 'blue', ['firstMate']);
    expect(decide(FirstMateBot, view, [], FirstMateBot.init(view, 1)).command).toBeNull();
  });
});

describe('Engineer bot', () => {
  const cross = (state: ReturnType<typeof afterCourse>) => {
    const view = viewAs(state, 'blue', ['engineer']);
    return decide(EngineerBot, view, [], EngineerBot.init(view, 1)).command;
  };

  it('crosses in the panel of the course, and spares the weapon symbols', () => {
    const command = cross(afterCourse('W'));
    expect(command?.type).toBe('cross');
    const slot = sheetFor('realtime').slots[(command as { slot: number }).slot]!;
    expect(slot.panel).toBe('W');
    expect(slot.type).not.toBe('weapon');
  });

  it('never crosses the sixth radiation symbol while something else is left', () => {
    const layout = sheetFor('realtime');
    const crossed = layout.typeMask.radiation & ~(1 << slotOf('N', 'radiation'));
    const command = cross(afterCourse('N', { crossed }));
    expect(command).toMatchObject({ type: 'cross' });
    const slot = (command as { slot: number }).slot;
    expect(crossSlot(layout, crossed, slot, 'circuitFirst').damage).toBe(0);
  });

  it('completes a circuit when it can: the circuit repairs itself', () => {
    const layout = sheetFor('realtime');
    const circuit = layout.circuitMask.N;
    const last = slotOf('N', 'weapon', true);
    const crossed = circuit & ~(1 << last);
    const command = cross(afterCourse('N', { crossed }));
    expect(command).toMatchObject({ type: 'cross', slot: last });
    expect(crossSlot(layout, crossed, last, 'circuitFirst').repaired).toEqual(['N']);
  });

  it('approves the enemy’s secured hull (real time)', () => {
    const state = startGame({ mode: 'realtime', mapId: 'training-15', blue: 'E6', yellow: 'B2' });
    const surfaced = withSub(state, 'yellow', { surfaced: true, hull: ['secured', 'secured', 'secured', 'secured'] });
    const view = viewAs(surfaced, 'blue', ['engineer']);
    expect(decide(EngineerBot, view, [], EngineerBot.init(view, 1)).command).toMatchObject({ type: 'checkHull', approve: true });
  });
});

describe('Radio Operator bot', () => {
  it('keeps the enemy’s possible positions for the assistant overlay', () => {
    const state = startGame({ ...TURN, blue: 'E6', yellow: 'B2' });
    const view = viewAs(state, 'blue', ['radioOperator']);
    const heard = [say({ type: 'drone', team: 'blue', sector: 1, answer: true }), say({ type: 'course', team: 'yellow', direction: 'E' })];
    const { memory, command } = decide(RadioOperatorBot, view, heard, RadioOperatorBot.init(view, 1));
    expect(command).toBeNull();
    const hints = radioHints(memory);
    expect(hints.sectors.length).toBeLessThanOrEqual(2);
    expect(hints.positions).toEqual(positions(memory.tracker));
    expect(hints.positions).toContain(state.subs.yellow.position + 1);
    expect(hints.approximate).toBe(false);
  });
});
