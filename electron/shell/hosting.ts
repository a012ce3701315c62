/**
 * Starting and stopping the local host (electron/host) from the main process, and the quit sequence that
 * stops it cleanly. Joining another PC's game never starts a host. The host module is loaded on first use
 * (`load`), so a player who only joins never runs it.
 */
import type { DiscoveryOptions, HostEvent, HostOptions, RunningHost, StartHost } from '../host/api';
import type { HostGameSettings, HostingInfo, LanHost } from './api-types';

/** What main.ts needs from electron/host/index (loaded with a dynamic import on first use). */
export interface HostModule {
  readonly startHost: StartHost;
  /** mDNS + the UDP responder, as `npm run host` advertises. */
  readonly DEFAULT_DISCOVERY: DiscoveryOptions;
  /** The WebSocket path on the host's port ('/ws'). */
  readonly WS_PATH: string;
}

export interface HostControllerDeps {
  /** Loads the host module: `() => import('./host/index')`. */
  readonly load: () => Promise<HostModule>;
  /** Folder for game logs. */
  readonly dataDir: string;
  readonly rendererDir?: string;
  /** From --port; undefined → the host's default, falling back to any free port if that one is taken. */
  readonly port?: number;
  readonly defaultHostName: string;
  readonly log?: (message: string) => void;
  readonly onEvent?: (event: HostEvent) => void;
}

export class HostController {
  private readonly deps: HostControllerDeps;
  private running: { host: RunningHost; info: HostingInfo } | undefined;
  private starting: Promise<HostingInfo> | undefined;
  private stopping: Promise<void> | undefined;

  constructor(deps: HostControllerDeps) {
    this.deps = deps;
  }

  status(): HostingInfo | null {
    return this.running?.info ?? null;
  }

  /** The running host's screen key (electron/host/host-screen.ts), for the lobby window only. */
  hostKey(): string | null {
    return this.running?.host.hostKey ?? null;
  }

  /** Starts the host, or returns the running (or starting) one. */
  async start(settings: HostGameSettings): Promise<HostingInfo> {
    if (this.stopping) await this.stopping;
    if (this.running) return this.running.info;
    if (!this.starting) {
      this.starting = this.doStart(settings).finally(() => {
        this.starting = undefined;
      });
    }
    return this.starting;
  }

  /** Stops accepting, closes sockets, flushes game logs. Safe to call when not hosting. */
  async stop(): Promise<void> {
    if (this.starting) await this.starting.catch(() => undefined);
    if (this.stopping) return this.stopping;
    const current = this.running;
    if (!current) return;
    this.stopping = (async () => {
      try {
        await current.host.close();
        this.deps.log?.('host stopped, game logs flushed');
      } finally {
        this.running = undefined;
        this.stopping = undefined;
      }
    })();
    return this.stopping;
  }

  private async doStart(settings: HostGameSettings): Promise<HostingInfo> {
    const { startHost, DEFAULT_DISCOVERY, WS_PATH } = await this.deps.load();
    const options: HostOptions = {
      dataDir: this.deps.dataDir,
      bindAddress: settings.lan ? '0.0.0.0' : '127.0.0.1',
      hostName: settings.hostName ?? this.deps.defaultHostName,
      discovery: settings.lan ? DEFAULT_DISCOVERY : false,
      ...(this.deps.rendererDir !== undefined ? { rendererDir: this.deps.rendererDir } : {}),
      ...(this.deps.port !== undefined ? { port: this.deps.port } : {}),
      ...(this.deps.onEvent ? { onEvent: this.deps.onEvent } : {}),
    };
    let host: RunningHost;
    try {
      host = await startHost(options);
    } catch (err) {
      if (this.deps.port === undefined && isAddressInUse(err)) {
        this.deps.log?.('default host port in use; using a free port');
        host = await startHost({ ...options, port: 0 });
      } else {
        throw err;
      }
    }
    const info: HostingInfo = {
      port: host.port,
      urls: [...host.urls],
      wsUrl: wsUrlFor('127.0.0.1', host.port, WS_PATH),
      lan: settings.lan,
      fingerprint: host.fingerprint,
    };
    this.running = { host, info };
    this.deps.log?.(`hosting on port ${host.port} (${settings.lan ? 'LAN' : 'this PC only'})`);
    return info;
  }
}

function isAddressInUse(err: unknown): boolean {
  const code = typeof err === 'object' && err !== null && 'code' in err ? (err as { code: unknown }).code : undefined;
  // The host rewrites EADDRINUSE into a message ("port 47800 on 0.0.0.0 is in use: …").
  return code === 'EADDRINUSE' || (err instanceof Error && /\bin use\b/i.test(err.message));
}

export function wsUrlFor(address: string, port: number, wsPath: string): string {
  const host = address.includes(':') && !address.startsWith('[') ? `[${address}]` : address;
  return `ws://${host}:${port}${wsPath.startsWith('/') ? wsPath : `/${wsPath}`}`;
}

/** The host module's FoundHost, plus the WebSocket URL a seat window connects to. */
export function toLanHost(
  found: {
    name: string;
    address: string;
    port: number;
    protocol: number;
    via: LanHost['via'];
    games?: LanHost['games'];
    fingerprint?: string;
    verified?: boolean;
    provenAt?: string;
  },
  wsPath: string,
): LanHost {
  return {
    name: found.name,
    address: found.address,
    port: found.port,
    protocol: found.protocol,
    via: found.via,
    wsUrl: wsUrlFor(found.address, found.port, wsPath),
    ...(found.games ? { games: found.games } : {}),
    ...(found.fingerprint ? { fingerprint: found.fingerprint } : {}),
    ...(found.verified === undefined ? {} : { verified: found.verified }),
    ...(found.provenAt ? { provenAt: found.provenAt } : {}),
  };
}

export interface QuitGuardDeps {
  /** Everything that must finish before the process exits (stop host, flush logs and settings). */
  readonly shutdown: () => Promise<void>;
  /** app.quit() */
  readonly quit: () => void;
  readonly timers: { setTimeout(fn: () => void, ms: number): unknown };
  readonly timeoutMs?: number;
  readonly log?: (message: string) => void;
}

/**
 * Returns the 'before-quit' listener. The first quit is held back (preventDefault) while `shutdown`
 * runs; when it settles — or after `timeoutMs`, so a stuck socket never keeps the app alive — quit is
 * called again and let through.
 */
export function createQuitGuard(deps: QuitGuardDeps): (event: { preventDefault(): void }) => void {
  let state: 'running' | 'stopping' | 'done' = 'running';
  const finish = () => {
    if (state === 'done') return;
    state = 'done';
    deps.quit();
  };
  return (event) => {
    if (state === 'done') return;
    event.preventDefault();
    if (state === 'stopping') return;
    state = 'stopping';
    deps.timers.setTimeout(() => {
      if (state !== 'done') deps.log?.('shutdown timed out; quitting anyway');
      finish();
    }, deps.timeoutMs ?? 5_000);
    deps
      .shutdown()
      .catch((err: unknown) => deps.log?.(`shutdown failed: ${err instanceof Error ? err.message : String(err)}`))
      .finally(finish);
  };
}
