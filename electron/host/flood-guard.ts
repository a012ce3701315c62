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

  /** The room is gone: its counts go with it. */
  forget(roomId: string): void {
    this.creations.delete(roomId);
  }
}
