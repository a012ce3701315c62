import { say } from './describe';
import { grammarFor } from './grammar';
import type { Lexicon } from './lexicon/types';
import { tokenise } from './normalise';
import type { Intent, Lang } from './types';

/**
 * The option of a question that an answer names by its own words: "Circuit north or reactor north?" —
 * "circuit" (or "the circuit one", or the whole order again); "Weapon north or detection north?" —
 * "the red one", a word the app does not say but the player's own for the same value. Every word said
 * but fillers must be a word of the option, as the app says it or as the lexicon names its values, and
 * of that option only; null otherwise (a word both options share, "north", names neither).
 */
export function optionNamed(heard: string, options: readonly Intent[], lang: Lang): Intent | null {
  const grammar = grammarFor(lang);
  const pointers = pointerWords(grammar.lexicon);
  const said = tokenise(heard, grammar.lexicon).filter((t) => !grammar.fillers.has(t) && !grammar.symbolPronouns.has(t) && !pointers.has(t));
  if (said.length === 0) return null;
  const named = options.filter((option) => {
    const words = optionWords(option, lang);
    return said.every((t) => words.has(t));
  });
  return named.length === 1 ? named[0]! : null;
}

const pointersCache = new WeakMap<Lexicon, ReadonlySet<string>>();

/** Lexicon.spoken.pointers, folded: nothing else in an answer. */
function pointerWords(lexicon: Lexicon): ReadonlySet<string> {
  let known = pointersCache.get(lexicon);
  if (!known) pointersCache.set(lexicon, (known = new Set(lexicon.spoken.pointers.flatMap((w) => tokenise(w, lexicon)))));
  return known;
}

/** The words that name an option: as the app says it, and every form of each value it holds. */
function optionWords(option: Intent, lang: Lang): ReadonlySet<string> {
  const grammar = grammarFor(lang);
  const lexicon = grammar.lexicon;
  const said = tokenise(say(option, lang), lexicon);
  // A form that is also an everyday word ("right", "mine") names the option only where the app says it.
  const forms = valueForms(option, lexicon).flatMap((form) => tokenise(form.replace(/:[\d.]+$/, ''), lexicon));
  return new Set([...said, ...forms.filter((t) => !grammar.talk.has(t))]);
}

function valueForms(option: Intent, lexicon: Lexicon): readonly string[] {
  switch (option.type) {
    case 'course':
      return lexicon.directions[option.direction];
    case 'mark':
      return lexicon.systems[option.system];
    case 'cross':
      return [...lexicon.symbols[option.symbol], ...(option.part ? lexicon.parts[option.part] : []), ...(option.panel ? lexicon.directions[option.panel] : [])];
    default:
      return [];
  }
}
