import { describe, expect, it } from 'vitest';
import { LANGS } from '../../shared/orders';
import { RUN_TIMEOUT } from '../support/run-budget';
import { evaluate, freshFile, kindOf, loadCorpus, roundFile, type Round } from './corpus';

/**
 * Issue 27's fresh corpora, tuning half only: the sealed half is scored by `npm run bench:orders --
 * --sealed` at the end of a session and never by a test (a failing test would show its lines).
 */
describe.each(LANGS)('fresh corpus, tuning half, %s', { timeout: RUN_TIMEOUT }, (lang) => {
  const orders = loadCorpus(freshFile('tuning', 'orders', lang));
  const talk = loadCorpus(freshFile('tuning', 'talk', lang));

  it('has orders of every kind and at least 500 lines of talk over the ten topics', () => {
    expect(new Set(orders.map(kindOf))).toEqual(new Set(['address', 'filler', 'letters', 'confusable', 'numbers', 'regional', 'idiom']));
    expect(talk.length).toBeGreaterThanOrEqual(500);
    expect(new Set(talk.map(kindOf)).size).toBe(10);
  });

  it('understands at least 93 % of its orders in push-to-talk, with no wrong action', () => {
    const evaluated = orders.map((l) => evaluate(l, 'ptt'));
    const failures = evaluated.filter((e) => e.verdict !== 'right').map((e) => `${e.verdict} [${kindOf(e.line)}] "${e.line.text}" → ${JSON.stringify(e.result.decision)}`);
    expect(evaluated.filter((e) => e.verdict === 'right').length / orders.length, failures.join('\n')).toBeGreaterThanOrEqual(0.93);
    expect(evaluated.filter((e) => e.verdict === 'wrong-action'), failures.join('\n')).toEqual([]);
  });

  it('acts on no line of talk with an open microphone', () => {
    const acted = talk.map((l) => evaluate(l, 'open')).filter((e) => e.verdict === 'wrong-action');
    expect(acted.map((e) => `[${kindOf(e.line)}] "${e.line.text}" → ${JSON.stringify(e.result.decision)}`)).toEqual([]);
  });
});

/**
 * Rounds 5–8 (new authors' lines, docs/decisions.md). Round 5 was scored at 57–73 % before the
 * rules it led to; round 6 was held out while they were made and scored 74–82 % after them; round 7,
 * held out a session, 66–79 %, then 71–83 % with the rules its kinds led to; round 8, held out, 46–61 %
 * (one wrong action, mended by kind: 47–63 %); round 9, written before the twelfth session's rules,
 * 74–79 % with wrong actions on four lines (a column as its bare letter before a row said digit by digit, and
 * Spanish "este" as a panel), mended by kind: 75–79 %, none wrong; round 10, written before the thirteenth
 * session's rules, 57.5–65.0 % at its start and 57.5–66.3 % at its end (wrong 5.0 / 2.5 / 0 %), then read: a row
 * said digit by digit after "row", "del este", "este" before a noun it cannot qualify; 60–71 %, none
 * wrong; round 11, written before the fourteenth session's rules, 63.7–75.0 % at its start and 67.5–75.0 %
 * at its end (wrong 2.5 → 1.3 % in Spanish), then read: "este" after a part, "acaban de …" a report;
 * 68.8–75.0 %, none wrong; round 12, written before the fifteenth session's rules, 55.0–76.3 % at its start
 * and 55.0–77.5 % mid-session (wrong 3.8 / 1.3 / 1.3 %, one Spanish question acted), then read: a value
 * said again with its kind word after a correction, a choice between two values, a seat naming itself by
 * its verb; 60.0–76.3 %, two wrong left (STILL_WRONG). Session 16 read rounds 5–12's misses for kinds (a
 * seat's share of the hull, words of address, the sonar answer told, regional verbs): 62.5–93.3 %. Round 13,
 * written before the sixteenth session's rules, was scored at its start (48.6–72.6 %) and end (50.0–72.6 %),
 * none wrong, and not read. The floors hold what was reached; nothing else may run wrongly, and no talk may act.
 */
/** A round held out in a session (bench/orders.bench.ts HELD_OUT) has no floor until it is read. */
const FLOORS: { readonly [R in Round]?: Record<(typeof LANGS)[number], number> } = {
  round5: { it: 0.83, es: 0.91, en: 0.76 },
  round6: { it: 0.91, es: 0.93, en: 0.9 },
  round7: { it: 0.81, es: 0.91, en: 0.82 },
  round8: { it: 0.68, es: 0.67, en: 0.63 },
  round9: { it: 0.83, es: 0.86, en: 0.83 },
  round10: { it: 0.76, es: 0.78, en: 0.66 },
  round11: { it: 0.77, es: 0.71, en: 0.73 },
  round12: { it: 0.76, es: 0.62, en: 0.73 },
  round13: { it: 0.72, es: 0.56, en: 0.5 },
};

/**
 * Wrong actions a read round still holds, each of a kind known and left (docs/decisions.md, session 15);
 * any other wrong action fails.
 */
const STILL_WRONG: { readonly [R in Round]?: readonly string[] } = {
  // "este" before a part: as often "this circuit" as the east panel (the same kind as "Este: el rojo").
  // Italian "e" as the letter and as "and" in one correction ("colonna A, no, E, e riga dodici").
  round12: ['Este, circuito, arma.', 'Colonna A, no, E, e riga dodici.'],
};

describe.each((Object.keys(FLOORS) as Round[]).flatMap((round) => LANGS.map((lang) => [round, lang] as const)))('fresh corpus, %s, %s', { timeout: RUN_TIMEOUT }, (round, lang) => {
  const orders = loadCorpus(roundFile('orders', lang, round));
  const talk = loadCorpus(roundFile('talk', lang, round));

  it('understands at least what the round reached, and never runs another order', () => {
    const evaluated = orders.map((l) => evaluate(l, 'ptt'));
    const failures = evaluated.filter((e) => e.verdict !== 'right').map((e) => `${e.verdict} [${kindOf(e.line)}] "${e.line.text}" → ${JSON.stringify(e.result.decision)}`);
    expect(evaluated.filter((e) => e.verdict === 'right').length / orders.length, failures.join('\n')).toBeGreaterThanOrEqual(FLOORS[round]![lang]);
    const still = new Set(STILL_WRONG[round] ?? []);
    expect(evaluated.filter((e) => e.verdict === 'wrong-action' && !still.has(e.line.text)), failures.join('\n')).toEqual([]);
  });

  it('acts on none of its talk, key pressed or not', () => {
    const acted = [...talk.map((l) => evaluate(l, 'open')), ...talk.map((l) => evaluate(l, 'ptt'))].filter((e) => e.verdict === 'wrong-action');
    expect(acted.map((e) => `${e.mode} [${kindOf(e.line)}] "${e.line.text}" → ${JSON.stringify(e.result.decision)}`)).toEqual([]);
  });
});
