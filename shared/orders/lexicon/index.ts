import type { Direction } from '../../engine';
import type { Lang } from '../types';
import { en } from './en';
import { es } from './es';
import { it } from './it';
import type { Lexicon } from './types';

export const LEXICONS: Readonly<Record<Lang, Lexicon>> = { es, en, it };

export type { Lexicon, PhraseKey, Say } from './types';
export { PHRASE_KEYS } from './types';

/** A direction's words by the compass only: the Family edition's up/down/left/right left out. */
export function compassWords(lexicon: Lexicon, direction: Direction): string[] {
  return lexicon.directions[direction].filter((w) => !lexicon.familyDirections.includes(w) && !lexicon.ambiguous.includes(w));
}
