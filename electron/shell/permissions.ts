/**
 * Permission policy for the default session. Deny by default. The microphone ('media' with audio only)
 * is granted only to a voice window: its webContents id must be one the window manager created as a voice
 * window AND the requesting page must be an app://rumbo/voice/ page in the main frame. Camera, screen
 * capture, notifications, geolocation, HID/USB/serial… are always denied.
 *
 * One small exception, for our own windows only: 'clipboard-sanitized-write' (copying the join link in
 * the lobby). It cannot read anything.
 */
import { APP_ORIGIN, isAppUrl, isVoicePageUrl } from './urls';

export interface PermissionContext {
  /** The window manager's knowledge: is this webContents one of ours, and a voice window? */
  isOurWindow(webContentsId: number): boolean;
  isVoiceWindow(webContentsId: number): boolean;
}

export interface PermissionRequestInfo {
  readonly webContentsId: number;
  readonly permission: string;
  readonly requestingUrl: string | undefined;
  readonly isMainFrame: boolean;
  /** For 'media': which devices ('audio', 'video'). */
  readonly mediaTypes?: readonly string[] | undefined;
}

export interface PermissionCheckInfo {
  readonly webContentsId: number | undefined;
  readonly permission: string;
  readonly requestingOrigin: string;
  readonly requestingUrl: string | undefined;
  readonly isMainFrame: boolean;
  readonly mediaType?: string | undefined;
}

const HARMLESS_FOR_OUR_WINDOWS = new Set(['clipboard-sanitized-write']);

/** setPermissionRequestHandler's decision. */
export function decidePermissionRequest(ctx: PermissionContext, req: PermissionRequestInfo): boolean {
  if (!ctx.isOurWindow(req.webContentsId)) return false;
  if (!req.requestingUrl || !isAppUrl(req.requestingUrl)) return false;
  if (HARMLESS_FOR_OUR_WINDOWS.has(req.permission)) return true;
  if (req.permission !== 'media') return false;
  const types = req.mediaTypes ?? [];
  if (types.length === 0 || types.some((t) => t !== 'audio')) return false;
  return req.isMainFrame && isVoicePageUrl(req.requestingUrl) && ctx.isVoiceWindow(req.webContentsId);
}

/** setPermissionCheckHandler's decision (permission queries, device enumeration). */
export function decidePermissionCheck(ctx: PermissionContext, check: PermissionCheckInfo): boolean {
  if (check.webContentsId === undefined || !ctx.isOurWindow(check.webContentsId)) return false;
  // Chromium passes origins as URLs, usually with a trailing slash ("app://rumbo/").
  if (check.requestingOrigin.replace(/\/$/, '').toLowerCase() !== APP_ORIGIN) return false;
  if (check.requestingUrl !== undefined && !isAppUrl(check.requestingUrl)) return false;
  if (HARMLESS_FOR_OUR_WINDOWS.has(check.permission)) return true;
  if (check.permission !== 'media' || check.mediaType !== 'audio') return false;
  if (check.requestingUrl !== undefined && !isVoicePageUrl(check.requestingUrl)) return false;
  return check.isMainFrame && ctx.isVoiceWindow(check.webContentsId);
}
