import { describe, expect, it } from 'vitest';
import { LANGS, match, say, type Lang } from '../../shared/orders';
import { RUN_TIMEOUT } from '../support/run-budget';
import { CORPUS_FILES, TABLE_FILES, evaluate, freshFile, loadCorpus, roundFile, type CorpusLine } from './corpus';
import { fixtureView, isFixture } from './fixtures';

const READ_ROUNDS = ['round5', 'round6', 'round7', 'round8', 'round9', 'round10', 'round11'] as const;

function lines(kind: 'orders' | 'talk', lang: Lang): CorpusLine[] {
  const own = kind === 'orders' ? CORPUS_FILES[lang] : TABLE_FILES[lang];
  const files = [own, freshFile('tuning', kind, lang), ...READ_ROUNDS.map((r) => roundFile(kind, lang, r))];
  return files.flatMap((f) => loadCorpus(f)).filter((l) => (kind === 'orders' ? l.expect !== null : l.expect === null));
}

/** orders.key-needed (match.ts keyNeeded): what an open microphone refuses but the key would run. */
describe.each(LANGS)('an order said in a way only the talk key takes, %s', { timeout: RUN_TIMEOUT }, (lang) => {
  it('the plain wording the panel suggests runs that order with an open microphone', () => {
    const told = lines('orders', lang)
      .map((line) => ({ line, decision: evaluate(line, 'open').result.decision }))
      .filter(({ decision }) => decision.kind === 'reject' && decision.reason === 'orders.key-needed');
    expect(told.length).toBeGreaterThan(0);
    for (const { line, decision } of told) {
      if (decision.kind !== 'reject' || !decision.intent) throw new Error(`no order carried for "${line.text}"`);
      const view = line.view && isFixture(line.view) ? fixtureView(line.view) : undefined;
      const plain = match(say(decision.intent, lang), { lang, role: line.role, mode: 'open', ...(view ? { view } : {}) }).decision;
      expect(plain, `"${line.text}" → "${say(decision.intent, lang)}"`).toMatchObject({ kind: 'execute', intent: decision.intent });
    }
  });

  it('no table talk is told it needs the key', () => {
    const told = lines('talk', lang).filter((line) => {
      const decision = evaluate(line, 'open').result.decision;
      return decision.kind === 'reject' && decision.reason === 'orders.key-needed';
    });
    expect(told.map((l) => l.text)).toEqual([]);
  });
});
