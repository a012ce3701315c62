/**
 * Limits that keep one machine from filling the host for everyone: how many waiting games it may
 * have created, how many new members it may add. Keyed by connection and by machine (machine-key.ts:
 * an IPv6 /64 is one machine, every loopback address is the host PC), never by exact address: a PC
 * takes a dozen addresses for free. A LAN party is 2–8 players; the host PC may run up to 8 hot-seat
 * windows, which must keep working. Rejoining with a seat token is never limited. State is in
 * memory: a restart forgives. The host's own screen is exempt (hub.ts).
 */
import { TokenBucket } from './rate-limit';
import type { Problem } from './lobby';

export interface FloodLimits {
  /** Games not yet started that one connection created and that still exist. */
  readonly lobbiesPerConnection: number;
  /** Games not yet started created from one machine (every window and address of one PC together). */
  readonly lobbiesPerAddress: number;
  /** New members (joins without a token) one connection may make at once… */
  readonly joinsPerConnection: number;
  /** …and then one more every this many ms. */
  readonly joinRefillMs: number;
  /**
   * Members of one game without a seat that joined from one machine (hot-seat windows before they sit
   * down, spectators, a lost token). Seated members never count; watchers away a while leave the game.
   */
  readonly watchersPerMachine: number;
}

export const DEFAULT_FLOOD_LIMITS: FloodLimits = {
  lobbiesPerConnection: 2,
  lobbiesPerAddress: 4,
  joinsPerConnection: 4,
  joinRefillMs: 15_000,
  watchersPerMachine: 8,
};

interface Creation {
  readonly connection: number;
  readonly address: string;
}

export class FloodGuard {
  private readonly connectionIds = new WeakMap<object, number>();
  private readonly addresses = new WeakMap<object, string>();
  private readonly joinBuckets = new WeakMap<object, TokenBucket>();
  private readonly creations = new Map<string, Creation>();
  private nextConnection = 1;

  constructor(
    private readonly limits: FloodLimits,
    private readonly now: () => number,
  ) {}

  /** Which machine a client connects from (machine-key.ts). Unknown clients share one key. */
  identify(client: object, machine: string): void {
    this.addresses.set(client, machine);
  }

  private addressOf(client: object): string {
    return this.addresses.get(client) ?? 'unknown';
  }

  private connectionOf(client: object): number {
    let id = this.connectionIds.get(client);
    if (id === undefined) {
      id = this.nextConnection++;
      this.connectionIds.set(client, id);
    }
    return id;
  }

  /** Whether `client` may create another game; `waiting(roomId)` says if a game it made still waits to start. */
  checkCreate(client: object, waiting: (roomId: string) => boolean): Problem | null {
    const connection = this.connectionOf(client);
    const address = this.addressOf(client);
    let byConnection = 0;
    let byAddress = 0;
    for (const [roomId, creation] of this.creations) {
      if (!waiting(roomId)) continue;
      if (creation.connection === connection) byConnection++;
      if (creation.address === address) byAddress++;
    }
    if (byConnection >= this.limits.lobbiesPerConnection || byAddress >= this.limits.lobbiesPerAddress) {
      const mine = byConnection >= this.limits.lobbiesPerConnection;
      return {
        code: 'lobby.create-limit',
        detail: `${mine ? 'this connection' : 'this computer'} already has ${mine ? byConnection : byAddress} games waiting to start; start one, or wait until one expires`,
        data: { waiting: mine ? byConnection : byAddress, limit: mine ? this.limits.lobbiesPerConnection : this.limits.lobbiesPerAddress },
      };
    }
    return null;
  }

  created(client: object, roomId: string): void {
    this.creations.set(roomId, { connection: this.connectionOf(client), address: this.addressOf(client) });
  }

  /**
   * Whether `client` may add a new member (a join without a token): `watchers` people without a seat
   * already joined the game from its machine; then its connection's bucket of joins.
   */
  checkJoin(client: object, watchers: number): Problem | null {
    const limit = this.limits.watchersPerMachine;
    if (watchers >= limit) {
      return {
        code: 'lobby.watchers-limit',
        detail: `${watchers} people of this game without a seat joined from this computer (the limit is ${limit}); take a seat, close a window, or ask the host`,
        data: { members: watchers, limit },
      };
    }
    let bucket = this.joinBuckets.get(client);
    if (!bucket) {
      bucket = new TokenBucket(1000 / this.limits.joinRefillMs, this.limits.joinsPerConnection, this.now);
      this.joinBuckets.set(client, bucket);
    }
    if (!bucket.take()) {
      const waitMs = bucket.waitMs();
      return { code: 'lobby.join-limit', detail: `too many new memberships from this connection; wait ${Math.ceil(waitMs / 1000)} s or rejoin with your seat token`, data: { waitMs } };
    }
    return null;
  }

  /**
   * The game-wide cap on members without a seat (issue 28): `watchers` of them are in the game, `mine`
   * from the asker's machine. Watchers may fill the game's places but for two per seat and one for its
   * creator (seats and the owners of seats lost while away), so they never make it `lobby.full`. Past
   * that cap, a machine with nobody in the game yet may still join while a seat is open (one place per
   * open seat): a player who comes for a seat is not kept out by watchers from machines already there.
   */
  checkGameWatchers(game: { readonly watchers: number; readonly mine: number; readonly maxMembers: number; readonly seats: number; readonly openSeats: number }): Problem | null {
    const limit = Math.max(0, game.maxMembers - 2 * game.seats - 1);
    if (game.watchers < limit) return null;
    if (game.mine === 0 && game.watchers < limit + game.openSeats) return null;
    return {
      code: 'lobby.watchers-full',
      detail: `this game already has ${game.watchers} people without a seat, the most it takes (${limit}, and one more per open seat for a computer not yet in it); ask the host, who may remove those who only watch`,
      data: { watchers: game.watchers, limit },
    };
  }

  /** The room is gone: its counts go with it. */
  forget(roomId: string): void {
    this.creations.delete(roomId);
  }
}
