/**
 * The host's public face, shared by `npm run host` (cli.ts) and the Electron main process.
 * Plain Node: nothing here or below imports `electron`.
 */
import type { GameSummary, SettingsInput } from '../../shared/protocol';
import type { MdnsOptions } from './discovery/mdns';
import type { HostEvent } from './game-room';
import type { LogFs } from './store';
import type { SyncGateLimits } from './sync-gate';

export interface HostOptions {
  /** TCP port for HTTP + WebSocket; 0 picks a free one. Default 47800. */
  readonly port?: number;
  /** Address to bind. Default '0.0.0.0' (the LAN); tests pass '127.0.0.1'. */
  readonly bindAddress?: string;
  /** Folder for game logs (JSON lines) and the host's key (`host-key.pem`). Created if missing. */
  readonly dataDir: string;
  /** Built renderer to serve over HTTP (vite's dist/); omitted → only the status endpoint. */
  readonly rendererDir?: string;
  /**
   * Speech models (`npm run models` installs them in models/) served at /models/ for browser seats on
   * this machine, which load them with vosk-browser. Omitted → none.
   */
  readonly modelsDir?: string;
  /** LAN discovery; omitted → off. Addresses are injectable so tests stay on loopback. */
  readonly discovery?: DiscoveryOptions | false;
  /** Name shown to players browsing the LAN. */
  readonly hostName?: string;
  /** Games may offer spectators both subs during play (streaming). Off by default: it lets anyone cheat. */
  readonly allowOpenSpectator?: boolean;
  /** Abuse limits and timings; defaults suit a LAN party (see DEFAULT_LIMITS). */
  readonly limits?: Partial<HostLimits>;
  /** Seed for each new game. Default: random. Tests and benchmarks fix it to replay known games. */
  readonly seed?: () => string | number;
  /** What happens (joins, starts, warnings), for a console or a log. */
  readonly onEvent?: (event: HostEvent) => void;
  /**
   * How long an automatic crew member waits before acting, in real time (turn-by-turn: a third of
   * it), so that people can keep up. Default 900 ms; tests use 0.
   */
  readonly botPaceMs?: number;
  /** File operations of the game logs; tests inject a failing disk. Default: node:fs. */
  readonly logFs?: LogFs;
  /** How many game logs' fdatasyncs run in the thread pool at once (sync-gate.ts; benchmarks compare). */
  readonly syncGate?: SyncGateLimits;
  /**
   * Which machine a client address belongs to; every per-device limit keys on it. Default
   * electron/host/machine-key.ts (an IPv6 /64 is one machine, all of loopback is this PC). Tests that
   * play several computers on loopback aliases pass the exact address.
   */
  readonly machineOf?: (address: string) => string;
  /** The host screen's key (default: a fresh random one each start; `RunningHost.hostKey`). */
  readonly hostKey?: string;
}

export interface DiscoveryOptions {
  /** Advertise over mDNS (bonjour-service); an object picks the interface and port (tests: loopback). */
  readonly mdns?: boolean | MdnsOptions;
  /** UDP query/response fallback: the port to answer on and the interface address to bind. */
  readonly udp?: { readonly port: number; readonly bindAddress: string } | false;
}

export interface HostLimits {
  /** Text frames above this get `protocol.too-large` (the socket stays open). */
  readonly maxMessageBytes: number;
  /** Frames above this close the socket (1009) before they are even read. */
  readonly hardMaxMessageBytes: number;
  /** Per-connection token bucket. */
  readonly messagesPerSecond: number;
  readonly burst: number;
  /** Consecutive rate-limited messages after which the socket is closed (1008). */
  readonly closeAfterLimited: number;
  /** Outgoing bytes a client may leave unread before it is dropped. */
  readonly maxBufferedBytes: number;
  /** Ping interval; a client that has not answered by the next ping is dropped. */
  readonly heartbeatMs: number;
  /** A seat whose holder has been disconnected this long may be taken by someone else. */
  readonly takeoverAfterMs: number;
  /** After the start, how long an asker whose seat request the crew did not accept waits (default 30 s, electron/host/consent.ts). */
  readonly seatRequestCooldownMs?: number;
  /** Games not over with at least one person connected (a game everybody left is suspended and does not count). */
  readonly maxGames: number;
  /**
   * Unfinished games one machine (machine-key.ts) created that are still loaded, suspended ones
   * included; also the most live games a machine may run while the host has plenty of free slots
   * (its share shrinks as they fill: electron/host/game-slots.ts).
   */
  readonly gamesPerAddress: number;
  /** Live games (a person there, not over) with a bot in a seat: the bots' thinking is the host's CPU. */
  readonly maxBotGames: number;
  /** Live games with bots one machine may run while the host has plenty of room for them (shrinks as it fills). */
  readonly botGamesPerMachine: number;
  /** Log bytes lobby clicks (seats, ready, names, bots) may add to one game: per member (and a watcher's machine) a burst, a refill per second and a ceiling; per game a ceiling on watchers' clicks (lobby-budget.ts). */
  readonly lobbyBytesBurst: number;
  readonly lobbyBytesPerSecond: number;
  readonly lobbyBytesPerMember: number;
  readonly lobbyBytesPerGame: number;
  readonly maxMembersPerGame: number;
  /** Finished games older than this are not loaded again at start (their logs stay on disk). */
  readonly keepFinishedMs: number;
  /** Games waiting to start that one connection / one machine created (see electron/host/README.md). */
  readonly lobbiesPerConnection: number;
  readonly lobbiesPerAddress: number;
  /** New members (joins without a token) per connection: a burst, then one every `joinRefillMs`. */
  readonly joinsPerConnection: number;
  readonly joinRefillMs: number;
  /** Members of one game without a seat that joined from one machine (hot-seat windows before they sit, spectators). */
  readonly watchersPerMachine: number;
  /** A member without a seat away this long leaves the game (the next sweep removes it). */
  readonly watcherGoneMs: number;
  /** A waiting or finished game with no person connected this long leaves memory. */
  readonly idleRoomMs: number;
  /** How often the host looks for such games (and closes finished games' files). */
  readonly sweepMs: number;
}

export interface RunningHost {
  readonly port: number;
  /** Short fingerprint of the host's key (made at first start in `dataDir`): shown in its lobby. */
  readonly fingerprint: string;
  /**
   * The host screen's key (electron/host/host-screen.ts): a connection from this PC's loopback that
   * sends it (`hostScreen`) gets the host's powers. Give it only to the host's own screen.
   */
  readonly hostKey: string;
  /** http://address:port/ for each LAN address (and loopback). */
  readonly urls: readonly string[];
  /** Stops accepting, closes sockets, flushes every game log. */
  close(): Promise<void>;
  /** Creates a game no client owns (any seated member may start it); its code and join URLs. */
  createGame(settings?: SettingsInput, options?: { readonly openSpectator?: boolean; readonly assistant?: 'off' | 'sectors' | 'full' }): { code: string; gameId: string; urls: string[] };
  /** Every game the host runs (resumed ones included). */
  games(): GameSummary[];
  /** Game logs found damaged at start (file name and why): left on disk untouched, not loaded. */
  damaged(): { file: string; problem: string }[];
  /** Join URLs for a code: one per address in `urls`. */
  joinUrls(code: string): string[];
}

export type StartHost = (options: HostOptions) => Promise<RunningHost>;

export type { HostEvent };
