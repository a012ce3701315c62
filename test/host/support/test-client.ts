/**
 * A protocol client for tests and the benchmark: a real `ws` socket, every host message validated
 * against the protocol schema, and `next(type, match)` to await a message.
 */
import WebSocket from 'ws';
import {
  PROTOCOL_VERSION,
  parseHostMessage,
  type ClientCommand,
  type ClientMessage,
  type HostMessage,
  type HostMessageOf,
  type HostMessageType,
  type SettingsInput,
} from '../../../shared/protocol';

interface Waiter {
  readonly match: (message: HostMessage) => boolean;
  readonly resolve: (message: HostMessage) => void;
}

export interface ClientOptions {
  /** Keep every raw frame received (hidden-information checks). */
  readonly keepLog?: boolean;
  readonly name?: string;
  /** Connect from this loopback address (127.0.0.2, …): several "computers" on one machine. */
  readonly localAddress?: string;
}

export class TestClient {
  /** Raw frames, when `keepLog`. */
  readonly log: string[] = [];
  /** Host messages that failed the protocol schema (should stay empty). */
  readonly invalid: string[] = [];
  /** Messages not yet taken by `next`. */
  private inbox: HostMessage[] = [];
  private waiters: Waiter[] = [];
  private seq = 0;
  token: string | undefined;
  memberId: string | undefined;
  code: string | undefined;
  lastState: HostMessageOf<'state'> | undefined;
  lastLobby: HostMessageOf<'lobby'> | undefined;
  readonly closed: Promise<{ code: number; reason: string }>;
  /** Called on every message as it arrives (after validation). */
  onMessage: ((message: HostMessage, raw: string) => void) | undefined;

  private constructor(
    readonly ws: WebSocket,
    readonly name: string,
    private readonly keepLog: boolean,
  ) {
    this.closed = new Promise((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
    ws.on('message', (data) => this.receive(data.toString()));
    ws.on('error', () => {});
  }

  static connect(url: string, options: ClientOptions = {}): Promise<TestClient> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url, { perMessageDeflate: false, ...(options.localAddress ? { localAddress: options.localAddress } : {}) });
      const client = new TestClient(ws, options.name ?? 'tester', options.keepLog === true);
      ws.once('open', () => resolve(client));
      ws.once('error', reject);
    });
  }

  private receive(raw: string): void {
    if (this.keepLog) this.log.push(raw);
    const parsed = parseHostMessage(raw);
    if (!parsed.ok) {
      this.invalid.push(`${parsed.detail}: ${raw.slice(0, 200)}`);
      return;
    }
    const message = parsed.message;
    if (message.type === 'state') this.lastState = message;
    if (message.type === 'lobby') this.lastLobby = message;
    // Who this client is, before anyone reads the messages that follow (the state after a join comes in the same tick).
    if (message.type === 'joined') this.remember(message);
    this.onMessage?.(message, raw);
    const index = this.waiters.findIndex((w) => w.match(message));
    if (index >= 0) {
      const [waiter] = this.waiters.splice(index, 1);
      waiter!.resolve(message);
    } else {
      this.inbox.push(message);
    }
  }

  send(message: ClientMessage): void {
    this.ws.send(JSON.stringify(message));
  }

  /** Anything at all, for the fuzz and the malformed-message tests. */
  sendRaw(data: string | Buffer, binary = false): void {
    this.ws.send(data, { binary });
  }

  /** The first unread message of `type` (matching `match`), now or when it comes. */
  next<T extends HostMessageType>(type: T, match: (m: HostMessageOf<T>) => boolean = () => true, timeoutMs = 5000): Promise<HostMessageOf<T>> {
    return this.nextWhere((m) => m.type === type && match(m as HostMessageOf<T>), `"${type}"`, timeoutMs) as Promise<HostMessageOf<T>>;
  }

  /** The first unread message `accepts` takes, now or when it comes. */
  nextWhere(accepts: (m: HostMessage) => boolean, what = 'matching', timeoutMs = 5000): Promise<HostMessage> {
    const index = this.inbox.findIndex(accepts);
    if (index >= 0) return Promise.resolve(this.inbox.splice(index, 1)[0]!);
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        match: accepts,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m);
        },
      };
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        const unread = this.inbox.map((m) => (m.type === 'error' ? `error ${m.code}: ${m.detail}` : m.type)).slice(-8);
        reject(new Error(`${this.name}: no ${what} message within ${timeoutMs} ms; unread: [${unread.join(', ')}]`));
      }, timeoutMs);
      this.waiters.push(waiter);
    });
  }

  /**
   * Resolves once every message the host meant for this client until now has come. Sends an
   * unreadable frame and takes its error: answers and held game messages keep their order even while
   * they wait for the disk (room-core.ts), so it comes last. A pong does not wait for the disk, and
   * on a slow one overtakes them.
   */
  async settle(timeoutMs = 5000): Promise<void> {
    this.sendRaw('{"type":"settle"}');
    await this.next('error', (m) => m.code === 'protocol.malformed' && m.inReplyTo === 'settle', timeoutMs);
  }

  /** Unread messages (taking them). */
  drain(): HostMessage[] {
    const out = this.inbox;
    this.inbox = [];
    return out;
  }

  async hello(): Promise<HostMessageOf<'welcome'>> {
    this.send({ type: 'hello', v: PROTOCOL_VERSION, name: this.name });
    return this.next('welcome');
  }

  private remember(joined: HostMessageOf<'joined'>): HostMessageOf<'joined'> {
    this.token = joined.token;
    this.memberId = joined.memberId;
    this.code = joined.code;
    this.seq = Math.max(this.seq, joined.lastSeq);
    return joined;
  }

  async create(settings: SettingsInput = {}, options: { openSpectator?: boolean } = {}): Promise<HostMessageOf<'joined'>> {
    this.send({ type: 'createGame', settings, options });
    return this.remember(await this.next('joined'));
  }

  async join(code: string, token?: string): Promise<HostMessageOf<'joined'>> {
    this.send(token === undefined ? { type: 'join', code } : { type: 'join', code, token });
    const reply = await this.nextWhere((m) => m.type === 'joined' || (m.type === 'error' && m.inReplyTo === 'join'), 'joined');
    if (reply.type === 'error') throw new Error(`${this.name}: join refused: ${reply.code} ${reply.detail}`);
    return this.remember(reply as HostMessageOf<'joined'>);
  }

  /** Sends a command with the next seq; returns the seq. */
  command(command: ClientCommand, seq = this.seq + 1): number {
    this.seq = Math.max(this.seq, seq);
    this.send({ type: 'command', seq, command });
    return seq;
  }

  /** Sends a command and waits for its answer. */
  async act(command: ClientCommand): Promise<HostMessageOf<'accepted'> | HostMessageOf<'rejected'>> {
    const seq = this.command(command);
    const answer = await this.nextWhere((m) => (m.type === 'accepted' || m.type === 'rejected') && m.seq === seq, `answer to seq ${seq}`);
    return answer as HostMessageOf<'accepted'> | HostMessageOf<'rejected'>;
  }

  close(): Promise<{ code: number; reason: string }> {
    this.ws.close();
    return this.closed;
  }

  terminate(): Promise<{ code: number; reason: string }> {
    this.ws.terminate();
    return this.closed;
  }
}
