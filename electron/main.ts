/**
 * The Electron main process: wiring only. Every decision lives in a plain module under ./shell (tested
 * without Electron); this file connects them to Electron's APIs. With ./preload.ts, the only file that
 * imports 'electron'. Built by `npm run build:electron` into dist-electron/main.js (ESM).
 */
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  app,
  BrowserWindow,
  dialog,
  globalShortcut,
  ipcMain,
  Menu,
  protocol,
  screen,
  session,
  shell,
  systemPreferences,
  webContents,
  type MenuItemConstructorOptions,
  type WebContents,
} from 'electron';
import type { FolderName } from './shell/api-types';
import { instanceUserData, parseArgs } from './shell/args';
import { EVENTS } from './shell/channels';
import { createQuitGuard, HostController, toLanHost, type HostModule } from './shell/hosting';
import { createIpcRoutes, type IpcHandlers } from './shell/ipc';
import { langFromLocale } from './shell/labels';
import { createFileLog } from './shell/log';
import { buildMenuTemplate, type MenuActionId, type MenuItemSpec } from './shell/menu';
import { decideNavigation, decideWindowOpen } from './shell/navigation';
import { ModelInstaller } from './shell/model-install';
import { appPaths, listModels } from './shell/paths';
import { decidePermissionCheck, decidePermissionRequest } from './shell/permissions';
import { MIN_SEAT_SIZE, type DisplayInfo } from './shell/placement';
import { createAppProtocolHandler } from './shell/protocol';
import { PushToTalk } from './shell/push-to-talk';
import { APP_SCHEME_PRIVILEGES, chromiumSwitches, webPreferences } from './shell/security';
import { SettingsStore } from './shell/store';
import { APP_SCHEME } from './shell/urls';
import { WindowManager, type CreateWindow } from './shell/windows';

// ---- Before ready: scheme privileges, switches, data folder, single-instance lock -------------------

protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);
for (const [name, value] of chromiumSwitches(process.platform, process.env)) app.commandLine.appendSwitch(name, value);

const args = parseArgs(process.argv.slice(1));
// The same folder in development and once installed (Electron would otherwise use package.json's
// lower-case "name" in development): ~/.config/Rumbo, %APPDATA%\Rumbo, ~/Library/Application Support/Rumbo.
const defaultUserData = path.join(app.getPath('appData'), 'Rumbo');
app.setPath('userData', args.dataDir ?? defaultUserData);
const gotLock = app.requestSingleInstanceLock({ allowMultiple: args.allowMultiple });

if (!gotLock && !args.allowMultiple) {
  // Another Rumbo is running: it gets the 'second-instance' event and shows its lobby.
  app.quit();
} else {
  const userData = instanceUserData(args, defaultUserData, process.pid, gotLock);
  if (userData !== app.getPath('userData')) app.setPath('userData', userData);
  run(userData);
}

function run(userData: string): void {
  const paths = appPaths({
    appPath: app.getAppPath(),
    userData,
    defaultUserData,
    resourcesPath: process.resourcesPath,
    packaged: app.isPackaged,
  });
  const log = createFileLog(paths.mainLog);
  // The manifest ships in the bundled models folder (the last one searched); installs go to the first.
  const models = new ModelInstaller(path.join(paths.modelDirs.at(-1)!, 'manifest.json'), paths.modelDirs[0]!);
  log(`Rumbo ${app.getVersion()} starting (electron ${process.versions.electron}, ${process.platform}); data in ${userData}`);
  for (const warning of args.warnings) log(`arguments: ${warning}`);
  process.on('uncaughtException', (err) => log(`uncaught: ${err.stack ?? err.message}`));
  process.on('unhandledRejection', (reason) => log(`unhandled rejection: ${reason instanceof Error ? (reason.stack ?? reason.message) : String(reason)}`));

  const store = new SettingsStore(paths.settingsFile);
  if (store.loadProblem) log(`settings: ${store.loadProblem}`);
  const osLang = () => langFromLocale(app.isReady() ? app.getLocale() : undefined);

  const loadHost = (): Promise<HostModule> => import('./host/index');
  const host = new HostController({
    load: loadHost,
    dataDir: paths.gamesDir,
    rendererDir: paths.rendererDir,
    ...(args.port !== undefined ? { port: args.port } : {}),
    defaultHostName: `Rumbo — ${os.hostname()}`,
    log,
    onEvent: (event) => log(`host: ${JSON.stringify(event)}`),
  });

  const displays = (): DisplayInfo[] => {
    const primary = screen.getPrimaryDisplay().id;
    return screen
      .getAllDisplays()
      .map((d) => ({ id: d.id, workArea: d.workArea }))
      .sort((a, b) => Number(b.id === primary) - Number(a.id === primary) || a.workArea.x - b.workArea.x || a.workArea.y - b.workArea.y);
  };

  const createWindow: CreateWindow = (spec, events) => {
    const win = new BrowserWindow({
      ...spec.bounds,
      title: spec.title,
      show: false,
      minWidth: spec.kind === 'seat' ? MIN_SEAT_SIZE.width : 800,
      minHeight: spec.kind === 'seat' ? MIN_SEAT_SIZE.height : 600,
      backgroundColor: '#0d1b2a',
      webPreferences: webPreferences({ preload: paths.preload, kind: spec.kind, devTools: !app.isPackaged }),
    });
    const id = win.webContents.id;
    win.once('ready-to-show', () => win.show());
    // Keep "Rumbo — Azul · Capitán": the page's <title> must not replace it.
    win.on('page-title-updated', (event) => event.preventDefault());
    const saveBounds = () => {
      if (!win.isDestroyed() && !win.isMinimized() && !win.isFullScreen()) events.moved(win.getNormalBounds());
    };
    win.on('moved', saveBounds);
    win.on('resized', saveBounds);
    win.on('focus', () => events.focused());
    let lastUrl: string | undefined;
    win.on('close', () => {
      saveBounds();
      lastUrl = win.webContents.getURL();
    });
    win.on('closed', () => events.closed(lastUrl));
    win.webContents.on('render-process-gone', (_event, details) => log(`window ${spec.key}: renderer gone (${details.reason})`));
    return {
      id,
      load: (url) => {
        win.loadURL(url).catch((err: unknown) => log(`window ${spec.key}: cannot load ${url}: ${String(err)}`));
      },
      focus: () => {
        if (win.isDestroyed()) return;
        if (win.isMinimized()) win.restore();
        win.show();
        win.focus();
      },
      close: () => {
        if (!win.isDestroyed()) win.close();
      },
    };
  };

  const windows = new WindowManager({
    create: createWindow,
    bounds: store.boundsMemory(),
    displays,
    lang: osLang,
    changed: () => refreshMenu(),
  });

  const ptt = new PushToTalk(
    {
      register: (accelerator, onPress) => globalShortcut.register(accelerator, onPress),
      unregister: (accelerator) => globalShortcut.unregister(accelerator),
      hasTarget: () => windows.lastFocusedVoiceWindow() !== undefined,
      send: (state) => {
        const target = windows.lastFocusedVoiceWindow();
        if (target !== undefined) webContents.fromId(target)?.send(EVENTS.pushToTalk, state);
      },
      now: () => Date.now(),
      timers: { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (h) => clearTimeout(h as NodeJS.Timeout) },
      log,
    },
    args.pttKey !== undefined ? { accelerator: args.pttKey } : {},
  );
  const updateFocus = () => {
    const focused = BrowserWindow.getFocusedWindow();
    ptt.focusChanged(focused !== null && windows.isVoiceWindow(focused.webContents.id));
  };

  const folder = (name: FolderName) => (name === 'models' ? (paths.modelDirs[0] ?? paths.userData) : paths.gamesDir);
  const showFolder = async (name: FolderName) => {
    const dir = folder(name);
    mkdirSync(dir, { recursive: true });
    const problem = await shell.openPath(dir);
    if (problem) throw new Error(`cannot open ${dir}: ${problem}`);
  };
  const stopHosting = async () => {
    // The seats of a game on this PC's host end with it; seats of another PC's game stay.
    const status = host.status();
    if (status && windows.currentHostUrl() === status.wsUrl) windows.forgetSeats();
    await host.stop();
    refreshMenu();
  };

  const menuActions: Record<MenuActionId, () => void> = {
    showLobby: () => void windows.openLobby(),
    reopenSeats: () => void windows.reopenClosedSeats(),
    stopHosting: () => void stopHosting().catch((err: unknown) => log(`stop hosting: ${String(err)}`)),
    modelsFolder: () => void showFolder('models').catch((err: unknown) => log(String(err))),
    logsFolder: () => void showFolder('logs').catch((err: unknown) => log(String(err))),
  };
  const toElectronMenu = (items: readonly MenuItemSpec[]): MenuItemConstructorOptions[] =>
    items.map((item) => {
      const options: MenuItemConstructorOptions = {};
      if (item.label !== undefined) options.label = item.label;
      if (item.role !== undefined) options.role = item.role;
      if (item.type !== undefined) options.type = item.type;
      if (item.accelerator !== undefined) options.accelerator = item.accelerator;
      if (item.enabled !== undefined) options.enabled = item.enabled;
      if (item.submenu !== undefined) options.submenu = toElectronMenu(item.submenu);
      const id = item.id;
      if (id !== undefined) options.click = () => menuActions[id]();
      return options;
    });
  function refreshMenu(): void {
    if (!app.isReady()) return;
    const template = buildMenuTemplate({
      platform: process.platform,
      lang: osLang(),
      packaged: app.isPackaged,
      hosting: host.status() !== null,
      closedSeats: windows.hasClosedSeats(),
    });
    Menu.setApplicationMenu(Menu.buildFromTemplate(toElectronMenu(template)));
  }

  const handlers: IpcHandlers = {
    appInfo: (_request, ctx) => ({
      version: app.getVersion(),
      platform: process.platform,
      lang: osLang(),
      windowKind: ctx.kind,
      packaged: app.isPackaged,
    }),
    hostGame: async (settings) => {
      const info = await host.start(settings);
      refreshMenu();
      return info;
    },
    stopHosting,
    hostingStatus: () => host.status(),
    hostScreenKey: () => host.hostKey(),
    findHosts: async () => {
      const hostModule = await import('./host/index');
      const found = await hostModule.browseLan();
      return found.map((h) => toLanHost(h, hostModule.WS_PATH));
    },
    probeHost: async ({ address, port }) => {
      const hostModule = await import('./host/index');
      const found = await hostModule.probeHost(address, port);
      return found ? toLanHost(found, hostModule.WS_PATH) : null;
    },
    openSeatWindows: async (request) => {
      if (process.platform === 'darwin' && request.seats.some((s) => s.voice)) {
        const granted = await systemPreferences.askForMediaAccess('microphone');
        if (!granted) log('macOS denied microphone access; voice seats will not hear anything');
      }
      return windows.openSeats(request);
    },
    listSeats: () => windows.listSeats(),
    seat: (_request, ctx) => {
      const assignment = windows.seatAssignment(ctx.webContentsId);
      if (!assignment) throw new Error('this window has no seat (its game was closed)');
      return assignment;
    },
    models: () => listModels(paths.modelDirs),
    installModel: async ({ lang, file }, ctx) => {
      const target = webContents.fromId(ctx.webContentsId);
      const installed = await models.install(lang, file, (progress) => target?.send(EVENTS.modelProgress, progress));
      const found = (await listModels(paths.modelDirs)).installed.find((m) => path.resolve(m.dir, m.file) === path.resolve(installed));
      if (!found) throw new Error(`installed ${installed} but it is not in the models folders`);
      return found;
    },
    pickModelArchive: async (_request, ctx) => {
      const owner = BrowserWindow.fromWebContents(webContents.fromId(ctx.webContentsId)!);
      const options = { properties: ['openFile' as const], filters: [{ name: 'Vosk model', extensions: ['zip'] }] };
      const chosen = owner ? await dialog.showOpenDialog(owner, options) : await dialog.showOpenDialog(options);
      return chosen.canceled || !chosen.filePaths[0] ? null : models.allow(chosen.filePaths[0]);
    },
    pushToTalkInfo: () => ptt.info(),
    showFolder,
  };

  // Every webContents, including any we did not expect: no navigation away, no new windows, no webviews.
  app.on('web-contents-created', (_event, contents: WebContents) => {
    const guard = (event: { preventDefault(): void }, url: string) => {
      const decision = decideNavigation(contents.getURL(), url);
      if (decision.action === 'allow') return;
      event.preventDefault();
      if (decision.action === 'external') void shell.openExternal(decision.url);
      else log(`navigation blocked: ${url}`);
    };
    contents.on('will-navigate', (event) => guard(event, event.url));
    contents.on('will-redirect', (event) => guard(event, event.url));
    contents.on('will-attach-webview', (event) => event.preventDefault());
    contents.setWindowOpenHandler(({ url }) => {
      const decision = decideWindowOpen(url);
      if (decision.external) void shell.openExternal(decision.external);
      return { action: 'deny' };
    });
  });

  app.on('second-instance', (_event, _argv, _cwd, additionalData) => {
    const data = additionalData as { allowMultiple?: unknown } | null | undefined;
    if (data?.allowMultiple === true) return; // a deliberate extra instance (LAN test): leave it be
    if (app.isReady()) windows.openLobby();
  });
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) windows.openLobby();
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  app.on('browser-window-focus', () => setImmediate(updateFocus));
  app.on('browser-window-blur', () => setImmediate(updateFocus));
  app.on(
    'before-quit',
    createQuitGuard({
      shutdown: async () => {
        ptt.dispose();
        globalShortcut.unregisterAll();
        store.flush();
        await host.stop();
        log('quit');
      },
      quit: () => app.quit(),
      timers: { setTimeout: (fn, ms) => setTimeout(fn, ms) },
      log,
    }),
  );

  app
    .whenReady()
    .then(() => {
      protocol.handle(
        APP_SCHEME,
        createAppProtocolHandler({
          roots: { rendererDir: paths.rendererDir, modelDirs: paths.modelDirs },
          onReject: (url, status, reason) => log(`app:// ${status} ${reason}: ${url}`),
        }),
      );

      const ses = session.defaultSession;
      const policy = {
        isOurWindow: (id: number) => windows.kindOf(id) !== undefined,
        isVoiceWindow: (id: number) => windows.isVoiceWindow(id),
      };
      ses.setPermissionRequestHandler((contents, permission, callback, details) => {
        const granted = decidePermissionRequest(policy, {
          webContentsId: contents.id,
          permission,
          requestingUrl: details.requestingUrl,
          isMainFrame: details.isMainFrame,
          mediaTypes: 'mediaTypes' in details ? details.mediaTypes : undefined,
        });
        if (!granted) log(`permission denied: ${permission} for ${details.requestingUrl}`);
        callback(granted);
      });
      ses.setPermissionCheckHandler((contents, permission, requestingOrigin, details) =>
        decidePermissionCheck(policy, {
          webContentsId: contents?.id,
          permission,
          requestingOrigin,
          requestingUrl: details.requestingUrl,
          isMainFrame: details.isMainFrame,
          mediaType: details.mediaType,
        }),
      );
      ses.setDevicePermissionHandler(() => false);

      for (const route of createIpcRoutes({ kindOf: (id) => windows.kindOf(id), handlers, log })) {
        ipcMain.handle(route.channel, route.listener);
      }

      refreshMenu();
      if (!ptt.probe()) log(`push-to-talk: global key ${ptt.accelerator} unavailable; in-window only`);
      windows.openLobby();
      updateFocus();
    })
    .catch((err: unknown) => {
      log(`startup failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
      app.exit(1);
    });
}
