import { describe, expect, it } from 'vitest';
import { INTENT_TYPES, LANGS, type IntentType } from '../../shared/orders';
import { RUN_TIMEOUT } from '../support/run-budget';
import { CORPUS_FILES, evaluate, loadCorpus, score, TABLE_FILES } from './corpus';

describe.each(LANGS)('corpus %s', { timeout: RUN_TIMEOUT }, (lang) => {
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
    const evaluated = lines.map((line) => evaluate(line));
    const s = score(evaluated);
    const failures = evaluated
      .filter((e) => e.verdict !== 'right')
      .map((e) => `${e.verdict} ${e.line.where} "${e.line.text}" → ${JSON.stringify(e.result.decision)}`);
    expect(s.accuracy, failures.join('\n')).toBeGreaterThanOrEqual(0.97);
    expect(s.wrongRate, failures.join('\n')).toBeLessThanOrEqual(0.005);
  });
});

describe.each(LANGS)('table talk and recognizer noise %s', { timeout: RUN_TIMEOUT }, (lang) => {
  const lines = loadCorpus(TABLE_FILES[lang]);

  it('has at least 300 lines: talk that must do nothing, "[unk]", split words, partials, and orders among them', () => {
    expect(lines.length).toBeGreaterThanOrEqual(300);
    expect(lines.every((l) => l.lang === lang && l.text === l.text.toLowerCase() && !/[.,;:!?¿¡]/.test(l.text))).toBe(true);
    expect(lines.filter((l) => l.expect === null).length).toBeGreaterThanOrEqual(200);
    expect(lines.filter((l) => l.text.includes('[unk]')).length).toBeGreaterThanOrEqual(20);
    expect(lines.some((l) => l.quiet)).toBe(true);
  });

  it('in open mic: at least 97 % right and nothing at all run on talk', () => {
    const evaluated = lines.map((l) => evaluate(l, 'open'));
    const s = score(evaluated);
    const failures = evaluated
      .filter((e) => e.verdict !== 'right')
      .map((e) => `${e.verdict} ${e.line.where} "${e.line.text}" → ${JSON.stringify(e.result.decision)}`);
    expect(s.chatterActed, failures.join('\n')).toBe(0);
    expect(s.wrongOnOrders, failures.join('\n')).toBe(0);
    expect(s.accuracy, failures.join('\n')).toBeGreaterThanOrEqual(0.97);
  });

  it('in push-to-talk: at least 97 % right, at most 0.5 % wrong actions, each behind a confirmation', () => {
    const evaluated = lines.map((l) => evaluate(l, 'ptt'));
    const s = score(evaluated);
    const failures = evaluated
      .filter((e) => e.verdict !== 'right')
      .map((e) => `${e.verdict} ${e.line.where} "${e.line.text}" → ${JSON.stringify(e.result.decision)}`);
    expect(s.wrongOnOrders, failures.join('\n')).toBe(0);
    expect(s.accuracy, failures.join('\n')).toBeGreaterThanOrEqual(0.97);
    expect(s.wrongRate, failures.join('\n')).toBeLessThanOrEqual(0.005);
    const acted = evaluated.filter((e) => e.verdict === 'wrong-action');
    expect(acted.every((e) => e.result.decision.kind === 'execute' && e.result.decision.confirm)).toBe(true);
  });
});
