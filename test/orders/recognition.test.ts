import { describe, expect, it } from 'vitest';
import { fromText, fromVoskResult, joinRecognitions } from '../../shared/orders/recognition';

describe('fromVoskResult', () => {
  it('reads the words form (setWords)', () => {
    const r = fromVoskResult({
      text: 'torpedo a c six',
      result: [
        { conf: 1, start: 0.3, end: 0.8, word: 'torpedo' },
        { conf: 0.52, start: 0.8, end: 0.9, word: 'a' },
        { conf: 0.9, start: 0.9, end: 1.1, word: 'c' },
        { conf: 0.97, start: 1.1, end: 1.5, word: 'six' },
      ],
    });
    expect(r.final).toBe(true);
    expect(r.text).toBe('torpedo a c six');
    expect(r.words.map((w) => w.conf)).toEqual([1, 0.52, 0.9, 0.97]);
    expect(r.alternatives).toHaveLength(1);
    expect(r.alternatives[0]!.text).toBe('torpedo a c six');
  });

  it('reads the alternatives form (setMaxAlternatives): a word\'s confidence is the share of the alternatives that have it', () => {
    const r = fromVoskResult(
      JSON.stringify({
        alternatives: [
          { confidence: 210.5, text: 'head north', result: [{ start: 0.1, end: 0.4, word: 'head' }, { start: 0.4, end: 0.8, word: 'north' }] },
          { confidence: 210.5, text: 'head south', result: [{ start: 0.1, end: 0.4, word: 'head' }, { start: 0.4, end: 0.8, word: 'south' }] },
          { confidence: 150, text: 'head east', result: [] },
        ],
      }),
    );
    expect(r.text).toBe('head north');
    expect(r.alternatives.map((a) => a.text)).toEqual(['head north', 'head south', 'head east']);
    expect(r.words[0]!.conf).toBeCloseTo(1, 3); // "head" is in every alternative
    expect(r.words[1]!.conf).toBeCloseTo(0.5, 3);
    expect(r.alternatives[2]!.words.map((w) => w.word)).toEqual(['head', 'east']);
  });

  it('reads a partial and vosk-browser\'s message wrapper', () => {
    expect(fromVoskResult({ partial: 'stop' })).toMatchObject({ text: 'stop', final: false });
    expect(fromVoskResult({ event: 'result', recognizerId: 'x', result: { text: 'dive', result: [{ word: 'dive', conf: 0.4, start: 0, end: 1 }] } })).toMatchObject({
      text: 'dive',
      words: [{ word: 'dive', conf: 0.4 }],
    });
  });

  it('never throws on bad input', () => {
    for (const bad of [null, 3, 'not json', '{"text": 5}', { alternatives: 'x' }, { result: [{ word: 7 }] }]) {
      expect(fromVoskResult(bad).text).toBe('');
    }
  });

  it('joins the pieces of one push-to-talk', () => {
    const joined = joinRecognitions([fromText('torpedo'), fromText(''), fromText('c six')]);
    expect(joined.text).toBe('torpedo c six');
    expect(joined.words).toHaveLength(3);
  });
});
