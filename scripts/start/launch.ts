/**
 * `npm start`: build, then the desktop app where Electron can run; where it cannot (its binary was never
 * downloaded and cannot be), say so in one line and play anyway — the host on this PC and the game in a
 * browser's app window on http://localhost (a secure context, so voice works), whose lobby opens one
 * window per local seat as the desktop app does. All effects are injected: tested in
 * test/tooling/start.test.ts, wired in scripts/start.ts.
 */
import { browserArgs, type BrowserChoice } from './browser';
import type { ElectronCheck } from './electron';

export interface LaunchDeps {
  readonly env: NodeJS.ProcessEnv;
  /** Arguments after `npm start --`, passed to Electron. */
  readonly args: readonly string[];
  /** `npm run <script>` with the output shown; resolves to its exit code. */
  readonly runScript: (script: 'build' | 'build:electron') => Promise<number>;
  readonly findElectron: () => ElectronCheck;
  /** Runs the app until it quits; resolves to its exit code. */
  readonly runElectron: (binary: string, args: readonly string[]) => Promise<number>;
  /** The host on 127.0.0.1 (47800, or a free port), serving the built renderer. */
  readonly startHost: () => Promise<{ readonly port: number; stop(): Promise<void> }>;
  readonly chooseBrowser: () => BrowserChoice;
  /** Starts the browser; `exited` settles with its exit code (null: killed, or it never started). */
  readonly openBrowser: (command: string, args: readonly string[]) => { readonly exited: Promise<number | null> };
  /** The app windows' own browser profile. */
  readonly profileDir: string;
  /** Resolves when the player asks to stop (Ctrl-C, SIGTERM). */
  readonly stopRequested: Promise<void>;
  readonly now: () => number;
  readonly say: (line: string) => void;
}

/**
 * A Chromium started on a profile that is already open hands the URL to the running browser and exits
 * at once; one that ran longer than this was closed by the player.
 */
export const HANDOVER_MS = 3_000;

export async function launch(deps: LaunchDeps): Promise<number> {
  if ((await deps.runScript('build')) !== 0) return 1;
  const electron: ElectronCheck = deps.env.RUMBO_NO_ELECTRON ? { problem: 'RUMBO_NO_ELECTRON is set' } : deps.findElectron();
  if ('binary' in electron) {
    if ((await deps.runScript('build:electron')) !== 0) return 1;
    return deps.runElectron(electron.binary, deps.args);
  }
  return playInBrowser(deps, electron.problem);
}

async function playInBrowser(deps: LaunchDeps, problem: string): Promise<number> {
  const host = await deps.startHost();
  const url = `http://localhost:${host.port}/`;
  const browser = deps.chooseBrowser();
  const where = browser.kind === 'app' ? `${browser.command} app windows` : 'your default browser';
  deps.say(`Electron cannot run here (${problem}): the game runs in ${where} instead, on ${url} — Ctrl-C stops it.`);
  const startedAt = deps.now();
  const { exited } = deps.openBrowser(browser.command, browserArgs(browser, url, deps.profileDir));
  const windowsClosed = new Promise<void>((resolve) => {
    void exited.then((code) => {
      if (browser.kind === 'app' && code === 0 && deps.now() - startedAt >= HANDOVER_MS) return resolve();
      if (code !== 0) deps.say(`Could not start ${browser.command} (exit ${code ?? 'signal'}): open ${url} in a browser.`);
    });
  });
  await Promise.race([deps.stopRequested, windowsClosed]);
  await host.stop();
  return 0;
}
