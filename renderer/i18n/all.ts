import en from './en';
import es from './es';
import it from './it';
import { createRumboI18n as create, type Language } from './index';

/** Every catalogue at once, for tests and tools (the page fetches only its language: index.ts). */
export const ALL_CATALOGUES = { es, en, it } as const;

export function createRumboI18n(locale: Language = 'es') {
  return create(locale, ALL_CATALOGUES);
}
