/** Sailors' names, one per seat: a crew of bots reads as people ("Marina", "Nemo"), never "Bot 2" four times. */
const NAMES: Readonly<Record<string, readonly string[]>> = {
  blue: ['Marina', 'Nemo', 'Coral', 'Iker'],
  yellow: ['Ahab', 'Perla', 'Bruno', 'Ondina'],
};

/**
 * A bot's name from its seat id (`blue-2`): "Coral (bot)". Distinct for every seat. The level is not
 * in the name (a bare "2" tells a player nothing): the lobby shows it, translated, beside the name.
 */
export function botName(seatId: string): string {
  const [team, index] = seatId.split('-');
  const name = NAMES[team ?? '']?.[Number(index)] ?? seatId;
  return `${name} (bot)`;
}
