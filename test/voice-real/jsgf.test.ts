import { describe, expect, it } from 'vitest';
import { toJsgf } from './jsgf';
import { fromHypseg } from './pocketsphinx';

describe("the app's Vosk grammar as JSGF (the oracle's constraint)", () => {
  const options = { garbage: 'zz-unknown', garbageWeight: 0.05, unknown: '[unk]' };

  it('folds the phrases into a prefix tree, any sequence of them, with "[unk]" as the garbage word', () => {
    const jsgf = toJsgf(['stop', 'launch drone', 'launch drone sector five', 'launch torpedo', '[unk]'], options);
    expect(jsgf).toContain('public <utterance> = <piece>+;');
    expect(jsgf).toContain('<piece> = /1/ <phrase> | /0.05/ zz-unknown;');
    expect(jsgf).toContain('<phrase> = stop | launch ( drone [ sector ( five ) ] | torpedo );');
  });

  it('has no garbage path when the app hands no "[unk]", and leaves out phrases with words it cannot say', () => {
    const jsgf = toJsgf(['mark mine', 'mark torpedo', 'belay that'], { ...options, unsayable: new Set(['belay']) });
    expect(jsgf).toContain('<piece> = <phrase>;');
    expect(jsgf).toContain('<phrase> = mark ( mine | torpedo );');
  });
});

describe("pocketsphinx's result in the shape the app reads from Vosk", () => {
  it('words with times, fillers dropped, alternate pronunciations folded, garbage read as one "[unk]"', () => {
    const line = 'x S 0 T -8275 A -7601 L -674 0 -1467 -337 <sil> 32 -1870 0 launch 73 -1177 0 drone(2) 104 0 0 (NULL) 105 -1 0 zz-unknown 120 -1 0 zz-unknown 147 -779 -337 <sil> 230';
    const heard = fromHypseg(line);
    expect(heard.text).toBe('launch drone [unk]');
    expect(heard.words.map((w) => [w.word, w.start, w.end])).toEqual([
      ['launch', 0.32, 0.73],
      ['drone', 0.73, 1.04],
      ['[unk]', 1.05, 1.2],
    ]);
    expect(heard.alternatives).toEqual([{ text: 'launch drone [unk]', confidence: 1, words: heard.words }]);
    expect(fromHypseg('')).toEqual({ text: '', words: [], alternatives: [], final: true });
  });
});
