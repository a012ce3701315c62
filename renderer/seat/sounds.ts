import type { GameEvent } from '../../shared/engine/events';

type Cue = 'ping' | 'alarm' | 'blast' | 'surface' | 'hit';

/** Which short sound an announcement gets, if any. */
export function cueFor(event: GameEvent): Cue | null {
  if (event.type === 'course' || event.type === 'silence') return 'ping';
  if (event.type === 'stop' || event.type === 'sonar') return 'alarm';
  if (event.type === 'torpedo' || event.type === 'mineDetonated' || event.type === 'archerMine') return 'blast';
  if (event.type === 'surfaced') return 'surface';
  return null;
}

/** The damage these announcements did to `team` (0: none): a hit on us is felt, not only read. */
export function damageTo(events: readonly GameEvent[], team: string): number {
  return events.reduce((sum, e) => (e.type === 'damage' && e.team === team ? sum + e.amount : sum), 0);
}

let context: AudioContext | null = null;

/**
 * A running context renders silence for as long as it is open: in Chromium the audio service and the
 * window's audio thread kept ~5% of a core busy per window between cues (issue 29.5, round 3: eight
 * windows of a table on one machine). The context is suspended after 5 s without a sound and resumed
 * by the next cue (measured: under 1 ms of the main thread, running 4–6 ms later). Not sooner: in
 * real-time play a ping comes every second or two, and resuming at each one put eight windows'
 * audio streams starting inside the very message the players wait for.
 */
const QUIET_MS = 5000;
/** Context time at which the last scheduled sound ends. */
let soundingUntil = 0;
let quiet: ReturnType<typeof setTimeout> | undefined;

function suspendWhenQuiet(ctx: AudioContext): void {
  clearTimeout(quiet);
  quiet = setTimeout(
    () => {
      quiet = undefined;
      if (ctx.state !== 'running') return; // resuming: its state change arms this again
      if (ctx.currentTime < soundingUntil) suspendWhenQuiet(ctx);
      else void ctx.suspend().catch(() => {});
    },
    Math.max(0, soundingUntil - ctx.currentTime) * 1000 + QUIET_MS,
  );
}

/**
 * Cues tell of announcements (a course heard, a blast) and come with the host's answer, never at a key
 * press, so the output takes the larger buffers of 'playback': a cue starts about 40 ms later (headless
 * Chromium: output latency 32 → 72 ms, well inside what the ear accepts behind the picture) and the
 * audio service and each window's audio thread wake about half as often (buffers 10 → 23 ms). Eight
 * windows on one machine: audio service CPU per click 9–13 → 5 ms, renderers' too (issue 29.5,
 * docs/decisions.md).
 */
function openContext(): AudioContext {
  const ctx = new AudioContext({ latencyHint: 'playback' });
  ctx.addEventListener('statechange', () => {
    if (ctx.state === 'running') suspendWhenQuiet(ctx);
  });
  return ctx;
}

/** The context, running (or resuming) to play a sound that ends `seconds` from now. */
function sounding(seconds: number): AudioContext {
  context ??= openContext();
  const ctx = context;
  soundingUntil = Math.max(soundingUntil, ctx.currentTime + seconds);
  if (ctx.state === 'suspended') void ctx.resume().catch(() => {});
  else if (ctx.state === 'running') suspendWhenQuiet(ctx);
  return ctx;
}

/**
 * Opening the audio output costs the main thread from tens of milliseconds to over a second (headless
 * Chromium: 1.3 s), once per window. Done at the first sound, it held up the state message that
 * brought it, in every window of the table at once (issue 29.5); a seat opens it when the page is idle.
 */
export function warmUpSounds(): () => void {
  if (typeof AudioContext === 'undefined' || context) return () => {};
  if (typeof requestIdleCallback === 'undefined') {
    const timer = setTimeout(openOutput, 500);
    return () => clearTimeout(timer);
  }
  const idle = requestIdleCallback(openOutput, { timeout: 3000 });
  return () => cancelIdleCallback(idle);
}

/**
 * The context, and each wave the cues use played once in silence: the first source also starts the
 * audio device, and each wave's first oscillator builds its tables (3–7 ms each, measured in Chromium).
 */
function openOutput(): void {
  if (context) return;
  const ctx = sounding(0.01);
  const mute = ctx.createGain();
  mute.gain.value = 0;
  mute.connect(ctx.destination);
  for (const type of new Set(Object.values(CUES).flatMap((tones) => tones.map((t) => t.wave)))) {
    const osc = ctx.createOscillator();
    osc.type = type;
    osc.connect(mute);
    osc.start();
    osc.stop(ctx.currentTime + 0.01);
  }
}

/** A value at a time (seconds from the cue's start); `ramp`: reached exponentially from the one before. */
type Point = readonly [at: number, value: number, ramp?: 'ramp'];

/** One oscillator through its own gain: the wave, its pitch and its loudness over its length. */
interface Tone {
  readonly wave: OscillatorType;
  readonly pitch: readonly Point[];
  readonly gain: readonly Point[];
  readonly length: number;
}

/** Synthesised, so no audio files ship: a sonar ping, a two-tone STOP alarm, a low blast, a rising surfacing sweep, a hull hit. */
const CUES: Readonly<Record<Cue, readonly Tone[]>> = {
  ping: [{ wave: 'sine', pitch: [[0, 1320]], gain: [[0, 0.12], [0.35, 0.001, 'ramp']], length: 0.35 }],
  alarm: [{ wave: 'square', pitch: [[0, 880], [0.15, 660], [0.3, 880]], gain: [[0, 0.06], [0.45, 0]], length: 0.45 }],
  // A deep thud under a short metallic ring.
  hit: [
    { wave: 'square', pitch: [[0, 90], [1.1, 22, 'ramp']], gain: [[0, 0.3], [1.1, 0.001, 'ramp']], length: 1.1 },
    { wave: 'triangle', pitch: [[0, 410]], gain: [[0, 0.08], [0.5, 0.001, 'ramp']], length: 0.5 },
  ],
  surface: [{ wave: 'sine', pitch: [[0, 180], [0.9, 720, 'ramp']], gain: [[0, 0.0001], [0.3, 0.15, 'ramp'], [0.9, 0.001, 'ramp']], length: 0.9 }],
  blast: [{ wave: 'sawtooth', pitch: [[0, 120], [0.6, 30, 'ramp']], gain: [[0, 0.2], [0.6, 0.001, 'ramp']], length: 0.6 }],
};

export function play(cue: Cue): void {
  if (typeof AudioContext === 'undefined') return;
  const ctx = sounding(Math.max(...CUES[cue].map((tone) => tone.length)));
  const now = ctx.currentTime;
  for (const tone of CUES[cue]) {
    const gain = ctx.createGain();
    gain.connect(ctx.destination);
    const osc = ctx.createOscillator();
    osc.connect(gain);
    osc.type = tone.wave;
    schedule(osc.frequency, tone.pitch, now);
    schedule(gain.gain, tone.gain, now);
    osc.start(now);
    osc.stop(now + tone.length);
  }
}

function schedule(param: AudioParam, points: readonly Point[], start: number): void {
  for (const [at, value, ramp] of points) {
    if (ramp) param.exponentialRampToValueAtTime(value, start + at);
    else param.setValueAtTime(value, start + at);
  }
}
