/**
 * What the microphone tells about the room: its noise floor (the level between words), how loud the
 * player's order stands above it, and whether the input clips. The mic check shows these figures and
 * says plainly when the room is too loud for an open microphone.
 *
 * Levels are RMS of one capture frame (0–1, about 40 a second), as the level meter already gets them.
 */

/** dBFS of an RMS level; silence is a finite floor so figures stay printable. */
export function toDb(level: number): number {
  return level > 1e-6 ? 20 * Math.log10(level) : -120;
}

/**
 * Open-mic needs the order this far above the room (dB). Below it the recognizer's own figures fall
 * apart (docs/decisions.md, "Mic check": pink noise at 20 dB already loses orders, at 10 dB most of them),
 * and the voice gate cannot tell the end of an order from the room.
 */
export const OPEN_MIC_MIN_SNR_DB = 20;
/** The order must stand this far above the floor to count as heard at all. */
export const HEARD_MIN_SNR_DB = 6;
/** A microphone whose loudest frame stays below this sends no usable sound (muted, unplugged, wrong input). */
export const DEAD_MIC_DB = -65;
/**
 * An RMS this high means the waveform is hitting full scale: speech peaks sit ~12 dB above its RMS,
 * so -10 dBFS RMS has its peaks clipped.
 */
export const CLIP_RMS = 0.3;
/** The open-mic gate's threshold (voice-gate.ts); a floor within 3 dB of it keeps the gate open. */
export const GATE_LEVEL = 0.02;

export interface RoomReading {
  /** The room between words, dBFS (median of the quiet phase). */
  readonly floorDb: number;
  /** The order, dBFS (90th percentile of the speaking phase), or null before anything was said. */
  readonly speechDb: number | null;
  readonly snrDb: number | null;
  readonly clipped: boolean;
}

export type RoomVerdict =
  | 'dead-mic'
  | 'not-heard'
  | 'clipping'
  | 'too-loud-for-open'
  | 'fine';

function percentile(values: readonly number[], fraction: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!;
}

/** Collects levels in two phases: the room alone, then the player saying an order. */
export class RoomMeter {
  private readonly quiet: number[] = [];
  private readonly speech: number[] = [];
  private clippedFrames = 0;

  feed(level: number, phase: 'quiet' | 'speech'): void {
    if (!Number.isFinite(level) || level < 0) return;
    (phase === 'quiet' ? this.quiet : this.speech).push(level);
    if (level >= CLIP_RMS) this.clippedFrames++;
  }

  reading(): RoomReading {
    const floorDb = toDb(percentile(this.quiet, 0.5));
    const speechDb = this.speech.length ? toDb(percentile(this.speech, 0.9)) : null;
    return { floorDb, speechDb, snrDb: speechDb === null ? null : speechDb - floorDb, clipped: this.clippedFrames >= 2 };
  }
}

/** The plain verdict the mic check states, worst first. */
export function roomVerdict(reading: RoomReading): RoomVerdict {
  const loudest = Math.max(reading.floorDb, reading.speechDb ?? -120);
  if (loudest < DEAD_MIC_DB) return 'dead-mic';
  if (reading.clipped) return 'clipping';
  if (reading.snrDb === null || reading.snrDb < HEARD_MIN_SNR_DB) return 'not-heard';
  if (reading.snrDb < OPEN_MIC_MIN_SNR_DB || reading.floorDb >= toDb(GATE_LEVEL) - 3) return 'too-loud-for-open';
  return 'fine';
}
