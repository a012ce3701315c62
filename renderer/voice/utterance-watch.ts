import { CLIP_RMS, DEAD_MIC_DB, toDb } from './room-meter';

/**
 * The longest an open-mic utterance may run before it is dropped unheard. The longest order in the
 * corpora ("silencio, cuatro casillas al oeste, y luego marco torpedo") takes under 5 s spoken
 * slowly; a gate held open longer is someone talking on, not an order (issue 17, "a 30-second monologue").
 */
export const MAX_OPEN_UTTERANCE_MS = 8000;

/** Why an utterance gets no action although the recognizer may have produced words. */
export type UtteranceProblem = 'voice.too-long' | 'voice.mic-silent' | 'voice.clipping';

/** Watches the levels of one utterance (push-to-talk held, or the open-mic gate open). */
export class UtteranceWatch {
  private startedAt = 0;
  private loudest = 0;
  private clipped = 0;
  private frames = 0;

  begin(now: number): void {
    this.startedAt = now;
    this.loudest = 0;
    this.clipped = 0;
    this.frames = 0;
  }

  feed(level: number): void {
    if (!Number.isFinite(level)) return;
    this.frames++;
    this.loudest = Math.max(this.loudest, level);
    if (level >= CLIP_RMS) this.clipped++;
  }

  /** True once an open-mic utterance has run too long to be an order. */
  tooLong(now: number): boolean {
    return now - this.startedAt > MAX_OPEN_UTTERANCE_MS;
  }

  /**
   * What is wrong with the utterance that just ended, if anything: a microphone that sent no sound
   * (frames arrived, all near silence) or one that clipped (the words are distorted, so what was
   * heard is not trusted to act). Too long is decided while it runs (tooLong).
   */
  problem(): UtteranceProblem | null {
    if (this.frames > 0 && toDb(this.loudest) < DEAD_MIC_DB) return 'voice.mic-silent';
    if (this.clipped >= 2) return 'voice.clipping';
    return null;
  }
}
