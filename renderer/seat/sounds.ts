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
  const ctx = (context = new AudioContext());
  const mute = ctx.createGain();
  mute.gain.value = 0;
  mute.connect(ctx.destination);
  for (const type of ['sine', 'square', 'sawtooth', 'triangle'] as const) {
    const osc = ctx.createOscillator();
    osc.type = type;
    osc.connect(mute);
    osc.start();
    osc.stop(ctx.currentTime + 0.01);
  }
}

/** Synthesised, so no audio files ship: a sonar ping, a two-tone STOP alarm, a low blast, a rising surfacing sweep. */
export function play(cue: Cue): void {
  if (typeof AudioContext === 'undefined') return;
  context ??= new AudioContext();
  const ctx = context;
  const now = ctx.currentTime;
  const gain = ctx.createGain();
  gain.connect(ctx.destination);
  const osc = ctx.createOscillator();
  osc.connect(gain);
  if (cue === 'ping') {
    osc.frequency.setValueAtTime(1320, now);
    gain.gain.setValueAtTime(0.12, now);
    gain.gain.exponentialRampToValueAtTime(0.001, now + 0.35);
    osc.start(now);
    osc.stop(now + 0.35);
  } else if (cue === 'alarm') {
    osc.type = 'square';
    osc.frequency.setValueAtTime(880, now);
    osc.frequency.setValueAtTime(660, now + 0.15);
    osc.frequency.setValueAtTime(880, now + 0.3);
    gain.gain.setValueAtTime(0.06, now);
    gain.gain.setValueAtTime(0, now + 0.45);
    osc.start(now);
    osc.stop(now + 0.45);
  } else if (cue === 'hit') {
    // A hull hit: a deep thud under a short metallic ring.
    osc.type = 'square';
    osc.frequency.setValueAtTime(90, now);
    osc.frequency.exponentialRampToValueAtTime(22, now + 1.1);
    gain.gain.setValueAtTime(0.3, now);
    gain.gain.exponentialRampToValueAtTime(0.001, now + 1.1);
    osc.start(now);
    osc.stop(now + 1.1);
    const ring = ctx.createOscillator();
    const ringGain = ctx.createGain();
    ring.connect(ringGain);
    ringGain.connect(ctx.destination);
    ring.type = 'triangle';
    ring.frequency.setValueAtTime(410, now);
    ringGain.gain.setValueAtTime(0.08, now);
    ringGain.gain.exponentialRampToValueAtTime(0.001, now + 0.5);
    ring.start(now);
    ring.stop(now + 0.5);
  } else if (cue === 'surface') {
    osc.type = 'sine';
    osc.frequency.setValueAtTime(180, now);
    osc.frequency.exponentialRampToValueAtTime(720, now + 0.9);
    gain.gain.setValueAtTime(0.0001, now);
    gain.gain.exponentialRampToValueAtTime(0.15, now + 0.3);
    gain.gain.exponentialRampToValueAtTime(0.001, now + 0.9);
    osc.start(now);
    osc.stop(now + 0.9);
  } else {
    osc.type = 'sawtooth';
    osc.frequency.setValueAtTime(120, now);
    osc.frequency.exponentialRampToValueAtTime(30, now + 0.6);
    gain.gain.setValueAtTime(0.2, now);
    gain.gain.exponentialRampToValueAtTime(0.001, now + 0.6);
    osc.start(now);
    osc.stop(now + 0.6);
  }
}
