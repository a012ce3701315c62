import { FRAME_MS } from './endpoint';

/** RNNoise's voice probability, averaged over the room, above which the room's noise is other voices. */
export const ROOM_VOICES = 0.5;
/** The average follows the room over about a second (cumulative until then: a fresh front end learns at once). */
const AVERAGE_FRAMES = 1000 / FRAME_MS;

/**
 * Whether the room is other voices, from every frame the microphone hears (the capture runs between
 * presses too): how much of it RNNoise calls voice. Other voices are voices to RNNoise, which keeps
 * them and dulls the speaker instead: amid them the speaker gate, not RNNoise, does the work
 * (docs/decisions.md, issue 17).
 */
export class RoomWatch {
  private voice = 0;
  private frames = 0;

  /** One frame's voice probability (RNNoise's). */
  feed(voiceProbability: number): void {
    this.frames++;
    this.voice += (voiceProbability - this.voice) / Math.min(this.frames, AVERAGE_FRAMES);
  }

  get voices(): boolean {
    return this.frames > 0 && this.voice >= ROOM_VOICES;
  }
}
