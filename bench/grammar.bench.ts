/**
 * The seat's context grammar (issue 17.1): how big it is, how long building it and switching to it
 * take on the app's side (medians), and what it costs on text: the corpus as a recognizer that heard
 * every word right would write it under the grammar (forceThrough: the words it lacks as [unk]), judged
 * by the matcher — orders still right, and table talk that the forcing made act — and the orders whose
 * every pair of neighbouring words the grammar holds (unheld: the rest lean on Vosk's back-off), for the
 * phrase grammars and the old word list.
 * Vosk's own compile time needs a model and a browser: not measured here (see docs/decisions.md).
 *   npm run bench:grammar
 */
import { LANGS, voskGrammar, type Lang, type ListenMode } from '../shared/orders';
import { buildContextGrammar, contextGrammar } from '../shared/orders/context-grammar';
import { forceThrough, unheld } from '../shared/orders/grammar-fit';
import { CORPUS_FILES, evaluate, loadCorpus, TABLE_FILES, type CorpusLine } from '../test/orders/corpus';
import { fixtureView } from '../test/orders/fixtures';

const ROUNDS = 15;
const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const percent = (x: number, of: number) => (of ? (100 * x) / of : 0).toFixed(1);

function time(fn: () => void): number {
  const started = performance.now();
  fn();
  return performance.now() - started;
}

const views = [null, fixtureView('captain-ready'), fixtureView('turn-system')] as const;

console.log('grammar build (uncached) and switch (cached: what a begin() costs when nothing changed), medians:');
const builds: number[] = [];
for (const lang of LANGS) {
  for (const view of views) {
    const ctx = { lang, roles: ['captain'] as const, view, mode: 'ptt' as const };
    const grammar = buildContextGrammar(ctx);
    const build = median(Array.from({ length: ROUNDS }, () => time(() => buildContextGrammar(ctx))));
    contextGrammar(ctx);
    const cached = median(Array.from({ length: ROUNDS }, () => time(() => contextGrammar(ctx))));
    const json = time(() => JSON.stringify(grammar.phrases));
    builds.push(build);
    const where = view ? `${view.settings.mapId} ${view.settings.mode}` : 'no view';
    console.log(
      `${lang} ${where}: ${grammar.phrases.length} phrases, ${grammar.words.length} words, ${(JSON.stringify(grammar.phrases).length / 1024).toFixed(0)} KiB; ` +
        `build ${build.toFixed(1)} ms, cached ${(cached * 1000).toFixed(1)} µs, JSON ${json.toFixed(2)} ms`,
    );
  }
}

type Variant = 'phrases' | 'phrases+runs' | 'phrases+words' | 'words';
const phrasesFor = (variant: Variant, line: CorpusLine): readonly string[] =>
  variant === 'words'
    ? voskGrammar(line.lang)
    : contextGrammar({ lang: line.lang, roles: ['captain'], view: line.view ? fixtureView(line.view as Parameters<typeof fixtureView>[0]) : null, mode: 'ptt', granularity: variant }).phrases;

console.log('\non text, every word heard right, then forced through the grammar ([unk] for what it lacks):');
const lines = [...Object.values(TABLE_FILES), ...Object.values(CORPUS_FILES)].flatMap(loadCorpus);
const kept: Record<Variant, number> = { phrases: 0, 'phrases+runs': 0, 'phrases+words': 0, words: 0 };
for (const variant of ['phrases', 'phrases+runs', 'phrases+words', 'words'] as const) {
  for (const lang of LANGS as readonly Lang[]) {
    for (const mode of ['ptt', 'open'] as const satisfies readonly ListenMode[]) {
      const group = lines.filter((l) => l.lang === lang);
      const forced = group.map((line) => ({ line, text: forceThrough(line.text, phrasesFor(variant, line)) }));
      const judged = forced.map(({ line, text }) => ({ line, text, before: evaluate(line, mode).verdict, after: evaluate({ ...line, text }, mode).verdict }));
      const orders = judged.filter((j) => j.line.expect !== null && j.before === 'right');
      const lost = orders.filter((j) => j.after !== 'right');
      const chatter = judged.filter((j) => j.line.expect === null);
      const acted = chatter.filter((j) => j.after === 'wrong-action');
      // Lines written with digits ("C6") are left out: a recognizer writes words.
      const spoken = orders.filter((j) => !/\d/.test(j.line.text));
      const whole = spoken.filter((j) => unheld(j.line.text, phrasesFor(variant, j.line)).length === 0);
      if (mode === 'ptt') kept[variant] += orders.length - lost.length;
      console.log(
        `${variant} ${lang} ${mode}: orders still right ${percent(orders.length - lost.length, orders.length)} % (${lost.length} lost of ${orders.length}), ` +
          `talk acted after forcing ${acted.length}/${chatter.length}, orders in words with every pair held ${percent(whole.length, spoken.length)} % of ${spoken.length}`,
      );
      if (variant !== 'words' && mode === 'ptt') for (const j of lost.slice(0, 6)) console.log(`  lost: "${j.line.text}" → "${j.text}"`);
      if (variant !== 'words') for (const j of acted.slice(0, 4)) console.log(`  ${mode} acted: "${j.line.text}" → "${j.text}"`);
    }
  }
}
console.log(`grammar-build-median: ${median(builds).toFixed(1)} ms`);
