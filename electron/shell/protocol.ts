/**
 * The app:// protocol: maps a request URL to a file under one of the allowed roots and answers it with
 * the right MIME type and CSP. Plain Node (no electron import); main.ts passes `handleAppRequest` to
 * `protocol.handle('app', …)`.
 *
 * Guard, in order (any failure is a 4xx, never a file outside the roots):
 *  1. scheme/host must be exactly app://rumbo (no port, no userinfo);
 *  2. the raw path is inspected before any normalisation: backslashes (raw or %5C), malformed percent
 *     escapes, and segments that decode to '.', '..', '', or contain '/', '\', ':', NUL or control
 *     characters, start with '.', end with '.' or ' ', or name a Windows device (CON, NUL, COM1…) are
 *     refused — so %2e%2e, %2f, absolute and drive paths never reach the file system;
 *  3. the joined path must still be inside the root (path.relative), and outside an asar archive its
 *     real path (symlinks resolved) must be inside the root's real path.
 * Chromium canonicalises a standard scheme's URL before the handler runs (plain and %2e dot segments are
 * resolved inside the origin), so step 2 mostly meets what survives that — encoded slashes and
 * backslashes, drive letters, device names — but it does not rely on it.
 */
import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { mimeType } from '../host/mime';
import { Readable } from 'node:stream';
import { cspHeader, type CspVariant } from './csp';
import { MODELS_SEGMENT, splitAppUrl, VOICE_SEGMENT } from './urls';

export interface ProtocolRoots {
  /** The built renderer (vite's dist/renderer). */
  readonly rendererDir: string;
  /** Model folders, searched in order (user data first, then next to the app). */
  readonly modelDirs: readonly string[];
}

export type AppTarget = {
  readonly kind: 'target';
  readonly root: 'renderer' | 'models';
  /** Decoded, validated path segments relative to the root. */
  readonly segments: readonly string[];
  readonly csp: CspVariant;
  readonly mime: string;
};

export type AppRejection = {
  readonly kind: 'reject';
  readonly status: 400 | 403 | 404 | 405;
  readonly reason: string;
};

const WINDOWS_DEVICE = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³]|conin\$|conout\$)(\..*)?$/i;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Checks one already-decoded path segment. Returns the reason it is refused, or undefined. */
export function segmentProblem(segment: string): string | undefined {
  if (segment === '') return 'empty segment';
  if (segment === '.' || segment === '..') return 'dot segment';
  if (segment.includes('/') || segment.includes('\\')) return 'separator inside a segment';
  if (segment.includes(':')) return 'colon (drive letter or stream name)';
  if (CONTROL.test(segment)) return 'control character';
  if (segment.startsWith('.')) return 'hidden file';
  if (segment.endsWith('.') || segment.endsWith(' ')) return 'trailing dot or space';
  if (WINDOWS_DEVICE.test(segment)) return 'device name';
  return undefined;
}

/** Pure: decides which root and relative path a URL means, or why it is refused. No file system. */
export function resolveAppUrl(url: string): AppTarget | AppRejection {
  const parts = splitAppUrl(url);
  if (!parts) return reject(403, 'not an app://rumbo URL');
  const raw = parts.rawPath;
  if (raw.includes('\\') || /%5c/i.test(raw)) return reject(400, 'backslash in path');

  const rawSegments = raw.split('/').slice(1);
  const segments: string[] = [];
  for (const rawSegment of rawSegments) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(rawSegment);
    } catch {
      return reject(400, 'malformed percent-encoding');
    }
    segments.push(decoded);
  }

  let csp: CspVariant = 'strict';
  let root: AppTarget['root'] = 'renderer';
  let rest = segments;
  if (rest[0] === VOICE_SEGMENT) {
    csp = 'voice';
    rest = rest.slice(1);
  } else if (rest[0] === MODELS_SEGMENT) {
    root = 'models';
    rest = rest.slice(1);
    if (rest.length === 0 || (rest.length === 1 && rest[0] === '')) return reject(404, 'no file named');
  }
  // A trailing slash names the folder's index page (renderer only: models have no listing).
  if (rest.length === 0 || rest[rest.length - 1] === '') {
    if (root === 'models') return reject(404, 'no directory listing');
    rest = [...rest.slice(0, -1), 'index.html'];
    if (rest.length === 0) rest = ['index.html'];
  }
  for (const segment of rest) {
    const problem = segmentProblem(segment);
    if (problem) return reject(403, problem);
  }
  const last = rest[rest.length - 1] ?? 'index.html';
  return { kind: 'target', root, segments: rest, csp, mime: mimeType(last) };
}

export { mimeType };

/** The file-system operations the handler needs; injectable for tests. */
export interface FileAccess {
  stat(file: string): Promise<{ readonly isFile: boolean; readonly size: number } | undefined>;
  realpath(file: string): Promise<string>;
  read(file: string): ReadableStream<Uint8Array>;
}

export const nodeFileAccess: FileAccess = {
  async stat(file) {
    try {
      const s = await stat(file);
      return { isFile: s.isFile(), size: s.size };
    } catch {
      return undefined;
    }
  },
  realpath: (file) => realpath(file),
  // Node's web stream and the DOM's ReadableStream are the same object at run time; only the typings differ.
  read: (file) => Readable.toWeb(createReadStream(file)) as unknown as ReadableStream<Uint8Array>,
};

/** True when `child` is `root` itself or inside it (lexically, after resolution). */
export function isInside(root: string, child: string, p: Pick<typeof path, 'relative' | 'isAbsolute' | 'sep'> = path): boolean {
  const rel = p.relative(root, child);
  if (rel === '') return true;
  return !rel.startsWith(`..${p.sep}`) && rel !== '..' && !p.isAbsolute(rel);
}

const IN_ASAR = /\.asar([\\/]|$)/i;

/** Finds the file for a target under the allowed roots, or undefined. */
export async function locateFile(target: AppTarget, roots: ProtocolRoots, fs: FileAccess = nodeFileAccess): Promise<{ file: string; size: number } | undefined> {
  const candidates = target.root === 'renderer' ? [roots.rendererDir] : roots.modelDirs;
  for (const rootDir of candidates) {
    const root = path.resolve(rootDir);
    const file = path.resolve(root, ...target.segments);
    if (!isInside(root, file)) continue;
    const info = await fs.stat(file);
    if (!info?.isFile) continue;
    if (!IN_ASAR.test(root)) {
      try {
        const [realRoot, realFile] = await Promise.all([fs.realpath(root), fs.realpath(file)]);
        if (!isInside(realRoot, realFile)) continue;
      } catch {
        continue;
      }
    }
    return { file, size: info.size };
  }
  return undefined;
}

export interface AppProtocolOptions {
  readonly roots: ProtocolRoots;
  readonly fs?: FileAccess;
  /** Called for every refused or missing request (for the main log). */
  readonly onReject?: (url: string, status: number, reason: string) => void;
}

/** The handler for `protocol.handle('app', …)`. */
export function createAppProtocolHandler(options: AppProtocolOptions): (request: Request) => Promise<Response> {
  const fs = options.fs ?? nodeFileAccess;
  return async (request) => {
    const method = request.method.toUpperCase();
    const resolved = method === 'GET' || method === 'HEAD' ? resolveAppUrl(request.url) : reject(405, 'method not allowed');
    if (resolved.kind === 'reject') {
      options.onReject?.(request.url, resolved.status, resolved.reason);
      return errorResponse(resolved.status, resolved.reason);
    }
    const found = await locateFile(resolved, options.roots, fs);
    if (!found) {
      options.onReject?.(request.url, 404, 'not found');
      return errorResponse(404, 'not found');
    }
    const headers = new Headers({
      'Content-Type': resolved.mime,
      'Content-Length': String(found.size),
      'Content-Security-Policy': cspHeader(resolved.csp),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-cache',
    });
    return new Response(method === 'HEAD' ? null : fs.read(found.file), { status: 200, headers });
  };
}

function errorResponse(status: number, reason: string): Response {
  return new Response(`${status} ${reason}\n`, {
    status,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Security-Policy': cspHeader('strict'),
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

function reject(status: AppRejection['status'], reason: string): AppRejection {
  return { kind: 'reject', status, reason };
}
