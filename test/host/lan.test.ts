/**
 * A real two-host LAN: two network namespaces joined by a veth pair (addresses in 10.213.77.0/24,
 * inside the namespaces only). The host runs in one (`npm run host`'s code), a client in the other;
 * the client finds the game by mDNS and by the UDP fallback, then joins it. Needs root and iproute2.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, spawnHost, tempDir, type SpawnedHost } from './support/hosts';

function canMakeNamespaces(): { ok: boolean; why: string } {
  if (process.platform !== 'linux') return { ok: false, why: 'not Linux' };
  if (process.getuid?.() !== 0) return { ok: false, why: 'not root' };
  const ip = spawnSync('ip', ['netns', 'list'], { encoding: 'utf8' });
  if (ip.error || ip.status !== 0) return { ok: false, why: `iproute2 "ip netns" unavailable (${ip.error?.message ?? ip.stderr.trim()})` };
  return { ok: true, why: '' };
}

const can = canMakeNamespaces();
const tag = `${process.pid % 100000}`;
const NS_HOST = `rumbo-h${tag}`;
const NS_CLIENT = `rumbo-c${tag}`;
const HOST_ADDR = '10.213.77.1';
const CLIENT_ADDR = '10.213.77.2';
const BROADCAST = '10.213.77.255';

function ip(...args: string[]): void {
  const result = spawnSync('ip', args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`ip ${args.join(' ')} failed: ${result.stderr.trim()}`);
}

let host: SpawnedHost | undefined;
afterAll(async () => {
  if (host && host.proc.exitCode === null) {
    host.proc.kill('SIGINT');
    await host.exited;
  }
  if (run) {
    for (const ns of [NS_HOST, NS_CLIENT]) spawnSync('ip', ['netns', 'del', ns]);
  }
});

// CI runs as root with iproute2 (.ci/run installs it): there the test must run, and fails if it cannot.
const run = can.ok || process.env.CI === 'true';
if (!run) console.info(`two-namespace LAN test not run: ${can.why} (it needs root and iproute2's "ip netns")`);

describe('two hosts on a LAN (network namespaces)', () => {
  it.runIf(run)(`the client finds the game by mDNS and by UDP, then joins it (needs root + ip netns: ${can.ok ? 'present' : can.why})`, { timeout: 40_000 }, async () => {
    for (const ns of [NS_HOST, NS_CLIENT]) spawnSync('ip', ['netns', 'del', ns]); // left over by a killed run
    ip('netns', 'add', NS_HOST);
    ip('netns', 'add', NS_CLIENT);
    // The pair is born inside the host namespace with its peer in the client's: nothing in the root namespace.
    ip('-n', NS_HOST, 'link', 'add', 'veth-h', 'type', 'veth', 'peer', 'name', 'veth-c', 'netns', NS_CLIENT);
    ip('-n', NS_HOST, 'addr', 'add', `${HOST_ADDR}/24`, 'dev', 'veth-h');
    ip('-n', NS_CLIENT, 'addr', 'add', `${CLIENT_ADDR}/24`, 'dev', 'veth-c');
    for (const [ns, dev] of [[NS_HOST, 'veth-h'], [NS_CLIENT, 'veth-c']] as const) {
      ip('-n', ns, 'link', 'set', 'lo', 'up');
      ip('-n', ns, 'link', 'set', dev, 'up');
    }

    const dataDir = tempDir('rumbo-lan-');
    host = await spawnHost(
      ['--port', '0', '--data', dataDir, '--name', 'Rumbo LAN test', '--lan-interface', HOST_ADDR, '--scenario', 'alpha', '--mode', 'realtime'],
      ['ip', 'netns', 'exec', NS_HOST],
    );
    const code = host.output().match(/join code: ([A-Z]{4})/)![1]!;
    expect(host.output()).toContain(`http://${HOST_ADDR}:${host.port}/?code=${code}`);

    const client = spawnSync(
      'ip',
      ['netns', 'exec', NS_CLIENT, process.execPath, '--import', 'tsx', path.join(REPO_ROOT, 'test/host/support/lan-client.ts'), CLIENT_ADDR, BROADCAST],
      { cwd: REPO_ROOT, encoding: 'utf8', timeout: 30_000 },
    );
    expect(client.status, client.stderr).toBe(0);
    const result = JSON.parse(client.stdout.trim().split('\n').pop()!);
    expect(result.mdns).toContainEqual(expect.objectContaining({ name: 'Rumbo LAN test', address: HOST_ADDR, port: host.port, via: 'mdns' }));
    expect(result.udp).toContainEqual(expect.objectContaining({ name: 'Rumbo LAN test', address: HOST_ADDR, port: host.port, via: 'udp' }));
    // The host's key across the LAN: the same fingerprint both ways, proven at its address (19.7).
    const fingerprint = result.probed.fingerprint as string;
    expect(fingerprint).toMatch(/^[A-Z2-7]{5}-[A-Z2-7]{5}$/);
    expect(result.probed.verified).toBe(true);
    expect(result.mdns).toContainEqual(expect.objectContaining({ address: HOST_ADDR, fingerprint }));
    expect(result.udp).toContainEqual(expect.objectContaining({ address: HOST_ADDR, fingerprint }));
    expect(host.output()).toContain(`Host key: ${fingerprint}`);
    expect(result.joinedByMdns).toBe(`${code}:m1:1`);
    expect(result.joinedByUdp).toBe(`${code}:m2:2`);
    await host.waitFor(/UDP player joined \(m2\)/);

    host.proc.kill('SIGINT');
    expect(await host.exited).toBe(0);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
