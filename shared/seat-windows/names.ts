/**
 * Team and role names in the app's three languages, for what is named outside the renderer's
 * catalogue: a seat window's title (main process) and its default member name (either side).
 */
import { sortRoles, type Lang, type RoleId, type TeamId } from './seats';

export interface SeatNames {
  readonly teams: Readonly<Record<TeamId, string>>;
  readonly roles: Readonly<Record<RoleId, string>>;
}

export const SEAT_NAMES: Readonly<Record<Lang, SeatNames>> = {
  es: {
    teams: { blue: 'Azul', yellow: 'Amarillo' },
    roles: { captain: 'Capitán', firstMate: 'Primer oficial', engineer: 'Ingeniero', radioOperator: 'Operador de radio' },
  },
  en: {
    teams: { blue: 'Blue', yellow: 'Yellow' },
    roles: { captain: 'Captain', firstMate: 'First Mate', engineer: 'Engineer', radioOperator: 'Radio Operator' },
  },
  it: {
    teams: { blue: 'Blu', yellow: 'Giallo' },
    roles: { captain: 'Capitano', firstMate: 'Primo ufficiale', engineer: 'Ingegnere', radioOperator: 'Operatore radio' },
  },
};

/**
 * A default member name that fits the protocol's 40 characters: "Capitán – Azul", "Capitán +1 – Azul".
 * Not "Capitán (Azul)": the host takes a bracketed suffix for an addition to a name (issue 28.5), and
 * "Capitán (Amarillo)" would then be a look-alike of "Capitán (Azul)" in a hot-seat game.
 */
export function defaultMemberName(lang: Lang, team: TeamId, roles: readonly RoleId[]): string {
  const names = SEAT_NAMES[lang];
  const [first = 'captain'] = sortRoles(roles);
  const more = roles.length > 1 ? ` +${roles.length - 1}` : '';
  return `${names.roles[first]}${more} – ${names.teams[team]}`;
}
