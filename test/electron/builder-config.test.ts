/**
 * electron-builder.yml, checked the way electron-builder itself checks it: its own config loader
 * (getConfig: finds electron-builder.yml, merges package.json "build") and its own validator
 * (validateConfiguration: ajv against app-builder-lib/scheme.json, plus its deprecation checks).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getConfig, validateConfiguration } from 'app-builder-lib/out/util/config/config.js';
import { DebugLogger } from 'builder-util/out/DebugLogger.js';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

async function load() {
  return getConfig(root, null, null);
}

describe('electron-builder.yml', () => {
  it('is valid against electron-builder’s schema', async () => {
    const config = await load();
    await expect(validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined();
  });

  it('is really checked: an unknown option is refused', async () => {
    const config = await load();
    await expect(validateConfiguration({ ...config, mac: { ...config.mac, microphone: true } } as typeof config, new DebugLogger(false))).rejects.toThrow(
      /configuration\.mac/,
    );
  });

  it('builds deb + AppImage, nsis and dmg', async () => {
    const config = await load();
    expect(config.linux?.target).toEqual(['deb', 'AppImage']);
    expect(config.win?.target).toEqual(['nsis']);
    expect(config.mac?.target).toEqual(['dmg']);
    expect(config.productName).toBe('Rumbo');
    expect(config.appId).toMatch(/^[a-z0-9.-]+$/);
  });

  it('packs the built app into the asar, models outside it', async () => {
    const config = await load();
    expect(config.asar).toBe(true);
    const files = JSON.stringify(config.files);
    expect(files).toContain('dist/renderer/**/*');
    expect(files).toContain('dist-electron/**/*');
    expect(config.extraResources).toEqual([expect.objectContaining({ from: 'models', to: 'models' })]);
  });

  it('asks for the microphone on macOS with a reason', async () => {
    const config = await load();
    const info = config.mac?.extendInfo as Record<string, unknown> | undefined;
    expect(typeof info?.NSMicrophoneUsageDescription).toBe('string');
    expect(String(info?.NSMicrophoneUsageDescription).length).toBeGreaterThan(20);
  });

  it('runs what npm run build:electron produces', async () => {
    const pkg = (await import(path.join(root, 'package.json'), { with: { type: 'json' } })) as { default: { main: string; scripts: Record<string, string> } };
    expect(pkg.default.main).toBe('dist-electron/main.js');
    expect(pkg.default.scripts['build:electron']).toContain('--outfile=dist-electron/main.js');
    expect(pkg.default.scripts['build:electron']).toContain('--outfile=dist-electron/preload.cjs');
  });
});
