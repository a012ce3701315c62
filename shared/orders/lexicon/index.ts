import type { Lang } from '../types';
import { en } from './en';
import { es } from './es';
import { it } from './it';
import type { Lexicon } from './types';

export const LEXICONS: Readonly<Record<Lang, Lexicon>> = { es, en, it };

export type { Lexicon, PhraseKey, Say } from './types';
export { PHRASE_KEYS } from './types';
