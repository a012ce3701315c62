import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RUN_TIMEOUT } from '../support/run-budget';
import { evaluate, kindOf, loadCorpus } from './corpus';

/**
 * Session 14: 200 orders each in Italian and Spanish written by a helper who read no code, meant to
 * trip a careless parser (corrections, negation then the order, numbers and letter names, sonar answers
 * in either order, panels and parts in any order, two values of which one is the order, regional
 * speech). Read to find kinds (a sonar answer's facts in either order; a correction naming only a value);
 * from then on tuning data. What still acts wrongly is listed, so that a new wrong action fails and a
 * mended one is taken off the list.
 */
const STILL_WRONG: Readonly<Record<'es' | 'it', readonly string[]>> = {
  // A torpedo's cell said as a column then "riga N" is read as a sonar answer's row (behind a confirmation).
  it: ['Siluro sulla E, riga undici.'],
  // "este" before an article: a hesitation as often as the east (decisions.md, sessions 13 and 14).
  es: ['Este: el rojo.'],
};
const FLOORS = { es: 0.56, it: 0.51 } as const;

describe.each(['es', 'it'] as const)('adversarial orders (session 14), %s', { timeout: RUN_TIMEOUT }, (lang) => {
  const orders = loadCorpus(fileURLToPath(new URL(`./corpus/adversarial/orders-${lang}.jsonl`, import.meta.url)));

  it('runs no order but the one meant, in either mode, beyond the lines still listed', () => {
    const acted = (['ptt', 'open'] as const).flatMap((mode) => orders.map((l) => evaluate(l, mode))).filter((e) => e.verdict === 'wrong-action');
    expect([...new Set(acted.map((e) => e.line.text))].sort()).toEqual([...STILL_WRONG[lang]].sort());
  });

  it('understands at least what it reached with the key pressed', () => {
    const evaluated = orders.map((l) => evaluate(l, 'ptt'));
    const failures = evaluated.filter((e) => e.verdict !== 'right').map((e) => `${e.verdict} [${kindOf(e.line)}] "${e.line.text}"`);
    expect(evaluated.filter((e) => e.verdict === 'right').length / orders.length, failures.join('\n')).toBeGreaterThanOrEqual(FLOORS[lang]);
  });
});
