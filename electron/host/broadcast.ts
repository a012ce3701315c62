/**
 * What each member of one game hears: its seat's view and events after every change, the lobby
 * (coalesced), and messages for a few members (seat requests). Nothing here decides who may do
 * what; it decides who sees what.
 */
import { isHeardBy, viewFor, type GameEvent, type Seat } from '../../shared/engine';
import type { HostMessage, HostMessageOf } from '../../shared/protocol';
import { recordOpenViewer, revealsTo } from './open-view';
import type { RoomCore } from './room-core';

export interface Outgoing {
  readonly message: HostMessage;
  readonly text: string;
}

export function outgoing(message: HostMessage): Outgoing {
  return { message, text: JSON.stringify(message) };
}

/**
 * A state message's text around its view's text, which `Broadcast` keeps anyway to tell an unchanged view:
 * the view (most of the message) is serialised once, not twice. Same text as `JSON.stringify(message)`.
 */
export function stateText(message: HostMessageOf<'state'>, viewText: string): string {
  return `{"type":"state","gameId":${JSON.stringify(message.gameId)},"view":${viewText},"events":${JSON.stringify(message.events)},"full":${message.full}}`;
}

/** At most one lobby update per this many ms after the first (see `Broadcast.lobby`). */
export const LOBBY_BROADCAST_MS = 50;

type StateOut = Outgoing & { readonly viewText: string; readonly heard: number };

export class Broadcast {
  private lobbyWindow: ReturnType<typeof setTimeout> | null = null;
  private lobbyPending = false;
  /** The view each member was last sent (JSON): an unchanged view with nothing heard is not sent again. */
  private readonly lastView = new Map<string, string>();

  constructor(private readonly core: RoomCore) {}

  /** The seat whose view a member gets (its seat, its crew's if it left one mid-game, or a spectator's). */
  private seatFor(memberId: string): { key: string; seat: Seat; open?: boolean } {
    const lobby = this.core.lobby;
    const slot = lobby.seatOf(memberId);
    if (slot) return { key: slot.id, seat: { team: slot.team, roles: [...slot.roles] } };
    // A crew member who left a seat mid-game keeps watching as its crew, never as a spectator
    // (an open spectator view would show it the enemy sub).
    const team = lobby.members.get(memberId)?.team;
    if (team) return { key: `watch-${team}`, seat: { team, roles: [] } };
    // Both subs only for a spectator whose device plays in no seat of this game (open-view.ts), and
    // only once its device is in the log (a restart must still refuse it a seat).
    const open = revealsTo(this.core, memberId) && recordOpenViewer(this.core, memberId);
    return open ? { key: 'spectator-open', seat: { team: null }, open: true } : { key: 'spectator', seat: { team: null } };
  }

  private hears(seat: Seat, open: boolean): (event: GameEvent) => boolean {
    if (this.core.state.phase === 'over') return () => true;
    if (seat.team === null && open) return () => true;
    return (event) => isHeardBy(event, seat.team);
  }

  private stateMessage(seat: Seat, events: readonly GameEvent[], full: boolean, open = false): StateOut {
    const { core } = this;
    const view = viewFor(core.state, seat, { openSpectator: open });
    const heard = events.filter(this.hears(seat, open));
    const viewText = JSON.stringify(view);
    const message = { type: 'state', gameId: core.id, view, events: heard, full } as const;
    return { message, text: stateText(message, viewText), viewText, heard: heard.length };
  }

  /**
   * Each member's view after a command with the events it heard; one serialization per seat.
   * A member whose view did not change and who heard nothing gets nothing: the number of updates
   * must not tell a crew what the enemy does in secret (a mark, a cross, a silence's distance).
   */
  state(events: readonly GameEvent[]): void {
    this.flushLobby();
    const cache = new Map<string, StateOut>();
    for (const [memberId, sink] of this.core.sinks) {
      const { key, seat, open } = this.seatFor(memberId);
      let out = cache.get(key);
      if (!out) {
        out = this.stateMessage(seat, events, false, open);
        cache.set(key, out);
      }
      if (out.heard === 0 && this.lastView.get(memberId) === out.viewText) continue;
      this.lastView.set(memberId, out.viewText);
      this.core.send(memberId, sink, out.message, out.text);
    }
  }

  /**
   * What every member hears after an accepted command: its seat's share of the events, or, once the
   * game is over, the whole game (the end reveals both subs and the full log) and the lobby.
   */
  afterCommand(events: readonly GameEvent[]): void {
    if (this.core.state.phase !== 'over') {
      this.state(events);
      return;
    }
    this.fullState([...this.core.sinks.keys()]);
    this.lobby();
  }

  /** The whole game as these members' seats see it (on joining, taking a seat, the start, the end). */
  fullState(memberIds: readonly string[]): void {
    this.flushLobby();
    const cache = new Map<string, StateOut>();
    for (const memberId of memberIds) {
      const sink = this.core.sinks.get(memberId);
      if (!sink) continue;
      const { key, seat, open } = this.seatFor(memberId);
      let out = cache.get(key);
      if (!out) {
        out = this.stateMessage(seat, this.core.events, true, open);
        cache.set(key, out);
      }
      this.lastView.set(memberId, out.viewText);
      this.core.send(memberId, sink, out.message, out.text);
    }
  }

  lobbyMessage(): HostMessageOf<'lobby'> {
    const { core } = this;
    const { lobby, header } = core;
    const seats: HostMessageOf<'lobby'>['seats'] = { blue: [], yellow: [] };
    for (const slot of lobby.seats) {
      const holder = slot.holder === null ? undefined : lobby.members.get(slot.holder);
      seats[slot.team].push({
        id: slot.id,
        team: slot.team,
        roles: [...slot.roles],
        holder: holder
          ? { memberId: holder.id, name: holder.name, connected: holder.connected, ready: holder.ready, ...(holder.bot ? { bot: true, botLevel: holder.bot } : {}) }
          : null,
        ...(lobby.started ? { free: lobby.isOpen(slot) } : {}),
      });
    }
    const blocker = lobby.started ? null : (lobby.blocker()?.code ?? null);
    return {
      type: 'lobby',
      gameId: core.id,
      code: core.code,
      urls: core.ctx.joinUrls(core.code),
      settings: header.settings,
      options: { openSpectator: header.options.openSpectator, assistant: header.options.assistant ?? 'off' },
      creator: header.creator,
      phase: core.phase,
      seats,
      members: [...lobby.members.values()].map((m) => ({ id: m.id, name: m.name, connected: m.connected, seat: m.seat })),
      blocker,
      ...(core.rematchCode ? { rematch: core.rematchCode } : {}),
      ...(core.locked ? { locked: true } : {}),
    };
  }

  /**
   * Lobby updates are coalesced: the first goes out at once, later ones at most once per
   * LOBBY_BROADCAST_MS with the lobby as it is then (a flood of clicks costs one message per window,
   * not one per click per member). A pending update goes out before any state, keeping their order.
   */
  lobby(): void {
    if (this.lobbyWindow !== null) {
      this.lobbyPending = true;
      return;
    }
    this.sendLobbyNow();
    this.lobbyWindow = setTimeout(() => {
      this.lobbyWindow = null;
      if (this.lobbyPending) this.lobby();
    }, LOBBY_BROADCAST_MS);
    this.lobbyWindow.unref?.();
  }

  private flushLobby(): void {
    if (this.lobbyPending) this.sendLobbyNow();
  }

  private sendLobbyNow(): void {
    this.lobbyPending = false;
    const out = outgoing(this.lobbyMessage());
    for (const [memberId, sink] of this.core.sinks) this.core.send(memberId, sink, out.message, out.text);
  }

  /** One message to these members only (those not connected miss it). */
  to(memberIds: readonly string[], message: HostMessage): void {
    const out = outgoing(message);
    for (const id of memberIds) {
      const sink = this.core.sinks.get(id);
      if (sink) this.core.send(id, sink, out.message, out.text);
    }
  }

  close(): void {
    if (this.lobbyWindow !== null) clearTimeout(this.lobbyWindow);
    this.lobbyWindow = null;
    this.lobbyPending = false;
  }
}
