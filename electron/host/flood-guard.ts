/**
 * Limits that keep one device from filling the host for everyone: how many waiting games it may
 * have created, how many new members it may add. Keyed by connection and by address (a LAN party is
 * 2–8 players; a host PC may run up to 8 hot-seat windows from 127.0.0.1, which must keep working).
 * Rejoining with a seat token is never limited. State is in memory: a restart forgives.
 */
import { TokenBucket } from './rate-limit';
import type { Problem } from './lobby';

export interface FloodLimits {
  /** Games not yet started that one connection created and that still exist. */
  readonly lobbiesPerConnection: number;
  /** Games not yet started created from one address (every window of one PC together). */
  readonly lobbiesPerAddress: number;
  /** New members (joins without a token) one connection may make at once… */
  readonly joinsPerConnection: number;
  /** …and then one more every this many ms. */
  readonly joinRefillMs: number;
  /** Members of one game that joined from one address (hot-seat windows, spectators, a lost token). */
  readonly membersPerAddress: number;
}

export const DEFAULT_FLOOD_LIMITS: FloodLimits = {
  lobbiesPerConnection: 2,
  lobbiesPerAddress: 4,
  joinsPerConnection: 4,
  joinRefillMs: 15_000,
  membersPerAddress: 16,
};

/** `::ffff:192.168.1.5` (IPv4 on a dual-stack socket) is the same device as `192.168.1.5`. */
export function normalizeAddress(address: string): string {
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
}

interface Creation {
  readonly connection: number;
  readonly address: string;
}

export class FloodGuard {
  private readonly connectionIds = new WeakMap<object, number>();
  private readonly addresses = new WeakMap<object, string>();
  private readonly joinBuckets = new WeakMap<object, TokenBucket>();
  private readonly creations = new Map<string, Creation>();
  /** roomId → address → members that joined from it. */
  private readonly membersFrom = new Map<string, Map<string, number>>();
  private nextConnection = 1;

  constructor(
    private readonly limits: FloodLimits,
    private readonly now: () => number,
  ) {}

  /** Where a client connects from (its socket's remote address). Unknown clients share one key. */
  identify(client: object, address: string): void {
    this.addresses.set(client, normalizeAddress(address));
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
        detail: `${mine ? 'this connection' : 'this device'} already has ${mine ? byConnection : byAddress} games waiting to start; start one or let it expire`,
        data: { waiting: mine ? byConnection : byAddress },
      };
    }
    return null;
  }

  created(client: object, roomId: string): void {
    this.creations.set(roomId, { connection: this.connectionOf(client), address: this.addressOf(client) });
  }

  /** Whether `client` may add a new member (a join without a token) to the room. */
  checkJoin(client: object, roomId: string): Problem | null {
    const address = this.addressOf(client);
    const fromHere = this.membersFrom.get(roomId)?.get(address) ?? 0;
    if (fromHere >= this.limits.membersPerAddress) {
      return { code: 'lobby.join-limit', detail: `${fromHere} members of this game already joined from this device`, data: { members: fromHere } };
    }
    let bucket = this.joinBuckets.get(client);
    if (!bucket) {
      bucket = new TokenBucket(1000 / this.limits.joinRefillMs, this.limits.joinsPerConnection, this.now);
      this.joinBuckets.set(client, bucket);
    }
    if (!bucket.take()) return { code: 'lobby.join-limit', detail: 'too many new memberships from this connection; wait a little or rejoin with your seat token' };
    return null;
  }

  joined(client: object, roomId: string): void {
    const address = this.addressOf(client);
    let counts = this.membersFrom.get(roomId);
    if (!counts) {
      counts = new Map();
      this.membersFrom.set(roomId, counts);
    }
    counts.set(address, (counts.get(address) ?? 0) + 1);
  }

  /** The room is gone: its counts go with it. */
  forget(roomId: string): void {
    this.creations.delete(roomId);
    this.membersFrom.delete(roomId);
  }
}
