import { describe, expect, it } from 'vitest';
import { buildContextGrammar, contextGrammar, prewarmContextGrammars } from '../../shared/orders/context-grammar';
import { VOSK_UNKNOWN, vocabulary } from '../../shared/orders';
import { forceThrough } from '../../shared/orders/grammar-fit';
import { fixtureView } from './fixtures';

describe('contextGrammar', () => {
  it('hands Vosk whole phrases, cells as their own pieces, fillers, and [unk] last', () => {
    const g = contextGrammar({ lang: 'es', roles: ['captain'], view: null, mode: 'ptt', granularity: 'phrases' });
    expect(g.phrases.at(-1)).toBe(VOSK_UNKNOWN);
    expect(forceThrough('rumbo norte', g.phrases)).toBe('rumbo norte');
    expect(g.phrases).toContain('vamos al');
    expect(g.phrases).toContain('ce seis');
    expect(g.phrases).toContain('vale');
    expect(g.phrases).toContain('lanzo torpedo');
    expect(forceThrough('lanzo dron sector cinco', g.phrases)).toBe('lanzo dron sector cinco');
    expect(g.phrases).toContain('creo que');
  });

  it('holds the one-word words players add after an order in their place: "sonar now", "norte por favor" (its "favor"), "sei subito"', () => {
    const en = contextGrammar({ lang: 'en', roles: ['captain'], view: null, mode: 'ptt' }).phrases;
    expect(en).toContain('sonar now');
    expect(en).toContain('north please');
    expect(en).toContain('six quickly');
    expect(en).not.toContain('six right away');
    expect(en).toContain('stop now');
    expect(contextGrammar({ lang: 'es', roles: ['captain'], view: null, mode: 'ptt' }).phrases).toContain('norte favor');
    expect(contextGrammar({ lang: 'it', roles: ['captain'], view: null, mode: 'ptt' }).phrases).toContain('sei subito');
  });

  it('holds multi-word pressing formulas by their words, as a phrase of their own only for a word it lacks ("at once" no, "cuanto antes" yes)', () => {
    const en = contextGrammar({ lang: 'en', roles: ['captain'], view: null, mode: 'ptt' });
    expect(en.phrases).not.toContain('at once');
    expect(en.words).toEqual(expect.arrayContaining(['at', 'once', 'right', 'away']));
    const es = contextGrammar({ lang: 'es', roles: ['captain'], view: null, mode: 'ptt' });
    expect(es.phrases).not.toContain('ahora mismo');
    expect(es.phrases).toContain('cuanto antes');
    expect(es.phrases).toContain('por favor');
  });

  it('with phrases+words every vocabulary word may also be said alone; with runs, a template\'s words between slots ("are you" + "in sector seven")', () => {
    const g = contextGrammar({ lang: 'en', roles: ['captain'], view: null, mode: 'ptt', granularity: 'phrases+words' });
    const said = new Set(g.phrases);
    expect(vocabulary('en').filter((word) => !said.has(word))).toEqual([]);
    expect(g.phrases).toContain('charge torpedo');
    expect(g.key).not.toBe(contextGrammar({ lang: 'en', roles: ['captain'], view: null, mode: 'ptt' }).key);
    const tight = contextGrammar({ lang: 'en', roles: ['captain'], view: null, mode: 'ptt' }).phrases;
    const runs = contextGrammar({ lang: 'en', roles: ['captain'], view: null, mode: 'ptt', granularity: 'phrases+runs' }).phrases;
    expect(forceThrough('are you in sector seven', tight)).toBe('are [unk] in sector seven');
    expect(forceThrough('are you in sector seven', runs)).toBe('are you in sector seven');
  });

  it('holds the articles players put inside an order (issue 27): "charge the sonar", "fire the torpedo at c six"', () => {
    const g = contextGrammar({ lang: 'en', roles: ['captain'], view: null, mode: 'ptt' }).phrases;
    for (const said of ['charge the sonar', 'fire the torpedo at c six', 'lay a mine at c six', 'put one on the torpedo', 'ping them with the sonar', 'take her north']) {
      expect(forceThrough(said, g), said).toBe(said);
    }
  });

  it('uses only words of the matcher\'s vocabulary (one source)', () => {
    for (const lang of ['es', 'en', 'it'] as const) {
      const known = new Set(vocabulary(lang));
      const g = contextGrammar({ lang, roles: ['captain'], view: null, mode: 'ptt' });
      expect(g.words.filter((w) => !known.has(w))).toEqual([]);
    }
  });

  it('follows the map: a 10×10 map has no column K nor sector 5', () => {
    const small = contextGrammar({ lang: 'en', roles: ['captain'], view: fixtureView('turn-system'), mode: 'ptt' });
    const large = contextGrammar({ lang: 'en', roles: ['captain'], view: fixtureView('captain-ready'), mode: 'ptt' });
    expect(large.phrases).toContain('k ten');
    expect(small.phrases).not.toContain('k ten');
    expect(small.phrases).not.toContain('j ten'.replace('j', 'k'));
    expect(small.phrases).toContain('j ten');
    expect(large.phrases).toContain('drone sector nine');
    expect(small.key).not.toBe(large.key);
  });

  it('follows the game mode: end of turn only in turn-by-turn, STOP only in real time', () => {
    const turn = contextGrammar({ lang: 'en', roles: ['captain'], view: fixtureView('turn-system'), mode: 'ptt' });
    const realtime = contextGrammar({ lang: 'en', roles: ['captain'], view: fixtureView('captain-ready'), mode: 'ptt' });
    expect(turn.phrases).toContain('end turn');
    expect(realtime.phrases).not.toContain('end turn');
    expect(realtime.phrases).toContain('stop');
  });

  it('keeps its key while the phrase set stays the same', () => {
    const a = contextGrammar({ lang: 'it', roles: ['captain'], view: fixtureView('captain-ready'), mode: 'ptt' });
    const b = contextGrammar({ lang: 'it', roles: ['engineer'], view: fixtureView('engineer-north'), mode: 'open' });
    expect(b.key).toBe(a.key);
  });

  it('is built ahead for every map geometry and mode of a language, one build per scheduled task', () => {
    const tasks: Array<() => void> = [];
    prewarmContextGrammars('it', (work) => tasks.push(work));
    expect(tasks).toHaveLength(4);
    tasks.forEach((work) => work());
    const ctx = { lang: 'it' as const, roles: ['captain' as const], view: fixtureView('turn-system'), mode: 'ptt' as const };
    expect(contextGrammar(ctx).key).toBe(buildContextGrammar(ctx).key);
  });
});
