import { GATE_LEVEL, RoomMeter, roomVerdict, type RoomReading, type RoomVerdict } from './room-meter';

/** How long the room is measured alone before the player is asked to speak. */
export const QUIET_MS = 1500;
/** The longest the check listens for the order. */
export const SPEAK_MAX_MS = 5000;
/** The order is over after this much quiet once it has started (the voice gate's release is 600 ms). */
export const SPEAK_TAIL_MS = 700;

/** What the check heard: the transcript and what the seat would have done with it (never done). */
export interface CheckHearing {
  readonly heard: string;
  /** The order as the seat would have read it back ("Rumbo norte"), or null when nothing would act. */
  readonly understood: string | null;
  /** Why nothing would act (a reason code the panel translates), when understood is null. */
  readonly reason: string | null;
}

export type MicCheckState =
  | { readonly phase: 'idle' }
  | { readonly phase: 'quiet'; readonly level: number }
  | { readonly phase: 'speak'; readonly level: number; readonly floorDb: number }
  | { readonly phase: 'hearing'; readonly reading: RoomReading }
  | { readonly phase: 'result'; readonly reading: RoomReading; readonly verdict: RoomVerdict; readonly hearing: CheckHearing };

export interface MicCheckDeps {
  /** Opens the microphone to the recognizer, as a held push-to-talk key does. */
  readonly listen: () => void;
  /** Closes it and returns what was heard and what it would do; must never send a command. */
  readonly hear: () => Promise<CheckHearing>;
  readonly onState: (state: MicCheckState) => void;
}

/**
 * The Voice panel's microphone check: one second and a half of the room alone (its noise floor), then
 * "say an order" until the player stops (or five seconds), then the figures, the verdict and what was
 * heard. Driven by the level readings (`feed`) and a clock tick, so a microphone that stops sending
 * still ends the check.
 */
export class MicCheck {
  private meter = new RoomMeter();
  private phase: MicCheckState['phase'] = 'idle';
  private phaseStart = 0;
  private spokeAt: number | null = null;
  private lastLoud = 0;

  constructor(private readonly deps: MicCheckDeps) {}

  get running(): boolean {
    return this.phase === 'quiet' || this.phase === 'speak' || this.phase === 'hearing';
  }

  start(now: number): void {
    this.meter = new RoomMeter();
    this.phase = 'quiet';
    this.phaseStart = now;
    this.spokeAt = null;
    this.deps.onState({ phase: 'quiet', level: 0 });
  }

  cancel(): void {
    const wasListening = this.phase === 'speak';
    this.phase = 'idle';
    if (wasListening) void this.deps.hear().catch(() => undefined);
    this.deps.onState({ phase: 'idle' });
  }

  feed(level: number, now: number): void {
    if (this.phase === 'quiet') {
      this.meter.feed(level, 'quiet');
      this.deps.onState({ phase: 'quiet', level });
    } else if (this.phase === 'speak') {
      this.meter.feed(level, 'speech');
      const floor = 10 ** (this.meter.reading().floorDb / 20);
      if (level >= Math.max(GATE_LEVEL / 2, floor * 4)) {
        this.spokeAt ??= now;
        this.lastLoud = now;
      }
      this.deps.onState({ phase: 'speak', level, floorDb: this.meter.reading().floorDb });
    }
    this.tick(now);
  }

  /** Moves on when a phase's time is up (also called by a timer, in case levels stop coming). */
  tick(now: number): void {
    if (this.phase === 'quiet' && now - this.phaseStart >= QUIET_MS) {
      this.phase = 'speak';
      this.phaseStart = now;
      this.deps.listen();
      this.deps.onState({ phase: 'speak', level: 0, floorDb: this.meter.reading().floorDb });
      return;
    }
    if (this.phase !== 'speak') return;
    const finished = now - this.phaseStart >= SPEAK_MAX_MS || (this.spokeAt !== null && now - this.lastLoud >= SPEAK_TAIL_MS);
    if (finished) void this.finish();
  }

  private async finish(): Promise<void> {
    this.phase = 'hearing';
    const reading = this.meter.reading();
    this.deps.onState({ phase: 'hearing', reading });
    const hearing = await this.deps.hear().catch((): CheckHearing => ({ heard: '', understood: null, reason: 'orders.empty' }));
    if (this.phase !== 'hearing') return;
    this.phase = 'result';
    this.deps.onState({ phase: 'result', reading, verdict: roomVerdict(reading), hearing });
  }
}
