/**
 * How the game logs' fdatasyncs share libuv's thread pool (issue 28, the p99 tail). Each async
 * fdatasync is handed to the pool from the event loop, and with the pool's threads busy that
 * hand-over itself holds the loop: 48 logs syncing through the 4-thread pool on this 2-core box
 * (load 10–11) kept the loop inside `fs.fdatasync` calls 0.42–1.07 s of 8 s (call p99 3 ms, p99.9
 * 24–125 ms); one at a time, 0.01–0.07 s. Serial syncs cost latency (ext4 merges concurrent ones
 * into one journal commit), so only the games bots alone play are held to one sync at a time, and
 * only while fewer than `total` syncs run: a player's sync never waits here nor behind them, and
 * the loop that answers pings is not held by their hand-overs. A bot game waits at the disk's pace,
 * as it already did; a log waiting here keeps writing, and what it wrote shares the sync it gets.
 */

/** `people`: a person holds a seat, or the game has not started (someone clicks in its lobby). */
export type SyncLane = 'people' | 'bots';

export interface SyncGateLimits {
  /** A bot game's sync starts only while fewer syncs than this run, all lanes (the pool has 4 threads). */
  readonly total: number;
  /** Syncs of games only bots play, at once. People's syncs never wait here: they start as they come. */
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
      // People's syncs go at once (as without the gate); a bot game's waits for a free slot of its lane
      // and never takes the last threads, so a player's sync finds one.
      const lane: SyncLane | null =
        this.waiting.people.length > 0 ? 'people' : this.waiting.bots.length > 0 && this.running.bots < this.limits.bots && total < this.limits.total ? 'bots' : null;
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
