/**
 * The preload: exposes the narrow `window.rumbo` API (electron/shell/api-types.ts) through the context
 * bridge. Runs sandboxed, so it is bundled into one CommonJS file (dist-electron/preload.cjs) whose only
 * require is 'electron'. No validation here — the main process checks sender and arguments of every call.
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import type { IpcResult, PushToTalkState, RumboDesktopApi } from './shell/api-types';
import { CHANNELS, EVENTS, type ChannelName } from './shell/channels';

async function call<T>(channel: ChannelName, argument?: unknown): Promise<T> {
  const result = (await (argument === undefined ? ipcRenderer.invoke(channel) : ipcRenderer.invoke(channel, argument))) as IpcResult<T>;
  if (result.ok) return result.value;
  throw new Error(`${result.error.code}: ${result.error.message}`);
}

const api: RumboDesktopApi = {
  isDesktop: true,
  appInfo: () => call(CHANNELS.appInfo),
  hostGame: (settings) => call(CHANNELS.hostGame, settings),
  stopHosting: () => call(CHANNELS.stopHosting),
  hostingStatus: () => call(CHANNELS.hostingStatus),
  hostScreenKey: () => call(CHANNELS.hostScreenKey),
  findHosts: () => call(CHANNELS.findHosts),
  probeHost: (address, port) => call(CHANNELS.probeHost, { address, port }),
  openSeatWindows: (request) => call(CHANNELS.openSeatWindows, request),
  listSeats: () => call(CHANNELS.listSeats),
  seat: () => call(CHANNELS.seat),
  models: () => call(CHANNELS.models),
  installModel: (lang, file) => call(CHANNELS.installModel, file === undefined ? { lang } : { lang, file }),
  pickModelArchive: () => call(CHANNELS.pickModelArchive),
  onModelProgress: (callback) => {
    const listener = (_event: IpcRendererEvent, progress: unknown) => {
      const p = progress as { received?: unknown; total?: unknown } | null;
      if (p && typeof p.received === 'number' && typeof p.total === 'number') callback({ received: p.received, total: p.total });
    };
    ipcRenderer.on(EVENTS.modelProgress, listener);
    return () => {
      ipcRenderer.removeListener(EVENTS.modelProgress, listener);
    };
  },
  pushToTalkInfo: () => call(CHANNELS.pushToTalkInfo),
  onPushToTalk: (callback) => {
    // The page never sees the IPC event object, only 'down' or 'up'.
    const listener = (_event: IpcRendererEvent, state: unknown) => {
      if (state === 'down' || state === 'up') callback(state satisfies PushToTalkState);
    };
    ipcRenderer.on(EVENTS.pushToTalk, listener);
    return () => {
      ipcRenderer.removeListener(EVENTS.pushToTalk, listener);
    };
  },
  showFolder: (folder) => call(CHANNELS.showFolder, folder),
};

contextBridge.exposeInMainWorld('rumbo', api);
