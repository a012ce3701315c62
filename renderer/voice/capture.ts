import { createDenoiser, DENOISE_RATE, type Denoiser } from './frontend/denoise';
import { FrontEnd, pressFrame, type Frame } from './frontend/front-end';
import type { Press } from './frontend/speaker-gate';
import { Batcher, Resampler, downmix, level } from './resample';

/**
 * The AudioWorklet (public/capture-worklet.js) only forwards raw frames; resampling and batching
 * run here, where they are tested. It is served as a file because the CSP forbids blob scripts.
 */
const WORKLET_URL = './capture-worklet.js';

export interface CaptureOptions {
  readonly deviceId?: string;
  /** 16 kHz mono batches of ~4096 samples. */
  readonly onBatch: (samples: Float32Array) => void;
  /** 0–1, about 40 times a second, for the level meter and the voice gate. */
  readonly onLevel?: (value: number) => void;
  /** The microphone went away (unplugged, or its permission revoked) while capturing. */
  readonly onEnded?: () => void;
  /**
   * The open microphone's endpoint (renderer/voice/frontend/endpoint.ts): true when an utterance
   * starts (opening the capture then also hands over the pre-roll, the first syllable), false when it
   * ends. Push-to-talk ignores it: the key opens and closes at once.
   */
  readonly onEndpoint?: (speaking: boolean) => void;
}

export interface Capture {
  /**
   * While false, frames are dropped (push-to-talk up, or the app speaking). `press`: the key went
   * down, so the frames go through the front end's push-to-talk path (FrontEnd.press: shaped by the
   * room heard until now; a push-to-talk seat's mic check too); otherwise (open microphone) they
   * stream as processed.
   */
  setOpen(open: boolean, press?: boolean): void;
  /** Hands over the last partial batch (on release). */
  flush(): void;
  stop(): Promise<void>;
}

export async function listMicrophones(): Promise<MediaDeviceInfo[]> {
  const devices = await navigator.mediaDevices.enumerateDevices();
  return devices.filter((d) => d.kind === 'audioinput');
}

/**
 * The microphone through the app's own front end (renderer/voice/frontend: RNNoise, level
 * normalisation, endpoint), the same one the test oracle measures; the browser's own noise
 * suppression and gain control are off so that what runs is what was measured (docs/decisions.md,
 * issue 17). Without RNNoise (it failed to load) the browser's are asked for instead.
 */
export async function startCapture(options: CaptureOptions): Promise<Capture> {
  const denoiser: Denoiser | null = await createDenoiser().catch(() => null);
  const own = denoiser !== null;
  const stream = await navigator.mediaDevices.getUserMedia({
    audio: { deviceId: options.deviceId ? { exact: options.deviceId } : undefined, echoCancellation: true, noiseSuppression: !own, autoGainControl: !own, channelCount: 1 },
  });
  // RNNoise's rate: the browser resamples the microphone to it.
  const context = new AudioContext({ sampleRate: DENOISE_RATE });
  await context.audioWorklet.addModule(new URL(WORKLET_URL, location.href).href);
  const source = context.createMediaStreamSource(stream);
  const node = new AudioWorkletNode(context, 'rumbo-capture');
  const resampler = new Resampler(context.sampleRate);
  const batcher = new Batcher(options.onBatch);
  const front = new FrontEnd({ rate: context.sampleRate, denoiser });
  let open = false;
  let press: Press | null = null;
  const send = (samples: Float32Array) => batcher.push(resampler.push(samples));
  const pass = (frame: Frame) => (press ? press.push(pressFrame(frame)).forEach(send) : send(frame.samples));
  node.port.onmessage = (event: MessageEvent<Float32Array[]>) => {
    const mono = downmix(event.data);
    options.onLevel?.(level(mono));
    for (const frame of front.push(mono)) {
      if (frame.event === 'start') {
        const wasOpen = open;
        options.onEndpoint?.(true);
        if (!wasOpen && open && !press) send(front.preRoll());
      }
      if (open) pass(frame);
      if (frame.event === 'end' || frame.event === 'cut') options.onEndpoint?.(false);
    }
  };
  source.connect(node);
  for (const track of stream.getAudioTracks()) track.addEventListener('ended', () => options.onEnded?.(), { once: true });
  return {
    setOpen(value, pressed = false) {
      // Closing mid-press (the app speaks) hands on what the press still holds: the speaker's last words.
      if (!value && press) press.flush().forEach(send);
      if (value && !open) press = pressed ? front.press() : null;
      if (!value) press = null;
      open = value;
    },
    flush() {
      const last = front.flush();
      if (open && last) pass(last);
      press?.flush().forEach(send);
      batcher.flush();
    },
    async stop() {
      source.disconnect();
      node.disconnect();
      for (const track of stream.getTracks()) track.stop();
      denoiser?.dispose();
      await context.close();
    },
  };
}
