/**
 * The system tools some tests need (Debian's Chromium, espeak-ng, sox, pocketsphinx, flite) and whether this
 * machine has them. Plain Node, no Vitest: the benchmarks and the launcher use it too.
 * A developer without them still gets a green `npm test` with one notice at the end (see
 * test/support/needs-tools.ts and skip-notice.ts); with CI=true a missing tool is a failure.
 */
import { accessSync, constants } from 'node:fs';
import { delimiter, isAbsolute, join } from 'node:path';

export type Tool = 'chromium' | 'espeak-ng' | 'sox' | 'pocketsphinx' | 'flite';

/** The one command that installs every tool the browser and audio tests need (Debian, Ubuntu). */
export const INSTALL_COMMAND = 'sudo apt-get install chromium espeak-ng sox pocketsphinx pocketsphinx-en-us flite';

/** Where the tests look for Chromium unless CHROMIUM_PATH says otherwise: Debian's package. */
export const DEFAULT_CHROMIUM = '/usr/bin/chromium';

export interface ToolLookup {
  readonly env: NodeJS.ProcessEnv;
  /** True when `path` is an executable file. */
  readonly isExecutable: (path: string) => boolean;
}

export function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

const SYSTEM: ToolLookup = { env: process.env, isExecutable };

/** `name` resolved on PATH, or undefined. An absolute or relative path is checked as it is. */
export function findExecutable(name: string, lookup: ToolLookup = SYSTEM): string | undefined {
  if (isAbsolute(name) || name.includes('/')) return lookup.isExecutable(name) ? name : undefined;
  for (const dir of (lookup.env.PATH ?? '').split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, name);
    if (lookup.isExecutable(candidate)) return candidate;
  }
  return undefined;
}

/** The Chromium the tests launch: CHROMIUM_PATH when set (even if it is wrong), else Debian's. */
export function chromiumPath(lookup: ToolLookup = SYSTEM): string {
  return lookup.env.CHROMIUM_PATH || DEFAULT_CHROMIUM;
}

/** The pocketsphinx command: `pocketsphinx` (5.x) or the older `pocketsphinx_continuous`. */
const COMMANDS: Record<Exclude<Tool, 'chromium'>, readonly string[]> = {
  'espeak-ng': ['espeak-ng'],
  sox: ['sox'],
  pocketsphinx: ['pocketsphinx', 'pocketsphinx_continuous'],
  // The real-recognizer tests' clearest speaker (CMU voices, as pocketsphinx is CMU's).
  flite: ['flite'],
};

export function hasTool(tool: Tool, lookup: ToolLookup = SYSTEM): boolean {
  if (tool === 'chromium') return lookup.isExecutable(chromiumPath(lookup));
  return COMMANDS[tool].some((command) => findExecutable(command, lookup) !== undefined);
}

export function missingTools(tools: readonly Tool[], lookup: ToolLookup = SYSTEM): Tool[] {
  return tools.filter((tool) => !hasTool(tool, lookup));
}

/** CI=true (or any value but "" / "false" / "0"): a missing tool must fail the run, never skip. */
export function isCI(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env.CI?.trim().toLowerCase();
  return value !== undefined && value !== '' && value !== 'false' && value !== '0';
}
