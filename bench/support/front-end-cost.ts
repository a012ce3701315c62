import { createDenoiser } from '../../renderer/voice/frontend/denoise';
import { FRAME_MS } from '../../renderer/voice/frontend/endpoint';
import { FrontEnd } from '../../renderer/voice/frontend/front-end';
import { Resampler } from '../../renderer/voice/resample';
import { percentile } from './moves-watch';

/** What the worklet hands the page: 128 samples at a time, at the capture's 48 kHz. */
const MESSAGE = 128;
const RATE = 48_000;

/**
 * The capture's front end (RNNoise, level normalisation, endpoint) and resampler on `seconds` of
 * speech-like audio (tone bursts in noise), fed as the worklet feeds it. Returns the time per worklet
 * message, the share of real time, and what a push-to-talk release waits for: the partial frame the
 * front end still holds (at most one frame, FRAME_MS) processed on flush.
 */
export async function frontEndCost(seconds = 30): Promise<{ p95MessageMs: number; realTimeShare: number; releaseMs: number }> {
  const denoiser = await createDenoiser();
  const front = new FrontEnd({ rate: RATE, denoiser });
  const resampler = new Resampler(RATE);
  let seed = 7;
  const noise = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 31 - 1) * 0.01;
  const times: number[] = [];
  let total = 0;
  for (let at = 0; at < seconds * RATE; at += MESSAGE) {
    const burst = Math.floor(at / (RATE * 0.4)) % 2 === 0;
    const message = Float32Array.from({ length: MESSAGE }, (_, i) => noise() + (burst ? 0.2 * Math.sin((2 * Math.PI * 220 * (at + i)) / RATE) : 0));
    const started = performance.now();
    for (const frame of front.push(message)) resampler.push(frame.samples);
    const spent = performance.now() - started;
    times.push(spent);
    total += spent;
  }
  const releases: number[] = [];
  for (let n = 0; n < 50; n++) {
    front.push(new Float32Array(MESSAGE * 2));
    const started = performance.now();
    const last = front.flush();
    if (last) resampler.push(last.samples);
    releases.push(performance.now() - started);
  }
  denoiser.dispose();
  return { p95MessageMs: percentile(times, 95), realTimeShare: total / (seconds * 1000), releaseMs: percentile(releases, 95) + FRAME_MS };
}
