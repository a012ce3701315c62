import { describe, expect, it } from 'vitest';
import type { Model } from 'vosk-browser';
import type { RecognizerProblem } from '../../renderer/voice/recognizer';
import { VoskRecognizer } from '../../renderer/voice/vosk-recognizer';
import { contextGrammar, type ContextGrammar } from '../../shared/orders';

type Listener = (message: unknown) => void;

/** vosk-browser's model, faked: each recognizer records its grammar and answers when told to. */
class FakeKaldi {
  static made: FakeKaldi[] = [];
  readonly listeners = new Map<string, Listener[]>();
  words = false;
  removed = false;
  fed = 0;
  finalRequests = 0;
  constructor(
    readonly rate: number,
    readonly grammar?: string,
  ) {
    FakeKaldi.made.push(this);
  }
  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
  }
  emit(event: string, result: unknown) {
    for (const l of this.listeners.get(event) ?? []) l({ event, recognizerId: 'x', result });
  }
  setWords(words: boolean) {
    this.words = words;
  }
  acceptWaveformFloat(samples: Float32Array) {
    this.fed += samples.length;
  }
  retrieveFinalResult() {
    this.finalRequests++;
  }
  remove() {
    this.removed = true;
  }
}

const model = { KaldiRecognizer: FakeKaldi } as unknown as Model;
const grammar = (key: string, words: string[]): ContextGrammar => ({ phrases: [...words, '[unk]'], words, key });
const said = (text: string, conf = 1) => ({ text, result: text.split(' ').map((word, i) => ({ word, conf, start: i, end: i + 0.5 })) });

describe('VoskRecognizer', () => {
  it('decodes with per-word confidences against the grammar it was given', async () => {
    FakeKaldi.made = [];
    const r = new VoskRecognizer(model, contextGrammar({ lang: 'en', roles: ['captain'], view: null, mode: 'ptt' }));
    const kaldi = FakeKaldi.made[0]!;
    expect(kaldi.words).toBe(true);
    expect(JSON.parse(kaldi.grammar!)).toContain('head north');
    r.begin();
    r.accept(new Float32Array(160));
    const ending = r.end();
    kaldi.emit('result', said('head north', 0.9));
    const heard = await ending;
    expect(heard.text).toBe('head north');
    expect(heard.words.map((w) => w.conf)).toEqual([0.9, 0.9]);
  });

  it('a new grammar is compiled aside; the old one serves until Vosk has answered the probe, and never mid-utterance', async () => {
    FakeKaldi.made = [];
    const r = new VoskRecognizer(model, grammar('a', ['dive']));
    const [old] = FakeKaldi.made;
    r.useGrammar(grammar('b', ['surface']));
    const fresh = FakeKaldi.made[1]!;
    expect(fresh.finalRequests).toBe(1);
    r.begin();
    r.accept(new Float32Array(100));
    expect(old!.fed).toBe(100);
    fresh.emit('result', { text: '' });
    r.accept(new Float32Array(100));
    expect(old!.fed).toBe(200);
    const ending = r.end();
    old!.emit('result', said('dive'));
    // Each result names the grammar that decoded it: the session tells a stale one (voice-session.ts).
    expect(await ending).toMatchObject({ text: 'dive', grammar: 'a' });
    expect(old!.removed).toBe(true);
    r.begin();
    r.accept(new Float32Array(50));
    expect(fresh.fed).toBe(50);
    const next = r.end();
    fresh.emit('result', said('surface'));
    expect(await next).toMatchObject({ text: 'surface', grammar: 'b' });
    r.useGrammar(grammar('b', ['surface']));
    expect(FakeKaldi.made).toHaveLength(2);
  });

  it('partials carry the seconds of audio heard since the start, and the key of the grammar that decoded them', () => {
    FakeKaldi.made = [];
    const r = new VoskRecognizer(model, grammar('a', ['stop']));
    const heard: Array<[string, number, string | undefined]> = [];
    r.onPartial((text, at, key) => heard.push([text, at, key]));
    r.begin();
    r.accept(new Float32Array(8000));
    FakeKaldi.made[0]!.emit('partialresult', { partial: 'stop' });
    expect(heard).toEqual([['stop', 0.5, 'a']]);
  });

  it('says which grammar words the model lacks, and when the model ignores the grammar', async () => {
    FakeKaldi.made = [];
    const problems: RecognizerProblem[] = [];
    const r = new VoskRecognizer(model, grammar('a', ['dive']), new Set(['dive', 'surface']));
    r.onProblem((p) => problems.push(p));
    r.useGrammar(grammar('b', ['surface', 'archer']));
    expect(problems).toEqual([{ kind: 'voice.grammar-words-missing', words: ['archer'] }]);
    FakeKaldi.made[1]!.emit('result', { text: '' });
    r.begin();
    const ending = r.end();
    FakeKaldi.made[1]!.emit('result', said('the surface please'));
    expect((await ending).text).toBe('the surface please');
    expect(problems).toContainEqual({ kind: 'voice.grammar-unsupported' });
  });

  it('the model\'s words may come later (read from its archive in the background)', () => {
    FakeKaldi.made = [];
    const problems: RecognizerProblem[] = [];
    const r = new VoskRecognizer(model, grammar('a', ['dive']));
    r.onProblem((p) => problems.push(p));
    r.useGrammar(grammar('b', ['surface', 'archer']));
    expect(problems).toEqual([]);
    r.setModelWords(new Set(['surface']));
    expect(problems).toEqual([{ kind: 'voice.grammar-words-missing', words: ['archer'] }]);
  });

  it('a grammar handed over mid-utterance is compiled only once the utterance is over', async () => {
    FakeKaldi.made = [];
    const r = new VoskRecognizer(model, grammar('a', ['dive']));
    r.begin();
    r.useGrammar(grammar('b', ['surface']));
    expect(FakeKaldi.made).toHaveLength(1);
    const ending = r.end();
    FakeKaldi.made[0]!.emit('result', said('dive'));
    await ending;
    expect(FakeKaldi.made).toHaveLength(2);
    expect(JSON.parse(FakeKaldi.made[1]!.grammar!)).toContain('surface');
  });
});
