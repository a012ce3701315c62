/** What keeps talking after the key comes up: the end of the last word. */
export const HANGOVER_MS = 300;

export interface PushToTalkHandlers {
  start(): void;
  stop(): void;
}

type Timers = { set: (fn: () => void, ms: number) => unknown; clear: (handle: unknown) => void };
const realTimers: Timers = { set: (fn, ms) => setTimeout(fn, ms), clear: (h) => clearTimeout(h as ReturnType<typeof setTimeout>) };

/**
 * Push-to-talk with a hangover: press starts an utterance, release ends it HANGOVER_MS later, and
 * a press during the hangover simply continues the same utterance. Key repeat is ignored.
 */
export class PushToTalk {
  private held = false;
  private talking = false;
  private pending: unknown = null;

  constructor(
    private readonly handlers: PushToTalkHandlers,
    private readonly hangoverMs = HANGOVER_MS,
    private readonly timers: Timers = realTimers,
  ) {}

  get active(): boolean {
    return this.talking;
  }

  press(): void {
    if (this.held) return;
    this.held = true;
    if (this.pending !== null) {
      this.timers.clear(this.pending);
      this.pending = null;
      return;
    }
    if (!this.talking) {
      this.talking = true;
      this.handlers.start();
    }
  }

  release(): void {
    if (!this.held) return;
    this.held = false;
    this.pending = this.timers.set(() => {
      this.pending = null;
      this.talking = false;
      this.handlers.stop();
    }, this.hangoverMs);
  }
}

/** The default key: Space would type in forms, so a key no field uses. */
export const DEFAULT_PTT_KEY = 'F8';
