import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RumboDesktopApi } from '../../electron/shell/api-types';
import { CHANNELS, EVENTS } from '../../electron/shell/channels';
import { stub } from '../support/electron-stub';

let api: RumboDesktopApi;

beforeAll(async () => {
  await import('../../electron/preload');
  api = stub.exposed.get('rumbo') as RumboDesktopApi;
});

describe('preload', () => {
  it('exposes exactly one object, window.rumbo, with the typed API', () => {
    expect([...stub.exposed.keys()]).toEqual(['rumbo']);
    expect(api.isDesktop).toBe(true);
    expect(Object.keys(api).sort()).toEqual(
      ['isDesktop', 'appInfo', 'hostGame', 'stopHosting', 'hostingStatus', 'hostScreenKey', 'findHosts', 'probeHost', 'openSeatWindows', 'listSeats', 'seat', 'models', 'installModel', 'pickModelArchive', 'onModelProgress', 'pushToTalkInfo', 'onPushToTalk', 'showFolder'].sort(),
    );
  });

  it('sends one argument per call on the channel table, and unwraps results', async () => {
    stub.invoked.length = 0;
    stub.invokeAnswer = (channel) => ({ ok: true, value: channel });
    await expect(api.appInfo()).resolves.toBe(CHANNELS.appInfo);
    await api.hostGame({ lan: true });
    await api.probeHost('192.168.1.20', 47800);
    await api.showFolder('models');
    expect(stub.invoked).toEqual([
      { channel: CHANNELS.appInfo, args: [] },
      { channel: CHANNELS.hostGame, args: [{ lan: true }] },
      { channel: CHANNELS.probeHost, args: [{ address: '192.168.1.20', port: 47800 }] },
      { channel: CHANNELS.showFolder, args: ['models'] },
    ]);
  });

  it('turns a refused call into a rejection with the code', async () => {
    stub.invokeAnswer = () => ({ ok: false, error: { code: 'forbidden', message: 'a seat window may not call this' } });
    await expect(api.hostGame({ lan: false })).rejects.toThrow('forbidden: a seat window may not call this');
  });

  it('passes only the push-to-talk state to the page, and unsubscribes', () => {
    const got: string[] = [];
    const off = api.onPushToTalk((s) => got.push(s));
    const listeners = [...(stub.rendererListeners.get(EVENTS.pushToTalk) ?? [])];
    expect(listeners).toHaveLength(1);
    const fakeEvent = { sender: 'secret ipcRenderer' };
    listeners[0]!(fakeEvent, 'down');
    listeners[0]!(fakeEvent, 'nonsense');
    listeners[0]!(fakeEvent, 'up');
    expect(got).toEqual(['down', 'up']);
    off();
    expect(stub.rendererListeners.get(EVENTS.pushToTalk)?.size).toBe(0);
  });
});

describe('preload bundle', () => {
  it('needs nothing but electron (a sandboxed preload cannot require anything else)', async () => {
    const out = await build({
      entryPoints: ['electron/preload.ts'],
      bundle: true,
      platform: 'browser',
      format: 'cjs',
      external: ['electron'],
      write: false,
      logLevel: 'silent',
    });
    const code = out.outputFiles[0]?.text ?? '';
    const requires = [...code.matchAll(/require\(["']([^"']+)["']\)/g)].map((m) => m[1]);
    expect(requires).toEqual(['electron']);
    expect(code.length).toBeLessThan(20_000);
  });
});
