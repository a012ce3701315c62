/** `npm run host` arguments. */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultDataDir, mapIdFor, parseCli } from '../../electron/host/cli-args';

const parse = (...args: string[]) => parseCli(args, '/repo', () => false);

describe('host command line', () => {
  it('defaults: port 47800 on every interface, discovery on, a turn-by-turn game if none resumes', () => {
    const config = parse('--data', '/tmp/x');
    expect(config).toMatchObject({ port: 47800, bindAddress: '0.0.0.0', dataDir: path.resolve('/tmp/x'), gameForced: false, openSpectator: false });
    expect(config.game).toEqual({ mode: 'turn' });
    expect(config.discovery).toEqual({ mdns: {}, udp: { port: 47801, bindAddress: '0.0.0.0' } });
    expect(config.rendererDir).toBeUndefined();
  });

  it('--scenario alpha --mode realtime picks the 15×15 map; a Family map implies the Family edition', () => {
    expect(parse('--scenario', 'alpha', '--mode', 'realtime').game).toEqual({ mode: 'realtime', edition: 'base', mapId: 'alpha-15' });
    expect(parse('--scenario', 'alpha').game).toMatchObject({ mapId: 'alpha-10' });
    expect(parse('--scenario', 'archipelago').game).toMatchObject({ edition: 'family', mapId: 'archipelago' });
    expect(parse('--scenario', 'echo', '--mode', 'realtime').gameForced).toBe(true);
    expect(mapIdFor('Delta', 'realtime')).toBe('delta-15');
    expect(mapIdFor('atlantis', 'turn')).toBeNull();
  });

  it('--limit sets any host limit by name (benchmarks); an unknown name or a bad number is refused', () => {
    expect(parse('--limit', 'watchersPerMachine=64', '--limit', 'maxBotGames=100', '--rate', '500').limits).toEqual({
      messagesPerSecond: 500,
      burst: 1000,
      watchersPerMachine: 64,
      maxBotGames: 100,
    });
    expect(() => parse('--limit', 'isAdmin=1')).toThrow(/no limit "isAdmin"/);
    expect(() => parse('--limit', 'maxGames=lots')).toThrow();
  });

  it('crews, flags, port 0, no game, no discovery, one LAN interface, rate, seed', () => {
    const config = parse('--crews', '3,2', '--flag', 'mineDiagonal=false', '--flag', 'hullCheck=automatic', '--port', '0', '--seed', '42', '--rate', '500');
    expect(config.game).toMatchObject({ crews: { blue: 3, yellow: 2 }, flags: { mineDiagonal: false, hullCheck: 'automatic' } });
    expect(config).toMatchObject({ port: 0, seed: 42, limits: { messagesPerSecond: 500, burst: 1000 } });
    expect(parse('--crews', '2').game).toMatchObject({ crews: { blue: 2, yellow: 2 } });
    expect(parse('--no-game').game).toBeUndefined();
    expect(parse('--no-discovery').discovery).toBe(false);
    expect(parse('--lan-interface', '10.0.0.5', '--mdns-port', '5399').discovery).toMatchObject({ mdns: { interface: '10.0.0.5', port: 5399 } });
  });

  it('says what is wrong with bad arguments', () => {
    expect(() => parse('--mode', 'fast')).toThrow(/--mode is turn or realtime/);
    expect(() => parse('--port', '70000')).toThrow(/--port must be a whole number from 0 to 65535/);
    expect(() => parse('--scenario', 'atlantis')).toThrow(/no turn map for "atlantis"/);
    expect(() => parse('--map', 'nowhere')).toThrow(/no map "nowhere"/);
    expect(() => parse('--flag', 'mineDiagonal=maybe')).toThrow(/true or false/);
    expect(() => parse('--flag', 'warp=true')).toThrow(/NAME one of/);
    expect(() => parse('--crews', '5')).toThrow(/--crews/);
    expect(() => parse('--unknown')).toThrow();
  });

  it('finds a built app and the user data folder of each platform', () => {
    const config = parseCli([], '/repo', (p) => p === path.join('/repo', 'dist', 'index.html'));
    expect(config.rendererDir).toBe(path.join('/repo', 'dist'));
    expect(defaultDataDir({}, 'linux', '/home/ana')).toBe(path.join('/home/ana', '.local', 'share', 'rumbo', 'host'));
    expect(defaultDataDir({ XDG_DATA_HOME: '/xdg' }, 'linux', '/home/ana')).toBe(path.join('/xdg', 'rumbo', 'host'));
    expect(defaultDataDir({ APPDATA: 'C:\\Users\\ana\\AppData\\Roaming' }, 'win32', 'C:\\Users\\ana')).toContain('Rumbo');
    expect(defaultDataDir({}, 'darwin', '/Users/ana')).toBe(path.join('/Users/ana', 'Library', 'Application Support', 'Rumbo', 'host'));
  });
});
