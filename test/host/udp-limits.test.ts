/**
 * The UDP discovery responder is no amplifier: an answer is never larger than its query, each
 * address (whatever its port) gets a few answers a second, and the table of askers stays bounded
 * without ever being wiped. Loopback only; the responder's clock is frozen, so counts are exact.
 */
import dgram from 'node:dgram';
import { afterEach, describe, expect, it } from 'vitest';
import { ANSWERS_PER_ADDRESS, encodeAnswer, QUERY_BYTES, queryUdp, startUdpResponder, type UdpResponder } from '../../electron/host/discovery/udp';
import { KeyedBuckets } from '../../electron/host/rate-limit';
import { gameSummary } from './support/game-summary';

const LOOPBACK = '127.0.0.1';


const INFO = { name: 'Busy host', port: 47800, protocol: 1, games: Array.from({ length: 30 }, (_, i) => gameSummary(`G${String(i).padStart(3, '0')}`)) };

let responder: UdpResponder | undefined;
const sockets: dgram.Socket[] = [];
afterEach(async () => {
  for (const s of sockets.splice(0)) s.close();
  await responder?.close();
  responder = undefined;
});

/** A socket on loopback that keeps every datagram it receives. */
function asker(): Promise<{ socket: dgram.Socket; answers: Buffer[]; send: (bytes: Buffer) => Promise<void> }> {
  return new Promise((resolve) => {
    const socket = dgram.createSocket('udp4');
    sockets.push(socket);
    const answers: Buffer[] = [];
    socket.on('message', (m) => answers.push(m));
    socket.bind(0, LOOPBACK, () =>
      resolve({
        socket,
        answers,
        send: (bytes) => new Promise((done) => socket.send(bytes, responder!.port, LOOPBACK, () => done())),
      }),
    );
  });
}

function query(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write('rumbo?1');
  return bytes;
}

/** Lets datagrams in flight on loopback arrive (a padded probe's answer proves the ones before it were handled). */
async function settle(probe: Awaited<ReturnType<typeof asker>>, before: number): Promise<void> {
  await probe.send(query(QUERY_BYTES));
  for (let i = 0; i < 200 && probe.answers.length === before; i++) await new Promise((r) => setTimeout(r, 10));
}

describe('UDP discovery limits', () => {
  it('an answer never exceeds the query: short queries get a short answer or none', () => {
    for (const size of [7, 60, 300, 700, QUERY_BYTES]) {
      const answer = encodeAnswer(INFO, size);
      if (answer) expect(answer.length).toBeLessThanOrEqual(size);
    }
    expect(encodeAnswer(INFO, 7)).toBeNull();
    expect(encodeAnswer(INFO, QUERY_BYTES)!.length).toBeGreaterThan(600);
  });

  it('the responder ignores a 6-byte query and answers a padded one, no larger than it', async () => {
    responder = await startUdpResponder({ port: 0, bindAddress: LOOPBACK }, () => INFO);
    const a = await asker();
    await a.send(Buffer.from('rumbo?'));
    await a.send(query(7));
    await a.send(query(300));
    await settle(a, 0);
    expect(a.answers.length).toBe(2); // the 300-byte query's and the probe's
    expect(a.answers[0]!.length).toBeLessThanOrEqual(300);
    expect(a.answers[1]!.length).toBeLessThanOrEqual(QUERY_BYTES);
  });

  it('an address gets a few answers, whatever port it asks from', async () => {
    const frozen = () => 1000;
    responder = await startUdpResponder({ port: 0, bindAddress: LOOPBACK, now: frozen }, () => INFO);
    const askers = [await asker(), await asker(), await asker()];
    for (let round = 0; round < 4; round++) for (const a of askers) await a.send(query(QUERY_BYTES));
    const late = await asker();
    await late.send(query(QUERY_BYTES));
    // Nothing more can come: the clock is frozen and the address has used its answers.
    await new Promise((r) => setTimeout(r, 300));
    const total = [...askers, late].reduce((n, a) => n + a.answers.length, 0);
    expect(total).toBe(ANSWERS_PER_ADDRESS);
    expect(late.answers).toHaveLength(0);
  });

  it('the table of askers is bounded and never wiped: a limited address stays limited', () => {
    let now = 0;
    const buckets = new KeyedBuckets(5, 5, 100, () => now);
    for (let i = 0; i < 5; i++) expect(buckets.take('10.0.0.66')).toBe(true);
    expect(buckets.take('10.0.0.66')).toBe(false);
    for (let i = 0; i < 99; i++) buckets.take(`10.0.1.${i}`);
    expect(buckets.take('10.0.0.66')).toBe(false);
    for (let i = 0; i < 5000; i++) buckets.take(`10.1.${i >> 8}.${i & 255}`);
    expect(buckets.size).toBeLessThanOrEqual(100);
    now += 1000;
    expect(buckets.take('10.0.0.66')).toBe(true);
  });

  it('the client pads its query, so it still finds a host with many games', async () => {
    responder = await startUdpResponder({ port: 0, bindAddress: LOOPBACK }, () => INFO);
    const found = await queryUdp({ targets: [LOOPBACK], port: responder.port, timeoutMs: 500 });
    expect(found).toHaveLength(1);
    expect(found[0]!.games!.length).toBeGreaterThan(3);
  });
});
