import type { Recognizer } from './recognizer';

/** One scripted utterance: what the recognizer "hears", its partials, and how long Vosk takes. */
export interface ScriptedUtterance {
  readonly text: string;
  readonly partials?: readonly string[];
  /** Delay between release and the final result, like Vosk's (default 0). */
  readonly finalDelayMs?: number;
}

/**
 * The test double: replays transcripts in order, one per push-to-talk. It also counts the samples
 * that reach the recognizer boundary, so the audio path can be checked without a model.
 */
export class TranscriptRecognizer implements Recognizer {
  readonly received: number[] = [];
  private queue: ScriptedUtterance[];
  private current: ScriptedUtterance | null = null;
  private partialListeners: Array<(text: string) => void> = [];
  private partialIndex = 0;

  constructor(script: readonly ScriptedUtterance[] = []) {
    this.queue = [...script];
  }

  /** Queue more utterances (the page's test hook uses this). */
  say(utterance: ScriptedUtterance | string): void {
    this.queue.push(typeof utterance === 'string' ? { text: utterance } : utterance);
  }

  begin(): void {
    this.current = this.queue.shift() ?? { text: '' };
    this.partialIndex = 0;
    this.received.push(0);
  }

  accept(samples: Float32Array): void {
    if (this.received.length === 0) this.received.push(0);
    this.received[this.received.length - 1]! += samples.length;
    const partial = this.current?.partials?.[this.partialIndex];
    if (partial !== undefined) {
      this.partialIndex++;
      for (const listener of this.partialListeners) listener(partial);
    }
  }

  /** Feeds the remaining partials without audio (keyboard-only tests). */
  emitPartials(): void {
    while (this.current?.partials?.[this.partialIndex] !== undefined) this.accept(new Float32Array(0));
  }

  async end(): Promise<string> {
    const utterance = this.current;
    this.current = null;
    if (utterance?.finalDelayMs) await new Promise((r) => setTimeout(r, utterance.finalDelayMs));
    return utterance?.text ?? '';
  }

  onPartial(listener: (text: string) => void): void {
    this.partialListeners.push(listener);
  }

  dispose(): void {
    this.partialListeners = [];
  }
}
