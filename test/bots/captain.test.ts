import { describe, expect, it } from 'vitest';
import { chebyshev, getMap, reduce, type Command, type GameEvent, type GameState, type SonarFact } from '../../shared/engine';
import { CaptainBot, decide, type CaptainMemory } from '../../shared/bots';
import { possibleAnswers } from '../../shared/bots/captain/sonar-answer';
import { Situation } from '../../shared/bots/captain/situation';
import { positions, track } from '../../shared/solver';
import { armed, cell, startGame, withSub } from '../support/engine-harness';
import { movedAndReady, viewAs } from './support/views';
import { say } from '../solver/support/events';

const TURN = { mode: 'turn', mapId: 'training-10', first: 'blue' } as const;

function captainOf(state: GameState, level: 1 | 2, heard: GameEvent[] = []) {
  const bot = CaptainBot(level);
  const view = viewAs(state, 'blue', ['captain']);
  return decide(bot, view, heard, bot.init(view, 5));
}

const pinYellow = (state: GameState, label: string) => say({ type: 'blast', team: 'yellow', hit: 'direct', cell: cell(state, label) });

describe('Captain bot', () => {
  it('level 2 fires at an enemy it has pinned within reach', () => {
    const state = movedAndReady(armed(startGame({ ...TURN, blue: 'E6', yellow: 'E2' }), 'blue'), 'blue', 'N');
    const { command } = captainOf(state, 2, [pinYellow(state, 'E2')]);
    expect(command).toMatchObject({ type: 'torpedo', cell: cell(state, 'E2') });
    expect(reduce(state, command!).ok).toBe(true);
  });

  it('level 2 will not fire a blast that would sink itself', () => {
    let state = movedAndReady(armed(startGame({ ...TURN, blue: 'E6', yellow: 'E4' }), 'blue'), 'blue', 'N');
    state = withSub(state, 'blue', { damage: 3 });
    const { command } = captainOf(state, 2, [pinYellow(state, 'E4')]);
    const map = getMap('training-10')!;
    if (command?.type === 'torpedo') expect(chebyshev(map, command.cell, state.subs.blue.position)).toBeGreaterThan(1);
  });

  it('level 1 fires at a cell the enemy might be on, never next to itself', () => {
    const state = movedAndReady(armed(startGame({ ...TURN, blue: 'E6', yellow: 'E2' }), 'blue'), 'blue', 'N');
    const { command } = captainOf(state, 1, [pinYellow(state, 'E2')]);
    expect(command).toMatchObject({ type: 'torpedo', cell: cell(state, 'E2') });
  });

  it('surfaces at a blackout', () => {
    const start = startGame({ ...TURN, blue: 'E6', yellow: 'B2' });
    const route = ['E5', 'F6', 'E7', 'D6', 'E6'].map((label) => cell(start, label));
    const state = withSub(start, 'blue', { route });
    expect(captainOf(state, 1).command).toMatchObject({ type: 'surface' });
    expect(captainOf(state, 2).command).toMatchObject({ type: 'surface' });
  });

  it('moves on its turn, and only then', () => {
    const state = startGame({ ...TURN, blue: 'E6', yellow: 'B2' });
    for (const level of [1, 2] as const) {
      const { command } = captainOf(state, level);
      expect(command?.type).toBe('course');
      expect(reduce(state, command!).ok).toBe(true);
    }
    const theirs = { ...state, turn: { ...state.turn!, team: 'yellow' as const } };
    expect(captainOf(theirs, 2).command).toBeNull();
  });

  it('level 2 answers sonar with a legal pair that leaves the enemy the most cells', () => {
    const start = startGame({ ...TURN, blue: 'E6', yellow: 'B2' });
    const state: GameState = { ...start, sonar: { by: 'yellow' } };
    const heard = [say({ type: 'drone', team: 'yellow', sector: 3, answer: true })]; // E6 is in sector 3
    const { command, memory } = captainOf(state, 2, heard);
    expect(command?.type).toBe('sonarAnswer');
    expect(reduce(state, command!).ok).toBe(true);
    const kept = (facts: readonly SonarFact[]) => {
      const after = track(memory.exposure!, say({ type: 'sonarAnswer', team: 'blue', facts: facts as SonarFact[] }));
      expect(after.restarts).toBe(0); // every legal answer keeps the truth
      return positions(after).length;
    };
    const s = new Situation(viewAs(state, 'blue', ['captain']), memory as CaptainMemory);
    const best = Math.max(...possibleAnswers(s).map(kept));
    expect(kept((command as Command & { type: 'sonarAnswer' }).facts)).toBe(best);
  });

  it('Family: level 2 fires at the pinned enemy in its sector with full energy', () => {
    const start = startGame({ edition: 'family', mode: 'turn', mapId: 'archipelago', blue: 'C2', yellow: 'D4', first: 'blue' });
    const state = withSub(start, 'blue', { energy: 4 });
    const { command } = captainOf(state, 2, [pinYellow(state, 'D4')]);
    expect(command).toMatchObject({ type: 'torpedo', cell: cell(state, 'D4') });
  });

  it('places its sub on a sea cell', () => {
    const created = startGame({ ...TURN, blue: 'E6', yellow: 'B2' });
    const placing: GameState = { ...created, phase: 'placing', turn: null, subs: { ...created.subs, blue: { ...created.subs.blue, position: -1, route: [] } } };
    for (const level of [1, 2] as const) {
      const { command } = captainOf(placing, level);
      expect(command?.type).toBe('place');
      expect(reduce(placing, command!).ok).toBe(true);
    }
  });
});
