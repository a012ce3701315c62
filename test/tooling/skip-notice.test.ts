import { describe, expect, it } from 'vitest';
import type { TestModule } from 'vitest/node';
import { needsTools } from '../support/needs-tools';
import { skipNotice } from '../support/skip-notice';
import { skippedForTools } from '../support/skip-notice-reporter';
import { chromiumPath, findExecutable, hasTool, INSTALL_COMMAND, isCI, type ToolLookup } from '../support/tools';

/** A machine with exactly these executable files. */
function machine(files: readonly string[], env: NodeJS.ProcessEnv = {}): ToolLookup {
  return { env: { PATH: '/usr/local/bin:/usr/bin', ...env }, isExecutable: (path) => files.includes(path) };
}

describe('finding the tools', () => {
  it('looks commands up on PATH and Chromium at CHROMIUM_PATH, else /usr/bin/chromium', () => {
    const debian = machine(['/usr/bin/chromium', '/usr/bin/sox', '/usr/local/bin/espeak-ng', '/usr/bin/pocketsphinx_continuous']);
    expect(findExecutable('espeak-ng', debian)).toBe('/usr/local/bin/espeak-ng');
    expect(['chromium', 'espeak-ng', 'sox', 'pocketsphinx'].every((t) => hasTool(t as never, debian))).toBe(true);
    expect(hasTool('sox', machine(['/usr/bin/chromium']))).toBe(false);

    const elsewhere = machine(['/usr/bin/chromium'], { CHROMIUM_PATH: '/nonexistent' });
    expect(chromiumPath(elsewhere)).toBe('/nonexistent');
    expect(hasTool('chromium', elsewhere)).toBe(false);
  });

  it('treats CI=true (or 1, yes) as CI, and unset, empty, false or 0 as a developer machine', () => {
    expect([{ CI: 'true' }, { CI: '1' }, { CI: 'yes' }].map(isCI)).toEqual([true, true, true]);
    expect([{}, { CI: '' }, { CI: 'false' }, { CI: '0' }].map(isCI)).toEqual([false, false, false, false]);
  });
});

describe('suites that need tools', () => {
  it('are skipped on a developer machine without them, and say which tools they lack', () => {
    const needs = needsTools(['chromium', 'espeak-ng'], machine(['/usr/bin/chromium']));
    expect(needs).toMatchObject({ skip: true, missing: ['espeak-ng'], options: { meta: { missingTools: ['espeak-ng'] } } });
    expect(needsTools(['chromium'], machine(['/usr/bin/chromium']))).toMatchObject({ skip: false, missing: [], options: { meta: {} } });
  });

  it('fail under CI=true instead, naming the install command', () => {
    expect(() => needsTools(['chromium', 'sox'], machine([], { CI: 'true' }))).toThrow(`chromium, sox are missing: install with \`${INSTALL_COMMAND}\``);
    expect(needsTools(['chromium'], machine(['/usr/bin/chromium'], { CI: 'true' })).skip).toBe(false);
  });
});

describe('the notice at the end of the run', () => {
  it('says nothing when nothing was skipped', () => {
    expect(skipNotice([])).toBeUndefined();
  });

  it('names every skipped suite, what is missing, and the one install command', () => {
    const notice = skipNotice([
      { file: 'test/e2e/solo.test.ts', suite: 'solo against the computer', missing: ['chromium'] },
      { file: 'test/e2e/voice.test.ts', suite: 'audio path with a fake microphone', missing: ['sox', 'espeak-ng'] },
    ])!;
    expect(notice).toContain('Skipped 2 browser/audio suites because chromium, espeak-ng, sox are not installed:');
    expect(notice).toContain('  - test/e2e/solo.test.ts › solo against the computer (needs chromium)');
    expect(notice).toContain('  - test/e2e/voice.test.ts › audio path with a fake microphone (needs sox, espeak-ng)');
    expect(notice.match(/apt-get/g)).toHaveLength(1);
    expect(notice).toContain('sudo apt-get install chromium espeak-ng sox pocketsphinx pocketsphinx-en-us');
  });

  it('the reporter collects only skipped suites marked with missing tools', () => {
    const suite = (name: string, state: string, missingTools?: string[]) => ({ name, state: () => state, meta: () => (missingTools ? { missingTools } : {}) });
    const modules = [
      {
        relativeModuleId: 'test/e2e/voice.test.ts',
        children: {
          *allSuites() {
            yield suite('voice orders', 'passed');
            yield suite('audio path', 'skipped', ['sox']);
            yield suite('skipped for another reason', 'skipped');
          },
        },
      },
    ] as unknown as TestModule[];
    expect(skippedForTools(modules)).toEqual([{ file: 'test/e2e/voice.test.ts', suite: 'audio path', missing: ['sox'] }]);
  });
});
