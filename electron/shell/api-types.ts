/**
 * The desktop API the preload exposes as `window.rumbo` (only inside the Electron app; in a browser it is
 * undefined). Types only, browser-safe: the renderer imports them from here.
 *
 *   const desktop = (window as { rumbo?: RumboDesktopApi }).rumbo;
 *
 * Every method returns a promise; a refused call rejects with an Error whose message starts with the
 * code (`forbidden: …`, `invalid-request: …`, `failed: …`).
 */
import type { GameSummary } from '../../shared/protocol';
import type { Lang, RoleId, TeamId } from '../../shared/seat-windows/seats';

export type WindowKind = 'lobby' | 'seat';

export interface AppInfo {
  readonly version: string;
  readonly platform: string;
  /** The OS locale reduced to one of the app's languages. */
  readonly lang: Lang;
  readonly windowKind: WindowKind;
  readonly packaged: boolean;
}

export interface HostGameSettings {
  /** true: reachable from the LAN (binds every interface, advertises itself); false: this PC only. */
  readonly lan: boolean;
  /** Name shown to players browsing the LAN; defaults to the computer's name. */
  readonly hostName?: string;
}

export interface HostingInfo {
  readonly port: number;
  /** http://address:port/ for each LAN address (and loopback), from the host: join links for phones. */
  readonly urls: readonly string[];
  /** ws://127.0.0.1:port/ws — what windows on this PC connect to. */
  readonly wsUrl: string;
  readonly lan: boolean;
  /** Short fingerprint of the host's key: the lobby shows it, players compare it with their list. */
  readonly fingerprint: string;
}

/** A host found on the LAN (mDNS or the UDP fallback) or probed by address. */
export interface LanHost {
  readonly name: string;
  readonly address: string;
  readonly port: number;
  readonly protocol: number;
  readonly via: 'mdns' | 'udp' | 'manual';
  /** ws://address:port/ws */
  readonly wsUrl: string;
  readonly games?: readonly GameSummary[];
  /** Short fingerprint of the host's key, as it announced it. */
  readonly fingerprint?: string;
  /** The host at this address signed the app's challenge with that key (the announcement may be copied). */
  readonly verified?: boolean;
  /** That key signed, but for this other address:port: the answer here was relayed (issue 28.4). */
  readonly provenAt?: string;
}

export interface SeatRequest {
  readonly team: TeamId;
  /** The seat's roles as the lobby lists them (several for a merged seat). */
  readonly roles: readonly RoleId[];
  /** Whether this seat uses voice orders (microphone + the looser CSP vosk-browser needs). */
  readonly voice: boolean;
  /** Member name shown in the lobby; defaults to the role names. */
  readonly name?: string;
}

export interface OpenSeatWindowsRequest {
  /** The game's join code (the lobby created or joined it). */
  readonly code: string;
  /** WebSocket URL of the host (ws:// or wss://): the local host's wsUrl or another PC's. */
  readonly hostUrl: string;
  readonly seats: readonly SeatRequest[];
  /** Language of the window titles and seat screens; defaults to the OS locale. */
  readonly lang?: Lang;
}

export interface SeatWindowState {
  readonly team: TeamId;
  readonly roles: readonly RoleId[];
  readonly voice: boolean;
  /** false once the player closed the window; the seat is kept and can be reopened. */
  readonly open: boolean;
}

/**
 * What the main process assigned to the asking seat window: join `code` on `hostUrl` (with `token` when
 * this seat's window had joined before), then take the seat `team` + `roles`.
 */
export interface SeatAssignment {
  readonly code: string;
  readonly hostUrl: string;
  readonly team: TeamId;
  readonly roles: readonly RoleId[];
  readonly name: string;
  readonly voice: boolean;
  readonly lang: Lang;
  readonly token?: string;
}

export interface InstalledModel {
  readonly file: string;
  /** app://rumbo/models/<file> — pass this to vosk-browser's createModel. */
  readonly url: string;
  readonly bytes: number;
  readonly dir: string;
}

export interface ModelsInfo {
  /** Folders searched in order; the first is where a downloaded model should go. */
  readonly dirs: readonly string[];
  readonly installed: readonly InstalledModel[];
}

export type PushToTalkState = 'down' | 'up';

export interface PushToTalkInfo {
  /** Electron accelerator, e.g. "F9". */
  readonly accelerator: string;
  /**
   * true: the key also works while no Rumbo window is focused (tap to talk, tap again to send).
   * false: the OS refused the global key (Wayland without the portal, key taken by another app):
   * push-to-talk works only inside the focused window.
   */
  readonly global: boolean;
}

export type FolderName = 'models' | 'logs';

export interface RumboDesktopApi {
  readonly isDesktop: true;
  appInfo(): Promise<AppInfo>;
  /** Lobby only. Starts the local host (idempotent: returns the running one). */
  hostGame(settings: HostGameSettings): Promise<HostingInfo>;
  /** Lobby only. Closes the seat windows, stops the host, flushes the game logs. */
  stopHosting(): Promise<void>;
  hostingStatus(): Promise<HostingInfo | null>;
  /**
   * Lobby only. The key that makes this window the host's own screen on this PC's host (its powers:
   * close new games, lock a game, remove a member); null when not hosting.
   */
  hostScreenKey(): Promise<string | null>;
  /** Lobby only. Hosts on the LAN (mDNS + UDP, ~1.5 s). Needs no local host. */
  findHosts(): Promise<readonly LanHost[]>;
  /** Lobby only. Asks http://address:port/status (an address typed by hand); null when nothing answers. */
  probeHost(address: string, port: number): Promise<LanHost | null>;
  /** Lobby only. One window per seat (existing ones are focused); a new gameId replaces the old seats. */
  openSeatWindows(request: OpenSeatWindowsRequest): Promise<readonly SeatWindowState[]>;
  /** Lobby only. Seats of the current game, open or closed. */
  listSeats(): Promise<readonly SeatWindowState[]>;
  /** Seat windows only: the seat the main process gave this window. */
  seat(): Promise<SeatAssignment>;
  models(): Promise<ModelsInfo>;
  /** Downloads (or takes the picked archive), checks the sha256 and installs the language's model. */
  installModel(lang: Lang, file?: string): Promise<InstalledModel>;
  /** The OS open dialog for a model archive; null when cancelled. */
  pickModelArchive(): Promise<string | null>;
  /** Download progress of installModel. Returns the unsubscribe function. */
  onModelProgress(callback: (progress: { readonly received: number; readonly total: number }) => void): () => void;
  pushToTalkInfo(): Promise<PushToTalkInfo>;
  /** Global push-to-talk; the callback gets 'down'/'up'. Returns the unsubscribe function. */
  onPushToTalk(callback: (state: PushToTalkState) => void): () => void;
  /** Lobby only. Opens the folder in the OS file manager. */
  showFolder(folder: FolderName): Promise<void>;
}

/** What travels over IPC for every invoke; the preload turns errors into rejections. */
export type IpcResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: { readonly code: IpcErrorCode; readonly message: string } };

export type IpcErrorCode = 'forbidden' | 'invalid-request' | 'failed';
