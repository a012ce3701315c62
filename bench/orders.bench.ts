/**
 * Voice-order matching over a corpus, in both listening modes (push-to-talk and open mic): per language
 * and mode, right (did what the line expects), wrong actions on orders (ran another order), actions on
 * chatter (ran anything on a line where nothing may run) and median match time. The last line is the
 * headline: `orders-chatter-acted: N` (open mic, all languages).
 * Usage: npm run bench:orders -- [corpus.jsonl …] (default: the project's orders and table-talk corpora).
 *
 * Issue 27's fresh corpora follow, per language: orders understood (push-to-talk runs the expected order),
 * wrong actions, and table talk acted on in each mode — the tuning half always (`--failures` lists its
 * misses, `--kinds` its figures per kind), then rounds 5 to 11 by new authors (the same lists), the
 * sealed half only with `--sealed` and a round held out in a session (HELD_OUT) only with `--held-out`,
 * and then only as figures: their lines are never printed, so no rule can be written from them.
 */
import type { ListenMode } from '../shared/orders';
import { LANGS } from '../shared/orders';
import { CORPUS_FILES, evaluate, freshFile, kindOf, loadCorpus, MODES, roundFile, score, TABLE_FILES, type CorpusLine, type Evaluated, type Half, type Round } from '../test/orders/corpus';

const TIMING_ROUNDS = 5;
/** The round no rule has read yet, scored as figures only (`--held-out`); none between sessions. */
const HELD_OUT: Round | null = null;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const percent = (x: number) => (x * 100).toFixed(1);

const args = process.argv.slice(2).filter((a) => a !== '--');
const flags = new Set(args.filter((a) => a.startsWith('--')));
const files = args.filter((a) => !a.startsWith('--'));
const defaults = [...Object.values(CORPUS_FILES), ...Object.values(TABLE_FILES)];
const lines: CorpusLine[] = (files.length > 0 ? files : defaults).flatMap(loadCorpus);
if (lines.length === 0) throw new Error('empty corpus');

/** Warm-up, then the measured rounds: each line's time is its median over the rounds. */
function run(mode: ListenMode): Evaluated[] {
  lines.forEach((line) => evaluate(line, mode));
  const rounds: Evaluated[][] = [];
  for (let r = 0; r < TIMING_ROUNDS; r++) rounds.push(lines.map((line) => evaluate(line, mode)));
  return rounds[0]!.map((e, i) => ({ ...e, micros: median(rounds.map((round) => round[i]!.micros)) }));
}

const byMode = new Map(MODES.map((mode) => [mode, run(mode)] as const));
for (const [mode, evaluated] of byMode) {
  const byLang = new Map<string, Evaluated[]>();
  for (const e of evaluated) byLang.set(e.line.lang, [...(byLang.get(e.line.lang) ?? []), e]);
  for (const [lang, group] of byLang) {
    const s = score(group);
    const ms = median(group.map((e) => e.micros)) / 1000;
    const worst = Math.max(...group.map((e) => e.micros)) / 1000;
    console.log(
      `${lang} ${mode}: ${s.total} lines, right ${percent(s.accuracy)} %, ` +
        `wrong actions on orders ${s.wrongOnOrders}/${s.orders} (${percent(s.orders ? s.wrongOnOrders / s.orders : 0)} %), ` +
        `actions on chatter ${s.chatterActed}/${s.chatter}, median ${ms.toFixed(3)} ms, worst ${worst.toFixed(2)} ms`,
    );
  }
  for (const e of evaluated.filter((x) => x.verdict === 'wrong-action')) {
    const d = e.result.decision;
    console.log(`  ${mode} wrong action: ${e.line.where} "${e.line.text}" → ${d.kind === 'execute' ? JSON.stringify(d.intent) : d.kind}`);
  }
}
/** Issue 27: one half of the fresh corpora (or round 5's lines), per language. */
function fresh(half: Half | Round): void {
  for (const lang of LANGS) {
    const file = (kind: 'orders' | 'talk') => (half === 'tuning' || half === 'sealed' ? freshFile(half, kind, lang) : roundFile(kind, lang, half));
    const orders = loadCorpus(file('orders'));
    const talk = loadCorpus(file('talk'));
    const ptt = orders.map((l) => evaluate(l, 'ptt'));
    const open = orders.map((l) => evaluate(l, 'open'));
    const talkPtt = talk.map((l) => evaluate(l, 'ptt'));
    const talkOpen = talk.map((l) => evaluate(l, 'open'));
    const right = (es: Evaluated[]) => es.filter((e) => e.verdict === 'right').length;
    const wrong = (es: Evaluated[]) => es.filter((e) => e.verdict === 'wrong-action').length;
    console.log(
      `fresh ${half} ${lang}: orders ${orders.length}, understood ${percent(right(ptt) / orders.length)} % ptt / ${percent(right(open) / orders.length)} % open, ` +
        `wrong ${percent(wrong(ptt) / orders.length)} % ptt / ${percent(wrong(open) / orders.length)} % open; ` +
        `talk ${talk.length}, acted ${wrong(talkPtt)} ptt (${talkPtt.filter((e) => e.verdict === 'wrong-action' && e.result.decision.kind === 'execute' && e.result.decision.confirm).length} behind a confirmation) / ${wrong(talkOpen)} open`,
    );
    if (half === 'sealed' || half === HELD_OUT) continue;
    if (flags.has('--kinds')) {
      const kinds = new Map<string, Evaluated[]>();
      for (const e of [...ptt, ...talkOpen]) kinds.set(kindOf(e.line), [...(kinds.get(kindOf(e.line)) ?? []), e]);
      for (const [kind, group] of kinds) console.log(`  ${kind}: ${right(group)}/${group.length} right, ${wrong(group)} acted wrongly`);
    }
    if (flags.has('--failures')) {
      for (const e of [...ptt, ...talkOpen, ...talkPtt].filter((x) => x.verdict !== 'right')) {
        const d = e.result.decision;
        const what = d.kind === 'execute' ? JSON.stringify(d.intent) : d.kind === 'reject' ? `reject ${d.reason}` : d.kind;
        console.log(`  ${e.mode} ${e.verdict} [${kindOf(e.line)}] "${e.line.text}" (${JSON.stringify(e.line.role)}${e.line.view ? ` ${e.line.view}` : ''}) → ${what}`);
      }
    }
  }
}
fresh('tuning');
fresh('round5');
fresh('round6');
fresh('round7');
fresh('round8');
fresh('round9');
fresh('round10');
fresh('round11');
fresh('round12');
fresh('round13');
if (flags.has('--sealed')) fresh('sealed');
if (flags.has('--held-out')) {
  if (HELD_OUT) fresh(HELD_OUT);
  else console.log('no held-out round: every round has been read (a new one is written before a session\'s rules)');
}

for (const [mode, evaluated] of byMode) {
  const all = score(evaluated);
  console.log(`all ${mode}: ${all.total} lines, right ${percent(all.accuracy)} %, wrong actions ${percent(all.wrongRate)} %, actions on chatter ${all.chatterActed}`);
}
console.log(`orders-accuracy: ${percent(score(byMode.get('ptt')!).accuracy)} %`);
console.log(`orders-chatter-acted: ${score(byMode.get('open')!).chatterActed}`);
