/**
 * No timing tell: what a crew (and a spectator) receives must not depend on what the enemy does in
 * secret. Two games that differ only in the enemy's hidden choices — where it placed, which gauge its
 * First Mate marked, which symbol its Engineer crossed, how far its silence went, where it laid a mine —
 * must give our seats the same stream of messages, frame for frame and in number, for as long as the
 * difference has had no public consequence (the mirror engine says when: our view or what we heard
 * differs).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  eventsFor,
  legalCommands,
  reduce,
  viewFor,
  type Command,
  type GameEvent,
  type GameState,
  type Seat,
  type Team,
} from '../../shared/engine';
import { nextRandom } from '../../shared/engine/rng';
import { RUN_TIMEOUT } from '../support/run-budget';
import type { HostMessage } from '../../shared/protocol';
import { GameRoom, type MemberSink } from '../../electron/host/game-room';
import { seatLayout } from '../../electron/host/lobby';
import { LOG_FORMAT, type GameHeader } from '../../electron/host/store';
import { playRandomGame } from '../support/random-game';
import { NULL_LOG, QUIET_ROOM } from './support/broadcast-fork';
import { bodyOf } from './support/table';

const US: Team = 'blue';
const ENEMY: Team = 'yellow';
/**
 * Commands whose details only the enemy crew knows (the type is announced or implied, the rest not).
 * (Where it placed is a secret too, but every later course of A would then be another course.)
 */
const SECRET = new Set<Command['type']>(['mark', 'cross', 'silence', 'mine']);
/** Steps a crew takes quietly after its captain's course (the number of them is a secret too). */
const QUIET = new Set<Command['type']>(['mark', 'cross']);


class Recorder implements MemberSink {
  readonly frames: string[] = [];
  deliver(message: HostMessage, text: string): void {
    // A fresh member's token is random in every game; the rest must match byte for byte.
    this.frames.push(message.type === 'joined' ? JSON.stringify({ ...message, token: '' }) : text);
  }
  detached(): void {}
}

interface Run {
  /** Frames each of our members (and the spectator) received, by member name. */
  readonly streams: Record<string, string[]>;
}

/** Seats everyone in a fresh room (one member per seat, one spectator), plays `commands`, records. */
function playOnHost(seed: number, fullSettings: GameState['settings'], commands: readonly Command[]): Run {
  const header: GameHeader = {
    t: 'game',
    format: LOG_FORMAT,
    id: 'gtell',
    code: 'TELL',
    createdAt: 0,
    settings: fullSettings,
    seed,
    options: { openSpectator: false, assistant: 'off' },
    creator: null,
  };
  const room = GameRoom.create(header, NULL_LOG, QUIET_ROOM);
  const members: { id: string; team: Team; roles: readonly string[]; sink: Recorder; seq: number; name: string }[] = [];
  for (const team of [US, ENEMY]) {
    for (const roles of seatLayout(fullSettings.edition, fullSettings.crews[team])) {
      const sink = new Recorder();
      const name = `${team}:${roles.join('+')}`;
      const joined = room.join(sink, name, undefined);
      if ('code' in joined) throw new Error(joined.detail);
      expect(room.takeSeat(joined.memberId, team, roles)).toBeNull();
      expect(room.ready(joined.memberId, true)).toBeNull();
      members.push({ id: joined.memberId, team, roles, sink, seq: 0, name });
    }
  }
  const spectator = new Recorder();
  room.join(spectator, 'spectator', undefined);
  expect(room.start(members[0]!.id)).toBeNull();
  for (const command of commands) {
    const member = members.find((m) => m.team === command.team && m.roles.includes(command.role))!;
    const outcome = room.command(member.id, ++member.seq, bodyOf(command), member.sink);
    expect(outcome, `${command.team} ${command.type}`).toEqual({ ok: true });
  }
  room.close();
  const streams: Record<string, string[]> = { spectator: spectator.frames };
  // The seq answers (`accepted`) go to the sender only; ours are the same in both games by construction.
  for (const m of members) if (m.team === US) streams[m.name] = m.sink.frames;
  return { streams };
}

/**
 * Game B: game A's commands with the enemy's secrets chosen again at random. Quiet steps that B's
 * enemy does not owe are dropped, and ones it owes are taken (any legal one) before its next public
 * step. Stops where our crew's view or what it heard first differs (a public consequence). Returns
 * both command lists up to there and how many secrets were chosen differently.
 */
function secretTwin(a: { states: GameState[]; commands: Command[]; events: GameEvent[][] }, choiceSeed: number) {
  let rng = choiceSeed;
  const random = () => {
    const r = nextRandom(rng);
    rng = r.state;
    return r.value;
  };
  const us: Seat = { team: US, roles: ['captain', 'firstMate', 'engineer', 'radioOperator'] };
  const spectator: Seat = { team: null };
  let state = a.states[0]!;
  const b: Command[] = [];
  let differences = 0;
  let prefix = 0;
  let kept = 0;
  for (const [i, original] of a.commands.entries()) {
    const heard: GameEvent[] = [];
    const apply = (command: Command): boolean => {
      const result = reduce(state, command);
      if (!result.ok) return false;
      state = result.state;
      heard.push(...result.events);
      b.push(command);
      return true;
    };
    let command: Command | null = original;
    if (original.team === ENEMY && SECRET.has(original.type)) {
      const alternatives = legalCommands(state, ENEMY).filter(
        (c) => c.type === original.type && c.role === original.role && (c.type !== 'silence' || original.type !== 'silence' || c.direction === original.direction),
      );
      if (alternatives.length === 0) {
        if (!QUIET.has(original.type)) break;
        command = null; // B's enemy does not owe this quiet step.
      } else {
        // A silence goes 0 where A's went further and the other way round: its crew then owes other steps.
        const contrary = alternatives.filter((c) => c.type === 'silence' && original.type === 'silence' && (c.distance === 0) !== (original.distance === 0));
        const pool = contrary.length > 0 ? contrary : alternatives;
        command = pool[Math.floor(random() * pool.length)]!;
        if (JSON.stringify(command) !== JSON.stringify(original)) differences++;
      }
    }
    if (command && !reduce(state, command).ok) {
      // B's enemy owes quiet steps A's did not: it takes them first.
      for (let guard = 0; guard < 4 && !reduce(state, command).ok; guard++) {
        const owed = legalCommands(state, ENEMY).filter((c) => QUIET.has(c.type));
        if (owed.length === 0) break;
        apply(owed[Math.floor(random() * owed.length)]!);
        differences++;
      }
    }
    if (command && !apply(command)) break;
    const after = a.states[i + 1]!;
    if (after.phase === 'over' || state.phase === 'over') break;
    const same = [us, spectator].every(
      (seat) =>
        JSON.stringify(viewFor(after, seat)) === JSON.stringify(viewFor(state, seat)) &&
        JSON.stringify(eventsFor(a.events[i]!, seat)) === JSON.stringify(eventsFor(heard, seat)),
    );
    if (!same) break;
    prefix = i + 1;
    kept = b.length;
  }
  return { a: a.commands.slice(0, prefix), b: b.slice(0, kept), differences };
}

/**
 * At the first point of `game` where the enemy captain may go silent both 0 and 1–4 cells: A goes
 * further (its crew then marks and crosses), B stays put (its crew owes nothing). Both then go on
 * with the same public steps (the enemy ends its turn, we steer). Null when the game never allows it.
 */
const OUR_CREW: Seat = { team: US, roles: ['captain', 'firstMate', 'engineer', 'radioOperator'] };
const SPECTATOR: Seat = { team: null };

function silenceBranches(game: { states: GameState[]; commands: Command[] }, choiceSeed: number): { a: Command[]; b: Command[] } | null {
  for (const [i, state] of game.states.entries()) {
    if (state.phase !== 'playing') continue;
    const silences = legalCommands(state, ENEMY).filter((c): c is Extract<Command, { type: 'silence' }> => c.type === 'silence');
    const still = silences.find((c) => c.distance === 0);
    const moving = silences.filter((c) => c.distance > 0);
    if (!still || moving.length === 0) continue;
    const prefix = game.commands.slice(0, i);
    let a = state;
    const aCommands = [...prefix];
    const step = (command: Command): boolean => {
      const result = reduce(a, command);
      if (!result.ok) return false;
      a = result.state;
      aCommands.push(command);
      return true;
    };
    step(moving[choiceSeed % moving.length]!);
    // Only steps nobody else hears: a cross that breaks a circuit down costs the enemy a damage everyone is
    // told of (a public consequence of the distance, as in the game; seed 284728100 found one).
    const unheard = (c: Command) => {
      const result = reduce(a, c);
      return result.ok && [OUR_CREW, SPECTATOR].every((seat) => eventsFor(result.events, seat).length === 0);
    };
    let told = false;
    for (let guard = 0; guard < 4; guard++) {
      const owed = legalCommands(a, ENEMY).filter((c) => QUIET.has(c.type));
      if (owed.length === 0) break;
      const quiet = owed.filter(unheard);
      if (quiet.length === 0) {
        told = true;
        break;
      }
      step(quiet[(choiceSeed >> guard) % quiet.length]!);
    }
    if (told) continue;
    let b = reduce(state, still);
    if (!b.ok) return null;
    const bCommands = [...prefix, still];
    for (const next of [{ type: 'endTurn', team: ENEMY, role: 'captain' } as Command, ...legalCommands(a, US).filter((c) => c.type === 'course')]) {
      const inB = reduce(b.state, next);
      if (!inB.ok || !reduce(a, next).ok) continue;
      step(next);
      b = inB;
      bCommands.push(next);
      if (next.team === US) break;
    }
    return aCommands.length > bCommands.length ? { a: aCommands, b: bCommands } : null;
  }
  return null;
}

const SETUPS = [
  ['turn by turn', { mode: 'turn', mapId: 'alpha-10' }],
  ['real time', { mode: 'realtime', mapId: 'alpha-15' }],
] as const;

describe('no timing tell: our messages do not depend on the enemy\'s secrets', { timeout: RUN_TIMEOUT }, () => {
  it.each(SETUPS)('%s: random whole games and their secret twins give our seats identical streams', (_name, settings) => {
    let differences = 0;

    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 30 }), fc.integer({ min: 1, max: 2 ** 30 }), (seed, choiceSeed) => {
        const game = playRandomGame(settings, seed, 400);
        const twin = secretTwin(game, choiceSeed);
        differences += twin.differences;
        const a = playOnHost(game.seed, game.settings, twin.a);
        const b = playOnHost(game.seed, game.settings, twin.b);
        for (const name of Object.keys(a.streams)) {
          expect(b.streams[name]!.length, `${name}: number of frames`).toBe(a.streams[name]!.length);
          expect(b.streams[name], name).toEqual(a.streams[name]);
        }
      }),
      { numRuns: 12 },
    );
    // The property means something only if the enemy's secrets did differ.
    expect(differences).toBeGreaterThan(12);
  });

  // Turn by turn this held only once a silence passed the turn at once whatever its distance (issue
  // 28.3): before, one of 0 cells passed it with the silence and one of 1–4 after the crew's marks.
  it.each(SETUPS)('%s: an enemy silence of 0 cells (no crew steps after it) or 1–4 (a mark and a cross) looks the same to us', (_name, settings) => {
    let branched = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 30 }), fc.integer({ min: 0, max: 2 ** 20 }), (seed, choiceSeed) => {
        const game = playRandomGame(settings, seed, 400);
        const branches = silenceBranches(game, choiceSeed);
        if (!branches) return;
        branched++;
        const a = playOnHost(game.seed, game.settings, branches.a);
        const b = playOnHost(game.seed, game.settings, branches.b);
        for (const name of Object.keys(a.streams)) {
          expect(b.streams[name]!.length, `${name}: number of frames`).toBe(a.streams[name]!.length);
          expect(b.streams[name], name).toEqual(a.streams[name]);
        }
      }),
      { numRuns: 32 },
    );
    // About 70 % of random games reach a silence to branch on; 8 runs fell to 2 branched about once in
    // a dozen runs of the suite. 32 runs and more than 8 branched leave the check meaningful and steady.
    expect(branched).toBeGreaterThan(8);
  });
});
