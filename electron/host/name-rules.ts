/**
 * Who may be called what in one game (issue 19.3): a name shows something, and no two members —
 * connected or away, people or bots — have names that look alike (name-key.ts).
 * Every seat's bot name is reserved from the start, so nobody can pose as "Ahab (bot)" and a bot
 * never arrives under a person's name.
 */
import { TEAMS } from '../../shared/engine';
import { isVisibleName } from '../../shared/protocol';
import { clashesWithBot, namesClash } from '../../shared/protocol/name-key';
import { botName } from './bot-names';
import type { Problem } from './lobby';

/** A crew has at most 4 seats; every seat's bot name. */
const BOT_NAMES: readonly string[] = TEAMS.flatMap((team) => [0, 1, 2, 3].map((i) => botName(`${team}-${i}`)));

export function invalidName(name: string): Problem | null {
  return isVisibleName(name) ? null : { code: 'name.invalid', detail: 'the name shows nothing: use letters, digits or symbols' };
}

/**
 * Why `name` may not be used by member `self` (null: a newcomer) among `members`, or null.
 * Bots keep the names the host gave them; this judges people's names.
 */
export function nameProblem(
  members: Iterable<{ readonly id: string; readonly name: string; readonly bot?: 1 | 2 | null }>,
  name: string,
  self: string | null,
): Problem | null {
  const invalid = invalidName(name);
  if (invalid) return invalid;
  for (const member of members) {
    if (member.id !== self && (member.bot ? clashesWithBot(member.name, name) : namesClash(member.name, name))) {
      return { code: 'name.taken', detail: `${member.name} is already in this game`, data: { name: member.name } };
    }
  }
  if (BOT_NAMES.some((bot) => clashesWithBot(bot, name))) return { code: 'name.taken', detail: 'that is the name of a bot seat' };
  return null;
}
