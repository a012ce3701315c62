import { describe, expect, it } from 'vitest';
import { decidePermissionCheck, decidePermissionRequest, type PermissionContext } from '../../electron/shell/permissions';

const LOBBY = 1;
const VOICE_SEAT = 2;
const PLAIN_SEAT = 3;
const STRANGER = 99;

const ctx: PermissionContext = {
  isOurWindow: (id) => id === LOBBY || id === VOICE_SEAT || id === PLAIN_SEAT,
  isVoiceWindow: (id) => id === VOICE_SEAT,
};

const VOICE_PAGE = 'app://rumbo/voice/index.html?code=KXQ4&seat=blue%3Acaptain';
const PLAIN_PAGE = 'app://rumbo/index.html?code=KXQ4&seat=blue%3Aengineer';

const mic = (webContentsId: number, requestingUrl: string | undefined, extra: Partial<{ isMainFrame: boolean; mediaTypes: string[] }> = {}) =>
  decidePermissionRequest(ctx, { webContentsId, permission: 'media', requestingUrl, isMainFrame: true, mediaTypes: ['audio'], ...extra });

describe('permission requests', () => {
  it('grants the microphone to a voice window on the voice page', () => {
    expect(mic(VOICE_SEAT, VOICE_PAGE)).toBe(true);
  });

  it('refuses the microphone to every other window or page', () => {
    expect(mic(LOBBY, 'app://rumbo/index.html')).toBe(false);
    expect(mic(PLAIN_SEAT, PLAIN_PAGE)).toBe(false);
    expect(mic(STRANGER, VOICE_PAGE)).toBe(false);
    // A voice window that somehow shows another page (or a remote one) gets nothing.
    expect(mic(VOICE_SEAT, PLAIN_PAGE)).toBe(false);
    expect(mic(VOICE_SEAT, 'https://evil.example/voice/index.html')).toBe(false);
    expect(mic(VOICE_SEAT, 'app://evil/voice/index.html')).toBe(false);
    expect(mic(VOICE_SEAT, undefined)).toBe(false);
    // Not from a subframe.
    expect(mic(VOICE_SEAT, VOICE_PAGE, { isMainFrame: false })).toBe(false);
  });

  it('never grants the camera, even with the microphone', () => {
    expect(mic(VOICE_SEAT, VOICE_PAGE, { mediaTypes: ['video'] })).toBe(false);
    expect(mic(VOICE_SEAT, VOICE_PAGE, { mediaTypes: ['audio', 'video'] })).toBe(false);
    expect(mic(VOICE_SEAT, VOICE_PAGE, { mediaTypes: [] })).toBe(false);
  });

  it('denies everything else', () => {
    for (const permission of ['display-capture', 'notifications', 'geolocation', 'midi', 'openExternal', 'fullscreen', 'clipboard-read', 'hid', 'serial', 'usb', 'pointerLock', 'unknown']) {
      expect(decidePermissionRequest(ctx, { webContentsId: VOICE_SEAT, permission, requestingUrl: VOICE_PAGE, isMainFrame: true }), permission).toBe(false);
    }
  });

  it('allows sanitized clipboard writes to our own windows only', () => {
    const write = (id: number, url: string) => decidePermissionRequest(ctx, { webContentsId: id, permission: 'clipboard-sanitized-write', requestingUrl: url, isMainFrame: true });
    expect(write(LOBBY, 'app://rumbo/index.html')).toBe(true);
    expect(write(STRANGER, 'app://rumbo/index.html')).toBe(false);
    expect(write(LOBBY, 'https://evil.example/')).toBe(false);
  });
});

describe('permission checks', () => {
  const check = (webContentsId: number | undefined, over: Partial<Parameters<typeof decidePermissionCheck>[1]> = {}) =>
    decidePermissionCheck(ctx, {
      webContentsId,
      permission: 'media',
      requestingOrigin: 'app://rumbo/',
      requestingUrl: VOICE_PAGE,
      isMainFrame: true,
      mediaType: 'audio',
      ...over,
    });

  it('answers yes for the microphone of a voice window (origin with or without slash)', () => {
    expect(check(VOICE_SEAT)).toBe(true);
    expect(check(VOICE_SEAT, { requestingOrigin: 'app://rumbo' })).toBe(true);
    expect(check(VOICE_SEAT, { requestingUrl: undefined })).toBe(true);
  });

  it('answers no otherwise', () => {
    expect(check(PLAIN_SEAT, { requestingUrl: PLAIN_PAGE })).toBe(false);
    expect(check(LOBBY, { requestingUrl: 'app://rumbo/index.html' })).toBe(false);
    expect(check(undefined)).toBe(false);
    expect(check(STRANGER)).toBe(false);
    expect(check(VOICE_SEAT, { requestingOrigin: 'https://evil.example/' })).toBe(false);
    expect(check(VOICE_SEAT, { mediaType: 'video' })).toBe(false);
    expect(check(VOICE_SEAT, { mediaType: 'unknown' })).toBe(false);
    expect(check(VOICE_SEAT, { requestingUrl: PLAIN_PAGE })).toBe(false);
    expect(check(VOICE_SEAT, { isMainFrame: false })).toBe(false);
    expect(check(VOICE_SEAT, { permission: 'notifications' })).toBe(false);
  });
});
