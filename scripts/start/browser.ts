/**
 * Where the game opens when Electron cannot run: a Chromium-family browser as app windows (no tabs or
 * address bar, a profile of its own), else the system's default browser. RUMBO_BROWSER names the
 * browser command (split at spaces, e.g. "chromium --headless=new" for a check without a display).
 */
import { join } from 'node:path';

export interface BrowserDeps {
  readonly env: NodeJS.ProcessEnv;
  readonly platform: NodeJS.Platform;
  /** A command resolved on PATH, or undefined. */
  readonly which: (command: string) => string | undefined;
  readonly exists: (path: string) => boolean;
}

export type BrowserChoice =
  /** A Chromium-family browser: one `--app` window per URL. */
  | { readonly kind: 'app'; readonly command: string; readonly extraArgs: readonly string[] }
  /** The OS opener (xdg-open, open, start): an ordinary browser tab. */
  | { readonly kind: 'default'; readonly command: string; readonly extraArgs: readonly string[] };

const ON_PATH = ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome', 'microsoft-edge', 'brave-browser'];

function installedPaths(platform: NodeJS.Platform, env: NodeJS.ProcessEnv): string[] {
  if (platform === 'darwin') {
    return ['Google Chrome', 'Chromium', 'Microsoft Edge', 'Brave Browser'].map((app) => `/Applications/${app}.app/Contents/MacOS/${app}`);
  }
  if (platform === 'win32') {
    const roots = [env.ProgramFiles, env['ProgramFiles(x86)'], env.LOCALAPPDATA].filter((r): r is string => !!r);
    return roots.flatMap((root) => [join(root, 'Google', 'Chrome', 'Application', 'chrome.exe'), join(root, 'Microsoft', 'Edge', 'Application', 'msedge.exe')]);
  }
  return [];
}

export function chooseBrowser(deps: BrowserDeps): BrowserChoice {
  const chosen = deps.env.RUMBO_BROWSER?.trim();
  if (chosen) {
    const [command, ...extraArgs] = chosen.split(/\s+/) as [string, ...string[]];
    return { kind: 'app', command, extraArgs };
  }
  if (deps.env.CHROMIUM_PATH && deps.exists(deps.env.CHROMIUM_PATH)) return { kind: 'app', command: deps.env.CHROMIUM_PATH, extraArgs: [] };
  for (const name of ON_PATH) {
    const found = deps.which(name);
    if (found) return { kind: 'app', command: found, extraArgs: [] };
  }
  const installed = installedPaths(deps.platform, deps.env).find((path) => deps.exists(path));
  if (installed) return { kind: 'app', command: installed, extraArgs: [] };
  if (deps.platform === 'darwin') return { kind: 'default', command: 'open', extraArgs: [] };
  if (deps.platform === 'win32') return { kind: 'default', command: 'cmd', extraArgs: ['/c', 'start', '""'] };
  return { kind: 'default', command: 'xdg-open', extraArgs: [] };
}

/**
 * The arguments that open `url`. App windows get their own profile (`profileDir`), so the flags apply
 * even when the player's browser is already running, and the game's windows and microphone permission
 * stay apart from the player's browsing; pop-ups are allowed there because the lobby opens one window
 * per local seat.
 */
export function browserArgs(choice: BrowserChoice, url: string, profileDir: string): string[] {
  if (choice.kind === 'default') return [...choice.extraArgs, url];
  return [
    ...choice.extraArgs,
    `--user-data-dir=${profileDir}`,
    '--no-first-run',
    '--no-default-browser-check',
    '--disable-popup-blocking',
    '--window-size=1280,800',
    `--app=${url}`,
  ];
}
