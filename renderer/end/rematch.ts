import { watch } from 'vue';
import type { Role, Team } from '../../shared/engine/types';
import type { useSessionStore } from '../stores/session';
import { readyThenStart } from '../lobby/quick-game';

type Session = ReturnType<typeof useSessionStore>;
type Lobby = NonNullable<Session['lobby']>;

/**
 * Moves this window to the rematch and sits it in the seat it held (same team and roles) if that
 * seat is free there. A player who was alone with bots ("Play vs bots") has nobody to wait for: the
 * rematch is readied and started as soon as its bots are seated. Lives outside any screen: the end
 * screen is gone once the new lobby shows.
 */
export function followRematch(session: Session, seat: { team: Team; roles: readonly Role[] } | null, code?: string): void {
  const from = session.lobby?.code;
  const alone = !code && session.lobby !== null && people(session.lobby) === 1;
  if (code) session.join(code);
  else session.rematch();
  if (!seat) return;
  let seated = false;
  const stop = watch(
    () => [session.lobby, session.error] as const,
    ([lobby, error]) => {
      if (error) return stop();
      if (!lobby || lobby.code === from || lobby.phase !== 'lobby') return;
      if (!seated) {
        seated = true;
        const free = lobby.seats[seat.team].find((s) => s.roles.join() === seat.roles.join() && (s.holder === null || s.holder.bot));
        if (free) session.takeSeat(seat.team, [...seat.roles]);
        if (!free || !alone) stop();
        return;
      }
      if (people(lobby) !== 1 || readyThenStart(session, lobby)) stop();
    },
  );
  setTimeout(stop, 30_000);
}

/** Members who are people: bots are members too, and hold their seats. */
function people(lobby: Lobby): number {
  const bots = new Set(Object.values(lobby.seats).flatMap((seats) => seats.flatMap((s) => (s.holder?.bot ? [s.holder.memberId] : []))));
  return lobby.members.filter((m) => !bots.has(m.id)).length;
}
