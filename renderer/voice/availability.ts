import type { Lang } from '../../shared/orders';

/** Which model archive serves a language (the names of models/manifest.json). */
export const MODEL_FOR: Readonly<Record<Lang, string>> = {
  es: 'vosk-model-small-es-0.42',
  en: 'vosk-model-small-en-us-0.15',
  it: 'vosk-model-small-it-0.22',
};

/**
 * Where a browser seat finds the model: the host serves the archives `npm run models` installed, under
 * `/models/` beside the app (electron/host/http.ts).
 */
export function hostModelUrl(lang: Lang, origin: string): string {
  return new URL(`/models/${MODEL_FOR[lang]}.tar.gz`, origin).href;
}

/**
 * Why voice cannot listen in this window, before anything is loaded: a page that is not a secure
 * context (a LAN address over plain http) gets no microphone from the browser at all.
 */
export type VoiceBlocker = 'insecure' | 'no-microphone-api' | 'desktop-main-window';

export function blocker(env: { readonly secure: boolean; readonly mediaDevices: boolean; readonly desktopMainWindow?: boolean }): VoiceBlocker | null {
  // The desktop app's main window keeps a strict CSP and no microphone; its seat windows (/voice/) have voice.
  if (env.desktopMainWindow) return 'desktop-main-window';
  if (!env.secure) return 'insecure';
  if (!env.mediaDevices) return 'no-microphone-api';
  return null;
}

/** The words for a microphone problem voice stopped on, where it is one of ours (else the raw message is shown). */
export function microphoneProblemKey(problem: string): string | null {
  const keys: Record<string, string> = { 'mic-denied': 'voice.why.micDenied', 'mic-missing': 'voice.why.micMissing', 'mic-lost': 'voice.why.micLost' };
  return keys[problem] ?? null;
}

/** getUserMedia's refusals, by the names browsers give them. */
export function microphoneProblem(error: unknown): 'mic-denied' | 'mic-missing' | null {
  const name = error instanceof Error || (typeof error === 'object' && error !== null && 'name' in error) ? (error as { name: string }).name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'mic-denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError') return 'mic-missing';
  return null;
}

/**
 * Reads a model archive once with progress (vosk-browser's own loader reports none), so the screen
 * can show how far loading is and a missing archive is a plain "no model" instead of a load that never
 * ends. The worker then fetches the same URL again, from the HTTP cache or from this machine.
 */
export async function fetchWithProgress(url: string, onProgress: (fraction: number) => void, fetcher: typeof fetch = fetch): Promise<'ok' | 'missing'> {
  const response = await fetcher(url);
  if (response.status === 404) return 'missing';
  if (!response.ok || !response.body) throw new Error(`HTTP ${response.status} for ${url}`);
  const total = Number(response.headers.get('content-length') ?? 0);
  const reader = response.body.getReader();
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.length;
    if (total > 0) onProgress(Math.min(1, received / total));
  }
  onProgress(1);
  return 'ok';
}
