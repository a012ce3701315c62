import type { GameSummary } from '../../../shared/protocol';

/** A listed game as discovery carries it: a real-time Alpha lobby with one seat taken. */
export function gameSummary(code: string): GameSummary {
  return {
    gameId: `g-${code}`,
    code,
    edition: 'base',
    mode: 'realtime',
    mapId: 'alpha-15',
    phase: 'lobby',
    seats: { blue: { held: 1, total: 4 }, yellow: { held: 0, total: 4 } },
    members: 1,
    createdAt: new Date(0).toISOString(),
  };
}
