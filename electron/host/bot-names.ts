/** Sailors' names, one per seat: a crew of bots reads as people ("Marina", "Nemo"), never "Bot 2" four times. */
const NAMES: Readonly<Record<string, readonly string[]>> = {
  blue: ['Marina', 'Nemo', 'Coral', 'Iker'],
  yellow: ['Ahab', 'Perla', 'Bruno', 'Ondina'],
};

/** A bot's name from its seat id (`blue-2`) and level: "Coral (bot 2)". Distinct for every seat. */
export function botName(seatId: string, level: 1 | 2): string {
  const [team, index] = seatId.split('-');
  const name = NAMES[team ?? '']?.[Number(index)] ?? seatId;
  return `${name} (bot ${level})`;
}
