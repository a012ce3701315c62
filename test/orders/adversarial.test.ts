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

/**
 * Session 15: 150 table-talk lines in each language and 150 English orders by a helper who read no code,
 * meant to be acted on by a careless matcher (quotes without a verb of saying, hypotheticals, past
 * reports, questions with no question mark, another seat's job, counting cells aloud, jokes, a late
 * negation, teaching the rules, other games, thinking aloud, the enemy's plans, arguing against an order;
 * orders with corrections, numbers, letters, two values). Read to find kinds (an order taken back in the
 * same breath, a question tail asking the listener, an order set against an alternative that is no
 * value); from then on tuning data.
 */
const TALK_STILL_ACTED: Readonly<Record<'es' | 'en' | 'it', readonly string[]>> = {
  es: [],
  // A tag with no question word ("…, yeah", "…, va bene") is as often an order said with a nod: left as an order.
  en: ['Drone sector two, yeah'],
  // The First Mate relaying the Captain's call is the mark the Captain asked for.
  it: ['Dal capitano, adesso adesso: uno sul siluro.', 'Drone settore due, va bene'],
};

describe.each(['es', 'en', 'it'] as const)('adversarial table talk (session 15), %s', { timeout: RUN_TIMEOUT }, (lang) => {
  const talk = loadCorpus(fileURLToPath(new URL(`./corpus/adversarial/talk-${lang}.jsonl`, import.meta.url)));

  it('acts on none of it, key pressed or not, beyond the lines still listed', () => {
    const acted = (['ptt', 'open'] as const).flatMap((mode) => talk.map((l) => evaluate(l, mode))).filter((e) => e.verdict === 'wrong-action');
    expect([...new Set(acted.map((e) => e.line.text))].sort()).toEqual([...TALK_STILL_ACTED[lang]].sort());
  });
});

describe('adversarial English orders (session 15)', { timeout: RUN_TIMEOUT }, () => {
  const orders = loadCorpus(fileURLToPath(new URL('./corpus/adversarial/orders-en.jsonl', import.meta.url)));

  it('runs no order but the one meant, in either mode', () => {
    const acted = (['ptt', 'open'] as const).flatMap((mode) => orders.map((l) => evaluate(l, mode))).filter((e) => e.verdict === 'wrong-action');
    expect(acted.map((e) => `${e.mode} "${e.line.text}"`)).toEqual([]);
  });

  it('understands at least what it reached with the key pressed', () => {
    const evaluated = orders.map((l) => evaluate(l, 'ptt'));
    const failures = evaluated.filter((e) => e.verdict !== 'right').map((e) => `${e.verdict} [${kindOf(e.line)}] "${e.line.text}"`);
    expect(evaluated.filter((e) => e.verdict === 'right').length / orders.length, failures.join('\n')).toBeGreaterThanOrEqual(0.7);
  });
});
