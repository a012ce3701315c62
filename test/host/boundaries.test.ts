/** Module boundaries the architecture promises: the host is plain Node, the protocol is pure. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './support/hosts';

function sources(dir: string): string[] {
  return fs.readdirSync(path.join(REPO_ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => path.join(dir, f));
}

const imports = (file: string) =>
  [...fs.readFileSync(path.join(REPO_ROOT, file), 'utf8').matchAll(/(?:from\s+|import\s*\(\s*|require\s*\(\s*)['"]([^'"]+)['"]/g)].map((m) => m[1]!);

describe('boundaries', () => {
  it('nothing under electron/host imports electron', () => {
    const offenders = sources('electron/host').filter((f) => imports(f).some((i) => i === 'electron' || i.startsWith('electron/')));
    expect(offenders).toEqual([]);
  });

  it('shared/protocol uses no Node API and nothing outside shared/ but its two pure libraries', () => {
    // zod (schemas) and unhomoglyph (Unicode's confusables table: one function over a data map).
    const libraries = new Set(['zod', 'unhomoglyph']);
    for (const file of sources('shared/protocol')) {
      for (const spec of imports(file)) {
        const ok = libraries.has(spec) || (spec.startsWith('.') && path.resolve(path.dirname(path.join(REPO_ROOT, file)), spec).startsWith(path.join(REPO_ROOT, 'shared')));
        expect(ok, `${file} imports ${spec}`).toBe(true);
      }
    }
  });
});
