/**
 * The UDP fallback for networks where multicast does not pass (some Wi-Fi, Windows firewalls):
 * a client sends a query to the broadcast address (or to addresses it knows), every host answers
 * by unicast with its name, port and games. Addresses and ports are injectable; tests use
 * 127.0.0.1 only.
 *
 * UDP source addresses can be forged, so the responder must not be an amplifier: an answer is
 * never larger than the query that asked for it (clients pad their query to `QUERY_BYTES`; a short
 * query gets a short answer, or none), each address gets a few answers a second (whatever its
 * port), and all askers together a bounded number.
 */
import dgram from 'node:dgram';
import { cleanName, gameSummarySchema, type GameSummary } from '../../../shared/protocol';
import { KeyedBuckets, TokenBucket } from '../rate-limit';
import { FINGERPRINT } from './identity';
import type { FoundHost } from './types';

const QUERY = 'rumbo?';
/** Queries are padded to this size: the room the answer may take (one unfragmented datagram). */
export const QUERY_BYTES = 1200;
/** Answers per address per second (burst as many): a client repeats its query every 400 ms. */
export const ANSWERS_PER_ADDRESS = 5;
/** Answers per second to every asker together. */
export const ANSWERS_PER_SECOND = 100;
/** Addresses remembered by the per-address limit. */
export const MAX_ASKERS = 1024;

export interface HostInfo {
  readonly name: string;
  readonly port: number;
  readonly protocol: number;
  readonly games: readonly GameSummary[];
  /** Short fingerprint of the host's key (`identity.ts`). */
  readonly fingerprint?: string;
}

interface Answer {
  readonly rumbo: 'host';
  readonly v: number;
  readonly name: string;
  readonly port: number;
  readonly fp?: string;
  readonly games: readonly GameSummary[];
}

/** The answer as JSON, with as many games as fit in `maxBytes`; null when not even the host fits. */
export function encodeAnswer(info: HostInfo, maxBytes = QUERY_BYTES): Buffer | null {
  const games = [...info.games];
  for (;;) {
    const fp = info.fingerprint === undefined ? {} : { fp: info.fingerprint };
    const answer: Answer = { rumbo: 'host', v: info.protocol, name: info.name, port: info.port, ...fp, games };
    const bytes = Buffer.from(JSON.stringify(answer));
    if (bytes.length <= maxBytes) return bytes;
    if (games.length === 0) return null;
    games.pop();
  }
}

/** A query: the marker, padded with anything to `QUERY_BYTES` (the answer may be as large). */
export function encodeQuery(): Buffer {
  const query = Buffer.alloc(QUERY_BYTES, 0x20);
  query.write(`${QUERY}1`, 'utf8');
  return query;
}

export function decodeAnswer(bytes: Buffer, address: string): FoundHost | null {
  try {
    const value = JSON.parse(bytes.toString('utf8')) as Partial<Answer>;
    if (value.rumbo !== 'host' || typeof value.name !== 'string' || !Number.isInteger(value.port)) return null;
    const games = Array.isArray(value.games) ? value.games.filter((g) => gameSummarySchema.safeParse(g).success) : [];
    const fingerprint = typeof value.fp === 'string' && FINGERPRINT.test(value.fp) ? { fingerprint: value.fp } : {};
    return { name: cleanName(value.name), address, port: value.port!, protocol: Number(value.v) || 0, via: 'udp', games, ...fingerprint };
  } catch {
    return null;
  }
}

export interface UdpResponder {
  readonly port: number;
  close(): Promise<void>;
}

export interface UdpResponderOptions {
  readonly port: number;
  readonly bindAddress: string;
  /** Clock of the rate limits (ms); tests freeze it. */
  readonly now?: () => number;
}

/** Answers queries on `port` at `bindAddress` ('0.0.0.0' to hear broadcasts). */
export function startUdpResponder(
  options: UdpResponderOptions,
  info: () => HostInfo,
  onError: (error: Error) => void = () => {},
): Promise<UdpResponder> {
  return new Promise((resolve, reject) => {
    const socket = dgram.createSocket({ type: 'udp4', reuseAddr: true });
    const now = options.now ?? (() => performance.now());
    const perAddress = new KeyedBuckets(ANSWERS_PER_ADDRESS, ANSWERS_PER_ADDRESS, MAX_ASKERS, now);
    const overall = new TokenBucket(ANSWERS_PER_SECOND, ANSWERS_PER_SECOND, now);
    socket.on('message', (message, rinfo) => {
      if (message.length > QUERY_BYTES || message.subarray(0, QUERY.length).toString('latin1') !== QUERY) return;
      if (!perAddress.take(rinfo.address) || !overall.take()) return;
      const answer = encodeAnswer(info(), message.length);
      if (answer === null) return;
      socket.send(answer, rinfo.port, rinfo.address, (error) => error && onError(error));
    });
    socket.once('error', reject);
    socket.bind(options.port, options.bindAddress, () => {
      socket.off('error', reject);
      socket.on('error', onError);
      let closed: Promise<void> | null = null;
      resolve({
        port: socket.address().port,
        close: () => (closed ??= new Promise<void>((done) => socket.close(() => done()))),
      });
    });
  });
}

export interface UdpQueryOptions {
  /** Where to ask: a broadcast address ('255.255.255.255', '192.168.1.255') or host addresses. */
  readonly targets: readonly string[];
  readonly port: number;
  /** Local address to send from (picks the interface). Default: any. */
  readonly bindAddress?: string;
  readonly timeoutMs?: number;
  /** Queries are repeated this often while waiting (UDP may drop one). */
  readonly repeatMs?: number;
}

/** Every host that answers within `timeoutMs`. */
export function queryUdp(options: UdpQueryOptions): Promise<FoundHost[]> {
  return new Promise((resolve, reject) => {
    const found = new Map<string, FoundHost>();
    const socket = dgram.createSocket('udp4');
    const query = encodeQuery();
    let repeat: NodeJS.Timeout | undefined;
    let finish: NodeJS.Timeout | undefined;
    socket.on('message', (message, rinfo) => {
      const host = decodeAnswer(message, rinfo.address);
      if (host) found.set(`${host.address}:${host.port}`, host);
    });
    socket.once('error', (error) => {
      clearInterval(repeat);
      clearTimeout(finish);
      socket.close();
      reject(error);
    });
    socket.bind(0, options.bindAddress, () => {
      socket.setBroadcast(true);
      const ask = () => {
        for (const target of options.targets) socket.send(query, options.port, target);
      };
      ask();
      repeat = setInterval(ask, options.repeatMs ?? 400);
      finish = setTimeout(() => {
        clearInterval(repeat);
        socket.close(() => resolve([...found.values()]));
      }, options.timeoutMs ?? 1200);
    });
  });
}
