import { describe, expect, it } from 'vitest';
import { estimateBigram, toArpa } from './bigram';

const spell = (word: string) => (word === '[unk]' ? 'zz-unknown' : word === 'xyzzy' ? null : word);

describe("the app's phrase list as Vosk's bigram language model (the oracle's constraint)", () => {
  it('starts from every word by its count over all phrases and halves each seen successor for the back-off', () => {
    const model = estimateBigram(['stop', 'head north', 'head south', '[unk]'], { spell });
    // Ten tokens counted in the unigram state: stop, head ×2, north, south, zz-unknown and four ends.
    expect(model.unigram.get('head')).toBeCloseTo(0.1);
    expect(model.unigram.get('</s>')).toBeCloseTo(0.2);
    expect(model.unigram.get('zz-unknown')).toBeCloseTo(0.05);
    expect(model.bigram.get('head')!.get('north')).toBeCloseTo(0.25);
    expect(model.bigram.get('north')!.get('</s>')).toBeCloseTo(0.5);
    expect(model.bigram.get('stop')!.has('head')).toBe(false);
  });

  it('drops a word the model lacks from its phrase and keeps the rest, as Vosk does', () => {
    const model = estimateBigram(['head xyzzy north'], { spell });
    expect(model.unigram.has('xyzzy')).toBe(false);
    expect(model.bigram.get('head')!.get('north')).toBeCloseTo(0.5);
  });

  it('keeps the back-off path where it beats a seen successor (a Viterbi decoder takes the better one)', () => {
    const successors = ['b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'].map((w) => `a ${w}`);
    const model = estimateBigram([...successors, ...Array<string>(20).fill('b')], { spell });
    // Seen: 1 · 0.5 / 8 = 0.0625; back-off: 0.5 · P(b) = 0.5 · 21 · 0.5 / 64.
    expect(model.bigram.get('a')!.get('b')).toBeCloseTo(0.5 * ((21 * 0.5) / 64));
    expect(model.bigram.get('a')!.get('c')).toBeCloseTo(0.0625);
  });

  it('writes ARPA with <s> backing off to the unigram state and every word state backing off by 0.5', () => {
    const arpa = toArpa(estimateBigram(['stop', 'head north'], { spell }));
    expect(arpa).toContain('ngram 1=5');
    expect(arpa).toContain('ngram 2=3');
    expect(arpa).toContain('-99 <s> 0');
    expect(arpa).toMatch(/^-1\.000000 head -0\.301030$/m);
    expect(arpa).toMatch(/^-0\.301030 head north$/m);
    expect(arpa.trimEnd().endsWith('\\end\\')).toBe(true);
  });
});
