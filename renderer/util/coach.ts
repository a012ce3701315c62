import { otherTeam } from '../../shared/engine/types';
import type { GameView } from '../../shared/engine/view';
import { roleDuties } from './duties';

/** One tip of the first-game coach, a key under `tutorial.steps` in the catalogues. */
export type CoachStep = 'place' | 'course' | 'mark' | 'cross' | 'system' | 'sonar' | 'enemy' | 'damage' | 'over' | 'wait';

/**
 * What the coach tells a newcomer holding every role of their crew, from the game as their seat
 * sees it: the step the game waits on first (Captain, then First Mate, then Engineer), else what
 * to watch while the enemy moves.
 */
export function coachStep(view: GameView): CoachStep {
  if (view.phase === 'over') return 'over';
  const team = view.seat.team;
  if (team === null) return 'wait';
  const duties = roleDuties(view);
  if (duties.captain === 'place') return 'place';
  if (duties.captain === 'sonar') return 'sonar';
  if (duties.captain === 'course') return 'course';
  if (duties.firstMate === 'mark') return 'mark';
  if (duties.engineer === 'cross') return 'cross';
  if (view.turn?.team === team && view.turn.step === 'system') return 'system';
  if (view.turn?.team === otherTeam(team)) return view.public[team].damage > 0 ? 'damage' : 'enemy';
  return 'wait';
}
