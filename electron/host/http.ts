/**
 * HTTP beside the WebSocket: the built renderer (so a browser or a phone on the LAN can join) and
 * `/status`, a small JSON page with the host's name, protocol and games. GET and HEAD only; no
 * path outside the renderer folder is ever served.
 */
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { mimeType } from './mime';


export interface HttpOptions {
  /** Built renderer (vite's output); undefined → a plain page pointing at the build step. */
  readonly rendererDir?: string;
  /** Speech model archives to serve at /models/<name>.tar.gz (read-only, looked up per request). */
  readonly modelsDir?: string;
  /**
   * The `/status` document; `query` is the request's (`?challenge=` asks the host to prove its key)
   * and `on` the address:port the request reached (the proof names it: issue 28.4).
   */
  readonly status: (query?: URLSearchParams, on?: { readonly address: string; readonly port: number }) => unknown;
  /** Whether the request's Host header names this machine (DNS rebinding guard); omitted → any. */
  readonly hostAllowed?: (host: string | undefined) => boolean;
}

function send(res: ServerResponse, status: number, type: string, body: string, head: boolean): void {
  res.writeHead(status, {
    'Content-Type': type,
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(head ? undefined : body);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The file a URL path names inside `root`, or null when it would leave it (`..`, encoded
 * separators, NUL, a symlink pointing out).
 */
export function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  return contained(root, path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`));
}

/** `target` if it (and whatever it links to) lies inside `root`, else null. */
function contained(root: string, target: string): string | null {
  if (target !== root && !target.startsWith(root + path.sep)) return null;
  try {
    const real = fs.realpathSync(target);
    if (real !== root && !real.startsWith(root + path.sep)) return null;
    return real;
  } catch {
    return target; // does not exist: the caller answers 404 (or the app page)
  }
}

/** The archives the model installer writes: `vosk-model-small-es-0.42.tar.gz`. */
const MODEL_ARCHIVE = /^vosk-model-[a-z0-9][a-z0-9.-]*\.tar\.gz$/;

export function createHttpHandler(options: HttpOptions): (req: IncomingMessage, res: ServerResponse) => void {
  let root: string | null = null;
  if (options.rendererDir) {
    try {
      root = fs.realpathSync(options.rendererDir);
    } catch {
      root = null;
    }
  }
  const indexFile = root ? path.join(root, 'index.html') : null;

  const serveFile = (file: string, res: ServerResponse, head: boolean, base = root!, cache = 'no-cache'): void => {
    const type = mimeType(file);
    const real = contained(base, file);
    if (real === null) return send(res, 403, 'text/plain; charset=utf-8', 'forbidden\n', head);
    fs.stat(real, (error, stat) => {
      if (error || !stat.isFile()) return send(res, 404, 'text/plain; charset=utf-8', 'not found\n', head);
      res.writeHead(200, {
        'Content-Type': type,
        'Content-Length': stat.size,
        'Cache-Control': cache,
        'X-Content-Type-Options': 'nosniff',
      });
      if (head) return void res.end();
      const stream = fs.createReadStream(real);
      stream.on('error', () => res.destroy());
      stream.pipe(res);
    });
  };

  /** A model archive by its versioned name (so it may be cached for good); nothing else in that folder. */
  const serveModel = (name: string, res: ServerResponse, head: boolean): void => {
    let modelsRoot: string | null;
    try {
      modelsRoot = options.modelsDir ? fs.realpathSync(options.modelsDir) : null;
    } catch {
      modelsRoot = null; // not installed yet: `npm run models` creates it while the host runs
    }
    if (!modelsRoot || !MODEL_ARCHIVE.test(name)) return send(res, 404, 'text/plain; charset=utf-8', 'not found\n', head);
    serveFile(path.join(modelsRoot, name), res, head, modelsRoot, 'public, max-age=31536000, immutable');
  };

  return (req, res) => {
    const head = req.method === 'HEAD';
    // A page on another site whose name was made to resolve here must not read the join codes.
    if (options.hostAllowed && !options.hostAllowed(req.headers.host)) {
      return send(res, 421, 'text/plain; charset=utf-8', 'this host does not answer to that name\n', head);
    }
    if (req.method !== 'GET' && !head) {
      res.setHeader('Allow', 'GET, HEAD');
      return send(res, 405, 'text/plain; charset=utf-8', 'method not allowed\n', head);
    }
    let pathname: string;
    let query: URLSearchParams;
    try {
      ({ pathname, searchParams: query } = new URL(req.url ?? '/', 'http://host'));
    } catch {
      return send(res, 400, 'text/plain; charset=utf-8', 'bad request\n', head);
    }
    if (pathname === '/status') {
      // No CORS header: other web pages must not read the list of join codes.
      const on = req.socket.localAddress && req.socket.localPort ? { address: req.socket.localAddress, port: req.socket.localPort } : undefined;
      return send(res, 200, 'application/json; charset=utf-8', JSON.stringify(options.status(query, on)), head);
    }
    if (pathname.startsWith('/models/')) return serveModel(pathname.slice('/models/'.length), res, head);
    if (!root || !indexFile) {
      if (pathname !== '/') return send(res, 404, 'text/plain; charset=utf-8', 'not found\n', head);
      const status = JSON.stringify(options.status(), null, 2);
      const page = `<!doctype html><meta charset="utf-8"><title>Rumbo host</title>
<h1>Rumbo host</h1><p>The app is not built, so this host serves no screens. Run <code>npm run build</code>
and start the host again (or pass <code>--renderer DIR</code>).</p><pre>${escapeHtml(status)}</pre>`;
      return send(res, 200, 'text/html; charset=utf-8', page, head);
    }
    const file = resolveInside(root, pathname);
    if (file === null) return send(res, 403, 'text/plain; charset=utf-8', 'forbidden\n', head);
    fs.stat(file, (error, stat) => {
      if (!error && stat.isDirectory()) return serveFile(path.join(file, 'index.html'), res, head);
      if (!error && stat.isFile()) return serveFile(file, res, head);
      // Unknown app routes ("/join/ABCD") get the app; unknown files stay 404.
      if (path.extname(pathname) === '') return serveFile(indexFile, res, head);
      send(res, 404, 'text/plain; charset=utf-8', 'not found\n', head);
    });
  };
}
