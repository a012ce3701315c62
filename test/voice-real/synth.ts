import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * How one utterance is spoken: a synthetic voice, a speed, and room noise (or none).
 * espeak-ng's formant voices are the issue's speakers; flite's voices (CMU, like pocketsphinx) are
 * built from recorded speech and are what pocketsphinx's acoustic model understands best.
 */
export interface Speaker {
  readonly engine: 'espeak-ng' | 'flite';
  /** espeak-ng voice with variant ("en-us", "en+f3") or a flite voice ("kal16", "slt", "rms", "awb"). */
  readonly voice: string;
  /** 1 is the voice's normal speed; 1.2 is 20 % faster. */
  readonly tempo: number;
  /** Signal-to-noise ratio of added pink noise, in dB; null for a quiet room. */
  readonly snrDb: number | null;
}

export function speakerName(speaker: Speaker): string {
  return `${speaker.engine} ${speaker.voice} ×${speaker.tempo} ${speaker.snrDb === null ? 'quiet' : `${speaker.snrDb} dB`}`;
}

/** espeak-ng's default speed, in words per minute. */
const ESPEAK_WPM = 165;

function synthesis(text: string, speaker: Speaker, out: string): [string, string[]] {
  if (speaker.engine === 'flite') return ['flite', ['-voice', speaker.voice, '--setf', `duration_stretch=${(1 / speaker.tempo).toFixed(3)}`, '-t', text, '-o', out]];
  return ['espeak-ng', ['-v', speaker.voice, '-s', String(Math.round(ESPEAK_WPM * speaker.tempo)), '-w', out, text]];
}

/**
 * Speaks `text` into a 16 kHz mono 16-bit WAV at `dir/name.wav`, with a short silence either side
 * (a push-to-talk press starts before the first word). Noise is pink noise as long as the speech,
 * scaled so that speech RMS / noise RMS is the speaker's SNR, and mixed over the whole clip.
 */
export async function speak(text: string, speaker: Speaker, dir: string, name: string): Promise<string> {
  const raw = join(dir, `${name}.raw.wav`);
  const out = join(dir, `${name}.wav`);
  const clean = speaker.snrDb === null ? out : join(dir, `${name}.clean.wav`);
  const [command, args] = synthesis(text, speaker, raw);
  await run(command, args);
  // -R: repeatable (sox seeds its dither and noise the same way every run).
  await run('sox', ['-R', raw, '-r', '16000', '-c', '1', '-b', '16', clean, 'pad', '0.3', '0.4']);
  if (speaker.snrDb === null) return out;
  const speechRms = await rms(clean);
  const seconds = Number((await run('soxi', ['-D', clean])).stdout.trim());
  const noise = join(dir, `${name}.noise.wav`);
  await run('sox', ['-R', '-n', '-r', '16000', '-c', '1', '-b', '16', noise, 'synth', String(seconds), 'pinknoise']);
  const noiseRms = await rms(noise);
  const gain = speechRms / noiseRms / 10 ** (speaker.snrDb / 20);
  // Both halved explicitly (sox -m would halve only the inputs without -v): no clipping, same ratio.
  await run('sox', ['-R', '-m', '-v', '0.5', clean, '-v', (gain / 2).toFixed(5), noise, out]);
  return out;
}

/** RMS amplitude as sox measures it (`stat`). */
async function rms(wav: string): Promise<number> {
  const { stderr } = await run('sox', [wav, '-n', 'stat']);
  const value = /RMS\s+amplitude:\s+([\d.e-]+)/.exec(stderr)?.[1];
  if (!value) throw new Error(`sox stat gave no RMS for ${wav}`);
  return Number(value);
}
