/**
 * mDNS (DNS-SD) advertising and browsing with bonjour-service. Which interface and which UDP port
 * are injectable: a real LAN uses every interface and port 5353; tests pass `interface: '127.0.0.1'`
 * and a private port so nothing leaves the machine and the system's own responder is not involved.
 */
import { Bonjour } from 'bonjour-service';
import dgram from 'node:dgram';
import { FINGERPRINT } from './identity';
import { SERVICE_TYPE, type FoundHost } from './types';

export interface MdnsOptions {
  /** IPv4 address of the one interface to use (multicast membership and outgoing interface). Default: all. */
  readonly interface?: string;
  /** mDNS port. Default 5353. */
  readonly port?: number;
  /** Address the socket binds. Default '0.0.0.0' (multicast arrives addressed to the group). */
  readonly bind?: string;
  /** Multicast group. Default 224.0.0.251. */
  readonly group?: string;
}

function bonjour(options: MdnsOptions, onError: (error: Error) => void): Bonjour {
  const socket = dgram.createSocket({ type: 'udp4', reuseAddr: true });
  const iface = options.interface;
  // Runs before multicast-dns's own 'listening' handler: the outgoing interface and a TTL of 1 are
  // set before anything can be sent, even if joining the group fails.
  socket.on('listening', () => {
    try {
      if (iface) socket.setMulticastInterface(iface);
      socket.setMulticastTTL(1);
    } catch (error) {
      onError(error as Error);
    }
  });
  const config = {
    socket,
    port: options.port ?? 5353,
    ip: options.group ?? '224.0.0.251',
    bind: options.bind ?? '0.0.0.0',
    ttl: 1,
    loopback: true,
    ...(iface ? { interface: iface } : {}),
  };
  return new Bonjour(config as unknown as ConstructorParameters<typeof Bonjour>[0], onError);
}

export interface Advertisement {
  stop(): Promise<void>;
}

/** Announces `name` at `port` until stopped (goodbye packets are sent on stop). */
export function advertiseMdns(
  service: { readonly name: string; readonly port: number; readonly protocol: number; readonly fingerprint?: string },
  options: MdnsOptions = {},
  onError: (error: Error) => void = () => {},
): Advertisement {
  const instance = bonjour(options, onError);
  const published = instance.publish({
    name: service.name,
    type: SERVICE_TYPE,
    port: service.port,
    txt: { v: String(service.protocol), path: '/ws', ...(service.fingerprint ? { fp: service.fingerprint } : {}) },
    probe: false,
    disableIPv6: true,
  });
  published.on('error', onError);
  let stopped: Promise<void> | null = null;
  return {
    stop() {
      stopped ??= new Promise<void>((resolve) => {
        const done = () => instance.destroy(() => resolve());
        const timer = setTimeout(done, 500);
        instance.unpublishAll(() => {
          clearTimeout(timer);
          done();
        });
      });
      return stopped;
    },
  };
}

/** Every Rumbo host that answers within `timeoutMs`. */
export function browseMdns(options: MdnsOptions & { readonly timeoutMs?: number } = {}): Promise<FoundHost[]> {
  return new Promise((resolve) => {
    const found = new Map<string, FoundHost>();
    const instance = bonjour(options, () => {});
    const browser = instance.find({ type: SERVICE_TYPE }, (service) => {
      const address = service.referer?.address ?? service.addresses?.find((a) => !a.includes(':'));
      if (!address) return;
      const txt = (service.txt ?? {}) as Record<string, string>;
      const fingerprint = typeof txt.fp === 'string' && FINGERPRINT.test(txt.fp) ? { fingerprint: txt.fp } : {};
      const host: FoundHost = { name: service.name, address, port: service.port, protocol: Number(txt.v) || 0, via: 'mdns', ...fingerprint };
      found.set(`${address}:${service.port}`, host);
    });
    setTimeout(() => {
      browser.stop();
      instance.destroy(() => resolve([...found.values()]));
    }, options.timeoutMs ?? 1500);
  });
}
