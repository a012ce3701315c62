import { joinList } from '../i18n/list';
type Translate = (key: string, params?: Record<string, unknown>, plural?: number) => string;

/** The assistant's line: "Possible sector: 2", "Possible sectors: 1, 2 and 4", in the player's language. */
export function possibleSectorsText(t: Translate, sectors: readonly number[]): string {
  const list = sectors.length === 0 ? '—' : joinList(t, sectors.map(String));
  return t('radio.sectors', { list }, sectors.length === 1 ? 1 : 2);
}
