/**
 * The push-to-talk speaker gate amid other voices (renderer/voice/frontend/speaker-gate.ts), judged on
 * the frames' truth, not on a recognizer: the oracle's babble clips (flite, 10 dB, three other voices)
 * are mixes of the speaker's voice alone and the room, so each 10 ms frame is known to be the room's
 * alone (the voice silent), the speaker's (the voice above the room) or the speaker's under the room
 * (a quiet onset or end with the others louder). Each candidate margin and hang runs as the app's own
 * SpeakerGate on what the app's own front end hands a press (RNNoise, level normalisation, the room
 * heard before the key; run once per clip); a frame handed on as silence is cut.
 *
 * Per candidate, on the plain orders and on the natural ones (tuning half): the room frames handed on
 * (what a recognizer held to a grammar turns into stray order words), the speaker's frames cut and
 * the speaker's frames under the room cut. Then the rule's choice (docs/decisions.md, session 10: the
 * speaker's frames cut under 1 % on both sets, then the least room handed on) and last the app's
 * settings as `gate-room-passed: P % (speaker cut S %, under the room U %)`.
 * Needs flite, sox and soxi (the oracle's synthesis); clips come from the oracle's cache.
 */
import { createDenoiser } from '../renderer/voice/frontend/denoise';
import { FrontEnd } from '../renderer/voice/frontend/front-end';
import { GATE_SETTINGS, SpeakerGate, passThrough, type GateSettings, type PressFrame } from '../renderer/voice/frontend/speaker-gate';
import { level } from '../renderer/voice/resample';
import { toDb } from '../renderer/voice/room-meter';
import { findExecutable } from '../test/support/tools';
import { ORDERS } from '../test/voice-real/corpus';
import { pressed } from '../test/voice-real/listen';
import { NATURAL_ORDERS, halves } from '../test/voice-real/natural';
import { speak, voiceAlone, VOICE_IN_MIX, type Speaker } from '../test/voice-real/synth';
import { readWav } from '../test/voice-real/wav';

const VOICES = ['kal16', 'slt', 'rms', 'awb'];
/** Under this the speaker's voice is silent in a frame. */
const SILENT_DB = -70;
const CANDIDATES: GateSettings[] = [12, 11, 10, 9, 8].flatMap((marginDb) => [300, 250, 200].map((hangMs) => ({ marginDb, hangMs })));
/** The rule: the speaker's frames cut stay under this share on both sets. */
const MAX_SPEAKER_CUT = 0.01;

type Truth = 'room' | 'speaker' | 'under';

/** One press as recorded once: what the front end handed it, and each frame's truth. */
interface RecordedPress {
  readonly frames: readonly PressFrame[];
  /** Whether the room heard before the key was voices (else the app hands the press on ungated). */
  readonly voices: boolean;
  readonly truth: readonly Truth[];
}

async function record(text: string, voice: string): Promise<RecordedPress> {
  const speaker: Speaker = { engine: 'flite', voice, tempo: 1, snrDb: 10, room: 'babble' };
  const { rate, samples: mix } = readWav(await speak(text, speaker));
  const alone = readWav(await voiceAlone(text, speaker)).samples;
  const size = rate / 100;
  const truth: Truth[] = [];
  for (let at = 0; at + size <= mix.length; at += size) {
    const own = alone.subarray(at, at + size).map((x) => x * VOICE_IN_MIX);
    const room = mix.subarray(at, at + size).map((x, i) => x - own[i]!);
    const ownDb = toDb(level(own));
    truth.push(ownDb < SILENT_DB ? 'room' : ownDb > toDb(level(room)) ? 'speaker' : 'under');
  }
  const frames: PressFrame[] = [];
  let voices = false;
  const recorder = (front: FrontEnd) => {
    voices = front.room.voices;
    return { sound: 'raw' as const, push: (frame: PressFrame) => (frames.push(frame), [frame.raw]), flush: () => [] };
  };
  // A fresh RNNoise per clip, as the oracle's listen.ts: its state decides whether the room is voices.
  const denoiser = await createDenoiser();
  try {
    pressed(new FrontEnd({ rate, denoiser, agc: true }), mix, recorder);
  } finally {
    denoiser.dispose();
  }
  return { frames, voices, truth };
}

type Count = Record<Truth, { readonly all: number; readonly moved: number }>;

/** Room frames handed on; the speaker's frames (above and under the room) cut. */
function judge(presses: readonly RecordedPress[], settings: GateSettings): Count {
  const count = { room: { all: 0, moved: 0 }, speaker: { all: 0, moved: 0 }, under: { all: 0, moved: 0 } };
  for (const { frames, voices, truth } of presses) {
    // Ungated, the app hands on the denoised sound; 'raw' here only lets the identity check below see every frame passed.
    const gate = voices ? new SpeakerGate('raw', settings) : passThrough('raw');
    const out = [...frames.flatMap((frame) => gate.push(frame)), ...gate.flush()];
    truth.forEach((kind, i) => {
      // The gate hands on the frame itself, or a new one of silence in its place.
      const handedOn = out[i] !== undefined && out[i] === frames[i]?.raw;
      count[kind].all++;
      if (kind === 'room' ? handedOn : !handedOn) count[kind].moved++;
    });
  }
  return count;
}

const share = (c: { all: number; moved: number }) => c.moved / c.all;
const pct = (x: number) => `${(100 * x).toFixed(x < 0.1 ? 2 : 1)} %`;
const line = (c: Count) => `room passed ${pct(share(c.room))} of ${c.room.all}, speaker cut ${pct(share(c.speaker))} of ${c.speaker.all} (under the room ${pct(share(c.under))} of ${c.under.all})`;
const label = (s: GateSettings) => `margin ${s.marginDb} dB, hang ${s.hangMs} ms`;

async function main(): Promise<void> {
  const missing = ['flite', 'sox', 'soxi'].filter((tool) => findExecutable(tool) === undefined);
  if (missing.length > 0) throw new Error(`bench:gate needs ${missing.join(', ')} (apt-get install flite sox)`);
  const sets = { plain: ORDERS, natural: halves(NATURAL_ORDERS).tuning };
  const presses: Record<keyof typeof sets, RecordedPress[]> = { plain: [], natural: [] };
  for (const name of ['plain', 'natural'] as const) for (const u of sets[name]) for (const v of VOICES) presses[name].push(await record(u.text, v));
  const gated = [...presses.plain, ...presses.natural].filter((p) => p.voices).length;
  console.log(`babble 10 dB, flite ${VOICES.join(', ')}: ${presses.plain.length} plain and ${presses.natural.length} natural presses, ${gated} heard as a room of voices (gated)`);
  const results = CANDIDATES.map((settings) => ({ settings, plain: judge(presses.plain, settings), natural: judge(presses.natural, settings) }));
  for (const { settings, plain, natural } of results) {
    const mark = settings.marginDb === GATE_SETTINGS.marginDb && settings.hangMs === GATE_SETTINGS.hangMs ? ' ← the app' : '';
    console.log(`${label(settings)}: plain ${line(plain)}; natural ${line(natural)}${mark}`);
  }
  const passing = results.filter((r) => share(r.plain.speaker) < MAX_SPEAKER_CUT && share(r.natural.speaker) < MAX_SPEAKER_CUT);
  const roomPassed = (r: (typeof results)[number]) => share(r.plain.room) + share(r.natural.room);
  const chosen = passing.reduce((a, b) => (roomPassed(b) < roomPassed(a) ? b : a));
  console.log(`the rule (speaker cut < ${pct(MAX_SPEAKER_CUT)} on both sets, then the least room passed) picks ${label(chosen.settings)}`);
  const app = results.find((r) => r.settings.marginDb === GATE_SETTINGS.marginDb && r.settings.hangMs === GATE_SETTINGS.hangMs) ?? {
    plain: judge(presses.plain, GATE_SETTINGS),
    natural: judge(presses.natural, GATE_SETTINGS),
  };
  const both = (kind: Truth) => ({ all: app.plain[kind].all + app.natural[kind].all, moved: app.plain[kind].moved + app.natural[kind].moved });
  console.log(`gate-room-passed: ${pct(share(both('room')))} (speaker cut ${pct(share(both('speaker')))}, under the room ${pct(share(both('under')))})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
