import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import HostError from '../../renderer/lobby/HostError.vue';
import { useSessionStore } from '../../renderer/stores/session';
import { settingsProblemOf } from '../../renderer/lobby/settings-problem';
import { createTestI18n as createRumboI18n } from '../../renderer/i18n/all';
import { plugins } from './support';

describe('a refused game names the setting (issue 18.15)', () => {
  it('maps the engine reason and the zod path to the setting', () => {
    expect(settingsProblemOf({ code: 'lobby.bad-settings', detail: 'x', data: { reason: 'settings.realtime.needs-four-players' } })).toEqual({
      field: 'crews',
      reason: 'settings.realtime.needs-four-players',
    });
    expect(settingsProblemOf({ code: 'lobby.bad-settings', detail: 'settings.map.wrong-edition' })?.field).toBe('map');
    expect(settingsProblemOf({ code: 'protocol.malformed', detail: 'settings.crews.blue: Too big: expected number to be <=4' })).toEqual({ field: 'crews' });
    expect(settingsProblemOf({ code: 'protocol.malformed', detail: 'settings.flags.mineDiagonal: Invalid input' })).toEqual({ field: 'flags', flag: 'mineDiagonal' });
    expect(settingsProblemOf({ code: 'protocol.malformed', detail: 'options.assistant: Invalid option' })).toEqual({ field: 'assistant' });
    expect(settingsProblemOf({ code: 'lobby.full', detail: 'full' })).toBeNull();
  });

  it.each([
    ['en', 'The game settings are invalid. Crews: real time needs at least four players in all.'],
    ['es', 'La configuración de la partida no es válida. Tripulaciones: el tiempo real necesita al menos cuatro jugadores en total.'],
    ['it', 'tempo reale richiede almeno quattro giocatori'],
  ])('says it in %s', (lang, words) => {
    const [pinia] = plugins();
    const session = useSessionStore();
    session.error = { code: 'lobby.bad-settings', detail: 'settings.realtime.needs-four-players', inReplyTo: 'createGame', data: { reason: 'settings.realtime.needs-four-players' }, at: 1 };
    const wrapper = mount(HostError, { props: { replies: ['createGame'] }, global: { plugins: [pinia!, createRumboI18n(lang as 'en')] } });
    expect(wrapper.text()).toContain(words);
    expect(wrapper.get('[data-testid=host-error]').attributes('data-field')).toBe('crews');
  });
});
