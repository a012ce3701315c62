import { HANGOVER_MS } from '../../renderer/voice/push-to-talk';
import { Resampler } from '../../renderer/voice/resample';
import { createDenoiser } from '../../renderer/voice/frontend/denoise';
import { PRE_ROLL_MS } from '../../renderer/voice/frontend/endpoint';
import { FrontEnd, pressFrame, type Frame } from '../../renderer/voice/frontend/front-end';
import type { Press } from '../../renderer/voice/frontend/speaker-gate';
import type { ListenMode } from '../../shared/orders';

/** Which pieces of the app's front end run (the bench compares them; the app runs FRONT_END). */
export interface FrontEndChoice {
  readonly denoise: boolean;
  readonly agc: boolean;
}

/** What the app runs (renderer/voice/capture.ts): the measured choice, docs/decisions.md issue 17. */
export const APP_FRONT_END: FrontEndChoice = { denoise: true, agc: true };

/**
 * What the app hands its recognizer from one clip of microphone audio, at 16 kHz: the capture's
 * own front end (renderer/voice/frontend) and resampler run on it. With push-to-talk the whole
 * clip is one utterance (the key is down before the first word and up after the last); with an
 * open microphone the endpointer cuts it into utterances, each with its pre-roll and the
 * push-to-talk hangover the endpoint's release goes through. No front end: the clip as captured.
 */
export async function utterances(samples: Float32Array, rate: number, mode: ListenMode, choice: FrontEndChoice | null): Promise<Float32Array[]> {
  const denoiser = choice?.denoise ? await createDenoiser() : null;
  try {
    const front = new FrontEnd({ rate, denoiser, agc: choice?.agc ?? false });
    const to16k = (parts: readonly Float32Array[]) => new Resampler(rate).push(concat(parts));
    if (mode === 'ptt' && choice !== null) return [to16k(pressed(front, samples))];
    const frames: Frame[] = [...front.push(samples)];
    const last = front.flush();
    if (last) frames.push(last);
    if (mode === 'ptt' || choice === null) return [to16k(frames.map((f) => f.samples))];
    return endpointed(frames, front.frameSize, rate).map(to16k);
  } finally {
    denoiser?.dispose();
  }
}

/** Every clip starts with this much of the room alone (synth.ts: the key goes down before the first word). */
const LEAD_S = 0.3;
/** How long the front end hears the room before a press. */
const ROOM_BEFORE_S = 1.2;

/**
 * A push-to-talk press over the whole clip (the key is down before the first word and up after the
 * last), fed to the front end a frame at a time as the capture does, so the press's choice of sound
 * is made on what the front end had heard by then, not on the whole clip. `makePress` stands for the
 * app's choice of press (the gate bench tries other settings); the output is a frame per frame fed.
 */
export function pressed(front: FrontEnd, samples: Float32Array, makePress: (front: FrontEnd) => Press = (f) => f.press()): Float32Array[] {
  // The room heard while the key was up: the capture runs between presses; here, the clip's own lead.
  const lead = samples.subarray(0, Math.round(LEAD_S * front.frameSize * 100));
  for (let heard = 0; heard < ROOM_BEFORE_S; heard += LEAD_S) front.push(lead);
  const press = makePress(front);
  const out: Float32Array[] = [];
  const toPress = (frame: Frame) => out.push(...press.push(pressFrame(frame)));
  for (let at = 0; at < samples.length; at += front.frameSize) front.push(samples.subarray(at, at + front.frameSize)).forEach(toPress);
  const last = front.flush();
  if (last) toPress(last);
  out.push(...press.flush());
  return out;
}

/** The open microphone's utterances: from an endpoint start (with pre-roll) to its end plus the hangover. */
function endpointed(frames: readonly Frame[], frameSize: number, rate: number): Float32Array[][] {
  const preRoll = Math.ceil(PRE_ROLL_MS / ((1000 * frameSize) / rate));
  const hangover = Math.ceil(HANGOVER_MS / ((1000 * frameSize) / rate));
  const out: Float32Array[][] = [];
  let current: Float32Array[] | null = null;
  let closing = -1;
  frames.forEach((frame, i) => {
    if (current && closing >= 0 && i - closing >= hangover) {
      out.push(current);
      current = null;
      closing = -1;
    }
    if (frame.event === 'start') {
      if (current) closing = -1;
      else current = frames.slice(Math.max(0, i - preRoll), i).map((f) => f.samples);
    }
    if (current) current.push(frame.samples);
    if ((frame.event === 'end' || frame.event === 'cut') && current) closing = i;
  });
  if (current) out.push(current);
  return out;
}

function concat(parts: readonly Float32Array[]): Float32Array {
  const out = new Float32Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
