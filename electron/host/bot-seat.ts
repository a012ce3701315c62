import { BotClient, type BotLevel } from '../../shared/bots';
import type { Mode, Seat } from '../../shared/engine';
import type { ClientCommand, HostCode, HostMessage } from '../../shared/protocol';
import type { MemberSink } from './room-core';

/** How a bot seat reaches the room: the same `command` door every client goes through. */
export interface BotDoor {
  command(memberId: string, seq: number, body: ClientCommand, sink: MemberSink): unknown;
}

/**
 * An automatic crew member held by the host: a MemberSink like a socket, fed the seat's own
 * `state` messages only. Every state updates the bot's memory; its latest decision is sent after
 * a pause (people must keep up in real time), and a newer state replaces a decision not yet sent.
 */
export class BotSeat implements MemberSink {
  private readonly client: BotClient;
  private pending: ClientCommand | null = null;
  private pendingSeq = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;
  private lastState: Extract<HostMessage, { type: 'state' }> | null = null;
  /** Messages not yet thought about: a bot thinks after the broadcast that fed it, never inside it. */
  private inbox: HostMessage[] = [];
  private thinking: ReturnType<typeof setImmediate> | null = null;
  /** Nobody is connected to the game (issue 19.5): the bot keeps what it hears and acts on none of it. */
  private paused = false;

  constructor(
    private readonly door: BotDoor,
    readonly memberId: string,
    seat: Seat,
    level: BotLevel,
    seed: number,
    private readonly paceMs: number,
    private readonly mode: Mode,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {
    this.client = new BotClient(seat, level, seed);
  }

  deliver(message: HostMessage): void {
    if (this.stopped) return;
    this.inbox.push(message);
    if (!this.paused) this.thinking ??= setImmediate(() => this.think());
  }

  /** Paused, it neither thinks nor acts; resumed, it catches up with what came meanwhile and acts. */
  setPaused(paused: boolean): void {
    if (this.stopped || paused === this.paused) return;
    this.paused = paused;
    if (paused) {
      if (this.timer) clearTimeout(this.timer);
      if (this.thinking) clearImmediate(this.thinking);
      this.timer = null;
      this.thinking = null;
      return;
    }
    if (this.inbox.length > 0) this.thinking ??= setImmediate(() => this.think());
    if (this.pending && this.timer === null) this.timer = setTimeout(() => this.act(), this.delay());
  }

  /** In arrival order: every state updates the bot's memory, so none is skipped. */
  private think(): void {
    this.thinking = null;
    const messages = this.inbox;
    this.inbox = [];
    for (const message of messages) {
      if (this.stopped) return;
      if (this.paused) {
        this.inbox.push(message);
        continue;
      }
      try {
        this.take(message);
      } catch (error) {
        this.onError(error);
      }
    }
  }

  private take(message: HostMessage): void {
    if (message.type === 'joined') this.client.resumeAfter(message.lastSeq);
    // A refused command (the game moved on in between): think again from the last state.
    if (message.type === 'rejected' && this.lastState) return this.decide({ ...this.lastState, events: [], full: false });
    if (message.type === 'state') this.decide(message);
  }

  private decide(message: Extract<HostMessage, { type: 'state' }>): void {
    this.lastState = message;
    const reply = this.client.onState(message);
    this.pending = reply?.type === 'command' ? reply.command : null;
    this.pendingSeq = reply?.type === 'command' ? reply.seq : 0;
    if (this.pending && this.timer === null && !this.paused) this.timer = setTimeout(() => this.act(), this.delay());
  }

  detached(_code: HostCode, _detail: string): void {
    this.stop();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.thinking) clearImmediate(this.thinking);
    this.timer = null;
    this.thinking = null;
    this.inbox = [];
  }

  private delay(): number {
    return this.mode === 'realtime' ? this.paceMs : Math.round(this.paceMs / 3);
  }

  private act(): void {
    this.timer = null;
    const command = this.pending;
    this.pending = null;
    if (!command || this.stopped) return;
    try {
      this.door.command(this.memberId, this.pendingSeq, command, this);
    } catch (error) {
      // A timer is no client connection with its own guard: a failed write must not end the host.
      this.onError(error);
    }
  }
}
