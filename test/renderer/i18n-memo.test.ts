import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import { createI18n } from 'vue-i18n';
import { defineComponent, h, nextTick } from 'vue';
import { useI18n } from 'vue-i18n';
import { createTestI18n as createRumboI18n } from '../../renderer/i18n/all';
import en from '../../renderer/i18n/en';
import es from '../../renderer/i18n/es';
import itMessages from '../../renderer/i18n/it';

/** The same messages without the memory: what every call must still answer. */
function plainI18n(locale: 'es' | 'en' | 'it') {
  return createI18n({ legacy: false, locale, fallbackLocale: 'es', messages: { es, en, it: itMessages } }).global;
}

describe('remembered translations (issue 29.5)', () => {
  it('answers every call as vue-i18n does: plain keys, named values, plurals, a missing key, asked twice', () => {
    const remembered = createRumboI18n('en').global;
    const plain = plainI18n('en');
    const calls: unknown[][] = [
      ['roles.captain'],
      ['teams.yellow'],
      ['seatScreen.selfHit', { distance: 1, n: 2 }],
      ['seatScreen.selfHit', { distance: 0, n: 1 }],
      ['seatScreen.blocked', { direction: 'N', reason: 'x' }],
      ['no.such.key'],
    ];
    for (const round of [1, 2])
      for (const args of calls) {
        const t = remembered.t as unknown as (...a: unknown[]) => string;
        const u = plain.t as unknown as (...a: unknown[]) => string;
        expect(t(...args), `${JSON.stringify(args)} round ${round}`).toBe(u(...args));
      }
  });

  it('follows the language: the same key in another locale, and a component that showed it renders again', async () => {
    const i18n = createRumboI18n('es');
    const Label = defineComponent({
      setup() {
        const { t } = useI18n();
        return () => h('span', t('roles.captain'));
      },
    });
    const wrapper = mount(Label, { global: { plugins: [i18n] } });
    expect(wrapper.text()).toBe(plainI18n('es').t('roles.captain'));
    i18n.global.locale.value = 'it';
    await nextTick();
    expect(wrapper.text()).toBe(plainI18n('it').t('roles.captain'));
    expect(plainI18n('it').t('roles.captain')).not.toBe(plainI18n('es').t('roles.captain'));
  });
});
