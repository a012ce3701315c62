/**
 * A member token per game code, kept in the window's session storage AND in its URL, so a
 * reload or a reopened page (same URL) rejoins the same seat, while two windows of one browser
 * stay two members.
 */
const KEY = (code: string) => `rumbo.token.${code}`;

export function tokenFor(code: string): string | null {
  const fromUrl = new URLSearchParams(location.search);
  if (fromUrl.get('code')?.toUpperCase() === code && fromUrl.get('token')) return fromUrl.get('token');
  return sessionStorage.getItem(KEY(code));
}

export function rememberToken(code: string, token: string): void {
  sessionStorage.setItem(KEY(code), token);
  const url = new URL(location.href);
  url.searchParams.set('code', code);
  url.searchParams.set('token', token);
  history.replaceState(history.state, '', url);
}
