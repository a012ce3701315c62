import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildContextGrammar, contextGrammar, coverPairs, hashOrder, MAX_PHRASES, prewarmContextGrammars } from '../../shared/orders/context-grammar';
import { VOSK_UNKNOWN, vocabulary } from '../../shared/orders';
import { unheld } from '../../shared/orders/grammar-fit';
import { fixtureView } from './fixtures';

describe('contextGrammar', () => {
  it('hands Vosk phrases that hold an order\'s words, cells as their own pieces, fillers, and [unk] last', () => {
    const g = contextGrammar({ lang: 'es', roles: ['captain'], view: null, mode: 'ptt', granularity: 'phrases' });
    expect(g.phrases.at(-1)).toBe(VOSK_UNKNOWN);
    expect(unheld('rumbo norte', g.phrases)).toEqual([]);
    expect(unheld('vamos al', g.phrases)).toEqual([]);
    expect(unheld('ce seis', g.phrases)).toEqual([]);
    expect(unheld('vale', g.phrases)).toEqual([]);
    expect(unheld('lanzo torpedo', g.phrases)).toEqual([]);
    expect(unheld('lanzo dron sector cinco', g.phrases)).toEqual([]);
    expect(unheld('creo que', g.phrases)).toEqual([]);
  });

  it('holds the one-word words players add after an order in their place: "sonar now", "norte por favor" (its "favor"), "sei subito"', () => {
    const en = contextGrammar({ lang: 'en', roles: ['captain'], view: null, mode: 'ptt' }).phrases;
    expect(unheld('sonar now', en)).toEqual([]);
    expect(unheld('north please', en)).toEqual([]);
    expect(unheld('six quickly', en)).toEqual([]);
    expect(en).not.toContain('six right away');
    expect(unheld('stop now', en)).toEqual([]);
    expect(unheld('norte favor', contextGrammar({ lang: 'es', roles: ['captain'], view: null, mode: 'ptt' }).phrases)).toEqual([]);
    expect(unheld('sei subito', contextGrammar({ lang: 'it', roles: ['captain'], view: null, mode: 'ptt' }).phrases)).toEqual([]);
  });

  it('with push-to-talk holds a seat addressed, or a word taking the floor, before each kind of order ("first mate, mark torpedo", "venga, rumbo al norte")', () => {
    const said = {
      en: ['first mate mark torpedo', 'engineer launch drone', 'captain head north', 'come on head east', 'okay mark drone', 'guys head north'],
      es: ['ingeniero rumbo al norte', 'capitán lanzo torpedo', 'venga rumbo al norte', 'vamos lanzo torpedo'],
      it: ['radiofonista rotta a nord', 'capitano lancio siluro', 'dai rotta a nord', 'allora lancio siluro'],
    };
    for (const lang of ['en', 'es', 'it'] as const) {
      const ptt = contextGrammar({ lang, roles: ['captain'], view: null, mode: 'ptt' }).phrases;
      const open = contextGrammar({ lang, roles: ['captain'], view: null, mode: 'open' }).phrases;
      for (const line of said[lang]) {
        expect(unheld(line, ptt), line).toEqual([]);
        // An open microphone hears the table's talk, which opens with the same words ("so mark drone").
        expect(unheld(line, open), line).not.toEqual([]);
      }
    }
  });

  it('leaves to the back-off, as measured (docs/decisions.md, session 11), a cell after the words before it and an article no template has', () => {
    const gaps = {
      en: [['torpedo at kilo four', ['at kilo']], ['fire the torpedo at c six', ['fire the']], ['put one on the torpedo', ['on the']]],
      es: [['lanzo torpedo en ce seis', ['torpedo en', 'en ce']]],
      it: [['lancio siluro in ci sei', ['siluro in', 'in ci']]],
    } as const;
    for (const lang of ['en', 'es', 'it'] as const) {
      const g = contextGrammar({ lang, roles: ['captain'], view: null, mode: 'ptt' }).phrases;
      for (const [said, left] of gaps[lang]) expect(unheld(said, g), said).toEqual(left);
    }
  });

  it('holds multi-word pressing formulas by their words, as a phrase of their own only for a word it lacks ("at once" no, "cuanto antes" yes)', () => {
    const en = contextGrammar({ lang: 'en', roles: ['captain'], view: null, mode: 'ptt' });
    expect(en.phrases).not.toContain('at once');
    expect(en.words).toEqual(expect.arrayContaining(['at', 'once', 'right', 'away']));
    const es = contextGrammar({ lang: 'es', roles: ['captain'], view: null, mode: 'ptt' });
    expect(es.phrases).not.toContain('ahora mismo');
    expect(unheld('cuanto antes', es.phrases)).toEqual([]);
    expect(unheld('por favor', es.phrases)).toEqual([]);
  });

  it('with phrases+words every vocabulary word is in the grammar; with runs, also a template\'s words between slots', () => {
    const g = contextGrammar({ lang: 'en', roles: ['captain'], view: null, mode: 'ptt', granularity: 'phrases+words' });
    expect(vocabulary('en').filter((word) => unheld(word, g.phrases).length > 0)).toEqual([]);
    expect(unheld('charge torpedo', g.phrases)).toEqual([]);
    expect(g.key).not.toBe(contextGrammar({ lang: 'en', roles: ['captain'], view: null, mode: 'ptt' }).key);
    const tight = contextGrammar({ lang: 'en', roles: ['captain'], view: null, mode: 'ptt' }).phrases;
    const runs = contextGrammar({ lang: 'en', roles: ['captain'], view: null, mode: 'ptt', granularity: 'phrases+runs' }).phrases;
    expect(runs.length).toBeGreaterThan(tight.length);
  });

  it('holds the articles players put inside an order (issue 27): "charge the sonar", "lay a mine at c six"', () => {
    const g = contextGrammar({ lang: 'en', roles: ['captain'], view: null, mode: 'ptt' }).phrases;
    for (const said of ['charge the sonar', 'lay a mine at c six', 'ping them with the sonar', 'take her north']) {
      expect(unheld(said, g), said).toEqual([]);
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
    expect(unheld('k ten', large.phrases)).toEqual([]);
    expect(unheld('k ten', small.phrases)).not.toEqual([]);
    expect(unheld('j ten', small.phrases)).toEqual([]);
    expect(unheld('drone sector nine', large.phrases)).toEqual([]);
    expect(unheld('drone sector nine', small.phrases)).not.toEqual([]);
    expect(small.key).not.toBe(large.key);
  });

  it('follows the game mode: end of turn only in turn-by-turn, STOP only in real time', () => {
    const turn = contextGrammar({ lang: 'en', roles: ['captain'], view: fixtureView('turn-system'), mode: 'ptt' });
    const realtime = contextGrammar({ lang: 'en', roles: ['captain'], view: fixtureView('captain-ready'), mode: 'ptt' });
    expect(unheld('end turn', turn.phrases)).toEqual([]);
    expect(unheld('end turn', realtime.phrases)).not.toEqual([]);
    expect(unheld('stop', realtime.phrases)).toEqual([]);
  });

  it('keeps its key while the phrase set stays the same', () => {
    const a = contextGrammar({ lang: 'it', roles: ['captain'], view: fixtureView('captain-ready'), mode: 'ptt' });
    const b = contextGrammar({ lang: 'it', roles: ['engineer'], view: fixtureView('engineer-north'), mode: 'ptt' });
    expect(b.key).toBe(a.key);
    expect(contextGrammar({ lang: 'it', roles: ['engineer'], view: fixtureView('engineer-north'), mode: 'open' }).key).not.toBe(a.key);
  });

  it('is built ahead for every map geometry and mode of a language, with the seat\'s way of listening, one build per scheduled task', () => {
    const tasks: Array<() => void> = [];
    prewarmContextGrammars('it', 'ptt', (work) => tasks.push(work));
    expect(tasks).toHaveLength(4);
    tasks.forEach((work) => work());
    const ctx = { lang: 'it' as const, roles: ['captain' as const], view: fixtureView('turn-system'), mode: 'ptt' as const };
    expect(contextGrammar(ctx).key).toBe(buildContextGrammar(ctx).key);
  });
});

describe('push-to-talk hears the pair cover, an open microphone the list written out', () => {
  it('holds the same pairs either way, in half the phrases with the key pressed; the seats before an order only there', () => {
    for (const lang of ['es', 'en', 'it'] as const) {
      const ptt = buildContextGrammar({ lang, roles: ['captain'], view: null, mode: 'ptt' }).phrases;
      const open = buildContextGrammar({ lang, roles: ['captain'], view: null, mode: 'open' }).phrases;
      expect(ptt.length).toBeLessThan(0.6 * open.length);
      expect(open.length).toBeLessThanOrEqual(MAX_PHRASES);
      for (const said of { en: ['head north', 'launch drone sector five'], es: ['rumbo norte', 'lanzo dron sector cinco'], it: ['rotta nord', 'segna siluro'] }[lang]) {
        expect(unheld(said, ptt), said).toEqual([]);
        expect(unheld(said, open), said).toEqual([]);
      }
    }
    const open = buildContextGrammar({ lang: 'en', roles: ['captain'], view: null, mode: 'open' }).phrases;
    expect(unheld('first mate mark torpedo', open)).toEqual(['mate mark']);
  });
});

describe('spare phrases (Lexicon.sparePhrases): held while there is room, first left out past the cap', () => {
  const said = { en: 'sonar gets one', es: 'torpedo más uno', it: 'siluro più uno' } as const;
  it.each(['en', 'es', 'it'] as const)('%s: the push-to-talk list holds "%s"; the open list, at its cap, keeps the spelled cells instead', (lang) => {
    const ptt = buildContextGrammar({ lang, roles: ['firstMate'], view: null, mode: 'ptt' }).phrases;
    expect(unheld(said[lang], ptt)).toEqual([]);
    const open = buildContextGrammar({ lang, roles: ['captain', 'firstMate', 'engineer', 'radioOperator'], view: null, mode: 'open' }).phrases;
    expect(open.length).toBeLessThanOrEqual(MAX_PHRASES);
    expect(unheld(said[lang], open)).not.toEqual([]);
  });

  it('English with an open microphone keeps its NATO letters paired with each row ("charlie five"), as before the spare phrases', () => {
    const open = buildContextGrammar({ lang: 'en', roles: ['captain', 'firstMate', 'engineer', 'radioOperator'], view: null, mode: 'open' }).phrases;
    expect(open).toContain('charlie five');
  });
});

describe('coverPairs: the phrases the bigram needs', () => {
  const pairsOf = (phrases: readonly string[]) => new Set(phrases.flatMap((p) => [...p.split(' '), '</s>'].slice(1).map((w, i) => `${p.split(' ')[i]} ${w}`)));
  it('keeps every word pair and every last word of the list (the bigram starts in its unigram state), and only phrases of the list', () => {
    const word = fc.constantFrom('rumbo', 'al', 'norte', 'sur', 'ya', 'vale');
    const phrase = fc.array(word, { minLength: 1, maxLength: 5 }).map((w) => w.join(' '));
    fc.assert(
      fc.property(fc.uniqueArray(phrase, { maxLength: 40 }), (list) => {
        const kept = coverPairs(list);
        expect(pairsOf(kept)).toEqual(pairsOf(list));
        expect(kept.every((p) => list.includes(p))).toBe(true);
      }),
    );
  });
  it('keeps the same phrases whatever the order the list came in (no template\'s first words favoured)', () => {
    const list = ['rumbo norte', 'norte ya', 'rumbo norte ya', 'rumbo sur', 'rumbo sur ya', 'vale rumbo norte'];
    expect(coverPairs([...list].reverse()).sort()).toEqual(coverPairs(list).sort());
    expect(coverPairs(list).length).toBeLessThan(list.length);
  });
  it('orders phrases of equal hash by their text, whatever order they came in ("costarring" and "liquid" share an FNV-1a hash)', () => {
    const list = ['liquid', 'rumbo norte', 'costarring', 'macallums', 'declinate'];
    const ordered = (l: readonly string[]) => hashOrder(l).map((i) => l[i]);
    expect(ordered(list)).toEqual(ordered([...list].reverse()));
    const at = ordered(list);
    expect(at.indexOf('costarring') + 1).toBe(at.indexOf('liquid'));
    expect(at.indexOf('declinate') + 1).toBe(at.indexOf('macallums'));
  });

  it('leaves room under the cap (the lists written out in full filled it): every language within 70 % of MAX_PHRASES', () => {
    for (const lang of ['es', 'en', 'it'] as const) expect(buildContextGrammar({ lang, roles: ['captain'], view: null, mode: 'ptt' }).phrases.length).toBeLessThan(0.7 * MAX_PHRASES);
  });
});
