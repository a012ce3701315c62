/**
 * Discovery on loopback only: mDNS bound to 127.0.0.1 on a private port (never the LAN, never the
 * system responder), the UDP fallback asked at 127.0.0.1, and manual entry through /status.
 */
import dgram from 'node:dgram';
import { afterEach, describe, expect, it } from 'vitest';
import { browseLan, probeHost } from '../../electron/host';
import { advertiseMdns, browseMdns } from '../../electron/host/discovery/mdns';
import { decodeAnswer, encodeAnswer, queryUdp, startUdpResponder } from '../../electron/host/discovery/udp';
import { gameSummary } from './support/game-summary';
import { startTestHost, type TestHost } from './support/hosts';
import { TestClient } from './support/test-client';

/** A UDP port free on loopback right now. */
function freeUdpPort(): Promise<number> {
  return new Promise((resolve) => {
    const socket = dgram.createSocket('udp4');
    socket.bind(0, '127.0.0.1', () => {
      const { port } = socket.address();
      socket.close(() => resolve(port));
    });
  });
}

const LOOPBACK = '127.0.0.1';
let host: TestHost | undefined;
afterEach(async () => {
  await host?.close();
  host = undefined;
});


describe('mDNS on loopback', () => {
  it('a browser finds an advertised host, with the address the answer came from', async () => {
    const port = await freeUdpPort();
    const ad = advertiseMdns({ name: 'Rumbo loopback test', port: 47999, protocol: 1 }, { interface: LOOPBACK, port });
    try {
      const found = await browseMdns({ interface: LOOPBACK, port, timeoutMs: 1500 });
      expect(found).toContainEqual({ name: 'Rumbo loopback test', address: LOOPBACK, port: 47999, protocol: 1, via: 'mdns' });
    } finally {
      await ad.stop();
    }
  });
});

describe('UDP fallback', () => {
  it('answers a query with the host, its port and games', async () => {
    const port = await freeUdpPort();
    const responder = await startUdpResponder({ port, bindAddress: LOOPBACK }, () => ({
      name: 'UDP host',
      port: 47888,
      protocol: 1,
      games: [gameSummary('ABCD')],
    }));
    try {
      const found = await queryUdp({ targets: [LOOPBACK], port, timeoutMs: 600 });
      expect(found).toEqual([{ name: 'UDP host', address: LOOPBACK, port: 47888, protocol: 1, via: 'udp', games: [gameSummary('ABCD')] }]);
    } finally {
      await responder.close();
    }
  });

  it('ignores what is not a query and keeps answering', async () => {
    const port = await freeUdpPort();
    const responder = await startUdpResponder({ port, bindAddress: LOOPBACK }, () => ({ name: 'UDP host', port: 1, protocol: 1, games: [] }));
    const junk = dgram.createSocket('udp4');
    await new Promise<void>((resolve) => junk.send(Buffer.alloc(2000, 7), port, LOOPBACK, () => resolve()));
    await new Promise<void>((resolve) => junk.send('{"rumbo":"host"}', port, LOOPBACK, () => resolve()));
    junk.close();
    try {
      expect(await queryUdp({ targets: [LOOPBACK], port, timeoutMs: 600 })).toHaveLength(1);
    } finally {
      await responder.close();
    }
  });

  it('keeps an answer to one small datagram, dropping games that do not fit', () => {
    const many = Array.from({ length: 40 }, (_, i) => gameSummary(`G${String(i).padStart(3, '0')}`));
    const bytes = encodeAnswer({ name: 'Big host', port: 1, protocol: 1, games: many })!;
    expect(bytes.length).toBeLessThanOrEqual(1200);
    const decoded = decodeAnswer(bytes, LOOPBACK)!;
    expect(decoded.games!.length).toBeGreaterThan(0);
    expect(decoded.games!.length).toBeLessThan(40);
    expect(decodeAnswer(Buffer.from('not json'), LOOPBACK)).toBeNull();
  });
});

describe('a running host on the LAN (loopback here)', () => {
  it('is found by mDNS and by UDP, and by address; a client then joins its game', { timeout: 15_000 }, async () => {
    const [mdnsPort, udpPort] = [await freeUdpPort(), await freeUdpPort()];
    host = await startTestHost({
      hostName: 'Rumbo discovery test',
      discovery: { mdns: { interface: LOOPBACK, port: mdnsPort }, udp: { port: udpPort, bindAddress: LOOPBACK } },
    });
    const { code } = host.host.createGame({ mode: 'turn' });
    const found = await browseLan({
      mdns: { interface: LOOPBACK, port: mdnsPort },
      udp: { targets: [LOOPBACK], port: udpPort },
      timeoutMs: 1500,
    });
    expect(found).toHaveLength(1); // one host, found twice, merged
    const viaUdp = found[0]!;
    expect(viaUdp).toMatchObject({ name: 'Rumbo discovery test', address: LOOPBACK, port: host.host.port, via: 'udp' });
    expect(viaUdp.games!.map((g) => g.code)).toEqual([code]);
    const viaMdns = await browseMdns({ interface: LOOPBACK, port: mdnsPort, timeoutMs: 1500 });
    expect(viaMdns).toContainEqual(expect.objectContaining({ name: 'Rumbo discovery test', port: host.host.port, via: 'mdns' }));

    const manual = await probeHost(LOOPBACK, host.host.port);
    expect(manual).toMatchObject({ via: 'manual', port: host.host.port, games: [expect.objectContaining({ code })] });
    expect(await probeHost(LOOPBACK, 1)).toBeNull();

    const client = await TestClient.connect(`ws://${viaUdp.address}:${viaUdp.port}/ws`);
    await client.hello();
    expect((await client.join(code)).code).toBe(code);
    await client.close();
  });
});
