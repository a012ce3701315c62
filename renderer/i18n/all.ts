import en from './en';
import es from './es';
import it from './it';
import { createRumboI18n, type Language } from './index';

/** Every catalogue at once, for tests and tools (the page fetches only its language: index.ts). */
export const ALL_CATALOGUES = { es, en, it } as const;

/** The app's translations with every language loaded, as a test needs them. */
export function createTestI18n(locale: Language = 'es') {
  return createRumboI18n(locale, ALL_CATALOGUES);
}
