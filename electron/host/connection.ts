/**
 * One WebSocket client at the edge: size cap, rate limit, heartbeat, schema check. Whatever it
 * receives is answered — a valid message by the hub, anything else here with an `error` — and
 * nothing a client sends can throw past this class. Messages are checked for size and rate as they
 * arrive, then handled in order, sharing the event loop with other connections (`turns.ts`): a
 * burst waits in the inbox instead of holding everyone else's messages.
 */
import type { RawData, WebSocket } from 'ws';
import { HOST_CODES, parseClientMessage, type HostCode, type HostMessage } from '../../shared/protocol';
import type { GameRoom } from './game-room';
import type { ClientPort, Hub } from './hub';
import { TokenBucket } from './rate-limit';
import { StorageError } from './store';
import { SHARED_TURNS, type Lane, type Turns } from './turns';

export interface ConnectionLimits {
  /** Larger text frames get `protocol.too-large` (the socket stays open). */
  readonly maxMessageBytes: number;
  readonly messagesPerSecond: number;
  readonly burst: number;
  /** Consecutive rate-limited messages after which the socket is closed (1008). */
  readonly closeAfterLimited: number;
  /** A client that does not read its messages is dropped once this much waits to be sent. */
  readonly maxBufferedBytes: number;
}

export interface ConnectionHooks {
  readonly onError: (error: unknown, context: string) => void;
}

function errorMessage(code: HostCode, detail: string, inReplyTo?: string, seq?: number, data?: Record<string, number>): HostMessage {
  return {
    type: 'error',
    code,
    detail,
    ...(inReplyTo === undefined ? {} : { inReplyTo }),
    ...(seq === undefined ? {} : { seq }),
    ...(data === undefined ? {} : { data }),
  };
}

function errorText(code: HostCode, detail: string, inReplyTo?: string, seq?: number): string {
  return JSON.stringify(errorMessage(code, detail, inReplyTo, seq));
}

const BINARY = errorMessage('protocol.binary', HOST_CODES['protocol.binary']);

/** What waits in the inbox: a text frame to parse and hand to the hub, or a ready answer. */
type Entry = { readonly frame: Buffer } | { readonly answer: HostMessage };

function textOf(data: RawData): Buffer {
  return Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
}

export class Connection implements ClientPort, Lane {
  name: string | null = null;
  membership: { readonly room: GameRoom; readonly memberId: string } | null = null;
  /** Cleared by each heartbeat tick, set by any pong or message. */
  private alive = true;
  private limitedInARow = 0;
  private readonly bucket: TokenBucket;
  private closed = false;
  /** The socket closed with messages still waiting: the hub hears of it once they are handled. */
  private closing = false;
  private ticksWithoutHello = 0;
  private readonly inbox: Entry[] = [];
  /** Handled a message as it came since its last turn: the next ones wait their turn. */
  private hot = false;

  constructor(
    readonly ws: WebSocket,
    private readonly hub: Hub,
    private readonly limits: ConnectionLimits,
    private readonly hooks: ConnectionHooks,
    private readonly turns: Turns = SHARED_TURNS,
  ) {
    this.bucket = new TokenBucket(limits.messagesPerSecond, limits.burst);
    ws.on('message', (data, isBinary) => this.receive(data, isBinary));
    ws.on('pong', () => {
      this.alive = true;
    });
    ws.on('close', () => {
      if (this.inbox.length > 0) this.closing = true;
      else this.onClose();
    });
    ws.on('error', (error) => hooks.onError(error, 'socket'));
  }

  /** Size and rate are checked at once (so the inbox holds at most `burst` frames); the rest in turn. */
  private receive(data: RawData, isBinary: boolean): void {
    this.alive = true;
    if (this.closed || this.closing) return;
    if (!this.bucket.take()) {
      const waitMs = Math.max(1, Math.ceil(this.bucket.waitMs()));
      this.enqueue({ answer: errorMessage('protocol.rate-limited', `too many messages; wait ${Math.ceil(waitMs / 1000)} s`, undefined, undefined, { waitMs }) });
      if (++this.limitedInARow >= this.limits.closeAfterLimited) this.ws.close(1008, 'rate limit exceeded');
      return;
    }
    this.limitedInARow = 0;
    if (isBinary) return this.enqueue({ answer: BINARY });
    const bytes = Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : data.byteLength;
    if (bytes > this.limits.maxMessageBytes) {
      return this.enqueue({ answer: errorMessage('protocol.too-large', `${bytes} bytes; the limit is ${this.limits.maxMessageBytes}`) });
    }
    this.enqueue({ frame: textOf(data) });
  }

  private enqueue(entry: Entry): void {
    if (this.inbox.length === 0 && !this.hot) {
      // Nothing waiting: handled now (a quiet player's message never waits for a turn).
      this.hot = true;
      this.turns.wake(this);
      this.handle(entry);
      return;
    }
    this.inbox.push(entry);
    this.turns.wake(this);
  }

  /** One turn's share (`Turns`): the oldest waiting message. */
  runOne(): boolean {
    const entry = this.inbox.shift();
    if (entry) this.handle(entry);
    if (this.inbox.length > 0) return true;
    this.hot = false;
    if (this.closing) this.onClose();
    return false;
  }

  private handle(entry: Entry): void {
    if ('answer' in entry) return this.reply(entry.answer);
    const parsed = parseClientMessage(entry.frame.toString('utf8'));
    if (!parsed.ok) {
      this.reply(errorMessage(parsed.code, parsed.detail, parsed.type, parsed.seq));
      return;
    }
    try {
      this.hub.handle(this, parsed.message);
    } catch (error) {
      this.hooks.onError(error, `handling ${parsed.message.type}`);
      if (error instanceof StorageError) {
        const saving = `the host could not save this ${parsed.message.type} (its disk is full or failing); nothing changed, try again`;
        return this.reply(errorMessage('host.storage', saving, parsed.message.type));
      }
      const detail = `the host failed on this ${parsed.message.type}: ${error instanceof Error ? error.message : String(error)}`;
      this.reply(errorMessage('host.error', detail.slice(0, 300), parsed.message.type));
    }
  }

  /**
   * An answer to this connection's own message. A member's earlier answers may still wait for the
   * disk (room-core.ts): this one goes behind them, so a client hears its answers in the order it sent.
   */
  private reply(message: HostMessage): void {
    const member = this.membership;
    if (member) member.room.answer(member.memberId, this, message);
    else this.send(message);
  }

  private onClose(): void {
    if (this.closed) return;
    this.closed = true;
    try {
      this.hub.disconnect(this);
    } catch (error) {
      this.hooks.onError(error, 'disconnect');
    }
  }

  send(message: HostMessage): void {
    this.sendText(JSON.stringify(message));
  }

  deliver(_message: HostMessage, text: string): void {
    this.sendText(text);
  }

  detached(code: HostCode, detail: string): void {
    this.membership = null;
    this.sendText(errorText(code, detail));
  }

  private sendText(text: string): void {
    if (this.ws.readyState !== this.ws.OPEN) return;
    if (this.ws.bufferedAmount > this.limits.maxBufferedBytes) {
      this.ws.terminate();
      return;
    }
    this.ws.send(text);
  }

  /** One heartbeat tick: a client silent since the last tick is dropped, the others pinged. */
  heartbeat(): void {
    if (this.closed) return;
    if (!this.alive) {
      this.ws.terminate();
      return;
    }
    // A socket that never says hello is no client: it holds a connection for nothing.
    if (this.name === null && ++this.ticksWithoutHello >= 2) {
      this.ws.close(1008, 'no hello');
      return;
    }
    this.alive = false;
    try {
      this.ws.ping();
    } catch (error) {
      this.hooks.onError(error, 'ping');
    }
  }
}
