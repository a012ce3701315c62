import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every test file, so a new browser or audio test cannot forget to say what it needs. */
function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const NEEDS_A_TOOL = /launchChromium\(|spawnSync?\(\s*'(espeak-ng|sox|pocketsphinx)/;

describe('tests that need Chromium, espeak-ng, sox or pocketsphinx', () => {
  it('declare it with needsTools, so a machine without the tool skips them with the notice (and CI fails)', () => {
    const root = join(process.cwd(), 'test');
    const forgetful = testFiles(root)
      .filter((file) => NEEDS_A_TOOL.test(readFileSync(file, 'utf8')))
      .filter((file) => !readFileSync(file, 'utf8').includes('needsTools('))
      .map((file) => relative(process.cwd(), file));
    expect(forgetful).toEqual([]);
  });
});
