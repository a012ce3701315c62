import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ModelInstaller } from '../../electron/shell/model-install';

describe('the app\'s model installer', () => {
  const manifest = join(process.cwd(), 'models', 'manifest.json');

  it('finds each language in the bundled manifest', () => {
    const installer = new ModelInstaller(manifest, mkdtempSync(join(tmpdir(), 'rumbo-mi-')));
    expect(installer.entry('it').name).toBe('vosk-model-small-it-0.22');
    expect(() => installer.entry('fr')).toThrow(/no model for language fr/);
  });

  it('reads only archives chosen in the main process\'s own dialog, never a path a page names', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rumbo-mi-'));
    const file = join(dir, 'secret.zip');
    writeFileSync(file, 'not chosen');
    const installer = new ModelInstaller(manifest, dir);
    await expect(installer.install('es', file, () => undefined)).rejects.toThrow(/not chosen in the open dialog/);
    installer.allow(file);
    await expect(installer.install('es', file, () => undefined)).rejects.toMatchObject({ problem: 'checksum' });
  });
});
