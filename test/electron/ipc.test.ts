import { describe, expect, it, vi } from 'vitest';
import type { IpcResult, WindowKind } from '../../electron/shell/api-types';
import { CHANNELS } from '../../electron/shell/channels';
import { CHANNEL_RULES, checkSender, createIpcRoutes, type IpcHandlers, type IpcSenderInfo } from '../../electron/shell/ipc';

const LOBBY = 1;
const SEAT = 2;
const kindOf = (id: number): WindowKind | undefined => (id === LOBBY ? 'lobby' : id === SEAT ? 'seat' : undefined);

const event = (id: number, url = 'app://rumbo/index.html', parent: unknown = null): IpcSenderInfo => ({
  sender: { id },
  senderFrame: { url, parent },
});

const seatAssignment = { code: 'KXQ4', hostUrl: 'ws://127.0.0.1:1/ws', team: 'blue', roles: ['captain'], name: 'x', voice: true, lang: 'es' } as const;

function handlers(): IpcHandlers {
  return {
    appInfo: vi.fn((_r, ctx) => ({ version: '1', platform: 'linux', lang: 'es' as const, windowKind: ctx.kind, packaged: false })),
    hostGame: vi.fn(async (r) => ({ port: 1, urls: [], wsUrl: 'ws://127.0.0.1:1/ws', lan: r.lan, fingerprint: 'ABCDE-FGHIJ' })),
    stopHosting: vi.fn(async () => undefined),
    hostingStatus: vi.fn(() => null),
    hostScreenKey: vi.fn(() => null),
    findHosts: vi.fn(async () => []),
    probeHost: vi.fn(async () => null),
    openSeatWindows: vi.fn(() => []),
    listSeats: vi.fn(() => []),
    seat: vi.fn(() => seatAssignment),
    models: vi.fn(async () => ({ dirs: [], installed: [] })),
    installModel: vi.fn(async () => ({ file: 'm.tar.gz', url: 'app://rumbo/models/m.tar.gz', bytes: 1, dir: '/m' })),
    pickModelArchive: vi.fn(async () => null),
    pushToTalkInfo: vi.fn(() => ({ accelerator: 'F9', global: true })),
    showFolder: vi.fn(async () => undefined),
  };
}

function router(h = handlers(), log: (m: string) => void = () => undefined) {
  const routes = createIpcRoutes({ kindOf, handlers: h, log });
  const call = (channel: string, e: IpcSenderInfo, ...args: unknown[]): Promise<IpcResult<unknown>> => {
    const route = routes.find((r) => r.channel === channel);
    if (!route) throw new Error(`no route ${channel}`);
    return route.listener(e, ...args);
  };
  return { routes, call, h };
}

const validOpen = {
  code: 'KXQ4',
  hostUrl: 'ws://127.0.0.1:47800/ws',
  seats: [
    { team: 'blue', roles: ['captain', 'firstMate'], voice: true },
    { team: 'yellow', roles: ['captain'], voice: false, name: 'Ana' },
  ],
};

describe('channel table', () => {
  it('has one route per channel, each with a rule', () => {
    const { routes } = router();
    expect(routes.map((r) => r.channel).sort()).toEqual(Object.values(CHANNELS).sort());
    expect(Object.keys(CHANNEL_RULES).sort()).toEqual(Object.keys(CHANNELS).sort());
  });

  it('lets only the lobby host, stop, open seats, browse and open folders; only seats ask for a seat', () => {
    for (const key of ['hostGame', 'stopHosting', 'openSeatWindows', 'listSeats', 'findHosts', 'probeHost', 'showFolder'] as const) {
      expect(CHANNEL_RULES[key].from, key).toEqual(['lobby']);
    }
    expect(CHANNEL_RULES.seat.from).toEqual(['seat']);
  });
});

describe('sender checks', () => {
  it('accepts a main frame of an app://rumbo page from one of our windows', () => {
    expect(checkSender(event(LOBBY), kindOf, ['lobby'])).toEqual({ ok: true, ctx: { webContentsId: LOBBY, kind: 'lobby' } });
    expect(checkSender(event(SEAT, 'app://rumbo/voice/index.html?code=A'), kindOf, ['seat']).ok).toBe(true);
  });

  it.each([
    ['unknown webContents', event(42)],
    ['remote page', event(LOBBY, 'https://evil.example/')],
    ['file page', event(LOBBY, 'file:///tmp/x.html')],
    ['other app host', event(LOBBY, 'app://evil/index.html')],
    ['subframe', event(LOBBY, 'app://rumbo/index.html', { url: 'app://rumbo/index.html' })],
    ['frame gone', { sender: { id: LOBBY }, senderFrame: null }],
  ])('refuses: %s', (_name, e) => {
    expect(checkSender(e as IpcSenderInfo, kindOf, ['lobby', 'seat']).ok).toBe(false);
  });

  it('refuses a frame whose getter throws (destroyed)', () => {
    const e = {
      sender: { id: LOBBY },
      get senderFrame(): never {
        throw new Error('Render frame was disposed');
      },
    };
    expect(checkSender(e, kindOf, ['lobby']).ok).toBe(false);
  });

  it('refuses a window kind not allowed on the channel', () => {
    expect(checkSender(event(SEAT), kindOf, ['lobby'])).toMatchObject({ ok: false, reason: 'a seat window may not call this' });
  });
});

describe('routing', () => {
  it('runs the handler only after the checks pass', async () => {
    const log = vi.fn();
    const { call, h } = router(handlers(), log);
    expect(await call(CHANNELS.hostGame, event(SEAT), { lan: true })).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(await call(CHANNELS.hostGame, event(42), { lan: true })).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(await call(CHANNELS.hostGame, event(LOBBY, 'https://evil.example/'), { lan: true })).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(h.hostGame).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledTimes(3);

    expect(await call(CHANNELS.hostGame, event(LOBBY), { lan: true })).toEqual({ ok: true, value: { port: 1, urls: [], wsUrl: 'ws://127.0.0.1:1/ws', lan: true, fingerprint: 'ABCDE-FGHIJ' } });
    expect(h.hostGame).toHaveBeenCalledWith({ lan: true }, { webContentsId: LOBBY, kind: 'lobby' });
  });

  it('gives the seat only to seat windows, keyed by their own id', async () => {
    const { call, h } = router();
    expect(await call(CHANNELS.seat, event(LOBBY))).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(await call(CHANNELS.seat, event(SEAT, 'app://rumbo/voice/index.html'))).toEqual({ ok: true, value: seatAssignment });
    expect(h.seat).toHaveBeenCalledWith(undefined, { webContentsId: SEAT, kind: 'seat' });
  });

  it('validates arguments against the schemas', async () => {
    const { call, h } = router();
    const bad: [string, unknown[]][] = [
      [CHANNELS.hostGame, [{ lan: 'yes' }]],
      [CHANNELS.hostGame, [{ lan: true, admin: true }]],
      [CHANNELS.hostGame, [{ lan: true, hostName: 'x'.repeat(64) }]],
      [CHANNELS.appInfo, [{ surprise: 1 }]],
      [CHANNELS.appInfo, [undefined, undefined]],
      [CHANNELS.showFolder, ['/etc']],
      [CHANNELS.probeHost, [{ address: 'a b', port: 1 }]],
      [CHANNELS.probeHost, [{ address: '192.168.1.2', port: 70000 }]],
      [CHANNELS.openSeatWindows, [{ ...validOpen, hostUrl: 'http://127.0.0.1/ws' }]],
      [CHANNELS.openSeatWindows, [{ ...validOpen, hostUrl: 'ws://user:pw@127.0.0.1/ws' }]],
      [CHANNELS.openSeatWindows, [{ ...validOpen, seats: [] }]],
      [CHANNELS.openSeatWindows, [{ ...validOpen, seats: [{ team: 'red', roles: ['captain'], voice: true }] }]],
      [CHANNELS.openSeatWindows, [{ ...validOpen, seats: [{ team: 'blue', roles: ['captain', 'captain'], voice: true }] }]],
      [CHANNELS.openSeatWindows, [{ ...validOpen, seats: [{ team: 'blue', roles: ['captain'], voice: true, seatToken: 'x' }] }]],
      [
        CHANNELS.openSeatWindows,
        [
          {
            ...validOpen,
            seats: [
              { team: 'blue', roles: ['captain'], voice: true },
              { team: 'blue', roles: ['captain', 'engineer'], voice: false },
            ],
          },
        ],
      ],
      [CHANNELS.openSeatWindows, [{ ...validOpen, seats: [{ team: 'blue', roles: ['captain'], voice: true, name: 'x'.repeat(41) }] }]],
      [CHANNELS.openSeatWindows, [{ ...validOpen, code: '' }]],
    ];
    for (const [channel, args] of bad) {
      const result = await call(channel, event(LOBBY), ...args);
      expect(result, `${channel} ${JSON.stringify(args)}`).toMatchObject({ ok: false, error: { code: 'invalid-request' } });
    }
    expect(h.hostGame).not.toHaveBeenCalled();
    expect(h.openSeatWindows).not.toHaveBeenCalled();
    expect(h.showFolder).not.toHaveBeenCalled();

    expect(await call(CHANNELS.openSeatWindows, event(LOBBY), validOpen)).toMatchObject({ ok: true });
    expect(await call(CHANNELS.showFolder, event(LOBBY), 'logs')).toMatchObject({ ok: true });
    expect(await call(CHANNELS.probeHost, event(LOBBY), { address: 'fe80::1%eth0', port: 47800 })).toMatchObject({ ok: true });
  });

  it('turns a handler failure into a result, not a thrown error', async () => {
    const h: IpcHandlers = {
      ...handlers(),
      hostGame: vi.fn(async () => {
        throw new Error('port 47800 on 0.0.0.0 is in use');
      }),
    };
    const { call } = router(h);
    expect(await call(CHANNELS.hostGame, event(LOBBY), { lan: false })).toEqual({
      ok: false,
      error: { code: 'failed', message: 'port 47800 on 0.0.0.0 is in use' },
    });
  });
});
