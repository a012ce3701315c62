import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { originAllowed } from '../../electron/host/origin';

const own = { port: 47800, names: new Set(['192.168.1.20', '127.0.0.1', 'localhost']) };
import { startTestHost, type TestHost } from './support/hosts';

let host: TestHost | undefined;
afterEach(async () => {
  await host?.close();
  host = undefined;
});

function open(url: string, origin?: string): Promise<number | 'open'> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, origin ? { headers: { Origin: origin } } : {});
    ws.on('open', () => {
      ws.close();
      resolve('open');
    });
    ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.on('error', () => undefined);
  });
}

describe('which web pages may connect', () => {
  it('the app, the host\'s own pages, this machine and non-browser clients; not another site', () => {
    expect(originAllowed(undefined, '192.168.1.20:47800', own)).toBe(true);
    expect(originAllowed('app://rumbo', '192.168.1.20:47800', own)).toBe(true);
    expect(originAllowed('http://192.168.1.20:47800', '192.168.1.20:47800', own)).toBe(true);
    expect(originAllowed('http://localhost:5173', '192.168.1.20:47800', own)).toBe(true);
    expect(originAllowed('https://evil.example', '192.168.1.20:47800', own)).toBe(false);
    expect(originAllowed('http://192.168.1.21:47800', '192.168.1.20:47800', own)).toBe(false);
    expect(originAllowed('null', '192.168.1.20:47800', own)).toBe(false);
  });

  it('a connection from another site is refused at the upgrade, and /status is not readable cross-site', async () => {
    host = await startTestHost();
    expect(await open(host.url, 'https://evil.example')).toBe(403);
    expect(await open(host.url, `http://127.0.0.1:${host.host.port}`)).toBe('open');
    expect(await open(host.url)).toBe('open');
    const status = await fetch(`http://127.0.0.1:${host.host.port}/status`);
    expect(status.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('idle sockets', () => {
  it('a socket that never says hello is closed after two heartbeats', async () => {
    host = await startTestHost({ limits: { heartbeatMs: 40 } });
    const ws = new WebSocket(host.url);
    const closed = await new Promise<{ code: number; reason: string }>((resolve) =>
      ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
    expect(closed).toEqual({ code: 1008, reason: 'no hello' });
  });
});
