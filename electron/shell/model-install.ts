import path from 'node:path';
import { installModel, readManifest, type ModelEntry } from '../voice-models';
import type { Progress } from '../voice-models/download';

/**
 * The app's "install voice model": the manifest ships with the app (bundled models folder); the
 * archive comes from the manifest's URL, or from a file the player picked in the main process's
 * own dialog — a path a page merely names is refused, so a page cannot make the app read files.
 */
export class ModelInstaller {
  private readonly picked = new Set<string>();

  constructor(
    private readonly manifestFile: string,
    private readonly targetDir: string,
  ) {}

  entry(lang: string): ModelEntry {
    const entry = readManifest(this.manifestFile).find((m) => m.lang === lang);
    if (!entry) throw new Error(`no model for language ${lang} in ${this.manifestFile}`);
    return entry;
  }

  /** Remembers a file the player chose in the open dialog. */
  allow(file: string): string {
    const resolved = path.resolve(file);
    this.picked.add(resolved);
    return resolved;
  }

  async install(lang: string, file: string | undefined, onProgress: (progress: Progress) => void): Promise<string> {
    const entry = this.entry(lang);
    if (file !== undefined) {
      const resolved = path.resolve(file);
      if (!this.picked.has(resolved)) throw new Error('that archive was not chosen in the open dialog');
      return installModel(entry, this.targetDir, { file: resolved });
    }
    return installModel(entry, this.targetDir, {}, onProgress);
  }
}
