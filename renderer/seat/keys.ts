/**
 * Seat-screen shortcuts work wherever focus is (a clicked map, a button), except while typing,
 * with a modifier held (Alt+digit switches tabs), or when a widget already used the key (the
 * map's cell cursor, the transparent sheet's arrows call preventDefault).
 */
export function isShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return false;
  const target = event.target as HTMLElement | null;
  return !target?.closest?.('input, select, textarea, [contenteditable=""], [contenteditable=true]');
}
