import { describe, expect, it } from 'vitest';
import { INTENT_TYPES, LANGS, type IntentType } from '../../shared/orders';
import { CORPUS_FILES, evaluate, loadCorpus, score } from './corpus';

describe.each(LANGS)('corpus %s', (lang) => {
  const lines = loadCorpus(CORPUS_FILES[lang]);

  it('has at least 300 hand-written lines, all in its language', () => {
    expect(lines.length).toBeGreaterThanOrEqual(300);
    expect(lines.every((l) => l.lang === lang)).toBe(true);
  });

  it('covers every order of every role, wrong-role lines, views and noise', () => {
    const types = new Set<IntentType>(lines.flatMap((l) => (l.expect ? [l.expect.type] : [])));
    expect([...INTENT_TYPES].filter((t) => !types.has(t))).toEqual([]);
    for (const role of ['captain', 'firstMate', 'engineer', 'radioOperator']) {
      expect(lines.some((l) => l.role === role && l.reason === 'orders.wrong-role'), role).toBe(true);
    }
    expect(lines.filter((l) => l.view).length).toBeGreaterThanOrEqual(40);
    expect(lines.filter((l) => l.expect === null && !l.reason).length).toBeGreaterThanOrEqual(10);
  });

  it('does what each line expects at least 97 % of the time, with at most 0.5 % wrong actions', () => {
    const evaluated = lines.map(evaluate);
    const s = score(evaluated);
    const failures = evaluated
      .filter((e) => e.verdict !== 'right')
      .map((e) => `${e.verdict} ${e.line.where} "${e.line.text}" → ${JSON.stringify(e.result.decision)}`);
    expect(s.accuracy, failures.join('\n')).toBeGreaterThanOrEqual(0.97);
    expect(s.wrongRate, failures.join('\n')).toBeLessThanOrEqual(0.005);
  });
});
