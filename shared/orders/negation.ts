import type { Grammar } from './grammar';
import type { Lexicon } from './lexicon/types';
import { formKey, tokenise } from './normalise';

interface Negations {
  /** "don't", "never", "non": negate whatever follows. */
  readonly always: ReadonlySet<string>;
  /** Spanish "no": negates only an order word right after it. */
  readonly beforeOrder: ReadonlySet<string>;
  readonly idioms: readonly (readonly string[])[];
  /** "never mind", "not moving": words an order's own template puts after a negation ("don't move" too). */
  readonly ownAfter: ReadonlySet<string>;
  /** The words of the order templates that are neither fillers, slot values, nor a cancel, confirm or correction. */
  readonly orderWords: ReadonlySet<string>;
  /** Letters, numbers, directions, systems: a correction replaces one of these with another of its kind. */
  readonly kindOf: ReadonlyMap<string, string>;
}

const cache = new WeakMap<Lexicon, Negations>();

/** A template's words, part by part (alternatives split, `?` and `~cost` marks dropped, slots left out). */
function templateParts(template: string, lexicon: Lexicon): string[][] {
  return template
    .replace(/^\[[a-zA-Z,]+\]\s*/, '')
    .split(/\s+/)
    .filter(Boolean)
    .map((part) =>
      part
        .replace(/\?$/, '')
        .replace(/~[\d.]*$/, '')
        .split('|')
        .filter((w) => !w.startsWith('$'))
        .map((w) => formKey(w, lexicon)),
    );
}

function negations(grammar: Grammar): Negations {
  const lexicon = grammar.lexicon;
  let known = cache.get(lexicon);
  if (known) return known;
  const keys = (words: readonly string[]) => new Set(words.map((w) => formKey(w, lexicon)));
  const talk = lexicon.tableTalk;
  const always = keys(talk.negations);
  const beforeOrder = keys(talk.negationsBeforeOrder);
  const kindOf = new Map<string, string>();
  const kinds: Record<string, readonly string[]> = {
    number: lexicon.numbers.flat(),
    letter: lexicon.letters.flat(),
    direction: [...Object.values(lexicon.directions).flat(), ...Object.values(lexicon.diagonals).flat(), ...lexicon.familyDirections],
    system: Object.values(lexicon.systems).flat(),
  };
  for (const [kind, words] of Object.entries(kinds)) for (const w of keys(words)) kindOf.set(w, kind);
  const answers = new Set(['confirm', 'cancel']);
  const ownAfter = new Set<string>();
  const orderWords = new Set<string>();
  for (const [key, templates] of Object.entries(lexicon.phrases)) {
    for (const template of templates) {
      const parts = templateParts(template, lexicon);
      parts.forEach((here, i) => {
        if (here.some((w) => always.has(w) || beforeOrder.has(w))) for (const next of parts[i + 1] ?? []) ownAfter.add(next);
        if (!answers.has(key)) for (const w of here) if (!grammar.fillers.has(w) && !kindOf.has(w) && !grammar.corrections.has(w)) orderWords.add(w);
      });
    }
  }
  for (const key of answers) for (const template of lexicon.phrases[key as 'confirm' | 'cancel']) for (const w of templateParts(template, lexicon).flat()) orderWords.delete(w);
  known = { always, beforeOrder, idioms: talk.negationIdioms.map((p) => tokenise(p, lexicon)), ownAfter, orderWords, kindOf };
  cache.set(lexicon, known);
  return known;
}

const at = (tokens: readonly string[], i: number, seq: readonly string[]) => i >= 0 && seq.every((w, k) => tokens[i + k] === w);

/**
 * "rumbo norte, no, rumbo sur", "norte, no, sur": the "no" at `p` corrects like with like (the word it
 * replaces and its replacement are the same word or of the same kind), as `corrected` would read it.
 */
function correctsLikeWithLike(tokens: readonly string[], p: number, grammar: Grammar, n: Negations): boolean {
  const before = tokens.slice(0, p).filter((t) => !grammar.fillers.has(t));
  const after = tokens.slice(p + 1).filter((t) => !grammar.fillers.has(t));
  if (before.length === 0 || after.length === 0) return false;
  const replaced = before[Math.max(0, before.length - after.length)]!;
  const replacement = after[0]!;
  return replaced === replacement || (n.kindOf.has(replaced) && n.kindOf.get(replaced) === n.kindOf.get(replacement));
}

/**
 * A negated order is talk, with the key pressed or not: "don't fire at G6", "we can't go west", "non
 * andiamo a est", "no disparo al g seis", "casco no aprobado" order nothing. Not a negation: one an
 * order's own phrase holds ("never mind", "silence, not moving"), a set phrase ("now or never"), or
 * Spanish "no" before anything but an order word, or correcting like with like ("norte, no, sur").
 */
export function negated(tokens: readonly string[], grammar: Grammar): boolean {
  const n = negations(grammar);
  return tokens.some((t, i) => {
    const next = tokens[i + 1];
    if (next !== undefined && n.ownAfter.has(next)) return false;
    if (n.idioms.some((seq) => seq.some((w, k) => w === t && at(tokens, i - k, seq)))) return false;
    if (n.always.has(t)) return true;
    return n.beforeOrder.has(t) && next !== undefined && n.orderWords.has(next) && !correctsLikeWithLike(tokens, i, grammar, n);
  });
}
