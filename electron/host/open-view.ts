/**
 * Who may get the open spectator view (issue 19.8): both subs during play, for streaming a game.
 *
 * - The game asked for it at creation and the host allows it *now*: the header's option is set only
 *   when the host had `--open-spectator` (hub.ts refuses it otherwise), and a host restarted without
 *   the flag loads the game with the option off (hub.ts, `withHostPermission`). It never changes
 *   after the start: nothing rewrites the header.
 * - The member is a spectator that never played in this game (no team), and no member who plays in
 *   it (or held a seat) connected from the same device (network address) in this host's memory.
 *   A seated player's second tab is such a device: it gets the ordinary spectator view.
 *
 * A player the host has not seen since it (re)loaded the game is not known by address yet: until every
 * player has connected, nobody gets the revealed view. A player behind the same address as a real
 * spectator blinds that spectator (the safe side).
 *
 * The devices that were sent the revealed view are written to the game's log before it goes out
 * (`openViewer` lines, issue 28.5): a restarted host, or a game parked and loaded again, still
 * refuses them a seat.
 */
import type { Lobby } from './lobby';
import type { RoomCore } from './room-core';
import { StorageError } from './store';

/**
 * Devices recorded per game: past this many, nobody more is revealed (each is a log line; a LAN
 * party has a few streaming PCs, and a flood of addresses must not grow the log without end).
 */
export const MAX_OPEN_VIEWERS = 32;

/**
 * Before a revealed view goes to this member: its device is written down (the game's log, so a
 * restart or a parked game keeps it, issue 28.5). False when it cannot be (a full disk, too many
 * devices): the member then gets the ordinary spectator view — never a reveal the log does not hold.
 */
export function recordOpenViewer(core: RoomCore, memberId: string): boolean {
  const addresses = [...(core.addresses.get(memberId) ?? [])].filter((a) => !core.lobby.openViewers.has(a));
  if (addresses.length === 0) return core.addresses.get(memberId) !== undefined;
  if (core.lobby.openViewers.size + addresses.length > MAX_OPEN_VIEWERS) return false;
  try {
    for (const address of addresses) core.commit({ t: 'openViewer', address });
  } catch (error) {
    if (!(error instanceof StorageError)) throw error;
    core.ctx.report({ kind: 'warning', message: error.message });
    return false;
  }
  return true;
}

/** Whether a device watched this game with both subs shown: it may not take a seat in it (hub.ts). */
export function sawOpenView(lobby: Lobby, address: string): boolean {
  return lobby.openViewers.has(address);
}

export function revealsTo(core: RoomCore, memberId: string): boolean {
  if (!core.header.options.openSpectator) return false;
  const member = core.lobby.members.get(memberId);
  if (!member || member.bot !== null || member.team !== null || member.seat !== null) return false;
  const mine = core.addresses.get(memberId);
  if (!mine || mine.size === 0) return false;
  for (const other of core.lobby.members.values()) {
    if (other.id === memberId || other.bot !== null) continue;
    if (other.team === null && other.seat === null) continue;
    const theirs = core.addresses.get(other.id);
    // A player the host has not seen since it (re)loaded the game could be on this very device.
    if (!theirs || theirs.size === 0) return false;
    for (const address of theirs) if (mine.has(address)) return false;
  }
  return true;
}
