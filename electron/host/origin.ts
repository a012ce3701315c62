/**
 * Which web pages may open a game connection. Browsers let any site open a WebSocket to any
 * address, so without this a page a player happens to visit could join games on the LAN host.
 * Allowed: no Origin at all (bots, tools, tests — not a browser), the desktop app (app://rumbo),
 * a page served by this host itself (same host:port), and pages on this machine (the dev server).
 */
export function originAllowed(origin: string | undefined, hostHeader: string | undefined): boolean {
  if (origin === undefined) return true;
  if (origin === 'app://rumbo') return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (hostHeader !== undefined && url.host === hostHeader) return true;
  return url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]';
}
