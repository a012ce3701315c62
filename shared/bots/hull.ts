import { ROLES, type Command, type GameView, type Role } from '../engine';
import { LegalCheck } from './view-state';

/** Real-time surfacing: each role outlines its own hull section. */
export function secureOwnSection(view: GameView, role: Role, check: LegalCheck): Command | null {
  const own = view.own!;
  if (view.settings.mode !== 'realtime' || !own.surfaced) return null;
  if (own.hull[ROLES.indexOf(role)] === 'secured') return null;
  return check.first(role, [{ type: 'secureHull' }]);
}
