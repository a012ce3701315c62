import type { CommandBody } from '../../shared/engine/commands';
import type { Role } from '../../shared/engine/types';
import type { GameView } from '../../shared/engine/view';
import {
  contextGrammar,
  fromText,
  optionNamed,
  prewarmContextGrammars,
  say,
  screen,
  StopGate,
  toCommand,
  type Decision,
  type Intent,
  type Lang,
  type ListenMode,
  type MatchOptions,
  type OrderReason,
  type PhraseBook,
  type Recognition,
} from '../../shared/orders';
import { warmUpLines, warmUpMatcher } from './matcher-warm-up';
import type { Recognizer, RecognizerProblem } from './recognizer';
import type { UtteranceProblem } from './utterance-watch';

/**
 * Why an utterance was not read: its levels, or (open microphone) a grammar built for another way of
 * listening still decoding while the open microphone's compiles.
 */
export type DropReason = UtteranceProblem | 'voice.grammar-preparing';

/** What the voice panel shows after an utterance. */
export type VoiceOutcome =
  | { readonly kind: 'idle' }
  | { readonly kind: 'listening' }
  | { readonly kind: 'sent'; readonly heard: string; readonly said: string }
  | { readonly kind: 'cancel-window'; readonly heard: string; readonly said: string }
  | { readonly kind: 'confirm'; readonly heard: string; readonly said: string }
  /** `hint`: asked again because a yes could not answer it (several options, or an open microphone). */
  | { readonly kind: 'ask'; readonly heard: string; readonly prompt: string; readonly options: readonly Intent[]; readonly hint?: AskHint }
  /** `said`: the order the talk key would have run, when an open microphone refused it (orders.key-needed). */
  | { readonly kind: 'rejected'; readonly heard: string; readonly reason: OrderReason; readonly said?: string }
  /** Understood, and nothing to do: a First Mate's or Engineer's "ok" (their mark or crossing is their OK). */
  | { readonly kind: 'noted'; readonly heard: string; readonly reason: 'orders.ok-not-needed' }
  | { readonly kind: 'cancelled'; readonly heard: string }
  /**
   * Not read at all: the microphone sent silence, clipped, or an open-mic utterance ran on too long or
   * was heard before the open microphone's grammar was ready.
   */
  | { readonly kind: 'dropped'; readonly heard: string; readonly reason: DropReason }
  /**
   * The recognizer cannot do what the seat's grammar asks (voice goes on): the model lacks some of its
   * words (`words`: orders using them are never heard), or has no grammar support (it decodes freely).
   */
  | { readonly kind: 'problem'; readonly reason: RecognizerProblem['kind']; readonly words: readonly string[] };

export interface VoiceSessionOptions {
  readonly recognizer: Recognizer;
  readonly lang: () => Lang;
  readonly roles: () => readonly Role[];
  readonly view: () => GameView | null;
  /** Push-to-talk (default) or open mic: open mic is held to a stricter bar. */
  readonly mode?: () => ListenMode;
  /** The player's own words (issue 27.4): read by the matcher, handed to the recognizer in the grammar. */
  readonly book?: () => PhraseBook;
  readonly send: (role: Role, body: CommandBody) => void;
  readonly onOutcome: (outcome: VoiceOutcome) => void;
  /** Orders that need no confirmation wait this long for a "cancela" (0: sent at once). */
  readonly cancelWindowMs?: number;
  /** Runs background work when the page is idle (default: requestIdleCallback, else a timer). */
  readonly whenIdle?: (work: () => void) => void;
  /** Matches every kind of order once at idle moments (matcher-warm-up.ts), so the first ones said are not slow. */
  readonly warmUp?: boolean;
}

const whenIdle = (work: () => void): void => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => work(), { timeout: 5000 });
  else setTimeout(work, 0);
};

/** Why a yes did not answer the question: it has several options, or anyone at an open microphone may have said it. */
export type AskHint = 'voice.answer-which' | 'voice.answer-open-mic';

type Waiting =
  | { readonly kind: 'confirm'; readonly intent: Intent; readonly role: Role }
  | { readonly kind: 'ask'; readonly prompt: string; readonly options: readonly Intent[]; readonly roles: readonly Role[] }
  | { readonly kind: 'cancel-window'; readonly timer: ReturnType<typeof setTimeout> }
  | null;

/**
 * Text to commands: every final transcript is matched for the seat's roles against its view;
 * one clear legal order is sent (high-impact ones after a spoken or clicked confirmation, courses
 * and STOP at once, the rest after a short cancel window), close calls ask, the rest are refused
 * with the reason.
 * What the recognizer doubts never acts (shared/orders screen: per-word confidence, "[unk]", alternatives).
 * "Stop" fires from partials once the stop word has stayed alone for STOP_HOLD_S of audio (StopGate).
 * The recognizer decodes against the seat's context grammar, handed over at every utterance (see begin).
 */
export class VoiceSession {
  private waiting: Waiting = null;
  private readonly stopGate = new StopGate();
  /** The way of listening each grammar handed to the recognizer was built for, by key. */
  private readonly listenOf = new Map<string, ListenMode>();

  constructor(private readonly options: VoiceSessionOptions) {
    options.recognizer.onPartial((text, at, grammar) => this.partial(text, at, grammar));
    options.recognizer.onProblem?.((problem) =>
      options.onOutcome({ kind: 'problem', reason: problem.kind, words: problem.kind === 'voice.grammar-words-missing' ? problem.words : [] }),
    );
    this.refreshGrammar();
    // First in idle moments, since every order needs it: the matcher, warmed on every kind of order.
    if (options.warmUp) warmUpMatcher(warmUpLines(options.lang()), (line) => this.decisionFor(fromText(line)), options.whenIdle ?? whenIdle);
    // Voice turned on before a game: every grammar a game in this language can need, built ahead in
    // idle moments, so the game's first order is a lookup. In a game its grammar was just built, and
    // the others (each a 20–200 ms task) would only hold the page while the Captain gives orders.
    if (options.view() === null) prewarmContextGrammars(options.lang(), this.listenMode(), options.whenIdle ?? whenIdle);
  }

  /**
   * Hands the recognizer the phrases the seat may say now. Cheap when nothing changed (the grammar is
   * cached by its key); when it did, the recognizer prepares the new one while the old one keeps working.
   */
  refreshGrammar(): void {
    const view = this.options.view();
    const book = this.options.book?.();
    const listen = this.listenMode();
    const grammar = contextGrammar({ lang: this.options.lang(), roles: this.options.roles(), view, mode: listen, book });
    this.listenOf.set(grammar.key, listen);
    this.options.recognizer.useGrammar?.(grammar);
  }

  begin(): void {
    this.stopGate.reset();
    this.options.recognizer.begin();
    // After begin: a recognizer compiles a changed grammar only once this utterance is over (Vosk's worker
    // is single-threaded, a compile in mid-order would hold the order's audio back).
    this.refreshGrammar();
    this.options.onOutcome({ kind: 'listening' });
  }

  async end(): Promise<void> {
    this.hearRecognition(await this.options.recognizer.end());
  }

  /** A final transcript (also the entry point for typed or replayed text, which is trusted). */
  hear(heard: string): void {
    this.hearRecognition(fromText(heard));
  }

  /** A recognizer's final result: the matcher, then the rejection path, then the decision. */
  hearRecognition(recognition: Recognition): void {
    const heard = recognition.text;
    if (this.heardWithOtherListening(recognition.grammar)) return this.options.onOutcome({ kind: 'dropped', heard, reason: 'voice.grammar-preparing' });
    const decision = this.decisionFor(recognition);
    if (this.stopGate.hasFired && decision.kind === 'execute' && decision.intent.type === 'stop') return;
    if (this.answerWaiting(heard, decision)) return;
    this.decide(heard, decision);
  }

  /**
   * The mic check: ends the utterance and says what the seat would do with it; nothing is sent. `dropped`
   * when a real utterance would have been (the open microphone still getting ready).
   */
  async preview(): Promise<{ readonly heard: string; readonly decision: Decision; readonly dropped?: DropReason }> {
    const recognition = await this.options.recognizer.end();
    const dropped = this.heardWithOtherListening(recognition.grammar) ? ({ dropped: 'voice.grammar-preparing' } as const) : {};
    return { heard: recognition.text, decision: this.decisionFor(recognition), ...dropped };
  }

  private matchOptions(): MatchOptions {
    const view = this.options.view();
    return { lang: this.options.lang(), role: this.options.roles(), view: view ?? undefined, mode: this.listenMode(), book: this.options.book?.() };
  }

  /**
   * An open-microphone utterance the recognizer decoded with a grammar not built for the open microphone:
   * push-to-talk's (just switched, its pair cover and openers let more talk through) or the free word list
   * a recognizer starts on. Vosk swaps grammars only once the new one is compiled; until then nothing acts.
   */
  private heardWithOtherListening(grammar: string | undefined): boolean {
    return this.listenMode() === 'open' && grammar !== undefined && this.listenOf.get(grammar) !== 'open';
  }

  private listenMode(): ListenMode {
    return this.options.mode?.() ?? 'ptt';
  }

  private decisionFor(recognition: Recognition): Decision {
    return screen(recognition, this.matchOptions()).decision;
  }

  /** The panel's buttons: confirm, cancel, or pick one of the asked options. */
  confirm(): void {
    const waiting = this.waiting;
    if (waiting?.kind !== 'confirm') return;
    this.waiting = null;
    this.execute('', waiting.intent, waiting.role);
  }

  cancel(heard = ''): void {
    if (this.waiting?.kind === 'cancel-window') clearTimeout(this.waiting.timer);
    this.waiting = null;
    this.options.onOutcome({ kind: 'cancelled', heard });
  }

  choose(intent: Intent): void {
    const waiting = this.waiting;
    if (waiting?.kind !== 'ask') return;
    this.waiting = null;
    this.execute('', intent, waiting.roles[0]!);
  }

  /** A STOP held in the partials fires at once; not from a grammar the open microphone was not given. */
  private partial(text: string, atSeconds: number, grammar: string | undefined): void {
    if (this.stopGate.hasFired || !text || this.heardWithOtherListening(grammar)) return;
    const stop = this.stopGate.feed(text, atSeconds, this.matchOptions());
    if (stop) this.execute(text, stop.intent, stop.role);
  }

  private answerWaiting(heard: string, decision: Decision): boolean {
    const waiting = this.waiting;
    // "Circuit north or reactor north?" — "circuit": with the key pressed, the words of one option name it.
    const named = waiting?.kind === 'ask' && this.listenMode() === 'ptt' ? optionNamed(heard, waiting.options, this.options.lang()) : null;
    if (named) {
      this.choose(named);
      return true;
    }
    if (!waiting || decision.kind !== 'execute') return false;
    if (decision.intent.type === 'cancel') {
      this.cancel(heard);
      return true;
    }
    if (waiting.kind === 'confirm' && decision.intent.type === 'confirm') {
      this.confirm();
      return true;
    }
    if (waiting.kind !== 'ask') return false;
    if (decision.intent.type === 'confirm') {
      // "¿rumbo este?" — "sí": in push-to-talk a yes answers a question with one option. With several, or
      // with an open microphone (where a "yeah" may be anyone's), the question stays and says why.
      const hint: AskHint | null = this.listenMode() === 'open' ? 'voice.answer-open-mic' : waiting.options.length > 1 ? 'voice.answer-which' : null;
      if (!hint) this.choose(waiting.options[0]!);
      else this.options.onOutcome({ kind: 'ask', heard, prompt: waiting.prompt, options: waiting.options, hint });
      return true;
    }
    const chosen = waiting.options.find((o) => JSON.stringify(o) === JSON.stringify(decision.intent));
    if (chosen) this.choose(chosen);
    return chosen !== undefined;
  }

  private decide(heard: string, decision: Decision): void {
    if (this.waiting?.kind === 'cancel-window') clearTimeout(this.waiting.timer);
    this.waiting = null;
    if (decision.kind === 'not-an-order') return this.options.onOutcome({ kind: 'noted', heard, reason: decision.reason });
    if (decision.kind === 'reject') {
      const said = decision.reason === 'orders.key-needed' && decision.intent ? say(decision.intent, this.options.lang()) : undefined;
      return this.options.onOutcome({ kind: 'rejected', heard, reason: decision.reason, ...(said ? { said } : {}) });
    }
    if (decision.kind === 'ask') {
      const options = decision.options.map((o) => o.intent);
      this.waiting = { kind: 'ask', prompt: decision.prompt, options, roles: decision.options.map((o) => o.role) };
      return this.options.onOutcome({ kind: 'ask', heard, prompt: decision.prompt, options });
    }
    const { intent, role } = decision;
    if (intent.type === 'confirm' || intent.type === 'cancel') return this.options.onOutcome({ kind: 'rejected', heard, reason: 'orders.not-understood' });
    const said = say(intent, this.options.lang());
    if (decision.confirm) {
      this.waiting = { kind: 'confirm', intent, role };
      return this.options.onOutcome({ kind: 'confirm', heard, said });
    }
    const windowMs = this.options.cancelWindowMs ?? 0;
    // A shouted course or STOP is irrevocable at the table too, and real time needs them at once.
    if (windowMs <= 0 || intent.type === 'stop' || intent.type === 'course') return this.execute(heard, intent, role);
    const timer = setTimeout(() => {
      this.waiting = null;
      this.execute(heard, intent, role);
    }, windowMs);
    this.waiting = { kind: 'cancel-window', timer };
    this.options.onOutcome({ kind: 'cancel-window', heard, said });
  }

  private execute(heard: string, intent: Intent, role: Role): void {
    const view = this.options.view();
    const resolved = view ? toCommand(intent, view) : null;
    if (!resolved || !resolved.ok) {
      return this.options.onOutcome({ kind: 'rejected', heard, reason: resolved?.reason ?? 'orders.no-sub' });
    }
    this.options.send(role, resolved.body);
    this.options.onOutcome({ kind: 'sent', heard, said: say(intent, this.options.lang()) });
  }
}
