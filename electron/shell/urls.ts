/**
 * The one place that defines the desktop app's URLs. Browser-safe: no Node or Electron imports, so the
 * renderer may import it too.
 *
 *   app://rumbo/index.html                       lobby / home (strict CSP, no microphone)
 *   app://rumbo/index.html?<seat query>          a seat window without voice (strict CSP)
 *   app://rumbo/voice/index.html?<seat query>    a seat window with voice (voice CSP, microphone)
 *   app://rumbo/voice/<file>                     the same renderer file as app://rumbo/<file>
 *   app://rumbo/models/<file>                    an installed speech model archive
 *
 * Seat query (the renderer's own parameters, see renderer/main.ts and renderer/net/tokens.ts):
 *   ws=<host WebSocket URL>   code=<game code>   name=<member name>   lang=<es|en|it>
 *   seat=<team>:<role>[+<role>…]   e.g. seat=blue:captain+firstMate (a merged seat of a small crew)
 *   token=<member token>      only when reopening a seat whose window had joined before
 * Teams, roles, languages and the seat text are shared/seat-windows/ (the renderer writes them too).
 * The seat in the URL is for routing and display; the authority is the main process: a seat window asks
 * `window.rumbo.seat()`, answered from the window's identity (its webContents), never from its URL.
 *
 * Why `/voice/` is a path and not a flag: the CSP is chosen per response by the protocol handler, which
 * only sees the request URL. The renderer is built with `base: './'`, so a page at /voice/index.html
 * loads its assets from /voice/assets/…, which the handler maps to the same files.
 */

import { isOneOf, LANGS, parseSeatParam, seatParam, type Lang, type RoleId, type TeamId } from '../../shared/seat-windows/seats';

export const APP_SCHEME = 'app';
export const APP_HOST = 'rumbo';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

/** Path prefix (first segment) under which the renderer is served with the voice CSP. */
export const VOICE_SEGMENT = 'voice';
/** Path prefix (first segment) under which installed models are served. */
export const MODELS_SEGMENT = 'models';

export interface SeatRoute {
  /** The game's join code. */
  readonly code: string;
  /** WebSocket URL of the host this seat plays on. */
  readonly hostUrl: string;
  readonly team: TeamId;
  /** One role, or several for a merged seat (crews of fewer than four). */
  readonly roles: readonly RoleId[];
  /** Member name shown in the lobby. */
  readonly name: string;
  readonly lang: Lang;
  /** Member token from an earlier join of this seat's window (rejoin). */
  readonly token?: string;
}

export function lobbyUrl(): string {
  return `${APP_ORIGIN}/index.html`;
}

export function seatUrl(route: SeatRoute, voice: boolean): string {
  const query = new URLSearchParams({
    ws: route.hostUrl,
    code: route.code,
    name: route.name,
    seat: seatParam(route.team, route.roles),
    lang: route.lang,
  });
  if (route.token) query.set('token', route.token);
  const page = voice ? `${VOICE_SEGMENT}/index.html` : 'index.html';
  return `${APP_ORIGIN}/${page}?${query.toString()}`;
}

/** Reads a seat window's URL (as the renderer may have rewritten it). Undefined when it is not one. */
export function parseSeatUrl(url: string): SeatRoute | undefined {
  if (!splitAppUrl(url)) return undefined;
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return undefined;
  const hashAt = url.indexOf('#', queryAt);
  const q = new URLSearchParams(url.slice(queryAt + 1, hashAt < 0 ? undefined : hashAt));
  const seat = parseSeatParam(q.get('seat'));
  const code = q.get('code');
  const hostUrl = q.get('ws');
  const lang = q.get('lang');
  const token = q.get('token');
  if (!seat || !code || !hostUrl || !isOneOf(LANGS, lang)) return undefined;
  return { code, hostUrl, ...seat, name: q.get('name') ?? '', lang, ...(token ? { token } : {}) };
}

/** URL of an installed model file, e.g. `app://rumbo/models/vosk-model-small-es-0.42.tar.gz`. */
export function modelUrl(fileName: string): string {
  return `${APP_ORIGIN}/${MODELS_SEGMENT}/${encodeURIComponent(fileName)}`;
}

export interface AppUrlParts {
  /** The raw (still percent-encoded) path, always starting with '/'. */
  readonly rawPath: string;
}

/**
 * Splits an app:// URL without normalising it (no dot-segment removal, no decoding), so that the
 * protocol guard sees exactly what was asked. Undefined for any other scheme, host, port or userinfo.
 */
export function splitAppUrl(url: string): AppUrlParts | undefined {
  const m = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)([^?#]*)/i.exec(url);
  if (!m) return undefined;
  const [, scheme = '', authority = '', path = ''] = m;
  if (scheme.toLowerCase() !== APP_SCHEME || authority.toLowerCase() !== APP_HOST) return undefined;
  return { rawPath: path === '' ? '/' : path };
}

/** True for a URL of this app's origin (any path). */
export function isAppUrl(url: string): boolean {
  return splitAppUrl(url) !== undefined;
}

/** True for a page served under /voice/ (the only pages that get the voice CSP and the microphone). */
export function isVoicePageUrl(url: string): boolean {
  const parts = splitAppUrl(url);
  return parts !== undefined && parts.rawPath.startsWith(`/${VOICE_SEGMENT}/`);
}
