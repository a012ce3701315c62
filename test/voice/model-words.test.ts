import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { modelWordsFromArchive } from '../../renderer/voice/model-words';

function archive(files: Record<string, string>): ArrayBuffer {
  const dir = mkdtempSync(join(tmpdir(), 'model-words-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, 'm', name, '..'), { recursive: true });
    writeFileSync(join(dir, 'm', name), text);
  }
  execFileSync('tar', ['-czf', join(dir, 'model.tar.gz'), '-C', dir, 'm']);
  const bytes = readFileSync(join(dir, 'model.tar.gz'));
  rmSync(dir, { recursive: true, force: true });
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length);
}

describe('a model\'s vocabulary from its archive', () => {
  it('reads graph/words.txt', async () => {
    const words = await modelWordsFromArchive(archive({ 'am/final.mdl': 'x'.repeat(700), 'graph/words.txt': '<eps> 0\n!SIL 1\nrumbo 2\nnorte 3\n#0 4\n' }));
    expect(words && [...words]).toEqual(['!SIL', 'rumbo', 'norte']);
  });

  it('says nothing for an archive without a word list', async () => {
    expect(await modelWordsFromArchive(archive({ 'am/final.mdl': 'x' }))).toBeNull();
  });
});
