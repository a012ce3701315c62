import type { Outcome } from '../../shared/engine/state';
import type { Team } from '../../shared/engine/types';

/**
 * What the end screen says first, to whom: each crew hears "You won" or "You lost" (and which colour
 * won, underneath); a spectator hears which crew won; a mutual sinking is a draw for everyone.
 */
export type Verdict =
  | { readonly kind: 'won' | 'lost'; readonly winner: Team }
  | { readonly kind: 'winner'; readonly winner: Team }
  | { readonly kind: 'draw' };

export function verdictFor(myTeam: Team | null, outcome: Outcome | null): Verdict {
  if (!outcome || outcome.winner === null) return { kind: 'draw' };
  if (myTeam === null) return { kind: 'winner', winner: outcome.winner };
  return { kind: outcome.winner === myTeam ? 'won' : 'lost', winner: outcome.winner };
}
