import type { ContextGrammar, Recognition } from '../../shared/orders';

/** What a recognizer could not do as asked; the seat shows it (i18n `voice.reasons`), and voice goes on. */
export type RecognizerProblem =
  /** The model decodes freely: it has no runtime grammar (a large model's static graph). */
  | { readonly kind: 'voice.grammar-unsupported' }
  /** Words of the grammar the model does not know: orders using them can never be heard. */
  | { readonly kind: 'voice.grammar-words-missing'; readonly words: readonly string[] };

export type PartialListener = (text: string, atSeconds: number, grammar?: string) => void;

/**
 * The one boundary between audio and text. The Vosk implementation and the test double
 * (transcripts with timings) both sit behind it, so everything above is tested without a model.
 */
export interface Recognizer {
  /** A new utterance begins (push-to-talk pressed). */
  begin(): void;
  /** 16 kHz mono samples, in batches. */
  accept(samples: Float32Array): void;
  /** Push-to-talk released: every result since `begin`, joined, with per-word confidences. */
  end(): Promise<Recognition>;
  /**
   * Partial hypotheses while speaking, with the seconds of audio heard since `begin` (STOP fires on a held
   * one) and, as a final result's `grammar`, the key of the grammar that decoded them.
   */
  onPartial(listener: PartialListener): void;
  /**
   * The phrases the seat may say now (shared/orders contextGrammar). Prepared in the background: the
   * grammar in use stays until the new one is ready, so no utterance waits for a switch.
   */
  useGrammar?(grammar: ContextGrammar): void;
  onProblem?(listener: (problem: RecognizerProblem) => void): void;
  dispose(): void;
}
