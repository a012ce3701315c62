import type { Grammar } from './grammar';
import type { Lexicon } from './lexicon/types';
import { formKey } from './normalise';
import { numberWords } from './numbers';

/** Each kind of value an order names, as folded words: a heading, a cell's letter or a number, a system… */
type Kinds = readonly ReadonlySet<string>[];

const cache = new WeakMap<Lexicon, { kinds: Kinds; negations: ReadonlySet<string>; openers: ReadonlySet<string> }>();

function tables(lexicon: Lexicon) {
  let known = cache.get(lexicon);
  if (!known) {
    const keys = (words: readonly string[]) => new Set(words.map((w) => formKey(w.split(':')[0]!, lexicon)));
    known = {
      kinds: [
        keys([...Object.values(lexicon.directions).flat(), ...Object.values(lexicon.diagonals).flat()]),
        new Set([...keys(lexicon.letters.flat()), ...numberWords(lexicon).keys()]),
        keys(Object.values(lexicon.systems).flat()),
        keys(Object.values(lexicon.symbols).flat()),
        keys(Object.values(lexicon.parts).flat()),
      ],
      negations: keys(lexicon.tableTalk.negations),
      // Said first, the plain "no" rules out what follows it too ("no torpedo, lay a mine").
      openers: keys([...lexicon.tableTalk.negations, ...lexicon.tableTalk.verdictNegations]),
    };
    cache.set(lexicon, known);
  }
  return known;
}

/**
 * "head north, not south", "fire at c six not c five", "segno il siluro, non la mina": an order, then a
 * negation and only another value of a kind the order named — the alternative ruled out, said to be
 * clear. The tail is dropped, so the order is read as said, and the negation does not make it talk
 * ("don't fire at G6" keeps its negation: nothing of its kind comes before it). Spanish "no" is not a
 * negation here: "norte, no, sur" corrects (correction.ts).
 */
export function withoutContrast(tokens: string[], grammar: Grammar): string[] {
  const { kinds, negations } = tables(grammar.lexicon);
  const at = tokens.findLastIndex((t) => negations.has(t));
  if (at <= 0) return tokens;
  const tail = tokens.slice(at + 1).filter((t) => !grammar.fillers.has(t));
  const kindOf = (t: string) => kinds.find((k) => k.has(t));
  if (tail.length === 0 || !tail.every((t) => kindOf(t) !== undefined)) return tokens;
  const head = tokens.slice(0, at);
  const named = new Set(head.map(kindOf));
  return tail.every((t) => named.has(kindOf(t))) ? head : tokens;
}

/**
 * "not c five, torpedo c eight", "no torpedo, lay a mine on h four", "non il rosso, barro il verde": the
 * alternative ruled out first, then the order. Where the words open with a negation, the heads made of
 * nothing but the negation, fillers, values and the words orders are said with ("no le pongo al dron"),
 * shortest first, whose every kind of value the rest names again; the caller reads the rest as an order
 * alone. A head that says anything else ("no torpedo, they fired a…") is talk, and so is what follows.
 */
export function afterRuledOut(tokens: readonly string[], grammar: Grammar): { readonly head: readonly string[]; readonly rest: readonly string[] }[] {
  const { kinds, openers } = tables(grammar.lexicon);
  const first = tokens.findIndex((t) => !grammar.fillers.has(t));
  if (first < 0 || !openers.has(tokens[first]!)) return [];
  // A cell as written ("b4" → "b", "4") is a cell's letter and number too.
  const kindOf = (t: string) => (/^(\d+|[a-z])$/.test(t) ? kinds[1] : kinds.find((k) => k.has(t)));
  const orderWords = orderWordsOf(grammar);
  const plain = (t: string) => grammar.fillers.has(t) || openers.has(t) || kindOf(t) !== undefined || orderWords.has(t);
  const splits: { head: readonly string[]; rest: readonly string[] }[] = [];
  for (let k = first + 2; k < tokens.length; k++) {
    const head = tokens.slice(0, k);
    if (!plain(tokens[k - 1]!)) break;
    const rest = tokens.slice(k);
    const ruledOut = new Set(head.map(kindOf).filter(Boolean));
    const named = new Set(rest.map(kindOf).filter(Boolean));
    // Every kind ruled out is named again; "no el circuito del sur, el del este" would leave its part behind.
    if (ruledOut.size > 0 && [...ruledOut].every((kind) => named.has(kind))) splits.push({ head, rest });
  }
  return splits;
}

const orderWordsCache = new WeakMap<Grammar, ReadonlySet<string>>();

/** The words of the orders' phrases ("lay", "pongo", "barro"), answers aside. */
function orderWordsOf(grammar: Grammar): ReadonlySet<string> {
  let known = orderWordsCache.get(grammar);
  if (!known) {
    known = new Set(grammar.rules.filter((r) => r.key !== 'confirm' && r.key !== 'cancel').flatMap((r) => r.elements.flatMap((e) => (e.kind === 'word' ? e.words : []))));
    orderWordsCache.set(grammar, known);
  }
  return known;
}
