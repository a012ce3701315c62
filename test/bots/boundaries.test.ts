import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [path] : [];
  });
}

const files = [...sources(join(ROOT, 'shared', 'solver')), ...sources(join(ROOT, 'shared', 'bots'))].map((path) => ({
  name: relative(ROOT, path),
  text: readFileSync(path, 'utf8'),
}));

describe('solver and bots boundaries', () => {
  it('are pure: no Node APIs, no DOM, only shared code imported', () => {
    expect(files.length).toBeGreaterThan(10);
    for (const { name, text } of files) {
      for (const [, from] of text.matchAll(/from '([^']+)'/g)) {
        expect(from!.startsWith('.'), `${name} imports ${from}`).toBe(true);
        expect(from, name).not.toMatch(/electron|renderer|host/);
      }
      expect(text, name).not.toMatch(/\b(process|window|document|require)\s*[.(]/);
    }
  });

  it('bots never read the game state: only the host-side loop and the view-rebuilt legality check touch one', () => {
    const allowed = ['shared/bots/match.ts', 'shared/bots/view-state.ts'];
    for (const { name, text } of files.filter((f) => f.name.startsWith('shared/bots'))) {
      if (allowed.includes(name.replaceAll('\\', '/'))) continue;
      expect(text, name).not.toMatch(/GameState|viewFor|legalCommands|candidateCommands/);
    }
  });
});
