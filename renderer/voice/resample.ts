/** Vosk's small models want 16 kHz mono. */
export const TARGET_RATE = 16_000;
/** Samples per message to the recognizer: one message per 128-sample frame floods the worker. */
export const BATCH = 4096;

/** Averages the channels of one frame into mono. */
export function downmix(channels: readonly Float32Array[]): Float32Array {
  const first = channels[0];
  if (!first) return new Float32Array(0);
  if (channels.length === 1) return first.slice();
  const out = new Float32Array(first.length);
  for (const channel of channels) for (let i = 0; i < out.length; i++) out[i]! += channel[i]! / channels.length;
  return out;
}

/**
 * Streaming resampler (linear interpolation) from the device rate to 16 kHz. It keeps its phase
 * and the last input sample between frames, so frame boundaries add no clicks and no drift.
 */
export class Resampler {
  private position = 0;
  private previous = 0;
  private readonly step: number;

  constructor(readonly inputRate: number, readonly outputRate = TARGET_RATE) {
    this.step = inputRate / outputRate;
  }

  push(input: Float32Array): Float32Array {
    const out: number[] = [];
    // `position` is measured from the sample before this frame (index -1 = `previous`).
    while (this.position < input.length) {
      const i = Math.floor(this.position);
      const frac = this.position - i;
      const a = i === 0 ? this.previous : input[i - 1]!;
      const b = input[i]!;
      out.push(a + (b - a) * frac);
      this.position += this.step;
    }
    this.position -= input.length;
    this.previous = input[input.length - 1] ?? this.previous;
    return Float32Array.from(out);
  }
}

/** Gathers samples into fixed-size batches; `flush` hands over the rest (on key release). */
export class Batcher {
  private buffer = new Float32Array(BATCH);
  private filled = 0;

  constructor(private readonly emit: (batch: Float32Array) => void, private readonly size = BATCH) {
    this.buffer = new Float32Array(size);
  }

  push(samples: Float32Array): void {
    let offset = 0;
    while (offset < samples.length) {
      const take = Math.min(this.size - this.filled, samples.length - offset);
      this.buffer.set(samples.subarray(offset, offset + take), this.filled);
      this.filled += take;
      offset += take;
      if (this.filled === this.size) {
        this.emit(this.buffer);
        this.buffer = new Float32Array(this.size);
        this.filled = 0;
      }
    }
  }

  flush(): void {
    if (this.filled === 0) return;
    this.emit(this.buffer.slice(0, this.filled));
    this.filled = 0;
  }
}

/** Root-mean-square level of a frame, 0–1, for the level meter and the open-mic voice gate. */
export function level(samples: Float32Array): number {
  let sum = 0;
  for (const s of samples) sum += s * s;
  return samples.length ? Math.sqrt(sum / samples.length) : 0;
}
