/** The home page's list of this host's games: a game whose only player closed the tab is still theirs to find. */
import { beforeEach, describe, expect, it } from 'vitest';
import { rememberToken, tokenKey } from '../../renderer/net/tokens';
import { joinable } from '../../renderer/lobby/joinable';
import type { GameSummary } from '../../shared/protocol/messages';

const HOST = 'ws://127.0.0.1:47800/ws';

function game(code: string, connected: number, phase: GameSummary['phase'] = 'playing'): GameSummary {
  return {
    gameId: `g-${code}`,
    code,
    edition: 'base',
    mode: 'turn',
    mapId: 'alpha-10',
    phase,
    seats: { blue: { held: 1, total: 1 }, yellow: { held: 1, total: 1 } },
    members: 1,
    connected,
    createdAt: new Date(0).toISOString(),
  };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  history.replaceState(null, '', '/');
});

describe('joinable', () => {
  it('drops finished games and games nobody is in', () => {
    expect(joinable([game('LIVE', 1), game('DEAD', 0), game('DONE', 1, 'over')], HOST).map((g) => g.code)).toEqual(['LIVE']);
  });

  it('keeps a game against bots whose player closed the tab, when this browser was that player, so the home page leads back to the seat', () => {
    rememberToken(tokenKey(HOST, 'UVSF'), 'marta', 'UVSF');
    dispatchEvent(new Event('pagehide'));
    sessionStorage.clear(); // a new tab of the same browser
    history.replaceState(null, '', '/');
    expect(joinable([game('UVSF', 0), game('DEAD', 0)], HOST).map((g) => g.code)).toEqual(['UVSF']);
    // Another host's game with the same code is not this one.
    expect(joinable([game('UVSF', 0)], 'ws://192.168.1.9:47800/ws')).toEqual([]);
  });

  it('lists the game the host made itself (npm run host) before anyone joins it', () => {
    const hostMade = { ...game('HOST', 0, 'lobby'), hostMade: true };
    expect(joinable([hostMade, game('DEAD', 0, 'lobby')], HOST).map((g) => g.code)).toEqual(['HOST']);
    expect(joinable([{ ...hostMade, phase: 'over' }], HOST)).toEqual([]);
  });
});
