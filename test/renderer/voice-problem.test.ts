import { mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { describe, expect, it } from 'vitest';
import { createTestI18n as createRumboI18n } from '../../renderer/i18n/all';
import { type Language } from '../../renderer/i18n';
import VoicePanel from '../../renderer/voice/VoicePanel.vue';
import { useVoiceStore } from '../../renderer/stores/voice';

/** Issue 17 bad input: what the recognizer cannot do with the seat's grammar is said on the seat. */
describe('the Voice panel names a recognizer problem', () => {
  it.each(['en', 'es', 'it'] as const satisfies readonly Language[])('%s: the missing words, and a model without grammar support', (lang) => {
    const pinia = createPinia();
    setActivePinia(pinia);
    const voice = useVoiceStore();
    voice.status = 'ready';
    voice.outcome = { kind: 'problem', reason: 'voice.grammar-words-missing', words: ['archer', 'stealth'] };
    const wrapper = mount(VoicePanel, { global: { plugins: [pinia, createRumboI18n(lang)], stubs: { MicCheck: true } } });
    const text = wrapper.find('[data-testid="voice-problem"]').text();
    expect(text).toContain('archer, stealth');
    expect(text).not.toContain('voice.');
    wrapper.unmount();
  });

  it('says the model decodes freely', () => {
    const pinia = createPinia();
    setActivePinia(pinia);
    const voice = useVoiceStore();
    voice.status = 'ready';
    voice.outcome = { kind: 'problem', reason: 'voice.grammar-unsupported', words: [] };
    const wrapper = mount(VoicePanel, { global: { plugins: [pinia, createRumboI18n('en')], stubs: { MicCheck: true } } });
    expect(wrapper.find('[data-testid="voice-problem"]').text()).toMatch(/cannot be limited/);
  });
});

/** Table talk the matcher can name says what to say instead (issue 17: a person left uninformed). */
describe('the Voice panel says why an order-like phrase did nothing', () => {
  it.each([
    ['en', 'orders.compass', /compass direction/],
    ['es', 'orders.compass', /punto cardinal/],
    ['it', 'orders.compass', /punto cardinale/],
    ['en', 'orders.negated', /nothing was sent/],
    ['es', 'orders.negated', /no se envió nada/],
    ['it', 'orders.negated', /non è stato inviato nulla/],
    // A correction begun and never finished ("rumbo norte, no…"): nothing ran, and the player is told to say it whole.
    ['en', 'orders.retracted', /Say the whole order again/],
    ['es', 'orders.retracted', /Repite la orden entera/],
    ['it', 'orders.retracted', /Ripeti l'ordine intero/],
  ] as const)('%s %s', (lang, reason, text) => {
    const pinia = createPinia();
    setActivePinia(pinia);
    const voice = useVoiceStore();
    voice.status = 'ready';
    voice.outcome = { kind: 'rejected', heard: 'go to the right', reason };
    const wrapper = mount(VoicePanel, { global: { plugins: [pinia, createRumboI18n(lang)], stubs: { MicCheck: true } } });
    expect(wrapper.find('[data-testid="voice-rejected"]').text()).toMatch(text);
    wrapper.unmount();
  });
});

/** An open microphone refused what the talk key would run: the player learns the plain wording and the key (session 15). */
describe('the Voice panel says an order said this way needs the talk key', () => {
  it.each([
    ['en', 'cross radiation north', /say “cross radiation north”, or hold Space while you speak/],
    ['es', 'tacha radiación norte', /di «tacha radiación norte», o mantén Space pulsada/],
    ['it', 'barra radiazione nord', /di' «barra radiazione nord», oppure tieni premuto Space/],
  ] as const)('%s', (lang, said, text) => {
    const pinia = createPinia();
    setActivePinia(pinia);
    const voice = useVoiceStore();
    voice.status = 'ready';
    voice.pttKey = 'Space';
    voice.outcome = { kind: 'rejected', heard: 'north radiation ticked off', reason: 'orders.key-needed', said };
    const wrapper = mount(VoicePanel, { global: { plugins: [pinia, createRumboI18n(lang)], stubs: { MicCheck: true } } });
    expect(wrapper.find('[data-testid="voice-rejected"]').text()).toMatch(text);
    wrapper.unmount();
  });
});

/** An open-microphone utterance heard before its grammar was ready is dropped, and the seat is told to say it again. */
describe('the Voice panel says the open microphone was still getting ready', () => {
  it.each([
    ['en', /still getting ready: nothing was done/],
    ['es', /aún se estaba preparando: no se hizo nada/],
    ['it', /si stava ancora preparando: non è stato fatto nulla/],
  ] as const)('%s', (lang, text) => {
    const pinia = createPinia();
    setActivePinia(pinia);
    const voice = useVoiceStore();
    voice.status = 'ready';
    voice.outcome = { kind: 'dropped', heard: 'head north', reason: 'voice.grammar-preparing' };
    const wrapper = mount(VoicePanel, { global: { plugins: [pinia, createRumboI18n(lang)], stubs: { MicCheck: true } } });
    expect(wrapper.find('[data-testid="voice-dropped"]').text()).toMatch(text);
    wrapper.unmount();
  });
});
