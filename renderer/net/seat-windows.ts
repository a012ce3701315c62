/**
 * Hot-seat: the lobby opens one window per seat this PC plays. In the desktop app the main process does
 * it (window.rumbo); in a browser on the host's own PC (`npm start` without Electron, a page on
 * localhost) the page opens them itself as pop-up windows on the same origin — the launcher's app
 * windows allow pop-ups. A phone or another PC on the LAN gets no opener: it plays its one seat.
 */
import type { OpenSeatWindowsRequest } from '../../electron/shell/api-types';
import { defaultMemberName } from '../../shared/seat-windows/names';
import { LANGS, seatParam, type Lang } from '../../shared/seat-windows/seats';
import { desktop } from './desktop';

export interface SeatWindowOpener {
  openSeatWindows(request: OpenSeatWindowsRequest): Promise<unknown>;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The URL a browser seat window loads: the renderer's own parameters, on the page's origin. */
export function browserSeatUrl(origin: string, code: string, seat: OpenSeatWindowsRequest['seats'][number], lang: Lang): string {
  const query = new URLSearchParams({
    code,
    name: defaultMemberName(lang, seat.team, seat.roles),
    seat: seatParam(seat.team, seat.roles),
    lang,
  });
  return `${origin}/?${query.toString()}`;
}

export function seatWindowOpener(): SeatWindowOpener | null {
  const api = desktop();
  if (api) return api;
  if (!LOOPBACK.has(location.hostname)) return null;
  return {
    async openSeatWindows(request) {
      const documentLang = document.documentElement.lang as Lang;
      const lang = request.lang ?? (LANGS.includes(documentLang) ? documentLang : 'es');
      for (const seat of request.seats) {
        const url = browserSeatUrl(location.origin, request.code, seat, lang);
        // noopener: the new window must not start with a copy of this one's session storage (its member token).
        window.open(url, `rumbo-${seatParam(seat.team, seat.roles)}`, 'popup,noopener,width=1100,height=760');
      }
    },
  };
}
