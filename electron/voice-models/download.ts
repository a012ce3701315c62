import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { InstallError } from './errors';

export interface Progress {
  readonly received: number;
  readonly total: number;
}

/**
 * Streams a URL to a file, hashing as it goes, and reports progress. The file appears under its
 * name only when complete and matching `sha256`; anything else leaves nothing behind.
 */
export async function download(
  url: string,
  file: string,
  expected: { bytes: number; sha256: string },
  onProgress: (progress: Progress) => void = () => undefined,
  signal?: AbortSignal,
): Promise<void> {
  const partial = `${file}.part`;
  let response: Response;
  try {
    response = await fetch(url, { signal });
  } catch (error) {
    throw new InstallError('download', `could not reach ${url}: ${(error as Error).message}`);
  }
  if (!response.ok || !response.body) throw new InstallError('download', `${url} answered ${response.status}`);
  const total = Number(response.headers.get('content-length')) || expected.bytes;
  const hash = createHash('sha256');
  const out = createWriteStream(partial);
  let received = 0;
  try {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      received += chunk.length;
      if (received > expected.bytes * 1.05) throw new InstallError('size', `${url} is larger than the ${expected.bytes} bytes expected`);
      hash.update(chunk);
      if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
      onProgress({ received, total });
    }
    await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
    const actual = hash.digest('hex');
    if (actual !== expected.sha256) throw new InstallError('checksum', `${url}: sha256 ${actual}, expected ${expected.sha256}`);
    await rename(partial, file);
  } catch (error) {
    out.destroy();
    await rm(partial, { force: true });
    throw error instanceof InstallError ? error : new InstallError('download', `download of ${url} failed: ${(error as Error).message}`);
  }
}
