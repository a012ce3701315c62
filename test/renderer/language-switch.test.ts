/**
 * A window fetches only its player's language (renderer/i18n/index.ts): a switch waits for the new
 * catalogue, two quick switches end on the last one chosen, and a catalogue that cannot be fetched
 * leaves the page readable, never blank.
 */
import { describe, expect, it } from 'vitest';
import { showLanguage, type Language } from '../../renderer/i18n';
import { LOAD_PROBLEM, showLoadProblem } from '../../renderer/i18n/load-problem';
import { ALL_CATALOGUES } from '../../renderer/i18n/all';
import type { Catalogue } from '../../renderer/i18n/shape';

function composer(shown: Language) {
  const messages = new Map<string, Catalogue>([[shown, ALL_CATALOGUES[shown]]]);
  return {
    locale: { value: shown as string },
    get availableLocales() {
      return [...messages.keys()];
    },
    setLocaleMessage: (locale: string, catalogue: Catalogue) => void messages.set(locale, catalogue),
  };
}

/** A loader whose fetches the test answers one by one, in any order. */
function slowLoader() {
  const pending = new Map<Language, (c: Catalogue) => void>();
  const load = (language: Language) => new Promise<Catalogue>((resolve) => pending.set(language, resolve));
  return { load, answer: (language: Language) => pending.get(language)!(ALL_CATALOGUES[language]) };
}

describe('switching the language', () => {
  it('shows the new language once its catalogue is here', async () => {
    const c = composer('es');
    const loader = slowLoader();
    const done = showLanguage(c, 'it', () => true, loader.load);
    expect(c.locale.value).toBe('es');
    loader.answer('it');
    await done;
    expect(c.locale.value).toBe('it');
  });

  it('two quick switches end on the last one chosen, whichever catalogue arrives last', async () => {
    const c = composer('es');
    const loader = slowLoader();
    let wanted: Language = 'en';
    const first = showLanguage(c, 'en', () => wanted === 'en', loader.load);
    wanted = 'it';
    const second = showLanguage(c, 'it', () => wanted === 'it', loader.load);
    loader.answer('it');
    await second;
    loader.answer('en');
    await first;
    expect(c.locale.value).toBe('it');
  });

  it('a catalogue that cannot be fetched leaves the page in the language it shows, and says so to the caller', async () => {
    const c = composer('en');
    await expect(showLanguage(c, 'it', () => true, () => Promise.reject(new Error('404')))).rejects.toThrow('404');
    expect(c.locale.value).toBe('en');
  });
});

describe('a page whose language cannot be fetched', () => {
  it('says so in the three languages, with a button to try again, instead of staying blank', () => {
    const root = document.createElement('div');
    showLoadProblem(root);
    const alert = root.querySelector('[role=alert]')!;
    for (const line of LOAD_PROBLEM) expect(alert.textContent).toContain(line);
    expect(alert.querySelector('button')).not.toBeNull();
  });
});
