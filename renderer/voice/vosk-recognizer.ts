import type { Model } from 'vosk-browser';
import { fromVoskResult, joinRecognitions, VOSK_UNKNOWN, type ContextGrammar, type Recognition } from '../../shared/orders';
import type { PartialListener, Recognizer, RecognizerProblem } from './recognizer';
import { TARGET_RATE } from './resample';

type KaldiRecognizer = InstanceType<Model['KaldiRecognizer']>;

/** How long `end` waits for Vosk's final result after `retrieveFinalResult`. */
const FINAL_TIMEOUT_MS = 1500;

/** One Vosk recognizer compiled for one grammar. */
interface Slot {
  readonly recognizer: KaldiRecognizer;
  readonly key: string;
  /** The grammar's words: a result word outside them means the model ignored the grammar. */
  readonly words: ReadonlySet<string> | null;
  ready: boolean;
}

/**
 * Vosk through vosk-browser, decoding against the seat's context grammar (shared/orders
 * contextGrammar: phrases, any sequence of them, "[unk]" for the rest), with per-word confidences
 * (setWords) for the rejection path. One recognizer per grammar, kept across utterances; a new
 * grammar is compiled in Vosk's worker between utterances (one handed over mid-utterance waits for its
 * end: the worker is single-threaded) and replaces the old one once the worker has answered a probe,
 * the old one serving meanwhile (so no order waits for a switch). Results arriving
 * between `begin` and `end` are joined: with push-to-talk a long order may come back in several pieces.
 */
export class VoskRecognizer implements Recognizer {
  private active: Slot | null = null;
  private pending: Slot | null = null;
  private pieces: Recognition[] = [];
  private partialListeners: PartialListener[] = [];
  private problemListeners: Array<(problem: RecognizerProblem) => void> = [];
  private finalWaiter: (() => void) | null = null;
  private speaking = false;
  private samples = 0;
  private reported = new Set<string>();
  private grammar: ContextGrammar | null = null;
  /** A grammar handed over mid-utterance: compiled once the utterance is over. */
  private deferred: ContextGrammar | null = null;

  /** `initial`: a context grammar, or a plain word list (any sequence of the words). */
  constructor(
    private readonly model: Model,
    initial: ContextGrammar | readonly string[],
    /** The model's vocabulary when known (its graph/words.txt): the grammar's missing words are reported. */
    private modelWords: ReadonlySet<string> | null = null,
  ) {
    const grammar = Array.isArray(initial) ? { phrases: initial as readonly string[], words: null, key: 'words' } : (initial as ContextGrammar);
    this.active = this.compile(grammar.phrases, grammar.key, grammar.words);
    this.active.ready = true;
  }

  useGrammar(grammar: ContextGrammar): void {
    // Vosk's worker is single-threaded: a compile during an utterance would hold its audio back.
    if (this.speaking) {
      this.deferred = grammar;
      return;
    }
    this.deferred = null;
    if (grammar.key === (this.pending ?? this.active)?.key) return;
    this.pending?.recognizer.remove();
    this.pending = this.compile(grammar.phrases, grammar.key, grammar.words);
    this.grammar = grammar;
    this.checkWords(grammar);
    // Vosk answers a final-result request only once the grammar is compiled: that answer is the "ready".
    this.pending.recognizer.retrieveFinalResult();
  }

  /** The model's vocabulary, once read (model-words.ts): the grammar's words it lacks are reported. */
  setModelWords(words: ReadonlySet<string>): void {
    this.modelWords = words;
    if (this.grammar) this.checkWords(this.grammar);
  }

  begin(): void {
    this.promote();
    this.pieces = [];
    this.samples = 0;
    this.speaking = true;
  }

  accept(samples: Float32Array): void {
    if (!this.speaking) return;
    this.samples += samples.length;
    this.active?.recognizer.acceptWaveformFloat(samples, TARGET_RATE);
  }

  async end(): Promise<Recognition> {
    const slot = this.active;
    if (!slot || !this.speaking) return joinRecognitions([]);
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, FINAL_TIMEOUT_MS);
      this.finalWaiter = () => {
        clearTimeout(timer);
        resolve();
      };
      slot.recognizer.retrieveFinalResult();
    });
    this.finalWaiter = null;
    this.speaking = false;
    this.promote();
    if (this.deferred) this.useGrammar(this.deferred);
    return { ...joinRecognitions(this.pieces), grammar: slot.key };
  }

  onPartial(listener: PartialListener): void {
    this.partialListeners.push(listener);
  }

  onProblem(listener: (problem: RecognizerProblem) => void): void {
    this.problemListeners.push(listener);
  }

  dispose(): void {
    this.active?.recognizer.remove();
    this.pending?.recognizer.remove();
    this.active = this.pending = null;
  }

  private compile(phrases: readonly string[], key: string, words: readonly string[] | null): Slot {
    const recognizer = new this.model.KaldiRecognizer(TARGET_RATE, JSON.stringify(phrases));
    recognizer.setWords(true);
    const slot: Slot = { recognizer, key, words: words ? new Set([...words, VOSK_UNKNOWN]) : null, ready: false };
    recognizer.on('result', (message) => {
      if (message.event !== 'result') return;
      if (!slot.ready) {
        slot.ready = true;
        if (!this.speaking) this.promote();
        return;
      }
      if (slot !== this.active) return;
      const piece = fromVoskResult(message.result);
      this.checkDecoded(slot, piece);
      if (piece.text) this.pieces.push(piece);
      this.finalWaiter?.();
    });
    recognizer.on('partialresult', (message) => {
      if (message.event !== 'partialresult' || slot !== this.active) return;
      const text = [...this.pieces.map((p) => p.text), message.result.partial].join(' ').trim();
      for (const listener of this.partialListeners) listener(text, this.samples / TARGET_RATE, slot.key);
    });
    recognizer.on('error', (message) => {
      if (message.event === 'error' && slot === this.pending) {
        // The new grammar could not be built: keep the one in use, and say so once.
        this.pending = null;
        recognizer.remove();
        this.report({ kind: 'voice.grammar-unsupported' });
      }
    });
    return slot;
  }

  /** Between utterances, a ready new grammar replaces the old one. */
  private promote(): void {
    if (this.speaking || !this.pending?.ready) return;
    this.active?.recognizer.remove();
    this.active = this.pending;
    this.pending = null;
  }

  /** A word outside the grammar came out: this model decodes freely (no runtime grammar). */
  private checkDecoded(slot: Slot, piece: Recognition): void {
    if (!slot.words) return;
    if (piece.words.some((w) => !slot.words!.has(w.word))) this.report({ kind: 'voice.grammar-unsupported' });
  }

  private checkWords(grammar: ContextGrammar): void {
    if (!this.modelWords) return;
    const missing = grammar.words.filter((w) => !this.modelWords!.has(w));
    if (missing.length > 0) this.report({ kind: 'voice.grammar-words-missing', words: missing });
  }

  private report(problem: RecognizerProblem): void {
    const key = problem.kind === 'voice.grammar-words-missing' ? `${problem.kind}:${problem.words.join(' ')}` : problem.kind;
    if (this.reported.has(key)) return;
    this.reported.add(key);
    for (const listener of this.problemListeners) listener(problem);
  }
}
