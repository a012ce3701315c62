import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { startHost } from '../../electron/host';
import type { RunningHost } from '../../electron/host/api';

/**
 * The UI benchmarks build the renderer into a folder of their own (out/bench/renderer) and serve it
 * from there, so a test run rebuilding dist/renderer at the same time cannot swap files under them.
 */
export const BENCH_RENDERER = join(process.cwd(), 'out', 'bench', 'renderer');

export async function buildRenderer(): Promise<void> {
  await build({ configFile: 'renderer/vite.config.ts', logLevel: 'warn', build: { outDir: BENCH_RENDERER, emptyOutDir: true } });
}

/** A host on loopback serving that build (or another one: an A/B of renderer code). */
export async function startBenchHost(rendererDir = BENCH_RENDERER): Promise<{ host: RunningHost; base: string }> {
  const host = await startHost({
    port: 0,
    bindAddress: '127.0.0.1',
    dataDir: mkdtempSync(join(tmpdir(), 'rumbo-bench-')),
    rendererDir,
    discovery: false,
  });
  return { host, base: `http://127.0.0.1:${host.port}` };
}
