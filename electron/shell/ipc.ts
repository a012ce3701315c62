/**
 * IPC: the channel table (who may call, what the request looks like) and the router that enforces it.
 * Every call is checked before its handler runs:
 *  1. the sending frame exists, is the main frame, and its URL is app://rumbo/… (not a remote page, not
 *     an iframe);
 *  2. the sender's webContents id is a window the window manager created, of a kind allowed on that
 *     channel (e.g. only the lobby may host or open seat windows; only a seat window may ask for its seat);
 *  3. the argument matches the channel's zod schema (strict objects: unknown keys are refused).
 * Results travel as IpcResult values; the preload turns errors into rejections.
 */
import { z } from 'zod';
import type {
  AppInfo,
  HostingInfo,
  InstalledModel,
  IpcErrorCode,
  IpcResult,
  LanHost,
  ModelsInfo,
  PushToTalkInfo,
  SeatAssignment,
  SeatWindowState,
  WindowKind,
} from './api-types';
import { CHANNELS, type ChannelKey, type ChannelName } from './channels';
import { isAppUrl } from './urls';
import { LANGS, ROLE_IDS, TEAM_IDS } from '../../shared/seat-windows/seats';

const WsUrl = z
  .string()
  .max(512)
  .refine((value) => {
    try {
      const u = new URL(value);
      return (u.protocol === 'ws:' || u.protocol === 'wss:') && u.hostname !== '' && u.username === '' && u.password === '';
    } catch {
      return false;
    }
  }, 'must be a ws:// or wss:// URL');

const SeatRequestSchema = z.strictObject({
  team: z.enum(TEAM_IDS),
  roles: z
    .array(z.enum(ROLE_IDS))
    .min(1)
    .max(ROLE_IDS.length)
    .refine((r) => new Set(r).size === r.length, 'roles repeat'),
  voice: z.boolean(),
  // The protocol's member name: at most 40 characters, not blank.
  name: z.string().trim().min(1).max(40).optional(),
});

export const OpenSeatWindowsSchema = z
  .strictObject({
    code: z.string().min(1).max(12),
    hostUrl: WsUrl,
    seats: z.array(SeatRequestSchema).min(1).max(TEAM_IDS.length * ROLE_IDS.length),
    lang: z.enum(LANGS).optional(),
  })
  .refine((r) => {
    const held = r.seats.flatMap((s) => s.roles.map((role) => `${s.team}:${role}`));
    return new Set(held).size === held.length;
  }, 'a role appears in two seats of the same team');

export const ProbeHostSchema = z.strictObject({
  address: z
    .string()
    .trim()
    .min(1)
    .max(255)
    .regex(/^[A-Za-z0-9.:\-[\]%]+$/, 'not a host name or IP address'),
  port: z.int().min(1).max(65535),
});

export const HostGameSchema = z.strictObject({
  lan: z.boolean(),
  hostName: z.string().trim().min(1).max(63).optional(),
});

const NoArgument = z.undefined();

interface ChannelRule {
  readonly from: readonly WindowKind[];
  readonly request: z.ZodType;
}

export const CHANNEL_RULES = {
  appInfo: { from: ['lobby', 'seat'], request: NoArgument },
  hostGame: { from: ['lobby'], request: HostGameSchema },
  stopHosting: { from: ['lobby'], request: NoArgument },
  hostingStatus: { from: ['lobby', 'seat'], request: NoArgument },
  // The host screen's key (electron/host/host-screen.ts): the lobby window only, never a seat window.
  hostScreenKey: { from: ['lobby'], request: NoArgument },
  findHosts: { from: ['lobby'], request: NoArgument },
  probeHost: { from: ['lobby'], request: ProbeHostSchema },
  openSeatWindows: { from: ['lobby'], request: OpenSeatWindowsSchema },
  listSeats: { from: ['lobby'], request: NoArgument },
  seat: { from: ['seat'], request: NoArgument },
  models: { from: ['lobby', 'seat'], request: NoArgument },
  installModel: {
    from: ['lobby', 'seat'],
    request: z.strictObject({ lang: z.enum(['es', 'en', 'it']), file: z.string().min(1).max(4096).optional() }),
  },
  pickModelArchive: { from: ['lobby', 'seat'], request: NoArgument },
  pushToTalkInfo: { from: ['lobby', 'seat'], request: NoArgument },
  showFolder: { from: ['lobby'], request: z.enum(['models', 'logs']) },
} as const satisfies Record<ChannelKey, ChannelRule>;

export interface ChannelResults {
  appInfo: AppInfo;
  hostGame: HostingInfo;
  stopHosting: void;
  hostingStatus: HostingInfo | null;
  hostScreenKey: string | null;
  findHosts: readonly LanHost[];
  probeHost: LanHost | null;
  openSeatWindows: readonly SeatWindowState[];
  listSeats: readonly SeatWindowState[];
  seat: SeatAssignment;
  models: ModelsInfo;
  installModel: InstalledModel;
  pickModelArchive: string | null;
  pushToTalkInfo: PushToTalkInfo;
  showFolder: void;
}

export type ChannelRequest<K extends ChannelKey> = z.output<(typeof CHANNEL_RULES)[K]['request']>;

export interface CallContext {
  readonly webContentsId: number;
  readonly kind: WindowKind;
}

export type IpcHandlers = {
  readonly [K in ChannelKey]: (request: ChannelRequest<K>, ctx: CallContext) => ChannelResults[K] | Promise<ChannelResults[K]>;
};

/** The parts of Electron's IpcMainInvokeEvent the checks read. */
export interface IpcSenderInfo {
  readonly sender: { readonly id: number };
  readonly senderFrame: { readonly url: string; readonly parent: unknown } | null;
}

export type SenderCheck = { readonly ok: true; readonly ctx: CallContext } | { readonly ok: false; readonly reason: string };

export function checkSender(event: IpcSenderInfo, kindOf: (webContentsId: number) => WindowKind | undefined, allowed: readonly WindowKind[]): SenderCheck {
  let frame: IpcSenderInfo['senderFrame'];
  try {
    frame = event.senderFrame;
  } catch {
    frame = null;
  }
  if (!frame) return { ok: false, reason: 'sender frame is gone' };
  if (frame.parent !== null && frame.parent !== undefined) return { ok: false, reason: 'sender is a subframe' };
  if (!isAppUrl(frame.url)) return { ok: false, reason: `sender page is not app://rumbo (${truncate(frame.url)})` };
  const kind = kindOf(event.sender.id);
  if (!kind) return { ok: false, reason: `webContents ${event.sender.id} is not a Rumbo window` };
  if (!allowed.includes(kind)) return { ok: false, reason: `a ${kind} window may not call this` };
  return { ok: true, ctx: { webContentsId: event.sender.id, kind } };
}

export interface IpcRoute {
  readonly channel: ChannelName;
  readonly listener: (event: IpcSenderInfo, ...args: unknown[]) => Promise<IpcResult<unknown>>;
}

export interface IpcRouterDeps {
  readonly kindOf: (webContentsId: number) => WindowKind | undefined;
  readonly handlers: IpcHandlers;
  readonly log?: (message: string) => void;
}

/** One route per channel, for `ipcMain.handle(route.channel, route.listener)`. */
export function createIpcRoutes(deps: IpcRouterDeps): IpcRoute[] {
  return (Object.keys(CHANNELS) as ChannelKey[]).map((key) => ({
    channel: CHANNELS[key],
    listener: (event, ...args) => dispatch(deps, key, event, args),
  }));
}

async function dispatch<K extends ChannelKey>(deps: IpcRouterDeps, key: K, event: IpcSenderInfo, args: unknown[]): Promise<IpcResult<unknown>> {
  const rule: ChannelRule = CHANNEL_RULES[key];
  const sender = checkSender(event, deps.kindOf, rule.from);
  if (!sender.ok) {
    deps.log?.(`ipc ${CHANNELS[key]} refused: ${sender.reason}`);
    return failure('forbidden', sender.reason);
  }
  if (args.length > 1) return failure('invalid-request', 'expected at most one argument');
  const parsed = rule.request.safeParse(args[0]);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    return failure('invalid-request', `${where}${issue?.message ?? 'invalid'}`);
  }
  try {
    const handler = deps.handlers[key] as (request: unknown, ctx: CallContext) => unknown;
    const value = await handler(parsed.data, sender.ctx);
    return { ok: true, value };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    deps.log?.(`ipc ${CHANNELS[key]} failed: ${message}`);
    return failure('failed', message);
  }
}

function failure(code: IpcErrorCode, message: string): IpcResult<never> {
  return { ok: false, error: { code, message } };
}

function truncate(s: string): string {
  return s.length > 80 ? `${s.slice(0, 77)}...` : s;
}
