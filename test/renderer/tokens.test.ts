/**
 * Seat tokens stay out of the address bar (a shared link hands over nothing) and in this browser's
 * storage (the same tab reloaded gets its seat back; another tab is another member, and takes a closed
 * tab's seat only when the player asks).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { claimToken, closedTabMembers, forgetToken, openTabMembers, rememberToken, tokenFor, tokenKey, type Liveness } from '../../renderer/net/tokens';

const HOST = 'ws://192.168.1.20:47800/ws';
/** Another tab of the same browser: same localStorage, its own sessionStorage. */
const newTab = () => sessionStorage.clear();
/** No Web Locks and no tab answered the roll call: the heartbeat alone decides. */
const byHeartbeat: Liveness = { tabs: new Set(), exact: false };
const closedTabTokens = (key: string, live: Liveness = byHeartbeat) => closedTabMembers(key, live).map((m) => m.token);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  history.replaceState(null, '', '/');
});
afterEach(() => history.replaceState(null, '', '/'));

describe('seat tokens', () => {
  it('the address bar gets the game code, never the token; the tab finds its token again', () => {
    const key = tokenKey(HOST, 'KQXT');
    rememberToken(key, 'secret-token', 'KQXT');
    expect(location.search).toContain('code=KQXT');
    expect(location.href).not.toContain('secret-token');
    expect(tokenFor(key, 'KQXT')).toBe('secret-token');
  });

  it('a token handed over in the URL (a desktop window) is kept and wiped from the address bar', () => {
    history.replaceState(null, '', '/?code=KQXT&token=handed-over&seat=blue%3Acaptain');
    const key = tokenKey(HOST, 'KQXT');
    expect(tokenFor(key, 'KQXT')).toBe('handed-over');
    expect(location.href).not.toContain('handed-over');
    expect(location.search).toContain('seat=blue');
  });

  it('a second live tab joins as another member, and its seat is never offered while it lives', () => {
    const key = tokenKey(HOST, 'KQXT');
    rememberToken(key, 'first', 'KQXT');
    newTab();
    expect(tokenFor(key, 'KQXT')).toBeNull();
    expect(closedTabTokens(key)).toEqual([]);
    expect(claimToken(key, 'first', byHeartbeat)).toBeNull();
  });

  it('on a shared browser the next tab is the next person: it does not inherit a closed tab\'s seat unless it asks', () => {
    const key = tokenKey(HOST, 'KQXT');
    rememberToken(key, 'first', 'KQXT');
    const firstTab = sessionStorage.getItem('rumbo.tab');
    dispatchEvent(new Event('pagehide'));
    newTab();
    expect(tokenFor(key, 'KQXT')).toBeNull();
    expect(closedTabTokens(key)).toEqual(['first']);
    // The same tab reloaded (or restored by the browser) keeps its id, and its seat.
    sessionStorage.setItem('rumbo.tab', firstTab!);
    expect(tokenFor(key, 'KQXT')).toBe('first');
    // "Take my seat back" in another tab, once the first is closed again.
    dispatchEvent(new Event('pagehide'));
    newTab();
    expect(claimToken(key, 'first', byHeartbeat)).toBe('first');
    expect(tokenFor(key, 'KQXT')).toBe('first');
    expect(closedTabTokens(key)).toEqual([]);
  });

  it('tokens are per host and per game; a token the host refused is forgotten', () => {
    const key = tokenKey(HOST, 'KQXT');
    rememberToken(key, 'first', 'KQXT');
    dispatchEvent(new Event('pagehide'));
    newTab();
    expect(tokenFor(tokenKey('ws://192.168.1.21:47800/ws', 'KQXT'), 'KQXT')).toBeNull();
    expect(tokenFor(tokenKey(HOST, 'ABCD'), 'ABCD')).toBeNull();
    forgetToken(key, 'first');
    newTab();
    expect(tokenFor(key, 'KQXT')).toBeNull();
  });
});

describe('which tabs are open (Web Locks, issue 29)', () => {
  it('a tab hidden for minutes, whose heartbeat stopped, still holds its seat while its lock is held', () => {
    const key = tokenKey(HOST, 'KQXT');
    const now = Date.now();
    rememberToken(key, 'first', 'KQXT');
    const firstTab = sessionStorage.getItem('rumbo.tab')!;
    newTab();
    // Five minutes later, the first tab's timers throttled to nothing: the heartbeat is stale.
    const later = now + 5 * 60_000;
    const realNow = Date.now;
    Date.now = () => later;
    try {
      const locked: Liveness = { tabs: new Set([firstTab]), exact: true };
      expect(closedTabTokens(key, locked)).toEqual([]);
      expect(openTabMembers(key, locked).map((m) => m.token)).toEqual(['first']);
      expect(claimToken(key, 'first', locked)).toBeNull();
      // By the heartbeat alone it would have looked closed: the lock is what keeps it.
      expect(closedTabTokens(key, byHeartbeat)).toEqual(['first']);
      // Its lock released (the tab closed): now it is offered back.
      const gone: Liveness = { tabs: new Set(), exact: true };
      expect(closedTabTokens(key, gone)).toEqual(['first']);
      expect(openTabMembers(key, gone)).toEqual([]);
    } finally {
      Date.now = realNow;
    }
  });

  it('a fresh heartbeat counts as open only where locks cannot tell', () => {
    const key = tokenKey(HOST, 'KQXT');
    rememberToken(key, 'first', 'KQXT');
    newTab();
    expect(openTabMembers(key, byHeartbeat).map((m) => m.token)).toEqual(['first']);
    expect(openTabMembers(key, { tabs: new Set(), exact: true })).toEqual([]);
  });

  it('taking the seat over moves the token to this tab, and the old tab stops beating on it', () => {
    vi.useFakeTimers();
    try {
      const key = tokenKey(HOST, 'KQXT');
      rememberToken(key, 'first', 'KQXT');
      const firstTab = sessionStorage.getItem('rumbo.tab')!;
      newTab();
      expect(tokenFor(key, 'KQXT')).toBeNull();
      const secondTab = sessionStorage.getItem('rumbo.tab')!;
      const live: Liveness = { tabs: new Set([firstTab, secondTab]), exact: true };
      expect(claimToken(key, 'first', live)).toBeNull();
      expect(claimToken(key, 'first', live, true)).toBe('first');
      expect(tokenFor(key, 'KQXT')).toBe('first');
      // The first tab's next beat finds the token moved: it does not take it back.
      sessionStorage.setItem('rumbo.tab', firstTab);
      vi.advanceTimersByTime(10_000);
      expect(tokenFor(key, 'KQXT')).toBeNull();
      sessionStorage.setItem('rumbo.tab', secondTab);
      expect(tokenFor(key, 'KQXT')).toBe('first');
    } finally {
      vi.useRealTimers();
    }
  });
});
