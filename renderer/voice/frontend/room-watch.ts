import { FRAME_MS } from './endpoint';

export type RoomKind = 'quiet' | 'noise' | 'voices';

/** RNNoise's voice probability, averaged over the room, above which the room's noise is other voices. */
export const ROOM_VOICES = 0.5;
/** A room whose quietest frame of the last few seconds is under this (dBFS) has no noise worth removing. */
export const QUIET_ROOM_DB = -60;
/** The average follows the room over about a second (cumulative until then: a fresh front end learns at once). */
const AVERAGE_FRAMES = 1000 / FRAME_MS;
const FLOOR_FRAMES = 3000 / FRAME_MS;

/**
 * What the room sounds like, from every frame the microphone hears (the capture runs between
 * presses too): its quietest level and how much of it RNNoise calls voice. Noise suppression pays
 * only for noise: in a quiet room it removes nothing and costs words, and other voices are voices to
 * RNNoise too, which keeps them and dulls the speaker instead (docs/decisions.md, issue 17).
 */
export class RoomWatch {
  private voice = 0;
  private frames = 0;
  private readonly levels: number[] = [];

  /** One frame: RNNoise's voice probability and the RMS (0–1) before any processing. */
  feed(voiceProbability: number, rms: number): void {
    this.frames++;
    this.voice += (voiceProbability - this.voice) / Math.min(this.frames, AVERAGE_FRAMES);
    this.levels.push(rms > 1e-6 ? 20 * Math.log10(rms) : -120);
    if (this.levels.length > FLOOR_FRAMES) this.levels.shift();
  }

  get floorDb(): number {
    return this.levels.length ? Math.min(...this.levels) : -120;
  }

  /** Quiet (nothing to remove), noise (RNNoise's job) or other voices (the speaker gate's). */
  get kind(): RoomKind {
    if (this.frames === 0) return 'quiet';
    if (this.voice >= ROOM_VOICES) return 'voices';
    return this.floorDb <= QUIET_ROOM_DB ? 'quiet' : 'noise';
  }
}
