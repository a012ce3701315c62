/**
 * Seat tokens stay out of the address bar (a shared link hands over nothing) and in this browser's
 * storage (the same tab reloaded gets its seat back; another tab is another member, and takes a closed
 * tab's seat only when the player asks).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { claimToken, closedTabTokens, forgetToken, rememberToken, tokenFor, tokenKey } from '../../renderer/net/tokens';

const HOST = 'ws://192.168.1.20:47800/ws';
/** Another tab of the same browser: same localStorage, its own sessionStorage. */
const newTab = () => sessionStorage.clear();

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
    expect(claimToken(key, 'first')).toBeNull();
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
    expect(claimToken(key, 'first')).toBe('first');
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
