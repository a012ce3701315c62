export const TEAMS = ['blue', 'yellow'] as const;
export type Team = (typeof TEAMS)[number];

export const ROLES = ['captain', 'firstMate', 'engineer', 'radioOperator'] as const;
export type Role = (typeof ROLES)[number];

export const DIRECTIONS = ['N', 'E', 'S', 'W'] as const;
export type Direction = (typeof DIRECTIONS)[number];

export const SYSTEMS = ['mine', 'torpedo', 'drone', 'sonar', 'silence', 'scenario'] as const;
export type System = (typeof SYSTEMS)[number];

/** Symbol types on the Engineer's sheet; each system belongs to one of the first three. */
export type SymbolType = 'weapon' | 'detection' | 'special' | 'radiation';

export type Edition = 'base' | 'family';
export type Mode = 'turn' | 'realtime';

/** A map cell as `row * width + col`. Labels ("C6") exist only at the edges (UI, speech, logs). */
export type Cell = number;

export function otherTeam(team: Team): Team {
  return team === 'blue' ? 'yellow' : 'blue';
}

export const SYSTEM_TYPE: Readonly<Record<System, Exclude<SymbolType, 'radiation'>>> = {
  mine: 'weapon',
  torpedo: 'weapon',
  drone: 'detection',
  sonar: 'detection',
  silence: 'special',
  scenario: 'special',
};
