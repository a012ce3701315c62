import { BotClient, type BotLevel } from '../../shared/bots';
import type { Mode, Seat } from '../../shared/engine';
import type { ClientCommand, HostCode, HostMessage } from '../../shared/protocol';
import type { MemberSink } from './room-core';
import { Turns, type Lane } from './turns';

/**
 * Bots' share of the event loop: thinking about a state and acting on a decision are turns taken
 * round-robin, a few per loop iteration, so that the loop reads sockets between them. Bot games
 * started together stay in step, and their pace timers used to fire in one block: a player's ping
 * waited behind every bot that acted in that millisecond (issue 28.2, `host-bots-ping-p99`).
 */
export const BOT_TURNS = new Turns(2);

/** How a bot seat reaches the room: the same `command` door every client goes through. */
export interface BotDoor {
  command(memberId: string, seq: number, body: ClientCommand, sink: MemberSink): unknown;
}

/**
 * An automatic crew member held by the host: a MemberSink like a socket, fed the seat's own
 * `state` messages only. Every state updates the bot's memory; its latest decision is sent after
 * a pause (people must keep up in real time), and a newer state replaces a decision not yet sent.
 */
export class BotSeat implements MemberSink, Lane {
  private readonly client: BotClient;
  private pending: ClientCommand | null = null;
  private pendingSeq = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;
  private lastState: Extract<HostMessage, { type: 'state' }> | null = null;
  /** Messages not yet thought about: a bot thinks after the broadcast that fed it, never inside it. */
  private inbox: HostMessage[] = [];
  /** The pause is over: the pending decision goes at the bot's next turn. */
  private due = false;
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
    private readonly turns: Turns = BOT_TURNS,
  ) {
    this.client = new BotClient(seat, level, seed);
  }

  deliver(message: HostMessage): void {
    if (this.stopped) return;
    this.inbox.push(message);
    if (!this.paused) this.turns.wake(this);
  }

  /** Paused, it neither thinks nor acts; resumed, it catches up with what came meanwhile and acts. */
  setPaused(paused: boolean): void {
    if (this.stopped || paused === this.paused) return;
    this.paused = paused;
    if (paused) {
      if (this.timer) clearTimeout(this.timer);
      this.timer = null;
      this.due = false;
      return;
    }
    if (this.inbox.length > 0) this.turns.wake(this);
    if (this.pending) this.startPause();
  }

  /**
   * One turn: the oldest message not yet thought about (in arrival order: every state updates the
   * bot's memory, so none is skipped), else the decision whose pause is over. More work: true.
   */
  runOne(): boolean {
    if (this.stopped || this.paused) return false;
    const message = this.inbox.shift();
    if (message) {
      try {
        this.take(message);
      } catch (error) {
        this.onError(error);
      }
    } else if (this.due) {
      this.due = false;
      this.act();
    }
    return !this.stopped && !this.paused && (this.inbox.length > 0 || this.due);
  }

  private startPause(): void {
    if (this.timer !== null || this.due) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.due = true;
      this.turns.wake(this);
    }, this.delay());
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
    if (this.pending && !this.paused) this.startPause();
  }

  detached(_code: HostCode, _detail: string): void {
    this.stop();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.due = false;
    this.inbox = [];
  }

  private delay(): number {
    return this.mode === 'realtime' ? this.paceMs : Math.round(this.paceMs / 3);
  }

  private act(): void {
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
