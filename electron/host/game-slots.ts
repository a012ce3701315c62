/**
 * The host's game slots (issue 19.5). A game takes one of the host's `maxGames` slots only while a
 * person is connected to it and it is not over: a game everybody left is suspended (its bots wait,
 * hub.ts) and costs nothing until one of its players comes back with its token. So games nobody
 * plays can never lock the host, before or after a restart (a restarted host has nobody connected).
 *
 * One device (address) may still have at most `gamesPerAddress` unfinished games that it created
 * loaded at once, suspended ones included, so that it cannot pile up games in the host's memory;
 * a game leaves memory after `idleRoomMs` with nobody there (hub.ts), which frees its place. Counts
 * are in memory: a restart forgives. Games made by the host itself (CLI `--scenario`) count for no
 * device and are never refused.
 */
import type { LobbyPhase } from '../../shared/protocol';
import { normalizeAddress } from './flood-guard';
import type { Problem } from './lobby';

export interface SlotLimits {
  /** Games not over with at least one person connected. */
  readonly maxGames: number;
  /** Unfinished games one address created that are still loaded (suspended ones included). */
  readonly gamesPerAddress: number;
}

export const DEFAULT_SLOT_LIMITS: Pick<SlotLimits, 'gamesPerAddress'> = { gamesPerAddress: 8 };

export interface SlotRoom {
  readonly id: string;
  readonly phase: LobbyPhase;
  /** People (not bots) connected now. */
  summary(): { readonly connected?: number };
}

/** Whether a game holds a slot: not over, and a person is there. */
export function holdsSlot(room: SlotRoom): boolean {
  return room.phase !== 'over' && (room.summary().connected ?? 0) > 0;
}

export class GameSlots {
  private readonly addresses = new WeakMap<object, string>();
  /** roomId → the address that created it. */
  private readonly createdFrom = new Map<string, string>();

  constructor(private readonly limits: SlotLimits) {}

  identify(client: object, address: string): void {
    this.addresses.set(client, normalizeAddress(address));
  }

  /** The (normalized) address a client connects from. */
  addressOf(client: object): string {
    return this.addresses.get(client) ?? 'unknown';
  }

  /** The host is full: as many games as it allows have people in them. */
  checkHost(rooms: Iterable<SlotRoom>): Problem | null {
    let live = 0;
    for (const room of rooms) if (holdsSlot(room)) live++;
    if (live < this.limits.maxGames) return null;
    return { code: 'lobby.too-many-games', detail: `this host already runs ${live} games with people in them` };
  }

  /** Whether `client` may create one more game: the host's slots, then its device's unfinished games. */
  checkCreate(client: object, rooms: ReadonlyMap<string, SlotRoom>): Problem | null {
    const full = this.checkHost(rooms.values());
    if (full) return full;
    const address = this.addressOf(client);
    let mine = 0;
    for (const [roomId, from] of this.createdFrom) {
      const room = rooms.get(roomId);
      if (from === address && room && room.phase !== 'over') mine++;
    }
    if (mine < this.limits.gamesPerAddress) return null;
    return {
      code: 'lobby.device-games',
      detail: `this device already has ${mine} unfinished games on this host; finish one, or leave it (it is unloaded after a while with nobody there)`,
      data: { games: mine },
    };
  }

  created(client: object, roomId: string): void {
    this.createdFrom.set(roomId, this.addressOf(client));
  }

  /** The game left memory: its place is free. */
  forget(roomId: string): void {
    this.createdFrom.delete(roomId);
  }
}
