import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

export interface HostProcess {
  readonly port: number;
  readonly pid: number;
  stop(): Promise<void>;
}

/**
 * The headless host as its own process (`electron/host/cli.ts`) on loopback with a free port and no
 * discovery or default game, so a benchmark measures it over real sockets. `extraArgs` add CLI flags.
 */
export function startHostProcess(dataDir: string, extraArgs: readonly string[] = []): Promise<HostProcess> {
  const cli = path.join(root, 'electron', 'host', 'cli.ts');
  const args = ['--import', 'tsx', cli, '--port', '0', '--bind', '127.0.0.1', '--data', dataDir, '--no-discovery', '--no-game', ...extraArgs];
  const proc = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let text = '';
    proc.stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const match = /Listening on port (\d+)/.exec(text);
      if (match && text.includes('Ctrl-C stops the host')) {
        proc.stdout.removeAllListeners('data');
        proc.stdout.resume();
        resolve({
          port: Number(match[1]),
          pid: proc.pid!,
          stop: () =>
            new Promise<void>((done) => {
              proc.once('exit', () => done());
              proc.kill('SIGINT');
            }),
        });
      }
    });
    proc.once('exit', (code) => reject(new Error(`host exited (${code}) before listening:\n${text}`)));
  });
}
