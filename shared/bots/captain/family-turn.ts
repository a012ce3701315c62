import type { Command } from '../../engine';
import { FAMILY_ENERGY } from '../../engine';
import { positions } from '../../solver';
import { roll } from '../random';
import type { Situation } from './situation';
import { dangerAt } from './threat';
import { courseOptions, huntingChoice, silenceOptions, wanderingChoice } from './steering';
import { blackout } from './surfacing';
import { bestShot, torpedoCells } from './targeting';

/** Family: one action a turn — move, sonar, silence, torpedo or surface — paid for with energy. */
export function familyCaptainCommand(s: Situation): Command | null {
  const { view, own } = s;
  if (!view.turn || view.turn.team !== s.team || view.turn.step !== 'course') return null;
  if (blackout(s)) return s.check.first('captain', [{ type: 'surface' }]);
  const act = s.level === 2 ? levelTwo(s) : levelOne(s);
  if (act) return act;
  const options = courseOptions(s);
  const choice = s.level === 2 ? huntingChoice(s, options) : wanderingChoice(s, options);
  if (choice) return s.check.first('captain', [{ type: 'course', direction: choice.direction }]);
  return own.energy >= FAMILY_ENERGY.silence ? silence(s) : s.check.first('captain', [{ type: 'surface' }]);
}

function silence(s: Situation): Command | null {
  const choice = huntingChoice(s, silenceOptions(s));
  return choice ? s.check.first('captain', [{ type: 'silence', direction: choice.direction, distance: 1 }]) : null;
}

function levelTwo(s: Situation): Command | null {
  const energy = s.own.energy;
  const danger = dangerAt(s, s.own.position);
  if (energy >= FAMILY_ENERGY.torpedo) {
    const shot = bestShot(s, torpedoCells(s));
    const bar = s.enemyDamage + 1 >= s.sinkAt || danger >= 0.2 ? 0.2 : 0.3;
    if (shot && shot.expected >= bar) return s.check.first('captain', [{ type: 'torpedo', cell: shot.cell }]);
  }
  const candidates = positions(s.memory.enemy).length;
  if (energy >= FAMILY_ENERGY.sonar && energy < FAMILY_ENERGY.torpedo && candidates > 6 && danger < 0.2) {
    const sonar = s.check.first('captain', [{ type: 'sonar' }]);
    if (sonar) return sonar;
  }
  if (energy >= FAMILY_ENERGY.silence && s.exposure <= 2 && danger >= 0.3) return silence(s);
  return null;
}

function levelOne(s: Situation): Command | null {
  if (s.own.energy < FAMILY_ENERGY.torpedo) return null;
  const cells = torpedoCells(s).filter((c) => s.enemy.weights[c]! > 0);
  if (cells.length === 0) return null;
  const r = roll(s.memory.rng);
  s.memory = { ...s.memory, rng: r.rng };
  return s.check.first('captain', [{ type: 'torpedo', cell: cells[Math.floor(r.value * cells.length)]! }]);
}
