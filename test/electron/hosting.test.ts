import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { HostOptions, RunningHost } from '../../electron/host/api';
import * as hostIndex from '../../electron/host/index';
import { createQuitGuard, HostController, toLanHost, wsUrlFor, type HostModule } from '../../electron/shell/hosting';

function fakeHost(port: number, close = vi.fn(async () => undefined)): RunningHost {
  return {
    port,
    fingerprint: 'ABCDE-FGHIJ',
    hostKey: 'k'.repeat(24),
    urls: [`http://192.168.1.20:${port}/`, `http://127.0.0.1:${port}/`],
    close,
    createGame: () => ({ code: 'X', gameId: 'g', urls: [] }),
    games: () => [],
    damaged: () => [],
    joinUrls: () => [],
  };
}

function moduleWith(start: (o: HostOptions) => Promise<RunningHost>): HostModule {
  return { startHost: start, DEFAULT_DISCOVERY: { mdns: true, udp: { port: 47801, bindAddress: '0.0.0.0' } }, WS_PATH: '/ws' };
}

describe('HostController', () => {
  it('does not load the host module until someone hosts', async () => {
    const load = vi.fn(async () => moduleWith(async () => fakeHost(47800)));
    const c = new HostController({ load, dataDir: '/data/games', defaultHostName: 'PC' });
    expect(c.status()).toBeNull();
    await c.stop();
    expect(load).not.toHaveBeenCalled();
  });

  it('binds the LAN with discovery, or loopback without', async () => {
    const seen: HostOptions[] = [];
    const load = async () =>
      moduleWith(async (o) => {
        seen.push(o);
        return fakeHost(47800);
      });
    const c = new HostController({ load, dataDir: '/data/games', rendererDir: '/app/dist/renderer', defaultHostName: 'PC', port: 5000 });
    const lan = await c.start({ lan: true, hostName: 'Sala' });
    expect(seen[0]).toMatchObject({
      dataDir: '/data/games',
      rendererDir: '/app/dist/renderer',
      bindAddress: '0.0.0.0',
      hostName: 'Sala',
      port: 5000,
      discovery: { mdns: true, udp: { port: 47801, bindAddress: '0.0.0.0' } },
    });
    expect(lan).toEqual({ port: 47800, urls: ['http://192.168.1.20:47800/', 'http://127.0.0.1:47800/'], wsUrl: 'ws://127.0.0.1:47800/ws', lan: true, fingerprint: 'ABCDE-FGHIJ' });
    await c.stop();
    await c.start({ lan: false });
    expect(seen[1]).toMatchObject({ bindAddress: '127.0.0.1', discovery: false, hostName: 'PC' });
  });

  it('is idempotent while starting and running', async () => {
    const start = vi.fn(async () => fakeHost(1234));
    const c = new HostController({ load: async () => moduleWith(start), dataDir: '/d', defaultHostName: 'PC' });
    const [a, b] = await Promise.all([c.start({ lan: false }), c.start({ lan: true })]);
    expect(a).toBe(b);
    expect(await c.start({ lan: false })).toBe(a);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('falls back to a free port when the default one is taken', async () => {
    const start = vi.fn(async (o: HostOptions) => {
      if (o.port === undefined) throw new Error('port 47800 on 127.0.0.1 is in use: stop the other host or pass another port (0 picks a free one)');
      return fakeHost(50123);
    });
    const log = vi.fn();
    const c = new HostController({ load: async () => moduleWith(start), dataDir: '/d', defaultHostName: 'PC', log });
    expect((await c.start({ lan: false })).port).toBe(50123);
    expect(start).toHaveBeenLastCalledWith(expect.objectContaining({ port: 0 }));
  });

  it('does not hide a taken port the player asked for', async () => {
    const c = new HostController({
      load: async () =>
        moduleWith(async () => {
          throw Object.assign(new Error('in use'), { code: 'EADDRINUSE' });
        }),
      dataDir: '/d',
      port: 47800,
      defaultHostName: 'PC',
    });
    await expect(c.start({ lan: false })).rejects.toThrow('in use');
    expect(c.status()).toBeNull();
  });

  it('stops once, flushing the host, and can host again', async () => {
    const close = vi.fn(async () => undefined);
    const start = vi.fn(async () => fakeHost(47800, close));
    const c = new HostController({ load: async () => moduleWith(start), dataDir: '/d', defaultHostName: 'PC' });
    await c.start({ lan: false });
    await Promise.all([c.stop(), c.stop()]);
    expect(close).toHaveBeenCalledTimes(1);
    expect(c.status()).toBeNull();
    await c.start({ lan: false });
    expect(start).toHaveBeenCalledTimes(2);
  });
});

describe('URLs of hosts', () => {
  it('builds WebSocket URLs, IPv6 in brackets', () => {
    expect(wsUrlFor('192.168.1.20', 47800, '/ws')).toBe('ws://192.168.1.20:47800/ws');
    expect(wsUrlFor('fe80::1', 47800, 'ws')).toBe('ws://[fe80::1]:47800/ws');
    expect(toLanHost({ name: 'PC', address: '10.0.0.2', port: 1, protocol: 1, via: 'udp' }, '/ws')).toEqual({
      name: 'PC',
      address: '10.0.0.2',
      port: 1,
      protocol: 1,
      via: 'udp',
      wsUrl: 'ws://10.0.0.2:1/ws',
    });
    // The list shows each host's key and whether it proved it (issue 19.7).
    expect(toLanHost({ name: 'PC', address: '10.0.0.2', port: 1, protocol: 1, via: 'udp', fingerprint: 'ABCDE-FGHIJ', verified: false }, '/ws')).toMatchObject({
      fingerprint: 'ABCDE-FGHIJ',
      verified: false,
    });
  });

  it('matches what the real host module exports', () => {
    const real: HostModule = hostIndex;
    expect(real.WS_PATH).toBe('/ws');
    expect(typeof real.startHost).toBe('function');
  });
});

describe('HostController with the real host', () => {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'rumbo-hosting-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('starts on loopback, answers /status, stops cleanly', async () => {
    const c = new HostController({ load: async () => hostIndex, dataDir: path.join(tmp, 'games'), port: 0, defaultHostName: 'Test PC' });
    const info = await c.start({ lan: false });
    try {
      expect(info.wsUrl).toBe(`ws://127.0.0.1:${info.port}/ws`);
      const status = (await (await fetch(`http://127.0.0.1:${info.port}/status`)).json()) as { name: string; ws: string };
      expect(status).toMatchObject({ name: 'Test PC', ws: '/ws' });
    } finally {
      await c.stop();
    }
    await expect(fetch(`http://127.0.0.1:${info.port}/status`)).rejects.toThrow();
  });
});

describe('quit guard', () => {
  function setup(shutdown: () => Promise<void>) {
    let quits = 0;
    const timers: (() => void)[] = [];
    const guard = createQuitGuard({ shutdown, quit: () => void quits++, timers: { setTimeout: (fn) => timers.push(fn) }, timeoutMs: 5000, log: () => undefined });
    const quitEvent = () => {
      const e = { prevented: false, preventDefault: () => void (e.prevented = true) };
      guard(e);
      return e.prevented;
    };
    return { quitEvent, quits: () => quits, fireTimeout: () => timers.forEach((t) => t()) };
  }

  it('holds the first quit until shutdown finished, then lets the next one through', async () => {
    let finish: () => void = () => undefined;
    const t = setup(() => new Promise<void>((r) => (finish = r)));
    expect(t.quitEvent()).toBe(true);
    expect(t.quitEvent()).toBe(true); // a second Cmd+Q while stopping is held too
    expect(t.quits()).toBe(0);
    finish();
    await new Promise((r) => setTimeout(r, 0));
    expect(t.quits()).toBe(1);
    expect(t.quitEvent()).toBe(false);
  });

  it('quits even when shutdown fails or hangs', async () => {
    const failing = setup(async () => {
      throw new Error('disk full');
    });
    failing.quitEvent();
    await new Promise((r) => setTimeout(r, 0));
    expect(failing.quits()).toBe(1);

    const hanging = setup(() => new Promise<void>(() => undefined));
    hanging.quitEvent();
    hanging.fireTimeout();
    expect(hanging.quits()).toBe(1);
    expect(hanging.quitEvent()).toBe(false);
  });
});
