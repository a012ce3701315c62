import type { NewsKey } from './coach-news';
import type { CoachStep } from './coach';

/**
 * What a first game must teach, each at the moment it matters, and the coach's sentences that teach
 * it (a tip or a news line). The coach bench counts, per topic, the share of games that reached it.
 */
export const COACH_TOPICS = {
  // Using it, or the First Mate told to charge it because the enemy is still in several sectors.
  drone: ['drone', 'droneYes', 'droneNo', 'mark:drone:drone'],
  sonar: ['sonarUse', 'mark:sonar:sonar'],
  // Using it, the First Mate told to charge it because the enemy has shot at us or can place us on a few cells, or the first near miss's lesson.
  silence: ['silence', 'silenceHide', 'mark:silence:escape', 'mark:silence:hide', 'enemyFiredEscape'],
  mines: ['mine', 'detonate', 'enemyMine', 'mark:mine:trap'],
  blackout: ['blackout', 'courseNarrow', 'courseRoute'],
  radioSheet: ['enemy'],
  breakdowns: ['broke', 'brokenReady', 'breakdownDamage', 'allBroken'],
  // The first breakdown's news says how it is repaired (its circuit, or surfacing).
  repairs: ['repaired', 'crossRepair', 'courseRepair', 'brokenReady', 'broke'],
  surfacing: ['surfaceBroken', 'surfaceReactor', 'blackout', 'surfaced', 'enemySurfaced', 'crossReactor', 'allBroken'],
  damage: ['hit', 'enemyHit', 'enemySunk', 'sunk', 'selfHit', 'breakdownDamage', 'crossDamage'],
} as const satisfies Readonly<Record<string, readonly string[]>>;
export type CoachTopic = keyof typeof COACH_TOPICS;
export const TOPICS = Object.keys(COACH_TOPICS) as CoachTopic[];

/** What a sentence teaches: its key, and for the First Mate's mark also the gauge and why ("mark:silence:escape"). */
export function sentenceTokens(item: { readonly key: string; readonly params: Readonly<Record<string, string | number>> }): string[] {
  return item.key === 'mark' ? [item.key, `mark:${item.params.system}:${item.params.why}`] : [item.key];
}

/** The topics a game's sentences (tokens from sentenceTokens) reached. */
export function topicsTaught(tokens: Iterable<string>): Set<CoachTopic> {
  const said = new Set(tokens);
  return new Set(TOPICS.filter((topic) => (COACH_TOPICS[topic] as readonly string[]).some((key) => said.has(key))));
}

export type { NewsKey, CoachStep };
