import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * The room around the speaker: quiet, pink noise, babble (three other voices saying table talk,
 * the noise of a LAN party) or talk-over (one other player saying a line while the order is spoken).
 */
export type Room = 'quiet' | 'pink' | 'babble' | 'talk';

/**
 * How one utterance is spoken: a synthetic voice, a speed, and the room. espeak-ng's formant voices
 * are the issue's speakers; flite's voices (CMU, like pocketsphinx) are built from recorded speech
 * and are what pocketsphinx's acoustic model understands best.
 */
export interface Speaker {
  readonly engine: 'espeak-ng' | 'flite';
  /** espeak-ng voice with variant ("en-us", "en+f3") or a flite voice ("kal16", "slt", "rms", "awb"). */
  readonly voice: string;
  /** 1 is the voice's normal speed; 1.2 is 20 % faster. */
  readonly tempo: number;
  /** Speech over the room's noise, in dB; null for a quiet room. */
  readonly snrDb: number | null;
  /** What the noise is (default: pink noise when snrDb is set). */
  readonly room?: Exclude<Room, 'quiet'>;
}

export function roomOf(speaker: Speaker): Room {
  return speaker.snrDb === null ? 'quiet' : (speaker.room ?? 'pink');
}

export function speakerName(speaker: Speaker): string {
  const room = roomOf(speaker);
  return `${speaker.engine} ${speaker.voice} ×${speaker.tempo} ${room === 'quiet' ? 'quiet' : `${room === 'pink' ? '' : `${room} `}${speaker.snrDb} dB`}`;
}

/** The clips are made at 48 kHz, the rate the browser's capture runs at (the front end's rate). */
export const CLIP_RATE = 48_000;
/** espeak-ng's default speed, in words per minute. */
const ESPEAK_WPM = 165;
/** The other players of the babble and talk-over rooms (flite voices other than the speaker's). */
const TABLE_VOICES = ['slt', 'rms', 'awb', 'kal16'];
/** What they say: table talk of their own, never an order. */
const TABLE_TALK = [
  'pass me the crisps please',
  'who is winning right now',
  'i need another drink',
  'that was a great move earlier',
  'my phone is almost dead',
  'are we ordering pizza later',
  'look at their faces',
  'i have no idea what is going on',
  'this game is so much fun',
  'be quiet they can hear us',
];

/**
 * Synthesised clips are cached between runs (keyed by everything that makes them), so a second
 * bench run only recognises: `sox -R` makes every clip, noise included, the same on every run.
 */
export const CACHE_DIR = join(tmpdir(), 'rumbo-voice-real-cache', 'v2');

const key = (parts: readonly unknown[]) => createHash('sha1').update(JSON.stringify(parts)).digest('hex').slice(0, 20);

/** Makes `file` with `make(tmp)` unless the cache has it; written under a temporary name, then renamed. */
async function cached(name: string, make: (out: string) => Promise<void>): Promise<string> {
  mkdirSync(CACHE_DIR, { recursive: true });
  const file = join(CACHE_DIR, `${name}.wav`);
  if (existsSync(file)) return file;
  const partial = join(CACHE_DIR, `${name}.${process.pid}.${Math.random().toString(36).slice(2)}.part.wav`);
  await make(partial);
  renameSync(partial, file);
  return file;
}

function synthesis(text: string, engine: Speaker['engine'], voice: string, tempo: number, out: string): [string, string[]] {
  if (engine === 'flite') return ['flite', ['-voice', voice, '--setf', `duration_stretch=${(1 / tempo).toFixed(3)}`, '-t', text, '-o', out]];
  return ['espeak-ng', ['-v', voice, '-s', String(Math.round(ESPEAK_WPM * tempo)), '-w', out, text]];
}

/** The voice alone, 48 kHz mono 16-bit, with `pad` seconds of silence either side. */
function clean(text: string, engine: Speaker['engine'], voice: string, tempo: number, pad: readonly [number, number]): Promise<string> {
  return cached(`clean-${key([text, engine, voice, tempo, pad])}`, async (out) => {
    const raw = `${out}.raw.wav`;
    const [command, args] = synthesis(text, engine, voice, tempo, raw);
    await run(command, args);
    await run('sox', ['-R', raw, '-r', String(CLIP_RATE), '-c', '1', '-b', '16', out, 'pad', String(pad[0]), String(pad[1])]);
    await run('rm', ['-f', raw]);
  });
}

const seconds = async (wav: string) => Number((await run('soxi', ['-D', wav])).stdout.trim());

/** `count` other players talking over each other for `length` seconds. */
function babble(length: number, speakerVoice: string, count: number, seed: number): Promise<string> {
  const voices = TABLE_VOICES.filter((v) => v !== speakerVoice).slice(0, count);
  return cached(`babble-${key([length.toFixed(2), voices, seed])}`, async (out) => {
    const tracks: string[] = [];
    for (const [i, voice] of voices.entries()) {
      const lines = [0, 1, 2].map((n) => TABLE_TALK[(seed + i * 3 + n) % TABLE_TALK.length]!);
      const parts = await Promise.all(lines.map((line) => clean(line, 'flite', voice, 1, [0.1, 0.15])));
      const track = `${out}.${i}.wav`;
      // Each player starts at another moment of their talk, so the voices overlap everywhere.
      await run('sox', [...parts, track, 'trim', String(0.4 * i + 0.2), String(length)]);
      tracks.push(track);
    }
    await run('sox', ['-R', ...(tracks.length > 1 ? ['-m'] : []), ...tracks, out, 'pad', '0', String(length)]);
    await run('sox', [out, `${out}.trim.wav`, 'trim', '0', String(length)]);
    renameSync(`${out}.trim.wav`, out);
    await run('rm', ['-f', ...tracks]);
  });
}

function pink(length: number): Promise<string> {
  return cached(`pink-${length.toFixed(2)}`, (out) => run('sox', ['-R', '-n', '-r', String(CLIP_RATE), '-c', '1', '-b', '16', out, 'synth', length.toFixed(3), 'pinknoise']).then(() => undefined));
}

/** The speaker's voice alone, as `speak` mixes it (times VOICE_IN_MIX): the truth of which frames are the speaker's. */
export function voiceAlone(text: string, speaker: Speaker): Promise<string> {
  return clean(text, speaker.engine, speaker.voice, speaker.tempo, [0.3, 0.4]);
}

/** The voice's gain in a mixed clip (halved with the noise: no clipping, same ratio). */
export const VOICE_IN_MIX = 0.5;

/**
 * Speaks `text` into a 48 kHz mono 16-bit WAV (cached), with a short silence either side (a
 * push-to-talk press starts before the first word). The room's noise is as long as the speech,
 * scaled so that speech RMS / noise RMS is the speaker's SNR, and mixed over the whole clip.
 */
export async function speak(text: string, speaker: Speaker): Promise<string> {
  const voice = await voiceAlone(text, speaker);
  const room = roomOf(speaker);
  if (room === 'quiet') return voice;
  return cached(`mix-${key([text, speaker])}`, async (out) => {
    const length = await seconds(voice);
    const seed = [...text].reduce((n, c) => n + c.charCodeAt(0), 0);
    const noise = room === 'pink' ? await pink(length) : await babble(length, speaker.voice, room === 'babble' ? 3 : 1, seed);
    const gain = (await rms(voice)) / (await rms(noise)) / 10 ** (speaker.snrDb! / 20);
    // Both halved explicitly (sox -m would halve only the inputs without -v): no clipping, same ratio.
    await run('sox', ['-R', '-m', '-v', String(VOICE_IN_MIX), voice, '-v', (gain * VOICE_IN_MIX).toFixed(5), noise, out]);
  });
}

/** RMS amplitude as sox measures it (`stat`). */
async function rms(wav: string): Promise<number> {
  const { stderr } = await run('sox', [wav, '-n', 'stat']);
  const value = /RMS\s+amplitude:\s+([\d.e-]+)/.exec(stderr)?.[1];
  if (!value) throw new Error(`sox stat gave no RMS for ${wav}`);
  return Number(value);
}
