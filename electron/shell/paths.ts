/**
 * Where things live, from the few facts main.ts gets from Electron (app.getAppPath(),
 * app.getPath('userData'), process.resourcesPath, app.isPackaged).
 *
 *   <app>/dist/renderer/             the built renderer (inside app.asar when packaged)
 *   <app>/dist-electron/preload.cjs  the preload
 *   <userData>/games/                game logs (the host's dataDir)
 *   <userData>/logs/main.log         the main process log
 *   <userData>/desktop-settings.json remembered window bounds
 *   models, searched in order:       <userData>/models, <default userData>/models (when --data-dir or a
 *                                    second instance moved userData), then next to the app:
 *                                    <resources>/models when packaged, <project>/models in development
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { InstalledModel, ModelsInfo } from './api-types';
import { modelUrl } from './urls';

export interface PathInputs {
  readonly appPath: string;
  readonly userData: string;
  readonly defaultUserData: string;
  readonly resourcesPath: string;
  readonly packaged: boolean;
}

export interface AppPaths {
  readonly rendererDir: string;
  readonly preload: string;
  readonly userData: string;
  readonly gamesDir: string;
  readonly logsDir: string;
  readonly mainLog: string;
  readonly settingsFile: string;
  readonly modelDirs: readonly string[];
}

export function appPaths(input: PathInputs): AppPaths {
  const bundledModels = input.packaged ? path.join(input.resourcesPath, 'models') : path.join(input.appPath, 'models');
  const modelDirs = [path.join(input.userData, 'models'), path.join(input.defaultUserData, 'models'), bundledModels];
  const logsDir = path.join(input.userData, 'logs');
  return {
    rendererDir: path.join(input.appPath, 'dist', 'renderer'),
    preload: path.join(input.appPath, 'dist-electron', 'preload.cjs'),
    userData: input.userData,
    gamesDir: path.join(input.userData, 'games'),
    logsDir,
    mainLog: path.join(logsDir, 'main.log'),
    settingsFile: path.join(input.userData, 'desktop-settings.json'),
    modelDirs: [...new Set(modelDirs.map((d) => path.resolve(d)))],
  };
}

const MODEL_ARCHIVE = /\.(tar\.gz|tgz|zip)$/i;

/** Model archives found in the model folders; a name found twice is served from the first folder. */
export async function listModels(dirs: readonly string[]): Promise<ModelsInfo> {
  const seen = new Set<string>();
  const installed: InstalledModel[] = [];
  for (const dir of dirs) {
    let names: string[];
    try {
      names = await readdir(dir);
    } catch {
      continue;
    }
    for (const file of names.sort()) {
      if (!MODEL_ARCHIVE.test(file) || file.startsWith('.') || seen.has(file)) continue;
      try {
        const s = await stat(path.join(dir, file));
        if (!s.isFile()) continue;
        seen.add(file);
        installed.push({ file, url: modelUrl(file), bytes: s.size, dir });
      } catch {
        // Vanished between readdir and stat: skip.
      }
    }
  }
  return { dirs: [...dirs], installed };
}
