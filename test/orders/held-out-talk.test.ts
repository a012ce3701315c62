import { describe, expect, it } from 'vitest';
import { match, stopFromPartial, type Lang, type MatchOptions } from '../../shared/orders';
import { fixtureView } from './fixtures';

/** Issue 17.6: held-out table talk that still acted, in three languages. */
const decide = (text: string, lang: Lang, options: Partial<MatchOptions>) => match(text, { lang, role: 'captain', ...options }).decision;
const firstMate = { role: 'firstMate' as const, view: fixtureView('first-mate-pending') };
const captain = { role: 'captain' as const, view: fixtureView('captain-ready') };

describe('an announcement is not a mark', () => {
  it.each([
    ['torpedo ready', 'en'],
    ['sonar is ready captain', 'en'],
    ['the drone is charged', 'en'],
    ['torpedo listo', 'es'],
    ['el sonar ya está listo', 'es'],
    ['cargo el torpedo o qué', 'es'],
    ['siluro pronto', 'it'],
    ['il sonar è pronto capitano', 'it'],
    ['carico il siluro o cosa', 'it'],
  ] as const)('"%s" marks nothing, nor does it activate on a merged seat', (text, lang) => {
    for (const mode of ['ptt', 'open'] as const) {
      expect(decide(text, lang, { ...firstMate, mode }).kind, mode).toBe('reject');
      expect(decide(text, lang, { ...firstMate, role: ['captain', 'firstMate'], mode }).kind, mode).not.toBe('execute');
    }
  });

  it.each([
    ['marco torpedo', 'es', 'torpedo'],
    ['cargo el torpedo', 'es', 'torpedo'],
    ['torpedo', 'es', 'torpedo'],
    ['charge the torpedo', 'en', 'torpedo'],
    ['mark sonar', 'en', 'sonar'],
    ['carico il siluro', 'it', 'torpedo'],
  ] as const)('a mark still marks: "%s"', (text, lang, system) => {
    expect(decide(text, lang, firstMate)).toMatchObject({ kind: 'execute', intent: { type: 'mark', system } });
  });
});

describe('an opinion naming a sector launches nothing', () => {
  it.each([
    ['para mí que están en el sector siete', 'es'],
    ['creo que están en el sector tres', 'es'],
    ['i think they are in sector seven', 'en'],
    ['maybe they are in sector five', 'en'],
    ['secondo me sono nel settore sette', 'it'],
    ['forse sono nel settore due', 'it'],
  ] as const)('"%s"', (text, lang) => {
    for (const mode of ['ptt', 'open'] as const) expect(decide(text, lang, { ...captain, mode }).kind, mode).toBe('reject');
  });

  it('the question itself still launches the drone', () => {
    expect(decide('están en el sector siete', 'es', captain)).toMatchObject({ kind: 'execute', intent: { type: 'drone', sector: 7 } });
    expect(decide('are you in sector seven', 'en', captain)).toMatchObject({ kind: 'execute', intent: { type: 'drone', sector: 7 } });
  });
});

describe('split compass words keep both halves', () => {
  it.each([
    ['al sur oeste', 'es'],
    ['sur este', 'es'],
    ['rumbo sur oeste', 'es'],
    ['rumbo sur o este', 'es'],
    ['head south west', 'en'],
    ['rotta sud ovest', 'it'],
  ] as const)('"%s" is no course west, east or south', (text, lang) => {
    for (const mode of ['ptt', 'open'] as const) {
      const d = decide(text, lang, { ...captain, mode });
      expect(d.kind === 'execute' || (d.kind === 'ask' && d.options.length === 1), `${mode} ${JSON.stringify(d)}`).toBe(false);
    }
  });

  it('a mine toward a split diagonal is laid there', () => {
    expect(decide('coloco una mina al sur oeste', 'es', {})).toMatchObject({ kind: 'execute', intent: { type: 'mine', toward: 'SW' } });
    expect(decide('mina al nor este', 'es', {})).toMatchObject({ kind: 'execute', intent: { type: 'mine', toward: 'NE' } });
  });
});

describe('a sentence starting with "stop" is no STOP', () => {
  it.each([
    ['stop laughing its not funny', 'en'],
    ['stop it mike', 'en'],
    ['stop con le battute dai', 'it'],
    ['stop ya con las bromas', 'es'],
  ] as const)('"%s" does nothing as a final result, nor from its partials', (text, lang) => {
    expect(decide(text, lang, captain).kind).toBe('reject');
    const words = text.split(' ');
    for (let n = 2; n <= words.length; n++) expect(stopFromPartial(words.slice(0, n).join(' '), { lang, ...captain })).toBeNull();
  });
});
