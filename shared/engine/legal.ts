import { candidateCommands } from './candidates';
import type { Command } from './commands';
import { reduce } from './reduce';
import type { GameState } from './state';
import { TEAMS, type Team } from './types';

export { candidateCommands };

export function legalCommands(state: GameState, team: Team): Command[] {
  return candidateCommands(state, team).filter((cmd) => reduce(state, cmd).ok);
}

export function legalCommandsForAll(state: GameState): Command[] {
  return TEAMS.flatMap((team) => legalCommands(state, team));
}
