/**
 * Content-Security-Policy for every app:// response. Strict everywhere; the voice variant adds only what
 * vosk-browser needs (its recognizer is emscripten/embind code in a worker made from a blob URL):
 * `'unsafe-eval'` + `'wasm-unsafe-eval'` in script-src and `blob:` in worker-src.
 *
 * 'self' and the explicit origin are both listed: 'self' matching for custom schemes has varied between
 * Chromium versions; the explicit app://rumbo source is unambiguous.
 */
import { APP_ORIGIN } from './urls';

export type CspVariant = 'strict' | 'voice';

type Directives = Readonly<Record<string, readonly string[]>>;

const SELF = ["'self'", APP_ORIGIN] as const;

const STRICT: Directives = {
  'default-src': [...SELF],
  'script-src': [...SELF],
  // Vue sets styles through the CSSOM (allowed anyway); 'unsafe-inline' covers libraries that inject
  // <style> elements. Styles cannot run script, scripts stay strict.
  'style-src': [...SELF, "'unsafe-inline'"],
  'img-src': [...SELF, 'data:', 'blob:'],
  'font-src': [...SELF, 'data:'],
  'media-src': [...SELF, 'data:', 'blob:'],
  // The host is another PC on the LAN (plain ws/http, address known only at run time) or 127.0.0.1.
  'connect-src': [...SELF, 'ws:', 'wss:', 'http:'],
  // Same-origin module workers (e.g. the Radio Operator's solver); no blob: workers.
  'worker-src': [...SELF],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-src': ["'none'"],
  'frame-ancestors': ["'none'"],
};

const VOICE: Directives = {
  ...STRICT,
  'script-src': [...SELF, "'unsafe-eval'", "'wasm-unsafe-eval'"],
  'worker-src': [...SELF, 'blob:'],
};

export function cspHeader(variant: CspVariant): string {
  const directives = variant === 'voice' ? VOICE : STRICT;
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Parses a CSP header into directive → sources (for tests and diagnostics). */
export function parseCsp(header: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) out.set(name, sources);
  }
  return out;
}
