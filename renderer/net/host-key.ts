import { desktop } from './desktop';

/**
 * The host screen's key (electron/host/host-screen.ts) for a connection to `target`, or null. The
 * desktop app's lobby window asks the main process, and only for its own host's address: the key
 * never goes to another PC's host. A browser on the host PC has it when it was opened with the link
 * `npm run host` prints (`?hostKey=…`, kept for this tab and taken out of the address bar), and only
 * for the host that served the page.
 */
const STORAGE = 'rumbo.hostKey';
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function takeHostKeyFromUrl(): void {
  const params = new URLSearchParams(location.search);
  const key = params.get('hostKey');
  if (!key) return;
  sessionStorage.setItem(STORAGE, key);
  params.delete('hostKey');
  const query = params.toString();
  history.replaceState(history.state, '', `${location.pathname}${query ? `?${query}` : ''}${location.hash}`);
}

export async function hostKeyFor(target: string): Promise<string | null> {
  const api = desktop();
  if (api) {
    try {
      const [hosting, key] = await Promise.all([api.hostingStatus(), api.hostScreenKey()]);
      return hosting && key && hosting.wsUrl === target ? key : null;
    } catch {
      return null; // a seat window may not ask: it is a player's window, not the host's screen
    }
  }
  const key = sessionStorage.getItem(STORAGE);
  if (!key || !LOOPBACK.has(location.hostname)) return null;
  try {
    return new URL(target).host === location.host ? key : null;
  } catch {
    return null;
  }
}
