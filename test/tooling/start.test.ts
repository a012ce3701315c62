import { describe, expect, it } from 'vitest';
import { browserArgs, chooseBrowser, type BrowserDeps } from '../../scripts/start/browser';
import { downloadProblem, findElectron, type ElectronDeps } from '../../scripts/start/electron';
import { HANDOVER_MS, launch, type LaunchDeps } from '../../scripts/start/launch';

const FETCH_FAILED = `TypeError: fetch failed
    at node:internal/deps/undici/undici:14976:13
    at async FetchDownloader.download (file:///work/main/node_modules/@electron/get/dist/FetchDownloader.js:46:30)`;

function electronDeps(files: Record<string, string>, download: () => { ok: boolean; output: string }, env: NodeJS.ProcessEnv = {}): ElectronDeps {
  return {
    packageDir: '/p/node_modules/electron',
    env,
    exists: (file) => file in files,
    readFile: (file) => files[file],
    download,
  };
}

describe('can Electron run here', () => {
  it('uses the binary already downloaded, without downloading again', () => {
    const files = { '/p/node_modules/electron/path.txt': 'electron', '/p/node_modules/electron/dist/electron': '' };
    const check = findElectron(electronDeps(files, () => expect.unreachable('no download')));
    expect(check).toEqual({ binary: '/p/node_modules/electron/dist/electron' });
  });

  it('downloads it on first start', () => {
    const files: Record<string, string> = {};
    const check = findElectron(
      electronDeps(files, () => {
        Object.assign(files, { '/p/node_modules/electron/path.txt': 'electron', '/p/node_modules/electron/dist/electron': '' });
        return { ok: true, output: '' };
      }),
    );
    expect(check).toEqual({ binary: '/p/node_modules/electron/dist/electron' });
  });

  it('says in a few words why not when the download fails, instead of a stack trace', () => {
    expect(findElectron(electronDeps({}, () => ({ ok: false, output: FETCH_FAILED })))).toEqual({ problem: 'its binary could not be downloaded (fetch failed)' });
    expect(findElectron({ ...electronDeps({}, () => ({ ok: true, output: '' })), packageDir: undefined })).toEqual({ problem: 'the electron package is not installed' });
  });

  it('keeps only the error message of a download failure', () => {
    expect(downloadProblem(FETCH_FAILED)).toBe('fetch failed');
    expect(downloadProblem('Error: getaddrinfo ENOTFOUND github.com\n    at x')).toBe('getaddrinfo ENOTFOUND github.com');
    expect(downloadProblem('\n')).toBe('no output');
  });
});

describe('which browser opens the game', () => {
  const deps = (over: Partial<BrowserDeps>): BrowserDeps => ({ env: {}, platform: 'linux', which: () => undefined, exists: () => false, ...over });

  it('prefers RUMBO_BROWSER, then a Chromium-family browser, as app windows', () => {
    expect(chooseBrowser(deps({ env: { RUMBO_BROWSER: 'chromium --headless=new' } }))).toEqual({ kind: 'app', command: 'chromium', extraArgs: ['--headless=new'] });
    expect(chooseBrowser(deps({ which: (c) => (c === 'google-chrome' ? '/usr/bin/google-chrome' : undefined) }))).toEqual({ kind: 'app', command: '/usr/bin/google-chrome', extraArgs: [] });
    const mac = '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome';
    expect(chooseBrowser(deps({ platform: 'darwin', exists: (p) => p === mac }))).toEqual({ kind: 'app', command: mac, extraArgs: [] });
  });

  it('falls back to the system opener', () => {
    expect(chooseBrowser(deps({})).command).toBe('xdg-open');
    expect(chooseBrowser(deps({ platform: 'darwin' })).command).toBe('open');
    expect(chooseBrowser(deps({ platform: 'win32' }))).toMatchObject({ kind: 'default', command: 'cmd' });
  });

  it('opens app windows in a profile of their own, with pop-ups allowed for the seat windows', () => {
    const args = browserArgs({ kind: 'app', command: 'chromium', extraArgs: ['--headless=new'] }, 'http://localhost:47800/', '/home/a/.config/Rumbo/browser');
    expect(args[0]).toBe('--headless=new');
    expect(args).toContain('--app=http://localhost:47800/');
    expect(args).toContain('--user-data-dir=/home/a/.config/Rumbo/browser');
    expect(args).toContain('--disable-popup-blocking');
    expect(browserArgs({ kind: 'default', command: 'xdg-open', extraArgs: [] }, 'http://localhost:1/', '/x')).toEqual(['http://localhost:1/']);
  });
});

describe('npm start', () => {
  function harness(over: Partial<LaunchDeps> = {}) {
    const calls: string[] = [];
    const lines: string[] = [];
    let clock = 0;
    let browserExit: (code: number | null) => void = () => {};
    let stop: () => void = () => {};
    const deps: LaunchDeps = {
      env: {},
      args: ['--allow-multiple'],
      runScript: async (script) => (calls.push(script), 0),
      findElectron: () => ({ problem: 'its binary could not be downloaded (fetch failed)' }),
      runElectron: async (binary, args) => (calls.push(`electron ${binary} ${args.join(' ')}`), 0),
      startHost: async () => (calls.push('host'), { port: 47800, stop: async () => void calls.push('host stopped') }),
      chooseBrowser: () => ({ kind: 'app', command: '/usr/bin/chromium', extraArgs: [] }),
      openBrowser: (command, args) => {
        calls.push(`${command} ${args.at(-1)}`);
        return { exited: new Promise((resolve) => (browserExit = resolve)) };
      },
      profileDir: '/profile',
      stopRequested: new Promise((resolve) => (stop = resolve)),
      now: () => clock,
      say: (line) => lines.push(line),
      ...over,
    };
    return { deps, calls, lines, tick: (ms: number) => (clock += ms), browserExit: (code: number | null) => browserExit(code), stop: () => stop() };
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('builds and runs the desktop app where Electron is available', async () => {
    const h = harness({ findElectron: () => ({ binary: '/e/electron' }) });
    expect(await launch(h.deps)).toBe(0);
    expect(h.calls).toEqual(['build', 'build:electron', 'electron /e/electron --allow-multiple']);
    expect(h.lines).toEqual([]);
  });

  it('without Electron: one line says why, the host starts and the lobby opens as an app window on localhost', async () => {
    const h = harness();
    const done = launch(h.deps);
    await settle();
    expect(h.calls).toEqual(['build', 'host', '/usr/bin/chromium --app=http://localhost:47800/']);
    expect(h.lines).toHaveLength(1);
    expect(h.lines[0]).toMatch(/^Electron cannot run here \(its binary could not be downloaded \(fetch failed\)\): the game runs in \/usr\/bin\/chromium app windows instead, on http:\/\/localhost:47800\//);
    h.tick(HANDOVER_MS + 60_000);
    h.browserExit(0); // the player closed the game's windows
    expect(await done).toBe(0);
    expect(h.calls.at(-1)).toBe('host stopped');
  });

  it('keeps hosting when the browser handed the window to one already running, until Ctrl-C', async () => {
    const h = harness();
    const done = launch(h.deps);
    await settle();
    h.browserExit(0);
    await settle();
    expect(h.calls).not.toContain('host stopped');
    h.stop();
    expect(await done).toBe(0);
    expect(h.calls.at(-1)).toBe('host stopped');
  });

  it('says where to go when the browser cannot start, and keeps hosting', async () => {
    const h = harness({ chooseBrowser: () => ({ kind: 'default', command: 'xdg-open', extraArgs: [] }) });
    const done = launch(h.deps);
    await settle();
    expect(h.lines[0]).toContain('your default browser');
    h.browserExit(null);
    await settle();
    expect(h.lines[1]).toBe('Could not start xdg-open (exit signal): open http://localhost:47800/ in a browser.');
    h.stop();
    expect(await done).toBe(0);
  });

  it('RUMBO_NO_ELECTRON=1 plays in the browser even where Electron could run; a failed build stops everything', async () => {
    const forced = harness({ env: { RUMBO_NO_ELECTRON: '1' }, findElectron: () => ({ binary: '/e/electron' }) });
    void launch(forced.deps);
    await settle();
    expect(forced.lines[0]).toContain('(RUMBO_NO_ELECTRON is set)');
    forced.stop();

    const broken = harness({ runScript: async () => 1 });
    expect(await launch(broken.deps)).toBe(1);
    expect(broken.calls).toEqual([]);
  });
});
