import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every file under `dir` (recursively) whose name ends in one of `exts`. */
function filesUnder(dir: string, exts: readonly string[]): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path, exts);
    return exts.some((ext) => entry.name.endsWith(ext)) ? [path] : [];
  });
}

/** Runtime (non-type) imports of the desktop shell or host: `import { x } from '…/electron/…'`. */
export function runtimeElectronImports(source: string): string[] {
  const imports = source.match(/^\s*import\s+(?!type\b)[^;]*?from\s+['"][^'"]*\/electron\/[^'"]*['"]/gm) ?? [];
  return imports.map((line) => line.trim());
}

describe('the renderer never reaches into the shell or the host at run time', () => {
  it('finds such an import when there is one', () => {
    expect(runtimeElectronImports("import { LANGS } from '../../electron/shell/urls';\nimport type { LanHost } from '../../electron/shell/api-types';")).toEqual([
      "import { LANGS } from '../../electron/shell/urls'",
    ]);
  });

  it('renderer/ imports only types from electron/ (what both sides use lives in shared/)', () => {
    const offenders = filesUnder('renderer', ['.ts', '.vue']).flatMap((file) =>
      runtimeElectronImports(readFileSync(file, 'utf8')).map((line) => `${file}: ${line}`),
    );
    expect(offenders).toEqual([]);
  });
});
