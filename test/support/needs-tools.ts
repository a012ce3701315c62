/**
 * For a test file whose suites need system tools:
 *
 *   const tools = needsTools(['chromium', 'espeak-ng', 'sox']);
 *   describe.skipIf(tools.skip)('audio path …', tools.options, () => { … });
 *
 * Without a tool the suite is skipped and says so in its metadata, so the skip-notice reporter can name
 * it at the end of the run with the install command. Under CI=true nothing is skipped: the file fails
 * at once with the same plain message, so CI never goes green without the tools.
 */
import { INSTALL_COMMAND, isCI, missingTools, type Tool, type ToolLookup } from './tools';

declare module 'vitest' {
  interface TaskMeta {
    /** The tools this suite needs that this machine lacks (set only when they are missing). */
    missingTools?: readonly Tool[];
  }
}

export interface ToolNeeds {
  /** True when a tool is missing (never under CI=true). */
  readonly skip: boolean;
  readonly missing: readonly Tool[];
  /** Pass to describe(): carries the missing tools to the reporter. */
  readonly options: { meta: { missingTools?: readonly Tool[] } };
}

export function needsTools(tools: readonly Tool[], lookup?: ToolLookup): ToolNeeds {
  const missing = missingTools(tools, lookup);
  const env = lookup?.env ?? process.env;
  if (missing.length > 0 && isCI(env)) {
    throw new Error(`CI=true and ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing: install with \`${INSTALL_COMMAND}\``);
  }
  return { skip: missing.length > 0, missing, options: { meta: missing.length > 0 ? { missingTools: missing } : {} } };
}
