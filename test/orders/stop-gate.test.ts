import { describe, expect, it } from 'vitest';
import { fromVoskResult, STOP_HOLD_S, stopFiresEarly, StopGate, type MatchOptions } from '../../shared/orders';
import { fixtureView } from './fixtures';

const captain = (lang: MatchOptions['lang']): MatchOptions => ({ lang, role: 'captain', view: fixtureView('captain-ready') });
const feedAll = (partials: readonly (readonly [string, number])[], options: MatchOptions) => {
  const gate = new StopGate();
  return partials.map(([text, at]) => gate.feed(text, at, options) !== null);
};

describe('StopGate: a STOP from partials only when "stop" stays alone', () => {
  it('a shouted STOP fires once, after the hold', () => {
    expect(feedAll([['stop', 0.6], ['stop', 0.7], ['stop', 0.6 + STOP_HOLD_S], ['stop', 1.2]], captain('en'))).toEqual([false, false, true, false]);
  });

  it.each([
    ['en', ['stop', 'stop', 'stop laughing', 'stop laughing its', 'stop laughing its not funny']],
    ['en', ['stop', 'stop it', 'stop it mike']],
    ['it', ['stop', 'stop', 'stop con', 'stop con le battute dai']],
    ['es', ['stop', 'stop ya', 'stop ya con las bromas']],
  ] as const)('%s "%s…" never fires: the next word comes before the hold', (lang, partials) => {
    const timed = partials.map((text, i) => [text, 0.6 + i * 0.12] as const);
    expect(feedAll(timed, captain(lang))).not.toContain(true);
  });

  it('the hold restarts when the partial stops being a lone stop', () => {
    expect(feedAll([['stop', 0], ['stop it', 0.3], ['stop', 0.5], ['stop', 0.7]], captain('en'))).toEqual([false, false, false, false]);
  });
});

describe('stopFiresEarly: the same rule on word times (the oracle has no partials)', () => {
  const timed = (words: readonly (readonly [string, number, number])[]) =>
    fromVoskResult({ text: words.map((w) => w[0]).join(' '), result: words.map(([word, start, end]) => ({ word, start, end, conf: 1 })) });

  it('fires for a lone stop or a stop followed by a pause', () => {
    expect(stopFiresEarly(timed([['stop', 0.17, 0.72]]), captain('en'))).not.toBeNull();
    expect(stopFiresEarly(timed([['stop', 0.17, 0.62], ['torpedo', 1.2, 1.6]]), captain('en'))).not.toBeNull();
  });

  it('does not fire for "stop" opening a sentence (flite: next word 0.01 s later)', () => {
    expect(stopFiresEarly(timed([['stop', 0.17, 0.62], ['laughing', 0.63, 1.05]]), captain('en'))).toBeNull();
    expect(stopFiresEarly(timed([['stop', 0.17, 0.62], ['stop', 0.63, 1.0], ['it', 1.01, 1.2]]), captain('en'))).toBeNull();
  });
});
