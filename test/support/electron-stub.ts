/**
 * A minimal stand-in for the 'electron' module, for Vitest only (vitest.config.ts aliases 'electron' to
 * this file; `tsc` never sees the alias, so electron/main.ts and preload.ts are typechecked against
 * Electron's real types). The Electron binary cannot run on build machines: this fakes exactly what
 * main.ts and preload.ts call, and records it in `stub` so a smoke test can drive and inspect them.
 */
import { EventEmitter } from 'node:events';
import os from 'node:os';
import path from 'node:path';

type AnyFn = (...args: unknown[]) => unknown;

export interface StubRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What the code under test did, and knobs a test sets before importing it. */
export const stub = {
  /** app.getPath('appData'); main.ts puts userData in <appData>/Rumbo. */
  appData: path.join(os.tmpdir(), `rumbo-electron-stub-${process.pid}`),
  /** app.getPath('userData') until main.ts sets it. */
  userData: path.join(os.tmpdir(), `rumbo-electron-stub-${process.pid}`, 'Electron'),
  appPath: process.cwd(),
  packaged: false,
  locale: 'es-ES',
  singleInstanceLock: true,
  /** Accelerators the fake OS refuses. */
  refusedShortcuts: new Set<string>(),
  displays: [{ id: 1, workArea: { x: 0, y: 0, width: 1920, height: 1040 }, bounds: { x: 0, y: 0, width: 1920, height: 1080 } }],

  privilegedSchemes: [] as unknown[],
  switches: [] as [string, string | undefined][],
  setPaths: [] as [string, string][],
  lockData: [] as unknown[],
  quitCalls: 0,
  exitCodes: [] as number[],
  protocolHandlers: new Map<string, (request: Request) => Promise<Response> | Response>(),
  ipcHandlers: new Map<string, AnyFn>(),
  shortcuts: new Map<string, () => void>(),
  menuTemplates: [] as unknown[][],
  permissionRequestHandler: undefined as AnyFn | undefined,
  permissionCheckHandler: undefined as AnyFn | undefined,
  devicePermissionHandler: undefined as AnyFn | undefined,
  openedPaths: [] as string[],
  openedExternal: [] as string[],
  exposed: new Map<string, unknown>(),
  rendererListeners: new Map<string, Set<AnyFn>>(),
  invoked: [] as { channel: string; args: unknown[] }[],
  /** What ipcRenderer.invoke answers (preload tests). */
  invokeAnswer: (channel: string, ...args: unknown[]): unknown => ({ ok: true, value: { channel, args } }),
  /** Resolves app.whenReady(). */
  ready(): void {
    readyResolve();
  },
};

let isReady = false;
let readyResolve: () => void = () => undefined;
const readyPromise = new Promise<void>((resolve) => {
  readyResolve = () => {
    if (isReady) return;
    isReady = true;
    app.emit('ready');
    resolve();
  };
});

class StubApp extends EventEmitter {
  readonly commandLine = {
    appendSwitch: (name: string, value?: string) => {
      stub.switches.push([name, value]);
    },
  };
  get isPackaged(): boolean {
    return stub.packaged;
  }
  getPath(name: string): string {
    if (name === 'appData') return stub.appData;
    if (name !== 'userData') throw new Error(`stub: getPath(${name}) not faked`);
    const set = stub.setPaths.filter(([n]) => n === 'userData').at(-1);
    return set ? set[1] : stub.userData;
  }
  setPath(name: string, value: string): void {
    stub.setPaths.push([name, value]);
  }
  getAppPath(): string {
    return stub.appPath;
  }
  getVersion(): string {
    return '0.0.0-stub';
  }
  getLocale(): string {
    return stub.locale;
  }
  isReady(): boolean {
    return isReady;
  }
  whenReady(): Promise<void> {
    return readyPromise;
  }
  requestSingleInstanceLock(data?: unknown): boolean {
    stub.lockData.push(data);
    return stub.singleInstanceLock;
  }
  quit(): void {
    stub.quitCalls++;
    const event = { defaultPrevented: false, preventDefault() { this.defaultPrevented = true; } };
    this.emit('before-quit', event);
  }
  exit(code = 0): void {
    stub.exitCodes.push(code);
  }
}

export const app = new StubApp();

let nextWebContentsId = 1;
const allContents = new Map<number, StubWebContents>();

export class StubWebContents extends EventEmitter {
  readonly id = nextWebContentsId++;
  url = '';
  readonly sent: { channel: string; args: unknown[] }[] = [];
  windowOpenHandler: AnyFn | undefined;
  constructor() {
    super();
    allContents.set(this.id, this);
    // Like Electron: every new webContents is announced to the app.
    queueMicrotask(() => app.emit('web-contents-created', {}, this));
  }
  getURL(): string {
    return this.url;
  }
  send(channel: string, ...args: unknown[]): void {
    this.sent.push({ channel, args });
  }
  setWindowOpenHandler(handler: AnyFn): void {
    this.windowOpenHandler = handler;
  }
}

export const webContents = {
  fromId: (id: number): StubWebContents | undefined => allContents.get(id),
};

const allWindows = new Set<BrowserWindow>();
let focusedId: number | undefined;

export class BrowserWindow extends EventEmitter {
  readonly webContents = new StubWebContents();
  readonly options: Record<string, unknown>;
  bounds: StubRect;
  destroyed = false;
  minimized = false;
  visible = false;

  constructor(options: Record<string, unknown> = {}) {
    super();
    this.options = options;
    const { x = 0, y = 0, width = 800, height = 600 } = options as Partial<StubRect>;
    this.bounds = { x, y, width, height };
    allWindows.add(this);
  }
  static getAllWindows(): BrowserWindow[] {
    return [...allWindows];
  }
  static getFocusedWindow(): BrowserWindow | null {
    return [...allWindows].find((w) => w.webContents.id === focusedId) ?? null;
  }
  loadURL(url: string): Promise<void> {
    this.webContents.url = url;
    return Promise.resolve();
  }
  show(): void {
    this.visible = true;
  }
  focus(): void {
    focusedId = this.webContents.id;
    this.emit('focus');
    app.emit('browser-window-focus', {}, this);
  }
  restore(): void {
    this.minimized = false;
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
  isMinimized(): boolean {
    return this.minimized;
  }
  isFullScreen(): boolean {
    return false;
  }
  getNormalBounds(): StubRect {
    return { ...this.bounds };
  }
  /** Test helper: the user moved the window. */
  moveTo(bounds: StubRect): void {
    this.bounds = bounds;
    this.emit('moved');
  }
  close(): void {
    if (this.destroyed) return;
    this.emit('close', { preventDefault() {} });
    this.destroyed = true;
    allWindows.delete(this);
    allContents.delete(this.webContents.id);
    if (focusedId === this.webContents.id) focusedId = undefined;
    this.emit('closed');
  }
}

export const protocol = {
  registerSchemesAsPrivileged(schemes: unknown[]): void {
    if (isReady) throw new Error('stub: registerSchemesAsPrivileged after ready');
    stub.privilegedSchemes.push(...schemes);
  },
  handle(scheme: string, handler: (request: Request) => Promise<Response> | Response): void {
    if (!isReady) throw new Error('stub: protocol.handle before ready');
    stub.protocolHandlers.set(scheme, handler);
  },
};

export const session = {
  defaultSession: {
    setPermissionRequestHandler(handler: AnyFn): void {
      stub.permissionRequestHandler = handler;
    },
    setPermissionCheckHandler(handler: AnyFn): void {
      stub.permissionCheckHandler = handler;
    },
    setDevicePermissionHandler(handler: AnyFn): void {
      stub.devicePermissionHandler = handler;
    },
  },
};

export const ipcMain = {
  handle(channel: string, listener: AnyFn): void {
    if (stub.ipcHandlers.has(channel)) throw new Error(`stub: second handler for ${channel}`);
    stub.ipcHandlers.set(channel, listener);
  },
};

export const globalShortcut = {
  register(accelerator: string, callback: () => void): boolean {
    if (stub.refusedShortcuts.has(accelerator)) return false;
    stub.shortcuts.set(accelerator, callback);
    return true;
  },
  unregister(accelerator: string): void {
    stub.shortcuts.delete(accelerator);
  },
  unregisterAll(): void {
    stub.shortcuts.clear();
  },
};

export const Menu = {
  buildFromTemplate(template: unknown[]): { template: unknown[] } {
    stub.menuTemplates.push(template);
    return { template };
  },
  setApplicationMenu(_menu: unknown): void {},
};

export const screen = {
  getPrimaryDisplay: () => stub.displays[0],
  getAllDisplays: () => stub.displays,
};

export const shell = {
  openPath(p: string): Promise<string> {
    stub.openedPaths.push(p);
    return Promise.resolve('');
  },
  openExternal(url: string): Promise<void> {
    stub.openedExternal.push(url);
    return Promise.resolve();
  },
};

export const systemPreferences = {
  askForMediaAccess: (_type: string): Promise<boolean> => Promise.resolve(true),
};

// ---- Renderer-side (preload) ---------------------------------------------------------------------

export const contextBridge = {
  exposeInMainWorld(key: string, api: unknown): void {
    stub.exposed.set(key, api);
  },
};

export const ipcRenderer = {
  invoke(channel: string, ...args: unknown[]): Promise<unknown> {
    stub.invoked.push({ channel, args });
    return Promise.resolve(stub.invokeAnswer(channel, ...args));
  },
  on(channel: string, listener: AnyFn): void {
    const set = stub.rendererListeners.get(channel) ?? new Set<AnyFn>();
    set.add(listener);
    stub.rendererListeners.set(channel, set);
  },
  removeListener(channel: string, listener: AnyFn): void {
    stub.rendererListeners.get(channel)?.delete(listener);
  },
};
