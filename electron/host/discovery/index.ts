/**
 * LAN discovery, both sides: the host advertises (mDNS + UDP responder); a joining app browses
 * (`browseLan`) or probes an address typed by hand (`probeHost`).
 */
import { PROTOCOL_VERSION, type GameSummary } from '../../../shared/protocol';
import { FINGERPRINT, newChallenge, verifyProof } from './identity';
import { advertiseMdns, browseMdns, type MdnsOptions } from './mdns';
import { queryUdp, startUdpResponder, type HostInfo, type UdpQueryOptions } from './udp';
import { UDP_DISCOVERY_PORT, type FoundHost } from './types';

export { advertiseMdns, browseMdns, queryUdp, startUdpResponder, UDP_DISCOVERY_PORT };
export type { FoundHost, HostInfo, MdnsOptions, UdpQueryOptions };

export interface BrowseOptions {
  readonly mdns?: MdnsOptions | false;
  /** Where to ask by UDP; several (tests: more than one responder on loopback). */
  readonly udp?: UdpQueryOptions | readonly UdpQueryOptions[] | false;
  readonly timeoutMs?: number;
}

/**
 * mDNS and the UDP fallback together; one entry per address:port (the UDP answer, with games, wins).
 * Each host found is then asked to sign a challenge (`/status?challenge=`): `verified` says whether
 * the key behind its announced fingerprint answered at that address.
 */
export async function browseLan(options: BrowseOptions = {}): Promise<FoundHost[]> {
  const timeoutMs = options.timeoutMs ?? 1500;
  const udp = options.udp === undefined ? { targets: ['255.255.255.255'], port: UDP_DISCOVERY_PORT } : options.udp;
  const asks = udp === false ? [] : Array.isArray(udp) ? (udp as readonly UdpQueryOptions[]) : [udp as UdpQueryOptions];
  const [viaMdns, ...viaUdp] = await Promise.all([
    options.mdns === false ? [] : browseMdns({ ...options.mdns, timeoutMs }),
    ...asks.map((ask) => queryUdp({ timeoutMs, ...ask }).catch(() => [] as FoundHost[])),
  ]);
  const found = new Map<string, FoundHost>();
  for (const host of [...viaMdns, ...viaUdp.flat()]) found.set(`${host.address}:${host.port}`, host);
  return Promise.all([...found.values()].map((host) => verifyHost(host)));
}

interface Status {
  readonly name: string;
  readonly protocol: number;
  readonly games: GameSummary[];
  readonly fingerprint?: string;
  readonly verified: boolean;
}

/** `/status` at address:port with a fresh challenge; null when nothing (or no Rumbo host) answers. */
async function askStatus(address: string, port: number, timeoutMs: number): Promise<Status | null> {
  const host = address.includes(':') ? `[${address}]` : address;
  const challenge = newChallenge();
  try {
    const response = await fetch(`http://${host}:${port}/status?challenge=${challenge}`, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return null;
    const status = (await response.json()) as { name?: unknown; protocol?: unknown; games?: unknown; fingerprint?: unknown; proof?: unknown };
    if (typeof status.name !== 'string') return null;
    const fingerprint = typeof status.fingerprint === 'string' && FINGERPRINT.test(status.fingerprint) ? status.fingerprint : undefined;
    return {
      name: status.name,
      protocol: Number(status.protocol) || 0,
      games: Array.isArray(status.games) ? (status.games as GameSummary[]) : [],
      ...(fingerprint ? { fingerprint } : {}),
      verified: fingerprint !== undefined && verifyProof(fingerprint, challenge, status.proof),
    };
  } catch {
    return null;
  }
}

/**
 * The host as listed, with `verified` set: true only when the address:port it named proves the key
 * behind the fingerprint it announced. An mDNS entry (no games in its TXT) takes its games from there.
 */
export async function verifyHost(host: FoundHost, timeoutMs = 1000): Promise<FoundHost> {
  const status = await askStatus(host.address, host.port, timeoutMs);
  const fingerprint = host.fingerprint ?? status?.fingerprint;
  const verified = status !== null && status.verified && status.fingerprint === fingerprint;
  return { ...host, ...(fingerprint ? { fingerprint } : {}), ...(host.games || !status ? {} : { games: status.games }), verified };
}

/** Manual address entry: asks `http://address:port/status` (and checks the key it names). */
export async function probeHost(address: string, port: number, timeoutMs = 2000): Promise<FoundHost | null> {
  const status = await askStatus(address, port, timeoutMs);
  if (!status) return null;
  const { name, protocol, games, fingerprint, verified } = status;
  return { name, address, port, protocol, via: 'manual', games, ...(fingerprint ? { fingerprint } : {}), verified };
}

/** Starts what the host's options ask for; returns one stop for all. */
export async function startDiscovery(
  options: { readonly mdns?: boolean | MdnsOptions; readonly udp?: { readonly port: number; readonly bindAddress: string } | false },
  info: () => HostInfo,
  onError: (error: Error) => void,
): Promise<{ stop(): Promise<void> }> {
  const stops: (() => Promise<void>)[] = [];
  if (options.mdns) {
    const { name, port, fingerprint } = info();
    const ad = advertiseMdns({ name, port, protocol: PROTOCOL_VERSION, ...(fingerprint ? { fingerprint } : {}) }, options.mdns === true ? {} : options.mdns, onError);
    stops.push(() => ad.stop());
  }
  if (options.udp) {
    try {
      const responder = await startUdpResponder(options.udp, info, onError);
      stops.push(() => responder.close());
    } catch (error) {
      onError(error as Error);
    }
  }
  return { stop: async () => void (await Promise.all(stops.map((s) => s()))) };
}
