import { createI18n } from 'vue-i18n';
import { rememberTranslations } from './memo-t';
import type { Catalogue } from './shape';

export const LANGUAGES = ['es', 'en', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];
export type Catalogues = Partial<Record<Language, Catalogue>>;

/**
 * The app's translations with the catalogues given (the page: only the player's language, see
 * loadCatalogue; tests: every one, ./all.ts).
 */
export function createRumboI18n(locale: Language, messages: Catalogues) {
  const i18n = createI18n({ legacy: false, locale, fallbackLocale: false, messages });
  rememberTranslations(i18n.global);
  return i18n;
}

/**
 * A language's catalogue, fetched when it is first needed. Each is ~50 KB of text, and a window is
 * read in one language: loading all three with the page cost every window ~100 KB it never shows
 * (issue 29.5: what a window loads, goal ≤ 1 MB).
 */
export function loadCatalogue(language: Language): Promise<Catalogue> {
  switch (language) {
    case 'en':
      return import('./en').then((m) => m.default);
    case 'it':
      return import('./it').then((m) => m.default);
    default:
      return import('./es').then((m) => m.default);
  }
}

/** What of vue-i18n's global composer a language switch needs. */
interface Switchable {
  readonly locale: { value: string };
  readonly availableLocales: readonly string[];
  setLocaleMessage(locale: string, messages: Catalogue): void;
}

/**
 * Shows `language` once its catalogue is here (fetched if this window has not read it yet), unless the
 * player chose another meanwhile (`stillWanted`): two quick switches never end on the first one. A
 * catalogue that cannot be fetched leaves the page in the language it shows, and the promise rejects.
 */
export async function showLanguage(composer: Switchable, language: Language, stillWanted: () => boolean = () => true, load = loadCatalogue): Promise<void> {
  if (!composer.availableLocales.includes(language)) composer.setLocaleMessage(language, await load(language));
  if (stillWanted()) composer.locale.value = language;
}
