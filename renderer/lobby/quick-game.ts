import { watch } from 'vue';
import { ROLES } from '../../shared/engine/types';
import type { SettingsInput } from '../../shared/protocol/messages';
import type { useSessionStore } from '../stores/session';

type Session = ReturnType<typeof useSessionStore>;
type Lobby = NonNullable<Session['lobby']>;

/** "Play vs bots": a full-rules turn game on Alpha, the player holding every role of Blue against a bot crew. */
export const BOT_GAME_SETTINGS: SettingsInput = { edition: 'base', mode: 'turn', mapId: 'alpha-10', crews: { blue: 1, yellow: 1 } };

/**
 * Once the new game's lobby arrives: sit in Blue's one seat, call a bot of `level` to Yellow's, say
 * ready and start. Lives outside any screen (the home screen is gone once the lobby shows); gives up
 * after a minute or on the first refusal so a failed start never acts on a later lobby.
 */
export function setUpBotGame(session: Session, level: 1 | 2, onLobby?: (code: string) => void): void {
  let seated = false;
  const stop = watch(
    () => [session.lobby, session.error] as const,
    ([lobby, error]) => {
      if (error) return stop();
      if (!lobby || lobby.phase !== 'lobby') return;
      onLobby?.(lobby.code);
      if (!seated) {
        seated = true;
        session.takeSeat('blue', [...ROLES]);
        session.addBot('yellow', [...ROLES], level);
        session.setReady(true);
        return;
      }
      if (readyThenStart(session, lobby)) stop();
    },
  );
  setTimeout(stop, 60_000);
}

/**
 * A player seated against bots only: say ready (again, if a seat change cleared it) and start once
 * the host would accept it. True once the start is sent.
 */
export function readyThenStart(session: Session, lobby: Lobby): boolean {
  const mine = [...lobby.seats.blue, ...lobby.seats.yellow].find((s) => s.holder?.memberId === session.joined?.memberId)?.holder;
  if (mine && !mine.ready) session.setReady(true);
  if (lobby.blocker !== null) return false;
  session.start();
  return true;
}
