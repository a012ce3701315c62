import { describe, expect, it } from 'vitest';
import { useVoiceStore } from '../../renderer/stores/voice';
import { installAndStart, probeVoice, startVoice } from '../../renderer/voice/start';
import { plugins } from './support';

function fakeDesktop(install: () => Promise<never>) {
  const progress: Array<(p: { received: number; total: number }) => void> = [];
  const calls: unknown[] = [];
  (window as { rumbo?: unknown }).rumbo = {
    models: async () => ({ dirs: ['/models'], installed: [] }),
    pickModelArchive: async () => '/home/ana/vosk-model-small-es-0.42.zip',
    onModelProgress: (cb: (p: { received: number; total: number }) => void) => {
      progress.push(cb);
      return () => undefined;
    },
    installModel: async (...args: unknown[]) => {
      calls.push(args);
      for (const cb of progress) cb({ received: 20, total: 40 });
      return install();
    },
  };
  return calls;
}

describe('voice without a model', () => {
  it('says which model is missing, and the game goes on without voice', async () => {
    plugins();
    fakeDesktop(() => Promise.reject(new Error('unused')));
    const voice = useVoiceStore();
    await startVoice(voice, 'es');
    expect(voice.status).toBe('no-model');
    expect(voice.problem).toBe('vosk-model-small-es-0.42');
  });

  it('installs from the app with progress, and a failed check ends in a clear error', async () => {
    plugins();
    const calls = fakeDesktop(() => Promise.reject(new Error('failed: checksum: sha256 0000…, expected 09b2…')));
    const voice = useVoiceStore();
    const seen: number[] = [];
    const unwatch = voice.$subscribe(() => seen.push(voice.progress));
    await installAndStart(voice, 'es', false);
    unwatch();
    expect(calls).toEqual([['es', undefined]]);
    expect(seen).toContain(0.5);
    expect(voice.status).toBe('error');
    expect(voice.problem).toMatch(/checksum/);
    await installAndStart(voice, 'es', true);
    expect(calls[1]).toEqual(['es', '/home/ana/vosk-model-small-es-0.42.zip']);
  });
});

describe('a browser seat finds out whether voice can work', () => {
  const browserPage = (mediaDevices: boolean) => {
    delete (window as { rumbo?: unknown }).rumbo;
    Object.defineProperty(window, 'isSecureContext', { configurable: true, value: true });
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: mediaDevices ? {} : undefined });
  };
  const host = (status: number): typeof fetch => (async () => new Response(null, { status })) as typeof fetch;
  const f8 = (voice: ReturnType<typeof useVoiceStore>) => voice.onKey(new KeyboardEvent('keydown', { key: 'F8' }), true);

  it('offers "Turn voice on" when the host serves the model, and says how to install one when it does not', async () => {
    plugins();
    browserPage(true);
    const voice = useVoiceStore();
    await probeVoice(voice, 'en', host(404));
    expect([voice.status, voice.problem, voice.micState]).toEqual(['no-model', 'vosk-model-small-en-us-0.15', 'no-model']);
    await probeVoice(voice, 'en', host(200));
    expect([voice.status, voice.micState]).toEqual(['available', 'available']);
    expect(voice.panel).toBe(false);
  });

  it('F8 while voice cannot listen raises the "why" notice instead of doing nothing', async () => {
    plugins();
    browserPage(true);
    const voice = useVoiceStore();
    await probeVoice(voice, 'es', host(404));
    expect(voice.notice).toBe(false);
    f8(voice);
    expect(voice.notice).toBe(true);
  });

  it('a page the browser gives no microphone says so before looking for a model', async () => {
    plugins();
    browserPage(false);
    const voice = useVoiceStore();
    let asked = false;
    await probeVoice(voice, 'en', (async () => ((asked = true), new Response(null, { status: 200 }))) as typeof fetch);
    expect([voice.status, voice.problem, asked]).toEqual(['unavailable', 'no-microphone-api', false]);
  });
});
