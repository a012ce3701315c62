import { createPinia, setActivePinia } from 'pinia';
import { createRumboI18n } from '../../renderer/i18n';

export function plugins() {
  const pinia = createPinia();
  setActivePinia(pinia);
  return [pinia, createRumboI18n('en')];
}
