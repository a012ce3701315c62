import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InstallError, installModel, listTar, readManifest, type ModelEntry } from '../../electron/voice-models';

/** A tiny stand-in model with the layout of a real one. */
function fakeModelZip(root: string): Uint8Array {
  const bytes = (text: string) => new TextEncoder().encode(text);
  return zipSync({
    [`${root}/am/final.mdl`]: bytes('acoustic model'),
    [`${root}/conf/mfcc.conf`]: bytes('--sample-frequency=16000'),
    [`${root}/graph/words.txt`]: bytes('<eps> 0\nrumbo 1\nnorte 2\n'),
    [`${root}/README`]: bytes('x'.repeat(1500)),
  });
}

const sha = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');
const dir = () => mkdtempSync(join(tmpdir(), 'rumbo-models-'));

let server: Server;
let base = '';
const served = new Map<string, Uint8Array>();

beforeAll(async () => {
  server = createServer((req, res) => {
    const body = served.get(req.url ?? '');
    if (!body) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-length': body.length });
    res.end(Buffer.from(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function entryFor(zip: Uint8Array, name = 'vosk-model-small-es-0.42'): ModelEntry {
  return { name, lang: 'es', url: `${base}/${name}.zip`, bytes: zip.length, sha256: sha(zip) };
}

describe('speech model installer', () => {
  it('the project manifest lists es, en and it with sizes and checksums', () => {
    const models = readManifest(join(process.cwd(), 'models', 'manifest.json'));
    expect(models.map((m) => m.lang).sort()).toEqual(['en', 'es', 'it']);
    expect(models.find((m) => m.lang === 'es')!.sha256).toBe('09b239888f633ef2f0b4e09736e3d9936acfd810bc65d53fad45261762c6511f');
  });

  it('downloads with progress, checks the sha256 and repacks as the .tar.gz vosk-browser loads', async () => {
    const zip = fakeModelZip('vosk-model-small-es-0.42');
    const entry = entryFor(zip);
    served.set('/vosk-model-small-es-0.42.zip', zip);
    const progress: number[] = [];
    const target = await installModel(entry, dir(), {}, ({ received }) => progress.push(received));
    expect(progress.at(-1)).toBe(zip.length);
    const files = listTar(gunzipSync(new Uint8Array(readFileSync(target))));
    expect(files.map((f) => f.name)).toContain('vosk-model-small-es-0.42/am/final.mdl');
    expect(files.find((f) => f.name.endsWith('README'))!.size).toBe(1500);
    expect(existsSync(target.replace('.tar.gz', '.zip'))).toBe(false);
  });

  it('a wrong checksum leaves nothing installed and says so', async () => {
    const zip = fakeModelZip('vosk-model-small-es-0.42');
    served.set('/tampered.zip', zip);
    const models = dir();
    const entry = { ...entryFor(zip), url: `${base}/tampered.zip`, sha256: '0'.repeat(64) };
    const error = await installModel(entry, models).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InstallError);
    expect((error as InstallError).problem).toBe('checksum');
    expect(existsSync(join(models, `${entry.name}.tar.gz`))).toBe(false);
    expect(existsSync(join(models, `${entry.name}.zip.part`))).toBe(false);
  });

  it('a corrupt archive (right checksum, not a zip) is refused as corrupt', async () => {
    const junk = new TextEncoder().encode('this is not a zip file at all');
    const file = join(dir(), 'picked.zip');
    writeFileSync(file, junk);
    const error = await installModel(entryFor(junk), dir(), { file }).catch((e: unknown) => e);
    expect((error as InstallError).problem).toBe('corrupt');
  });

  it('a model of another language picked by hand is refused as the wrong language', async () => {
    const zip = fakeModelZip('vosk-model-small-en-us-0.15');
    const file = join(dir(), 'picked.zip');
    writeFileSync(file, zip);
    const error = await installModel(entryFor(zip), dir(), { file }).catch((e: unknown) => e);
    expect((error as InstallError).problem).toBe('wrong-language');
  });

  it('an unreachable URL is a download problem, not a crash', async () => {
    const zip = fakeModelZip('vosk-model-small-es-0.42');
    const error = await installModel({ ...entryFor(zip), url: `${base}/missing.zip` }, dir()).catch((e: unknown) => e);
    expect((error as InstallError).problem).toBe('download');
  });
});
