import type { GameSummary } from '../../shared/protocol/messages';
import { holdsMember, tokenKey } from '../net/tokens';

/**
 * Games worth offering: not finished, and someone is there (an empty lobby is a dead one), or the host
 * made it itself (`npm run host`: its game waits for the first player), or this browser was in it (a
 * game against bots has no one else connected), so the home page leads back to the seat, which
 * joining then offers to take back.
 */
export function joinable(games: readonly GameSummary[], socketUrl: string | null): GameSummary[] {
  const mineHere = (code: string) => !!socketUrl && holdsMember(tokenKey(socketUrl, code));
  return games.filter((g) => g.phase !== 'over' && ((g.connected ?? g.members) > 0 || g.hostMade === true || mineHere(g.code)));
}
