/**
 * IPC channel names, shared by the preload (bundled into preload.cjs, so no dependencies here) and the
 * main process. The schemas and sender rules live in ipc.ts.
 */
export const CHANNELS = {
  appInfo: 'rumbo:app-info',
  hostGame: 'rumbo:host-game',
  stopHosting: 'rumbo:stop-hosting',
  hostingStatus: 'rumbo:hosting-status',
  hostScreenKey: 'rumbo:host-screen-key',
  findHosts: 'rumbo:find-hosts',
  probeHost: 'rumbo:probe-host',
  openSeatWindows: 'rumbo:open-seat-windows',
  listSeats: 'rumbo:list-seats',
  seat: 'rumbo:seat',
  models: 'rumbo:models',
  installModel: 'rumbo:install-model',
  pickModelArchive: 'rumbo:pick-model-archive',
  pushToTalkInfo: 'rumbo:push-to-talk-info',
  showFolder: 'rumbo:show-folder',
} as const;

export type ChannelKey = keyof typeof CHANNELS;
export type ChannelName = (typeof CHANNELS)[ChannelKey];

/** Main → renderer messages (webContents.send). */
export const EVENTS = {
  pushToTalk: 'rumbo:push-to-talk',
  modelProgress: 'rumbo:model-progress',
} as const;
