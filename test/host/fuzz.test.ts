/**
 * Fuzz: over 100,000 malformed, oversized, out-of-order and random messages on a few connections,
 * while eight other clients play a whole game next door. The host answers every message exactly
 * once, in order, with the expected error (or, for random well-formed commands, accepted/rejected),
 * stays up, and the game next door ends exactly as its mirror says.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { COMMAND_ROLES, DIRECTIONS, ROLES, SYSTEMS, type CommandType } from '../../shared/engine';
import { HOST_CODES, PROTOCOL_VERSION, isHostCode, parseClientMessage, type HostCode, type HostMessage } from '../../shared/protocol';
import { nextRandom } from '../../shared/engine/rng';
import { RUN_TIMEOUT } from '../support/run-budget';
import { finishedGame } from './support/games';
import { startTestHost, type TestHost } from './support/hosts';
import { playThrough, seatTable } from './support/table';
import { TestClient } from './support/test-client';
import { nthName } from '../support/distinct-names';

const PER_FUZZER = 26_000;
const FUZZERS = 4;
const WINDOW = 500;
const MAX_BYTES = 16 * 1024;

/** What the host must answer: one error with this code, or an answer to a command (accepted or rejected). */
type Expect = { readonly error: HostCode } | { readonly answer: 'any' | string };

interface Frame {
  readonly data: string | Buffer;
  readonly binary?: boolean;
  readonly expect: Expect;
}

function random(seed: number) {
  let state = seed;
  const next = () => {
    const r = nextRandom(state);
    state = r.state;
    return r.value;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)]!;
  return { next, int, pick };
}

const COMMAND_TYPES = Object.keys(COMMAND_ROLES) as CommandType[];

/** A fuzzer's traffic. `joined`: member of the started game B; else helloed but in no game. */
function makeFrames(seed: number, joined: boolean, count: number): Frame[] {
  const r = random(seed);
  let seq = 0;
  const malformed: Expect = { error: 'protocol.malformed' };
  const valid = () => JSON.stringify({ type: 'command', seq: ++seq, command: { type: 'course', role: 'captain', direction: 'N' } });
  const randomValue = (depth = 0): unknown => {
    switch (r.int(depth > 2 ? 4 : 7)) {
      case 0:
        return r.int(1000) - 500;
      case 1:
        return r.pick(['', 'x', 'captain', 'N', '__proto__', 'ABCD', '\u0000', '💥']);
      case 2:
        return r.pick([null, true, false, 1.5, -0, 1e308]);
      case 3:
        return r.pick([undefined, 'command', 'hello', 'join']);
      case 4:
        return Array.from({ length: r.int(4) }, () => randomValue(depth + 1));
      default: {
        const keys = ['type', 'seq', 'command', 'role', 'cell', 'v', 'name', 'code', 'team', 'roles', r.pick(['x', 'constructor', '__proto__'])];
        return Object.fromEntries(Array.from({ length: r.int(5) }, () => [r.pick(keys), randomValue(depth + 1)]));
      }
    }
  };
  const randomCommand = () => {
    const type = r.pick(COMMAND_TYPES);
    const body: Record<string, unknown> = { type, role: r.pick(ROLES) };
    if (['place', 'mine', 'detonate', 'torpedo', 'scenario'].includes(type)) body.cell = r.int(120);
    if (type === 'course' || type === 'silence') body.direction = r.pick(DIRECTIONS);
    if (type === 'silence') body.distance = r.int(5);
    if (type === 'mark') body.system = r.pick(SYSTEMS);
    if (type === 'cross') body.slot = r.int(30);
    if (type === 'drone') body.sector = r.int(6);
    if (type === 'checkHull') body.approve = r.next() < 0.5;
    if (type === 'sonarAnswer') body.facts = [{ kind: 'row', value: r.int(10) }, { kind: 'sector', value: r.int(5) }];
    return body;
  };

  const frames: Frame[] = [];
  while (frames.length < count) {
    const roll = r.int(100);
    if (roll < 12) {
      // Not JSON at all, or JSON cut short.
      const text = r.pick(['{', '}', 'nul', '{"type":', "{'type':'hello'}", valid().slice(0, 1 + r.int(40)), String.fromCharCode(...Array.from({ length: 1 + r.int(30) }, () => 32 + r.int(90)))]);
      frames.push({ data: text, expect: malformed });
    } else if (roll < 20) {
      // JSON, but no message: scalars, arrays, deep nesting.
      const depth = 1 + r.int(3000);
      const text = r.pick([JSON.stringify(randomValue()), `${'['.repeat(depth)}${']'.repeat(depth)}`, '[]', '"hello"', '0', 'null']);
      frames.push({ data: text, expect: malformed });
    } else if (roll < 40) {
      // Objects with random keys and values (almost never a valid message).
      const value = { type: r.pick(['hello', 'join', 'command', 'takeSeat', 'ready', 'start', 'nope', 42]), ...(randomValue() as object) };
      const data = JSON.stringify(value);
      // Now and then chance makes a valid message; those are not this category's business.
      if (!parseClientMessage(data).ok) frames.push({ data, expect: malformed });
    } else if (roll < 52) {
      // Known messages with one thing wrong.
      const wrong = r.pick([
        { type: 'hello', v: 'one', name: 'x' },
        { type: 'hello', v: PROTOCOL_VERSION, name: 'x'.repeat(41) },
        { type: 'join', code: 1234 },
        { type: 'join', code: '' },
        { type: 'takeSeat', team: 'green', roles: ['captain'] },
        { type: 'takeSeat', team: 'blue', roles: ['captain', 'captain'] },
        { type: 'takeSeat', team: 'blue', roles: [] },
        { type: 'ready', ready: 'yes' },
        { type: 'start', now: true },
        { type: 'command', seq: 0, command: { type: 'surface', role: 'captain' } },
        { type: 'command', seq: 1.5, command: { type: 'surface', role: 'captain' } },
        { type: 'command', seq: -3, command: { type: 'surface', role: 'captain' } },
        { type: 'command', seq: 7, command: { type: 'surface', role: 'admiral' } },
        { type: 'command', seq: 7, command: { type: 'warp', role: 'captain' } },
        { type: 'command', seq: 7, command: { type: 'course', role: 'captain', direction: 'NE' } },
        { type: 'command', seq: 7, command: { type: 'torpedo', role: 'captain', cell: -1 } },
        { type: 'command', seq: 7, command: { type: 'torpedo', role: 'captain', cell: 1e9 } },
        { type: 'command', seq: 7, command: { type: 'surface', role: 'captain', team: 'yellow' } },
        { type: 'command', seq: 7, command: { type: 'sonarAnswer', role: 'captain', facts: Array(4).fill({ kind: 'row', value: 1 }) } },
        { type: 'ping', t: 'now' },
      ]);
      frames.push({ data: JSON.stringify(wrong), expect: malformed });
      if (r.int(10) === 0 && frames.length < count) {
        // A name with nothing visible (spaces, a Hangul filler, zero-width) is refused by the host (19.3).
        const blank = r.pick(['   ', '\u3164', '\u200B\u2060', '\u0301']);
        frames.push({ data: JSON.stringify({ type: 'hello', v: PROTOCOL_VERSION, name: blank }), expect: { error: 'name.invalid' } });
      }
    } else if (roll < 53) {
      frames.push({ data: `{"type":"hello","pad":"${'x'.repeat(MAX_BYTES + r.int(4000))}"}`, expect: { error: 'protocol.too-large' } });
    } else if (roll < 56) {
      frames.push({ data: Buffer.from(valid()), binary: true, expect: { error: 'protocol.binary' } });
    } else if (roll < 60) {
      frames.push({ data: JSON.stringify({ type: 'hello', v: PROTOCOL_VERSION + 1 + r.int(5), name: 'x' }), expect: { error: 'protocol.version' } });
    } else if (roll < 64) {
      frames.push({ data: JSON.stringify({ type: 'join', code: r.pick(['QQQQ', 'zz', 'ABCDEFGHJKMN']) }), expect: { error: 'lobby.unknown-game' } });
    } else if (!joined) {
      // Out of order: lobby steps and commands before joining any game.
      const type = r.pick(['takeSeat', 'leaveSeat', 'ready', 'start', 'command'] as const);
      if (type === 'command') frames.push({ data: JSON.stringify({ type, seq: ++seq, command: randomCommand() }), expect: { answer: 'lobby.not-joined' } });
      else {
        const message = type === 'takeSeat' ? { type, team: 'blue', roles: ['captain'] } : type === 'ready' ? { type, ready: true } : { type };
        frames.push({ data: JSON.stringify(message), expect: { error: 'lobby.not-joined' } });
      }
    } else if (roll < 70) {
      // Out of order in a started game: lobby steps that are over, a seat that does not exist, stale seqs.
      const which = r.int(4);
      if (which === 0) frames.push({ data: JSON.stringify({ type: 'start' }), expect: { error: 'lobby.started' } });
      else if (which === 1) frames.push({ data: JSON.stringify({ type: 'ready', ready: true }), expect: { error: 'lobby.started' } });
      else if (which === 2) frames.push({ data: JSON.stringify({ type: 'takeSeat', team: 'blue', roles: ['captain'] }), expect: { error: 'lobby.no-such-seat' } });
      else if (seq > 0) frames.push({ data: JSON.stringify({ type: 'command', seq: 1 + r.int(seq), command: randomCommand() }), expect: { answer: 'protocol.seq' } });
    } else {
      // Random well-formed commands in game B: the engine accepts or refuses each.
      frames.push({ data: JSON.stringify({ type: 'command', seq: ++seq, command: randomCommand() }), expect: { answer: 'any' } });
    }
  }
  return frames;
}

function isAnswer(m: HostMessage): m is Extract<HostMessage, { type: 'error' | 'rejected' | 'accepted' }> {
  return m.type === 'error' || m.type === 'rejected' || m.type === 'accepted';
}

/** Sends `frames` in windows; checks each answer against its frame, in order. */
async function fuzz(client: TestClient, frames: Frame[]): Promise<{ errors: number; accepted: number; rejected: number }> {
  const tally = { errors: 0, accepted: 0, rejected: 0 };
  let answered = 0;
  let failure: string | null = null;
  let wake: (() => void) | null = null;
  client.onMessage = (m) => {
    if (!isAnswer(m)) return;
    const frame = frames[answered++];
    if (!frame) {
      failure ??= `an answer nobody asked for: ${JSON.stringify(m)}`;
    } else if ('error' in frame.expect) {
      if (m.type !== 'error' || m.code !== frame.expect.error || m.detail.length === 0 || !isHostCode(m.code)) {
        failure ??= `frame ${answered - 1} (${String(frame.data).slice(0, 80)}) expected error ${frame.expect.error}, got ${JSON.stringify(m).slice(0, 300)}`;
      }
      tally.errors++;
    } else {
      const ok = m.type === 'accepted' || (m.type === 'rejected' && (frame.expect.answer === 'any' || m.reason === frame.expect.answer));
      if (!ok) failure ??= `frame ${answered - 1} (${String(frame.data).slice(0, 80)}) expected ${frame.expect.answer}, got ${JSON.stringify(m).slice(0, 300)}`;
      if (m.type === 'accepted') tally.accepted++;
      else if (m.type === 'rejected') tally.rejected++;
      else tally.errors++;
    }
    wake?.();
  };
  for (let start = 0; start < frames.length; start += WINDOW) {
    const end = Math.min(frames.length, start + WINDOW);
    for (let i = start; i < end; i++) client.sendRaw(frames[i]!.data, frames[i]!.binary === true);
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${client.name}: ${answered}/${end} answers after 20 s`)), 20_000);
      wake = () => {
        if (answered >= end || failure) {
          clearTimeout(timer);
          resolve();
        }
      };
      wake();
    });
    if (failure) throw new Error(failure);
  }
  client.onMessage = undefined;
  return tally;
}

let host: TestHost;
afterAll(async () => {
  await host?.close();
});

describe('fuzz', () => {
  it(`${PER_FUZZER * FUZZERS} bad and random messages: each gets its answer, the host stays up, the game next door is exact`, { timeout: RUN_TIMEOUT }, async () => {
    const settings = { mode: 'realtime', mapId: 'alpha-15' } as const;
    const game = finishedGame(settings, 7919, 300);
    host = await startTestHost({ seed: () => game.seed });
    const table = await seatTable(host.url, settings);

    // Game B: two fuzzers, one crew each (every role), started.
    const fuzzers: TestClient[] = [];
    for (let i = 0; i < FUZZERS; i++) {
      const client = await TestClient.connect(host.url, { name: nthName('fuzzer', i) });
      await client.hello();
      fuzzers.push(client);
    }
    const all = ['captain', 'firstMate', 'engineer', 'radioOperator'] as const;
    const b = await fuzzers[0]!.create({ mode: 'turn', crews: { blue: 1, yellow: 1 } });
    await fuzzers[1]!.join(b.code);
    fuzzers[0]!.send({ type: 'takeSeat', team: 'blue', roles: [...all] });
    fuzzers[1]!.send({ type: 'takeSeat', team: 'yellow', roles: [...all] });
    for (const f of fuzzers.slice(0, 2)) f.send({ type: 'ready', ready: true });
    await fuzzers[0]!.next('lobby', (l) => l.blocker === null);
    fuzzers[0]!.send({ type: 'start' });
    await fuzzers[1]!.next('state', (s) => s.full);
    for (const f of fuzzers) f.drain();

    const frames = fuzzers.map((_, i) => makeFrames(1000 + i, i < 2, PER_FUZZER));
    const started = Date.now();
    const [tallies] = await Promise.all([Promise.all(fuzzers.map((f, i) => fuzz(f, frames[i]!))), playThrough(table, game)]);
    const seconds = (Date.now() - started) / 1000;

    const total = tallies.reduce((n, t) => n + t.errors + t.accepted + t.rejected, 0);
    expect(total).toBe(PER_FUZZER * FUZZERS);
    expect(total).toBeGreaterThanOrEqual(100_000);
    expect(tallies.reduce((n, t) => n + t.accepted, 0)).toBeGreaterThan(0);
    console.info(`fuzz: ${total} messages in ${seconds.toFixed(1)} s; ${JSON.stringify(tallies)}`);

    // The game next door ended as its mirror says (playThrough checked every state), and the host still serves.
    expect(table.creator.lastState!.view.phase).toBe('over');
    const late = await TestClient.connect(host.url);
    const welcome = await late.hello();
    expect(welcome.games.map((g) => g.code)).toContain(table.code);
    for (const f of fuzzers) expect(f.invalid).toEqual([]);
    expect(Object.keys(HOST_CODES).length).toBeGreaterThan(10);
  });
});
