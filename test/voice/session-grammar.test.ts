import { describe, expect, it } from 'vitest';
import { crewSeat, viewFor, type CommandBody, type GameState, type Role } from '../../shared/engine';
import type { Recognizer, RecognizerProblem } from '../../renderer/voice/recognizer';
import { TranscriptRecognizer } from '../../renderer/voice/transcript-recognizer';
import { VoiceSession, type VoiceOutcome } from '../../renderer/voice/voice-session';
import { contextGrammar, type ListenMode } from '../../shared/orders';
import { unheld } from '../../shared/orders/grammar-fit';
import { armed, startGame } from '../support/engine-harness';

/** Issue 17: the session decodes against the context grammar, screens what the recognizer doubts, and holds STOP. */
function setup(state: () => GameState, roles: Role[], mode: ListenMode | (() => ListenMode) = 'ptt', recognizer = new TranscriptRecognizer()) {
  const sent: Array<[Role, CommandBody]> = [];
  const outcomes: VoiceOutcome[] = [];
  const session = new VoiceSession({
    recognizer,
    lang: () => 'en',
    roles: () => roles,
    view: () => viewFor(state(), crewSeat('blue', roles)),
    mode: typeof mode === 'function' ? mode : () => mode,
    send: (role, body) => sent.push([role, body]),
    onOutcome: (o) => outcomes.push(o),
    cancelWindowMs: 0,
  });
  return { session, recognizer, sent, outcomes, last: () => outcomes[outcomes.length - 1]! };
}

const RT = { mode: 'realtime', mapId: 'training-15', blue: 'H8', yellow: 'B2' } as const;

describe('STOP from partials', () => {
  it('a shouted STOP is sent before the key is released, once the word has stayed alone', async () => {
    const { session, recognizer, sent } = setup(() => armed(startGame(RT), 'blue'), ['captain']);
    recognizer.say({ text: 'stop', partials: [['stop', 0.6], ['stop', 0.8], ['stop', 1.05]] });
    session.begin();
    recognizer.emitPartials();
    expect(sent).toEqual([['captain', { type: 'stop' }]]);
    await session.end();
    expect(sent).toHaveLength(1);
  });

  it('"stop laughing it\'s not funny" sends nothing, from its partials nor its final result', async () => {
    const { session, recognizer, sent, last } = setup(() => armed(startGame(RT), 'blue'), ['captain'], 'open');
    recognizer.say({
      text: 'stop laughing its not funny',
      partials: [['stop', 0.62], ['stop', 0.75], ['stop laughing', 0.9], ['stop laughing its', 1.2], ['stop laughing its not funny', 1.9]],
    });
    session.begin();
    recognizer.emitPartials();
    await session.end();
    expect(sent).toEqual([]);
    expect(last()).toMatchObject({ kind: 'rejected' });
  });
});

describe('the rejection path in the session', () => {
  it('an order the recognizer forced out of talk is asked in push-to-talk, dropped in open mic', async () => {
    for (const mode of ['ptt', 'open'] as const) {
      const { session, recognizer, sent, last } = setup(() => startGame(RT), ['captain'], mode);
      recognizer.say({ text: 'head north', confidences: [0.45, 0.5] });
      session.begin();
      await session.end();
      expect(sent, mode).toEqual([]);
      expect(last().kind, mode).toBe(mode === 'ptt' ? 'ask' : 'rejected');
    }
  });

  it('a confident order is sent', async () => {
    const { session, recognizer, sent } = setup(() => startGame(RT), ['captain']);
    recognizer.say({ text: 'head north', confidences: [0.97, 1] });
    session.begin();
    await session.end();
    expect(sent).toEqual([['captain', { type: 'course', direction: 'N' }]]);
  });
});

describe('the context grammar', () => {
  it('is handed over at once, and again only when the phrase set changes', () => {
    let state = startGame(RT);
    const { session, recognizer } = setup(() => state, ['captain']);
    expect(recognizer.grammars).toHaveLength(1);
    session.begin();
    session.begin();
    expect(recognizer.grammars).toHaveLength(1);
    state = startGame({ mode: 'turn', mapId: 'alpha-10', blue: 'D6', yellow: 'I3', first: 'blue' });
    session.refreshGrammar();
    expect(recognizer.grammars).toHaveLength(2);
  });

  it('a player who switches to an open microphone in a game is handed its grammar, and back (heard with it once Vosk has compiled it)', () => {
    let mode: ListenMode = 'ptt';
    const game = startGame(RT);
    const view = viewFor(game, crewSeat('blue', ['captain']));
    const { session, recognizer } = setup(() => game, ['captain'], () => mode);
    const grammarOf = (listen: ListenMode) => contextGrammar({ lang: 'en', roles: ['captain'], view, mode: listen });
    expect(recognizer.grammars).toEqual([grammarOf('ptt').key]);
    mode = 'open';
    session.begin();
    expect(recognizer.grammars).toEqual([grammarOf('ptt').key, grammarOf('open').key]);
    // The open microphone's list is written out (no pair cover) and holds no seat before an order.
    expect(grammarOf('open').phrases.length).toBeGreaterThan(grammarOf('ptt').phrases.length);
    expect(unheld('first mate mark torpedo', grammarOf('open').phrases)).toEqual(['mate mark']);
    expect(unheld('first mate mark torpedo', grammarOf('ptt').phrases)).toEqual([]);
    mode = 'ptt';
    session.begin();
    expect(recognizer.grammars.at(-1)).toBe(grammarOf('ptt').key);
  });

  it("with an open microphone nothing acts on what push-to-talk's grammar decoded while the open one compiles, and the seat is told", async () => {
    let mode: ListenMode = 'ptt';
    const game = startGame(RT);
    const { session, recognizer, sent, outcomes } = setup(() => game, ['captain'], () => mode, new TranscriptRecognizer([{ text: 'head north' }, { text: 'head north' }, { text: 'head south' }]));
    session.begin();
    await session.end();
    expect(sent, JSON.stringify(outcomes)).toEqual([['captain', { type: 'course', direction: 'N' }]]);
    recognizer.compiling = true;
    mode = 'open';
    session.refreshGrammar();
    session.begin();
    await session.end();
    expect(sent).toHaveLength(1);
    expect(outcomes.at(-1)).toEqual({ kind: 'dropped', heard: 'head north', reason: 'voice.grammar-preparing' });
    recognizer.compiling = false;
    session.begin();
    await session.end();
    expect(sent.at(-1)).toEqual(['captain', { type: 'course', direction: 'S' }]);
  });

  it("with an open microphone a STOP held in partials that push-to-talk's grammar decoded does not fire; the open one's does", async () => {
    let mode: ListenMode = 'ptt';
    const game = armed(startGame(RT), 'blue');
    const { session, recognizer, sent } = setup(() => game, ['captain'], () => mode);
    const held = { text: 'stop', partials: [['stop', 0.6], ['stop', 0.8], ['stop', 1.05]] as [string, number][] };
    recognizer.compiling = true;
    mode = 'open';
    session.refreshGrammar();
    recognizer.say(held);
    session.begin();
    recognizer.emitPartials();
    expect(sent).toEqual([]);
    await session.end();
    expect(sent).toEqual([]);
    recognizer.compiling = false;
    recognizer.say(held);
    session.begin();
    recognizer.emitPartials();
    expect(sent).toEqual([['captain', { type: 'stop' }]]);
  });

  it("the mic check says an open microphone's utterance decoded with push-to-talk's grammar would be dropped", async () => {
    let mode: ListenMode = 'ptt';
    const game = startGame(RT);
    const { session, recognizer } = setup(() => game, ['captain'], () => mode, new TranscriptRecognizer([{ text: 'head north' }, { text: 'head north' }]));
    recognizer.compiling = true;
    mode = 'open';
    session.refreshGrammar();
    session.begin();
    expect(await session.preview()).toMatchObject({ heard: 'head north', dropped: 'voice.grammar-preparing' });
    recognizer.compiling = false;
    session.begin();
    const ready = await session.preview();
    expect(ready.dropped).toBeUndefined();
    expect(ready.decision).toMatchObject({ kind: 'execute', intent: { type: 'course', direction: 'N' } });
  });

  it('push-to-talk keeps acting with the grammar in use while a new one compiles (no order waits for a switch)', async () => {
    let state = startGame(RT);
    const { session, recognizer, sent } = setup(() => state, ['captain']);
    recognizer.compiling = true;
    state = startGame({ mode: 'realtime', mapId: 'alpha-10', blue: 'D6', yellow: 'I3' });
    session.refreshGrammar();
    recognizer.say('head north');
    session.begin();
    await session.end();
    expect(sent).toEqual([['captain', { type: 'course', direction: 'N' }]]);
  });

  it('a recognizer problem reaches the seat as an outcome, with the missing words', () => {
    const listeners: Array<(p: RecognizerProblem) => void> = [];
    const double = new TranscriptRecognizer();
    const recognizer: Recognizer = {
      begin: () => double.begin(),
      accept: (s) => double.accept(s),
      end: () => double.end(),
      onPartial: (l) => double.onPartial(l),
      onProblem: (l) => listeners.push(l),
      useGrammar: () => listeners.forEach((l) => l({ kind: 'voice.grammar-words-missing', words: ['archer'] })),
      dispose: () => double.dispose(),
    };
    const { outcomes } = setup(() => startGame(RT), ['captain'], 'ptt', recognizer as TranscriptRecognizer);
    expect(outcomes).toContainEqual({ kind: 'problem', reason: 'voice.grammar-words-missing', words: ['archer'] });
  });
});

describe('grammars built ahead', () => {
  const session = (view: () => ReturnType<typeof viewFor> | null) => {
    const works: Array<() => void> = [];
    new VoiceSession({ recognizer: new TranscriptRecognizer(), lang: () => 'it', roles: () => ['captain'], view, send: () => {}, onOutcome: () => {}, whenIdle: (w) => void works.push(w) });
    return works;
  };

  it('voice turned on before a game builds every game grammar of the language in idle moments', () => {
    expect(session(() => null).length).toBeGreaterThanOrEqual(2);
  });

  it('voice turned on in a game builds only that game grammar, nothing more to hold the page', () => {
    const state = startGame(RT);
    expect(session(() => viewFor(state, crewSeat('blue', ['captain'])))).toEqual([]);
  });
});
