import { watch } from 'vue';
import type { Role, Team } from '../../shared/engine/types';
import type { useSessionStore } from '../stores/session';

type Session = ReturnType<typeof useSessionStore>;

/**
 * Moves this window to the rematch and sits it in the seat it held (same team and roles) if that
 * seat is free there. Lives outside any screen: the end screen is gone once the new lobby shows.
 */
export function followRematch(session: Session, seat: { team: Team; roles: readonly Role[] } | null, code?: string): void {
  const from = session.lobby?.code;
  if (code) session.join(code);
  else session.rematch();
  if (!seat) return;
  const stop = watch(
    () => session.lobby,
    (lobby) => {
      if (!lobby || lobby.code === from || lobby.phase !== 'lobby') return;
      stop();
      const free = lobby.seats[seat.team].find((s) => s.roles.join() === seat.roles.join() && (s.holder === null || s.holder.bot));
      if (free) session.takeSeat(seat.team, [...seat.roles]);
    },
  );
  setTimeout(stop, 30_000);
}
