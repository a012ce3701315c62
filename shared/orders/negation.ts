import { ruleOf, type Grammar } from './grammar';
import type { Lexicon } from './lexicon/types';
import { formKey, tokenise } from './normalise';
import { sequenceAt } from './talk';
import type { Candidate } from './types';

interface Negations {
  /** "don't", "never", "non": negate whatever follows. */
  readonly always: ReadonlySet<string>;
  /** The plain "no": negates only a verdict on the enemy's hull. */
  readonly verdict: ReadonlySet<string>;
  readonly idioms: readonly (readonly string[])[];
  /** The verdict words of the hull phrases (their last word: "aprobado", "mal"; not "casco"). */
  readonly verdicts: ReadonlySet<string>;
  /** The verb "to be" and the pronouns that stand only before a verb (Lexicon.tableTalk.verbClitics): a plain "no" before one negates the verb. */
  readonly beforeVerb: ReadonlySet<string>;
}

const cache = new WeakMap<Lexicon, Negations>();

function negations(grammar: Grammar): Negations {
  const lexicon = grammar.lexicon;
  let known = cache.get(lexicon);
  if (!known) {
    const keys = (words: readonly string[]) => new Set(words.map((w) => formKey(w, lexicon)));
    const talk = lexicon.tableTalk;
    const hull = grammar.rules.filter((r) => r.key === 'checkHull.approve' || r.key === 'checkHull.refuse');
    const verdicts = new Set(hull.flatMap((r) => r.elements.findLast((e) => e.kind === 'word')?.words ?? []));
    known = { always: keys(talk.negations), verdict: keys(talk.verdictNegations), idioms: talk.negationIdioms.map((p) => tokenise(p, lexicon)), verdicts, beforeVerb: keys([...talk.copulas, ...talk.verbClitics]) };
    cache.set(lexicon, known);
  }
  return known;
}

/** The reading's own phrase puts `next` right after a negation ("never mind", "silence, not moving"). */
function ownWords(grammar: Grammar, phrase: string, next: string | undefined, n: Negations): boolean {
  const elements = ruleOf(grammar, phrase)?.elements ?? [];
  return (
    next !== undefined &&
    elements.some((here, i) => {
      const after = elements[i + 1];
      return here.kind === 'word' && here.words.some((w) => n.always.has(w)) && after?.kind === 'word' && after.words.includes(next);
    })
  );
}

/**
 * The "no" at `i` does not negate the verdict: it opens the utterance, an answer or an interjection
 * ("no, casco mal"), or it corrects one verdict word with another ("casco aprobado, no, rechazado").
 */
function notAgainstVerdict(tokens: readonly string[], i: number, grammar: Grammar, n: Negations): boolean {
  const before = tokens.slice(0, i).findLast((t) => !grammar.fillers.has(t) && !n.verdict.has(t));
  const after = tokens.slice(i + 1).find((t) => !grammar.fillers.has(t));
  return before === undefined || (after !== undefined && n.verdicts.has(before) && n.verdicts.has(after));
}

/** The plain "no" at `i` negates the verb after it (see `negated`): no self-correction there either. */
export function negatesVerb(tokens: readonly string[], i: number, grammar: Grammar): boolean {
  const n = negations(grammar);
  return n.verdict.has(tokens[i] ?? '') && n.beforeVerb.has(tokens[i + 1] ?? '');
}

/**
 * A negated order is talk, with the key pressed or not: "don't fire at G6", "we can't go west", "non
 * andiamo a est" order nothing. Not a negation: one the reading's own phrase holds ("never mind",
 * "silence, not moving"), a set phrase ("now or never", "ahora o nunca"). The plain "no" (also the
 * cancel, an answer, a self-correction: "no, rumbo oeste") negates only a verdict on the enemy's hull,
 * carried out unasked: "casco no aprobado", "casco no rechazado", "hull no good" decide nothing, while
 * "no, casco mal" answers and "casco aprobado, no, rechazado" corrects. Before the verb "to be" or a
 * pronoun that only a verb follows it negates that verb ("la sección del casco no está lista", "no les
 * decimos columna L"). A cancel is never blocked.
 */
export function negated(tokens: readonly string[], grammar: Grammar, top: Candidate | undefined): boolean {
  if (top?.intent.type === 'cancel') return false;
  const n = negations(grammar);
  const verdict = top?.intent.type === 'checkHull';
  return tokens.some((t, i) => {
    if (n.idioms.some((seq) => seq.some((w, k) => w === t && sequenceAt(tokens, i - k, seq)))) return false;
    if (verdict && (n.verdict.has(t) || n.always.has(t))) return !notAgainstVerdict(tokens, i, grammar, n);
    if (negatesVerb(tokens, i, grammar)) return true;
    return n.always.has(t) && !(top && ownWords(grammar, top.phrase, tokens[i + 1], n));
  });
}
