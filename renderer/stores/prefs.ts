import { defineStore } from 'pinia';
import { ref, watch } from 'vue';
import { LANGUAGES, type Language } from '../i18n';

export type Theme = 'light' | 'dark';

function initialTheme(): Theme {
  const saved = localStorage.getItem('rumbo.theme');
  if (saved === 'light' || saved === 'dark') return saved;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

function initialLanguage(): Language {
  const saved = localStorage.getItem('rumbo.lang') as Language | null;
  if (saved && LANGUAGES.includes(saved)) return saved;
  const nav = navigator.language.slice(0, 2) as Language;
  return LANGUAGES.includes(nav) ? nav : 'es';
}

/** Per-device preferences: theme and language survive reloads; URL parameters win. */
export const usePrefsStore = defineStore('prefs', () => {
  const params = new URLSearchParams(location.search);
  const theme = ref<Theme>((params.get('theme') as Theme) ?? initialTheme());
  const language = ref<Language>((params.get('lang') as Language) ?? initialLanguage());
  watch(
    theme,
    (value) => {
      document.documentElement.dataset.theme = value;
      localStorage.setItem('rumbo.theme', value);
    },
    { immediate: true },
  );
  watch(
    language,
    (value) => {
      document.documentElement.lang = value;
      localStorage.setItem('rumbo.lang', value);
    },
    { immediate: true },
  );
  return { theme, language };
});
