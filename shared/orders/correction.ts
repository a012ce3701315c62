import type { Grammar } from './grammar';
import { formKey, tokenise } from './normalise';
import { negatesVerb } from './negation';
import { numberWords } from './numbers';
import { stopsSaidAlone } from './talk';

/**
 * "Rumbo norte, eh, no, sur": the words after the last correction word replace as many words before
 * it ("rumbo sur"). Returns null when there is no correction to make. The caller keeps whichever of
 * the two readings fits better, so a "no" that belongs to the order ("silence, no move") survives.
 */
export function corrected(tokens: readonly string[], grammar: Grammar): string[] | null {
  for (let p = tokens.length - 2; p >= 1; p--) {
    // A "no" before the verb "to be" or a verb's pronoun negates it ("el casco no está listo"): no correction.
    if (!grammar.corrections.has(tokens[p]!) || negatesVerb(tokens, p, grammar)) continue;
    const prefix = tokens.slice(0, p);
    // A correction said in several words ("anzi no", "no, wait", "no, perdón"): all of it goes.
    while (prefix.length > 0 && (grammar.fillers.has(prefix[prefix.length - 1]!) || grammar.corrections.has(prefix[prefix.length - 1]!))) prefix.pop();
    const suffix = tokens.slice(p + 1);
    if (prefix.length === 0 || suffix.every((t) => grammar.fillers.has(t))) return null;
    return [...prefix.slice(0, Math.max(0, prefix.length - suffix.length)), ...suffix];
  }
  return null;
}

/**
 * 'letter' is no value to replace: a letter before a number ("be cuatro, perdón, de cuatro") is a cell said
 * again, read by position; any other is a word like "a" in "tre a sud", left out.
 */
type ValueKind = 'number' | 'direction' | 'letter';

const kindsCache = new WeakMap<Grammar, ReadonlyMap<string, ValueKind>>();

function valueKinds(grammar: Grammar): ReadonlyMap<string, ValueKind> {
  let kinds = kindsCache.get(grammar);
  if (!kinds) {
    const lexicon = grammar.lexicon;
    const map = new Map<string, ValueKind>([...numberWords(lexicon).keys()].map((w) => [w, 'number']));
    for (const word of Object.values(lexicon.directions).flat()) map.set(formKey(word, lexicon), 'direction');
    for (const word of lexicon.letters.flat()) map.set(formKey(word, lexicon), 'letter');
    kinds = map;
    kindsCache.set(grammar, kinds);
  }
  return kinds;
}

/**
 * "silencio, dos casillas al sur, no, tres", "silence two south, no wait, three, three south": a
 * correction that names only values replaces the values of the same kind before it (each kind's last),
 * wherever they were said. Null when the words after the correction are not all values (a number, a
 * direction) or name a kind the order did not hold; `corrected` reads those.
 */
export function correctedByKind(tokens: readonly string[], grammar: Grammar): string[] | null {
  const kinds = valueKinds(grammar);
  const p = tokens.findLastIndex((t, i) => i >= 1 && i < tokens.length - 1 && grammar.corrections.has(t));
  if (p < 0) return null;
  const prefix = tokens.slice(0, p);
  while (prefix.length > 0 && (grammar.fillers.has(prefix[prefix.length - 1]!) || grammar.corrections.has(prefix[prefix.length - 1]!))) prefix.pop();
  const suffix = tokens.slice(p + 1);
  const namers = kindWords(grammar);
  // A direction that is also a filler ("este") is the direction after a cue ("no, al este").
  const said = (t: string, i: number) => !grammar.fillers.has(t) || (grammar.ambiguous.has(t) && grammar.cues.has(suffix[i - 1] ?? ''));
  const values = suffix.filter((t, i) => said(t, i) && kinds.get(t) !== 'letter' && !namers.has(t));
  if (prefix.length === 0 || values.length === 0 || values.some((t) => !kinds.has(t)) || suffix.some((t, i) => kinds.get(t) === 'letter' && kinds.get(suffix[i + 1] ?? '') === 'number')) return null;
  // A word naming a value's kind only where one value is said again with it ("no, five, sector five"):
  // elsewhere it tells which value is which ("fila siete, sector tres"), and that is not a kind of value.
  const named = suffix.filter((t) => namers.has(t));
  if (named.length > 0 && (new Set(values).size > 1 || suffix.some((t) => kinds.get(t) === 'letter'))) return null;
  // …and the kind it names is the one it corrects: "row five, no, sector five" is another fact, not a row.
  const before = new Set(prefix.filter((t) => namers.has(t)));
  if (before.size > 0 && named.some((t) => !before.has(t))) return null;
  const out = [...prefix];
  for (const kind of new Set(values.map((t) => kinds.get(t)))) {
    const at = out.findLastIndex((t) => kinds.get(t) === kind);
    if (at < 0) return null;
    out[at] = values.findLast((t) => kinds.get(t) === kind)!;
  }
  return out;
}

const namersCache = new WeakMap<Grammar, ReadonlySet<string>>();

/** The words that name a value's kind: "sector", "fila", "casillas"… (the sonar answer's fact words, the gauge's boxes). */
function kindWords(grammar: Grammar): ReadonlySet<string> {
  let known = namersCache.get(grammar);
  if (!known) {
    const { column, row, sector } = grammar.lexicon.facts;
    const words = [column, row, sector].flatMap((w) => w.split('|')).map((w) => w.replace(/[?~][\d.]*$/, ''));
    known = new Set([...words.map((w) => formKey(w, grammar.lexicon)), ...grammar.gaugeBoxes]);
    namersCache.set(grammar, known);
  }
  return known;
}

/**
 * "rumbo norte, no…", "head north, no, to the", "rotta a nord, anzi": a correction begun after an order
 * and never said — the key released, or the pause, before the new words; or followed only by a word
 * that holds still ("cruzo el rojo, uy, no, quieto"). The speaker took the order back: nothing is run
 * (not the order before the "no", which they no longer want). "stop, no, stop!" is STOP said twice.
 */
export function retracted(tokens: readonly string[], grammar: Grammar): boolean {
  const last = tokens.findLastIndex((t) => grammar.retractions.has(t));
  if (last < 1) return false;
  const { holds } = retractionWords(grammar);
  const said = tokens.slice(0, last).filter((t) => !grammar.fillers.has(t) && !grammar.corrections.has(t));
  const after = tokens.slice(last + 1);
  if (said.length === 0 || after.some((t) => !grammar.fillers.has(t) && !holds.has(t))) return false;
  return after.every((t) => grammar.fillers.has(t)) || !said.every((t) => holds.has(t));
}

/**
 * "torpedo at c five, forget it", "mina, una más… qué va", "siluro in ci cinque, lascia stare": an order
 * taken back in the same breath by the words of Lexicon.spoken.takeBack, said last (fillers aside) after
 * words of an order. Not after a negation, whose object they are ("non c'è niente"), nor alone.
 */
export function takenBack(tokens: readonly string[], grammar: Grammar): boolean {
  const { takeBacks, negations } = retractionWords(grammar);
  let end = tokens.length;
  while (end > 0 && grammar.fillers.has(tokens[end - 1]!)) end--;
  // The phrase may end on a filler of its own ("forget it"), or be followed by fillers ("olvídalo, venga").
  return [tokens, tokens.slice(0, end)].some((spoken) =>
    takeBacks.some((seq) => {
      const at = spoken.length - seq.length;
      if (at <= 0 || !seq.every((w, i) => spoken[at + i] === w)) return false;
      const before = spoken.slice(0, at);
      return !before.some((t) => negations.has(t)) && before.some((t) => !grammar.fillers.has(t) && !grammar.corrections.has(t));
    }),
  );
}

interface RetractionWords {
  readonly takeBacks: readonly (readonly string[])[];
  readonly negations: ReadonlySet<string>;
  /** The STOP said in one word ("quieto", "hold", "fermo"): after a "no", the speaker holding back. */
  readonly holds: ReadonlySet<string>;
}

const retractionCache = new WeakMap<Grammar, RetractionWords>();

function retractionWords(grammar: Grammar): RetractionWords {
  let known = retractionCache.get(grammar);
  if (!known) {
    const lexicon = grammar.lexicon;
    known = {
      takeBacks: lexicon.spoken.takeBack.map((p) => tokenise(p, lexicon)),
      negations: new Set(lexicon.tableTalk.negations.flatMap((w) => tokenise(w, lexicon))),
      holds: new Set(stopsSaidAlone(grammar)),
    };
    retractionCache.set(grammar, known);
  }
  return known;
}
