/**
 * electron/main.ts run against the Electron stub (the real binary cannot run on build machines): the
 * wiring — what happens before ready, what is registered after, and a hot-seat session end to end
 * through IPC, with the real host on 127.0.0.1.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HostingInfo, IpcResult, SeatAssignment, SeatWindowState } from '../../electron/shell/api-types';
import { CHANNELS, EVENTS } from '../../electron/shell/channels';
import { cspHeader } from '../../electron/shell/csp';
import { lobbyUrl } from '../../electron/shell/urls';
import { BrowserWindow, stub, type StubWebContents } from '../support/electron-stub';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'rumbo-main-'));
const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

function ipc<T>(channel: string, from: StubWebContents, ...args: unknown[]): Promise<IpcResult<T>> {
  const handler = stub.ipcHandlers.get(channel);
  if (!handler) throw new Error(`no handler for ${channel}`);
  return handler({ sender: from, senderFrame: { url: from.getURL(), parent: null } }, ...args) as Promise<IpcResult<T>>;
}

async function value<T>(result: Promise<IpcResult<T>>): Promise<T> {
  const r = await result;
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

const userData = path.join(tmp, 'Rumbo');
const windowByTitle = (title: string) => BrowserWindow.getAllWindows().find((w) => w.options.title === title);

beforeAll(async () => {
  stub.appData = tmp;
  stub.appPath = path.join(tmp, 'app');
  mkdirSync(path.join(stub.appPath, 'dist', 'renderer'), { recursive: true });
  writeFileSync(path.join(stub.appPath, 'dist', 'renderer', 'index.html'), '<!doctype html><title>Rumbo</title>');
  // main.ts reads its flags at import time.
  const argv = process.argv;
  process.argv = [...argv, '--port=0'];
  try {
    await import('../../electron/main');
  } finally {
    process.argv = argv;
  }
});

afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('before ready', () => {
  it('registers app:// as a privileged standard scheme and takes the single-instance lock', () => {
    expect(stub.privilegedSchemes).toEqual([
      { scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true, stream: true, codeCache: true } },
    ]);
    expect(stub.lockData).toEqual([{ allowMultiple: false }]);
    // userData is set before the lock (the lock lives in it): <appData>/Rumbo.
    expect(stub.setPaths).toEqual([['userData', userData]]);
    expect(stub.protocolHandlers.size).toBe(0);
    expect(BrowserWindow.getAllWindows()).toHaveLength(0);
  });
});

describe('after ready', () => {
  beforeAll(async () => {
    stub.ready();
    await tick();
    await tick();
  });

  it('serves the renderer over app:// with the strict CSP', async () => {
    const handle = stub.protocolHandlers.get('app');
    expect(handle).toBeDefined();
    const res = await handle!(new Request('app://rumbo/index.html'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe(cspHeader('strict'));
    expect((await handle!(new Request('app://rumbo/models/..%2f..%2fuserData%2fdesktop-settings.json'))).status).toBe(403);
  });

  it('opens the lobby as a sandboxed, isolated window', () => {
    const [lobby] = BrowserWindow.getAllWindows();
    expect(lobby).toBeDefined();
    expect(lobby!.webContents.getURL()).toBe(lobbyUrl());
    expect(lobby!.options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      preload: path.join(stub.appPath, 'dist-electron', 'preload.cjs'),
    });
  });

  it('registers a handler for every IPC channel, and session permission handlers', () => {
    expect([...stub.ipcHandlers.keys()].sort()).toEqual(Object.values(CHANNELS).sort());
    expect(stub.permissionRequestHandler).toBeDefined();
    expect(stub.permissionCheckHandler).toBeDefined();
    expect(stub.devicePermissionHandler?.({})).toBe(false);
    expect(stub.menuTemplates.length).toBeGreaterThan(0);
  });

  it('guards navigation and window.open on every webContents', () => {
    const lobby = BrowserWindow.getAllWindows()[0]!.webContents;
    const navigate = (url: string) => {
      const event = { url, prevented: false, preventDefault() { this.prevented = true; } };
      lobby.emit('will-navigate', event);
      return event.prevented;
    };
    expect(navigate('https://evil.example/')).toBe(true);
    expect(navigate('app://rumbo/voice/index.html')).toBe(true);
    expect(navigate(`${lobbyUrl()}?code=AB`)).toBe(false);
    expect(navigate('https://alphacephei.com/vosk/models')).toBe(true);
    expect(stub.openedExternal).toEqual(['https://alphacephei.com/vosk/models']);
    expect(lobby.windowOpenHandler?.({ url: 'https://evil.example/' })).toEqual({ action: 'deny' });
  });

  it('answers IPC only from its own windows', async () => {
    const lobby = BrowserWindow.getAllWindows()[0]!.webContents;
    expect(await value(ipc(CHANNELS.appInfo, lobby))).toMatchObject({ windowKind: 'lobby', lang: 'es', version: '0.0.0-stub' });
    const stranger = new BrowserWindow().webContents; // not created by the window manager
    stranger.url = lobbyUrl();
    expect(await ipc(CHANNELS.appInfo, stranger)).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(await ipc(CHANNELS.seat, lobby)).toMatchObject({ ok: false, error: { code: 'forbidden' } });
  });

  describe('a hot-seat session', () => {
    let hosting: HostingInfo;
    let lobby: StubWebContents;

    beforeAll(async () => {
      lobby = BrowserWindow.getAllWindows()[0]!.webContents;
      hosting = await value(ipc<HostingInfo>(CHANNELS.hostGame, lobby, { lan: false }));
    });

    it('hosts on this PC only', async () => {
      expect(hosting.wsUrl).toBe(`ws://127.0.0.1:${hosting.port}/ws`);
      expect(hosting.lan).toBe(false);
      const status = await fetch(`http://127.0.0.1:${hosting.port}/status`);
      expect(status.ok).toBe(true);
      expect(await value(ipc(CHANNELS.hostingStatus, lobby))).toEqual(hosting);
    });

    it('opens seat windows that learn their seat from the main process', async () => {
      const seats = await value(
        ipc<SeatWindowState[]>(CHANNELS.openSeatWindows, lobby, {
          code: 'KXQ4',
          hostUrl: hosting.wsUrl,
          seats: [
            { team: 'blue', roles: ['captain', 'firstMate'], voice: true },
            { team: 'yellow', roles: ['captain', 'firstMate'], voice: false },
          ],
        }),
      );
      expect(seats.map((s) => s.open)).toEqual([true, true]);
      const blue = windowByTitle('Rumbo — Azul · Capitán + Primer oficial');
      const yellow = windowByTitle('Rumbo — Amarillo · Capitán + Primer oficial');
      expect(blue?.webContents.getURL()).toMatch(/^app:\/\/rumbo\/voice\/index\.html\?/);
      expect(yellow?.webContents.getURL()).toMatch(/^app:\/\/rumbo\/index\.html\?/);
      expect(yellow?.options.webPreferences).toMatchObject({ sandbox: true, backgroundThrottling: false });

      const assignment = await value(ipc<SeatAssignment>(CHANNELS.seat, blue!.webContents));
      expect(assignment).toMatchObject({ code: 'KXQ4', hostUrl: hosting.wsUrl, team: 'blue', roles: ['captain', 'firstMate'], voice: true });
      // A seat window may not host or open other seats.
      expect(await ipc(CHANNELS.openSeatWindows, blue!.webContents, { code: 'X', hostUrl: hosting.wsUrl, seats: [] })).toMatchObject({
        ok: false,
        error: { code: 'forbidden' },
      });
    });

    it('grants the microphone to the voice seat only', () => {
      const blue = windowByTitle('Rumbo — Azul · Capitán + Primer oficial')!.webContents;
      const yellow = windowByTitle('Rumbo — Amarillo · Capitán + Primer oficial')!.webContents;
      const ask = (wc: StubWebContents) => {
        let granted: boolean | undefined;
        stub.permissionRequestHandler?.(wc, 'media', (g: boolean) => (granted = g), { requestingUrl: wc.getURL(), isMainFrame: true, mediaTypes: ['audio'] });
        return granted;
      };
      expect(ask(blue)).toBe(true);
      expect(ask(yellow)).toBe(false);
      expect(ask(lobby)).toBe(false);
    });

    it('sends the global push-to-talk key to the last focused voice seat', async () => {
      const blueWin = windowByTitle('Rumbo — Azul · Capitán + Primer oficial')!;
      blueWin.focus();
      await tick();
      expect(stub.shortcuts.has('F9')).toBe(false); // the voice window handles its own key
      BrowserWindow.getAllWindows()[0]!.focus(); // the lobby
      await tick();
      stub.shortcuts.get('F9')?.();
      expect(blueWin.webContents.sent).toEqual([{ channel: EVENTS.pushToTalk, args: ['down'] }]);
    });

    it('keeps a closed seat and reopens it from the menu with its member token', async () => {
      const yellow = windowByTitle('Rumbo — Amarillo · Capitán + Primer oficial')!;
      yellow.webContents.url += '&token=member-token-1'; // what renderer/net/tokens.ts does after joining
      yellow.close();
      const seats = await value(ipc<SeatWindowState[]>(CHANNELS.listSeats, lobby));
      expect(seats.map((s) => s.open)).toEqual([true, false]);

      type Item = { label?: string; click?: () => void; submenu?: Item[] };
      const flat = (items: Item[]): Item[] => items.flatMap((i) => [i, ...flat(i.submenu ?? [])]);
      const menu = stub.menuTemplates.at(-1) as Item[];
      const reopen = flat(menu).find((i) => i.label === 'Reabrir ventanas de puestos');
      expect(reopen?.click).toBeDefined();
      reopen!.click!();
      const again = windowByTitle('Rumbo — Amarillo · Capitán + Primer oficial')!;
      expect(again).not.toBe(yellow);
      expect(again.webContents.getURL()).toContain('token=member-token-1');
      expect(await value(ipc<SeatAssignment>(CHANNELS.seat, again.webContents))).toMatchObject({ token: 'member-token-1' });
    });

    it('stops hosting: the local seats close, the host stops', async () => {
      await value(ipc(CHANNELS.stopHosting, lobby));
      expect(windowByTitle('Rumbo — Azul · Capitán + Primer oficial')).toBeUndefined();
      expect(await value(ipc(CHANNELS.listSeats, lobby))).toEqual([]);
      expect(await value(ipc(CHANNELS.hostingStatus, lobby))).toBeNull();
      await expect(fetch(`http://127.0.0.1:${hosting.port}/status`)).rejects.toThrow();
    });
  });

  it('lists models and opens folders', async () => {
    const lobby = BrowserWindow.getAllWindows()[0]!.webContents;
    const models = await value(ipc<{ dirs: string[] }>(CHANNELS.models, lobby));
    expect(models.dirs[0]).toBe(path.join(userData, 'models'));
    await value(ipc(CHANNELS.showFolder, lobby, 'logs'));
    expect(stub.openedPaths).toEqual([path.join(userData, 'games')]);
  });

  it('quits only after shutting down, and keeps a log', async () => {
    const { app } = await import('../support/electron-stub');
    const before = stub.quitCalls;
    app.quit();
    for (let i = 0; i < 20 && stub.quitCalls === before + 1; i++) await tick();
    expect(stub.quitCalls).toBe(before + 2); // the held quit, then the one after shutdown
    const log = readFileSync(path.join(userData, 'logs', 'main.log'), 'utf8');
    expect(log).toContain('starting');
    expect(log).toContain('navigation blocked: https://evil.example/');
    expect(log).toContain('quit');
  });
});
