import { watch } from 'vue';
import { ROLES } from '../../shared/engine/types';
import type { SettingsInput } from '../../shared/protocol/messages';
import type { useSessionStore } from '../stores/session';

type Session = ReturnType<typeof useSessionStore>;

/** A short turn-by-turn game on the training map: the newcomer holds every role of Blue against one bot. */
export const TUTORIAL_SETTINGS: SettingsInput = { edition: 'base', mode: 'turn', mapId: 'training-10', crews: { blue: 1, yellow: 1 } };
const KEY = 'rumbo.tutorial';

/** The game code this window plays as its first game (the coach shows there only). */
export function tutorialCode(): string | null {
  return sessionStorage.getItem(KEY);
}

/**
 * Once the tutorial's lobby arrives: sit in Blue's one seat, call a level-1 bot to Yellow's,
 * say ready and start. Lives outside any screen (the home screen is gone once the lobby shows).
 */
export function setUpTutorial(session: Session): void {
  sessionStorage.removeItem(KEY);
  let seated = false;
  const stop = watch(
    () => session.lobby,
    (lobby) => {
      if (!lobby || lobby.phase !== 'lobby') return;
      sessionStorage.setItem(KEY, lobby.code);
      if (!seated) {
        seated = true;
        session.takeSeat('blue', [...ROLES]);
        session.addBot('yellow', [...ROLES], 1);
        session.setReady(true);
        return;
      }
      const blue = lobby.seats.blue[0]?.holder;
      if (blue?.memberId === session.joined?.memberId && !blue?.ready) session.setReady(true);
      if (lobby.blocker === null) {
        stop();
        session.start();
      }
    },
  );
}
