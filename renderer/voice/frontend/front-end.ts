import { level } from '../resample';
import { Agc } from './agc';
import { DENOISE_RATE, type Denoiser } from './denoise';
import { Endpointer, FRAME_MS, PRE_ROLL_MS, type EndpointEvent } from './endpoint';
import { RoomWatch } from './room-watch';
import { passThrough, SpeakerGate, type Press, type PressFrame } from './speaker-gate';

export interface FrontEndOptions {
  /** The capture's sample rate; noise suppression runs only at 48 kHz (RNNoise's rate). */
  readonly rate: number;
  readonly denoiser?: Denoiser | null;
  /** Level normalisation (default on). */
  readonly agc?: boolean;
}

export interface Frame {
  /** 10 ms of processed audio at the capture's rate. */
  readonly samples: Float32Array;
  /** The same 10 ms level-normalised but not denoised (`samples` itself without a denoiser). */
  readonly raw: Float32Array;
  /** RMS of the frame after noise suppression, before level normalisation (what the room sounds like). */
  readonly rms: number;
  /**
   * RMS of the frame as it reached the front end, before noise suppression and level normalisation (how
   * near the microphone its loudest voice is). The browser's own gain is off whenever RNNoise runs
   * (capture.ts), the only case the speaker gate judges this.
   */
  readonly captured: number;
  readonly event: EndpointEvent;
}

/** A frame as a push-to-talk press takes it: both sounds and the level as captured. */
export const pressFrame = (frame: Frame): PressFrame => ({ clean: frame.samples, raw: frame.raw, captured: frame.captured });

/**
 * The microphone's front end, the same in the browser (renderer/voice/capture.ts) and in Node (the
 * test oracle): 10 ms frames → noise suppression → voice-activity endpoint → level normalisation.
 * Pure: no audio API, no timers; the caller hands samples in and gets frames out.
 */
export class FrontEnd {
  readonly frameSize: number;
  readonly endpointer = new Endpointer();
  readonly room = new RoomWatch();
  private readonly agc: Agc | null;
  private readonly rawAgc: Agc | null;
  private readonly denoiser: Denoiser | null;
  private pending: Float32Array;
  private filled = 0;
  private readonly history: Float32Array[] = [];
  private readonly historyFrames = Math.ceil(PRE_ROLL_MS / FRAME_MS);

  constructor(options: FrontEndOptions) {
    this.frameSize = Math.round((options.rate * FRAME_MS) / 1000);
    this.denoiser = options.denoiser && options.rate === DENOISE_RATE && options.denoiser.frameSize === this.frameSize ? options.denoiser : null;
    this.agc = options.agc === false ? null : new Agc();
    this.rawAgc = options.agc === false || !this.denoiser ? null : new Agc();
    this.pending = new Float32Array(this.frameSize);
  }

  /** Samples in (any length); whole frames out, in order. */
  push(input: Float32Array): Frame[] {
    const frames: Frame[] = [];
    let offset = 0;
    while (offset < input.length) {
      const take = Math.min(this.frameSize - this.filled, input.length - offset);
      this.pending.set(input.subarray(offset, offset + take), this.filled);
      this.filled += take;
      offset += take;
      if (this.filled === this.frameSize) {
        frames.push(this.frame(this.pending));
        this.pending = new Float32Array(this.frameSize);
        this.filled = 0;
      }
    }
    return frames;
  }

  /** The last partial frame, processed (zero-padded inside, cut back to its length). */
  flush(): Frame | null {
    if (this.filled === 0) return null;
    const length = this.filled;
    const frame = this.frame(this.pending, length);
    this.pending = new Float32Array(this.frameSize);
    this.filled = 0;
    return { ...frame, samples: frame.samples.slice(0, length), raw: frame.raw.slice(0, length) };
  }

  /** The processed audio of the last PRE_ROLL_MS before the current frame: an utterance's onset. */
  preRoll(): Float32Array {
    const before = this.history.slice(0, -1);
    const out = new Float32Array(before.reduce((n, f) => n + f.length, 0));
    let at = 0;
    for (const f of before) {
      out.set(f, at);
      at += f.length;
    }
    return out;
  }

  /**
   * A push-to-talk press from now on, shaped by the room as heard until the key went down (`RoomWatch`):
   * amid other voices not denoised but trimmed to the speaker (`SpeakerGate`); elsewhere as processed.
   */
  press(): Press {
    return this.room.voices ? new SpeakerGate('raw') : passThrough('clean');
  }

  /** `length`: how much of `samples` was heard (the last partial frame is zero-padded to a whole one). */
  private frame(samples: Float32Array, length = samples.length): Frame {
    const captured = level(samples.subarray(0, length));
    const raw = this.denoiser ? samples.slice() : samples;
    const voice = this.denoiser ? this.denoiser.process(samples) : undefined;
    const rms = level(samples.subarray(0, length));
    this.room.feed(voice ?? 0);
    const event = this.endpointer.feed(rms, voice);
    const speech = this.endpointer.speaking || event === 'end' || event === 'cut';
    this.agc?.process(samples, speech);
    if (raw !== samples) this.rawAgc?.process(raw, speech);
    this.history.push(samples);
    if (this.history.length > this.historyFrames + 1) this.history.shift();
    return { samples, raw, rms, captured, event };
  }
}

