/**
 * Wiring: one HTTP server (renderer + /status) with the WebSocket endpoint `/ws` on the same port,
 * the hub behind it, discovery beside it.
 */
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { PROTOCOL_VERSION } from '../../shared/protocol';
import type { HostLimits, HostOptions, RunningHost, StartHost } from './api';
import { newSeed } from './codes';
import { Connection } from './connection';
import { startDiscovery } from './discovery';
import { loadHostIdentity, type AnsweredOn } from './discovery/identity';
import { UDP_DISCOVERY_PORT } from './discovery/types';
import type { HostEvent, RoomContext } from './game-room';
import { GameRoom } from './game-room';
import { createHttpHandler } from './http';
import { DEFAULT_FLOOD_LIMITS } from './flood-guard';
import { DEFAULT_SLOT_LIMITS } from './game-slots';
import { DEFAULT_LOBBY_BUDGET } from './lobby-budget';
import { Hub } from './hub';
import { httpUrl, reachableAddresses } from './net';
import { GameStore } from './store';
import { cachedOwnHost, hostAllowed, originAllowed } from './origin';

export const DEFAULT_PORT = 47800;
export const WS_PATH = '/ws';

export const DEFAULT_LIMITS: HostLimits = {
  maxMessageBytes: 16 * 1024,
  hardMaxMessageBytes: 1024 * 1024,
  messagesPerSecond: 50,
  burst: 100,
  closeAfterLimited: 500,
  maxBufferedBytes: 8 * 1024 * 1024,
  heartbeatMs: 15_000,
  takeoverAfterMs: 60_000,
  maxGames: 50,
  maxMembersPerGame: 64,
  keepFinishedMs: 24 * 3600_000,
  ...DEFAULT_FLOOD_LIMITS,
  ...DEFAULT_SLOT_LIMITS,
  ...DEFAULT_LOBBY_BUDGET,
  watcherGoneMs: 60_000,
  idleRoomMs: 10 * 60_000,
  sweepMs: 30_000,
};

export const DEFAULT_DISCOVERY = {
  mdns: true,
  udp: { port: UDP_DISCOVERY_PORT, bindAddress: '0.0.0.0' },
} as const;

function listen(server: http.Server, port: number, address: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      const explain = (text: string) => reject(Object.assign(new Error(text), { code: error.code }));
      if (error.code === 'EADDRINUSE') explain(`port ${port} on ${address} is in use: stop the other host or pass another port (0 picks a free one)`);
      else if (error.code === 'EADDRNOTAVAIL') explain(`${address} is not an address of this machine: pass --bind with one of its addresses or 0.0.0.0`);
      else reject(error);
    };
    server.once('error', onError);
    server.listen(port, address, () => {
      server.off('error', onError);
      const bound = server.address();
      resolve(typeof bound === 'object' && bound ? bound.port : port);
    });
  });
}

export const startHost: StartHost = async (options: HostOptions): Promise<RunningHost> => {
  const limits: HostLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const bindAddress = options.bindAddress ?? '0.0.0.0';
  const serverName = options.hostName ?? `Rumbo on ${os.hostname()}`;
  const report = (event: HostEvent) => {
    try {
      options.onEvent?.(event);
    } catch {
      /* a console's failure is not the host's */
    }
  };
  // Before the hub opens any log: a folder the host cannot write stops it here, holding nothing open.
  const identity = loadHostIdentity(options.dataDir, (message) => report({ kind: 'warning', message }));
  let urls: string[] = [];
  const joinUrls = (code: string) => urls.map((url) => `${url}?code=${code}`);
  const ctx: RoomContext = {
    now: () => Date.now(),
    botPaceMs: options.botPaceMs ?? 900,
    limits: { maxMembers: limits.maxMembersPerGame, takeoverAfterMs: limits.takeoverAfterMs, seatRequestCooldownMs: limits.seatRequestCooldownMs },
    joinUrls,
    report,
  };
  const hub = new Hub({
    store: new GameStore(options.dataDir, options.logFs, options.syncGate),
    serverName,
    ctx,
    maxGames: limits.maxGames,
    allowOpenSpectator: options.allowOpenSpectator === true,
    seed: options.seed ?? newSeed,
    keepFinishedMs: limits.keepFinishedMs,
    flood: limits,
    slots: limits,
    lobbyBudget: limits,
    idleRoomMs: limits.idleRoomMs,
    watcherGoneMs: limits.watcherGoneMs,
    ...(options.machineOf ? { machineOf: options.machineOf } : {}),
    ...(options.hostKey ? { hostKey: options.hostKey } : {}),
  });
  hub.resume();

  const damaged = () => hub.damaged.map(({ file, problem }) => ({ file: path.basename(file), problem }));
  const status = (query?: URLSearchParams, on?: AnsweredOn) => ({
    name: serverName,
    protocol: PROTOCOL_VERSION,
    ws: WS_PATH,
    fingerprint: identity.fingerprint,
    ...proofFor(query?.get('challenge'), on),
    games: hub.summaries(),
    ...(hub.damaged.length > 0 ? { damaged: damaged() } : {}),
  });
  /**
   * `proof` when the client sent a challenge: whoever copies the fingerprint cannot sign it, and whoever
   * relays the question gets a proof that names this host's address, not its own.
   */
  const proofFor = (challenge: string | null | undefined, on: AnsweredOn | undefined) => {
    const proof = challenge && on ? identity.prove(challenge, on) : null;
    return proof ? { proof } : {};
  };
  let port = 0;
  const ownHost = cachedOwnHost(() => port);
  const server = http.createServer(
    createHttpHandler({ rendererDir: options.rendererDir, modelsDir: options.modelsDir, status, hostAllowed: (host) => hostAllowed(host, ownHost()) }),
  );
  const wss = new WebSocketServer({ noServer: true, maxPayload: limits.hardMaxMessageBytes, perMessageDeflate: false });
  const connections = new Set<Connection>();
  const onError = (error: unknown, context: string) =>
    report({ kind: 'warning', message: `${context}: ${error instanceof Error ? error.message : String(error)}` });

  server.on('upgrade', (req, socket: Duplex, head) => {
    let pathname = '';
    try {
      pathname = new URL(req.url ?? '/', 'http://host').pathname;
    } catch {
      /* answered below */
    }
    if (pathname !== WS_PATH) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    if (!originAllowed(req.headers.origin, req.headers.host, ownHost())) {
      report({ kind: 'warning', message: `refused a connection from the web page ${req.headers.origin}` });
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws: WebSocket) => {
      const connection = new Connection(ws, hub, limits, { onError });
      hub.identify(connection, req.socket.remoteAddress ?? 'unknown');
      connections.add(connection);
      ws.on('close', () => connections.delete(connection));
    });
  });
  server.on('clientError', (_error, socket) => socket.destroy());

  try {
    port = await listen(server, options.port ?? DEFAULT_PORT, bindAddress);
  } catch (error) {
    hub.close();
    throw error;
  }
  urls = reachableAddresses(bindAddress).map((address) => httpUrl(address, port));

  const heartbeat = setInterval(() => {
    for (const connection of connections) connection.heartbeat();
  }, limits.heartbeatMs);
  heartbeat.unref();
  const sweep = setInterval(() => {
    try {
      hub.sweep();
    } catch (error) {
      onError(error, 'sweep');
    }
  }, limits.sweepMs);
  sweep.unref();

  const discovery = options.discovery
    ? await startDiscovery(
        { mdns: options.discovery.mdns ?? false, udp: options.discovery.udp ?? false },
        () => ({ name: serverName, port, protocol: PROTOCOL_VERSION, fingerprint: identity.fingerprint, games: hub.summaries() }),
        (error) => onError(error, 'discovery'),
      )
    : null;

  let closing: Promise<void> | null = null;
  const close = () =>
    (closing ??= (async () => {
      clearInterval(heartbeat);
      clearInterval(sweep);
      await discovery?.stop();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      const sockets = [...wss.clients];
      await Promise.all(
        sockets.map(
          (ws) =>
            new Promise<void>((resolve) => {
              if (ws.readyState === ws.CLOSED) return resolve();
              const timer = setTimeout(() => ws.terminate(), 1000);
              ws.once('close', () => {
                clearTimeout(timer);
                resolve();
              });
              ws.close(1001, 'host shutting down');
            }),
        ),
      );
      wss.close();
      server.closeAllConnections();
      await closed;
      hub.close();
    })());

  return {
    port,
    fingerprint: identity.fingerprint,
    hostKey: hub.screen.key,
    get urls() {
      return urls;
    },
    close,
    createGame(settings = {}, gameOptions = {}) {
      const room = hub.createGame(settings, gameOptions, null);
      if (!(room instanceof GameRoom)) throw new Error(`${room.code}: ${room.detail}`);
      return { code: room.code, gameId: room.id, urls: joinUrls(room.code) };
    },
    games: () => hub.summaries(),
    damaged,
    joinUrls,
  };
};
