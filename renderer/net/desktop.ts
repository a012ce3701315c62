import type { LanHost, RumboDesktopApi } from '../../electron/shell/api-types';

/** The Electron preload's API, or null in a plain browser (a phone, `npm run host`'s page). */
export function desktop(): RumboDesktopApi | null {
  return (window as { rumbo?: RumboDesktopApi }).rumbo ?? null;
}

/** LAN hosts found by the main process (mDNS + UDP); a browser only knows the host it came from. */
export async function findHosts(): Promise<readonly LanHost[]> {
  return (await desktop()?.findHosts()) ?? [];
}
