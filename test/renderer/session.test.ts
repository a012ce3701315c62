import { afterEach, describe, expect, it, vi } from 'vitest';
import { useGameStore } from '../../renderer/stores/game';
import { useSessionStore } from '../../renderer/stores/session';
import { plugins } from './support';

/** A WebSocket that opens on the next tick and records what is sent. */
class FakeSocket {
  static last: FakeSocket | null = null;
  static readonly OPEN = 1;
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
    setTimeout(() => {
      this.readyState = 1;
      this.onopen?.();
    }, 5);
  }
  send(text: string): void {
    this.sent.push(JSON.parse(text));
  }
  close(): void {}
}

/** A session store connecting as `name` over a FakeSocket (a stub global until the test ends). */
function connecting(name: string) {
  vi.stubGlobal('WebSocket', FakeSocket);
  plugins();
  const session = useSessionStore();
  session.connect('ws://127.0.0.1:1/ws', name);
  return { session, socket: FakeSocket.last! };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('session', () => {
  it('sent away because the host could not save the game, the window joins it again with its token and says why meanwhile', async () => {
    const { session, socket } = connecting('Ana');
    await vi.waitFor(() => expect(session.status).toBe('open'));
    socket.onmessage?.({ data: JSON.stringify({ type: 'joined', gameId: 'g', code: 'ABCD', token: 'tok', memberId: 'm1', lastSeq: 3, resumed: false }) });
    socket.sent = [];
    socket.onmessage?.({ data: JSON.stringify({ type: 'error', code: 'host.storage', detail: 'the host could not save game ABCD' }) });
    expect(session.error?.code).toBe('host.storage');
    await vi.waitFor(() => expect(socket.sent).toEqual([{ type: 'join', code: 'ABCD', token: 'tok' }]), { timeout: 3000 });
    // A refused lobby step (the disk full for one click) is answered in place: nothing is joined again.
    socket.sent = [];
    socket.onmessage?.({ data: JSON.stringify({ type: 'error', code: 'host.storage', detail: 'x', inReplyTo: 'takeSeat' }) });
    await new Promise((r) => setTimeout(r, 1500));
    expect(socket.sent).toEqual([]);
  });

  it('a lobby step asked for while connecting goes out right after hello; a game command does not', async () => {
    const { session } = connecting('Ana');
    session.createGame({ mode: 'turn' });
    useGameStore().command('captain', { type: 'course', direction: 'N' });
    await vi.waitFor(() => expect(FakeSocket.last!.sent.length).toBeGreaterThanOrEqual(2));
    await new Promise((r) => setTimeout(r, 20));
    expect(FakeSocket.last!.sent.map((m) => (m as { type: string }).type)).toEqual(['hello', 'createGame']);
  });

  it('a new name before joining is a second hello on the same socket, so a click at that moment is not dropped (issue 18.4)', async () => {
    const { session, socket } = connecting('Player');
    await vi.waitFor(() => expect(session.status).toBe('open'));
    session.rename('Ana');
    session.createGame({ mode: 'turn' });
    expect(FakeSocket.last).toBe(socket);
    expect(socket.sent).toEqual([
      expect.objectContaining({ type: 'hello', name: 'Player' }),
      expect.objectContaining({ type: 'hello', name: 'Ana' }),
      expect.objectContaining({ type: 'createGame' }),
    ]);
    expect(session.pending).toBe('createGame');
    socket.onmessage?.({ data: JSON.stringify({ type: 'error', code: 'lobby.too-many-games', detail: 'x', inReplyTo: 'createGame' }) });
    expect(session.pending).toBeNull();
  });

  it('start and rematch show they are working until the host answers (issue 18.4)', async () => {
    const { session, socket } = connecting('Ana');
    await vi.waitFor(() => expect(session.status).toBe('open'));
    const lobby = (phase: string) => ({ type: 'lobby', gameId: 'g', code: 'ABCD', urls: [], settings: {}, options: { openSpectator: false, assistant: 'off' }, creator: null, phase, seats: { blue: [], yellow: [] }, members: [], blocker: null });
    session.start();
    expect(session.pending).toBe('start');
    socket.onmessage?.({ data: JSON.stringify(lobby('lobby')) });
    expect(session.pending).toBe('start');
    socket.onmessage?.({ data: JSON.stringify(lobby('playing')) });
    expect(session.pending).toBeNull();
    session.rematch();
    expect(session.pending).toBe('rematch');
    socket.onmessage?.({ data: JSON.stringify({ type: 'joined', gameId: 'h', code: 'EFGH', token: 't', memberId: 'm1', lastSeq: 0, resumed: false }) });
    expect(session.pending).toBeNull();
  });

  it('a socket replaced by a new one says nothing more: its late close does not mark the new connection closed', async () => {
    const { session } = connecting('Ana');
    const first = FakeSocket.last!;
    session.connect('ws://127.0.0.1:2/ws', 'Ana');
    await vi.waitFor(() => expect(session.status).toBe('open'));
    first.onclose?.();
    expect(session.status).toBe('open');
  });
});
