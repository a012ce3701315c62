import type { Cell, Direction, Role, System, Team } from './types';

/** A sonar answer fact: a column (0-based), a row (0-based) or a sector (1-based). */
export interface SonarFact {
  readonly kind: 'column' | 'row' | 'sector';
  readonly value: number;
}

/** What a role does, as data. `team` and `role` say who acts; the host checks the seat holds them. */
export type CommandBody =
  | { readonly type: 'place'; readonly cell: Cell }
  | { readonly type: 'course'; readonly direction: Direction }
  | { readonly type: 'mark'; readonly system: System }
  | { readonly type: 'cross'; readonly slot: number }
  | { readonly type: 'stop' }
  | { readonly type: 'resume' }
  | { readonly type: 'mine'; readonly cell: Cell }
  | { readonly type: 'detonate'; readonly cell: Cell }
  | { readonly type: 'torpedo'; readonly cell: Cell }
  | { readonly type: 'drone'; readonly sector: number }
  | { readonly type: 'sonar' }
  | { readonly type: 'sonarAnswer'; readonly facts: readonly SonarFact[] }
  | { readonly type: 'silence'; readonly direction: Direction; readonly distance: number }
  | { readonly type: 'scenario'; readonly cell: Cell }
  | { readonly type: 'surface' }
  | { readonly type: 'secureHull' }
  | { readonly type: 'checkHull'; readonly approve: boolean }
  | { readonly type: 'dive' }
  | { readonly type: 'endTurn' };

export type CommandType = CommandBody['type'];

export type Command = CommandBody & { readonly team: Team; readonly role: Role };

/** Which roles may send each command (RULES.md "Roles and crews"). */
export const COMMAND_ROLES: Readonly<Record<CommandType, readonly Role[]>> = {
  place: ['captain'],
  course: ['captain'],
  mark: ['firstMate'],
  cross: ['engineer'],
  stop: ['captain', 'firstMate'],
  resume: ['captain', 'firstMate'],
  mine: ['captain'],
  detonate: ['captain'],
  torpedo: ['captain'],
  drone: ['captain', 'firstMate'],
  sonar: ['captain', 'firstMate'],
  sonarAnswer: ['captain'],
  silence: ['captain'],
  scenario: ['captain'],
  surface: ['captain'],
  secureHull: ['captain', 'firstMate', 'engineer', 'radioOperator'],
  checkHull: ['engineer'],
  dive: ['captain'],
  endTurn: ['captain'],
};

export const SYSTEM_COMMANDS = ['mine', 'torpedo', 'drone', 'sonar', 'silence', 'scenario'] as const;
