/**
 * Text for the host's console. Whatever a client chose (a name, a file a name ended up in) is
 * printed escaped: a control character, a bidirectional override or a line separator shows as
 * `\u{…}` instead of clearing the screen, recolouring it or starting a fake log line.
 */
import type { HostEvent } from './game-room';

const UNSAFE = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\u2028\u2029]/gu;

export function logText(text: string): string {
  return text.replace(UNSAFE, (c) => `\\u{${c.codePointAt(0)!.toString(16)}}`);
}

export function describeGame(summary: { edition: string; mode: string; mapId: string; seats: Record<string, { total: number }> }): string {
  const crews = `${summary.seats.blue?.total ?? '?'}+${summary.seats.yellow?.total ?? '?'} seats`;
  return `${summary.edition}, ${summary.mode === 'realtime' ? 'real time' : 'turn by turn'}, map ${summary.mapId}, ${crews}`;
}

/** One console line per host event; every part a client could choose is escaped. */
export function eventLine(event: HostEvent): string {
  switch (event.kind) {
    case 'joined':
      return `${event.code}: ${logText(event.name)} ${event.resumed ? 'is back' : 'joined'} (${event.memberId})`;
    case 'left':
      return `${event.code}: ${logText(event.name)} disconnected (${event.memberId})`;
    case 'gone':
      return `${event.code}: ${logText(event.name)} ${event.by === 'host' ? 'was removed by the host' : 'left the game (away without a seat)'} (${event.memberId})`;
    case 'seat':
      return `${event.code}: ${logText(event.name)} ${event.seat ? `took seat ${logText(event.seat)}` : 'left their seat'}`;
    case 'started':
      return `${event.code}: the game starts`;
    case 'over':
      return `${event.code}: game over — ${event.winner ? `${event.winner} wins` : 'no winner'}`;
    case 'game-created':
      return `${event.code}: new game (${describeGame(event.summary)})`;
    case 'game-resumed':
      return `${event.code}: resumed after ${event.moves} commands (${describeGame(event.summary)}, ${event.summary.phase})`;
    case 'warning':
      return `warning: ${logText(event.message)}`;
    default:
      return logText(JSON.stringify(event));
  }
}
