/** HTTP: the built app for browsers, /status, and nothing outside the app folder. */
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHost, tempDir, type TestHost } from './support/hosts';
import { PROTOCOL_VERSION } from '../../shared/protocol';

/** A raw GET: the path is sent exactly as written (no client-side normalization of `..`). */
function rawGet(port: number, target: string, method = 'GET'): Promise<{ status: number; body: string; type: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(`${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    });
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('end', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n', 2);
      const status = Number(head.split(' ')[1]);
      const type = /content-type: ([^\r\n]+)/i.exec(head)?.[1] ?? '';
      resolve({ status, body, type });
    });
    socket.on('error', reject);
  });
}

let host: TestHost;
let bare: TestHost;
let root: string;
let models: string;
beforeAll(async () => {
  const base = tempDir('rumbo-http-');
  root = path.join(base, 'app');
  fs.mkdirSync(path.join(root, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Rumbo app</title>');
  fs.writeFileSync(path.join(root, 'assets', 'app.js'), 'console.log("app")');
  fs.writeFileSync(path.join(base, 'secret.txt'), 'TOP SECRET');
  fs.symlinkSync(path.join(base, 'secret.txt'), path.join(root, 'link.txt'));
  models = path.join(base, 'models');
  fs.mkdirSync(models);
  fs.writeFileSync(path.join(models, 'vosk-model-small-en-us-0.15.tar.gz'), 'MODEL ARCHIVE');
  fs.writeFileSync(path.join(models, 'manifest.json'), '{}');
  host = await startTestHost({ rendererDir: root, modelsDir: models, hostName: 'Test host' });
  host.host.createGame({ mode: 'realtime' });
  bare = await startTestHost();
});
afterAll(async () => {
  await host.close();
  await bare.close();
});

describe('http', () => {
  it('serves the app, its assets and the app for unknown app routes', async () => {
    const index = await rawGet(host.host.port, '/');
    expect(index).toMatchObject({ status: 200, type: 'text/html; charset=utf-8' });
    expect(index.body).toContain('Rumbo app');
    expect(await rawGet(host.host.port, '/assets/app.js')).toMatchObject({ status: 200, type: 'text/javascript; charset=utf-8' });
    expect((await rawGet(host.host.port, '/join/ABCD?code=ABCD')).body).toContain('Rumbo app');
    expect((await rawGet(host.host.port, '/assets/missing.js')).status).toBe(404);
    const head = await rawGet(host.host.port, '/', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
  });

  it('serves installed speech models to browser seats, only model archives, and 404 when none is installed', async () => {
    const model = await rawGet(host.host.port, '/models/vosk-model-small-en-us-0.15.tar.gz');
    expect(model).toMatchObject({ status: 200, type: 'application/gzip', body: 'MODEL ARCHIVE' });
    expect((await rawGet(host.host.port, '/models/vosk-model-small-en-us-0.15.tar.gz', 'HEAD')).status).toBe(200);
    expect((await rawGet(host.host.port, '/models/vosk-model-small-es-0.42.tar.gz')).status).toBe(404);
    expect((await rawGet(host.host.port, '/models/manifest.json')).status).toBe(404);
    expect((await rawGet(host.host.port, '/models/..%2Fapp%2Findex.html')).status).toBe(404);
    expect((await rawGet(bare.host.port, '/models/vosk-model-small-en-us-0.15.tar.gz')).status).toBe(404);
  });

  it('/status lists the host and its games', async () => {
    const response = await rawGet(host.host.port, '/status');
    expect(response.type).toBe('application/json; charset=utf-8');
    const status = JSON.parse(response.body);
    expect(status).toMatchObject({ name: 'Test host', protocol: PROTOCOL_VERSION, ws: '/ws' });
    expect(status.games).toHaveLength(1);
    expect(status.games[0]).toMatchObject({ mode: 'realtime', phase: 'lobby' });
    expect(response.body).not.toMatch(/token/i);
  });

  it.each([
    '/../secret.txt',
    '/assets/../../secret.txt',
    '/%2e%2e/secret.txt',
    '/%2e%2e%2fsecret.txt',
    '/assets%2f..%2f..%2fsecret.txt',
    '/..%5csecret.txt',
    '/link.txt',
    '/%00index.html',
    '/%E0%A4%A',
  ])('never serves outside the app folder: %s', async (target) => {
    const response = await rawGet(host.host.port, target);
    expect(response.body).not.toContain('TOP SECRET');
    expect([400, 403, 404, 200]).toContain(response.status);
    if (response.status === 200) expect(response.body).toContain('Rumbo app');
  });

  it('only GET and HEAD', async () => {
    expect((await rawGet(host.host.port, '/status', 'POST')).status).toBe(405);
  });

  it('without a built app: a page that says how to build it', async () => {
    const page = await rawGet(bare.host.port, '/');
    expect(page.status).toBe(200);
    expect(page.body).toContain('npm run build');
    expect((await rawGet(bare.host.port, '/assets/app.js')).status).toBe(404);
    const status = await new Promise<number>((resolve) => http.get(`http://127.0.0.1:${bare.host.port}/status`, (res) => resolve(res.statusCode!)));
    expect(status).toBe(200);
  });
});
