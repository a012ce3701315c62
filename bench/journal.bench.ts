/**
 * Which write path makes a player's line durable soonest beside 48 bot games (issue 28, `host-play-p99`)?
 * On the disk of the data folder, 8 "people" writers and 48 "bot" writers each append a log line every
 * 200 ms (a busy game) and wait until it is durable; the people's waits are what `host-play-p99` waits
 * for. Variants, run in turns (each round in a rotated order, the load printed beside each):
 * - `per-game`: each writer its file, appended, group commit per file, the host's sync gate (store.ts now);
 * - `per-game-prezeroed`: the same, but each file was filled with zeros (and synced) beforehand and is
 *   overwritten in place, so an fdatasync has no size or block allocation to commit (databases' WAL segments);
 * - `journal`: each line appended to its game's file (never synced here) AND to one shared journal; one
 *   fdatasync of the journal at a time covers every line written before it started;
 * - `journal-prezeroed`: the same with the journal pre-zeroed and overwritten in place;
 * - `bots-journal`, `bots-journal-10ms`: people's files as now, bot games' lines in one journal of their own
 *   (its syncs at most every 10 ms in the second: fewer flushes beside the people's);
 * - `hedged`, `hedged-append`: a person's line in its file and in a (pre-zeroed / appended) journal, durable
 *   when either sync ends (a hedge against one sync's tail);
 * - `people-alone`: the 8 people writers without any bot game (how much the bots' syncs cost them).
 * Each round first times one file alone (a line + fdatasync on the loop, appended vs pre-zeroed in place).
 * Prints per variant and round: people p50/p99, bots p99, fdatasync call p50/p99, lines per sync; then
 * per variant the median of the rounds' people p99, and last `journal-vs-per-game-p99` (the median people
 * p99, best journal variant / per-game: below 1 the journal is faster). `--rounds N` (default 3),
 * `--ms N` per run (default 4000), `--only a,b` picks variants (default: the first four).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SyncGate, type SyncLane } from '../electron/host/sync-gate';
import { diskOf, percentileOf } from './support/host-process';

const PEOPLE = 8;
const BOTS = 48;
const PACE_MS = 200;
const PREZERO_BYTES = 1 << 20;
const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const ROUNDS = Number(arg('--rounds') ?? 3);
const RUN_MS = Number(arg('--ms') ?? 4000);
const LINE = Buffer.from(`${JSON.stringify({ t: 'cmd', m: 'm1', seq: 1, c: { type: 'move', role: 'captain', direction: 'north' } })}\n`);
const JOURNAL_LINE = Buffer.from(`${JSON.stringify({ g: 'abcdefgh', at: 123456, l: JSON.parse(LINE.toString()) })}\n`);

type Variant = 'per-game' | 'per-game-prezeroed' | 'journal' | 'journal-prezeroed' | 'people-alone' | 'bots-journal' | 'bots-journal-10ms' | 'hedged' | 'hedged-append';
const VARIANTS: readonly Variant[] = (arg('--only')?.split(',') as Variant[] | undefined) ?? ['per-game', 'per-game-prezeroed', 'journal', 'journal-prezeroed'];

/** A file written at its end: appended, or overwritten in place in a pre-zeroed region. */
class Sink {
  private at = 0;
  constructor(
    readonly fd: number,
    private readonly inPlace: boolean,
  ) {}
  write(bytes: Buffer): void {
    if (this.inPlace) {
      if (this.at + bytes.length > PREZERO_BYTES) this.at = 0; // a run never gets there; a ring to stay in place
      fs.writeSync(this.fd, bytes, 0, bytes.length, this.at);
      this.at += bytes.length;
    } else fs.writeSync(this.fd, bytes);
  }
}

function openSink(file: string, prezeroed: boolean): Sink {
  const fd = fs.openSync(file, prezeroed ? 'w+' : 'a', 0o600);
  if (prezeroed) {
    fs.writeSync(fd, Buffer.alloc(PREZERO_BYTES));
    fs.fsyncSync(fd);
  }
  return new Sink(fd, prezeroed);
}

/** Group commit over one sink: `append` resolves when the line is durable. */
class Committer {
  private syncing = false;
  private waiting: (() => void)[] = [];
  syncs = 0;
  lines = 0;
  constructor(
    readonly sink: Sink,
    private readonly gate: SyncGate,
    private readonly lane: SyncLane,
    private readonly callMs: number[],
    private readonly everyMs: number,
  ) {}
  private lastStart = 0;
  durable(): Promise<void> {
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      this.next();
    });
  }
  private next(): void {
    if (this.syncing || this.waiting.length === 0) return;
    this.syncing = true;
    const wait = this.lastStart + this.everyMs - performance.now();
    if (wait > 0) {
      setTimeout(() => {
        this.syncing = false;
        this.lastStart = 0;
        this.next();
      }, wait);
      return;
    }
    this.lastStart = performance.now();
    this.gate.enter(this.lane, (leave) => {
      const batch = this.waiting;
      this.waiting = [];
      this.syncs++;
      this.lines += batch.length;
      const start = performance.now();
      fs.fdatasync(this.sink.fd, () => {
        this.callMs.push(performance.now() - start);
        leave();
        this.syncing = false;
        for (const done of batch) done();
        this.next();
      });
    });
  }
}

interface Result {
  readonly people: number[];
  readonly bots: number[];
  readonly callMs: number[];
  readonly syncs: number;
  readonly lines: number;
}

interface Plan {
  /** Each person's game file pre-zeroed and overwritten in place (else appended). */
  readonly prezeroed: boolean;
  /** Where a line's durability comes from: its own file, or one shared journal (its file never synced here). */
  readonly people: 'own' | 'journal' | 'hedged';
  readonly bots: 'own' | 'journal' | 'none';
  readonly journalPrezeroed: boolean;
  /** The journal's syncs for bot lines start at most this often (ms); 0: as soon as the last ended. */
  readonly botJournalEveryMs: number;
  /** People and bots share one journal (else each its own). */
  readonly oneJournal: boolean;
}

const PLANS: Record<Variant, Plan> = {
  'per-game': { prezeroed: false, people: 'own', bots: 'own', journalPrezeroed: false, botJournalEveryMs: 0, oneJournal: true },
  'per-game-prezeroed': { prezeroed: true, people: 'own', bots: 'own', journalPrezeroed: false, botJournalEveryMs: 0, oneJournal: true },
  journal: { prezeroed: false, people: 'journal', bots: 'journal', journalPrezeroed: false, botJournalEveryMs: 0, oneJournal: true },
  'journal-prezeroed': { prezeroed: false, people: 'journal', bots: 'journal', journalPrezeroed: true, botJournalEveryMs: 0, oneJournal: true },
  'people-alone': { prezeroed: false, people: 'own', bots: 'none', journalPrezeroed: false, botJournalEveryMs: 0, oneJournal: true },
  'bots-journal': { prezeroed: false, people: 'own', bots: 'journal', journalPrezeroed: false, botJournalEveryMs: 0, oneJournal: false },
  hedged: { prezeroed: false, people: 'hedged', bots: 'own', journalPrezeroed: true, botJournalEveryMs: 0, oneJournal: true },
  'hedged-append': { prezeroed: false, people: 'hedged', bots: 'own', journalPrezeroed: false, botJournalEveryMs: 0, oneJournal: true },
  'bots-journal-10ms': { prezeroed: false, people: 'own', bots: 'journal', journalPrezeroed: false, botJournalEveryMs: 10, oneJournal: false },
};

async function run(dir: string, variant: Variant): Promise<Result> {
  const plan = PLANS[variant];
  const sub = fs.mkdtempSync(path.join(dir, `${variant}-`));
  const gate = new SyncGate();
  const callMs: number[] = [];
  const writers = PEOPLE + (plan.bots === 'none' ? 0 : BOTS);
  const games = Array.from({ length: writers }, (_, i) => openSink(path.join(sub, `g${i}.jsonl`), plan.prezeroed));
  const journals: Committer[] = [];
  const journalFor = (who: 'people' | 'bots'): Committer => {
    const index = plan.oneJournal || who === 'people' ? 0 : 1;
    journals[index] ??= new Committer(openSink(path.join(sub, `journal${index}`), plan.journalPrezeroed), gate, index === 0 ? 'people' : 'bots', callMs, who === 'bots' ? plan.botJournalEveryMs : 0);
    return journals[index];
  };
  const committers = games.map((g, i) => {
    const who = i < PEOPLE ? 'people' : 'bots';
    const to = who === 'people' ? plan.people : plan.bots;
    return to === 'journal' ? journalFor(who) : new Committer(g, gate, who, callMs, 0);
  });
  // Hedged: a person's line is written to its file and to the journal, durable when either sync ends.
  const hedges = games.map((_, i) => (i < PEOPLE && plan.people === 'hedged' ? journalFor('people') : null));
  const people: number[] = [];
  const bots: number[] = [];
  const end = performance.now() + RUN_MS;
  await Promise.all(
    games.map(async (game, i) => {
      await new Promise((r) => setTimeout(r, (i * PACE_MS) / games.length));
      while (performance.now() < end) {
        const start = performance.now();
        game.write(LINE);
        const committer = committers[i]!;
        if (committer.sink !== game) committer.sink.write(JOURNAL_LINE);
        const hedge = hedges[i];
        if (hedge) {
          hedge.sink.write(JOURNAL_LINE);
          await Promise.race([committer.durable(), hedge.durable()]);
        } else await committer.durable();
        (i < PEOPLE ? people : bots).push(performance.now() - start);
        await new Promise((r) => setTimeout(r, Math.max(0, PACE_MS - (performance.now() - start))));
      }
    }),
  );
  for (const g of games) fs.closeSync(g.fd);
  for (const j of journals) if (j) fs.closeSync(j.sink.fd);
  fs.rmSync(sub, { recursive: true, force: true });
  const sort = (a: number[]) => a.sort((x, y) => x - y);
  const all = [...new Set([...committers, ...journals.filter(Boolean)])];
  return { people: sort(people), bots: sort(bots), callMs: sort(callMs), syncs: all.reduce((n, c) => n + c.syncs, 0), lines: all.reduce((n, c) => n + c.lines, 0) };
}

/**
 * What metadata costs one fdatasync: one file appended vs one pre-zeroed file overwritten in place, a
 * line + fdatasync on the loop each, alternating, `n` of each. Returns both, sorted.
 */
function serialSyncs(dir: string, n: number): { append: number[]; inPlace: number[] } {
  const append = openSink(path.join(dir, 'serial-append'), false);
  const inPlace = openSink(path.join(dir, 'serial-in-place'), true);
  const times = { append: [] as number[], inPlace: [] as number[] };
  for (let i = 0; i < n; i++) {
    for (const which of i % 2 === 0 ? (['append', 'inPlace'] as const) : (['inPlace', 'append'] as const)) {
      const sink = which === 'append' ? append : inPlace;
      const start = performance.now();
      sink.write(LINE);
      fs.fdatasyncSync(sink.fd);
      times[which].push(performance.now() - start);
    }
  }
  fs.closeSync(append.fd);
  fs.closeSync(inPlace.fd);
  return { append: times.append.sort((a, b) => a - b), inPlace: times.inPlace.sort((a, b) => a - b) };
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rumbo-journal-'));
  const f = (ms: number) => ms.toFixed(2);
  const load = () => os.loadavg()[0]!.toFixed(1);
  const p99s = new Map<Variant, number[]>(VARIANTS.map((v) => [v, []]));
  try {
    console.log(`folder ${dir} on ${diskOf(dir)}; ${os.cpus().length} cores; ${PEOPLE} people + ${BOTS} bot writers, a line / ${PACE_MS} ms each, ${RUN_MS} ms a run, ${ROUNDS} rounds`);
    for (let round = 0; round < ROUNDS; round++) {
      const serial = serialSyncs(dir, 300);
      console.log(
        `round ${round + 1} one file, a line + fdatasync on the loop, load ${load()}: appended p50 ${f(percentileOf(serial.append, 50))} p99 ${f(percentileOf(serial.append, 99))} ms; ` +
          `pre-zeroed, in place p50 ${f(percentileOf(serial.inPlace, 50))} p99 ${f(percentileOf(serial.inPlace, 99))} ms`,
      );
      for (let k = 0; k < VARIANTS.length; k++) {
        const variant = VARIANTS[(k + round) % VARIANTS.length]!;
        const before = load();
        const r = await run(dir, variant);
        p99s.get(variant)!.push(percentileOf(r.people, 99));
        console.log(
          `round ${round + 1} ${variant.padEnd(18)} load ${before}: people p50 ${f(percentileOf(r.people, 50))} p99 ${f(percentileOf(r.people, 99))} ms; bots p99 ${f(percentileOf(r.bots, 99))} ms; ` +
            `fdatasync p50 ${f(percentileOf(r.callMs, 50))} p99 ${f(percentileOf(r.callMs, 99))} ms; ${r.syncs} syncs, ${(r.lines / Math.max(1, r.syncs)).toFixed(1)} lines per sync`,
        );
      }
    }
    const median = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)]!;
    for (const [variant, values] of p99s) console.log(`${variant}: people p99 median ${f(median(values))} ms (${values.map(f).join(' / ')})`);
    const journals = VARIANTS.filter((v) => v.startsWith('journal')).map((v) => median(p99s.get(v)!));
    if (journals.length > 0 && p99s.has('per-game')) console.log(`journal-vs-per-game-p99: ${(Math.min(...journals) / median(p99s.get('per-game')!)).toFixed(2)} ratio`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
