/**
 * LAN discovery, both sides: the host advertises (mDNS + UDP responder); a joining app browses
 * (`browseLan`) or probes an address typed by hand (`probeHost`).
 */
import { PROTOCOL_VERSION, type GameSummary } from '../../../shared/protocol';
import http from 'node:http';
import { checkProof, FINGERPRINT, newChallenge, type AnsweredOn } from './identity';
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
  /** The key signed, but for this other address:port (a relay, or a forwarded port). */
  readonly provenAt?: string;
}

/** A GET of at most 256 KB; its JSON and the address:port the socket actually reached. */
function getJson(url: string, timeoutMs: number): Promise<{ body: unknown; reached: AnsweredOn } | null> {
  return new Promise((resolve) => {
    const request = http.get(url, { timeout: timeoutMs }, (response) => {
      const reached = { address: response.socket.remoteAddress ?? '', port: response.socket.remotePort ?? 0 };
      if (response.statusCode !== 200) {
        response.resume();
        return resolve(null);
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > 256 * 1024) request.destroy();
        else chunks.push(chunk);
      });
      response.on('end', () => {
        try {
          resolve({ body: JSON.parse(Buffer.concat(chunks).toString('utf8')), reached });
        } catch {
          resolve(null);
        }
      });
      response.on('error', () => resolve(null));
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(null));
  });
}

/** address:port as one types it (IPv6 in brackets). */
export function addressText(at: AnsweredOn): string {
  return at.address.includes(':') ? `[${at.address}]:${at.port}` : `${at.address}:${at.port}`;
}

/**
 * `/status` at address:port with a fresh challenge; null when nothing (or no Rumbo host) answers.
 * The proof must name the address:port the socket reached (issue 28.4): a relay's answer names the
 * host it relays to.
 */
async function askStatus(address: string, port: number, timeoutMs: number): Promise<Status | null> {
  const host = address.includes(':') ? `[${address}]` : address;
  const challenge = newChallenge();
  const got = await getJson(`http://${host}:${port}/status?challenge=${challenge}`, timeoutMs);
  if (!got || typeof got.body !== 'object' || got.body === null) return null;
  const status = got.body as { name?: unknown; protocol?: unknown; games?: unknown; fingerprint?: unknown; proof?: unknown };
  if (typeof status.name !== 'string') return null;
  const fingerprint = typeof status.fingerprint === 'string' && FINGERPRINT.test(status.fingerprint) ? status.fingerprint : undefined;
  const check = fingerprint === undefined ? ({ result: 'none' } as const) : checkProof(fingerprint, challenge, got.reached, status.proof);
  return {
    name: status.name,
    protocol: Number(status.protocol) || 0,
    games: Array.isArray(status.games) ? (status.games as GameSummary[]) : [],
    ...(fingerprint ? { fingerprint } : {}),
    verified: check.result === 'proven',
    ...(check.result === 'elsewhere' ? { provenAt: addressText(check.at) } : {}),
  };
}

/**
 * The host as listed, with `verified` set: true only when the address:port it named proves the key
 * behind the fingerprint it announced, there. An mDNS entry (no games in its TXT) takes its games from there.
 */
export async function verifyHost(host: FoundHost, timeoutMs = 1000): Promise<FoundHost> {
  const status = await askStatus(host.address, host.port, timeoutMs);
  const fingerprint = host.fingerprint ?? status?.fingerprint;
  const same = status !== null && status.fingerprint === fingerprint;
  const verified = same && status.verified;
  return {
    ...host,
    ...(fingerprint ? { fingerprint } : {}),
    ...(host.games || !status ? {} : { games: status.games }),
    verified,
    ...(same && status.provenAt ? { provenAt: status.provenAt } : {}),
  };
}

/** Manual address entry: asks `http://address:port/status` (and checks the key it names). */
export async function probeHost(address: string, port: number, timeoutMs = 2000): Promise<FoundHost | null> {
  const status = await askStatus(address, port, timeoutMs);
  if (!status) return null;
  const { name, protocol, games, fingerprint, verified, provenAt } = status;
  return { name, address, port, protocol, via: 'manual', games, ...(fingerprint ? { fingerprint } : {}), verified, ...(provenAt ? { provenAt } : {}) };
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
