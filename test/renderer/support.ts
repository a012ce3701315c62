import { createPinia, setActivePinia } from 'pinia';
import { createRumboI18n } from '../../renderer/i18n';

export function plugins(language: Parameters<typeof createRumboI18n>[0] = 'en') {
  const pinia = createPinia();
  setActivePinia(pinia);
  return [pinia, createRumboI18n(language)];
}
