import { build } from 'vite';

/** Vitest global setup for the browser tests: the host serves the freshly built renderer. */
export default async function setup(): Promise<void> {
  await build({ configFile: 'renderer/vite.config.ts', logLevel: 'warn' });
}
