type Translate = (key: string) => string;

/** "a, b and c" in the catalogue's language; one item alone, none as "". */
export function joinList(t: Translate, items: readonly string[]): string {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')}${t('list.and')}${items[items.length - 1]}`;
}
