/**
 * The Rumbo host: `startHost(options)` runs HTTP + WebSocket on one port, the engine for every game,
 * the logs on disk and LAN discovery. Plain Node — the Electron main process and `npm run host`
 * (cli.ts) both start it. The joining side's discovery (`browseLan`, `probeHost`) is here too.
 */
export { startHost, DEFAULT_LIMITS, DEFAULT_PORT, DEFAULT_DISCOVERY, WS_PATH } from './server';
export type { HostOptions, DiscoveryOptions, HostLimits, RunningHost, StartHost, HostEvent } from './api';
export { browseLan, browseMdns, probeHost, queryUdp, UDP_DISCOVERY_PORT } from './discovery';
export type { BrowseOptions, FoundHost, MdnsOptions } from './discovery';
