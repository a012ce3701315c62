import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { zipToTarGz } from './convert';
import { download, type Progress } from './download';
import { InstallError } from './errors';
import type { ModelEntry } from './manifest';
import { sha256File } from './sha256';

export type ModelSource = { readonly url?: string } | { readonly file: string };

/**
 * Puts `<name>.tar.gz` in `modelsDir`: downloaded from the manifest's URL (or another) or taken
 * from an archive the player picked, always checked against the manifest's sha256 first.
 */
export async function installModel(
  entry: ModelEntry,
  modelsDir: string,
  source: ModelSource = {},
  onProgress?: (progress: Progress) => void,
  signal?: AbortSignal,
): Promise<string> {
  await mkdir(modelsDir, { recursive: true });
  const target = join(modelsDir, `${entry.name}.tar.gz`);
  let zip: string;
  let downloaded = false;
  if ('file' in source) {
    zip = source.file;
    const actual = await sha256File(zip);
    if (actual !== entry.sha256) throw new InstallError('checksum', `${zip}: sha256 ${actual}, expected ${entry.sha256} (${entry.name})`);
  } else {
    zip = join(modelsDir, `${entry.name}.zip`);
    await download(source.url ?? entry.url, zip, entry, onProgress, signal);
    downloaded = true;
  }
  try {
    await zipToTarGz(zip, target, entry);
  } finally {
    if (downloaded) await rm(zip, { force: true });
  }
  return target;
}
