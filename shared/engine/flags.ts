/**
 * Points the rulebooks leave open (RULES.md "flags"). They are part of a game's settings,
 * shown in the lobby and recorded with the game, so a replay always uses the same reading.
 */
export interface RuleFlags {
  /** 'circuitFirst': a crossing that completes a circuit repairs it before any damage check. */
  breakdownOrder: 'circuitFirst' | 'damageFirst';
  /** Mines may be laid on the four diagonal neighbours too. */
  mineDiagonal: boolean;
  /** Detonating a mine counts as a system (no two in a row, one per turn). */
  detonationIsSystem: boolean;
  /** A crossed weapon symbol blocks detonation as it blocks laying. */
  detonationNeedsNoBreakdown: boolean;
  /** A torpedo's 1–4 step path may not pass over islands. */
  torpedoBlockedByIslands: boolean;
  /** Who wins when one blast sinks both subs. */
  mutualDestruction: 'draw' | 'firingTeamWins' | 'firingTeamLoses';
  /** After diving, one course before any system. */
  moveAfterDive: boolean;
  /** A 0-cell silence still has the First Mate mark and the Engineer cross. */
  silenceZeroMarks: boolean;
  /** Real-time surfacing: the enemy Engineer checks the secured hull, or the host accepts it at once. */
  hullCheck: 'enemyEngineer' | 'automatic';
}

export const DEFAULT_FLAGS: Readonly<RuleFlags> = Object.freeze({
  breakdownOrder: 'circuitFirst',
  mineDiagonal: true,
  detonationIsSystem: false,
  detonationNeedsNoBreakdown: false,
  torpedoBlockedByIslands: true,
  mutualDestruction: 'draw',
  moveAfterDive: true,
  silenceZeroMarks: false,
  // With no drawing to inspect on screen, a refusal would be a pure veto: the check is opt-in.
  hullCheck: 'automatic',
});
