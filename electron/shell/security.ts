/**
 * Security settings as data, so tests can pin them: the app:// scheme privileges, every window's
 * webPreferences, and the Chromium switches chosen per platform.
 */
import { APP_SCHEME } from './urls';

/** For protocol.registerSchemesAsPrivileged (before app ready). No bypassCSP, no service workers. */
export const APP_SCHEME_PRIVILEGES = {
  scheme: APP_SCHEME,
  privileges: {
    standard: true,
    secure: true,
    supportFetchAPI: true,
    stream: true,
    codeCache: true,
  },
} as const;

export interface SecureWebPreferences {
  readonly preload: string;
  readonly contextIsolation: true;
  readonly sandbox: true;
  readonly nodeIntegration: false;
  readonly nodeIntegrationInWorker: false;
  readonly nodeIntegrationInSubFrames: false;
  readonly webSecurity: true;
  readonly allowRunningInsecureContent: false;
  readonly webviewTag: false;
  readonly navigateOnDragDrop: false;
  readonly safeDialogs: true;
  readonly spellcheck: false;
  readonly devTools: boolean;
  /** Seat windows keep running at full speed when not focused (hot-seat: only one window has focus). */
  readonly backgroundThrottling: boolean;
}

export function webPreferences(options: { preload: string; kind: 'lobby' | 'seat'; devTools: boolean }): SecureWebPreferences {
  return {
    preload: options.preload,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    safeDialogs: true,
    spellcheck: false,
    devTools: options.devTools,
    backgroundThrottling: options.kind !== 'seat',
  };
}

/**
 * Extra Chromium switches. On a Linux Wayland session, global shortcuts need the XDG GlobalShortcuts
 * portal (Electron ≥ 35); elsewhere none.
 */
export function chromiumSwitches(platform: NodeJS.Platform, env: Readonly<Record<string, string | undefined>>): [string, string][] {
  const wayland = platform === 'linux' && (env.XDG_SESSION_TYPE === 'wayland' || (env.WAYLAND_DISPLAY ?? '') !== '');
  return wayland ? [['enable-features', 'GlobalShortcutsPortal']] : [];
}
