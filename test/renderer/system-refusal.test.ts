import { describe, expect, it } from 'vitest';
import { createGame, crewSeat, defaultSettings, viewFor } from '../../shared/engine';
import { systemRefusal } from '../../renderer/seat/captain-options';
import { startGame } from '../support/engine-harness';

const captainSeat = crewSeat('blue', ['captain', 'firstMate', 'engineer', 'radioOperator']);

describe('systemRefusal', () => {
  it('while the Captains pick their starts, every system says so — not "That system does not exist on this map"', () => {
    const created = createGame(defaultSettings({ mode: 'turn', mapId: 'alpha-10' }), 'seed');
    if (!created.ok) throw new Error(created.reason);
    const view = viewFor(created.state, captainSeat);
    for (const system of ['mine', 'torpedo', 'drone', 'sonar', 'silence'] as const) {
      expect(systemRefusal(view, system)).toBe('game.placing');
    }
    expect(systemRefusal(view, 'drone', 'firstMate')).toBe('game.placing');
  });

  it('once playing, an uncharged system names its gauge, not the map', () => {
    const state = startGame({ mode: 'turn', mapId: 'alpha-10', blue: 'A1', yellow: 'J10', first: 'blue' });
    const view = viewFor(state, captainSeat);
    expect(systemRefusal(view, 'torpedo')).not.toBe('system.unavailable');
    expect(systemRefusal(view, 'mine')).not.toBe('system.unavailable');
  });
});
