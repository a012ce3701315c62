import { createI18n } from 'vue-i18n';
import en from './en';
import es from './es';
import it from './it';
import { rememberTranslations } from './memo-t';

export const LANGUAGES = ['es', 'en', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];

export function createRumboI18n(locale: Language = 'es') {
  const i18n = createI18n({
    legacy: false,
    locale,
    fallbackLocale: 'es',
    messages: { es, en, it },
  });
  rememberTranslations(i18n.global);
  return i18n;
}
