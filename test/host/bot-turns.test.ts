/**
 * Bots take turns (issue 28.2): bot games started together stay in step, and their pace timers
 * used to fire in one block, every bot that acted in that millisecond ahead of a player's ping.
 * Now a timer only marks the decision due; the acts are turns shared round-robin, a few per loop
 * iteration, with the loop reading sockets between them. The turns here run by hand, one at a time.
 */
import { describe, expect, it } from 'vitest';
import { BotSeat, type BotDoor } from '../../electron/host/bot-seat';
import { Turns } from '../../electron/host/turns';
import { createGame, defaultSettings, viewFor, type Seat } from '../../shared/engine';
import type { HostMessage } from '../../shared/protocol';

const SEAT: Seat = { team: 'blue', roles: ['captain', 'firstMate', 'engineer', 'radioOperator'] };
const PER_TURN = 2;

/** A `Turns` whose turns wait in a queue until the test runs the next one. */
function handTurns() {
  const queued: (() => void)[] = [];
  return { turns: new Turns(PER_TURN, (run) => void queued.push(run)), next: () => queued.shift()?.(), waiting: () => queued.length };
}

function startState(seed: number): HostMessage {
  const created = createGame(defaultSettings({ mode: 'turn' }), seed);
  if (!created.ok) throw new Error(created.reason);
  return { type: 'state', gameId: `g${seed}`, view: viewFor(created.state, SEAT), events: [], full: true };
}

describe('bots take turns', () => {
  it('twelve bots due in the same millisecond act at most two per loop turn, each once', async () => {
    const acts: string[] = [];
    let turn = 0;
    const actedIn: number[] = [];
    const door: BotDoor = {
      command: (memberId) => {
        acts.push(memberId);
        actedIn.push(turn);
      },
    };
    const { turns, next, waiting } = handTurns();
    const bots = Array.from({ length: 12 }, (_, i) => new BotSeat(door, `bot${i}`, SEAT, 1, i, 3, 'turn', (e) => { throw e; }, turns));
    bots.forEach((bot, i) => bot.deliver(startState(i + 1)));
    // Thinking is turns too: two states per turn, and nothing is sent before the pace is over.
    let thinkingTurns = 0;
    while (waiting() > 0) {
      next();
      thinkingTurns++;
    }
    expect(thinkingTurns).toBe(12 / PER_TURN);
    expect(acts).toEqual([]);
    // Every pace timer (1 ms) fires; each only marks its bot due.
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(acts).toEqual([]);
    while (waiting() > 0) {
      turn++;
      next();
    }
    expect([...acts].sort()).toEqual(bots.map((b) => b.memberId).sort());
    for (let t = 1; t <= turn; t++) expect(actedIn.filter((x) => x === t).length).toBeLessThanOrEqual(PER_TURN);
    bots.forEach((b) => b.stop());
  });

  it('a stopped or paused bot takes no turn; resumed, it acts on its decision', async () => {
    const acts: string[] = [];
    const door: BotDoor = { command: (memberId) => void acts.push(memberId) };
    const { turns, next, waiting } = handTurns();
    const [paused, stopped] = [0, 1].map((i) => new BotSeat(door, `bot${i}`, SEAT, 1, i, 3, 'turn', (e) => { throw e; }, turns)) as [BotSeat, BotSeat];
    paused.deliver(startState(1));
    stopped.deliver(startState(2));
    while (waiting() > 0) next();
    paused.setPaused(true);
    stopped.stop();
    await new Promise((resolve) => setTimeout(resolve, 30));
    while (waiting() > 0) next();
    expect(acts).toEqual([]);
    paused.setPaused(false);
    await new Promise((resolve) => setTimeout(resolve, 30));
    while (waiting() > 0) next();
    expect(acts).toEqual(['bot0']);
  });
});
