/**
 * A seat as the desktop shell and the renderer both write it: the ids of teams, roles and languages,
 * and the canonical seat text of a seat window's URL (`seat=blue:captain+firstMate`). Pure: no DOM,
 * Node or Electron, so the renderer and the main process import the same values.
 */

export const TEAM_IDS = ['blue', 'yellow'] as const;
export type TeamId = (typeof TEAM_IDS)[number];
export const ROLE_IDS = ['captain', 'firstMate', 'engineer', 'radioOperator'] as const;
export type RoleId = (typeof ROLE_IDS)[number];
export const LANGS = ['es', 'en', 'it'] as const;
export type Lang = (typeof LANGS)[number];

export function sortRoles<T extends RoleId>(roles: readonly T[]): T[] {
  return [...roles].sort((a, b) => ROLE_IDS.indexOf(a) - ROLE_IDS.indexOf(b));
}

/** Canonical seat text: `blue:captain+firstMate` (roles in rulebook order). */
export function seatParam(team: TeamId, roles: readonly RoleId[]): string {
  return `${team}:${sortRoles(roles).join('+')}`;
}

export function parseSeatParam(value: string | null): { team: TeamId; roles: RoleId[] } | undefined {
  if (!value) return undefined;
  const [team, roleText, extra] = value.split(':');
  if (extra !== undefined || !isOneOf(TEAM_IDS, team ?? null) || !roleText) return undefined;
  const roles = roleText.split('+');
  if (!roles.every((r): r is RoleId => isOneOf(ROLE_IDS, r)) || new Set(roles).size !== roles.length) return undefined;
  return { team: team as TeamId, roles: sortRoles(roles) };
}

export function isOneOf<T extends string>(values: readonly T[], value: string | null): value is T {
  return value !== null && (values as readonly string[]).includes(value);
}
