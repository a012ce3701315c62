import { setUpBotGame } from '../lobby/quick-game';
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
 * Once the tutorial's lobby arrives: sit in Blue's one seat, call a level-1 bot to Yellow's, say ready
 * and start (as "Play vs bots" does), remembering the game's code so the coach rides along.
 */
export function setUpTutorial(session: Session): void {
  sessionStorage.removeItem(KEY);
  setUpBotGame(session, 1, (code) => sessionStorage.setItem(KEY, code));
}
