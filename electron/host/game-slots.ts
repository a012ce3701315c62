/**
 * The host's game slots (issue 19.5) and how they are shared among machines (issue 28.1). A game
 * takes one of the host's `maxGames` slots only while a person is connected to it and it is not
 * over: a game everybody left is suspended (its bots wait, hub.ts) and costs nothing until one of
 * its players comes back with its token. So games nobody plays can never lock the host, before or
 * after a restart (a restarted host has nobody connected).
 *
 * Machines, not addresses (machine-key.ts), own games:
 * - one machine may have at most `gamesPerAddress` unfinished games it created loaded at once,
 *   suspended ones included (`lobby.device-games`), so that it cannot pile up games in memory;
 * - the slots degrade fairly (`fairShare`): the fewer are free, the fewer a machine may already run
 *   to be given one more (`lobby.fair-share`). While 16 or more are free a machine may run 8; with 6
 *   free, 3; the last two go only to machines running none. A new machine gets its first game as long
 *   as one slot is free, however many others hold.
 * - games with bots cost the host a bot player's thinking: `maxBotGames` of them may be live at once,
 *   shared the same way (`botGamesPerMachine`, `lobby.bot-share`; the host's own limit `lobby.bot-games`), counted when a game gets its first bot.
 * Counts are in memory: a restart forgives. Games made by the host itself (CLI `--scenario`) and by the
 * host's own screen count for no machine and are never refused (hub.ts).
 */
import type { LobbyPhase } from '../../shared/protocol';
import type { Problem } from './lobby';

export interface SlotLimits {
  /** Games not over with at least one person connected. */
  readonly maxGames: number;
  /** Unfinished games one machine created that are still loaded (suspended ones included). */
  readonly gamesPerAddress: number;
  /** Live games (a person there, not over) with a bot in a seat. */
  readonly maxBotGames: number;
  /** Live games with bots one machine may run while the host has plenty of room for them. */
  readonly botGamesPerMachine: number;
}

export const DEFAULT_SLOT_LIMITS: Omit<SlotLimits, 'maxGames'> = { gamesPerAddress: 8, maxBotGames: 24, botGamesPerMachine: 8 };

export interface SlotRoom {
  readonly id: string;
  readonly phase: LobbyPhase;
  /** A bot holds a seat. */
  readonly hasBots: boolean;
  /** People (not bots) connected now. */
  summary(): { readonly connected?: number };
}

/** Whether a game holds a slot: not over, and a person is there. */
export function holdsSlot(room: SlotRoom): boolean {
  return room.phase !== 'over' && (room.summary().connected ?? 0) > 0;
}

/**
 * How many live games a machine may already run and still be given one more, when `free` slots are
 * left: half the free slots (rounded up), at most `perMachine`, at least 1 while any is free.
 */
export function fairShare(free: number, perMachine: number): number {
  if (free <= 0) return 0;
  return Math.max(1, Math.min(perMachine, Math.ceil(free / 2)));
}

export class GameSlots {
  private readonly machines = new WeakMap<object, string>();
  /** roomId → the machine that created it. */
  private readonly createdFrom = new Map<string, string>();
  /** roomId → the machine that gave it its first bot. */
  private readonly botsFrom = new Map<string, string>();

  constructor(private readonly limits: SlotLimits) {}

  identify(client: object, machine: string): void {
    this.machines.set(client, machine);
  }

  /** The machine a client connects from (machine-key.ts). */
  addressOf(client: object): string {
    return this.machines.get(client) ?? 'unknown';
  }

  /** The host is full: as many games as it allows have people in them. */
  checkHost(rooms: Iterable<SlotRoom>): Problem | null {
    let live = 0;
    for (const room of rooms) if (holdsSlot(room)) live++;
    if (live < this.limits.maxGames) return null;
    return {
      code: 'lobby.too-many-games',
      detail: `this host already runs ${live} games with people in them (its limit); wait for one to end, or ask the host`,
      data: { games: live, limit: this.limits.maxGames },
    };
  }

  /**
   * Whether `client` may create one more game: the host's slots, its machine's unfinished games, its
   * fair share. `leaving`: the game the client is in now, which it leaves by creating another (a player
   * moving from game to game runs one at a time).
   */
  checkCreate(client: object, rooms: ReadonlyMap<string, SlotRoom>, leaving?: string): Problem | null {
    const full = this.checkHost(rooms.values());
    if (full) return full;
    const machine = this.addressOf(client);
    let loaded = 0;
    let running = 0;
    for (const [roomId, from] of this.createdFrom) {
      const room = rooms.get(roomId);
      if (from !== machine || !room || room.phase === 'over') continue;
      loaded++;
      if (holdsSlot(room) && roomId !== leaving) running++;
    }
    if (loaded >= this.limits.gamesPerAddress) {
      return {
        code: 'lobby.device-games',
        detail: `this computer already has ${loaded} unfinished games on this host (the limit is ${this.limits.gamesPerAddress}); finish one, or leave it (it is unloaded after a while with nobody there)`,
        data: { games: loaded, limit: this.limits.gamesPerAddress },
      };
    }
    let live = 0;
    for (const room of rooms.values()) if (holdsSlot(room)) live++;
    const free = this.limits.maxGames - live;
    const share = fairShare(free, this.limits.gamesPerAddress);
    if (running < share) return null;
    return {
      code: 'lobby.fair-share',
      detail: `only ${free} of the host's ${this.limits.maxGames} game slots are free, and this computer already runs ${running} games (its share now is ${share}); finish one, or ask the host`,
      data: { games: running, share, free },
    };
  }

  created(client: object, roomId: string): void {
    this.createdFrom.set(roomId, this.addressOf(client));
  }

  /**
   * Whether `machine` may give a game its first bot: the host's live bot games, and the machine's
   * fair share of them. A game that already has bots, or is over, costs nothing new; `room` null: a
   * game about to be made with bots (a rematch).
   */
  checkBotGame(machine: string, room: SlotRoom | null, rooms: ReadonlyMap<string, SlotRoom>): Problem | null {
    if (room && (room.hasBots || room.phase === 'over')) return null;
    let live = 0;
    let mine = 0;
    for (const other of rooms.values()) {
      if (other === room || !other.hasBots || !holdsSlot(other)) continue;
      live++;
      if (this.botsFrom.get(other.id) === machine) mine++;
    }
    const free = this.limits.maxBotGames - live;
    const share = fairShare(free, this.limits.botGamesPerMachine);
    if (mine < share) return null;
    if (free <= 0) {
      return {
        code: 'lobby.bot-games',
        detail: `this host already runs ${live} games with bots (its limit is ${this.limits.maxBotGames}); play with people, wait for one to end, or ask the host`,
        data: { games: live, limit: this.limits.maxBotGames },
      };
    }
    return {
      code: 'lobby.bot-share',
      detail: `this computer already runs ${mine} games with bots, its share while only ${free} of the host's ${this.limits.maxBotGames} are free; finish one, play with people, or ask the host`,
      data: { games: mine, share, free, limit: this.limits.maxBotGames },
    };
  }

  /** The game got its first bot from `machine`. */
  botGame(roomId: string, machine: string): void {
    if (!this.botsFrom.has(roomId)) this.botsFrom.set(roomId, machine);
  }

  /** The game left memory: its place is free. */
  forget(roomId: string): void {
    this.createdFrom.delete(roomId);
    this.botsFrom.delete(roomId);
  }
}
