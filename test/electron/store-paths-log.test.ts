import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFileLog } from '../../electron/shell/log';
import { appPaths, listModels } from '../../electron/shell/paths';
import { SettingsStore, type TimerApi } from '../../electron/shell/store';

let tmp: string;
beforeEach(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'rumbo-shell-'));
});
afterEach(() => rmSync(tmp, { recursive: true, force: true }));

function manualTimers() {
  const pending = new Map<number, () => void>();
  let id = 0;
  const timers: TimerApi = {
    setTimeout: (fn) => {
      pending.set(++id, fn);
      return id;
    },
    clearTimeout: (h) => void pending.delete(h as number),
  };
  return { timers, fire: () => [...pending.values()].forEach((fn) => fn()), count: () => pending.size };
}

describe('SettingsStore', () => {
  it('starts from defaults, debounces writes, writes atomically, reads back', () => {
    const file = path.join(tmp, 'sub', 'desktop-settings.json');
    const t = manualTimers();
    const store = new SettingsStore(file, { timers: t.timers });
    const memory = store.boundsMemory();
    expect(memory.get('lobby')).toBeUndefined();
    memory.set('lobby', { x: 10.4, y: 20.6, width: 800, height: 600 });
    memory.set('seat:blue:captain', { x: 0, y: 0, width: 640, height: 480 });
    expect(t.count()).toBe(1);
    expect(existsSync(file)).toBe(false);
    t.fire();
    expect(existsSync(`${file}.tmp`)).toBe(false);
    const again = new SettingsStore(file);
    expect(again.boundsMemory().get('lobby')).toEqual({ x: 10, y: 21, width: 800, height: 600 });
    expect(again.boundsMemory().get('seat:blue:captain')).toEqual({ x: 0, y: 0, width: 640, height: 480 });
  });

  it('flushes synchronously on demand (quit) and not when nothing changed', () => {
    const file = path.join(tmp, 'desktop-settings.json');
    const store = new SettingsStore(file, { timers: manualTimers().timers });
    store.flush();
    expect(existsSync(file)).toBe(false);
    store.boundsMemory().set('lobby', { x: 1, y: 2, width: 3, height: 4 });
    store.flush();
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ version: 1, windowBounds: { lobby: { x: 1, y: 2, width: 3, height: 4 } } });
  });

  it('ignores absurd bounds', () => {
    const store = new SettingsStore(path.join(tmp, 's.json'), { timers: manualTimers().timers });
    store.boundsMemory().set('lobby', { x: 0, y: 0, width: 0, height: 10 });
    store.boundsMemory().set('lobby2', { x: Number.NaN, y: 0, width: 10, height: 10 });
    expect(store.settings.windowBounds).toEqual({});
  });

  it('sets a corrupt file aside and carries on with defaults', () => {
    const file = path.join(tmp, 'desktop-settings.json');
    writeFileSync(file, '{ not json');
    const store = new SettingsStore(file);
    expect(store.settings).toEqual({ version: 1, windowBounds: {} });
    expect(store.loadProblem).toMatch(/corrupt/);
    expect(existsSync(`${file}.corrupt`)).toBe(true);

    writeFileSync(file, JSON.stringify({ version: 1, windowBounds: { lobby: { x: 'a' } } }));
    expect(new SettingsStore(file).loadProblem).toMatch(/unexpected content/);
  });
});

describe('appPaths', () => {
  it('puts the renderer and preload in the app, data in userData, models in both places (packaged)', () => {
    const p = appPaths({
      appPath: '/opt/Rumbo/resources/app.asar',
      userData: '/home/ana/.config/Rumbo',
      defaultUserData: '/home/ana/.config/Rumbo',
      resourcesPath: '/opt/Rumbo/resources',
      packaged: true,
    });
    expect(p.rendererDir).toBe(path.join('/opt/Rumbo/resources/app.asar', 'dist', 'renderer'));
    expect(p.preload).toBe(path.join('/opt/Rumbo/resources/app.asar', 'dist-electron', 'preload.cjs'));
    expect(p.gamesDir).toBe(path.join('/home/ana/.config/Rumbo', 'games'));
    expect(p.mainLog).toBe(path.join('/home/ana/.config/Rumbo', 'logs', 'main.log'));
    expect(p.modelDirs).toEqual([path.resolve('/home/ana/.config/Rumbo/models'), path.resolve('/opt/Rumbo/resources/models')]);
  });

  it('uses the project models/ in development and keeps the default user models with --data-dir', () => {
    const p = appPaths({ appPath: '/src/rumbo', userData: '/tmp/b', defaultUserData: '/home/ana/.config/Rumbo', resourcesPath: '/x', packaged: false });
    expect(p.modelDirs).toEqual([path.resolve('/tmp/b/models'), path.resolve('/home/ana/.config/Rumbo/models'), path.resolve('/src/rumbo/models')]);
  });
});

describe('listModels', () => {
  it('lists model archives, first folder wins, with their app:// URL', async () => {
    const a = path.join(tmp, 'a');
    const b = path.join(tmp, 'b');
    mkdirSync(a);
    mkdirSync(b);
    writeFileSync(path.join(a, 'vosk-model-small-es-0.42.tar.gz'), '12345');
    writeFileSync(path.join(b, 'vosk-model-small-es-0.42.tar.gz'), '1');
    writeFileSync(path.join(b, 'vosk-model-small-it-0.22.zip'), '12');
    writeFileSync(path.join(b, 'manifest.json'), '{}');
    writeFileSync(path.join(b, '.partial.tar.gz'), '');
    mkdirSync(path.join(b, 'folder.zip'));
    const info = await listModels([a, b, path.join(tmp, 'missing')]);
    expect(info.dirs).toEqual([a, b, path.join(tmp, 'missing')]);
    expect(info.installed).toEqual([
      { file: 'vosk-model-small-es-0.42.tar.gz', url: 'app://rumbo/models/vosk-model-small-es-0.42.tar.gz', bytes: 5, dir: a },
      { file: 'vosk-model-small-it-0.22.zip', url: 'app://rumbo/models/vosk-model-small-it-0.22.zip', bytes: 2, dir: b },
    ]);
  });
});

describe('main log', () => {
  it('appends timestamped lines synchronously and rotates a big file', () => {
    const file = path.join(tmp, 'logs', 'main.log');
    mkdirSync(path.dirname(file));
    writeFileSync(file, 'x'.repeat(100));
    const echoed: string[] = [];
    const log = createFileLog(file, { maxBytes: 50, echo: (l) => echoed.push(l), now: () => new Date('2025-01-02T03:04:05Z') });
    log('hello');
    expect(readFileSync(file, 'utf8')).toBe('2025-01-02T03:04:05.000Z hello\n');
    expect(readFileSync(path.join(tmp, 'logs', 'main.1.log'), 'utf8')).toHaveLength(100);
    expect(echoed).toEqual(['2025-01-02T03:04:05.000Z hello\n']);
  });

  // It holds names, join codes and addresses (issue 28.5). POSIX modes only: Windows ignores them.
  it.skipIf(process.platform === 'win32')('is readable by its owner only: a new log, an older one left 0644, and the rotated one', () => {
    const mode = (f: string) => statSync(f).mode & 0o777;
    const fresh = path.join(tmp, 'new', 'main.log');
    createFileLog(fresh, { echo: () => {} })('first line');
    expect(mode(fresh)).toBe(0o600);
    const dir = path.join(tmp, 'old');
    mkdirSync(dir);
    const old = path.join(dir, 'main.log');
    const oldRotated = path.join(dir, 'main.1.log');
    writeFileSync(old, 'an older line\n', { mode: 0o644 });
    writeFileSync(oldRotated, 'an older rotated line\n', { mode: 0o644 });
    chmodSync(old, 0o644);
    chmodSync(oldRotated, 0o644);
    createFileLog(old, { echo: () => {} })('next line');
    expect([mode(old), mode(oldRotated)]).toEqual([0o600, 0o600]);
    const big = path.join(tmp, 'big', 'main.log');
    mkdirSync(path.dirname(big));
    writeFileSync(big, 'x'.repeat(100), { mode: 0o644 });
    chmodSync(big, 0o644);
    createFileLog(big, { maxBytes: 50, echo: () => {} })('after rotation');
    expect([mode(big), mode(path.join(tmp, 'big', 'main.1.log'))]).toEqual([0o600, 0o600]);
  });
});
