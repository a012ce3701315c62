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
}

export interface Capture {
  /** While false, frames are dropped (push-to-talk up, or the app speaking). */
  setOpen(open: boolean): void;
  /** Hands over the last partial batch (on release). */
  flush(): void;
  stop(): Promise<void>;
}

export async function listMicrophones(): Promise<MediaDeviceInfo[]> {
  const devices = await navigator.mediaDevices.enumerateDevices();
  return devices.filter((d) => d.kind === 'audioinput');
}

export async function startCapture(options: CaptureOptions): Promise<Capture> {
  const stream = await navigator.mediaDevices.getUserMedia({
    audio: { deviceId: options.deviceId ? { exact: options.deviceId } : undefined, echoCancellation: true, noiseSuppression: true, channelCount: 1 },
  });
  const context = new AudioContext();
  await context.audioWorklet.addModule(new URL(WORKLET_URL, location.href).href);
  const source = context.createMediaStreamSource(stream);
  const node = new AudioWorkletNode(context, 'rumbo-capture');
  const resampler = new Resampler(context.sampleRate);
  const batcher = new Batcher(options.onBatch);
  let open = false;
  node.port.onmessage = (event: MessageEvent<Float32Array[]>) => {
    const mono = downmix(event.data);
    options.onLevel?.(level(mono));
    if (open) batcher.push(resampler.push(mono));
  };
  source.connect(node);
  for (const track of stream.getAudioTracks()) track.addEventListener('ended', () => options.onEnded?.(), { once: true });
  return {
    setOpen(value) {
      open = value;
    },
    flush() {
      batcher.flush();
    },
    async stop() {
      source.disconnect();
      node.disconnect();
      for (const track of stream.getTracks()) track.stop();
      await context.close();
    },
  };
}
