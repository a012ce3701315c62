import { toDb } from '../room-meter';
import { FRAME_MS } from './endpoint';

/**
 * Frames more than this under the press's loudest are the room, not the speaker (the speaker is nearest
 * the microphone). With GATE_HANG_MS, chosen on the frames' truth (`npm run bench:gate`, docs/decisions.md).
 */
export const GATE_MARGIN_DB = 9;
/** A loud frame keeps this much after it (the gaps between words, a word's quiet end) … */
export const GATE_HANG_MS = 250;
/** … and this much before it (a word's quiet onset). */
export const GATE_LEAD_MS = 100;
/** Frames wait this long before they go on, so the ones before the first word are judged by the speaker's level. */
export const GATE_DELAY_MS = 600;

/** One 10 ms frame of a press in both forms the front end makes (denoised and not), and its level as captured. */
export interface PressFrame {
  readonly clean: Float32Array;
  readonly raw: Float32Array;
  /** RMS before any gain: the level normalisation raises the room between words and limits a shout's peaks. */
  readonly captured: number;
}

export type PressSound = 'clean' | 'raw';

/** A press's frames on their way to the recognizer. */
export interface Press {
  readonly sound: PressSound;
  push(frame: PressFrame): Float32Array[];
  /** The release: whatever is still held, at once. */
  flush(): Float32Array[];
}

/** A press that hands every frame on at once, in one sound. */
export function passThrough(sound: PressSound): Press {
  return { sound, push: (frame) => [frame[sound]], flush: () => [] };
}

/** What the gate keeps of a press: the app runs the constants above; the bench compares others. */
export interface GateSettings {
  readonly marginDb: number;
  readonly hangMs: number;
}

export const GATE_SETTINGS: GateSettings = { marginDb: GATE_MARGIN_DB, hangMs: GATE_HANG_MS };

/**
 * One push-to-talk press in the chosen sound (denoised or not), trimmed to the speaker: the frames more
 * than the margin (GATE_MARGIN_DB) under the loudest so far, and not within GATE_HANG_MS after or GATE_LEAD_MS before
 * a loud one, go on as silence: a recognizer held to a grammar decodes the table's
 * voices behind the speaker as words, even 30 dB down, and as silence they cost nothing
 * (docs/decisions.md, issue 17). Frames go on GATE_DELAY_MS late; `flush` (the release) hands the
 * rest at once, judged by the whole press.
 */
export class SpeakerGate implements Press {
  /** Frames not yet handed on, in the chosen sound, with their level. */
  private readonly held: Array<{ readonly samples: Float32Array; readonly db: number }> = [];
  private peak = -Infinity;
  /** Frames handed on since the last loud one (the hang). */
  private sinceLoud = Infinity;
  private readonly delay = Math.round(GATE_DELAY_MS / FRAME_MS);
  private readonly hang: number;
  private readonly lead = Math.round(GATE_LEAD_MS / FRAME_MS);
  private readonly margin: number;

  constructor(
    readonly sound: PressSound,
    settings: GateSettings = GATE_SETTINGS,
  ) {
    this.hang = Math.round(settings.hangMs / FRAME_MS);
    this.margin = settings.marginDb;
  }

  push(frame: PressFrame): Float32Array[] {
    const samples = frame[this.sound];
    const db = toDb(frame.captured);
    this.held.push({ samples, db });
    this.peak = Math.max(this.peak, db);
    const out: Float32Array[] = [];
    while (this.held.length > this.delay) out.push(this.next());
    return out;
  }

  flush(): Float32Array[] {
    const out: Float32Array[] = [];
    while (this.held.length > 0) out.push(this.next());
    return out;
  }

  private next(): Float32Array {
    const floor = this.peak - this.margin;
    const { samples, db } = this.held.shift()!;
    const loud = db > floor;
    const afterLoud = this.sinceLoud < this.hang;
    let beforeLoud = false;
    for (let i = 0; i < Math.min(this.lead, this.held.length) && !beforeLoud; i++) beforeLoud = this.held[i]!.db > floor;
    this.sinceLoud = loud ? 0 : this.sinceLoud + 1;
    return loud || afterLoud || beforeLoud ? samples : new Float32Array(samples.length);
  }
}
