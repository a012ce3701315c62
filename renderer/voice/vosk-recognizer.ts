import type { Model } from 'vosk-browser';
import type { Recognizer } from './recognizer';
import { TARGET_RATE } from './resample';

type KaldiRecognizer = InstanceType<Model['KaldiRecognizer']>;

/** How long `end` waits for Vosk's final result after `retrieveFinalResult`. */
const FINAL_TIMEOUT_MS = 1500;

/**
 * Vosk through vosk-browser, constrained to the role's grammar (a word list, not phrases: Vosk may
 * output any sequence of them, so shared/orders parses the text). Results arriving between
 * `begin` and `end` are joined: with push-to-talk a long order may come back in several pieces.
 */
export class VoskRecognizer implements Recognizer {
  private recognizer: KaldiRecognizer | null = null;
  private pieces: string[] = [];
  private partialListeners: Array<(text: string) => void> = [];
  private finalWaiter: (() => void) | null = null;

  constructor(
    private readonly model: Model,
    private readonly grammar: readonly string[],
  ) {}

  begin(): void {
    this.recognizer?.remove();
    this.pieces = [];
    const recognizer = new this.model.KaldiRecognizer(TARGET_RATE, JSON.stringify(this.grammar));
    recognizer.on('result', (message) => {
      if (message.event !== 'result') return;
      if (message.result.text) this.pieces.push(message.result.text);
      this.finalWaiter?.();
    });
    recognizer.on('partialresult', (message) => {
      if (message.event !== 'partialresult') return;
      for (const listener of this.partialListeners) listener([...this.pieces, message.result.partial].join(' ').trim());
    });
    this.recognizer = recognizer;
  }

  accept(samples: Float32Array): void {
    this.recognizer?.acceptWaveformFloat(samples, TARGET_RATE);
  }

  async end(): Promise<string> {
    const recognizer = this.recognizer;
    if (!recognizer) return '';
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, FINAL_TIMEOUT_MS);
      this.finalWaiter = () => {
        clearTimeout(timer);
        resolve();
      };
      recognizer.retrieveFinalResult();
    });
    this.finalWaiter = null;
    return this.pieces.join(' ').trim();
  }

  onPartial(listener: (text: string) => void): void {
    this.partialListeners.push(listener);
  }

  dispose(): void {
    this.recognizer?.remove();
    this.recognizer = null;
  }
}
