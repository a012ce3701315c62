/**
 * The phrase book's cost (issue 27.4): how the seat's grammar grows with N taught phrases (phrases,
 * KiB of JSON handed to Vosk, build time of the grammar with the book), what a taught book adds to
 * matching one utterance, and how long checking a phrase takes (it runs the matcher a few times).
 * The cap (MAX_TAUGHT) is set from these figures; Vosk's own compile time needs a model and a browser
 * this machine lacks (docs/decisions.md, issue 27.4).
 *   npm run bench:phrase-book
 */
import { loadavg } from 'node:os';
import { checkPhrase, contextGrammar, emptyBook, match, MAX_TAUGHT, type Intent, type PhraseBook } from '../shared/orders';
import { buildContextGrammar, MAX_PHRASES } from '../shared/orders/context-grammar';

const ROUNDS = 15;
const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function time(fn: () => void): number {
  const started = performance.now();
  fn();
  return performance.now() - started;
}

const NORTH: Intent = { type: 'course', direction: 'N' };
/** N phrases of six words each, all different (the longest a player is likely to teach). */
const bookOf = (n: number): PhraseBook => ({
  lang: 'en',
  phrases: Array.from({ length: n }, (_, i) => ({ text: `come on word${i} let us roll out`, intent: NORTH })),
});

console.log(`load ${loadavg().map((l) => l.toFixed(1)).join(' ')}; English, the largest grammar (15×15, no view)`);
const ctx = { lang: 'en' as const, roles: ['captain'] as const, view: null, mode: 'ptt' as const };
const base = buildContextGrammar(ctx);
let atCap = 0;
for (const n of [0, 10, MAX_TAUGHT, 200, 1000, 2000]) {
  const book = bookOf(n);
  // Uncached each round: a new book object is a new grammar (what teaching or deleting costs).
  const build = median(Array.from({ length: ROUNDS }, () => time(() => contextGrammar({ ...ctx, book: { ...book } }))));
  const grammar = contextGrammar({ ...ctx, book });
  const kib = JSON.stringify(grammar.phrases).length / 1024;
  if (n === MAX_TAUGHT) atCap = grammar.phrases.length;
  const uncapped = [...base.phrases, ...book.phrases.map((p) => p.text)];
  const beyond = n > MAX_TAUGHT ? ` (uncapped it would be ${uncapped.length} phrases, ${(JSON.stringify(uncapped).length / 1024).toFixed(0)} KiB: only the first ${MAX_TAUGHT} are read)` : '';
  console.log(
    `${n} taught: ${grammar.phrases.length} phrases (${((100 * grammar.phrases.length) / MAX_PHRASES).toFixed(1)} % of MAX_PHRASES), ${kib.toFixed(0)} KiB, ` +
      `grammar with the book ${build.toFixed(2)} ms${beyond}`,
  );
}
console.log(`(base grammar: ${base.phrases.length} phrases; the book's grammar is the base, cached, plus the taught phrases, sorted)`);

const utterances = ['come on word3 let us roll out', 'head north', 'i think we should go north guys', 'torpedo at charlie six'];
for (const n of [0, MAX_TAUGHT, 1000]) {
  const book = bookOf(n);
  const each = utterances.map((text) => {
    match(text, { lang: 'en', role: 'captain', book });
    return median(Array.from({ length: ROUNDS }, () => time(() => match(text, { lang: 'en', role: 'captain', book }))));
  });
  console.log(`match with ${n} taught: ${each.map((ms) => ms.toFixed(2)).join(' / ')} ms (${utterances.join(' / ')})`);
}

const check = median(
  Array.from({ length: ROUNDS }, (_, i) => time(() => checkPhrase(`lets boogie number${i} now`, NORTH, { lang: 'en', roles: ['captain'], book: emptyBook('en') }))),
);
console.log(`checkPhrase median ${check.toFixed(1)} ms`);
console.log(`phrase-book-grammar-at-cap: ${atCap} phrases`);
