import { build } from 'vite';
import { hasTool, isCI } from '../support/tools';

/**
 * Vitest global setup for the browser tests: the host serves the freshly built renderer. Without
 * Chromium the browser suites are skipped (needs-tools.ts), so the build is skipped too; under CI=true
 * it is built anyway and the suites fail on the missing browser.
 */
export default async function setup(): Promise<void> {
  if (!hasTool('chromium') && !isCI()) return;
  await build({ configFile: 'renderer/vite.config.ts', logLevel: 'warn' });
}
