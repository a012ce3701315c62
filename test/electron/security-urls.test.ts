import { describe, expect, it } from 'vitest';
import { APP_SCHEME_PRIVILEGES, chromiumSwitches, webPreferences } from '../../electron/shell/security';
import { isAppUrl, isVoicePageUrl, lobbyUrl, modelUrl, parseSeatUrl, seatUrl, splitAppUrl } from '../../electron/shell/urls';
import { parseSeatParam, seatParam } from '../../shared/seat-windows/seats';

describe('app:// scheme privileges', () => {
  it('is standard, secure, fetchable and streamable, and never bypasses CSP', () => {
    expect(APP_SCHEME_PRIVILEGES.scheme).toBe('app');
    expect(APP_SCHEME_PRIVILEGES.privileges).toMatchObject({ standard: true, secure: true, supportFetchAPI: true, stream: true });
    expect(APP_SCHEME_PRIVILEGES.privileges).not.toHaveProperty('bypassCSP');
    expect(APP_SCHEME_PRIVILEGES.privileges).not.toHaveProperty('allowServiceWorkers');
  });
});

describe('webPreferences', () => {
  it('isolates and sandboxes every window', () => {
    for (const kind of ['lobby', 'seat'] as const) {
      const p = webPreferences({ preload: '/app/dist-electron/preload.cjs', kind, devTools: false });
      expect(p).toMatchObject({
        preload: '/app/dist-electron/preload.cjs',
        contextIsolation: true,
        sandbox: true,
        nodeIntegration: false,
        nodeIntegrationInWorker: false,
        nodeIntegrationInSubFrames: false,
        webSecurity: true,
        allowRunningInsecureContent: false,
        webviewTag: false,
        devTools: false,
      });
    }
  });

  it('keeps seat windows running at full speed in the background (hot-seat)', () => {
    expect(webPreferences({ preload: 'p', kind: 'seat', devTools: true }).backgroundThrottling).toBe(false);
    expect(webPreferences({ preload: 'p', kind: 'lobby', devTools: true }).backgroundThrottling).toBe(true);
  });
});

describe('chromiumSwitches', () => {
  it('enables the global-shortcuts portal on Wayland only', () => {
    expect(chromiumSwitches('linux', { XDG_SESSION_TYPE: 'wayland' })).toEqual([['enable-features', 'GlobalShortcutsPortal']]);
    expect(chromiumSwitches('linux', { WAYLAND_DISPLAY: 'wayland-0' })).toHaveLength(1);
    expect(chromiumSwitches('linux', { XDG_SESSION_TYPE: 'x11' })).toEqual([]);
    expect(chromiumSwitches('win32', { XDG_SESSION_TYPE: 'wayland' })).toEqual([]);
  });
});

describe('URLs', () => {
  const route = { code: 'KXQ4', hostUrl: 'ws://192.168.1.20:47800/ws', team: 'yellow', roles: ['firstMate', 'captain'], name: 'Ana & Bea', lang: 'en' } as const;

  it('round-trips a seat URL, in the renderer’s own parameters', () => {
    const url = seatUrl(route, false);
    expect(url.startsWith('app://rumbo/index.html?')).toBe(true);
    const q = new URLSearchParams(url.split('?')[1]);
    expect(q.get('ws')).toBe('ws://192.168.1.20:47800/ws');
    expect(q.get('code')).toBe('KXQ4');
    expect(q.get('seat')).toBe('yellow:captain+firstMate');
    expect(q.get('token')).toBeNull();
    expect(parseSeatUrl(url)).toEqual({ ...route, roles: ['captain', 'firstMate'] });
    expect(parseSeatUrl(seatUrl({ ...route, token: 't' }, true))?.token).toBe('t');
    expect(seatUrl(route, true).startsWith('app://rumbo/voice/index.html?')).toBe(true);
  });

  it('refuses what is not a seat URL', () => {
    expect(parseSeatUrl(lobbyUrl())).toBeUndefined();
    expect(parseSeatUrl('https://rumbo/index.html?ws=a&code=b&seat=blue:captain&lang=es')).toBeUndefined();
    expect(parseSeatUrl('app://rumbo/index.html?ws=a&code=b&seat=blue:pilot&lang=es')).toBeUndefined();
    expect(parseSeatUrl('app://rumbo/index.html?ws=a&code=b&seat=blue:captain&lang=fr')).toBeUndefined();
    expect(parseSeatParam('blue:captain+captain')).toBeUndefined();
    expect(parseSeatParam('blue:captain:x')).toBeUndefined();
    expect(parseSeatParam(seatParam('blue', ['radioOperator', 'engineer']))).toEqual({ team: 'blue', roles: ['engineer', 'radioOperator'] });
  });

  it('recognises app and voice pages exactly', () => {
    expect(isAppUrl('app://rumbo/x')).toBe(true);
    expect(isAppUrl('app://rumbo.evil/x')).toBe(false);
    expect(isAppUrl('app://rumbo@evil/x')).toBe(false);
    expect(isVoicePageUrl('app://rumbo/voice/index.html?x')).toBe(true);
    expect(isVoicePageUrl('app://rumbo/voiceover/index.html')).toBe(false);
    expect(isVoicePageUrl('app://rumbo/index.html?voice/')).toBe(false);
    expect(splitAppUrl('app://rumbo')).toEqual({ rawPath: '/' });
    expect(modelUrl('vosk model.tar.gz')).toBe('app://rumbo/models/vosk%20model.tar.gz');
  });
});
