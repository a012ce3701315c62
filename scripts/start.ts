/**
 * `npm start`: the desktop app, or — where Electron cannot run — the same game in a browser's app
 * windows (see scripts/start/launch.ts for the decision, docs/desktop.md for the player's view).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HostController } from '../electron/shell/hosting';
import { appPaths } from '../electron/shell/paths';
import { chooseBrowser } from './start/browser';
import { findElectron } from './start/electron';
import { launch } from './start/launch';

const root = fileURLToPath(new URL('..', import.meta.url));
const windows = process.platform === 'win32';

/** Electron's userData for Rumbo (main.ts sets `<appData>/Rumbo`): the same games folder either way. */
function desktopUserData(): string {
  if (windows) return path.join(process.env.APPDATA ?? path.join(os.homedir(), 'AppData', 'Roaming'), 'Rumbo');
  if (process.platform === 'darwin') return path.join(os.homedir(), 'Library', 'Application Support', 'Rumbo');
  return path.join(process.env.XDG_CONFIG_HOME ?? path.join(os.homedir(), '.config'), 'Rumbo');
}

/** `command` on PATH (like `which`), or undefined. */
function which(command: string): string | undefined {
  const names = windows ? [`${command}.exe`, command] : [command];
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const found = dir ? names.map((name) => path.join(dir, name)).find((file) => existsSync(file)) : undefined;
    if (found) return found;
  }
  return undefined;
}

function electronPackageDir(): string | undefined {
  try {
    return path.dirname(createRequire(import.meta.url).resolve('electron/package.json'));
  } catch {
    return undefined;
  }
}

const exited = (child: ReturnType<typeof spawn>) =>
  new Promise<number | null>((resolve) => {
    child.once('error', () => resolve(null));
    child.once('exit', (code) => resolve(code));
  });

const userData = desktopUserData();
const paths = appPaths({ appPath: root, userData, defaultUserData: userData, resourcesPath: root, packaged: false });
const packageDir = electronPackageDir();
let stop: () => void = () => {};
const stopRequested = new Promise<void>((resolve) => (stop = resolve));
process.once('SIGINT', () => stop());
process.once('SIGTERM', () => stop());

const code = await launch({
  env: process.env,
  args: process.argv.slice(2),
  runScript: (script) => exited(spawn('npm', ['run', '--silent', script], { cwd: root, stdio: 'inherit', shell: windows })).then((c) => c ?? 1),
  findElectron: () =>
    findElectron({
      packageDir,
      env: process.env,
      exists: existsSync,
      readFile: (file) => (existsSync(file) ? readFileSync(file, 'utf8') : undefined),
      download: () => {
        const run = spawnSync(process.execPath, [path.join(packageDir!, 'install.js')], { cwd: root, encoding: 'utf8', timeout: 600_000 });
        return { ok: run.status === 0, output: `${run.stdout ?? ''}\n${run.stderr ?? ''}\n${run.error?.message ?? ''}` };
      },
    }),
  runElectron: (binary, args) => {
    const child = spawn(binary, ['.', ...args], { cwd: root, stdio: 'inherit' });
    void stopRequested.then(() => child.kill('SIGTERM'));
    return exited(child).then((c) => c ?? 1);
  },
  startHost: async () => {
    // Browser seats load speech models from the host (/models/), from where `npm run models` puts them.
    const modelsDir = path.join(root, 'models');
    const host = new HostController({
      load: async () => {
        const module = await import('../electron/host/index');
        return { ...module, startHost: (options) => module.startHost({ ...options, modelsDir }) };
      },
      dataDir: paths.gamesDir,
      rendererDir: paths.rendererDir,
      defaultHostName: `Rumbo — ${os.hostname()}`,
      onEvent: (event) => (event.kind === 'warning' ? console.warn(`host: ${event.message}`) : undefined),
    });
    const info = await host.start({ lan: false });
    return { port: info.port, stop: () => host.stop() };
  },
  chooseBrowser: () => chooseBrowser({ env: process.env, platform: process.platform, which, exists: existsSync }),
  openBrowser: (command, args) => {
    const child = spawn(command, [...args], { stdio: 'ignore', detached: !windows });
    void stopRequested.then(() => {
      if (child.exitCode === null && child.pid !== undefined) child.kill('SIGTERM');
    });
    return { exited: exited(child) };
  },
  profileDir: path.join(userData, 'browser'),
  stopRequested,
  now: () => Date.now(),
  say: (line) => console.log(line),
});
process.exit(code);
