/**
 * The one notice at the end of `npm test` when suites were skipped for lack of a system tool: which
 * ones, what is missing, and the single command that installs it all. Pure (tested on its own); the
 * reporter in skip-notice-reporter.ts feeds it.
 */
import { INSTALL_COMMAND, type Tool } from './tools';

export interface SkippedForTools {
  /** Test file, relative to the project root. */
  readonly file: string;
  /** The skipped suite's name. */
  readonly suite: string;
  readonly missing: readonly Tool[];
}

export function skipNotice(skipped: readonly SkippedForTools[]): string | undefined {
  if (skipped.length === 0) return undefined;
  const missing = [...new Set(skipped.flatMap((s) => s.missing))].sort();
  const lines = [
    '',
    `Skipped ${skipped.length} browser/audio ${skipped.length === 1 ? 'suite' : 'suites'} because ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not installed:`,
    ...skipped.map((s) => `  - ${s.file} › ${s.suite} (needs ${s.missing.join(', ')})`),
    `Install what they need with: ${INSTALL_COMMAND}`,
    '(With CI=true a missing tool fails the run instead.)',
    '',
  ];
  return lines.join('\n');
}
