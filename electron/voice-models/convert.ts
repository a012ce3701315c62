import { readFile, rename, writeFile } from 'node:fs/promises';
import { gzipSync, unzipSync } from 'fflate';
import { InstallError } from './errors';
import type { ModelEntry } from './manifest';
import { tarFiles } from './tar';

/** Files every Vosk model has; an archive without them is not a model. */
const REQUIRED = ['am/final.mdl', 'conf/mfcc.conf'];

/**
 * The Vosk project ships .zip archives; vosk-browser loads a .tar.gz. Unpack, check it is the
 * model the manifest names (same folder, hence same language), and repack.
 */
export async function zipToTarGz(zipFile: string, tarGzFile: string, entry: ModelEntry): Promise<void> {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(new Uint8Array(await readFile(zipFile)));
  } catch (error) {
    throw new InstallError('corrupt', `${zipFile} is not a readable zip: ${(error as Error).message}`);
  }
  const entries = Object.entries(files).filter(([name]) => !name.endsWith('/'));
  const roots = new Set(entries.map(([name]) => name.split('/')[0]!));
  const root = roots.size === 1 ? [...roots][0]! : '';
  if (root !== entry.name) {
    const other = /vosk-model(?:-small)?-([a-z]{2})/.exec(root)?.[1];
    if (other && !entry.name.includes(`-${other}-`)) {
      throw new InstallError('wrong-language', `${zipFile} holds ${root}, not the ${entry.lang} model ${entry.name}`);
    }
    throw new InstallError('corrupt', `${zipFile} holds ${[...roots].slice(0, 3).join(', ') || 'nothing'}, not ${entry.name}`);
  }
  for (const required of REQUIRED) {
    if (!files[`${root}/${required}`]) throw new InstallError('corrupt', `${zipFile} lacks ${required}: not a Vosk model`);
  }
  const partial = `${tarGzFile}.part`;
  await writeFile(partial, gzipSync(tarFiles(entries), { level: 6 }));
  await rename(partial, tarGzFile);
}
