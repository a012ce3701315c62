/**
 * Navigation and new-window guards, applied to every webContents (app 'web-contents-created').
 *  - In-app: a page may only "navigate" to itself (same app:// path — reloads and hash routes); it can
 *    never move to another app page (e.g. from the strict page to the /voice/ page), nor leave app://.
 *  - window.open and target=_blank never create a window.
 *  - An https link to an allowlisted host is handed to the OS browser; everything else is dropped.
 */
import { splitAppUrl } from './urls';

/** Hosts whose https links open in the OS browser (subdomains included). */
export const EXTERNAL_HOSTS: readonly string[] = ['alphacephei.com'];

export type NavigationDecision = { readonly action: 'allow' } | { readonly action: 'deny' } | { readonly action: 'external'; readonly url: string };

export function externalUrl(target: string, allowlist: readonly string[] = EXTERNAL_HOSTS): string | undefined {
  let u: URL;
  try {
    u = new URL(target);
  } catch {
    return undefined;
  }
  if (u.protocol !== 'https:' || u.username !== '' || u.password !== '') return undefined;
  const host = u.hostname.toLowerCase();
  const ok = allowlist.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
  return ok ? u.toString() : undefined;
}

/** 'will-navigate' (and 'will-redirect'): the page at `current` wants to load `target`. */
export function decideNavigation(current: string, target: string, allowlist: readonly string[] = EXTERNAL_HOSTS): NavigationDecision {
  const from = splitAppUrl(current);
  const to = splitAppUrl(target);
  if (to) {
    return from && from.rawPath === to.rawPath ? { action: 'allow' } : { action: 'deny' };
  }
  const external = externalUrl(target, allowlist);
  return external ? { action: 'external', url: external } : { action: 'deny' };
}

/** setWindowOpenHandler: never a new window; maybe the OS browser. */
export function decideWindowOpen(target: string, allowlist: readonly string[] = EXTERNAL_HOSTS): { readonly action: 'deny'; readonly external?: string } {
  const external = externalUrl(target, allowlist);
  return external ? { action: 'deny', external } : { action: 'deny' };
}
