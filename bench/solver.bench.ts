/**
 * Solver update time on 15×15 maps, by silences heard since the enemy's last surfacing, and how
 * often the set had to be approximated. Event streams come from real-time bot games (level 2 and
 * level 1 crews) and from silence-heavy games (subs that silence whenever they can and never
 * surface by choice); they are recorded first, untimed, then replayed into fresh trackers.
 * Prints per workload and bucket, then the headline last: the worst p99 over 0–3 silences, either workload.
 */
import { SPECTATOR, TEAMS, defaultSettings, eventsFor, type GameEvent, type Team } from '../shared/engine';
import { DEFAULT_CAP, createTracker, hypothesisCount, track } from '../shared/solver';
import { playMatch, crewSeats } from '../shared/bots';
import { BOT_TRACKER_CAP } from '../shared/bots/enemy-tracker';
import { playSilentGame } from '../test/solver/support/silent-game';

const MAPS = ['alpha-15', 'bravo-15', 'charlie-15', 'delta-15', 'echo-15'];
const BOT_GAMES = 60;
const SILENT_GAMES = 40;
const ROUNDS = 3;
const BUCKETS = ['0', '1', '2', '3', '4+'] as const;

interface Stream {
  readonly kind: 'bot games' | 'silence-heavy';
  readonly mapId: string;
  readonly events: readonly GameEvent[];
}

function record(): Stream[] {
  const streams: Stream[] = [];
  for (let g = 0; g < BOT_GAMES; g++) {
    const mapId = MAPS[g % MAPS.length]!;
    const settings = defaultSettings({ mode: 'realtime', mapId });
    const levels = g % 2 ? { blue: 2, yellow: 1 } : { blue: 2, yellow: 2 };
    const seats = TEAMS.flatMap((team) => crewSeats(team, 'base', 'full').map((seat) => ({ seat, level: levels[team] as 1 | 2 })));
    const events: GameEvent[] = [];
    playMatch(settings, seats, { seed: 31 * (g + 1), onApplied: (_s, e) => events.push(...eventsFor(e, SPECTATOR)) });
    streams.push({ kind: 'bot games', mapId, events });
  }
  for (let g = 0; g < SILENT_GAMES; g++) {
    const mapId = MAPS[g % MAPS.length]!;
    const game = playSilentGame({ mode: 'realtime', mapId }, 77 * (g + 1), 1500);
    streams.push({ kind: 'silence-heavy', mapId, events: game.events.flatMap((e) => eventsFor(e, SPECTATOR)) });
  }
  return streams;
}

/** Announcements that can change what we know of `target`. */
function concerns(event: GameEvent, target: Team): boolean {
  if (!('team' in event)) return false;
  if (event.type === 'drone') return event.team !== target;
  return (
    event.team === target &&
    ['course', 'silence', 'surfaced', 'blast', 'torpedo', 'sonarAnswer', 'mineLaid'].includes(event.type)
  );
}

interface Sample {
  readonly kind: Stream['kind'];
  readonly silence: boolean;
  readonly ms: number;
  readonly bucket: number;
  readonly hypotheses: number;
  readonly exact: boolean;
}

function replay(
  streams: readonly Stream[],
  samples: Sample[] | null,
  cap = DEFAULT_CAP,
): { merges: number; silences: number; mergedGames: number } {
  let merges = 0;
  let silences = 0;
  let mergedGames = 0;
  for (const stream of streams) {
    const settings = defaultSettings({ mode: 'realtime', mapId: stream.mapId });
    for (const target of TEAMS) {
      let tracker = createTracker(settings, target, { cap });
      for (const event of stream.events) {
        if (!concerns(event, target)) {
          tracker = track(tracker, event);
          continue;
        }
        const before = tracker.silences;
        const start = performance.now();
        tracker = track(tracker, event);
        const ms = performance.now() - start;
        if (event.type === 'silence') silences++;
        samples?.push({ kind: stream.kind, silence: event.type === 'silence', ms, bucket: Math.min(4, Math.max(before, tracker.silences)), hypotheses: hypothesisCount(tracker), exact: !tracker.approximate });
      }
      merges += tracker.merges;
      if (tracker.merges > 0) mergedGames++;
    }
  }
  return { merges, silences, mergedGames };
}

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

const streams = record();
console.log(`recorded ${streams.length} games on ${MAPS.join(', ')} (${BOT_GAMES} bot games, ${SILENT_GAMES} silence-heavy), cap ${DEFAULT_CAP}`);
replay(streams, null); // warm-up
const samples: Sample[] = [];
let stats = { merges: 0, silences: 0, mergedGames: 0 };
for (let round = 0; round < ROUNDS; round++) stats = replay(streams, samples);

let headline = 0;
for (const kind of ['bot games', 'silence-heavy'] as const) {
  console.log(`${kind}:`);
  BUCKETS.forEach((name, bucket) => {
    const inBucket = samples.filter((s) => s.kind === kind && s.bucket === bucket);
    const ms = inBucket.map((s) => s.ms).sort((a, b) => a - b);
    const silenceMs = inBucket.filter((s) => s.silence).map((s) => s.ms).sort((a, b) => a - b);
    const sizes = inBucket.map((s) => s.hypotheses).sort((a, b) => a - b);
    const p99 = quantile(ms, 0.99);
    if (bucket <= 3) headline = Math.max(headline, p99);
    console.log(
      `  after ${name.padEnd(2)} silences: ${String(inBucket.length).padStart(6)} updates, ms median ${quantile(ms, 0.5).toFixed(3)} ` +
        `p99 ${p99.toFixed(3)} max ${(ms[ms.length - 1] ?? 0).toFixed(3)} (the silence itself: p99 ${quantile(silenceMs, 0.99).toFixed(3)}); ` +
        `hypotheses median ${quantile(sizes, 0.5)} p99 ${quantile(sizes, 0.99)} max ${sizes[sizes.length - 1] ?? 0}`,
    );
  });
}
const exact = samples.filter((s) => s.exact).length;
console.log(`exactness: ${((100 * exact) / samples.length).toFixed(3)} % of updates exact (${samples.length - exact} approximate)`);
console.log(
  `approximation: ${stats.merges} of ${stats.silences} silences hit the cap; ${stats.mergedGames} of ${streams.length * 2} tracked subs ever approximated`,
);
const bots = replay(streams, null, BOT_TRACKER_CAP);
console.log(`at the bots' cap of ${BOT_TRACKER_CAP}: ${bots.merges} of ${bots.silences} silences merged; ${bots.mergedGames} tracked subs ever approximated`);
console.log(`solver-p99: ${headline.toFixed(3)} ms`);
