/**
 * The window manager: which windows exist, which seat each one is, where they go. Plain TypeScript — the
 * BrowserWindow side is the injected `create` function (main.ts).
 *
 * Rules:
 *  - The main process decides which seat a window is: the assignment is keyed by the window's
 *    webContents id, set here when the window is created, and a window can only read its own
 *    (`seatAssignment(id)`); nothing a window sends can change it.
 *  - One window per seat (a seat = team + its roles; small crews merge roles). Opening an open seat
 *    focuses it. Closing a seat window keeps the seat: the renderer keeps its member token in the app's
 *    localStorage under host, code and seat (renderer/net/tokens.ts), so a reopened window rejoins as the
 *    same member. A token handed over in a URL (a hand-off) is still read from the closing window's URL
 *    and passed on once; the renderer wipes it from the address bar. A new game replaces the seats.
 *  - Bounds are remembered per window key (`lobby`, `seat:blue:captain`) and reused while they are
 *    still mostly on a connected display; otherwise seats are tiled over the displays.
 */
import type { OpenSeatWindowsRequest, SeatAssignment, SeatWindowState, WindowKind } from './api-types';
import { seatTitle } from './labels';
import { defaultMemberName } from '../../shared/seat-windows/names';
import { isUsable, placeLobby, placeWindows, type DisplayInfo, type Rect } from './placement';
import { lobbyUrl, parseSeatUrl, seatUrl } from './urls';
import { ROLE_IDS, seatParam, sortRoles, TEAM_IDS, type Lang, type RoleId, type TeamId } from '../../shared/seat-windows/seats';

export interface WindowSpec {
  readonly key: string;
  readonly kind: WindowKind;
  readonly title: string;
  readonly url: string;
  readonly bounds: Rect;
  /** Voice windows get the /voice/ page (voice CSP) and the microphone. */
  readonly voice: boolean;
}

export interface WindowEvents {
  /** The window is going away; `lastUrl` is its page URL at that moment (webContents.getURL()). */
  closed(lastUrl?: string): void;
  /** New bounds after a move or resize. */
  moved(bounds: Rect): void;
  focused(): void;
}

export interface ManagedWindow {
  /** The webContents id: what IPC and permission requests are checked against. */
  readonly id: number;
  /** Loads the page; called after the window is registered, so its first IPC call is recognised. */
  load(url: string): void;
  focus(): void;
  close(): void;
}

export type CreateWindow = (spec: WindowSpec, events: WindowEvents) => ManagedWindow;

export interface BoundsMemory {
  get(key: string): Rect | undefined;
  set(key: string, bounds: Rect): void;
}

export interface WindowManagerDeps {
  readonly create: CreateWindow;
  readonly bounds: BoundsMemory;
  readonly displays: () => readonly DisplayInfo[];
  /** Default language for titles when a request names none (the OS locale). */
  readonly lang: () => Lang;
  /** Called after any change a menu might show (a seat window opened or closed, seats forgotten). */
  readonly changed?: () => void;
}

interface SeatRecord {
  readonly key: string;
  readonly team: TeamId;
  readonly roles: readonly RoleId[];
  readonly voice: boolean;
  readonly name: string;
  token?: string;
}

interface Game {
  readonly code: string;
  readonly hostUrl: string;
  lang: Lang;
  readonly seats: Map<string, SeatRecord>;
}

interface OpenWindow {
  readonly key: string;
  readonly kind: WindowKind;
  readonly voice: boolean;
  readonly handle: ManagedWindow;
}

export const LOBBY_KEY = 'lobby';

export function seatKey(team: TeamId, roles: readonly RoleId[]): string {
  return `seat:${seatParam(team, roles)}`;
}

export class WindowManager {
  private readonly deps: WindowManagerDeps;
  private readonly byId = new Map<number, OpenWindow>();
  private readonly byKey = new Map<string, OpenWindow>();
  private game: Game | undefined;
  private lastVoiceFocus: number | undefined;

  constructor(deps: WindowManagerDeps) {
    this.deps = deps;
  }

  /** Opens the lobby, or focuses it if it is open. Returns its webContents id. */
  openLobby(): number {
    const existing = this.byKey.get(LOBBY_KEY);
    if (existing) {
      existing.handle.focus();
      return existing.handle.id;
    }
    const displays = this.deps.displays();
    const remembered = this.deps.bounds.get(LOBBY_KEY);
    const bounds = remembered && isUsable(remembered, displays) ? remembered : placeLobby(displays);
    return this.openWindow({ key: LOBBY_KEY, kind: 'lobby', title: 'Rumbo', url: lobbyUrl(), bounds, voice: false }).id;
  }

  /** Opens (or focuses) one window per requested seat. Call with a validated request. */
  openSeats(request: OpenSeatWindowsRequest): SeatWindowState[] {
    const lang = request.lang ?? this.deps.lang();
    if (!this.game || this.game.code !== request.code || this.game.hostUrl !== request.hostUrl) {
      this.forgetSeats();
      this.game = { code: request.code, hostUrl: request.hostUrl, lang, seats: new Map() };
    }
    const game = this.game;
    game.lang = lang;
    // A seat's roles may not overlap another seat of the same team (the crew layout changed): drop those.
    for (const seat of request.seats) {
      for (const [key, old] of game.seats) {
        if (old.team === seat.team && old.roles.some((r) => seat.roles.includes(r)) && key !== seatKey(seat.team, seat.roles)) {
          this.closeWindow(key);
          game.seats.delete(key);
        }
      }
    }
    const wanted = new Set<string>();
    for (const seat of request.seats) {
      const key = seatKey(seat.team, seat.roles);
      wanted.add(key);
      const previous = game.seats.get(key);
      game.seats.set(key, {
        key,
        team: seat.team,
        roles: sortRoles(seat.roles),
        voice: seat.voice,
        name: seat.name ?? defaultMemberName(lang, seat.team, seat.roles),
        ...(previous?.token ? { token: previous.token } : {}),
      });
    }
    this.showSeats(game, (key) => wanted.has(key));
    this.deps.changed?.();
    return this.listSeats();
  }

  /** Reopens every seat of the current game whose window was closed. */
  reopenClosedSeats(): SeatWindowState[] {
    if (this.game) this.showSeats(this.game, () => true);
    this.deps.changed?.();
    return this.listSeats();
  }

  listSeats(): SeatWindowState[] {
    if (!this.game) return [];
    return orderedSeats([...this.game.seats.values()]).map((s) => ({
      team: s.team,
      roles: [...s.roles],
      voice: s.voice,
      open: this.byKey.has(s.key),
    }));
  }

  hasClosedSeats(): boolean {
    return this.listSeats().some((s) => !s.open);
  }

  /** Closes every seat window and forgets the seats (hosting stopped, or another game). */
  forgetSeats(): void {
    const game = this.game;
    this.game = undefined;
    if (!game) return;
    for (const key of game.seats.keys()) this.closeWindow(key);
    this.deps.changed?.();
  }

  /** The host URL of the current seats' game, if any (to tell whether they play on the local host). */
  currentHostUrl(): string | undefined {
    return this.game?.hostUrl;
  }

  kindOf(webContentsId: number): WindowKind | undefined {
    return this.byId.get(webContentsId)?.kind;
  }

  isVoiceWindow(webContentsId: number): boolean {
    return this.byId.get(webContentsId)?.voice === true;
  }

  /** The seat this window was opened for, from the window's identity alone. */
  seatAssignment(webContentsId: number): SeatAssignment | undefined {
    const win = this.byId.get(webContentsId);
    const game = this.game;
    if (!win || win.kind !== 'seat' || !game) return undefined;
    const seat = game.seats.get(win.key);
    if (!seat) return undefined;
    return {
      code: game.code,
      hostUrl: game.hostUrl,
      team: seat.team,
      roles: [...seat.roles],
      name: seat.name,
      voice: seat.voice,
      lang: game.lang,
      ...(seat.token ? { token: seat.token } : {}),
    };
  }

  /** The voice window that had the focus last (target of the global push-to-talk key). */
  lastFocusedVoiceWindow(): number | undefined {
    return this.lastVoiceFocus !== undefined && this.byId.has(this.lastVoiceFocus) ? this.lastVoiceFocus : undefined;
  }

  windowIds(): number[] {
    return [...this.byId.keys()];
  }

  private showSeats(game: Game, include: (key: string) => boolean): void {
    const all = orderedSeats([...game.seats.values()]);
    // Slots are computed for the whole seat set, so a reopened seat without remembered bounds gets back
    // the place it had in the grid.
    const displays = this.deps.displays();
    const slots = placeWindows(all.length, displays);
    all.forEach((seat, i) => {
      if (!include(seat.key)) return;
      const open = this.byKey.get(seat.key);
      if (open) {
        open.handle.focus();
        return;
      }
      const remembered = this.deps.bounds.get(seat.key);
      const bounds = remembered && isUsable(remembered, displays) ? remembered : (slots[i] ?? placeWindows(1, displays)[0]);
      if (!bounds) return;
      const route = {
        code: game.code,
        hostUrl: game.hostUrl,
        team: seat.team,
        roles: seat.roles,
        name: seat.name,
        lang: game.lang,
        ...(seat.token ? { token: seat.token } : {}),
      };
      this.openWindow({
        key: seat.key,
        kind: 'seat',
        title: seatTitle(game.lang, seat.team, seat.roles),
        url: seatUrl(route, seat.voice),
        bounds,
        voice: seat.voice,
      });
    });
  }

  private closeWindow(key: string): void {
    const win = this.byKey.get(key);
    if (!win) return;
    // Forget it now (its 'closed' event comes later), so the same seat can be opened again at once.
    this.detach(win);
    win.handle.close();
  }

  private detach(entry: OpenWindow): void {
    if (this.byId.get(entry.handle.id) === entry) this.byId.delete(entry.handle.id);
    if (this.byKey.get(entry.key) === entry) this.byKey.delete(entry.key);
    if (this.lastVoiceFocus === entry.handle.id) this.lastVoiceFocus = undefined;
  }

  /** A seat window is closing: keep the member token it holds, so a reopened window rejoins. */
  private keepToken(key: string, lastUrl: string | undefined): void {
    const seat = this.game?.seats.get(key);
    if (!seat || !lastUrl) return;
    const route = parseSeatUrl(lastUrl);
    if (route?.token && route.code.toUpperCase() === this.game?.code.toUpperCase()) seat.token = route.token;
  }

  private openWindow(spec: WindowSpec): ManagedWindow {
    // The events can only fire after create() returned, when the entry exists.
    const ref: { entry?: OpenWindow } = {};
    const handle = this.deps.create(spec, {
      // Only the window is forgotten; the seat record stays for a rejoin.
      closed: (lastUrl) => {
        const entry = ref.entry;
        if (!entry) return;
        const wasCurrent = this.byId.get(entry.handle.id) === entry;
        if (wasCurrent && entry.kind === 'seat') this.keepToken(entry.key, lastUrl);
        this.detach(entry);
        if (wasCurrent) this.deps.changed?.();
      },
      moved: (bounds) => this.deps.bounds.set(spec.key, bounds),
      focused: () => {
        const entry = ref.entry;
        if (entry?.voice && this.byId.get(entry.handle.id) === entry) this.lastVoiceFocus = entry.handle.id;
      },
    });
    const entry: OpenWindow = { key: spec.key, kind: spec.kind, voice: spec.voice, handle };
    ref.entry = entry;
    this.byId.set(handle.id, entry);
    this.byKey.set(spec.key, entry);
    handle.load(spec.url);
    return handle;
  }
}

function orderedSeats<T extends { team: TeamId; roles: readonly RoleId[] }>(seats: T[]): T[] {
  const firstRole = (s: T) => Math.min(...s.roles.map((r) => ROLE_IDS.indexOf(r)));
  return [...seats].sort((a, b) => TEAM_IDS.indexOf(a.team) - TEAM_IDS.indexOf(b.team) || firstRole(a) - firstRole(b));
}
