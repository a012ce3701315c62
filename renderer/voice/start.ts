import type { Lang } from '../../shared/orders';
import { voskGrammar } from '../../shared/orders';
import type { RumboDesktopApi } from '../../electron/shell/api-types';
import type { useVoiceStore } from '../stores/voice';
import { blocker, fetchWithProgress, hostModelUrl, microphoneProblem, MODEL_FOR } from './availability';
import { startCapture } from './capture';
import { ModelError, loadModel } from './model-loader';
import { modelWordsFromArchive } from './model-words';
import { VoskRecognizer } from './vosk-recognizer';

type VoiceStore = ReturnType<typeof useVoiceStore>;

const desktopApi = () => (window as { rumbo?: RumboDesktopApi }).rumbo;
const windowBlocker = () =>
  blocker({
    secure: window.isSecureContext,
    mediaDevices: Boolean(navigator.mediaDevices),
    desktopMainWindow: desktopApi() !== undefined && !location.pathname.includes('/voice/'),
  });

/** The installed model's URL: the desktop app's own models, else the host's (`/models/…` beside the app). */
async function modelUrl(lang: Lang): Promise<string | undefined> {
  const desktop = desktopApi();
  if (desktop) return (await desktop.models()).installed.find((m) => m.file.startsWith(MODEL_FOR[lang]))?.url;
  return hostModelUrl(lang, location.origin);
}

/**
 * What the seat's microphone shows before anything loads, so voice is discoverable everywhere it can
 * work: "Turn voice on" where a model is there to load, how to install one where it is not, and why
 * not on a page the browser gives no microphone (a LAN address over plain http).
 */
export async function probeVoice(voice: VoiceStore, lang: Lang, fetcher: typeof fetch = (...args) => fetch(...args)): Promise<void> {
  const blocked = windowBlocker();
  if (blocked) return voice.fail('unavailable', blocked);
  const url = await modelUrl(lang).catch(() => undefined);
  if (!url) return voice.fail('no-model', MODEL_FOR[lang]);
  const found = desktopApi() !== undefined || (await fetcher(url, { method: 'HEAD' }).catch(() => null))?.ok === true;
  if (!found) return voice.fail('no-model', MODEL_FOR[lang]);
  voice.status = 'available';
}

/**
 * The desktop app's first-run install: download (with progress) or a picked archive, sha256
 * checked by the main process; then voice starts. Errors say which problem it was.
 */
export async function installAndStart(voice: VoiceStore, lang: Lang, pick: boolean): Promise<void> {
  const desktop = desktopApi();
  if (!desktop) return;
  const file = pick ? await desktop.pickModelArchive() : undefined;
  if (pick && !file) return;
  voice.status = 'installing';
  voice.progress = 0;
  const stop = desktop.onModelProgress(({ received, total }) => (voice.progress = total > 0 ? received / total : 0));
  try {
    const installed = await desktop.installModel(lang, file ?? undefined);
    await startVoice(voice, lang, { modelUrl: installed.url });
  } catch (error) {
    voice.fail('error', String(error instanceof Error ? error.message : error));
  } finally {
    stop();
  }
}

/**
 * Starts real voice where it can work: a desktop seat window (secure app:// origin) or a browser seat
 * on localhost, with a model for the language (installed in the app, or served by the host). The
 * archive is read once with progress; anywhere else the seat plays without voice and says why.
 */
export async function startVoice(voice: VoiceStore, lang: Lang, options: { modelUrl?: string; deviceId?: string } = {}): Promise<void> {
  // The missing model first: in the desktop app that is what the panel's install buttons fix.
  const url = options.modelUrl ?? (await modelUrl(lang));
  if (!url) return voice.fail('no-model', MODEL_FOR[lang]);
  const blocked = windowBlocker();
  if (blocked) return voice.fail('unavailable', blocked);
  voice.status = 'loading';
  voice.progress = 0;
  try {
    if ((await fetchWithProgress(url, (fraction) => (voice.progress = fraction))) === 'missing') return voice.fail('no-model', MODEL_FOR[lang]);
    const { createModel } = await import('vosk-browser');
    const model = await loadModel(createModel, url);
    const recognizer = new VoskRecognizer(model, voskGrammar(lang));
    // The model's vocabulary, read again from the archive the browser just cached, in the background:
    // grammar words the model lacks are then named on the seat instead of being dropped silently.
    void fetch(url)
      .then((response) => (response.ok && response.body ? modelWordsFromArchive(response.body) : null))
      .then((words) => words && recognizer.setModelWords(words))
      .catch(() => undefined);
    const capture = (deviceId: string | undefined) =>
      startCapture({
        deviceId,
        onBatch: (samples) => recognizer.accept(samples),
        onLevel: (value) => voice.heardLevel(value),
        onEndpoint: (speaking) => voice.heardEndpoint(speaking),
        onEnded: () => voice.lostMicrophone(),
      });
    const mic = await capture(options.deviceId ?? (voice.micId || undefined));
    voice.attach(recognizer, mic, (deviceId) => capture(deviceId || undefined));
  } catch (error) {
    voice.fail('error', error instanceof ModelError ? error.problem : (microphoneProblem(error) ?? String(error)));
  }
}
