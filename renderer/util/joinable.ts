import type { GameSummary } from '../../shared/protocol/messages';
import { closedTabMembers, tokenKey } from '../net/tokens';

/**
 * Games worth offering: not finished, and someone is there (an empty lobby is a dead one) — or this
 * browser was in it in a tab now closed (a game against bots has no one else connected), so the home
 * page leads back to the seat, which joining then offers to take back.
 */
export function joinable(games: readonly GameSummary[], socketUrl: string | null): GameSummary[] {
  const mineHere = (code: string) => !!socketUrl && closedTabMembers(tokenKey(socketUrl, code)).length > 0;
  return games.filter((g) => g.phase !== 'over' && ((g.connected ?? g.members) > 0 || mineHere(g.code)));
}
