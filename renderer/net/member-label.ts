import type { MemberLabel } from './tokens';

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** "Bea (Blue Radio Operator)", "Bea", or "the player of another tab" when the tab never said who it was. */
export function describeMember(t: Translate, who: MemberLabel | null, unnamed = 'reclaim.unnamed'): string {
  if (!who) return t(unnamed);
  if (!who.seat) return who.name;
  const roles = who.seat.roles.map((r) => t(`roles.${r}`)).join(', ');
  return t('reclaim.seat', { name: who.name, team: t(`teams.${who.seat.team}`), roles });
}
