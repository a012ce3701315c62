import { defineStore } from 'pinia';
import type { GameEvent } from '../../shared/engine/events';
import { computed, ref, shallowRef, watch } from 'vue';
import type { Lang } from '../../shared/orders';
import { listMicrophones, startCapture, type Capture } from '../voice/capture';
import { VoiceGate } from '../voice/voice-gate';
import { PushToTalk, DEFAULT_PTT_KEY } from '../voice/push-to-talk';
import type { Recognizer } from '../voice/recognizer';
import { Announcer, type SpeakMode } from '../voice/speech';
import { TranscriptRecognizer } from '../voice/transcript-recognizer';
import { VoiceSession, type VoiceOutcome } from '../voice/voice-session';
import { MicCheck, type CheckHearing, type MicCheckState } from '../voice/mic-check';
import { UtteranceWatch } from '../voice/utterance-watch';
import {
  checkPhrase,
  emptyBook,
  match,
  say,
  teachableIntent,
  withoutPhrase,
  withPhrase,
  type Decision,
  type Intent,
  type PhraseBook,
  type PhraseCheck,
} from '../../shared/orders';
import { loadBook, saveBook, type BookNotice } from '../voice/phrase-book-storage';
import { PhraseOffers, type PhraseOffer } from '../voice/phrase-offer';
import { useGameStore } from './game';
import { usePrefsStore } from './prefs';
import { useSessionStore } from './session';

/**
 * `off`: not looked at yet; `unavailable`: this page gets no microphone (problem says why);
 * `available`: a model is there, voice waits for "Turn voice on"; `no-model`: none installed.
 */
export type VoiceStatus = 'off' | 'unavailable' | 'available' | 'no-model' | 'installing' | 'loading' | 'ready' | 'error';

/** What the seat's microphone indicator shows. */
export type MicState = 'off' | 'unavailable' | 'available' | 'no-model' | 'loading' | 'ready' | 'listening' | 'heard' | 'error';

declare global {
  interface Window {
    /** Present only with `?voice=double`: the browser tests speak through it. */
    rumboVoice?: {
      say(text: string, partials?: string[]): void;
      press(): void;
      release(): void;
      /** Samples that reached the recognizer boundary, per utterance, and how long each was open (ms). */
      received(): { samples: number[]; openMs: number[] };
      /** While on, a grammar handed over is still "compiling": utterances are decoded with the one before. */
      compiling(on: boolean): void;
    };
  }
}

/**
 * Voice for this window's seat: push-to-talk → recognizer → orders → commands. Without a model the
 * game plays normally and the panel says how to add one. `?voice=double` swaps in the transcript
 * double (tests and demos), with a hook on `window.rumboVoice`.
 */
export const useVoiceStore = defineStore('voice', () => {
  const game = useGameStore();
  const prefs = usePrefsStore();
  const member = useSessionStore();
  const status = ref<VoiceStatus>('off');
  const problem = ref('');
  /** Set when the push-to-talk key was pressed while voice cannot listen: the screen says why. */
  const notice = ref(false);
  const outcome = shallowRef<VoiceOutcome>({ kind: 'idle' });
  const talking = ref(false);
  const level = ref(0);
  /** Model download progress, 0–1, while installing. */
  const progress = ref(0);
  const speakMode = ref<SpeakMode>('off');
  const pttKey = ref(localStorage.getItem('rumbo.ptt') ?? DEFAULT_PTT_KEY);
  const cancelWindowMs = ref(Number(localStorage.getItem('rumbo.cancelWindow') ?? 600));
  /** Push-to-talk (default) or open microphone behind a voice gate. */
  const listenMode = ref<'ptt' | 'open'>(localStorage.getItem('rumbo.listen') === 'open' ? 'open' : 'ptt');
  const micId = ref(localStorage.getItem('rumbo.mic') ?? '');
  const mics = shallowRef<MediaDeviceInfo[]>([]);
  /** Restarts the microphone on another device (set by the real-voice start; absent for the double). */
  let recapture: ((deviceId: string) => Promise<Capture>) | null = null;
  const gate = new VoiceGate((open) => (open ? ptt.press() : ptt.release()));
  let session: VoiceSession | null = null;
  /** A real capture reports the open-mic endpoint itself (heardEndpoint); without one the level gate does. */
  let endpointing = false;
  let capture: Capture | null = null;
  let speaking = false;
  const announcer = new Announcer((value) => {
    speaking = value;
    capture?.setOpen(talking.value && !speaking, listenMode.value === 'ptt');
  });

  const openMs: number[] = [];
  let openedAt = 0;
  const utterance = new UtteranceWatch();
  /** Set when an open-mic utterance ran too long: its words are dropped, not read. */
  let overlong = false;
  const ptt = new PushToTalk({
    start: () => {
      if (check.running) check.cancel();
      openedAt = performance.now();
      utterance.begin(openedAt);
      overlong = false;
      talking.value = true;
      capture?.setOpen(!speaking, listenMode.value === 'ptt');
      session?.begin();
    },
    stop: () => {
      openMs.push(performance.now() - openedAt);
      capture?.flush();
      capture?.setOpen(false);
      const problem = overlong ? 'voice.too-long' : utterance.problem();
      // The utterance goes to the recognizer before the screen changes: a result that is already there
      // is matched and sent before the page re-renders, and that render then shows the outcome too.
      if (!problem) void session?.end();
      // Silence, a clipping input or a monologue: the recognizer is closed and its words are not read.
      else void session?.preview().then(({ heard }) => (outcome.value = { kind: 'dropped', heard, reason: problem }));
      talking.value = false;
    },
  });

  /** The Voice panel's microphone check: the room, an order, what was heard; nothing is sent. */
  const micCheck = shallowRef<MicCheckState>({ phase: 'idle' });
  let checkClock: ReturnType<typeof setInterval> | undefined;
  const check = new MicCheck({
    listen: () => {
      // Heard as the seat listens: in push-to-talk a press, shaped by the room the check has just measured.
      capture?.setOpen(true, listenMode.value === 'ptt');
      session?.begin();
    },
    hear: async (): Promise<CheckHearing> => {
      capture?.flush();
      capture?.setOpen(false);
      if (!session) return { heard: '', understood: null, reason: 'orders.empty' };
      const { heard, decision, dropped } = await session.preview();
      if (dropped) return { heard, understood: null, reason: dropped };
      if (decision.kind === 'execute') return { heard, understood: say(decision.intent, prefs.language as Lang), reason: null };
      if (decision.kind === 'ask') return { heard, understood: decision.prompt, reason: null };
      return { heard, understood: null, reason: decision.reason };
    },
    onState: (state) => {
      micCheck.value = state;
      if (state.phase === 'result' || state.phase === 'idle') {
        clearInterval(checkClock);
        if (state.phase === 'result') outcome.value = { kind: 'idle' };
      }
    },
  });
  function startMicCheck(): void {
    if (status.value !== 'ready' || talking.value || check.running) return;
    check.start(performance.now());
    clearInterval(checkClock);
    checkClock = setInterval(() => check.tick(performance.now()), 200);
  }

  function attach(recognizer: Recognizer, mic: Capture | null, restart?: (deviceId: string) => Promise<Capture>): void {
    capture = mic;
    endpointing = mic !== null;
    recapture = restart ?? null;
    if (mic) void listMicrophones().then((list) => (mics.value = list));
    session = new VoiceSession({
      recognizer,
      lang: () => prefs.language as Lang,
      roles: () => game.roles,
      view: () => game.view,
      mode: () => listenMode.value,
      book: () => book.value,
      send: (role, body) => {
        byVoice = true;
        try {
          game.command(role, body);
        } finally {
          byVoice = false;
        }
      },
      onOutcome: (value) => {
        outcome.value = value;
        notePhraseOutcome(value);
      },
      cancelWindowMs: cancelWindowMs.value,
      warmUp: true,
    });
    status.value = 'ready';
  }
  watch(status, (value) => {
    if (value === 'ready') notice.value = false;
  });

  /** The transcript double; with `mic` the real microphone path feeds it (the audio-path test). */
  async function useDouble(mic = false): Promise<TranscriptRecognizer> {
    const double = new TranscriptRecognizer();
    const capture = mic ? await startCapture({ onBatch: (samples) => double.accept(samples), onLevel: heardLevel, onEndpoint: heardEndpoint }) : null;
    attach(double, capture);
    window.rumboVoice = {
      say: (text, partials) => double.say({ text, partials }),
      press: () => ptt.press(),
      release: () => ptt.release(),
      received: () => ({ samples: [...double.received], openMs: [...openMs] }),
      compiling: (on) => void (double.compiling = on),
    };
    return double;
  }

  function fail(kind: VoiceStatus, message: string): void {
    status.value = kind;
    problem.value = message;
  }

  /**
   * The voice panel (listening mode, outcome, confirmations) once voice is on or on its way; before
   * that the seat's microphone indicator says everything. The desktop app's install buttons live in
   * the panel, so it shows there without a model too.
   */
  const panel = computed(() => {
    const desktop = (window as { rumbo?: unknown }).rumbo !== undefined;
    return ['ready', 'loading', 'installing'].includes(status.value) || (desktop && (status.value === 'no-model' || status.value === 'error'));
  });

  const micState = computed<MicState>(() => {
    if (status.value === 'installing' || status.value === 'loading') return 'loading';
    if (status.value !== 'ready') return status.value;
    // Still listening until the recognizer's final result is in (after the key's hangover).
    if (talking.value || outcome.value.kind === 'listening') return 'listening';
    const last = outcome.value;
    return 'heard' in last && last.heard ? 'heard' : 'ready';
  });

  /** Every microphone level reading: the meter, and in open-mic mode the gate. */
  function heardLevel(value: number): void {
    level.value = value;
    const now = performance.now();
    if (check.running) return check.feed(value, now);
    if (talking.value) {
      utterance.feed(value);
      if (listenMode.value === 'open' && utterance.tooLong(now)) {
        overlong = true;
        ptt.release();
      }
    }
    if (listenMode.value === 'open' && !endpointing) gate.feed(value, now);
  }

  /**
   * The capture's own open-mic endpoint (renderer/voice/frontend: RNNoise's voice probability and the
   * room's floor), the one the oracle measures; the level gate only serves a page without a capture.
   */
  function heardEndpoint(speaking: boolean): void {
    if (listenMode.value !== 'open' || check.running || status.value !== 'ready') return;
    if (speaking) ptt.press();
    else ptt.release();
  }

  /** The microphone went away mid-game: say so at once, on the seat, and stop listening. */
  function lostMicrophone(): void {
    if (talking.value) ptt.release();
    if (check.running) check.cancel();
    fail('error', 'mic-lost');
    notice.value = true;
  }

  async function setMic(deviceId: string): Promise<void> {
    micId.value = deviceId;
    localStorage.setItem('rumbo.mic', deviceId);
    if (!recapture) return;
    await capture?.stop();
    capture = await recapture(deviceId);
  }

  function setListenMode(mode: 'ptt' | 'open'): void {
    listenMode.value = mode;
    localStorage.setItem('rumbo.listen', mode);
    if (mode === 'ptt' && talking.value) ptt.release();
    // Compiled now, not after the next utterance: until it is, an open microphone reads nothing.
    session?.refreshGrammar();
  }

  /** Mouse side buttons (3, 4) hold to talk like the key; a headset's play/pause button toggles. */
  function onPointer(event: MouseEvent, down: boolean): void {
    if ((event.button !== 3 && event.button !== 4) || status.value !== 'ready') return;
    event.preventDefault();
    if (down) ptt.press();
    else ptt.release();
  }

  function onKey(event: KeyboardEvent, down: boolean): void {
    if (event.key === 'MediaPlayPause' && down && status.value === 'ready') {
      event.preventDefault();
      if (talking.value) ptt.release();
      else ptt.press();
      return;
    }
    if (event.key !== pttKey.value) return;
    event.preventDefault();
    if (status.value !== 'ready') {
      if (down && !event.repeat) notice.value = true;
      return;
    }
    notice.value = false;
    if (down) ptt.press();
    else ptt.release();
  }

  /**
   * The player's phrase book (issue 27.4), per profile (the name on this machine) and language, loaded
   * again when either changes. Local only: it changes what this window reads, never what it sends.
   */
  const book = shallowRef<PhraseBook>(emptyBook(prefs.language as Lang));
  const bookNotice = ref<BookNotice | null>(null);
  function loadPhrases(): void {
    const loaded = loadBook(localStorage, member.name, prefs.language as Lang);
    book.value = loaded.book;
    bookNotice.value = loaded.notice;
    session?.refreshGrammar();
  }
  watch([() => member.name, () => prefs.language], loadPhrases, { immediate: true });

  function storeBook(next: PhraseBook): void {
    book.value = next;
    if (!saveBook(localStorage, member.name, next)) bookNotice.value = 'voice.book.unsaved';
    else if (bookNotice.value === 'voice.book.unsaved') bookNotice.value = null;
    // The recognizer compiles the new grammar between utterances; the old one serves meanwhile.
    session?.refreshGrammar();
  }

  /** Teaches `text` for `intent`, or says why not. */
  function teach(text: string, intent: Intent): PhraseCheck {
    const checked = checkPhrase(text, intent, { lang: prefs.language as Lang, roles: game.roles, book: book.value });
    if (checked.ok) storeBook(withPhrase(book.value, checked.phrase));
    return checked;
  }

  function forget(index: number): void {
    storeBook(withoutPhrase(book.value, index));
  }

  /** What the seat would do if it heard `text` now (typed, so trusted); nothing is sent. */
  function tryPhrase(text: string): Decision {
    return match(text, { lang: prefs.language as Lang, role: game.roles, view: game.view ?? undefined, mode: listenMode.value, book: book.value }).decision;
  }

  /** "Say '<heard>' for <order> next time?": after a miss, an order given by hand (see PhraseOffers). */
  const offer = shallowRef<PhraseOffer | null>(null);
  const offers = new PhraseOffers();
  let byVoice = false;
  function notePhraseOutcome(value: VoiceOutcome): void {
    if ((value.kind === 'rejected' && value.reason === 'orders.not-understood') || (value.kind === 'ask' && !value.hint)) offers.missed(value.heard, Date.now());
    else if (value.kind !== 'listening' && value.kind !== 'idle' && value.kind !== 'problem' && value.kind !== 'ask') offers.heardOther();
  }
  game.$onAction(({ name, args }) => {
    if (name !== 'command' || byVoice || !game.view) return;
    const [, body] = args as Parameters<typeof game.command>;
    const intent = teachableIntent(body, game.view.settings.mode);
    const lang = prefs.language as Lang;
    const made = offers.byHand(intent, Date.now(), (heard, order) => checkPhrase(heard, order, { lang, roles: game.roles, book: book.value }).ok);
    if (made) offer.value = made;
  });
  function answerOffer(yes: boolean): void {
    const made = offer.value;
    offer.value = null;
    if (yes && made) teach(made.heard, made.intent);
  }

  game.onAnnouncements((events) => {
    if (speakMode.value === 'off') return;
    if (speakMode.value === 'captain' && !game.roles.includes('captain')) return;
    const team = game.team;
    for (const event of events) {
      if (event.audience === 'all' && 'team' in event && event.team !== team) announcer.speak(describeForSpeech(event), prefs.language);
    }
  });
  /** The seat screen supplies the sentence (it has the translations and the map). */
  let describeForSpeech: (event: GameEvent) => string = () => '';
  function setDescriber(fn: (event: GameEvent) => string): void {
    describeForSpeech = fn;
  }

  return {
    progress,
    status,
    problem,
    notice,
    micState,
    panel,
    outcome,
    talking,
    level,
    speakMode,
    pttKey,
    attach,
    heardLevel,
    heardEndpoint,
    lostMicrophone,
    micCheck,
    startMicCheck,
    cancelMicCheck: () => check.cancel(),
    setMic,
    setListenMode,
    onPointer,
    listenMode,
    micId,
    mics,
    useDouble,
    fail,
    onKey,
    setDescriber,
    press: () => ptt.press(),
    release: () => ptt.release(),
    confirm: () => session?.confirm(),
    cancel: () => session?.cancel(),
    choose: (...args: Parameters<VoiceSession['choose']>) => session?.choose(...args),
    book,
    bookNotice,
    teach,
    forget,
    tryPhrase,
    offer,
    answerOffer,
  };
});
