/** The connection's edge: size caps, binary frames, rate limit, heartbeat, the WebSocket path. */
import WebSocket from 'ws';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestHost, type TestHost } from './support/hosts';
import { TestClient } from './support/test-client';

let host: TestHost | undefined;
afterEach(async () => {
  await host?.close();
  host = undefined;
});

describe('connection edge', () => {
  it('a message over the soft cap gets protocol.too-large and the socket stays; over the hard cap the socket is closed (1009)', async () => {
    host = await startTestHost({ limits: { maxMessageBytes: 1000, hardMaxMessageBytes: 64 * 1024 } });
    const client = await TestClient.connect(host.url);
    client.sendRaw(JSON.stringify({ type: 'hello', v: 1, name: 'x'.repeat(2000) }));
    expect(await client.next('error')).toMatchObject({ code: 'protocol.too-large' });
    await client.hello();
    client.sendRaw('x'.repeat(65 * 1024));
    expect((await client.closed).code).toBe(1009);
    const other = await TestClient.connect(host.url);
    expect((await other.hello()).type).toBe('welcome');
    await other.close();
  });

  it('binary frames get protocol.binary', async () => {
    host = await startTestHost();
    const client = await TestClient.connect(host.url);
    client.sendRaw(Buffer.from(JSON.stringify({ type: 'ping' })), true);
    expect(await client.next('error')).toMatchObject({ code: 'protocol.binary' });
    await client.close();
  });

  it('over the rate limit each message gets protocol.rate-limited; a client that keeps on is disconnected (1008)', async () => {
    // No refill to speak of: exactly `burst` messages pass, whatever the machine's speed.
    host = await startTestHost({ limits: { messagesPerSecond: 0.001, burst: 5, closeAfterLimited: 40 } });
    const client = await TestClient.connect(host.url);
    for (let i = 0; i < 30; i++) client.send({ type: 'ping', t: i });
    const pongs = await Promise.all(Array.from({ length: 5 }, () => client.next('pong')));
    expect(pongs.map((p) => p.t)).toEqual([0, 1, 2, 3, 4]);
    // Each says how long to wait: one message every 1,000 s.
    for (let i = 0; i < 25; i++) {
      const refused = await client.next('error');
      expect(refused).toMatchObject({ code: 'protocol.rate-limited' });
      expect(refused.data?.['waitMs']).toBeGreaterThan(900_000);
    }
    for (let i = 0; i < 30; i++) client.send({ type: 'ping' });
    expect((await client.closed).code).toBe(1008);
  });

  it('a client that stops answering pings is dropped and shown disconnected', async () => {
    host = await startTestHost({ limits: { heartbeatMs: 50 } });
    const ana = await TestClient.connect(host.url, { name: 'Ana' });
    await ana.hello();
    const { code } = await ana.create();
    const bea = await TestClient.connect(host.url, { name: 'Bea' });
    await bea.hello();
    await bea.join(code);
    bea.ws.pause(); // Bea's machine freezes: nothing is read, no pong goes back.
    const lobby = await ana.next('lobby', (l) => l.members.some((m) => m.name === 'Bea' && !m.connected), 10_000);
    expect(lobby.members.find((m) => m.name === 'Ana')!.connected).toBe(true);
    bea.ws.resume();
    await bea.closed;
    await ana.close();
  });

  it('WebSocket upgrades only on /ws', async () => {
    host = await startTestHost();
    const ws = new WebSocket(`ws://127.0.0.1:${host.host.port}/elsewhere`);
    const failure = await new Promise<string>((resolve) => {
      ws.on('unexpected-response', (_req, res) => resolve(String(res.statusCode)));
      ws.on('error', (error) => resolve(error.message));
    });
    expect(failure).toMatch(/404/);
  });
});
