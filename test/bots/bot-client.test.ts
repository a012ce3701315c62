import { describe, expect, it } from 'vitest';
import { crewSeat, defaultSettings, eventsFor, viewFor, type GameEvent } from '../../shared/engine';
import { BotClient, crewSeats, playMatch } from '../../shared/bots';
import { parseClientMessage } from '../../shared/protocol';

describe('a bot as a protocol client', () => {
  it('answers state messages with command messages the host parses; the team comes from the seat', () => {
    const settings = defaultSettings({ mode: 'realtime', mapId: 'alpha-15' });
    const seats = ['blue', 'yellow'].flatMap((team) => crewSeats(team as 'blue', 'base', 'full').map((seat) => ({ seat, level: 2 as const })));
    let sent = 0;
    const result = playMatch(settings, seats, { seed: 3, maxCommands: 300, onApplied: () => sent++ });
    expect(result.rejections).toEqual([]);
    expect(sent).toBe(result.commands);
    expect(sent).toBeGreaterThan(50);
  });

  it('a rejoin (a full state with the whole log) forgets what it knew and rebuilds from the log', () => {
    const settings = defaultSettings({ mode: 'turn', mapId: 'bravo-10' });
    const seat = crewSeat('blue', ['captain']);
    const log: GameEvent[] = [];
    let moment: { view: ReturnType<typeof viewFor>; heard: number } | null = null;
    const seats = [
      { seat, level: 2 as const },
      ...crewSeats('blue', 'base', 'full').slice(1).map((s) => ({ seat: s, level: 2 as const })),
      ...crewSeats('yellow', 'base', 'solo').map((s) => ({ seat: s, level: 1 as const })),
    ];
    playMatch(settings, seats, {
      seed: 5,
      maxCommands: 200,
      onApplied: (state, events) => {
        log.push(...events);
        // A moment when blue's Captain must give an order: its answer can be compared.
        if (state.phase === 'playing' && state.turn?.team === 'blue' && state.turn.step === 'course') {
          moment = { view: viewFor(state, seat), heard: log.length };
        }
      },
    });
    expect(moment).not.toBeNull();
    const { view, heard } = moment!;
    const events = eventsFor(log.slice(0, heard), seat);
    const stale = new BotClient(seat, 2, 11);
    stale.onState({ view, events: events.slice(0, 30), full: true });
    const rejoined = stale.onState({ view, events, full: true });
    const fresh = new BotClient(seat, 2, 11).onState({ view, events, full: true });
    expect(rejoined?.type).toBe('command');
    // Same order; only the sequence number keeps growing, as the protocol wants.
    expect({ ...rejoined, seq: 0 }).toEqual({ ...fresh, seq: 0 });
    const parsed = parseClientMessage(JSON.stringify(rejoined));
    expect(parsed.ok).toBe(true);
    expect(JSON.stringify(rejoined)).not.toContain('"team"');
  });
});
