import { DIRECTIONS, otherTeam, step, type Command, type GameView } from '../engine';
import { baseCaptainCommand } from './captain/base-turn';
import { chargeAfter, NO_CHARGE } from './captain/enemy-charge';
import { familyCaptainCommand } from './captain/family-turn';
import type { CaptainMemory } from './captain/memory';
import { Situation } from './captain/situation';
import { answerSonar } from './captain/sonar-answer';
import { enemyTracker, exposureTracker, hear } from './enemy-tracker';
import { roll } from './random';
import type { BotLevel, RoleBot } from './types';
import { seatTeam } from './view-state';

export type { CaptainMemory } from './captain/memory';

/**
 * The Captain. Level 1 wanders safely and fires at any cell the enemy might be on; level 2
 * hunts with the solver: it closes in on the likely area, narrows it with drone and sonar, fires
 * when a blast is likely to pay, slips away in silence when exposed, surfaces in good time, and
 * answers sonar giving away as little as the rules allow.
 */
export function CaptainBot(level: BotLevel): RoleBot<CaptainMemory> {
  return {
    role: 'captain',
    init: (view, seed) => ({
      level,
      rng: seed,
      enemy: enemyTracker(view),
      exposure: level === 2 ? exposureTracker(view) : null,
      firedAt: -1_000,
      charge: NO_CHARGE,
    }),
    observe: (memory, view, heard) => ({
      ...memory,
      charge: chargeAfter(memory.charge, heard, otherTeam(seatTeam(view))),
      enemy: hear(memory.enemy, heard),
      exposure: memory.exposure ? hear(memory.exposure, heard) : null,
    }),
    act(memory, view: GameView) {
      const s = new Situation(view, memory);
      const command = captainCommand(s);
      return { command, memory: s.memory };
    },
  };
}

function captainCommand(s: Situation): Command | null {
  const { view } = s;
  if (view.phase === 'over') return null;
  if (view.phase === 'placing') return place(s);
  if (view.sonar && view.sonar.by !== s.team) return answerSonar(s);
  return s.family ? familyCaptainCommand(s) : baseCaptainCommand(s);
}

/** Level 1 starts anywhere at sea; level 2 in open water (no island or edge next to it: room to turn). */
function place(s: Situation): Command | null {
  if (s.own.position >= 0) return null;
  const sea: number[] = [];
  s.map.island.forEach((island, cell) => island || sea.push(cell));
  const open = (c: number) =>
    DIRECTIONS.every((d) => {
      const to = step(s.map, c, d);
      return to >= 0 && !s.map.island[to];
    });
  const pool = s.level === 2 ? sea.filter(open) : sea;
  const r = roll(s.memory.rng);
  s.memory = { ...s.memory, rng: r.rng };
  const list = pool.length > 0 ? pool : sea;
  return s.check.first('captain', [{ type: 'place', cell: list[Math.floor(r.value * list.length)]! }]);
}
