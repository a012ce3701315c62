/**
 * Level normalisation: brings speech to about -20 dBFS RMS whatever the microphone's gain and the
 * player's distance, so a whisper and a shout reach the recognizer alike. The level is learnt only
 * from frames the endpointer calls speech (the room's noise is not raised), the gain moves smoothly
 * inside a frame (no clicks) and peaks are softly limited (a shout never clips).
 */
export const AGC_TARGET = 0.1;
const MIN_GAIN = 0.1;
const MAX_GAIN = 16;
/** Per 10 ms frame: a louder voice is followed within ~50 ms, a quieter one within ~0.5 s. */
const ATTACK = 0.2;
const RELEASE = 0.02;
const LIMIT = 0.9;

export class Agc {
  private speechLevel = AGC_TARGET;
  private gain = 1;

  /** Scales `frame` in place; `speech` says whether it carries the voice (the endpointer's view). */
  process(frame: Float32Array, speech: boolean): void {
    if (speech) {
      const rms = Math.sqrt(frame.reduce((sum, s) => sum + s * s, 0) / Math.max(1, frame.length));
      if (rms > 1e-4) this.speechLevel += (rms - this.speechLevel) * (rms > this.speechLevel ? ATTACK : RELEASE);
    }
    const target = Math.min(MAX_GAIN, Math.max(MIN_GAIN, AGC_TARGET / this.speechLevel));
    const from = this.gain;
    for (let i = 0; i < frame.length; i++) frame[i] = softLimit(frame[i]! * (from + ((target - from) * (i + 1)) / frame.length));
    this.gain = target;
  }

  get currentGain(): number {
    return this.gain;
  }
}

/** Linear below LIMIT, then a smooth knee that never reaches 1. */
function softLimit(x: number): number {
  const a = Math.abs(x);
  if (a <= LIMIT) return x;
  return Math.sign(x) * (LIMIT + (1 - LIMIT) * Math.tanh((a - LIMIT) / (1 - LIMIT)));
}
