import { describe, expect, it } from 'vitest';
import { getMap, torpedoReach, type GameEvent } from '../../shared/engine';
import { createTracker, hypothesisCount, positions, sectorsOf, track, trackAll } from '../../shared/solver';
import { at, cells, pinned, say, yellowAfter } from './support/events';

const MAP = 'training-15';
const RT = { mapId: MAP, edition: 'base', mode: 'realtime' } as const;
const FAMILY = { mapId: 'archipelago', edition: 'family', mode: 'turn' } as const;
const course = (direction: 'N' | 'E' | 'S' | 'W'): GameEvent => say({ type: 'course', team: 'yellow', direction });
const silence = say({ type: 'silence', team: 'yellow' });
const sea = (mapId: string) => getMap(mapId)!.island.filter((island) => !island).length;

describe('tracker: courses, edges, islands and the own route', () => {
  it('starts anywhere at sea', () => {
    expect(positions(createTracker(RT, 'yellow'))).toHaveLength(sea(MAP));
  });

  it('fourteen courses east leave only the east edge, minus rows an island cuts', () => {
    const tracker = yellowAfter(RT, Array.from({ length: 14 }, () => course('E')));
    // Islands on rows 5, 6 (J), 10 (C and M) and 13 (F) cut those rows.
    expect(positions(tracker)).toEqual(cells(MAP, 'O1', 'O2', 'O3', 'O4', 'O7', 'O8', 'O9', 'O11', 'O12', 'O14', 'O15'));
  });

  it('a traced path that would cross an island is not a possible position (rulebook)', () => {
    const around = say({ type: 'blast', team: 'yellow', hit: 'indirect', cell: at(MAP, 'J8') });
    const tracker = yellowAfter(RT, [around, course('N'), course('N')]);
    // Of the 8 cells around J8 only J7 dies: its path north runs into the island at J6.
    expect(positions(tracker)).toEqual(cells(MAP, 'I5', 'K5', 'I6', 'K6', 'I7', 'J7', 'K7'));
    expect(hypothesisCount(tracker)).toBe(7);
  });

  it('when every story dies (events missed), it says so and starts over, approximate', () => {
    const tracker = yellowAfter(RT, [pinned(MAP, 'J8'), course('N'), course('N')]);
    expect(tracker.restarts).toBe(1);
    expect(tracker.approximate).toBe(true);
    expect(positions(tracker)).toHaveLength(sea(MAP));
  });

  it('the sub may not re-enter its own route…', () => {
    const tracker = yellowAfter(RT, [pinned(MAP, 'H8'), course('N'), course('E'), course('S'), course('W')]);
    expect(tracker.restarts).toBe(1);
  });

  it('…until a surfacing erases the route', () => {
    const tracker = yellowAfter(RT, [
      pinned(MAP, 'H8'),
      course('N'),
      course('E'),
      course('S'),
      say({ type: 'surfaced', team: 'yellow', sector: 5, cell: null }),
      course('W'),
    ]);
    expect(tracker.restarts).toBe(0);
    expect(positions(tracker)).toEqual(cells(MAP, 'H8'));
  });

  it('the other sub’s courses change nothing', () => {
    const tracker = yellowAfter(RT, [pinned(MAP, 'H8'), say({ type: 'course', team: 'blue', direction: 'N' })]);
    expect(positions(tracker)).toEqual(cells(MAP, 'H8'));
  });
});

describe('tracker: silence', () => {
  it('branches 0–4 cells in each of the four directions', () => {
    const tracker = yellowAfter(RT, [pinned(MAP, 'H8'), silence]);
    const expected = ['H8', 'H7', 'H6', 'H5', 'H4', 'H9', 'H10', 'H11', 'H12', 'G8', 'F8', 'E8', 'D8', 'I8', 'J8', 'K8', 'L8'];
    expect(positions(tracker)).toEqual(cells(MAP, ...expected));
    expect(hypothesisCount(tracker)).toBe(17);
    expect(tracker.silences).toBe(1);
  });

  it('stops at islands and edges', () => {
    const tracker = yellowAfter(RT, [pinned(MAP, 'J8'), course('N'), silence]);
    // From J7: north is J6, an island; south J8 is on the route; east to N7, west to F7.
    expect(positions(tracker)).toEqual(cells(MAP, 'J7', 'K7', 'L7', 'M7', 'N7', 'I7', 'H7', 'G7', 'F7'));
    const corner = yellowAfter(RT, [pinned(MAP, 'A1'), silence]);
    expect(positions(corner)).toEqual(cells(MAP, 'A1', 'B1', 'C1', 'D1', 'E1', 'A2', 'A3', 'A4', 'A5'));
  });

  it('respects each hypothesis’ own route', () => {
    const tracker = yellowAfter(RT, [pinned(MAP, 'H8'), course('E'), silence]);
    expect(positions(tracker)).not.toContain(at(MAP, 'H8'));
    expect(positions(tracker)).not.toContain(at(MAP, 'G8'));
    expect(positions(tracker)).toContain(at(MAP, 'M8'));
  });

  it('merges identical stories: east 1 then east 1 is east 2 then nothing', () => {
    const tracker = yellowAfter(RT, [pinned(MAP, 'H8'), silence, silence]);
    const stories = new Set<string>();
    const { set } = tracker;
    for (let i = 0; i < set.count; i++) stories.add(`${set.pos[i]}:${set.routes.subarray(i * set.words, (i + 1) * set.words).join(',')}`);
    expect(stories.size).toBe(set.count);
    expect(set.count).toBeLessThan(17 * 17);
  });

  it('Family: exactly one cell, never zero', () => {
    const tracker = yellowAfter(FAMILY, [pinned('archipelago', 'E1'), silence]);
    expect(positions(tracker)).toEqual(cells('archipelago', 'D1', 'F1', 'E2'));
  });
});

describe('tracker: surfacing, sonar, drone', () => {
  it('surfacing: only the announced sector, and a fresh route', () => {
    const tracker = yellowAfter(RT, [say({ type: 'surfaced', team: 'yellow', sector: 9, cell: null })]);
    expect(sectorsOf(tracker)).toEqual([9]);
    expect(hypothesisCount(tracker)).toBe(positions(tracker).length);
  });

  it('Family surfacing names the cell', () => {
    const cell = at('archipelago', 'C3');
    const tracker = yellowAfter(FAMILY, [say({ type: 'surfaced', team: 'yellow', sector: 1, cell })]);
    expect(positions(tracker)).toEqual([cell]);
  });

  it('sonar: exactly one of the two facts is true', () => {
    const facts = [
      { kind: 'column', value: 2 },
      { kind: 'sector', value: 1 },
    ] as const;
    const possible = positions(yellowAfter(RT, [say({ type: 'sonarAnswer', team: 'yellow', facts })]));
    expect(possible).toContain(at(MAP, 'C8')); // column C, not sector 1
    expect(possible).toContain(at(MAP, 'A1')); // sector 1, not column C
    expect(possible).not.toContain(at(MAP, 'C2')); // both true
    expect(possible).not.toContain(at(MAP, 'H8')); // both false
  });

  it('sonar (rulebook): enemy at L14 answering “column L, sector 6” stays possible', () => {
    const facts = [
      { kind: 'column', value: 11 },
      { kind: 'sector', value: 6 },
    ] as const;
    expect(positions(yellowAfter(RT, [say({ type: 'sonarAnswer', team: 'yellow', facts })]))).toContain(at(MAP, 'L14'));
  });

  it('Family sonar: the one fact is the truth', () => {
    const facts = [{ kind: 'row', value: 4 }] as const;
    const possible = positions(yellowAfter(FAMILY, [say({ type: 'sonarAnswer', team: 'yellow', facts })]));
    expect(new Set(possible.map((c) => Math.floor(c / 10)))).toEqual(new Set([4]));
  });

  it('the hunter’s drone answers about the hunted; the hunted’s own drone says nothing about it', () => {
    const yes = yellowAfter(RT, [say({ type: 'drone', team: 'blue', sector: 4, answer: true })]);
    expect(sectorsOf(yes)).toEqual([4]);
    const no = yellowAfter(RT, [say({ type: 'drone', team: 'blue', sector: 4, answer: false })]);
    expect(sectorsOf(no)).toEqual([1, 2, 3, 5, 6, 7, 8, 9]);
    const theirs = yellowAfter(RT, [say({ type: 'drone', team: 'yellow', sector: 4, answer: true })]);
    expect(positions(theirs)).toHaveLength(sea(MAP));
  });
});

describe('tracker: weapons', () => {
  it('blast results: direct on the cell, indirect on the 8 around it, none farther', () => {
    const cell = at(MAP, 'H8');
    expect(positions(yellowAfter(RT, [say({ type: 'blast', team: 'yellow', hit: 'direct', cell })]))).toEqual([cell]);
    expect(positions(yellowAfter(RT, [say({ type: 'blast', team: 'yellow', hit: 'indirect', cell })]))).toEqual(
      cells(MAP, 'G7', 'H7', 'I7', 'G8', 'I8', 'G9', 'H9', 'I9'),
    );
    const none = positions(yellowAfter(RT, [say({ type: 'blast', team: 'yellow', hit: 'none', cell })]));
    expect(none).toHaveLength(sea(MAP) - 9);
    expect(none).toContain(at(MAP, 'J8'));
    // The other sub's result at the same blast says nothing about this one.
    expect(positions(yellowAfter(RT, [say({ type: 'blast', team: 'blue', hit: 'direct', cell })]))).toHaveLength(sea(MAP));
  });

  it('Family: a torpedo hits the exact cell only, so "none" rules out just that cell', () => {
    const cell = at('archipelago', 'E5');
    const none = positions(yellowAfter(FAMILY, [say({ type: 'blast', team: 'yellow', hit: 'none', cell })]));
    expect(none).toHaveLength(sea('archipelago') - 1);
    expect(none).not.toContain(cell);
  });

  it('the hunted sub’s torpedo: it fired from within reach of the impact, around islands', () => {
    const impact = at(MAP, 'J4');
    const tracker = yellowAfter(RT, [say({ type: 'torpedo', team: 'yellow', cell: impact })]);
    const reach = [...torpedoReach(getMap(MAP)!, impact, true)].sort((a, b) => a - b);
    expect(positions(tracker)).toEqual(reach);
    expect(positions(tracker)).not.toContain(at(MAP, 'J7')); // behind the J5–J6 island: 5 steps round it
    const overIslands = yellowAfter({ ...RT, flags: { torpedoBlockedByIslands: false } }, [say({ type: 'torpedo', team: 'yellow', cell: impact })]);
    expect(positions(overIslands)).toContain(at(MAP, 'J7'));
  });

  it('Family: the hunted sub’s torpedo lands in its own sector', () => {
    const tracker = yellowAfter(FAMILY, [say({ type: 'torpedo', team: 'yellow', cell: at('archipelago', 'H8') })]);
    expect(sectorsOf(tracker)).toEqual([4]);
  });

  it('mine laid: the sub had a free cell around it', () => {
    const tracker = yellowAfter(RT, [pinned(MAP, 'H8'), say({ type: 'mineLaid', team: 'yellow' })]);
    expect(positions(tracker)).toEqual(cells(MAP, 'H8'));
  });
});

describe('tracker: Delta ice', () => {
  const DELTA = { mapId: 'delta-15', edition: 'base', mode: 'realtime' } as const;
  const holes = getMap('delta-15')!.iceHoles;
  it('surfacing without ice damage: in a hole', () => {
    const tracker = yellowAfter(DELTA, [say({ type: 'surfaced', team: 'yellow', sector: 4, cell: null })]);
    expect(positions(tracker).every((c) => holes.includes(c))).toBe(true);
    expect(positions(tracker).length).toBeGreaterThan(0);
  });

  it('ice damage then surfacing: not in a hole', () => {
    const tracker = yellowAfter(DELTA, [
      say({ type: 'damage', team: 'yellow', amount: 1, total: 1, cause: 'ice' }),
      say({ type: 'surfaced', team: 'yellow', sector: 4, cell: null }),
    ]);
    expect(positions(tracker).some((c) => holes.includes(c))).toBe(false);
    expect(tracker.iceDamage).toBe(false);
  });
});

describe('tracker: bounded memory', () => {
  it('over the cap, hypotheses merge by position: same positions, flagged approximate', () => {
    const events = [course('E'), silence, course('S'), silence];
    const exact = yellowAfter(RT, events);
    const capped = yellowAfter(RT, events, { cap: 500 });
    expect(exact.approximate).toBe(false);
    expect(capped.approximate).toBe(true);
    expect(capped.merges).toBeGreaterThan(0);
    expect(positions(capped)).toEqual(positions(exact));
    expect(hypothesisCount(capped)).toBeLessThanOrEqual(500);
  });

  it('a surfacing down to one position makes it exact again', () => {
    const capped = yellowAfter(RT, [course('E'), silence, silence], { cap: 100 });
    expect(capped.approximate).toBe(true);
    const pinnedDown = trackAll(capped, [pinned(MAP, 'H8'), say({ type: 'surfaced', team: 'yellow', sector: 5, cell: null })]);
    expect(pinnedDown.approximate).toBe(false);
  });

  it('never changes the tracker it was given', () => {
    const before = yellowAfter(RT, [pinned(MAP, 'H8')]);
    const snapshot = positions(before);
    track(before, silence);
    expect(positions(before)).toEqual(snapshot);
  });
});
