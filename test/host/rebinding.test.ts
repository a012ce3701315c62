/**
 * DNS rebinding: a web page on evil.example whose name is made to resolve to the host's address
 * talks to the host "same-origin" (Origin and Host both say evil.example). The host must only
 * answer to its own names and addresses, whatever the Origin says.
 */
import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { hostAllowed, originAllowed, ownHostNames } from '../../electron/host/origin';
import { startTestHost, type TestHost } from './support/hosts';

const INTERFACES = {
  lo: [{ address: '127.0.0.1', family: 'IPv4', internal: true }],
  eth0: [
    { address: '192.168.1.20', family: 'IPv4', internal: false },
    { address: 'fe80::1', family: 'IPv6', internal: false },
  ],
} as unknown as ReturnType<typeof import('node:os').networkInterfaces>;

const own = { port: 47800, names: ownHostNames(INTERFACES, 'gamepc') };

let host: TestHost | undefined;
afterEach(async () => {
  await host?.close();
  host = undefined;
});

function upgrade(port: number, headers: Record<string, string>): Promise<number | 'open'> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers });
    ws.on('open', () => {
      ws.close();
      resolve('open');
    });
    ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.on('error', () => undefined);
  });
}

function get(port: number, pathname: string, hostHeader: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: pathname, headers: { Host: hostHeader } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
  });
}

describe('the Host header must name this machine', () => {
  it('own addresses, names and loopback (with the port) pass; any other name or port does not', () => {
    for (const ok of ['192.168.1.20:47800', '127.0.0.1:47800', 'localhost:47800', '[::1]:47800', '[fe80::1]:47800', 'gamepc:47800', 'GamePC.local:47800', '192.168.1.20']) {
      expect(hostAllowed(ok, own), ok).toBe(true);
    }
    for (const bad of ['evil.example:47800', '192.168.1.21:47800', '192.168.1.20:8080', 'evil.example', 'gamepc.evil.example:47800', '', 'a b:47800']) {
      expect(hostAllowed(bad, own), bad).toBe(false);
    }
    expect(hostAllowed(undefined, own)).toBe(false);
  });

  it('a rebinding page (Origin and Host both evil.example) is refused; the host\'s own page is not', () => {
    expect(originAllowed('http://evil.example:47800', 'evil.example:47800', own)).toBe(false);
    expect(originAllowed('http://192.168.1.20:47800', '192.168.1.20:47800', own)).toBe(true);
    expect(originAllowed('http://localhost:5173', '127.0.0.1:47800', own)).toBe(true);
    expect(originAllowed('app://rumbo', '192.168.1.20:47800', own)).toBe(true);
    expect(originAllowed(undefined, '192.168.1.20:47800', own)).toBe(true);
    // The dev server's origin does not excuse a foreign Host.
    expect(originAllowed('http://localhost:5173', 'evil.example:47800', own)).toBe(false);
  });

  it('a real host refuses the rebinding upgrade and does not show /status under a foreign name', async () => {
    host = await startTestHost();
    const port = host.host.port;
    host.host.createGame();
    expect(await upgrade(port, { Origin: `http://evil.example:${port}`, Host: `evil.example:${port}` })).toBe(403);
    expect(await upgrade(port, { Origin: `http://127.0.0.1:${port}`, Host: `127.0.0.1:${port}` })).toBe('open');
    expect(await upgrade(port, { Origin: `http://localhost:${port}`, Host: `localhost:${port}` })).toBe('open');

    const foreign = await get(port, '/status', `evil.example:${port}`);
    expect(foreign.status).toBe(421);
    expect(foreign.body).not.toMatch(/"code"/);
    const ownStatus = await get(port, '/status', `127.0.0.1:${port}`);
    expect(ownStatus.status).toBe(200);
    expect(JSON.parse(ownStatus.body).games).toHaveLength(1);
  });
});
