import { describe, expect, it } from 'vitest';
import { fromText, fromVoskResult, match, screen, type MatchOptions } from '../../shared/orders';

const words = (pairs: readonly (readonly [string, number])[]) => ({
  text: pairs.map(([w]) => w).join(' '),
  result: pairs.map(([word, conf], i) => ({ word, conf, start: i * 0.4, end: i * 0.4 + 0.35 })),
});
const en: MatchOptions = { lang: 'en', role: 'captain' };

describe('screen: the rejection path on what the recognizer doubts', () => {
  it('a confident order runs as the matcher decided', () => {
    const r = screen(fromVoskResult(words([['head', 0.98], ['north', 1]])), en);
    expect(r.decision).toMatchObject({ kind: 'execute', intent: { type: 'course', direction: 'N' } });
    expect(r.doubt).toBeNull();
  });

  it('typed text is trusted: same decision as the matcher', () => {
    for (const text of ['head north', 'torpedo at c six', 'nice shot guys', 'dive']) {
      expect(screen(fromText(text), en).decision).toEqual(match(text, en).decision);
    }
  });

  it('an order forced out of table talk (unsure words) is asked in push-to-talk and dropped in open mic', () => {
    const forced = fromVoskResult(words([['launch', 0.41], ['torpedo', 0.55], ['i', 0.9], ['eight', 0.62]]));
    expect(match(forced.text, en).decision.kind).toBe('execute');
    const ptt = screen(forced, en);
    expect(ptt.doubt).toBe('low-confidence');
    expect(ptt.decision).toMatchObject({ kind: 'ask', options: [{ intent: { type: 'torpedo', cell: 'I8' } }] });
    expect(screen(forced, { ...en, mode: 'open' }).decision).toEqual({ kind: 'reject', reason: 'orders.not-understood' });
  });

  it('fillers and [unk] do not count as order words, but mostly [unk] is talk', () => {
    const sure = fromVoskResult(words([['uh', 0.2], ['head', 0.95], ['north', 0.97]]));
    expect(screen(sure, en).decision.kind).toBe('execute');
    const mostly = fromVoskResult(words([['[unk]', 1], ['[unk]', 1], ['[unk]', 1], ['dive', 0.99]]));
    expect(screen(mostly, en)).toMatchObject({ doubt: 'mostly-unknown', decision: { kind: 'reject' } });
  });

  it('a likely runner-up that means something else makes the order unsure', () => {
    const close = fromVoskResult({
      alternatives: [
        { confidence: 100, text: 'head north', result: [{ word: 'head', start: 0, end: 0.3 }, { word: 'north', start: 0.3, end: 0.7 }] },
        { confidence: 99.5, text: 'head south', result: [{ word: 'head', start: 0, end: 0.3 }, { word: 'south', start: 0.3, end: 0.7 }] },
      ],
    });
    expect(screen(close, en).doubt).toBe('rival-reading');
    const agreeing = fromVoskResult({
      alternatives: [
        { confidence: 100, text: 'head north', result: [] },
        { confidence: 99.9, text: 'head north uh', result: [] },
      ],
    });
    expect(screen(agreeing, en).doubt).toBeNull();
    expect(screen(agreeing, en).decision.kind).toBe('execute');
  });

  it('refusals pass through untouched', () => {
    const r = screen(fromVoskResult(words([['nice', 0.3], ['shot', 0.2]])), en);
    expect(r.decision.kind).toBe('reject');
    expect(r.doubt).toBeNull();
  });
});
