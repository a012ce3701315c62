import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cspHeader, parseCsp } from '../../electron/shell/csp';
import { createAppProtocolHandler, isInside, locateFile, mimeType, resolveAppUrl, segmentProblem, type AppTarget } from '../../electron/shell/protocol';

let tmp: string;
let rendererDir: string;
let userModels: string;
let bundledModels: string;
let outside: string;

beforeAll(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'rumbo-protocol-'));
  rendererDir = path.join(tmp, 'app', 'dist', 'renderer');
  userModels = path.join(tmp, 'userData', 'models');
  bundledModels = path.join(tmp, 'resources', 'models');
  outside = path.join(tmp, 'secret');
  for (const dir of [path.join(rendererDir, 'assets'), userModels, bundledModels, outside]) mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html><title>Rumbo</title>');
  writeFileSync(path.join(rendererDir, 'assets', 'index-abc.js'), 'console.log(1)');
  writeFileSync(path.join(rendererDir, 'assets', 'vosk.wasm'), new Uint8Array([0, 97, 115, 109]));
  writeFileSync(path.join(userModels, 'vosk-model-small-es-0.42.tar.gz'), 'user copy');
  writeFileSync(path.join(bundledModels, 'vosk-model-small-es-0.42.tar.gz'), 'bundled copy');
  writeFileSync(path.join(bundledModels, 'vosk-model-small-it-0.22.tar.gz'), 'bundled italian');
  writeFileSync(path.join(outside, 'passwd'), 'root:x:0:0');
  symlinkSync(path.join(outside, 'passwd'), path.join(userModels, 'escape.tar.gz'));
});

afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const handler = () =>
  createAppProtocolHandler({ roots: { rendererDir, modelDirs: [userModels, bundledModels] } });

async function get(url: string, method = 'GET'): Promise<Response> {
  return handler()(new Request(url, { method }));
}

describe('resolveAppUrl (pure guard)', () => {
  it('maps the root, files and the voice prefix to the renderer', () => {
    expect(resolveAppUrl('app://rumbo/')).toMatchObject({ kind: 'target', root: 'renderer', segments: ['index.html'], csp: 'strict' });
    expect(resolveAppUrl('app://rumbo')).toMatchObject({ kind: 'target', segments: ['index.html'] });
    expect(resolveAppUrl('app://rumbo/index.html?ws=ws%3A%2F%2F127.0.0.1%3A1%2Fws#x')).toMatchObject({ segments: ['index.html'], csp: 'strict' });
    expect(resolveAppUrl('app://rumbo/voice/index.html?code=AB')).toMatchObject({ root: 'renderer', segments: ['index.html'], csp: 'voice' });
    expect(resolveAppUrl('app://rumbo/voice/assets/index-abc.js')).toMatchObject({ segments: ['assets', 'index-abc.js'], csp: 'voice' });
    expect(resolveAppUrl('app://rumbo/models/vosk-model-small-es-0.42.tar.gz')).toMatchObject({
      root: 'models',
      segments: ['vosk-model-small-es-0.42.tar.gz'],
      mime: 'application/gzip',
    });
    expect(resolveAppUrl('APP://RUMBO/index.html')).toMatchObject({ kind: 'target' });
  });

  it('decodes ordinary percent-escapes', () => {
    expect(resolveAppUrl('app://rumbo/models/my%20model.zip')).toMatchObject({ segments: ['my model.zip'] });
  });

  const refused: [string, string][] = [
    ['app://rumbo/../secret/passwd', 'dot segment'],
    ['app://rumbo/assets/../../secret/passwd', 'dot segment'],
    ['app://rumbo/%2e%2e/secret/passwd', 'encoded dot segment'],
    ['app://rumbo/%2E%2E/%2E%2E/etc/passwd', 'upper-case encoded dot segment'],
    ['app://rumbo/.%2e/secret', 'half-encoded dot segment'],
    ['app://rumbo/models/..%2f..%2fsecret%2fpasswd', 'encoded slash'],
    ['app://rumbo/models/%2fetc%2fpasswd', 'encoded absolute path'],
    ['app://rumbo//etc/passwd', 'empty segment (absolute path)'],
    ['app://rumbo/..\\..\\secret\\passwd', 'backslash'],
    ['app://rumbo/assets%5c..%5c..%5csecret', 'encoded backslash'],
    ['app://rumbo/C:/Windows/win.ini', 'drive letter'],
    ['app://rumbo/C%3A%5CWindows%5Cwin.ini', 'encoded drive path'],
    ['app://rumbo/index.html%00.png', 'null byte'],
    ['app://rumbo/%E0%A4%A', 'malformed escape'],
    ['app://rumbo/.env', 'hidden file'],
    ['app://rumbo/CON', 'Windows device'],
    ['app://rumbo/assets/nul.txt', 'Windows device with extension'],
    ['app://rumbo/index.html.', 'trailing dot'],
    ['app://rumbo/models/', 'models listing'],
    ['app://rumbo/models', 'models listing'],
    ['app://evil/index.html', 'other host'],
    ['app://rumbo:8080/index.html', 'port'],
    ['app://user@rumbo/index.html', 'userinfo'],
    ['file:///etc/passwd', 'other scheme'],
    ['https://rumbo/index.html', 'other scheme'],
  ];
  it.each(refused)('refuses %s (%s)', (url) => {
    const result = resolveAppUrl(url);
    expect(result.kind).toBe('reject');
  });

  it('checks segments one by one', () => {
    expect(segmentProblem('index.html')).toBeUndefined();
    expect(segmentProblem('vosk-model-small-es-0.42.tar.gz')).toBeUndefined();
    for (const bad of ['', '.', '..', 'a/b', 'a\\b', 'c:', 'x\u0000', '.git', 'a.', 'a ', 'LPT1', 'com3.log']) {
      expect(segmentProblem(bad), bad).toBeDefined();
    }
  });
});

describe('isInside', () => {
  it('works with POSIX and Windows paths', () => {
    expect(isInside('/app/renderer', '/app/renderer/index.html')).toBe(true);
    expect(isInside('/app/renderer', '/app/renderer')).toBe(true);
    expect(isInside('/app/renderer', '/app/renderer-evil/x')).toBe(false);
    expect(isInside('/app/renderer', '/app/x')).toBe(false);
    expect(isInside('C:\\app\\renderer', 'C:\\app\\renderer\\a\\b.js', path.win32)).toBe(true);
    expect(isInside('C:\\app\\renderer', 'D:\\secret', path.win32)).toBe(false);
    expect(isInside('C:\\app\\renderer', 'C:\\app\\secret', path.win32)).toBe(false);
  });
});

describe('locateFile', () => {
  const target = (root: AppTarget['root'], ...segments: string[]): AppTarget => ({ kind: 'target', root, segments, csp: 'strict', mime: 'x' });

  it('searches the model folders in order', async () => {
    const roots = { rendererDir, modelDirs: [userModels, bundledModels] };
    expect((await locateFile(target('models', 'vosk-model-small-es-0.42.tar.gz'), roots))?.file).toBe(path.join(userModels, 'vosk-model-small-es-0.42.tar.gz'));
    expect((await locateFile(target('models', 'vosk-model-small-it-0.22.tar.gz'), roots))?.file).toBe(path.join(bundledModels, 'vosk-model-small-it-0.22.tar.gz'));
    expect(await locateFile(target('models', 'missing.zip'), roots)).toBeUndefined();
  });

  it('refuses a symlink that leads out of its root', async () => {
    const roots = { rendererDir, modelDirs: [userModels] };
    expect(await locateFile(target('models', 'escape.tar.gz'), roots)).toBeUndefined();
  });

  it('refuses directories and anything that resolves outside the root, even if a segment slipped through', async () => {
    const roots = { rendererDir, modelDirs: [userModels] };
    expect(await locateFile(target('renderer', 'assets'), roots)).toBeUndefined();
    expect(await locateFile(target('renderer', '..', '..', '..', 'secret', 'passwd'), roots)).toBeUndefined();
  });
});

describe('the app:// handler', () => {
  it('serves the renderer with its MIME type, the strict CSP and nosniff', async () => {
    const res = await get('app://rumbo/index.html');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe(cspHeader('strict'));
    expect(await res.text()).toContain('<title>Rumbo</title>');

    const js = await get('app://rumbo/assets/index-abc.js');
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await js.text()).toBe('console.log(1)');
    expect((await get('app://rumbo/assets/vosk.wasm')).headers.get('content-type')).toBe('application/wasm');
  });

  it('gives the voice CSP only under /voice/', async () => {
    const voice = await get('app://rumbo/voice/index.html?code=ABCD');
    expect(voice.status).toBe(200);
    expect(voice.headers.get('content-security-policy')).toBe(cspHeader('voice'));
    expect(await voice.text()).toContain('<title>Rumbo</title>');
    expect((await get('app://rumbo/index.html')).headers.get('content-security-policy')).not.toContain('unsafe-eval');
  });

  it('serves models from the user folder before the bundled one, with a length', async () => {
    const res = await get('app://rumbo/models/vosk-model-small-es-0.42.tar.gz');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String('user copy'.length));
    expect(await res.text()).toBe('user copy');
  });

  it('answers HEAD without a body', async () => {
    const res = await get('app://rumbo/index.html', 'HEAD');
    expect(res.status).toBe(200);
    expect(res.body).toBeNull();
  });

  // A Request (like Chromium) parses its URL first: plain and %2e dot segments are resolved inside the
  // origin before the handler runs (app://rumbo/../x arrives as app://rumbo/x), so those come back 404.
  // What survives parsing (encoded slashes and backslashes, symlinks) is refused by the guard.
  it.each([
    ['app://rumbo/../secret/passwd', 404],
    ['app://rumbo/%2e%2e/%2e%2e/secret/passwd', 404],
    ['app://rumbo/models/..%2f..%2fsecret%2fpasswd', 403],
    ['app://rumbo/..%5c..%5csecret%5cpasswd', 400],
    ['app://rumbo/C%3A%5Csecret%5Cpasswd', 400],
    ['app://rumbo/models/escape.tar.gz', 404],
    ['app://rumbo/nothing-here.js', 404],
    ['app://other/index.html', 403],
  ])('refuses %s with %i and never returns the secret', async (url, status) => {
    const res = await get(url);
    expect(res.status).toBe(status);
    expect(await res.text()).not.toContain('root:x');
  });

  it('refuses other methods', async () => {
    expect((await get('app://rumbo/index.html', 'POST')).status).toBe(405);
  });

  it('reports refusals', async () => {
    const seen: string[] = [];
    const h = createAppProtocolHandler({ roots: { rendererDir, modelDirs: [] }, onReject: (url, status, reason) => seen.push(`${status} ${reason} ${url}`) });
    await h(new Request('app://rumbo/.env'));
    await h(new Request('app://rumbo/missing.js'));
    expect(seen).toEqual(['403 hidden file app://rumbo/.env', '404 not found app://rumbo/missing.js']);
  });
});

describe('mimeType', () => {
  it('knows the types the app serves and falls back to octet-stream', () => {
    expect(mimeType('a.css')).toBe('text/css; charset=utf-8');
    expect(mimeType('model.zip')).toBe('application/zip');
    expect(mimeType('model.tar.gz')).toBe('application/gzip');
    expect(mimeType('font.woff2')).toBe('font/woff2');
    expect(mimeType('README')).toBe('application/octet-stream');
  });
});

describe('CSP', () => {
  it('is strict by default', () => {
    const csp = parseCsp(cspHeader('strict'));
    expect(csp.get('script-src')).toEqual(["'self'", 'app://rumbo']);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('worker-src')).not.toContain('blob:');
    expect(cspHeader('strict')).not.toMatch(/unsafe-eval|wasm-unsafe-eval/);
  });

  it('adds exactly what vosk-browser needs for voice windows', () => {
    const strict = parseCsp(cspHeader('strict'));
    const voice = parseCsp(cspHeader('voice'));
    expect(voice.get('script-src')).toEqual([...(strict.get('script-src') ?? []), "'unsafe-eval'", "'wasm-unsafe-eval'"]);
    expect(voice.get('worker-src')).toEqual([...(strict.get('worker-src') ?? []), 'blob:']);
    for (const [name, sources] of strict) {
      if (name !== 'script-src' && name !== 'worker-src') expect(voice.get(name), name).toEqual(sources);
    }
    // The worker fetches the model from app://rumbo/models/.
    expect(voice.get('connect-src')).toContain('app://rumbo');
  });
});
