import { say } from './describe';
import { grammarFor } from './grammar';
import { tokenise } from './normalise';
import type { Intent, Lang } from './types';

/**
 * The option of a question that an answer names by its own words: "Circuit north or reactor north?" —
 * "circuit" (or "the circuit one", or the whole order again). Every word said but fillers must be a word
 * of the option as the app says it, and of that option only; null otherwise (a word both options share,
 * "north", names neither).
 */
export function optionNamed(heard: string, options: readonly Intent[], lang: Lang): Intent | null {
  const grammar = grammarFor(lang);
  const said = tokenise(heard, grammar.lexicon).filter((t) => !grammar.fillers.has(t) && !grammar.symbolPronouns.has(t));
  if (said.length === 0) return null;
  const named = options.filter((option) => {
    const words = new Set(tokenise(say(option, lang), grammar.lexicon));
    return said.every((t) => words.has(t));
  });
  return named.length === 1 ? named[0]! : null;
}
