/**
 * The open microphone's voice-activity endpoint, frame by frame (10 ms): a frame is speech when its
 * energy stands ENERGY_MARGIN_DB above the room's noise floor (the quietest frame of the last
 * FLOOR_WINDOW_MS: speech always has gaps between words, a room's noise does not) or, with
 * noise suppression, when RNNoise's voice probability is high. An utterance starts after START_FRAMES
 * speech frames out of the last START_WINDOW, carries PRE_ROLL_MS of the audio before that (the
 * first consonant), and ends after HANGOVER_MS without speech (the pause between words does not cut
 * an order) or at MAX_UTTERANCE_MS (a monologue is cut, not sent whole).
 */
export const FRAME_MS = 10;
export const ENERGY_MARGIN_DB = 9;
/** Below this (dBFS) nothing is speech, however quiet the room. */
export const MIN_SPEECH_DB = -50;
export const VOICE_PROBABILITY = 0.8;
export const START_FRAMES = 5;
export const START_WINDOW = 8;
export const HANGOVER_MS = 450;
export const PRE_ROLL_MS = 250;
export const MAX_UTTERANCE_MS = 8000;
export const FLOOR_WINDOW_MS = 3000;

export type EndpointEvent = 'start' | 'end' | 'cut' | null;

export class Endpointer {
  private readonly levels: number[] = [];
  private recent: boolean[] = [];
  private inSpeech = false;
  private quietFrames = 0;
  private speechFrames = 0;

  get speaking(): boolean {
    return this.inSpeech;
  }

  /** The room's level (dBFS) between words. */
  get noiseFloorDb(): number {
    return this.levels.length ? Math.min(...this.levels) : -120;
  }

  /** One frame's RMS (0–1) and, if known, its voice probability; says when an utterance starts or ends. */
  feed(rms: number, voiceProbability?: number): EndpointEvent {
    const db = rms > 1e-6 ? 20 * Math.log10(rms) : -120;
    this.levels.push(db);
    if (this.levels.length > FLOOR_WINDOW_MS / FRAME_MS) this.levels.shift();
    const loud = db > MIN_SPEECH_DB && db > this.noiseFloorDb + ENERGY_MARGIN_DB;
    const speech = loud || (voiceProbability !== undefined && voiceProbability >= VOICE_PROBABILITY && db > MIN_SPEECH_DB);
    if (!this.inSpeech) {
      this.recent.push(speech);
      if (this.recent.length > START_WINDOW) this.recent.shift();
      if (this.recent.filter(Boolean).length < START_FRAMES) return null;
      this.inSpeech = true;
      this.recent = [];
      this.quietFrames = 0;
      this.speechFrames = 0;
      return 'start';
    }
    this.speechFrames++;
    this.quietFrames = speech ? 0 : this.quietFrames + 1;
    if (this.speechFrames * FRAME_MS >= MAX_UTTERANCE_MS) return this.close('cut');
    if (this.quietFrames * FRAME_MS >= HANGOVER_MS) return this.close('end');
    return null;
  }

  private close(event: 'end' | 'cut'): EndpointEvent {
    this.inSpeech = false;
    this.recent = [];
    return event;
  }
}
