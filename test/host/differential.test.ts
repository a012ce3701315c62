/**
 * Hidden information, differentially (issue 28.3): at every choice point of whole random games, every
 * legal alternative of a crew is applied through the host's broadcast layer, and what every device
 * outside that crew (the enemy crew's seats, a spectator) receives — frames, their number, their bytes
 * and which frame carries what — must be the same for every alternative the rules announce alike.
 *
 * What the rules announce of each command (`announced`) is written out here, narrowly:
 *  - a course: its direction; a torpedo, drone, detonation, scenario mine: its target; a sonar answer:
 *    its two facts; surfacing, STOP, resume, hull steps, dive, end of turn: the whole command;
 *  - a silence: only that it happened (not its direction, not its distance: 0 cells included);
 *  - a mine: only that one was laid (not where); a start position: nothing;
 *  - the First Mate's mark and the Engineer's cross: nothing (which gauge, which symbol, nor which of
 *    the two came first), except the damage of a breakdown the cross completes, which is announced;
 *  - the end of the game reveals everything (both subs and the whole log): no comparison there.
 * Anything else (a new command type) is taken as announced whole: it is compared with nothing.
 */
import { describe, expect, it } from 'vitest';
import { legalCommands, type Command, type GameState, type Team } from '../../shared/engine';
import { reduce } from '../../shared/engine';
import { playRandomGame } from '../support/random-game';
import { RUN_TIMEOUT } from '../support/run-budget';
import { BroadcastFork } from './support/broadcast-fork';

/** The part of `command` the rules announce to the other crew; alternatives with equal keys must look the same. */
function announced(before: GameState, command: Command): string {
  switch (command.type) {
    case 'silence':
    case 'mine':
    case 'place':
      return command.type;
    case 'mark':
      return 'crew step';
    case 'cross': {
      // A cross completing a panel or reactor line costs damage, and damage is announced.
      const after = reduce(before, command);
      const damaged = after.ok && after.state.subs[command.team].damage > before.subs[command.team].damage;
      return damaged ? `crew step, breakdown damage` : 'crew step';
    }
    default:
      return JSON.stringify(command);
  }
}

interface Tally {
  /** Choice points (state, crew, announcement) where two or more alternatives were compared. */
  groups: number;
  alternatives: number;
  /** Groups holding a silence of 0 cells and one that moved. */
  silenceZeroAndMoving: number;
  /** Groups holding both a mark and a cross. */
  markAndCross: number;
  mines: number;
  places: number;
}

/** Applies every legal alternative of `team` at `state`; checks outsiders' frames per announcement. */
function checkChoicePoint(fork: BroadcastFork, state: GameState, team: Team, tally: Tally, where: string): void {
  const groups = new Map<string, Command[]>();
  for (const command of legalCommands(state, team)) {
    const key = announced(state, command);
    groups.set(key, [...(groups.get(key) ?? []), command]);
  }
  const outsiders = fork.devices.filter((d) => d.team !== team).map((d) => d.label);
  for (const [key, alternatives] of groups) {
    if (alternatives.length < 2) continue;
    let first: { command: Command; frames: Map<string, string[]> } | null = null;
    let compared = 0;
    for (const command of alternatives) {
      const result = reduce(state, command);
      if (!result.ok || result.state.phase === 'over') continue; // the end reveals all
      const frames = fork.apply(state, command);
      if (!frames) continue;
      if (!first) {
        first = { command, frames };
        continue;
      }
      compared++;
      for (const label of outsiders) {
        const a = first.frames.get(label)!;
        const b = frames.get(label)!;
        const what = `${where}, ${team} "${key}": ${label} after ${JSON.stringify(first.command)} vs ${JSON.stringify(command)}`;
        expect(b.length, `${what}: number of frames`).toBe(a.length);
        expect(b.map((f) => Buffer.byteLength(f)), `${what}: frame sizes`).toEqual(a.map((f) => Buffer.byteLength(f)));
        expect(b, what).toEqual(a);
      }
    }
    if (compared === 0) continue;
    tally.groups++;
    tally.alternatives += compared + 1;
    const silences = alternatives.filter((c): c is Extract<Command, { type: 'silence' }> => c.type === 'silence');
    if (silences.some((c) => c.distance === 0) && silences.some((c) => c.distance > 0)) tally.silenceZeroAndMoving++;
    if (alternatives.some((c) => c.type === 'mark') && alternatives.some((c) => c.type === 'cross')) tally.markAndCross++;
    if (key === 'mine') tally.mines++;
    if (key === 'place') tally.places++;
  }
}

/** Per setup: its games' seeds, and how often each kind of secret must at least have been branched on. */
const SETUPS = [
  ['turn by turn', { mode: 'turn', mapId: 'alpha-10' }, [11, 23, 37, 41], { groups: 100, silenceZeroAndMoving: 3, markAndCross: 20, mines: 5 }],
  ['real time', { mode: 'realtime', mapId: 'alpha-15' }, [5, 17, 29], { groups: 100, silenceZeroAndMoving: 3, markAndCross: 20, mines: 5 }],
  // Family: no First Mate, Engineer nor mines; its silence is always one cell.
  ['Family', { edition: 'family', mode: 'turn', mapId: 'volcano' }, [7, 19, 31], { groups: 30, silenceZeroAndMoving: 0, markAndCross: 0, mines: 0 }],
] as const;

describe('hidden information: every alternative of a crew looks the same to everyone else unless announced', { timeout: RUN_TIMEOUT }, () => {
  it.each(SETUPS)('%s: whole random games, every choice point, every legal alternative', (_name, settings, seeds, least) => {
    const tally: Tally = { groups: 0, alternatives: 0, silenceZeroAndMoving: 0, markAndCross: 0, mines: 0, places: 0 };
    for (const seed of seeds) {
      const game = playRandomGame(settings, seed, 240);
      const fork = new BroadcastFork(game.settings, game.seed);
      game.states.forEach((state, i) => {
        if (state.phase === 'over') return;
        for (const team of ['blue', 'yellow'] as const) checkChoicePoint(fork, state, team, tally, `seed ${seed}, step ${i}`);
      });
    }
    // Non-vacuous: it branched at many choice points, on every kind of secret the edition has.
    expect(tally.groups).toBeGreaterThan(least.groups);
    expect(tally.silenceZeroAndMoving).toBeGreaterThanOrEqual(least.silenceZeroAndMoving);
    expect(tally.markAndCross).toBeGreaterThanOrEqual(least.markAndCross);
    expect(tally.mines).toBeGreaterThanOrEqual(least.mines);
    expect(tally.places).toBeGreaterThanOrEqual(2 * seeds.length);
  });
});
