import type { Command } from '../../engine';
import { secureOwnSection } from '../hull';
import { detonation } from './mines';
import { blackout, iceHoleDistances, surfaceAdvice } from './surfacing';
import type { Situation } from './situation';
import { courseOptions, huntingChoice, wanderingChoice } from './steering';
import { levelOneSystem, levelTwoSystem } from './systems';

/** The base game, both modes: surface, dive, move, and use one system between courses. */
export function baseCaptainCommand(s: Situation): Command | null {
  const { own, view } = s;
  if (own.surfaced) {
    return secureOwnSection(view, 'captain', s.check) ?? s.check.first('captain', [{ type: 'dive' }]);
  }
  if (s.level === 2 && own.mines.length > 0) {
    const boom = detonation(s);
    if (boom) return boom;
  }
  if (view.turn) {
    if (view.turn.team !== s.team) return null;
    if (view.turn.step === 'course') return move(s);
    if (view.turn.step === 'system') {
      if (own.pending.firstMate || own.pending.engineer) return null;
      return system(s) ?? s.check.first('captain', [{ type: 'endTurn' }]);
    }
    return null;
  }
  // Real time: a system between two courses, then the next course once the crew said OK.
  if (!own.lastWasSystem && own.movedSinceDive) {
    const used = system(s);
    if (used) return used;
  }
  if (own.pending.firstMate || own.pending.engineer) return null;
  return move(s);
}

function system(s: Situation): Command | null {
  const command = s.level === 2 ? levelTwoSystem(s) : levelOneSystem(s);
  if (command && (command.type === 'torpedo' || command.type === 'scenario')) s.memory = { ...s.memory, firedAt: s.own.route.length };
  return command;
}

function move(s: Situation): Command | null {
  if (blackout(s)) return s.check.first('captain', [{ type: 'surface' }]);
  const options = courseOptions(s);
  const advice = surfaceAdvice(s, options);
  if (advice === 'now') {
    const surface = s.check.first('captain', [{ type: 'surface' }]);
    if (surface) return surface;
  }
  const choice =
    s.level === 1
      ? wanderingChoice(s, options)
      : huntingChoice(s, options, advice === 'seek-hole' ? iceHoleDistances(s) : undefined);
  if (!choice) return s.check.first('captain', [{ type: 'surface' }]);
  return s.check.first('captain', [{ type: 'course', direction: choice.direction }]);
}
