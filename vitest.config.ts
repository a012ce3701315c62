import { fileURLToPath } from 'node:url';
import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vitest/config';

// The Electron binary cannot run on build machines: tests import a stub instead.
const electronStub = fileURLToPath(new URL('./test/support/electron-stub.ts', import.meta.url));

export default defineConfig({
  resolve: { alias: { electron: electronStub } },
  test: {
    // After the summary: which browser/audio suites were skipped for a missing tool, and how to install it.
    reporters: ['default', './test/support/skip-notice-reporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['test/**/*.test.ts', 'shared/**/*.test.ts', 'electron/**/*.test.ts'],
          exclude: ['test/renderer/**', 'test/e2e/**', 'node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/e2e/build-renderer.ts'],
          testTimeout: 240_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        plugins: [vue()],
        test: {
          name: 'renderer',
          environment: 'happy-dom',
          include: ['test/renderer/**/*.test.ts'],
        },
      },
    ],
  },
});
