/**
 * Vitest reporter (added beside the default one in vitest.config.ts): after the summary, one notice
 * naming the suites skipped because a system tool is missing (needs-tools.ts marks them) and the
 * command that installs the tools.
 */
import type { Reporter, TestModule } from 'vitest/node';
import { skipNotice, type SkippedForTools } from './skip-notice';

export function skippedForTools(modules: readonly TestModule[]): SkippedForTools[] {
  const skipped: SkippedForTools[] = [];
  for (const module of modules) {
    for (const suite of module.children.allSuites()) {
      const missing = suite.meta().missingTools;
      if (missing?.length && suite.state() === 'skipped') skipped.push({ file: module.relativeModuleId, suite: suite.name, missing });
    }
  }
  return skipped;
}

export default class SkipNoticeReporter implements Reporter {
  onTestRunEnd(modules: readonly TestModule[]): void {
    const notice = skipNotice(skippedForTools(modules));
    if (notice) process.stdout.write(`${notice}\n`);
  }
}
