import type { SonarFact } from './commands';
import type { Circuit } from './sheet';
import type { Outcome } from './state';
import type { Cell, Direction, Role, System, Team } from './types';

export type BlastHit = 'direct' | 'indirect' | 'none';
export type DamageCause = 'blast' | 'breakdown' | 'ice';

/**
 * What happened, as a captain (or crew member) would shout it. Screens, speech and the log
 * render these in each player's language. `audience` says who hears it: everyone, or one crew.
 */
export type GameEvent = EventBody & { readonly audience: 'all' | Team };

export type EventBody =
  | { readonly type: 'placed'; readonly team: Team; readonly cell: Cell }
  | { readonly type: 'dived'; readonly team: Team }
  | { readonly type: 'turn'; readonly team: Team; readonly extraTurns: number }
  | { readonly type: 'course'; readonly team: Team; readonly direction: Direction }
  | { readonly type: 'moved'; readonly team: Team; readonly cell: Cell }
  | { readonly type: 'marked'; readonly team: Team; readonly system: System; readonly ready: boolean }
  | { readonly type: 'crossed'; readonly team: Team; readonly slot: number }
  | { readonly type: 'repaired'; readonly team: Team; readonly circuit: Circuit }
  | { readonly type: 'crewReady'; readonly team: Team }
  | { readonly type: 'blackout'; readonly team: Team }
  | { readonly type: 'stop'; readonly team: Team; readonly role: Role }
  | { readonly type: 'resume'; readonly team: Team }
  | { readonly type: 'mineLaid'; readonly team: Team }
  /** The crew's own record of where its mine went (private; the enemy hears only `mineLaid`). */
  | { readonly type: 'minePlaced'; readonly team: Team; readonly cell: Cell }
  | { readonly type: 'mineDetonated'; readonly team: Team; readonly cell: Cell }
  | { readonly type: 'mineDestroyed'; readonly team: Team; readonly cell: Cell }
  | { readonly type: 'torpedo'; readonly team: Team; readonly cell: Cell }
  | { readonly type: 'archerMine'; readonly team: Team; readonly cell: Cell }
  | { readonly type: 'blast'; readonly team: Team; readonly hit: BlastHit; readonly cell: Cell }
  | { readonly type: 'damage'; readonly team: Team; readonly amount: number; readonly total: number; readonly cause: DamageCause }
  | { readonly type: 'drone'; readonly team: Team; readonly sector: number; readonly answer: boolean }
  | { readonly type: 'sonar'; readonly team: Team }
  | { readonly type: 'sonarAnswer'; readonly team: Team; readonly facts: readonly SonarFact[] }
  | { readonly type: 'silence'; readonly team: Team }
  | { readonly type: 'surfaced'; readonly team: Team; readonly sector: number; readonly cell: Cell | null }
  | { readonly type: 'hullSecured'; readonly team: Team; readonly section: number }
  | { readonly type: 'hullChecked'; readonly team: Team; readonly approved: boolean }
  | { readonly type: 'readyToDive'; readonly team: Team }
  | { readonly type: 'gameOver'; readonly outcome: Outcome };

export type EventType = EventBody['type'];

export function isHeardBy(event: GameEvent, team: Team | null): boolean {
  return event.audience === 'all' || event.audience === team;
}
