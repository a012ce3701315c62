/**
 * Noise suppression: RNNoise (a small recurrent network trained on speech in noise) built to
 * WebAssembly by @shiguredo/rnnoise-wasm. It works on 10 ms frames of 48 kHz audio, so it runs
 * before the resampler, at the capture's rate (the capture asks the browser for 48 kHz).
 */
export const DENOISE_RATE = 48_000;

export interface Denoiser {
  /** Samples per frame (480: 10 ms at 48 kHz). */
  readonly frameSize: number;
  /** Denoises one frame (-1…1) in place; returns RNNoise's voice probability, 0–1. */
  process(frame: Float32Array): number;
  dispose(): void;
}

/** RNNoise works on 16-bit sample values. */
const SCALE = 32768;

type RnnoiseModule = Awaited<ReturnType<(typeof import('@shiguredo/rnnoise-wasm'))['Rnnoise']['load']>>;
let module: Promise<RnnoiseModule> | null = null;

/**
 * A new RNNoise state (the WebAssembly module is loaded once). The package is built for the web
 * only and checks for a window or a worker scope before starting; Node (the oracle, the tests) gets
 * an empty worker scope so the same build runs there too. The WebAssembly is inlined: nothing is fetched.
 */
export async function createDenoiser(): Promise<Denoiser> {
  const scope = globalThis as { window?: unknown; WorkerGlobalScope?: unknown };
  if (typeof scope.window !== 'object' && scope.WorkerGlobalScope === undefined) scope.WorkerGlobalScope = class {};
  module ??= import('@shiguredo/rnnoise-wasm').then(({ Rnnoise }) => Rnnoise.load());
  const rnnoise = await module;
  const state = rnnoise.createDenoiseState();
  return {
    frameSize: rnnoise.frameSize,
    process(frame) {
      for (let i = 0; i < frame.length; i++) frame[i]! *= SCALE;
      const voice = state.processFrame(frame);
      for (let i = 0; i < frame.length; i++) frame[i]! /= SCALE;
      return voice;
    },
    dispose: () => state.destroy(),
  };
}
