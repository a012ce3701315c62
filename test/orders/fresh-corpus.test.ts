import { describe, expect, it } from 'vitest';
import { LANGS } from '../../shared/orders';
import { RUN_TIMEOUT } from '../support/run-budget';
import { evaluate, freshFile, kindOf, loadCorpus, roundFile } from './corpus';

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
 * Round 5 (a new author's lines, docs/decisions.md): scored at 57–73 % before the rules they led to,
 * 57–79 % after. The floors hold what was reached; nothing may run wrongly, and no talk may act.
 */
const ROUND5_FLOOR: Record<(typeof LANGS)[number], number> = { it: 0.7, es: 0.77, en: 0.55 };

describe.each(LANGS)('fresh corpus, round 5, %s', { timeout: RUN_TIMEOUT }, (lang) => {
  const orders = loadCorpus(roundFile('orders', lang));
  const talk = loadCorpus(roundFile('talk', lang));

  it('understands at least what round 5 reached, and never runs another order', () => {
    const evaluated = orders.map((l) => evaluate(l, 'ptt'));
    const failures = evaluated.filter((e) => e.verdict !== 'right').map((e) => `${e.verdict} [${kindOf(e.line)}] "${e.line.text}" → ${JSON.stringify(e.result.decision)}`);
    expect(evaluated.filter((e) => e.verdict === 'right').length / orders.length, failures.join('\n')).toBeGreaterThanOrEqual(ROUND5_FLOOR[lang]);
    expect(evaluated.filter((e) => e.verdict === 'wrong-action'), failures.join('\n')).toEqual([]);
  });

  it('acts on none of its talk, key pressed or not', () => {
    const acted = [...talk.map((l) => evaluate(l, 'open')), ...talk.map((l) => evaluate(l, 'ptt'))].filter((e) => e.verdict === 'wrong-action');
    expect(acted.map((e) => `${e.mode} [${kindOf(e.line)}] "${e.line.text}" → ${JSON.stringify(e.result.decision)}`)).toEqual([]);
  });
});
