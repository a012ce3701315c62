import type { GameEvent } from '../../shared/engine/events';
import type { GameMap } from '../../shared/engine/map';
import { cellLabel } from '../../shared/engine/grid';
import type { Cell, Team } from '../../shared/engine/types';
import { describeEvent } from './describe-event';

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** own: our crew's doing; enemy: theirs; alert: blasts, damage, STOP — the shouted moments; turn: a divider between turns. */
export type FeedTone = 'own' | 'enemy' | 'alert' | 'turn';

export interface FeedEntry {
  /** Index of the event that opened the entry: stable while the log grows. */
  readonly id: number;
  readonly tone: FeedTone;
  readonly text: string;
  /** Whose doing it was (its dot is that team's colour), or null. */
  readonly team: Team | null;
  /** Where a blast went off, for the ring on the map. */
  readonly blastCell: Cell | null;
}

/** Bookkeeping the crew does not need to read twice: the sheets show it. */
const QUIET = new Set<GameEvent['type']>(['moved', 'marked', 'crossed', 'crewReady', 'hullSecured']);

/**
 * The seat's feed: what it heard, one readable line per moment. A torpedo or a detonation and
 * the blast results and damage that follow it are one line ("Blue torpedo at C6: direct hit on
 * us, 2 damage; no damage to Yellow"); damage from a breakdown or the ice names its cause.
 */
export function buildFeed(t: Translate, map: GameMap, events: readonly GameEvent[], team: Team): FeedEntry[] {
  return feedFrom(t, map, events, team, 0, []);
}

/** Lines from event `start` on, after the entries already built for the events before it. */
function feedFrom(t: Translate, map: GameMap, events: readonly GameEvent[], team: Team, start: number, before: readonly FeedEntry[]): FeedEntry[] {
  const who = (subject: Team) => (subject === team ? t('feed.us') : t(`teams.${subject}`));
  const out: FeedEntry[] = [...before];
  for (let i = start; i < events.length; i++) {
    const event = events[i]!;
    if (event.type === 'torpedo' || event.type === 'mineDetonated' || event.type === 'archerMine') {
      const results: { team: Team | null; text: string }[] = [];
      let j = i + 1;
      for (; j < events.length; j++) {
        const next = events[j]!;
        if (next.type === 'blast') {
          const after = events[j + 1];
          const n = after?.type === 'damage' && after.cause === 'blast' && after.team === next.team ? after.amount : 0;
          results.push({ team: next.team, text: t(`feed.${next.hit}`, { who: who(next.team), n }) });
        } else if (next.type === 'mineDestroyed') {
          results.push({ team: null, text: describeEvent(t, map, next) });
        } else if (!(next.type === 'damage' && next.cause === 'blast')) {
          break;
        }
      }
      // Our own result first: that is what the crew asks first.
      const rank = (r: { team: Team | null }) => (r.team === team ? 0 : r.team === null ? 2 : 1);
      const said = results.sort((a, b) => rank(a) - rank(b)).map((r) => r.text);
      const source = t(`feed.${event.type}`, { team: t(`teams.${event.team}`), cell: cellLabel(map, event.cell) });
      out.push({ id: i, tone: 'alert', text: said.length ? `${source}: ${said.join('; ')}` : source, team: event.team, blastCell: event.cell });
      i = j - 1;
      continue;
    }
    if (QUIET.has(event.type)) continue;
    if (event.type === 'damage') {
      const key = event.cause === 'ice' ? 'feed.ice' : 'feed.breakdown';
      out.push({ id: i, tone: 'alert', text: t(key, { who: who(event.team), n: event.amount, total: event.total }), team: event.team, blastCell: null });
      continue;
    }
    if (event.type === 'turn') {
      out.push({ id: i, tone: 'turn', text: describeEvent(t, map, event), team: event.team, blastCell: null });
      continue;
    }
    const tone: FeedTone = event.type === 'stop' || event.type === 'gameOver' ? 'alert' : 'team' in event && event.team !== team ? 'enemy' : 'own';
    out.push({ id: i, tone, text: describeEvent(t, map, event), team: 'team' in event ? event.team : null, blastCell: null });
  }
  return out;
}

/**
 * buildFeed for a log that grows: when the events extend the last call's (the same event objects in
 * front, same language, map and crew), the lines already said are kept and only the last one (a
 * torpedo's line still gathering its blast results) and the new events are worked out again. A seat
 * heard a whole game's feed re-translated on every state message.
 */
export function feedBuilder(): (t: Translate, language: string, map: GameMap, events: readonly GameEvent[], team: Team) => FeedEntry[] {
  let last: { t: Translate; language: string; map: GameMap; team: Team; events: readonly GameEvent[]; entries: FeedEntry[] } | null = null;
  return (t, language, map, events, team) => {
    const extends_ = last !== null && last.t === t && last.language === language && last.map === map && last.team === team && startsWith(events, last.events);
    const kept = extends_ ? last!.entries.slice(0, -1) : [];
    const start = extends_ ? (last!.entries.at(-1)?.id ?? last!.events.length) : 0;
    const entries = feedFrom(t, map, events, team, start, kept);
    last = { t, language, map, team, events, entries };
    return entries;
  };
}

function startsWith(events: readonly GameEvent[], prefix: readonly GameEvent[]): boolean {
  if (events.length < prefix.length) return false;
  for (let i = 0; i < prefix.length; i++) if (events[i] !== prefix[i]) return false;
  return true;
}

/** The latest blasts (newest last), for rings on the map. */
export function recentBlasts(feed: readonly FeedEntry[], count = 3): { id: number; cell: Cell }[] {
  return feed.flatMap((entry) => (entry.blastCell === null ? [] : [{ id: entry.id, cell: entry.blastCell }])).slice(-count);
}
