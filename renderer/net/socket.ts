import type { ClientMessage, HostMessage } from '../../shared/protocol/messages';
import { parseHostMessage } from '../../shared/protocol/parse';

export interface SocketHandlers {
  open(): void;
  message(message: HostMessage): void;
  close(): void;
}

/**
 * One WebSocket to the host that comes back by itself: on any close it reconnects with a capped
 * backoff and calls `open` again, where the session says hello and rejoins with its token.
 */
export class ReconnectingSocket {
  private socket: WebSocket | null = null;
  private attempts = 0;
  private stopped = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private heartbeat: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly url: string,
    private readonly handlers: SocketHandlers,
  ) {}

  start(): void {
    this.stopped = false;
    this.connect();
  }

  send(message: ClientMessage): boolean {
    if (this.socket?.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.socket?.close();
  }

  private connect(): void {
    const socket = new WebSocket(this.url);
    this.socket = socket;
    socket.onopen = () => {
      if (this.stopped) return socket.close();
      this.attempts = 0;
      this.heartbeat = setInterval(() => this.send({ type: 'ping', t: Date.now() }), 15_000);
      this.handlers.open();
    };
    socket.onmessage = (event) => {
      if (typeof event.data !== 'string' || this.stopped) return;
      // One mark, replaced each time: the UI benchmark reads it (message in → DOM updated).
      performance.clearMarks('rumbo:state');
      performance.mark('rumbo:state');
      const parsed = parseHostMessage(event.data);
      if (parsed.ok) this.handlers.message(parsed.message);
    };
    socket.onclose = () => {
      if (this.heartbeat) clearInterval(this.heartbeat);
      // A stopped socket says nothing more: its session may already be open on a new one.
      if (this.socket !== socket || this.stopped) return;
      this.handlers.close();
      const delay = Math.min(5000, 250 * 2 ** this.attempts++);
      this.timer = setTimeout(() => this.connect(), delay);
    };
  }
}
