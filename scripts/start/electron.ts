/**
 * Can this machine run the Electron app? The electron package fetches its binary on first use and,
 * when the download fails, `require('electron')` throws from inside node_modules. Here the same check
 * is made without throwing: the binary already there, else one download attempt, else the reason.
 */
import { join } from 'node:path';

export interface ElectronDeps {
  /** node_modules/electron, or undefined when the package is not installed. */
  readonly packageDir: string | undefined;
  readonly env: NodeJS.ProcessEnv;
  readonly exists: (path: string) => boolean;
  /** File text, or undefined when it cannot be read. */
  readonly readFile: (path: string) => string | undefined;
  /** Runs the package's own download (its install.js), output captured. */
  readonly download: () => { readonly ok: boolean; readonly output: string };
}

export type ElectronCheck = { readonly binary: string } | { readonly problem: string };

/** The binary the electron package would run, if it is on disk (no download). */
export function installedElectron(deps: ElectronDeps): string | undefined {
  if (!deps.packageDir) return undefined;
  const relative = deps.readFile(join(deps.packageDir, 'path.txt'))?.trim();
  const override = deps.env.ELECTRON_OVERRIDE_DIST_PATH;
  const binary = override ? join(override, relative || 'electron') : relative ? join(deps.packageDir, 'dist', relative) : undefined;
  return binary !== undefined && deps.exists(binary) ? binary : undefined;
}

export function findElectron(deps: ElectronDeps): ElectronCheck {
  if (!deps.packageDir) return { problem: 'the electron package is not installed' };
  const ready = installedElectron(deps);
  if (ready) return { binary: ready };
  const attempt = deps.download();
  const fetched = installedElectron(deps);
  if (fetched) return { binary: fetched };
  return { problem: `its binary could not be downloaded (${attempt.ok ? 'no binary after the download' : downloadProblem(attempt.output)})` };
}

/** The gist of a failed download's output: the error's message, not its stack. */
export function downloadProblem(output: string): string {
  const lines = output.split('\n').map((line) => line.trim()).filter((line) => line !== '' && !line.startsWith('at '));
  const error = lines.find((line) => /^[A-Za-z]*Error\b:?/.test(line));
  const gist = error ? error.replace(/^[A-Za-z]*Error:?\s*/, '') : (lines.at(-1) ?? 'no output');
  return gist.length > 120 ? `${gist.slice(0, 117)}…` : gist || 'unknown error';
}
