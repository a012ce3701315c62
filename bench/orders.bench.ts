/**
 * Voice-order matching over a corpus: accuracy (did what the line expects), wrong-action rate
 * (executed something it should not) and median match time, per language. The last line is the
 * headline. Usage: npm run bench:orders -- [corpus.jsonl …] (default: the project's own three).
 */
import { CORPUS_FILES, evaluate, loadCorpus, score, type CorpusLine, type Evaluated } from '../test/orders/corpus';

const TIMING_ROUNDS = 5;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const percent = (x: number) => (x * 100).toFixed(1);

const files = process.argv.slice(2).filter((a) => a !== '--');
const lines: CorpusLine[] = (files.length > 0 ? files : Object.values(CORPUS_FILES)).flatMap(loadCorpus);
if (lines.length === 0) throw new Error('empty corpus');

// Warm-up, then the measured rounds: each line's time is its median over the rounds.
lines.forEach(evaluate);
const rounds: Evaluated[][] = [];
for (let r = 0; r < TIMING_ROUNDS; r++) rounds.push(lines.map(evaluate));
const evaluated = rounds[0]!.map((e, i) => ({ ...e, micros: median(rounds.map((round) => round[i]!.micros)) }));

const byLang = new Map<string, Evaluated[]>();
for (const e of evaluated) byLang.set(e.line.lang, [...(byLang.get(e.line.lang) ?? []), e]);
for (const [lang, group] of byLang) {
  const s = score(group);
  const ms = median(group.map((e) => e.micros)) / 1000;
  const worst = Math.max(...group.map((e) => e.micros)) / 1000;
  console.log(
    `${lang}: ${s.total} lines, right ${percent(s.accuracy)} %, wrong actions ${percent(s.wrongRate)} % (${s.wrong}), ` +
      `median ${ms.toFixed(3)} ms, worst ${worst.toFixed(2)} ms`,
  );
}
const wrong = evaluated.filter((e) => e.verdict === 'wrong-action');
for (const e of wrong) {
  const d = e.result.decision;
  console.log(`  wrong action: ${e.line.where} "${e.line.text}" → ${d.kind === 'execute' ? JSON.stringify(d.intent) : d.kind}`);
}
const all = score(evaluated);
console.log(`all: ${all.total} lines, wrong actions ${percent(all.wrongRate)} %`);
console.log(`orders-accuracy: ${percent(all.accuracy)} %`);
