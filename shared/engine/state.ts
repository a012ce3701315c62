import type { GameSettings } from './settings';
import type { Cell, Direction, Role, System, Team } from './types';

export type HullSection = 'open' | 'secured';

/** Real-time: what must happen after a course before the next one (the crew's "OK"). */
export interface PendingMarks {
  readonly firstMate: boolean;
  /** The panel the Engineer must cross in, or null when done. */
  readonly engineer: Direction | null;
}

export interface SubState {
  /** -1 until the Captain places the sub. */
  readonly position: Cell;
  /** Cells since the last surfacing, oldest first, ending at the position. */
  readonly route: readonly Cell[];
  readonly mines: readonly Cell[];
  readonly gauges: Readonly<Record<System, number>>;
  /** Family edition's single gauge. */
  readonly energy: number;
  readonly damage: number;
  /** Engineer sheet crossings, one bit per slot (see sheet.ts). */
  readonly crossed: number;
  readonly surfaced: boolean;
  /** Real-time surfacing: the four hull sections, one per role. */
  readonly hull: readonly HullSection[];
  /** Real-time surfacing: the enemy Engineer accepted the secured hull. */
  readonly hullApproved: boolean;
  readonly pending: PendingMarks;
  /** A course must come between two systems. */
  readonly lastWasSystem: boolean;
  /** Since the last dive (or the start), has the sub taken a course? */
  readonly movedSinceDive: boolean;
}

export interface TurnState {
  readonly team: Team;
  /**
   * 'course': the Captain must move or surface. 'system': after the course, one system or end of turn.
   * 'closing': the system is used; the turn passes once the crew's marks and any sonar answer are in.
   */
  readonly step: 'course' | 'system' | 'closing';
  /** Turns the active team still plays in a row after this one (enemy surfacing). */
  readonly extraTurns: number;
}

export interface SonarRequest {
  /** The team that activated sonar; the other Captain must answer. */
  readonly by: Team;
}

export interface StopCall {
  readonly team: Team;
  readonly role: Role;
}

export type Outcome =
  | { readonly winner: Team; readonly reason: 'sunk' }
  | { readonly winner: null; readonly reason: 'mutual' };

export type Phase = 'placing' | 'playing' | 'over';

/** The whole game; plain JSON data, never mutated (every reduce returns a new one). */
export interface GameState {
  readonly settings: GameSettings;
  readonly phase: Phase;
  /** Seeded PRNG state (mulberry32). */
  readonly rng: number;
  readonly subs: Readonly<Record<Team, SubState>>;
  /** Turn-by-turn only. */
  readonly turn: TurnState | null;
  /** Real-time STOP calls in arrival order; the first one is being resolved. */
  readonly stops: readonly StopCall[];
  readonly sonar: SonarRequest | null;
  /** Echo: Archer mines already detonated. */
  readonly archerMinesUsed: readonly Cell[];
  readonly outcome: Outcome | null;
  /** Commands applied so far. */
  readonly moves: number;
}
