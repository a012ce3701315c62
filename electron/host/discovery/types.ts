import type { GameSummary } from '../../../shared/protocol';

/** A host found on the LAN (or typed in by hand). */
export interface FoundHost {
  readonly name: string;
  /** The address the answer came from: what a client connects to. */
  readonly address: string;
  /** HTTP + WebSocket port. */
  readonly port: number;
  /** The host's protocol version. */
  readonly protocol: number;
  readonly via: 'mdns' | 'udp' | 'manual';
  /** Games, when the answer carried them (UDP and manual do; mDNS does not: ask `/status`). */
  readonly games?: readonly GameSummary[];
  /** Short fingerprint of the host's key, as announced (anyone can announce any: see `verified`). */
  readonly fingerprint?: string;
  /** The host at this address:port signed our challenge with the key behind `fingerprint`, naming this address:port. */
  readonly verified?: boolean;
  /**
   * The key behind `fingerprint` signed our challenge but named this other address:port (issue 28.4):
   * whoever answered here relays another host (or a port is forwarded). Not verified.
   */
  readonly provenAt?: string;
}

/** mDNS service type: `_rumbo._tcp.local`. */
export const SERVICE_TYPE = 'rumbo';
/** Default UDP port of the query/response fallback. */
export const UDP_DISCOVERY_PORT = 47801;
