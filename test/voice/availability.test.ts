import { describe, expect, it } from 'vitest';
import { blocker, fetchWithProgress, hostModelUrl, microphoneProblem } from '../../renderer/voice/availability';

describe('where voice can listen', () => {
  it('a page that is not a secure context (a LAN address over http) gets no microphone; localhost does', () => {
    expect(blocker({ secure: false, mediaDevices: false })).toBe('insecure');
    expect(blocker({ secure: true, mediaDevices: false })).toBe('no-microphone-api');
    expect(blocker({ secure: true, mediaDevices: true })).toBeNull();
    expect(blocker({ secure: true, mediaDevices: true, desktopMainWindow: true })).toBe('desktop-main-window');
  });

  it('a browser seat looks for its language\'s model on the host that served it', () => {
    expect(hostModelUrl('en', 'http://localhost:47800')).toBe('http://localhost:47800/models/vosk-model-small-en-us-0.15.tar.gz');
    expect(hostModelUrl('es', 'http://127.0.0.1:5000')).toBe('http://127.0.0.1:5000/models/vosk-model-small-es-0.42.tar.gz');
  });

  it('names the microphone refusals browsers give', () => {
    expect(microphoneProblem(new DOMException('denied', 'NotAllowedError'))).toBe('mic-denied');
    expect(microphoneProblem(new DOMException('none', 'NotFoundError'))).toBe('mic-missing');
    expect(microphoneProblem(new Error('something else'))).toBeNull();
    expect(microphoneProblem('text')).toBeNull();
  });
});

describe('reading the model with progress', () => {
  const served = (status: number, chunks: number[], length = true): typeof fetch =>
    (async () => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          for (const size of chunks) controller.enqueue(new Uint8Array(size));
          controller.close();
        },
      });
      const total = chunks.reduce((a, b) => a + b, 0);
      return new Response(status === 404 ? null : body, { status, headers: length ? { 'content-length': String(total) } : {} });
    }) as typeof fetch;

  it('reports how far it got, ending at 100 %', async () => {
    const seen: number[] = [];
    expect(await fetchWithProgress('x', (f) => seen.push(f), served(200, [250, 250, 500]))).toBe('ok');
    expect(seen).toEqual([0.25, 0.5, 1, 1]);
  });

  it('a missing archive is "missing", not a load that never ends; other failures throw', async () => {
    expect(await fetchWithProgress('x', () => undefined, served(404, []))).toBe('missing');
    await expect(fetchWithProgress('x', () => undefined, served(500, [1]))).rejects.toThrow('HTTP 500');
  });

  it('without a length it still finishes at 100 %', async () => {
    const seen: number[] = [];
    await fetchWithProgress('x', (f) => seen.push(f), served(200, [10, 10], false));
    expect(seen).toEqual([1]);
  });
});
