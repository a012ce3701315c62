import { COMMAND_ROLES, type Command, type CommandType } from './commands';
import { DIRECTIONS, ROLES, SYSTEMS, TEAMS } from './types';

type Check = (value: unknown) => boolean;

const int: Check = (v) => typeof v === 'number' && Number.isInteger(v);
const oneOf =
  (values: readonly unknown[]): Check =>
  (v) =>
    values.includes(v);
const facts: Check = (v) =>
  Array.isArray(v) &&
  v.length <= 3 &&
  v.every((f) => typeof f === 'object' && f !== null && oneOf(['column', 'row', 'sector'])(f.kind) && int(f.value));

const FIELDS: Readonly<Record<CommandType, Readonly<Record<string, Check>>>> = {
  place: { cell: int },
  course: { direction: oneOf(DIRECTIONS) },
  mark: { system: oneOf(SYSTEMS) },
  cross: { slot: int },
  stop: {},
  resume: {},
  mine: { cell: int },
  detonate: { cell: int },
  torpedo: { cell: int },
  drone: { sector: int },
  sonar: {},
  sonarAnswer: { facts },
  silence: { direction: oneOf(DIRECTIONS), distance: int },
  scenario: { cell: int },
  surface: {},
  secureHull: {},
  checkHull: { approve: (v) => typeof v === 'boolean' },
  dive: {},
  endTurn: {},
};

/**
 * The engine's own guard: whatever reaches `reduce` (a bot, a replayed log, a buggy client past
 * the protocol schema), a command of the wrong shape is a rejection, never a crash.
 */
export function isWellFormed(value: unknown): value is Command {
  if (typeof value !== 'object' || value === null) return false;
  const cmd = value as Record<string, unknown>;
  if (!oneOf(TEAMS)(cmd.team) || !oneOf(ROLES)(cmd.role)) return false;
  if (typeof cmd.type !== 'string' || !Object.hasOwn(FIELDS, cmd.type)) return false;
  const fields = FIELDS[cmd.type as CommandType];
  return Object.entries(fields).every(([name, check]) => check(cmd[name]));
}

export function roleMayAct(cmd: Command): boolean {
  return COMMAND_ROLES[cmd.type].includes(cmd.role);
}
