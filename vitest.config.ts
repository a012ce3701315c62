import { defineConfig } from 'vitest/config';

// Two worlds: plain Node for the engine and the host, a DOM for the renderer.
// The renderer project is added with the screens (issue 4).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['test/**/*.test.ts', 'shared/**/*.test.ts', 'electron/**/*.test.ts'],
        },
      },
    ],
  },
});
