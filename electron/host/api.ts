/**
 * The host's public face, shared by `npm run host` (cli.ts) and the Electron main process.
 * Plain Node: nothing here or below imports `electron`.
 */
export interface HostOptions {
  /** TCP port for HTTP + WebSocket; 0 picks a free one. Default 47800. */
  readonly port?: number;
  /** Address to bind. Default '0.0.0.0' (the LAN); tests pass '127.0.0.1'. */
  readonly bindAddress?: string;
  /** Folder for game logs (JSON lines). Created if missing. */
  readonly dataDir: string;
  /** Built renderer to serve over HTTP (vite's dist/); omitted → only the status endpoint. */
  readonly rendererDir?: string;
  /** LAN discovery; omitted → off. Addresses are injectable so tests stay on loopback. */
  readonly discovery?: DiscoveryOptions | false;
  /** Name shown to players browsing the LAN. */
  readonly hostName?: string;
}

export interface DiscoveryOptions {
  /** Advertise over mDNS (bonjour-service). */
  readonly mdns?: boolean;
  /** UDP query/response fallback: the port to answer on and the interface address to bind. */
  readonly udp?: { readonly port: number; readonly bindAddress: string } | false;
}

export interface RunningHost {
  readonly port: number;
  /** http://address:port/ for each LAN address (and loopback). */
  readonly urls: readonly string[];
  /** Stops accepting, closes sockets, flushes every game log. */
  close(): Promise<void>;
}

export type StartHost = (options: HostOptions) => Promise<RunningHost>;
