import { isWellFormed, roleMayAct } from './command-shape';
import type { Command } from './commands';
import { Draft } from './draft';
import type { GameEvent } from './events';
import { reject, type Rejection } from './rejection';
import type { GameState } from './state';
import { announceBlackouts } from './rules/blackout';
import { course } from './rules/course';
import { cross, mark } from './rules/crew';
import { familyCommand } from './rules/family';
import { place } from './rules/place';
import { callStop, resume } from './rules/stops';
import { checkHull, dive, secureHull, surface } from './rules/surface';
import { detonate, drone, layMine, scenario, silence, sonar, sonarAnswer, torpedo } from './rules/systems';
import { endTurn } from './rules/turn-end';
import { stopHasUse } from './stop-reason';

export interface Applied {
  readonly ok: true;
  readonly state: GameState;
  readonly events: readonly GameEvent[];
}

export type ReduceResult = Applied | Rejection;

/** The whole game as a pure function: same state and command, same result. Never throws on bad input. */
export function reduce(state: GameState, command: unknown): ReduceResult {
  if (!isWellFormed(command)) return reject('command.malformed');
  if (!roleMayAct(command)) return reject('command.role', { type: command.type, role: command.role });
  if (state.phase === 'over') return reject('game.over');
  if (state.phase === 'placing' && command.type !== 'place') return reject('game.placing');
  if (state.phase !== 'placing' && command.type === 'place') return reject('game.started');
  const draft = new Draft(state);
  const rejection = dispatch(draft, command);
  if (rejection) return rejection;
  announceBlackouts(draft);
  const { state: next, events } = draft.finish();
  return { ok: true, state: next, events };
}

function dispatch(draft: Draft, cmd: Command): Rejection | null {
  if (cmd.type === 'place') return place(draft, cmd);
  if (draft.state.settings.edition === 'family') return familyCommand(draft, cmd);
  switch (cmd.type) {
    case 'course':
      return course(draft, cmd);
    case 'mark':
      return mark(draft, cmd);
    case 'cross':
      return cross(draft, cmd);
    case 'stop':
      return callStop(draft, cmd, () => stopHasUse(draft.before, cmd, reduce));
    case 'resume':
      return resume(draft, cmd);
    case 'mine':
      return layMine(draft, cmd);
    case 'detonate':
      return detonate(draft, cmd);
    case 'torpedo':
      return torpedo(draft, cmd);
    case 'drone':
      return drone(draft, cmd);
    case 'sonar':
      return sonar(draft, cmd);
    case 'sonarAnswer':
      return sonarAnswer(draft, cmd);
    case 'silence':
      return silence(draft, cmd);
    case 'scenario':
      return scenario(draft, cmd);
    case 'surface':
      return surface(draft, cmd);
    case 'secureHull':
      return secureHull(draft, cmd);
    case 'checkHull':
      return checkHull(draft, cmd);
    case 'dive':
      return dive(draft, cmd);
    case 'endTurn':
      return endTurn(draft, cmd);
  }
}
