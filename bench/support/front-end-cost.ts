import { createDenoiser } from '../../renderer/voice/frontend/denoise';
import { FRAME_MS } from '../../renderer/voice/frontend/endpoint';
import { FrontEnd, pressFrame, type Frame } from '../../renderer/voice/frontend/front-end';
import { SpeakerGate } from '../../renderer/voice/frontend/speaker-gate';
import { Resampler } from '../../renderer/voice/resample';
import { percentile } from './moves-watch';

/** What the worklet hands the page: 128 samples at a time, at the capture's 48 kHz. */
const MESSAGE = 128;
const RATE = 48_000;

/**
 * The capture's front end (RNNoise, level normalisation, endpoint) and resampler on `seconds` of
 * speech-like audio (tone bursts in noise), fed as the worklet feeds it. Returns the time per worklet
 * message, the share of real time, and what a push-to-talk release waits for: the partial frame the
 * front end still holds (at most one frame, FRAME_MS) processed on flush. The frames go through a
 * push-to-talk press in a room of voices, the dearest path (both sounds, the speaker gate, whose release
 * hands on GATE_DELAY_MS of held frames at once).
 */
export async function frontEndCost(seconds = 30): Promise<{ p95MessageMs: number; realTimeShare: number; releaseMs: number }> {
  const denoiser = await createDenoiser();
  const front = new FrontEnd({ rate: RATE, denoiser });
  const resampler = new Resampler(RATE);
  let seed = 7;
  const noise = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 31 - 1) * 0.01;
  let press = new SpeakerGate('raw');
  const pass = (frame: Frame) => press.push(pressFrame(frame)).forEach((f) => resampler.push(f));
  const times: number[] = [];
  let total = 0;
  for (let at = 0; at < seconds * RATE; at += MESSAGE) {
    const burst = Math.floor(at / (RATE * 0.4)) % 2 === 0;
    const message = Float32Array.from({ length: MESSAGE }, (_, i) => noise() + (burst ? 0.2 * Math.sin((2 * Math.PI * 220 * (at + i)) / RATE) : 0));
    const started = performance.now();
    front.push(message).forEach(pass);
    const spent = performance.now() - started;
    times.push(spent);
    total += spent;
  }
  const releases: number[] = [];
  for (let n = 0; n < 50; n++) {
    press = new SpeakerGate('raw');
    for (let m = 0; m < 100; m++) front.push(Float32Array.from({ length: MESSAGE }, noise)).forEach(pass);
    const started = performance.now();
    const last = front.flush();
    if (last) pass(last);
    press.flush().forEach((f) => resampler.push(f));
    releases.push(performance.now() - started);
  }
  denoiser.dispose();
  return { p95MessageMs: percentile(times, 95), realTimeShare: total / (seconds * 1000), releaseMs: percentile(releases, 95) + FRAME_MS };
}
