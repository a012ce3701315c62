import { describe, expect, it } from 'vitest';
import type { OpenSeatWindowsRequest } from '../../electron/shell/api-types';
import { langFromLocale, seatTitle } from '../../electron/shell/labels';
import { defaultMemberName } from '../../shared/seat-windows/names';
import { intersectionArea, isUsable, MIN_SEAT_SIZE, placeLobby, placeWindows, type DisplayInfo, type Rect } from '../../electron/shell/placement';
import { lobbyUrl, parseSeatUrl } from '../../electron/shell/urls';
import { seatKey, WindowManager, type BoundsMemory, type WindowEvents, type WindowSpec } from '../../electron/shell/windows';

const ONE: DisplayInfo[] = [{ id: 1, workArea: { x: 0, y: 0, width: 1920, height: 1040 } }];
const TWO: DisplayInfo[] = [...ONE, { id: 2, workArea: { x: 1920, y: 0, width: 2560, height: 1400 } }];

interface FakeWindow {
  id: number;
  spec: WindowSpec;
  events: WindowEvents;
  url?: string;
  focusCount: number;
  closed: boolean;
}

function setup(displays: DisplayInfo[] = ONE, remembered: Record<string, Rect> = {}) {
  const made: FakeWindow[] = [];
  const memory: Record<string, Rect> = { ...remembered };
  const bounds: BoundsMemory = { get: (k) => memory[k], set: (k, b) => void (memory[k] = b) };
  let nextId = 100;
  let changes = 0;
  const manager = new WindowManager({
    displays: () => displays,
    bounds,
    lang: () => 'es',
    changed: () => void changes++,
    create: (spec, events) => {
      const w: FakeWindow = { id: nextId++, spec, events, focusCount: 0, closed: false };
      made.push(w);
      return {
        id: w.id,
        load: (url) => void (w.url = url),
        focus: () => void w.focusCount++,
        close: () => {
          // Like Electron: 'closed' arrives later, after the window was asked to close.
          w.closed = true;
        },
      };
    },
  });
  return { manager, made, memory, changes: () => changes };
}

const hotSeat = (overrides: Partial<OpenSeatWindowsRequest> = {}): OpenSeatWindowsRequest => ({
  code: 'KXQ4',
  hostUrl: 'ws://127.0.0.1:47800/ws',
  seats: [
    { team: 'blue', roles: ['captain'], voice: true },
    { team: 'blue', roles: ['engineer'], voice: false },
    { team: 'yellow', roles: ['captain'], voice: true },
    { team: 'yellow', roles: ['radioOperator'], voice: false },
  ],
  ...overrides,
});

describe('titles', () => {
  it('names team and role in the three languages', () => {
    expect(seatTitle('es', 'blue', ['captain'])).toBe('Rumbo — Azul · Capitán');
    expect(seatTitle('en', 'yellow', ['radioOperator'])).toBe('Rumbo — Yellow · Radio Operator');
    expect(seatTitle('it', 'blue', ['engineer'])).toBe('Rumbo — Blu · Ingegnere');
    expect(seatTitle('es', 'yellow', ['firstMate', 'captain'])).toBe('Rumbo — Amarillo · Capitán + Primer oficial');
  });

  it('makes default member names that fit the protocol (40 characters)', () => {
    expect(defaultMemberName('es', 'blue', ['captain'])).toBe('Capitán – Azul');
    expect(defaultMemberName('es', 'yellow', ['firstMate', 'engineer', 'radioOperator'])).toBe('Primer oficial +2 – Amarillo');
    for (const lang of ['es', 'en', 'it'] as const) {
      expect(defaultMemberName(lang, 'yellow', ['radioOperator']).length).toBeLessThanOrEqual(40);
    }
  });

  it('reduces OS locales to es/en/it', () => {
    expect(langFromLocale('es-419')).toBe('es');
    expect(langFromLocale('en_GB')).toBe('en');
    expect(langFromLocale('it')).toBe('it');
    expect(langFromLocale('fr-FR')).toBe('es');
    expect(langFromLocale(undefined)).toBe('es');
  });
});

describe('placement', () => {
  it('tiles windows inside the work area, no overlap', () => {
    const rects = placeWindows(4, ONE);
    expect(rects).toHaveLength(4);
    for (const r of rects) {
      expect(intersectionArea(r, ONE[0]!.workArea)).toBe(r.width * r.height);
      expect(r.width).toBeGreaterThanOrEqual(MIN_SEAT_SIZE.width);
    }
    for (let i = 0; i < rects.length; i++) for (let j = i + 1; j < rects.length; j++) expect(intersectionArea(rects[i]!, rects[j]!)).toBe(0);
  });

  it('spreads seats over the displays in blocks (one team per screen)', () => {
    const rects = placeWindows(4, TWO);
    const onDisplay = (r: Rect) => TWO.findIndex((d) => intersectionArea(r, d.workArea) === r.width * r.height);
    expect(rects.map(onDisplay)).toEqual([0, 0, 1, 1]);
  });

  it('cascades when the screen is too small for a grid, staying on screen', () => {
    const small: DisplayInfo[] = [{ id: 1, workArea: { x: 0, y: 0, width: 1024, height: 700 } }];
    const rects = placeWindows(8, small);
    expect(rects).toHaveLength(8);
    for (const r of rects) expect(intersectionArea(r, small[0]!.workArea)).toBe(r.width * r.height);
  });

  it('works with no display information at all', () => {
    expect(placeWindows(2, [])).toHaveLength(2);
    expect(placeLobby([]).width).toBeGreaterThan(0);
  });

  it('reuses remembered bounds only while mostly visible', () => {
    expect(isUsable({ x: 100, y: 100, width: 800, height: 600 }, ONE)).toBe(true);
    expect(isUsable({ x: 2000, y: 100, width: 800, height: 600 }, ONE)).toBe(false); // monitor unplugged
    expect(isUsable({ x: 2000, y: 100, width: 800, height: 600 }, TWO)).toBe(true);
    expect(isUsable({ x: 1700, y: 0, width: 800, height: 600 }, ONE)).toBe(false);
    expect(isUsable({ x: 0, y: 0, width: 0, height: 600 }, ONE)).toBe(false);
  });
});

describe('WindowManager', () => {
  it('opens one lobby and focuses it when asked again', () => {
    const { manager, made } = setup();
    const id = manager.openLobby();
    expect(manager.openLobby()).toBe(id);
    expect(made).toHaveLength(1);
    expect(made[0]!.url).toBe(lobbyUrl());
    expect(made[0]!.focusCount).toBe(1);
    expect(manager.kindOf(id)).toBe('lobby');
    expect(manager.seatAssignment(id)).toBeUndefined();
  });

  it('opens one titled window per seat, voice seats on the voice page', () => {
    const { manager, made } = setup();
    const states = manager.openSeats(hotSeat());
    expect(made.map((w) => w.spec.title)).toEqual([
      'Rumbo — Azul · Capitán',
      'Rumbo — Azul · Ingeniero',
      'Rumbo — Amarillo · Capitán',
      'Rumbo — Amarillo · Operador de radio',
    ]);
    expect(states.every((s) => s.open)).toBe(true);
    const captain = made[0]!;
    expect(captain.url).toMatch(/^app:\/\/rumbo\/voice\/index\.html\?/);
    expect(made[1]!.url).toMatch(/^app:\/\/rumbo\/index\.html\?/);
    expect(parseSeatUrl(captain.url!)).toEqual({
      code: 'KXQ4',
      hostUrl: 'ws://127.0.0.1:47800/ws',
      team: 'blue',
      roles: ['captain'],
      name: 'Capitán – Azul',
      lang: 'es',
    });
    expect(manager.isVoiceWindow(captain.id)).toBe(true);
    expect(manager.isVoiceWindow(made[1]!.id)).toBe(false);
  });

  it('decides the seat from the window identity alone', () => {
    const { manager, made } = setup();
    manager.openSeats(hotSeat());
    const engineer = made[1]!;
    expect(manager.seatAssignment(engineer.id)).toEqual({
      code: 'KXQ4',
      hostUrl: 'ws://127.0.0.1:47800/ws',
      team: 'blue',
      roles: ['engineer'],
      name: 'Ingeniero – Azul',
      voice: false,
      lang: 'es',
    });
    expect(manager.seatAssignment(9999)).toBeUndefined();
    expect(manager.kindOf(9999)).toBeUndefined();
  });

  it('focuses an open seat instead of opening a second window', () => {
    const { manager, made } = setup();
    manager.openSeats(hotSeat());
    manager.openSeats(hotSeat({ seats: [{ team: 'blue', roles: ['captain'], voice: true }] }));
    expect(made).toHaveLength(4);
    expect(made[0]!.focusCount).toBe(1);
  });

  it('keeps a closed seat, with the token its window held, and rejoins on reopen', () => {
    const { manager, made, changes } = setup();
    manager.openSeats(hotSeat());
    const captain = made[0]!;
    const before = changes();
    // The renderer wrote its member token into its URL after joining (renderer/net/tokens.ts).
    captain.events.closed(`${captain.url}&token=tok-123`);
    expect(changes()).toBe(before + 1);
    expect(manager.kindOf(captain.id)).toBeUndefined();
    expect(manager.listSeats().find((s) => s.team === 'blue' && s.roles[0] === 'captain')).toMatchObject({ open: false });
    expect(manager.hasClosedSeats()).toBe(true);

    manager.reopenClosedSeats();
    expect(made).toHaveLength(5);
    const reopened = made[4]!;
    expect(reopened.spec.key).toBe(seatKey('blue', ['captain']));
    expect(parseSeatUrl(reopened.url!)?.token).toBe('tok-123');
    expect(manager.seatAssignment(reopened.id)?.token).toBe('tok-123');
    expect(manager.hasClosedSeats()).toBe(false);
  });

  it('ignores a token from another game in a closing URL', () => {
    const { manager, made } = setup();
    manager.openSeats(hotSeat());
    const w = made[0]!;
    w.events.closed(w.url!.replace('code=KXQ4', 'code=ZZZZ') + '&token=other');
    manager.reopenClosedSeats();
    expect(parseSeatUrl(made[4]!.url!)?.token).toBeUndefined();
  });

  it('remembers bounds per seat and reuses them while visible', () => {
    const first = setup(TWO);
    first.manager.openSeats(hotSeat());
    const moved = { x: 2100, y: 50, width: 900, height: 700 };
    first.made[0]!.events.moved(moved);
    expect(first.memory[seatKey('blue', ['captain'])]).toEqual(moved);

    const second = setup(TWO, first.memory);
    second.manager.openSeats(hotSeat());
    expect(second.made[0]!.spec.bounds).toEqual(moved);

    // Second monitor gone: the remembered place is off-screen, so the seat is placed again.
    const third = setup(ONE, first.memory);
    third.manager.openSeats(hotSeat());
    expect(isUsable(third.made[0]!.spec.bounds, ONE)).toBe(true);
  });

  it('places a new game seat set across the displays', () => {
    const { manager, made } = setup(TWO);
    manager.openSeats(hotSeat());
    const onSecond = made.map((w) => w.spec.bounds.x >= 1920);
    expect(onSecond).toEqual([false, false, true, true]);
  });

  it('replaces the seats when another game opens, and can open the same seat again at once', () => {
    const { manager, made } = setup();
    manager.openSeats(hotSeat());
    manager.openSeats(hotSeat({ code: 'NEW1', seats: [{ team: 'blue', roles: ['captain'], voice: false }] }));
    expect(made.slice(0, 4).every((w) => w.closed)).toBe(true);
    expect(made).toHaveLength(5);
    expect(manager.listSeats()).toEqual([{ team: 'blue', roles: ['captain'], voice: false, open: true }]);
    // The old windows' late 'closed' events do not disturb the new one.
    for (const w of made.slice(0, 4)) w.events.closed(w.url);
    expect(manager.kindOf(made[4]!.id)).toBe('seat');
    expect(manager.seatAssignment(made[4]!.id)?.code).toBe('NEW1');
  });

  it('drops a seat whose roles another seat of its team now holds (crew layout changed)', () => {
    const { manager, made } = setup();
    manager.openSeats(hotSeat({ seats: [{ team: 'blue', roles: ['captain'], voice: true }] }));
    manager.openSeats(hotSeat({ seats: [{ team: 'blue', roles: ['captain', 'firstMate'], voice: true }] }));
    expect(made[0]!.closed).toBe(true);
    expect(manager.listSeats()).toEqual([{ team: 'blue', roles: ['captain', 'firstMate'], voice: true, open: true }]);
    expect(made[1]!.spec.title).toBe('Rumbo — Azul · Capitán + Primer oficial');
  });

  it('forgets every seat when told (hosting stopped)', () => {
    const { manager, made } = setup();
    manager.openSeats(hotSeat());
    manager.forgetSeats();
    expect(made.every((w) => w.closed)).toBe(true);
    expect(manager.listSeats()).toEqual([]);
    expect(manager.seatAssignment(made[0]!.id)).toBeUndefined();
    expect(manager.currentHostUrl()).toBeUndefined();
  });

  it('tracks the last focused voice window for push-to-talk', () => {
    const { manager, made } = setup();
    manager.openSeats(hotSeat());
    expect(manager.lastFocusedVoiceWindow()).toBeUndefined();
    made[2]!.events.focused(); // yellow captain (voice)
    made[1]!.events.focused(); // blue engineer (no voice): does not change the target
    expect(manager.lastFocusedVoiceWindow()).toBe(made[2]!.id);
    made[2]!.events.closed(made[2]!.url);
    expect(manager.lastFocusedVoiceWindow()).toBeUndefined();
  });

  it('uses the requested language for titles and seat pages', () => {
    const { manager, made } = setup();
    manager.openSeats(hotSeat({ lang: 'it' }));
    expect(made[0]!.spec.title).toBe('Rumbo — Blu · Capitano');
    expect(parseSeatUrl(made[0]!.url!)?.lang).toBe('it');
  });
});
