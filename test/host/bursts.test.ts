/**
 * Bursts (19.9): a socket that sends its whole allowance at once must not hold the host for the
 * length of its backlog. Connections with a real hub replaced by a recorder and sockets replaced by
 * emitters, so the arrival order is exact: the whole burst and then the player's ping arrive in one
 * turn of the event loop, as they do when every flooder's data is read in the same poll.
 */
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { Connection, type ConnectionLimits } from '../../electron/host/connection';
import type { Hub } from '../../electron/host/hub';
import { Turns } from '../../electron/host/turns';
import type { ClientMessage } from '../../shared/protocol';

const LIMITS: ConnectionLimits = { maxMessageBytes: 16 * 1024, messagesPerSecond: 50, burst: 100, closeAfterLimited: 500, maxBufferedBytes: 1 << 20 };

class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  bufferedAmount = 0;
  readonly sent: string[] = [];
  send(text: string): void {
    this.sent.push(text);
  }
  close(): void {
    this.readyState = 3;
    this.emit('close');
  }
  terminate(): void {
    this.close();
  }
  /** A text frame from the client, as `ws` hands it over. */
  frame(message: ClientMessage): void {
    this.emit('message', Buffer.from(JSON.stringify(message)), false);
  }
}

/** Records what the hub is asked, in order: "who:t". */
function recordingHub(log: string[], names: Map<unknown, string>, disconnected: string[] = []): Hub {
  return {
    handle: (client: unknown, message: ClientMessage) => log.push(`${names.get(client)}:${message.type === 'ping' ? message.t : message.type}`),
    disconnect: (client: unknown) => disconnected.push(names.get(client)!),
  } as unknown as Hub;
}

function until(done: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const check = () => (done() ? resolve() : setImmediate(check));
    check();
  });
}

describe('a burst does not hold the host', () => {
  it('a player’s ping is answered before a flooder’s whole backlog is handled', async () => {
    const log: string[] = [];
    const names = new Map<unknown, string>();
    const hub = recordingHub(log, names);
    const turns = new Turns(8);
    const sockets = Array.from({ length: 4 }, () => new FakeSocket());
    const connections = sockets.map((s) => new Connection(s as unknown as WebSocket, hub, LIMITS, { onError: () => {} }, turns));
    connections.forEach((c, i) => names.set(c, i === 3 ? 'player' : `flood${i}`));
    for (const socket of sockets.slice(0, 3)) for (let t = 0; t < 48; t++) socket.frame({ type: 'ping', t });
    sockets[3]!.frame({ type: 'ping', t: 0 });
    await until(() => log.length === 3 * 48 + 1);

    const player = log.indexOf('player:0');
    expect(player).toBeGreaterThanOrEqual(0);
    // Handled within the first turns, long before the 144 flood messages that came first are done.
    expect(player).toBeLessThan(3 * 8 + 3);
    // Each socket's own messages keep their order.
    for (const name of ['flood0', 'flood1', 'flood2']) {
      expect(log.filter((l) => l.startsWith(`${name}:`))).toEqual(Array.from({ length: 48 }, (_, t) => `${name}:${t}`));
    }
  });

  it('the backlog is shared fairly: no flooder is served twice before the others are served once', async () => {
    const log: string[] = [];
    const names = new Map<unknown, string>();
    const turns = new Turns(6);
    const sockets = [new FakeSocket(), new FakeSocket()];
    const connections = sockets.map((s) => new Connection(s as unknown as WebSocket, recordingHub(log, names), LIMITS, { onError: () => {} }, turns));
    connections.forEach((c, i) => names.set(c, `s${i}`));
    for (let t = 0; t < 30; t++) sockets[0]!.frame({ type: 'ping', t });
    for (let t = 0; t < 30; t++) sockets[1]!.frame({ type: 'ping', t });
    await until(() => log.length === 60);
    // Past the first message of each (handled as it came), the two alternate.
    const order = log.slice(2, 40).map((l) => l.split(':')[0]);
    for (let i = 1; i < order.length; i++) expect(order[i]).not.toBe(order[i - 1]);
  });

  it('a socket that closes with a backlog has it handled first, then leaves', async () => {
    const log: string[] = [];
    const names = new Map<unknown, string>();
    const disconnected: string[] = [];
    const socket = new FakeSocket();
    const connection = new Connection(socket as unknown as WebSocket, recordingHub(log, names, disconnected), LIMITS, { onError: () => {} }, new Turns(4));
    names.set(connection, 'a');
    for (let t = 0; t < 20; t++) socket.frame({ type: 'ping', t });
    socket.close();
    expect(disconnected).toEqual([]);
    await until(() => disconnected.length > 0);
    expect(log).toHaveLength(20);
    expect(log.at(-1)).toBe('a:19');
  });

  it('answers beyond the allowance at once, in order with the rest', async () => {
    const log: string[] = [];
    const names = new Map<unknown, string>();
    const socket = new FakeSocket();
    const connection = new Connection(socket as unknown as WebSocket, recordingHub(log, names), { ...LIMITS, burst: 5, messagesPerSecond: 0.001 }, { onError: () => {} }, new Turns(2));
    names.set(connection, 'a');
    for (let t = 0; t < 8; t++) socket.frame({ type: 'ping', t });
    await until(() => socket.sent.length === 3);
    expect(log).toEqual(['a:0', 'a:1', 'a:2', 'a:3', 'a:4']);
    expect(socket.sent.every((text) => text.includes('protocol.rate-limited'))).toBe(true);
  });
});
