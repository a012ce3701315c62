import type { Grammar } from './grammar';
import type { Lexicon } from './lexicon/types';
import { formKey, tokenise } from './normalise';
import type { Reading } from './types';

interface Negations {
  /** "don't", "never", "non": negate whatever follows. */
  readonly always: ReadonlySet<string>;
  /** The plain "no": negates only a verdict on the enemy's hull. */
  readonly verdict: ReadonlySet<string>;
  readonly idioms: readonly (readonly string[])[];
  /** The verdict words of the hull templates (their last part: "aprobado", "mal"; not "casco"). */
  readonly verdicts: ReadonlySet<string>;
}

const cache = new WeakMap<Lexicon, Negations>();

function negations(lexicon: Lexicon): Negations {
  let known = cache.get(lexicon);
  if (!known) {
    const keys = (words: readonly string[]) => new Set(words.map((w) => formKey(w, lexicon)));
    const talk = lexicon.tableTalk;
    const hull = [...lexicon.phrases['checkHull.approve'], ...lexicon.phrases['checkHull.refuse']];
    const verdicts = new Set(hull.flatMap((t) => templateParts(t, lexicon).at(-1) ?? []));
    known = { always: keys(talk.negations), verdict: keys(talk.verdictNegations), idioms: talk.negationIdioms.map((p) => tokenise(p, lexicon)), verdicts };
    cache.set(lexicon, known);
  }
  return known;
}

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

/** The reading's own phrase puts `next` right after the negation `word` ("never mind", "silence, not moving"). */
function ownWords(phrase: string, word: string, next: string | undefined, lexicon: Lexicon, always: ReadonlySet<string>): boolean {
  if (next === undefined) return false;
  const parts = templateParts(phrase, lexicon);
  return parts.some((here, i) => here.some((w) => w === word || always.has(w)) && (parts[i + 1] ?? []).includes(next));
}

const at = (tokens: readonly string[], i: number, seq: readonly string[]) => i >= 0 && seq.every((w, k) => tokens[i + k] === w);

/**
 * The "no" at `i` does not negate the verdict: it opens the utterance, an answer or an interjection
 * ("no, casco mal"), or it corrects one verdict word with another ("casco aprobado, no, rechazado").
 */
function notAgainstVerdict(tokens: readonly string[], i: number, grammar: Grammar, n: Negations): boolean {
  const before = tokens.slice(0, i).findLast((t) => !grammar.fillers.has(t) && !n.verdict.has(t));
  const after = tokens.slice(i + 1).find((t) => !grammar.fillers.has(t));
  return before === undefined || (after !== undefined && n.verdicts.has(before) && n.verdicts.has(after));
}

/** The best reading of the utterance and the template it was read with. */
export interface TopReading {
  readonly intent: Reading;
  readonly phrase: string;
}

/**
 * A negated order is talk, with the key pressed or not: "don't fire at G6", "we can't go west", "non
 * andiamo a est" order nothing. Not a negation: one the reading's own phrase holds ("never mind",
 * "silence, not moving"), a set phrase ("now or never", "ahora o nunca"). The plain "no" (also the
 * cancel, an answer, a self-correction: "no, rumbo oeste") negates only a verdict on the enemy's hull,
 * carried out unasked: "casco no aprobado", "casco no rechazado", "hull no good" decide nothing, while
 * "no, casco mal" answers and "casco aprobado, no, rechazado" corrects. A cancel is never blocked.
 */
export function negated(tokens: readonly string[], grammar: Grammar, top: TopReading | undefined): boolean {
  if (top?.intent.type === 'cancel') return false;
  const lexicon = grammar.lexicon;
  const n = negations(lexicon);
  const verdict = top?.intent.type === 'checkHull';
  return tokens.some((t, i) => {
    if (n.idioms.some((seq) => seq.some((w, k) => w === t && at(tokens, i - k, seq)))) return false;
    if (verdict && (n.verdict.has(t) || n.always.has(t))) return !notAgainstVerdict(tokens, i, grammar, n);
    return n.always.has(t) && !(top && ownWords(top.phrase, t, tokens[i + 1], lexicon, n.always));
  });
}
