/** `npm run host -- …` arguments, parsed and checked (no side effects: tested on its own). */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_FLAGS, getMap, MAP_IDS, type RuleFlags } from '../../shared/engine';
import type { SettingsInput } from '../../shared/protocol';
import type { DiscoveryOptions, HostLimits } from './api';

export const USAGE = `Usage: npm run host -- [options]

  --port N            HTTP + WebSocket port (default 47800; 0 picks a free one)
  --bind ADDR         address to listen on (default 0.0.0.0: every interface)
  --data DIR          folder for game logs (default: the user data folder)
  --renderer DIR      built app to serve to browsers (default: dist/renderer or dist, if built)
  --name NAME         host name shown on the LAN
  --scenario S        alpha | bravo | charlie | delta | echo | training, or a Family map
                      (archipelago, volcano, north-pole, open-waters)
  --mode M            turn | realtime (default turn)
  --edition E         base | family
  --map ID            an exact map id (overrides --scenario)
  --crews B[,Y]       players per crew (default 4,4; Family 2,2)
  --flag NAME=VALUE   a rule flag (repeatable), e.g. --flag mineDiagonal=false
  --no-game           create no game at start (players create them)
  --open-spectator    spectators see both subs during play (for streaming)
  --no-discovery      no mDNS and no UDP answers
  --lan-interface A   use only this interface address for discovery
  --mdns-port N       mDNS port (default 5353)
  --udp-port N        UDP discovery port (default 47801)
  --seed N            fixed seed for new games (tests, replays)
  --rate N            messages per second per connection (default 50)
  --limit NAME=N      any host limit (repeatable), e.g. --limit watchersPerMachine=32
                      (benchmarks; names and defaults: electron/host/server.ts DEFAULT_LIMITS)
  -h, --help          this text

A game is created at start when any game option is given, or when no unfinished game was resumed.`;

/** The numeric host limits `--limit` may set (HostLimits' keys). */
const LIMIT_NAMES: ReadonlySet<string> = new Set([
  'maxMessageBytes', 'messagesPerSecond', 'burst', 'closeAfterLimited', 'maxBufferedBytes', 'heartbeatMs', 'takeoverAfterMs',
  'seatRequestCooldownMs', 'maxGames', 'gamesPerAddress', 'maxBotGames', 'botGamesPerMachine', 'lobbyBytesBurst',
  'lobbyBytesPerSecond', 'lobbyBytesPerMember', 'lobbyBytesPerGame', 'maxMembersPerGame', 'lobbiesPerConnection',
  'lobbiesPerAddress', 'joinsPerConnection', 'joinRefillMs', 'watchersPerMachine', 'watcherGoneMs', 'idleRoomMs', 'sweepMs',
] satisfies (keyof HostLimits)[]);

export interface CliConfig {
  readonly port: number;
  readonly bindAddress: string;
  readonly dataDir: string;
  readonly rendererDir: string | undefined;
  /** Where `npm run models` installs speech models: served to browser seats at /models/. */
  readonly modelsDir: string;
  readonly hostName: string | undefined;
  /** undefined: create no game. */
  readonly game: SettingsInput | undefined;
  /** True when game options were given: create it even if games were resumed. */
  readonly gameForced: boolean;
  readonly openSpectator: boolean;
  readonly discovery: DiscoveryOptions | false;
  readonly seed: number | undefined;
  readonly limits: Partial<HostLimits>;
  readonly help: boolean;
}

/** Where the app keeps its data on each platform (the Electron app's userData, without Electron). */
export function defaultDataDir(env: NodeJS.ProcessEnv = process.env, platform = process.platform, home = os.homedir()): string {
  if (platform === 'win32') return path.join(env.APPDATA ?? path.join(home, 'AppData', 'Roaming'), 'Rumbo', 'host');
  if (platform === 'darwin') return path.join(home, 'Library', 'Application Support', 'Rumbo', 'host');
  return path.join(env.XDG_DATA_HOME ?? path.join(home, '.local', 'share'), 'rumbo', 'host');
}

/** Scenario + mode → map id: "alpha" in real time is alpha-15, turn by turn alpha-10. */
export function mapIdFor(scenario: string, mode: 'turn' | 'realtime'): string | null {
  const id = scenario.toLowerCase();
  if (getMap(id)) return id;
  const sized = `${id}-${mode === 'realtime' ? 15 : 10}`;
  return getMap(sized) ? sized : null;
}

function int(name: string, text: string, min: number, max: number): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`--${name} must be a whole number from ${min} to ${max} (got "${text}")`);
  return value;
}

function parseFlag(text: string): [keyof RuleFlags, RuleFlags[keyof RuleFlags]] {
  const [name, raw] = text.split('=', 2) as [string, string | undefined];
  if (!Object.hasOwn(DEFAULT_FLAGS, name) || raw === undefined) {
    throw new Error(`--flag takes NAME=VALUE with NAME one of ${Object.keys(DEFAULT_FLAGS).join(', ')}`);
  }
  const key = name as keyof RuleFlags;
  const value = typeof DEFAULT_FLAGS[key] === 'boolean' ? raw === 'true' || (raw === 'false' ? false : null) : raw;
  if (value === null) throw new Error(`--flag ${name} takes true or false`);
  return [key, value as RuleFlags[keyof RuleFlags]];
}

export function parseCli(argv: readonly string[], repoRoot: string, exists: (p: string) => boolean): CliConfig {
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: false,
    options: {
      port: { type: 'string' },
      bind: { type: 'string' },
      data: { type: 'string' },
      renderer: { type: 'string' },
      name: { type: 'string' },
      scenario: { type: 'string' },
      mode: { type: 'string' },
      edition: { type: 'string' },
      map: { type: 'string' },
      crews: { type: 'string' },
      flag: { type: 'string', multiple: true },
      'no-game': { type: 'boolean' },
      'open-spectator': { type: 'boolean' },
      'no-discovery': { type: 'boolean' },
      'lan-interface': { type: 'string' },
      'mdns-port': { type: 'string' },
      'udp-port': { type: 'string' },
      seed: { type: 'string' },
      rate: { type: 'string' },
      limit: { type: 'string', multiple: true },
      help: { type: 'boolean', short: 'h' },
    },
  });

  const mode = values.mode ?? 'turn';
  if (mode !== 'turn' && mode !== 'realtime') throw new Error(`--mode is turn or realtime (got "${mode}")`);
  if (values.edition !== undefined && values.edition !== 'base' && values.edition !== 'family') {
    throw new Error(`--edition is base or family (got "${values.edition}")`);
  }
  let mapId: string | undefined = values.map;
  if (mapId !== undefined && !getMap(mapId)) throw new Error(`--map: no map "${mapId}"; maps: ${MAP_IDS.join(', ')}`);
  if (mapId === undefined && values.scenario !== undefined) {
    mapId = mapIdFor(values.scenario, mode) ?? undefined;
    if (!mapId) throw new Error(`--scenario: no ${mode} map for "${values.scenario}"; maps: ${MAP_IDS.join(', ')}`);
  }
  const edition = values.edition ?? (mapId ? getMap(mapId)!.edition : undefined);
  let crews: SettingsInput['crews'];
  if (values.crews !== undefined) {
    const [b = '', y = b] = values.crews.split(',');
    crews = { blue: int('crews', b, 1, 4), yellow: int('crews', y, 1, 4) };
  }
  const flags = Object.fromEntries((values.flag ?? []).map(parseFlag)) as Partial<RuleFlags>;
  const gameForced = [values.scenario, values.mode, values.edition, values.map, values.crews].some((v) => v !== undefined) || (values.flag ?? []).length > 0;
  const game: SettingsInput | undefined = values['no-game']
    ? undefined
    : {
        mode,
        ...(edition ? { edition } : {}),
        ...(mapId ? { mapId } : {}),
        ...(crews ? { crews } : {}),
        ...(Object.keys(flags).length > 0 ? { flags } : {}),
      };

  const lan = values['lan-interface'];
  const discovery: DiscoveryOptions | false = values['no-discovery']
    ? false
    : {
        mdns: {
          ...(lan ? { interface: lan } : {}),
          ...(values['mdns-port'] ? { port: int('mdns-port', values['mdns-port'], 1, 65535) } : {}),
        },
        udp: {
          port: values['udp-port'] ? int('udp-port', values['udp-port'], 1, 65535) : 47801,
          bindAddress: '0.0.0.0',
        },
      };

  const rendererDir =
    values.renderer ??
    [path.join(repoRoot, 'dist', 'renderer'), path.join(repoRoot, 'dist')].find((dir) => exists(path.join(dir, 'index.html')));

  const rate = values.rate === undefined ? undefined : int('rate', values.rate, 1, 1_000_000);
  const limits: Record<string, number> = rate === undefined ? {} : { messagesPerSecond: rate, burst: Math.max(100, rate * 2) };
  for (const entry of values.limit ?? []) {
    const [name = '', value = ''] = entry.split('=');
    if (!LIMIT_NAMES.has(name)) throw new Error(`--limit: no limit "${name}"; limits: ${[...LIMIT_NAMES].join(', ')}`);
    limits[name] = int(`limit ${name}`, value, 0, Number.MAX_SAFE_INTEGER);
  }
  return {
    port: values.port === undefined ? 47800 : int('port', values.port, 0, 65535),
    bindAddress: values.bind ?? '0.0.0.0',
    dataDir: path.resolve(values.data ?? defaultDataDir()),
    rendererDir,
    modelsDir: path.join(repoRoot, 'models'),
    hostName: values.name,
    game,
    gameForced,
    openSpectator: values['open-spectator'] === true,
    discovery,
    seed: values.seed === undefined ? undefined : int('seed', values.seed, -(2 ** 31), 2 ** 31 - 1),
    limits: limits as Partial<HostLimits>,
    help: values.help === true,
  };
}
