/**
 * LAN discovery, both sides: the host advertises (mDNS + UDP responder); a joining app browses
 * (`browseLan`) or probes an address typed by hand (`probeHost`).
 */
import { PROTOCOL_VERSION, type GameSummary } from '../../../shared/protocol';
import { advertiseMdns, browseMdns, type MdnsOptions } from './mdns';
import { queryUdp, startUdpResponder, type HostInfo, type UdpQueryOptions } from './udp';
import { UDP_DISCOVERY_PORT, type FoundHost } from './types';

export { advertiseMdns, browseMdns, queryUdp, startUdpResponder, UDP_DISCOVERY_PORT };
export type { FoundHost, HostInfo, MdnsOptions, UdpQueryOptions };

export interface BrowseOptions {
  readonly mdns?: MdnsOptions | false;
  readonly udp?: UdpQueryOptions | false;
  readonly timeoutMs?: number;
}

/** mDNS and the UDP fallback together; one entry per address:port (the UDP answer, with games, wins). */
export async function browseLan(options: BrowseOptions = {}): Promise<FoundHost[]> {
  const timeoutMs = options.timeoutMs ?? 1500;
  const udp = options.udp === undefined ? { targets: ['255.255.255.255'], port: UDP_DISCOVERY_PORT } : options.udp;
  const [viaMdns, viaUdp] = await Promise.all([
    options.mdns === false ? [] : browseMdns({ ...options.mdns, timeoutMs }),
    udp === false ? [] : queryUdp({ timeoutMs, ...udp }).catch(() => [] as FoundHost[]),
  ]);
  const found = new Map<string, FoundHost>();
  for (const host of [...viaMdns, ...viaUdp]) found.set(`${host.address}:${host.port}`, host);
  return [...found.values()];
}

/** Manual address entry: asks `http://address:port/status`. */
export async function probeHost(address: string, port: number, timeoutMs = 2000): Promise<FoundHost | null> {
  const host = address.includes(':') ? `[${address}]` : address;
  try {
    const response = await fetch(`http://${host}:${port}/status`, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return null;
    const status = (await response.json()) as { name?: unknown; protocol?: unknown; games?: unknown };
    if (typeof status.name !== 'string') return null;
    return {
      name: status.name,
      address,
      port,
      protocol: Number(status.protocol) || 0,
      via: 'manual',
      games: Array.isArray(status.games) ? (status.games as GameSummary[]) : [],
    };
  } catch {
    return null;
  }
}

/** Starts what the host's options ask for; returns one stop for all. */
export async function startDiscovery(
  options: { readonly mdns?: boolean | MdnsOptions; readonly udp?: { readonly port: number; readonly bindAddress: string } | false },
  info: () => HostInfo,
  onError: (error: Error) => void,
): Promise<{ stop(): Promise<void> }> {
  const stops: (() => Promise<void>)[] = [];
  if (options.mdns) {
    const { name, port } = info();
    const ad = advertiseMdns({ name, port, protocol: PROTOCOL_VERSION }, options.mdns === true ? {} : options.mdns, onError);
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
