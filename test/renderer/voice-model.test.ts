import { describe, expect, it } from 'vitest';
import { useVoiceStore } from '../../renderer/stores/voice';
import { installAndStart, startVoice } from '../../renderer/voice/start';
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
