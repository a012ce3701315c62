/**
 * How many game logs' fdatasyncs run in libuv's thread pool at once (issue 28, the p99 tail). Every
 * async fdatasync is handed to the pool from the event loop, and with all four pool threads busy the
 * hand-over itself holds the loop: on this 2-core box under load, 48 logs syncing through the
 * 4-thread pool kept the loop inside `fs.fdatasync` calls for 0.4–1.0 s of every 8 s (call p99 3 ms,
 * p99.9 24–125 ms), against 0.01–0.07 s with one sync at a time. Serial syncs cost latency (ext4
 * merges concurrent ones into one journal commit), so the people's games keep the parallel pool and
 * the games only bots play share one slot: their syncs no longer fill every thread, a player's
 * sync never queues behind them, and the loop that answers pings is not held by their hand-overs.
 * A log waiting here keeps writing: everything written by the time its turn comes shares that sync.
 */

/** `people`: a person holds a seat, or the game has not started (someone clicks in its lobby). */
export type SyncLane = 'people' | 'bots';

export interface SyncGateLimits {
  /** Syncs in the pool at once, all lanes (the pool has 4 threads: one stays for file reads and the like). */
  readonly total: number;
  /** Of those, syncs of games only bots play. */
  readonly bots: number;
}

export const DEFAULT_SYNC_GATE: SyncGateLimits = { total: 3, bots: 1 };

/** Runs `run` when its lane has a slot; `run` must call `leave` exactly once, when its sync has ended. */
type Entry = (leave: () => void) => void;

export class SyncGate {
  private readonly running: Record<SyncLane, number> = { people: 0, bots: 0 };
  private readonly waiting: Record<SyncLane, Entry[]> = { people: [], bots: [] };

  constructor(readonly limits: SyncGateLimits = DEFAULT_SYNC_GATE) {}

  enter(lane: SyncLane, run: Entry): void {
    this.waiting[lane].push(run);
    this.admit();
  }

  /** Syncs running now, per lane (tests and benchmarks). */
  get inFlight(): Readonly<Record<SyncLane, number>> {
    return { ...this.running };
  }

  private admit(): void {
    for (;;) {
      const total = this.running.people + this.running.bots;
      if (total >= this.limits.total) return;
      // People first: a bot game's sync never takes the slot a player's answer waits for.
      const lane: SyncLane | null =
        this.waiting.people.length > 0 ? 'people' : this.waiting.bots.length > 0 && this.running.bots < this.limits.bots ? 'bots' : null;
      if (lane === null) return;
      const run = this.waiting[lane].shift()!;
      this.running[lane]++;
      let left = false;
      const leave = () => {
        if (left) return;
        left = true;
        this.running[lane]--;
        this.admit();
      };
      try {
        run(leave);
      } catch (error) {
        leave();
        throw error;
      }
    }
  }
}
