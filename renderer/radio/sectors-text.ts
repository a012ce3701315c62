type Translate = (key: string, params?: Record<string, unknown>, plural?: number) => string;

/** The assistant's line: "Possible sector: 2", "Possible sectors: 1, 2 and 4", in the player's language. */
export function possibleSectorsText(t: Translate, sectors: readonly number[]): string {
  const names = sectors.map(String);
  const list =
    names.length === 0 ? '—' : names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')}${t('radio.and')}${names[names.length - 1]!}`;
  return t('radio.sectors', { list }, names.length === 1 ? 1 : 2);
}
