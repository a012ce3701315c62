/**
 * Which requests the host answers. Browsers let any site open a WebSocket to any address, and a
 * site can make its own name resolve to the host's address (DNS rebinding): then its page talks to
 * the host "same-origin", with `Host: evil.example`. So the Host header must name this machine (one
 * of its addresses, its name, `name.local`, or loopback) with the host's port, and a browser's
 * Origin must be the desktop app, a page served by this host, or a page on this machine (the dev
 * server). No Origin at all is a bot, a tool or a test, not a browser page.
 */
import os from 'node:os';

export interface OwnHost {
  /** The port the host listens on: a Host header naming another port is not for us. */
  readonly port: number;
  /** Lower-case hostnames and addresses (IPv6 in brackets) of this machine. */
  readonly names: ReadonlySet<string>;
}

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

/** This machine's names: every interface address, `hostname`, `hostname.local` and loopback. */
export function ownHostNames(interfaces = os.networkInterfaces(), hostname = os.hostname()): Set<string> {
  const names = new Set<string>(LOOPBACK);
  for (const list of Object.values(interfaces)) {
    for (const entry of list ?? []) {
      // A link-local IPv6 address may carry its zone ("fe80::1%eth0"); a Host header never does.
      const address = entry.address.split('%')[0]!.toLowerCase();
      names.add(entry.family === 'IPv6' || address.includes(':') ? `[${address}]` : address);
    }
  }
  const name = hostname.toLowerCase();
  if (name) {
    names.add(name);
    names.add(name.endsWith('.local') ? name : `${name}.local`);
  }
  return names;
}

/** This machine's names, looked up again at most every few seconds (an address may change: DHCP). */
export function cachedOwnHost(port: () => number, ttlMs = 5000): () => OwnHost {
  let names: Set<string> | null = null;
  let at = 0;
  return () => {
    const now = Date.now();
    if (names === null || now - at > ttlMs) {
      names = ownHostNames();
      at = now;
    }
    return { port: port(), names };
  };
}

/** Whether a Host header (`name:port`) names this machine (and, if it names one, the host's port). */
export function hostAllowed(hostHeader: string | undefined, own: OwnHost): boolean {
  if (!hostHeader) return false;
  let url: URL;
  try {
    url = new URL(`http://${hostHeader}`);
  } catch {
    return false;
  }
  if (url.host !== hostHeader.toLowerCase() || url.username || url.password) return false;
  // No port: a tool's bare `Host: 127.0.0.1`. A browser always names the port it connects to.
  if (url.port !== '' && Number(url.port) !== own.port) return false;
  return own.names.has(url.hostname);
}

/** Whether a WebSocket upgrade with this Origin and Host may open a game connection. */
export function originAllowed(origin: string | undefined, hostHeader: string | undefined, own: OwnHost): boolean {
  if (origin === undefined) return true;
  if (origin === 'app://rumbo') return true;
  if (!hostAllowed(hostHeader, own)) return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.host === hostHeader!.toLowerCase()) return true;
  return LOOPBACK.includes(url.hostname);
}
