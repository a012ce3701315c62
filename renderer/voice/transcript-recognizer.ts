import { fromText, fromVoskResult, type ContextGrammar, type Recognition } from '../../shared/orders';
import type { PartialListener, Recognizer } from './recognizer';

/** One scripted utterance: what the recognizer "hears", its partials, and how long Vosk takes. */
export interface ScriptedUtterance {
  readonly text: string;
  /** Partial texts, or [text, seconds of audio] (untimed ones come PARTIAL_EVERY_S apart). */
  readonly partials?: readonly (string | readonly [string, number])[];
  /** Per-word confidences, as Vosk gives them with setWords (default: every word trusted). */
  readonly confidences?: readonly number[];
  /** Delay between release and the final result, like Vosk's (default 0). */
  readonly finalDelayMs?: number;
}

/**
 * The test double: replays transcripts in order, one per push-to-talk. It also counts the samples
 * that reach the recognizer boundary, so the audio path can be checked without a model.
 */
/** How far apart untimed scripted partials are, in seconds of audio (Vosk sends one per batch). */
export const PARTIAL_EVERY_S = 0.25;

export class TranscriptRecognizer implements Recognizer {
  readonly received: number[] = [];
  /** The keys of the grammars handed over, in order (a repeated key is not a switch). */
  readonly grammars: string[] = [];
  /** While true, a new grammar is "compiling": results keep the key of the one in use before it. */
  compiling = false;
  private inUse: string | undefined;
  private queue: ScriptedUtterance[];
  private current: ScriptedUtterance | null = null;
  private partialListeners: PartialListener[] = [];
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
      const [text, at] = typeof partial === 'string' ? [partial, this.partialIndex * PARTIAL_EVERY_S] : partial;
      this.partialIndex++;
      if (!this.compiling) this.inUse = this.grammars.at(-1);
      for (const listener of this.partialListeners) listener(text, at, this.inUse);
    }
  }

  /** Feeds the remaining partials without audio (keyboard-only tests). */
  emitPartials(): void {
    while (this.current?.partials?.[this.partialIndex] !== undefined) this.accept(new Float32Array(0));
  }

  async end(): Promise<Recognition> {
    const utterance = this.current;
    this.current = null;
    if (utterance?.finalDelayMs) await new Promise((r) => setTimeout(r, utterance.finalDelayMs));
    const text = utterance?.text ?? '';
    const confidences = utterance?.confidences;
    if (!this.compiling) this.inUse = this.grammars.at(-1);
    const grammar = this.inUse === undefined ? {} : { grammar: this.inUse };
    if (!confidences) return { ...fromText(text), ...grammar };
    const words = text.split(/\s+/).filter(Boolean);
    return { ...fromVoskResult({ text, result: words.map((word, i) => ({ word, conf: confidences[i] ?? 1, start: i * 0.4, end: i * 0.4 + 0.35 })) }), ...grammar };
  }

  onPartial(listener: PartialListener): void {
    this.partialListeners.push(listener);
  }

  useGrammar(grammar: ContextGrammar): void {
    if (this.grammars.at(-1) !== grammar.key) this.grammars.push(grammar.key);
    if (!this.compiling) this.inUse = grammar.key;
  }

  dispose(): void {
    this.partialListeners = [];
  }
}
