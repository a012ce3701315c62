/**
 * Turns of the event loop shared fairly among connections (issue 19.9). A socket's data is read in
 * one go, and `ws` hands over every frame of it at once: 20 sockets sending 48 messages each used to
 * be handled back to back, 960 in one block, while a player's ping waited behind them. A connection
 * handles a message as it comes only when it has nothing waiting and has not just done so; the rest
 * waits in its inbox, and each turn (a `setImmediate`) handles at most `perTurn` messages round-robin
 * over the connections that have some. Between turns the loop reads sockets again, so a quiet player
 * is answered within one turn, however large the backlog.
 */

/** A connection's inbox as the scheduler sees it. */
export interface Lane {
  /** Handles the next waiting message (if any); returns whether more are waiting. */
  runOne(): boolean;
}

/** Messages handled per turn: about a millisecond of lobby steps. */
export const MESSAGES_PER_TURN = 16;

export class Turns {
  /** Lanes with work, in round-robin order (a Set keeps insertion order). */
  private readonly ready = new Set<Lane>();
  private scheduled = false;

  constructor(
    private readonly perTurn = MESSAGES_PER_TURN,
    private readonly defer: (run: () => void) => void = (run) => void setImmediate(run),
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  /** `lane` has work (or a state to settle): it gets a share of the next turns. */
  wake(lane: Lane): void {
    this.ready.add(lane);
    if (!this.scheduled) {
      this.scheduled = true;
      this.defer(() => this.turn());
    }
  }

  private turn(): void {
    this.scheduled = false;
    let budget = this.perTurn;
    while (budget > 0 && this.ready.size > 0) {
      for (const lane of this.ready) {
        if (budget-- <= 0) break;
        // Taken out and put back at the end: the next turn starts with the lane after it.
        this.ready.delete(lane);
        let more = false;
        try {
          more = lane.runOne();
        } catch (error) {
          this.onError(error);
        }
        if (more) this.ready.add(lane);
      }
    }
    if (this.ready.size > 0) {
      this.scheduled = true;
      this.defer(() => this.turn());
    }
  }
}

/** One scheduler for every connection of the process (hosts in one process share the loop too). */
export const SHARED_TURNS = new Turns();
