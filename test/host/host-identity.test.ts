/**
 * The host's identity (19.7) on loopback only: a key made at first start that survives a restart,
 * its fingerprint in /status, the UDP answer and mDNS, a signed challenge only the key's holder can
 * answer, and a fake responder that copies the real host's name and codes flagged in the list.
 */
import dgram from 'node:dgram';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { browseLan, probeHost } from '../../electron/host';
import { checkProof, FINGERPRINT, KEY_FILE, loadHostIdentity, newChallenge, verifyProof } from '../../electron/host/discovery/identity';
import { browseMdns } from '../../electron/host/discovery/mdns';
import { queryUdp, startUdpResponder, type UdpResponder } from '../../electron/host/discovery/udp';
import { listGames } from '../../renderer/lobby/listings';
import { spawnHost, startTestHost, tempDir, type TestHost } from './support/hosts';

const LOOPBACK = '127.0.0.1';

function freeUdpPort(): Promise<number> {
  return new Promise((resolve) => {
    const socket = dgram.createSocket('udp4');
    socket.bind(0, LOOPBACK, () => {
      const { port } = socket.address();
      socket.close(() => resolve(port));
    });
  });
}

/** A TCP port nothing listens on (right now). */
function closedTcpPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = http.createServer();
    server.listen(0, LOOPBACK, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function status(port: number, query = ''): Promise<Record<string, unknown>> {
  const response = await fetch(`http://127.0.0.1:${port}/status${query}`);
  return (await response.json()) as Record<string, unknown>;
}

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function host(options: Parameters<typeof startTestHost>[0] = {}): Promise<TestHost> {
  const started = await startTestHost(options);
  cleanups.push(() => started.close());
  return started;
}

describe('the host key', () => {
  it('is made at first start (owner-only file) and the fingerprint survives a restart', async () => {
    const dataDir = tempDir();
    const first = await host({ dataDir });
    const before = (await status(first.host.port)).fingerprint;
    expect(before).toMatch(FINGERPRINT);
    expect(first.host.fingerprint).toBe(before);
    const file = path.join(dataDir, KEY_FILE);
    if (process.platform !== 'win32') expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    await first.close();

    const second = await host({ dataDir });
    expect((await status(second.host.port)).fingerprint).toBe(before);
    // Another data folder is another host.
    const other = await host();
    expect((await status(other.host.port)).fingerprint).not.toBe(before);
  });

  it('`npm run host` prints the key it announces (the console is a headless host\'s lobby)', { timeout: 30_000 }, async () => {
    const spawned = await spawnHost(['--port', '0', '--bind', LOOPBACK, '--data', tempDir(), '--no-discovery', '--no-game']);
    cleanups.push(async () => {
      spawned.proc.kill('SIGINT');
      await spawned.exited;
    });
    const fingerprint = (await status(spawned.port)).fingerprint as string;
    expect(spawned.output()).toContain(`Host key: ${fingerprint}`);
  });

  it('a damaged key file is moved aside and replaced: the host still starts', () => {
    const dataDir = tempDir();
    fs.writeFileSync(path.join(dataDir, KEY_FILE), 'not a key');
    const warnings: string[] = [];
    const identity = loadHostIdentity(dataDir, (w) => warnings.push(w));
    expect(identity.fingerprint).toMatch(FINGERPRINT);
    expect(warnings).toHaveLength(1);
    expect(fs.readdirSync(dataDir).some((f) => f.startsWith(`${KEY_FILE}.damaged-`))).toBe(true);
    expect(loadHostIdentity(dataDir).fingerprint).toBe(identity.fingerprint);
  });

  it('stays owner-only (0600) whatever it finds: a stale temporary file, a readable key, a damaged one (issue 28.5)', () => {
    if (process.platform === 'win32') return; // no POSIX modes there
    // A temporary file left by a crashed start under this pid, readable by everyone.
    const stale = tempDir();
    const temp = path.join(stale, `${KEY_FILE}.${process.pid}.tmp`);
    fs.writeFileSync(temp, 'junk from a crash, longer than any key would be '.repeat(20), { mode: 0o644 });
    fs.chmodSync(temp, 0o644);
    const made = loadHostIdentity(stale);
    expect(fs.statSync(path.join(stale, KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(loadHostIdentity(stale).fingerprint).toBe(made.fingerprint);
    // A key someone made readable is closed again at the next start.
    fs.chmodSync(path.join(stale, KEY_FILE), 0o644);
    loadHostIdentity(stale);
    expect(fs.statSync(path.join(stale, KEY_FILE)).mode & 0o777).toBe(0o600);
    // A damaged key is kept aside owner-only too (it may hold most of a private key).
    const damaged = tempDir();
    fs.writeFileSync(path.join(damaged, KEY_FILE), '-----BEGIN PRIVATE KEY-----\nMC4CAQAwBQYDK2VwBCIEI', { mode: 0o644 });
    fs.chmodSync(path.join(damaged, KEY_FILE), 0o644);
    loadHostIdentity(damaged);
    const aside = fs.readdirSync(damaged).find((f) => f.startsWith(`${KEY_FILE}.damaged-`))!;
    expect(fs.statSync(path.join(damaged, aside)).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.join(damaged, KEY_FILE)).mode & 0o777).toBe(0o600);
  });

  it('/status signs a challenge with the key; the proof fails for another challenge or fingerprint', async () => {
    const started = await host();
    const challenge = newChallenge();
    const answer = await status(started.host.port, `?challenge=${challenge}`);
    const fingerprint = answer.fingerprint as string;
    const here = { address: LOOPBACK, port: started.host.port };
    expect(answer.proof).toMatchObject(here);
    expect(verifyProof(fingerprint, challenge, here, answer.proof)).toBe(true);
    expect(verifyProof(fingerprint, challenge, { address: '::ffff:127.0.0.1', port: started.host.port }, answer.proof)).toBe(true);
    expect(verifyProof(fingerprint, newChallenge(), here, answer.proof)).toBe(false);
    expect(verifyProof('AAAAA-AAAAA', challenge, here, answer.proof)).toBe(false);
    // Issue 28.4: the proof is for the address:port it was made on, and the address is signed.
    expect(checkProof(fingerprint, challenge, { address: '127.0.0.2', port: 5000 }, answer.proof)).toEqual({ result: 'elsewhere', at: here });
    const moved = { ...(answer.proof as object), address: '127.0.0.2', port: 5000 };
    expect(checkProof(fingerprint, challenge, { address: '127.0.0.2', port: 5000 }, moved)).toEqual({ result: 'none' });
    expect((await status(started.host.port, '?challenge=short')).proof).toBeUndefined();
    expect(await probeHost(LOOPBACK, started.host.port)).toMatchObject({ fingerprint, verified: true });
  });
});

describe('the fingerprint in every listing', () => {
  it('is announced by mDNS and by the UDP answer', { timeout: 15_000 }, async () => {
    const [mdnsPort, udpPort] = [await freeUdpPort(), await freeUdpPort()];
    const started = await host({
      hostName: 'Rumbo identity test',
      discovery: { mdns: { interface: LOOPBACK, port: mdnsPort }, udp: { port: udpPort, bindAddress: LOOPBACK } },
    });
    const fingerprint = started.host.fingerprint;
    expect(await queryUdp({ targets: [LOOPBACK], port: udpPort, timeoutMs: 600 })).toEqual([
      expect.objectContaining({ port: started.host.port, fingerprint }),
    ]);
    expect(await browseMdns({ interface: LOOPBACK, port: mdnsPort, timeoutMs: 1500 })).toContainEqual(
      expect.objectContaining({ port: started.host.port, fingerprint }),
    );
  });

  it('a fake responder claiming the real name and codes is listed with its own address and flagged', { timeout: 15_000 }, async () => {
    const udpPort = await freeUdpPort();
    const real = await host({ hostName: 'Rumbo on vm', discovery: { udp: { port: udpPort, bindAddress: LOOPBACK } } });
    const { code } = real.host.createGame({ mode: 'realtime' });
    // Something keeps the game listed (the app hides games nobody is in, the list util does not care).
    const games = real.host.games();

    // The fake's "host" is a web server that copies the real fingerprint but holds no key.
    const fakeWeb = http.createServer((_req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ name: 'Rumbo on vm', protocol: 2, fingerprint: real.host.fingerprint, games }));
    });
    await new Promise<void>((resolve) => fakeWeb.listen(0, LOOPBACK, () => resolve()));
    cleanups.push(() => new Promise<void>((resolve) => fakeWeb.close(() => resolve())));
    const fakeWebPort = (fakeWeb.address() as { port: number }).port;
    const nothing = await closedTcpPort();
    const fakes: UdpResponder[] = [];
    for (const [name, fingerprint] of [
      ['Rumbo on vm', real.host.fingerprint],
      ['Rumbo on vm — OFFICIAL (join here)', 'ZZZZZ-ZZZZZ'],
    ] as const) {
      const port = fakes.length === 0 ? fakeWebPort : nothing; // the second points at nothing at all
      const responder = await startUdpResponder({ port: 0, bindAddress: LOOPBACK }, () => ({
        name,
        port,
        protocol: 2,
        games,
        fingerprint,
      }));
      fakes.push(responder);
      cleanups.push(() => responder.close());
    }

    const found = await browseLan({
      mdns: false,
      udp: [udpPort, ...fakes.map((f) => f.port)].map((port) => ({ targets: [LOOPBACK], port })),
      timeoutMs: 800,
    });
    expect(found).toHaveLength(3);
    const byPort = (port: number) => found.find((h) => h.port === port)!;
    expect(byPort(real.host.port)).toMatchObject({ fingerprint: real.host.fingerprint, verified: true });
    expect(byPort(fakeWebPort)).toMatchObject({ fingerprint: real.host.fingerprint, verified: false });
    expect(byPort(nothing)).toMatchObject({ fingerprint: 'ZZZZZ-ZZZZZ', verified: false });

    const list = listGames(found);
    const claims = list.filter((l) => l.game.code === code);
    expect(claims.map((l) => l.address).sort()).toEqual([real.host.port, fakeWebPort, nothing].map((p) => `${LOOPBACK}:${p}`).sort());
    for (const listing of claims) expect(listing.conflicts).toContain('code');
    // The copied fingerprint is one key heard at two addresses (issue 28.4) besides the name and the code.
    expect(claims.find((l) => l.host.port === real.host.port)!.conflicts).toEqual(['twoAddresses', 'name', 'code']);
  });
});

describe('a relay (issue 28.4)', () => {
  it('a responder on another address that passes /status on to the real host is listed unproven, naming the real address', { timeout: 15_000 }, async () => {
    const udpPort = await freeUdpPort();
    const real = await host({ hostName: 'Rumbo on vm', discovery: { udp: { port: udpPort, bindAddress: LOOPBACK } } });
    real.host.createGame({ mode: 'realtime' });
    // The relay: another address, every /status question asked of the real host, its answer returned as is.
    const RELAY = '127.0.0.2';
    const relay = http.createServer((req, res) => {
      const ask = http.get({ host: LOOPBACK, port: real.host.port, path: req.url, headers: { host: `${LOOPBACK}:${real.host.port}` } }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, { 'Content-Type': 'application/json' });
        answer.pipe(res);
      });
      ask.on('error', () => res.destroy());
    });
    await new Promise<void>((resolve) => relay.listen(0, RELAY, () => resolve()));
    cleanups.push(() => new Promise<void>((resolve) => relay.close(() => resolve())));
    const relayPort = (relay.address() as { port: number }).port;
    const responder = await startUdpResponder({ port: 0, bindAddress: RELAY }, () => ({
      name: 'Rumbo on vm',
      port: relayPort,
      protocol: 2,
      games: real.host.games(),
      fingerprint: real.host.fingerprint,
    }));
    cleanups.push(() => responder.close());

    const found = await browseLan({ mdns: false, udp: [udpPort, responder.port].map((port) => ({ targets: [LOOPBACK, RELAY], port })), timeoutMs: 800 });
    const realAt = `${LOOPBACK}:${real.host.port}`;
    expect(found.find((h) => h.address === LOOPBACK)).toMatchObject({ fingerprint: real.host.fingerprint, verified: true });
    expect(found.find((h) => h.address === RELAY)).toMatchObject({ port: relayPort, fingerprint: real.host.fingerprint, verified: false, provenAt: realAt });
    expect(await probeHost(RELAY, relayPort)).toMatchObject({ verified: false, provenAt: realAt });

    const list = listGames(found);
    const relayed = list.find((l) => l.host.address === RELAY)!;
    expect(relayed.conflicts).toEqual(['relayed', 'twoAddresses', 'name', 'code']);
    expect(relayed.elsewhere).toEqual([realAt]);
    expect(list.find((l) => l.host.address === LOOPBACK)!.conflicts).toEqual(['twoAddresses', 'name', 'code']);
  });
});
