/**
 * The push-to-talk speaker gate amid other voices (renderer/voice/frontend/speaker-gate.ts), judged on
 * the frames' truth, not on a recognizer: the oracle's babble clips (flite, 10 dB, three other voices)
 * are mixes of the speaker's voice alone and the room, so each 10 ms frame is known to be the speaker's
 * (the voice above the room in it) or the room's alone (no voice at all). Each candidate margin and hang
 * runs as the app's own SpeakerGate on what the app's own front end hands a press (RNNoise, level
 * normalisation, the room heard before the key; run once per clip); a frame handed on as silence is cut.
 *
 * Per candidate: the room-alone frames handed on (what a recognizer held to a grammar turns into stray
 * order words) and the speaker's frames cut (their quiet onsets and ends), on the plain orders and on
 * the natural ones (tuning half), then the app's settings last as `gate-room-passed: P % (speaker cut S %)`.
 * Needs flite and sox (the oracle's tools); clips come from the oracle's cache.
 */
import { createDenoiser, type Denoiser } from '../renderer/voice/frontend/denoise';
import { FrontEnd } from '../renderer/voice/frontend/front-end';
import { GATE_SETTINGS, SpeakerGate, passThrough, type GateSettings, type PressFrame } from '../renderer/voice/frontend/speaker-gate';
import { level } from '../renderer/voice/resample';
import { toDb } from '../renderer/voice/room-meter';
import { ORDERS } from '../test/voice-real/corpus';
import { pressed } from '../test/voice-real/listen';
import { NATURAL_ORDERS, halves } from '../test/voice-real/natural';
import { missingOracleTools } from '../test/voice-real/oracle';
import { speak, voiceAlone, VOICE_IN_MIX, type Speaker } from '../test/voice-real/synth';
import { readWav } from '../test/voice-real/wav';

const VOICES = ['kal16', 'slt', 'rms', 'awb'];
/** A frame is the speaker's when the voice is above the room in it, the room's alone when the voice is silent there. */
const SILENT_DB = -70;
const CANDIDATES: GateSettings[] = [12, 11, 10, 9, 8].flatMap((marginDb) => [300, 250, 200].map((hangMs) => ({ marginDb, hangMs })));

interface Press {
  /** The frames the front end handed the press (RNNoise, level normalisation: the same for every candidate). */
  readonly frames: readonly PressFrame[];
  /** Whether the room heard before the key was voices (else the app hands the press on ungated). */
  readonly voices: boolean;
  /** Per 10 ms frame: 'speaker' (the voice above the room in it), 'room' (the voice silent) or null. */
  readonly truth: readonly ('speaker' | 'room' | null)[];
}

async function pressOf(text: string, voice: string, denoiser: Denoiser): Promise<Press> {
  const speaker: Speaker = { engine: 'flite', voice, tempo: 1, snrDb: 10, room: 'babble' };
  const { rate, samples: mix } = readWav(await speak(text, speaker));
  const alone = readWav(await voiceAlone(text, speaker)).samples;
  const size = rate / 100;
  const truth: Press['truth'][number][] = [];
  for (let at = 0; at + size <= mix.length; at += size) {
    const own = alone.subarray(at, at + size).map((x) => x * VOICE_IN_MIX);
    const room = mix.subarray(at, at + size).map((x, i) => x - own[i]!);
    const ownDb = toDb(level(own));
    truth.push(ownDb < SILENT_DB ? 'room' : ownDb > toDb(level(room)) ? 'speaker' : null);
  }
  const frames: PressFrame[] = [];
  let voices = false;
  const recorder = (front: FrontEnd) => {
    voices = front.room.voices;
    return { sound: 'raw' as const, push: (frame: PressFrame) => (frames.push(frame), [frame.raw]), flush: () => [] };
  };
  pressed(new FrontEnd({ rate, denoiser, agc: true }), mix, recorder);
  return { frames, voices, truth };
}

interface Count {
  roomPassed: number;
  room: number;
  speakerCut: number;
  speaker: number;
}

function judge(presses: readonly Press[], settings: GateSettings): Count {
  const count: Count = { roomPassed: 0, room: 0, speakerCut: 0, speaker: 0 };
  for (const { frames, voices, truth } of presses) {
    const gate = voices ? new SpeakerGate('raw', settings) : passThrough('raw');
    const out = [...frames.flatMap((frame) => gate.push(frame)), ...gate.flush()];
    truth.forEach((kind, i) => {
      const handedOn = out[i]?.some((x) => x !== 0) ?? false;
      if (kind === 'room') {
        count.room++;
        if (handedOn) count.roomPassed++;
      } else if (kind === 'speaker') {
        count.speaker++;
        if (!handedOn) count.speakerCut++;
      }
    });
  }
  return count;
}

const pct = (part: number, whole: number) => ((100 * part) / whole).toFixed(part / whole < 0.1 ? 2 : 1);
const line = (c: Count) => `room passed ${pct(c.roomPassed, c.room)} % of ${c.room}, speaker cut ${pct(c.speakerCut, c.speaker)} % of ${c.speaker}`;

async function main(): Promise<void> {
  const missing = missingOracleTools();
  if (missing.length > 0) throw new Error(`bench:gate needs ${missing.join(', ')} (apt-get install flite sox pocketsphinx)`);
  const sets = { plain: ORDERS, natural: halves(NATURAL_ORDERS).tuning };
  const denoiser = await createDenoiser();
  const presses: Record<keyof typeof sets, Press[]> = { plain: [], natural: [] };
  try {
    for (const name of ['plain', 'natural'] as const) for (const u of sets[name]) for (const v of VOICES) presses[name].push(await pressOf(u.text, v, denoiser));
  } finally {
    denoiser.dispose();
  }
  const gated = [...presses.plain, ...presses.natural].filter((p) => p.voices).length;
  console.log(`babble 10 dB, flite ${VOICES.join(', ')}: ${presses.plain.length} plain and ${presses.natural.length} natural presses, ${gated} heard as a room of voices (gated)`);
  for (const settings of CANDIDATES) {
    const [plain, natural] = [judge(presses.plain, settings), judge(presses.natural, settings)];
    const mark = settings.marginDb === GATE_SETTINGS.marginDb && settings.hangMs === GATE_SETTINGS.hangMs ? ' ← the app' : '';
    console.log(`margin ${settings.marginDb} dB, hang ${settings.hangMs} ms: plain ${line(plain)}; natural ${line(natural)}${mark}`);
  }
  const [plain, natural] = [judge(presses.plain, GATE_SETTINGS), judge(presses.natural, GATE_SETTINGS)];
  const all: Count = { roomPassed: plain.roomPassed + natural.roomPassed, room: plain.room + natural.room, speakerCut: plain.speakerCut + natural.speakerCut, speaker: plain.speaker + natural.speaker };
  console.log(`gate-room-passed: ${pct(all.roomPassed, all.room)} % (speaker cut ${pct(all.speakerCut, all.speaker)} %)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
