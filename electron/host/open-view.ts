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
 */
import type { RoomCore } from './room-core';

/** Game id → the addresses that were sent a revealed view (in memory). */
const watchedOpen = new Map<string, Set<string>>();

/** A revealed view went to this member: its device has seen both subs. */
export function noteRevealed(core: RoomCore, memberId: string): void {
  const addresses = core.addresses.get(memberId);
  if (!addresses) return;
  let seen = watchedOpen.get(core.id);
  if (!seen) {
    seen = new Set();
    watchedOpen.set(core.id, seen);
  }
  for (const address of addresses) seen.add(address);
}

/** Whether a device watched this game with both subs shown: it may not take a seat in it (hub.ts). */
export function sawOpenView(gameId: string, address: string): boolean {
  return watchedOpen.get(gameId)?.has(address) === true;
}

/** The game left memory. */
export function forgetOpenView(gameId: string): void {
  watchedOpen.delete(gameId);
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
