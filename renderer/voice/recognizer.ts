/**
 * The one boundary between audio and text. The Vosk implementation and the test double
 * (transcripts with timings) both sit behind it, so everything above is tested without a model.
 */
export interface Recognizer {
  /** A new utterance begins (push-to-talk pressed). */
  begin(): void;
  /** 16 kHz mono samples, in batches. */
  accept(samples: Float32Array): void;
  /** Push-to-talk released: every result since `begin`, joined. */
  end(): Promise<string>;
  /** Partial hypotheses while speaking (STOP fires on a stable one). */
  onPartial(listener: (text: string) => void): void;
  dispose(): void;
}
