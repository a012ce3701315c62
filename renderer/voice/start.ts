import type { Lang } from '../../shared/orders';
import { voskGrammar } from '../../shared/orders';
import type { RumboDesktopApi } from '../../electron/shell/api-types';
import type { useVoiceStore } from '../stores/voice';
import { startCapture } from './capture';
import { ModelError, loadModel } from './model-loader';
import { VoskRecognizer } from './vosk-recognizer';

type VoiceStore = ReturnType<typeof useVoiceStore>;

/** Which model archive serves a language (the manifest's names). */
const MODEL_FOR: Record<Lang, string> = {
  es: 'vosk-model-small-es-0.42',
  en: 'vosk-model-small-en-us-0.15',
  it: 'vosk-model-small-it-0.22',
};

/**
 * The desktop app's first-run install: download (with progress) or a picked archive, sha256
 * checked by the main process; then voice starts. Errors say which problem it was.
 */
export async function installAndStart(voice: VoiceStore, lang: Lang, pick: boolean): Promise<void> {
  const desktop = (window as { rumbo?: RumboDesktopApi }).rumbo;
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
 * Starts real voice where it can work: a desktop seat window with voice (secure app:// origin,
 * microphone allowed) and an installed model for the language. Anywhere else the seat plays
 * without voice and the panel says why.
 */
export async function startVoice(voice: VoiceStore, lang: Lang, options: { modelUrl?: string; deviceId?: string } = {}): Promise<void> {
  const desktop = (window as { rumbo?: RumboDesktopApi }).rumbo;
  let url = options.modelUrl;
  if (!url && desktop) {
    const installed = (await desktop.models()).installed.find((m) => m.file.startsWith(MODEL_FOR[lang]));
    url = installed?.url;
  }
  if (!url) return voice.fail('no-model', MODEL_FOR[lang]);
  if (!window.isSecureContext || !navigator.mediaDevices) return voice.fail('error', 'insecure-context');
  voice.status = 'loading';
  try {
    const { createModel } = await import('vosk-browser');
    const model = await loadModel(createModel, url);
    const recognizer = new VoskRecognizer(model, voskGrammar(lang));
    const capture = (deviceId: string | undefined) =>
      startCapture({ deviceId, onBatch: (samples) => recognizer.accept(samples), onLevel: (value) => voice.heardLevel(value) });
    const mic = await capture(options.deviceId ?? (voice.micId || undefined));
    voice.attach(recognizer, mic, (deviceId) => capture(deviceId || undefined));
  } catch (error) {
    voice.fail('error', error instanceof ModelError ? error.problem : String(error));
  }
}
