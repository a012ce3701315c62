/**
 * The UDP fallback for networks where multicast does not pass (some Wi-Fi, Windows firewalls):
 * a client sends a small query to the broadcast address (or to addresses it knows), every host
 * answers by unicast with its name, port and games. Addresses and ports are injectable; tests use
 * 127.0.0.1 only.
 */
import dgram from 'node:dgram';
import { gameSummarySchema, type GameSummary } from '../../../shared/protocol';
import type { FoundHost } from './types';

const QUERY = 'rumbo?';
const MAX_ANSWER_BYTES = 1200;

export interface HostInfo {
  readonly name: string;
  readonly port: number;
  readonly protocol: number;
  readonly games: readonly GameSummary[];
}

interface Answer {
  readonly rumbo: 'host';
  readonly v: number;
  readonly name: string;
  readonly port: number;
  readonly games: readonly GameSummary[];
}

/** The answer as JSON, with as many games as fit in one small datagram. */
export function encodeAnswer(info: HostInfo): Buffer {
  const games = [...info.games];
  for (;;) {
    const answer: Answer = { rumbo: 'host', v: info.protocol, name: info.name, port: info.port, games };
    const bytes = Buffer.from(JSON.stringify(answer));
    if (bytes.length <= MAX_ANSWER_BYTES || games.length === 0) return bytes;
    games.pop();
  }
}

export function decodeAnswer(bytes: Buffer, address: string): FoundHost | null {
  try {
    const value = JSON.parse(bytes.toString('utf8')) as Partial<Answer>;
    if (value.rumbo !== 'host' || typeof value.name !== 'string' || !Number.isInteger(value.port)) return null;
    const games = Array.isArray(value.games) ? value.games.filter((g) => gameSummarySchema.safeParse(g).success) : [];
    return { name: value.name.slice(0, 80), address, port: value.port!, protocol: Number(value.v) || 0, via: 'udp', games };
  } catch {
    return null;
  }
}

export interface UdpResponder {
  readonly port: number;
  close(): Promise<void>;
}

/** Answers queries on `port` at `bindAddress` ('0.0.0.0' to hear broadcasts). */
export function startUdpResponder(
  options: { readonly port: number; readonly bindAddress: string },
  info: () => HostInfo,
  onError: (error: Error) => void = () => {},
): Promise<UdpResponder> {
  return new Promise((resolve, reject) => {
    const socket = dgram.createSocket({ type: 'udp4', reuseAddr: true });
    // At most a few answers a second per asker: the host is no amplifier for spoofed queries.
    const recent = new Map<string, number>();
    socket.on('message', (message, rinfo) => {
      if (message.length > 64 || !message.toString('utf8').startsWith(QUERY)) return;
      const now = Date.now();
      const key = `${rinfo.address}:${rinfo.port}`;
      if (now - (recent.get(key) ?? 0) < 200) return;
      recent.set(key, now);
      if (recent.size > 1000) recent.clear();
      socket.send(encodeAnswer(info()), rinfo.port, rinfo.address, (error) => error && onError(error));
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
    const query = Buffer.from(`${QUERY}1`);
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
