/** Hosts for tests: in this process (`startTestHost`) or as a real `npm run host` process (`spawnHost`). */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';
import { startHost } from '../../../electron/host';
import type { HostEvent, HostOptions, RunningHost } from '../../../electron/host';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const CLI = path.join(REPO_ROOT, 'electron', 'host', 'cli.ts');

const made: string[] = [];
// Registered on the suite of each test file that imports this module: its folders go when it ends.
afterAll(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A fresh folder, removed after the test file. */
export function tempDir(prefix = 'rumbo-host-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
}

export interface TestHost {
  readonly host: RunningHost;
  readonly url: string;
  readonly dataDir: string;
  readonly events: HostEvent[];
  close(): Promise<void>;
}

/** A host on 127.0.0.1 with a free port and a fresh data folder; no discovery. */
export async function startTestHost(options: Partial<HostOptions> = {}): Promise<TestHost> {
  const dataDir = options.dataDir ?? tempDir();
  const events: HostEvent[] = [];
  const host = await startHost({
    port: 0,
    bindAddress: '127.0.0.1',
    discovery: false,
    ...options,
    // Tests drive games at machine speed: the per-connection rate limit has its own test.
    limits: { messagesPerSecond: 1_000_000, burst: 1_000_000, ...options.limits },
    dataDir,
    onEvent: (event) => {
      events.push(event);
      options.onEvent?.(event);
    },
  });
  return {
    host,
    url: `ws://127.0.0.1:${host.port}/ws`,
    dataDir,
    events,
    async close() {
      await host.close();
    },
  };
}

export interface SpawnedHost {
  readonly proc: ChildProcess;
  readonly port: number;
  /** Everything printed so far. */
  output(): string;
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  readonly exited: Promise<number | null>;
}

/**
 * `node --import tsx electron/host/cli.ts …args` (the same code as `npm run host`, without npm's
 * wrapper so a signal reaches the host itself). `prefix` runs it under another command (`ip netns exec`).
 */
export async function spawnHost(args: readonly string[], prefix: readonly string[] = []): Promise<SpawnedHost> {
  const command = [...prefix, process.execPath, '--import', 'tsx', CLI, ...args];
  const proc = spawn(command[0]!, command.slice(1), { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    text += chunk.toString();
    for (const listener of listeners) listener();
  };
  proc.stdout!.on('data', onData);
  proc.stderr!.on('data', onData);
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  const waitFor = (pattern: RegExp, timeoutMs = 20_000) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const check = () => {
        const match = text.match(pattern);
        if (match) {
          listeners.delete(check);
          clearTimeout(timer);
          resolve(match);
        }
      };
      const timer = setTimeout(() => {
        listeners.delete(check);
        reject(new Error(`host did not print ${pattern} within ${timeoutMs} ms; output:\n${text}`));
      }, timeoutMs);
      listeners.add(check);
      void exited.then((code) => {
        if (!listeners.has(check)) return;
        listeners.delete(check);
        clearTimeout(timer);
        reject(new Error(`host exited (${code}) before printing ${pattern}; output:\n${text}`));
      });
      check();
    });
  const match = await waitFor(/Ctrl-C stops the host/);
  void match;
  const port = Number(text.match(/Listening on port (\d+)/)![1]);
  return { proc, port, output: () => text, waitFor, exited };
}
