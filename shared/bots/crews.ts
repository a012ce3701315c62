import { ROLES, crewSeat, type Edition, type Role, type Seat, type Team } from '../engine';

/** How one team's roles are shared among seats: one player each, pairs, or one player for all. */
export type CrewLayout = 'full' | 'pairs' | 'solo';

export const CREW_LAYOUTS: readonly CrewLayout[] = ['full', 'pairs', 'solo'];

export function crewSeats(team: Team, edition: Edition, layout: CrewLayout): Seat[] {
  const roles: readonly Role[] = edition === 'family' ? ['captain', 'radioOperator'] : ROLES;
  if (layout === 'solo') return [crewSeat(team, roles)];
  if (layout === 'full') return roles.map((role) => crewSeat(team, [role]));
  if (edition === 'family') return roles.map((role) => crewSeat(team, [role]));
  return [crewSeat(team, ['captain', 'firstMate']), crewSeat(team, ['engineer', 'radioOperator'])];
}
