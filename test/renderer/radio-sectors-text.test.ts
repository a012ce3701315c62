import { describe, expect, it } from 'vitest';
import { createTestI18n as createRumboI18n } from '../../renderer/i18n/all';
import { LANGUAGES } from '../../renderer/i18n';
import { possibleSectorsText } from '../../renderer/radio/sectors-text';

const say = (language: (typeof LANGUAGES)[number], sectors: readonly number[]) =>
  possibleSectorsText(createRumboI18n(language).global.t as unknown as (key: string, params?: Record<string, unknown>, n?: number) => string, sectors);

describe('the Radio Operator’s assistant names the possible sectors (issue 29.1: not "sectors 2")', () => {
  it('reads naturally for one sector and for several, in en, es and it', () => {
    expect(say('en', [2])).toBe('Possible sector: 2');
    expect(say('en', [1, 2, 4])).toBe('Possible sectors: 1, 2 and 4');
    expect(say('en', [3, 9])).toBe('Possible sectors: 3 and 9');
    expect(say('es', [2])).toBe('Sector posible: 2');
    expect(say('es', [1, 2, 4])).toBe('Sectores posibles: 1, 2 y 4');
    expect(say('it', [2])).toBe('Settore possibile: 2');
    expect(say('it', [1, 2, 4])).toBe('Settori possibili: 1, 2 e 4');
  });

  it('says no sector is left with a dash', () => {
    expect(say('en', [])).toBe('Possible sectors: —');
  });
});
