import { damageToSink } from '../../shared/engine/gauges';
import type { GameEvent } from '../../shared/engine/events';
import type { GameMap } from '../../shared/engine/map';
import { cellLabel } from '../../shared/engine/grid';
import { otherTeam } from '../../shared/engine/types';
import type { GameView } from '../../shared/engine/view';
import { brokenTypes, systemsOf, type SystemType } from './coach-sheet';

/** What just happened and what it means: the coach's first sentence, until our next course (keys under `tutorial.news`). */
export const NEWS_KEYS = [
  'hit',
  'selfHit',
  'breakdownDamage',
  'enemyHit',
  'enemySunk',
  'sunk',
  'missed',
  'enemyFired',
  'enemyFiredEscape',
  'enemyMine',
  'broke',
  'brokeAgain',
  'repaired',
  'surfaced',
  'enemySurfaced',
  'droneYes',
  'droneNo',
] as const;
export type NewsKey = (typeof NEWS_KEYS)[number];

export interface News {
  readonly key: NewsKey;
  readonly params: Readonly<Record<string, string | number>>;
  /** Systems named in the text (the screen translates them). */
  readonly systems?: readonly string[];
}

export interface NewsMemory {
  readonly news: News | null;
  readonly broken: readonly SystemType[];
  /** The enemy fired near us or hit us, and we have not slipped away since (silence or surfacing). */
  readonly threatened: boolean;
  /** Lessons already given once in full (later the short form). */
  readonly taught: readonly string[];
}

/**
 * Folds the announcements heard since the last call into the news. Our own course clears it (the
 * moment has passed); a newer event replaces it. Breakdowns come from the sheet itself: a type that
 * was working and now has a crossed symbol.
 */
export function readNews(view: GameView, map: GameMap, heard: readonly GameEvent[], memory: NewsMemory): NewsMemory {
  const team = view.seat.team;
  if (team === null) return memory;
  const enemy = otherTeam(team);
  const sink = damageToSink(view.settings.edition);
  let news = memory.news;
  let taught = memory.taught;
  let threatened = memory.threatened;
  let ownFire: 'torpedo' | 'mine' | null = null;
  let enemyFire: { cell: number; kind: 'torpedo' | 'mine' } | null = null;
  for (const event of heard) {
    switch (event.type) {
      case 'course':
        if (event.team === team) news = null;
        break;
      case 'torpedo':
      case 'mineDetonated':
        if (event.team === team) ownFire = event.type === 'torpedo' ? 'torpedo' : 'mine';
        else enemyFire = { cell: event.cell, kind: event.type === 'torpedo' ? 'torpedo' : 'mine' };
        break;
      case 'blast':
        if (event.team === enemy && event.hit === 'none' && ownFire) news = { key: 'missed', params: { cell: cellLabel(map, event.cell) } };
        if (event.team === team && event.hit === 'none' && enemyFire) {
          threatened = true;
          // The first shot near us is when silence matters: the escape is explained in full once.
          const lesson = enemyFire.kind === 'torpedo' && !taught.includes('silence');
          if (lesson) taught = [...taught, 'silence'];
          const key = enemyFire.kind === 'mine' ? 'enemyMine' : lesson ? 'enemyFiredEscape' : 'enemyFired';
          news = { key, params: { cell: cellLabel(map, enemyFire.cell) } };
        }
        break;
      case 'damage': {
        const params = { n: event.amount, total: event.total, left: Math.max(0, sink - event.total) };
        if (event.team === team) {
          if (event.cause === 'blast' && !ownFire) threatened = true;
          news = { key: params.left === 0 ? 'sunk' : event.cause === 'breakdown' ? 'breakdownDamage' : ownFire ? 'selfHit' : 'hit', params };
        } else {
          // The sinking blow says so, not "the 4th sinks it" under "You won".
          news = { key: params.left === 0 ? 'enemySunk' : 'enemyHit', params };
        }
        break;
      }
      case 'repaired':
        if (event.team === team) news = { key: 'repaired', params: { panel: event.circuit } };
        break;
      case 'silence':
        if (event.team === team) threatened = false;
        break;
      case 'surfaced':
        if (event.team === team) threatened = false;
        news = { key: event.team === team ? 'surfaced' : 'enemySurfaced', params: { sector: event.sector } };
        break;
      case 'drone':
        if (event.team === team) news = { key: event.answer ? 'droneYes' : 'droneNo', params: { sector: event.sector } };
        break;
      case 'turn':
        ownFire = null;
        enemyFire = null;
        break;
      default:
        break;
    }
  }
  const broken = brokenTypes(view);
  const fresh = broken.filter((type) => !memory.broken.includes(type));
  if (fresh.length > 0 && view.own && !view.own.surfaced) {
    const key = taught.includes('broke') ? 'brokeAgain' : 'broke';
    taught = taught.includes('broke') ? taught : [...taught, 'broke'];
    news = { key, params: {}, systems: systemsOf(fresh, map) };
  }
  return { news, broken, taught, threatened };
}
