import { describe, expect, it } from 'vitest';
import { LANGS } from '../../shared/orders';
import { RUN_TIMEOUT } from '../support/run-budget';
import { evaluate, freshFile, kindOf, loadCorpus } from './corpus';

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
