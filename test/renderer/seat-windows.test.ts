import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserSeatUrl, seatWindowOpener } from '../../renderer/net/seat-windows';

function at(url: string): void {
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url);
}

afterEach(() => {
  vi.restoreAllMocks();
  delete (window as { rumbo?: unknown }).rumbo;
});

describe('hot-seat windows without the desktop app', () => {
  it('a page on the host\'s own PC opens one pop-up per seat, each taking its seat on the same host', async () => {
    at('http://localhost:47800/?name=Ana');
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await seatWindowOpener()!.openSeatWindows({
      code: 'ABCD',
      hostUrl: 'ws://localhost:47800/ws',
      lang: 'en',
      seats: [
        { team: 'blue', roles: ['captain'], voice: true },
        { team: 'yellow', roles: ['firstMate', 'captain'], voice: true },
      ],
    });
    expect(open.mock.calls.map((call) => [call[0], call[1]])).toEqual([
      [browserSeatUrl('http://localhost:47800', 'ABCD', { team: 'blue', roles: ['captain'], voice: true }, 'en'), 'rumbo-blue:captain'],
      [browserSeatUrl('http://localhost:47800', 'ABCD', { team: 'yellow', roles: ['firstMate', 'captain'], voice: true }, 'en'), 'rumbo-yellow:captain+firstMate'],
    ]);
    // Each window is a member of its own: no copy of the lobby's session storage (its token).
    expect(open.mock.calls.every((call) => String(call[2]).split(',').includes('noopener'))).toBe(true);
    const query = new URL(String(open.mock.calls[1]![0])).searchParams;
    expect(Object.fromEntries(query)).toEqual({ code: 'ABCD', name: 'Captain +1 – Yellow', seat: 'yellow:captain+firstMate', lang: 'en' });
  });

  it('a phone or another PC on the LAN gets no opener; the desktop app keeps its own', () => {
    at('http://192.168.1.20:47800/');
    expect(seatWindowOpener()).toBeNull();
    const api = { openSeatWindows: vi.fn() };
    (window as { rumbo?: unknown }).rumbo = api;
    expect(seatWindowOpener()).toBe(api);
  });
});
