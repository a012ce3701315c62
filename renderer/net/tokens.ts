/**
 * Member tokens, kept out of the address bar (a shared link must not hand over a seat).
 *
 * Each token lives in this browser's localStorage under the host and game (and the seat a desktop seat
 * window was opened for), with the tab that holds it (a random id in sessionStorage: a reload, or a
 * closed tab the browser restores, is the same tab). A tab joins with its own token only. On a shared
 * browser the next tab for the same game is the next person: it joins as a new member and never
 * inherits a closed tab's seat on its own (issue 19.10). `closedTabMembers` lists the seats closed tabs
 * left, and `claimToken` takes one when the player says so ("take my seat back"). `openTabMembers` lists
 * those of tabs still open (the game is open in another tab: switch there or take the seat over).
 * Whether a tab is open comes from `Liveness` (tab-presence.ts: Web Locks, which a hidden tab keeps
 * however throttled its timers are); the heartbeat only backs it where that cannot tell for sure. A
 * token that arrives in the URL (an Electron window hand-off) is taken once by that tab and removed
 * from the address bar.
 */
const PREFIX = 'rumbo.tokens.';
/** Without Web Locks, a tab that has not beaten for this long and did not answer the roll call is gone. */
const STALE_MS = 8_000;
const BEAT_MS = 2_000;

interface Held {
  readonly token: string;
  /** Who the member was, for "take my seat back" to name it: the name and seat as this tab last saw them. */
  who?: MemberLabel;
  /** The tab using it (a random id kept in sessionStorage, so a reload stays the same tab). */
  tab: string;
  beat: number;
}

/** Which tabs are open now: `exact` when Web Locks said so (then the heartbeat is not needed). */
export interface Liveness {
  readonly tabs: ReadonlySet<string>;
  readonly exact: boolean;
}

function alive(held: Held, now: number, live: Liveness): boolean {
  if (live.tabs.has(held.tab)) return true;
  return !live.exact && held.beat !== 0 && now - held.beat <= STALE_MS;
}

function tabId(): string {
  let id = sessionStorage.getItem('rumbo.tab');
  if (!id) {
    id = Math.random().toString(36).slice(2) + Date.now().toString(36);
    sessionStorage.setItem('rumbo.tab', id);
  }
  return id;
}

/** Host (as the socket URL names it), join code and, for a desktop seat window, its seat. */
export function tokenKey(socketUrl: string, code: string): string {
  let host = socketUrl;
  try {
    host = new URL(socketUrl).host;
  } catch {
    // Not a URL (tests): the text itself tells hosts apart.
  }
  const seat = new URLSearchParams(location.search).get('seat') ?? '';
  return `${PREFIX}${host}|${code.toUpperCase()}|${seat}`;
}

function read(key: string): Held[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(value) ? value.filter((h): h is Held => typeof h?.token === 'string') : [];
  } catch {
    return [];
  }
}

function write(key: string, held: readonly Held[]): void {
  try {
    localStorage.setItem(key, JSON.stringify(held.slice(-8)));
  } catch {
    // Storage full or denied: the seat is kept for this page's life only.
  }
}

/** A token arriving in the URL is stored and wiped from the address bar (and the history entry). */
function takeFromUrl(key: string, code: string): void {
  const url = new URL(location.href);
  const token = url.searchParams.get('token');
  if (!token) return;
  url.searchParams.delete('token');
  history.replaceState(history.state, '', url);
  if (url.searchParams.get('code')?.toUpperCase() !== code.toUpperCase()) return;
  const held = read(key).filter((h) => h.token !== token);
  write(key, [...held, { token, tab: tabId(), beat: Date.now() }]);
}

/** The token this tab should join with: its own (this tab, reloaded or restored); null for a new member. */
export function tokenFor(key: string, code: string): string | null {
  takeFromUrl(key, code);
  const tab = tabId();
  const held = read(key);
  const mine = held.find((h) => h.tab === tab);
  if (!mine) return null;
  mine.beat = Date.now();
  write(key, held);
  return mine.token;
}

export interface MemberLabel {
  readonly name: string;
  /** `team` and roles of the seat held, if any. */
  readonly seat: { readonly team: string; readonly roles: readonly string[] } | null;
}

export interface OtherMember {
  readonly token: string;
  readonly who: MemberLabel | null;
  /** The tab that holds it. */
  readonly tab: string;
}

function others(key: string, live: Liveness, open: boolean): OtherMember[] {
  const now = Date.now();
  const tab = tabId();
  return read(key)
    .filter((h) => h.tab !== tab && alive(h, now, live) === open)
    .map((h) => ({ token: h.token, who: h.who ?? null, tab: h.tab }));
}

/** Members of this game that tabs now closed left on this browser: seats to offer back, never to take unasked. */
export function closedTabMembers(key: string, live: Liveness): OtherMember[] {
  return others(key, live, false);
}

/** Members of this game held by other tabs of this browser that are open now (hidden or not). */
export function openTabMembers(key: string, live: Liveness): OtherMember[] {
  return others(key, live, true);
}

/** Whether this browser holds any member of this game, in any tab, open or closed. */
export function holdsMember(key: string): boolean {
  return read(key).length > 0;
}

/** Names the member this tab is (its name and seat), so a later tab can offer it back by name. */
export function labelToken(key: string, token: string, who: MemberLabel): void {
  const held = read(key);
  const mine = held.find((h) => h.token === token);
  if (!mine || JSON.stringify(mine.who) === JSON.stringify(who)) return;
  mine.who = who;
  write(key, held);
}

/**
 * The player asked to take back a seat a closed tab left ("take my seat back"), or, with `takeOver`,
 * to move here the seat an open tab holds: this tab holds that token from now on. Null when it is gone,
 * or (without `takeOver`) an open tab holds it.
 */
export function claimToken(key: string, token: string, live: Liveness, takeOver = false): string | null {
  const now = Date.now();
  const held = read(key);
  const wanted = held.find((h) => h.token === token && h.tab !== tabId());
  if (!wanted || (!takeOver && alive(wanted, now, live))) return null;
  const kept = held.filter((h) => h.tab !== tabId() || h.token === token);
  wanted.tab = tabId();
  wanted.beat = now;
  write(key, kept);
  return token;
}

let beating: { key: string; token: string; timer: ReturnType<typeof setInterval> } | null = null;

/** Beats on this tab's token; false once another tab took it over (this tab then stops). */
function beat(key: string, token: string, at: number): boolean {
  const held = read(key);
  const mine = held.find((h) => h.token === token);
  if (mine && mine.tab !== tabId()) return false;
  if (mine) mine.beat = at;
  else held.push({ token, tab: tabId(), beat: at });
  write(key, held);
  return true;
}

/** This tab stops beating on its token (another tab took the seat over). */
export function stopBeating(): void {
  if (beating) clearInterval(beating.timer);
  beating = null;
}

/**
 * Keeps the token of the member this tab is, beating while the tab lives. The address bar gets the
 * game's code (public anyway), so a reload or a reopened tab knows which game to rejoin.
 */
export function rememberToken(key: string, token: string, code: string): void {
  const url = new URL(location.href);
  if (url.searchParams.get('code') !== code || url.searchParams.has('token')) {
    url.searchParams.set('code', code);
    url.searchParams.delete('token');
    history.replaceState(history.state, '', url);
  }
  // This tab just joined with it: it is this tab's, whichever tab held it before (one token a tab).
  const who = whoOf(key, token);
  const held = read(key).filter((h) => h.token !== token && h.tab !== tabId());
  write(key, [...held, { token, tab: tabId(), beat: Date.now(), ...who }]);
  stopBeating();
  beating = { key, token, timer: setInterval(() => beat(key, token, Date.now()) || stopBeating(), BEAT_MS) };
}

function whoOf(key: string, token: string): { who?: MemberLabel } {
  const who = read(key).find((h) => h.token === token)?.who;
  return who ? { who } : {};
}

// A closed or reloaded tab frees its token at once: the reopened tab takes it back.
addEventListener('pagehide', () => {
  if (beating) beat(beating.key, beating.token, 0);
});

/** The host no longer knows this token (`lobby.bad-token`): forget it. */
export function forgetToken(key: string, token: string): void {
  write(key, read(key).filter((h) => h.token !== token));
}
