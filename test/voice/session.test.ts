import { describe, expect, it, vi } from 'vitest';
import { crewSeat, viewFor, type CommandBody, type GameState, type Role } from '../../shared/engine';
import type { Lang, ListenMode } from '../../shared/orders';
import { TranscriptRecognizer } from '../../renderer/voice/transcript-recognizer';
import { VoiceSession, type VoiceOutcome } from '../../renderer/voice/voice-session';
import { loadModel, ModelError } from '../../renderer/voice/model-loader';
import { armed, captain, ok, startGame } from '../support/engine-harness';

function setup(state: GameState, roles: Role[], options: { cancelWindowMs?: number; mode?: ListenMode; lang?: Lang } = {}) {
  const recognizer = new TranscriptRecognizer();
  const sent: Array<[Role, CommandBody]> = [];
  const outcomes: VoiceOutcome[] = [];
  const session = new VoiceSession({
    recognizer,
    lang: () => options.lang ?? 'es',
    roles: () => roles,
    view: () => viewFor(state, crewSeat('blue', roles)),
    send: (role, body) => sent.push([role, body]),
    onOutcome: (o) => outcomes.push(o),
    cancelWindowMs: options.cancelWindowMs ?? 0,
    mode: () => options.mode ?? 'ptt',
  });
  const speak = async (text: string, partials?: string[]) => {
    recognizer.say({ text, partials });
    session.begin();
    recognizer.emitPartials();
    await session.end();
  };
  return { session, recognizer, sent, outcomes, speak, last: () => outcomes[outcomes.length - 1]! };
}

const RT = { mode: 'realtime', mapId: 'training-15', blue: 'H8', yellow: 'B2' } as const;

describe('voice session: heard text → command', () => {
  it('the mic check\'s preview says what an order would do and sends nothing', async () => {
    const { session, recognizer, sent } = setup(startGame(RT), ['captain']);
    recognizer.say({ text: 'rumbo norte' });
    session.begin();
    const { heard, decision } = await session.preview();
    expect(heard).toBe('rumbo norte');
    expect(decision).toMatchObject({ kind: 'execute', intent: { type: 'course', direction: 'N' } });
    expect(sent).toEqual([]);
  });

  it('"¡rumbo norte!" sends the course at once and says what it became', async () => {
    const { sent, speak, last } = setup(startGame(RT), ['captain']);
    await speak('eh rumbo norte');
    expect(sent).toEqual([['captain', { type: 'course', direction: 'N' }]]);
    expect(last()).toMatchObject({ kind: 'sent', heard: 'eh rumbo norte' });
  });

  it('a course into an island is refused with the engine\'s reason, and nothing is sent', async () => {
    const { sent, speak, last } = setup(startGame({ ...RT, blue: 'J7' }), ['captain']);
    await speak('rumbo norte');
    expect(sent).toEqual([]);
    expect(last()).toMatchObject({ kind: 'rejected', reason: 'course.blocked.island' });
  });

  it('with an open microphone in a base game "vamos a la derecha" does nothing and says to use the compass; "nunca vamos al este" says it heard a negation', async () => {
    const { sent, speak, last } = setup(startGame(RT), ['captain'], { mode: 'open' });
    await speak('vamos a la derecha');
    expect(sent).toEqual([]);
    expect(last()).toMatchObject({ kind: 'rejected', reason: 'orders.compass' });
    await speak('nunca vamos al este');
    expect(sent).toEqual([]);
    expect(last()).toMatchObject({ kind: 'rejected', reason: 'orders.negated' });
  });

  it('an order of another role does nothing (the enemy captain heard on our Engineer\'s headset)', async () => {
    const { sent, speak, last } = setup(armed(startGame(RT), 'blue'), ['engineer']);
    await speak('torpedo a hache seis');
    expect(sent).toEqual([]);
    expect(last()).toMatchObject({ kind: 'rejected', reason: 'orders.wrong-role' });
  });

  it('a torpedo waits for confirmation; "sí" sends it, "cancela" drops it', async () => {
    const yes = setup(armed(startGame(RT), 'blue'), ['captain']);
    await yes.speak('torpedo a hache seis');
    expect(yes.last()).toMatchObject({ kind: 'confirm' });
    expect(yes.sent).toEqual([]);
    await yes.speak('sí');
    expect(yes.sent).toEqual([['captain', { type: 'torpedo', cell: 5 * 15 + 7 }]]);

    const no = setup(armed(startGame(RT), 'blue'), ['captain']);
    await no.speak('torpedo a hache seis');
    await no.speak('cancela');
    expect(no.sent).toEqual([]);
    expect(no.last()).toMatchObject({ kind: 'cancelled' });
  });

  it('orders other than course and STOP wait a short cancel window, in which "cancela" stops them', async () => {
    vi.useFakeTimers();
    const moved = ok(startGame(RT), captain('blue', { type: 'course', direction: 'N' })).state;
    const { sent, speak } = setup(moved, ['firstMate'], { cancelWindowMs: 600 });
    await speak('marco torpedo');
    expect(sent).toEqual([]);
    await speak('cancela');
    vi.advanceTimersByTime(1000);
    expect(sent).toEqual([]);
    await speak('marco torpedo');
    vi.advanceTimersByTime(600);
    expect(sent).toEqual([['firstMate', { type: 'mark', system: 'torpedo' }]]);
    vi.useRealTimers();
  });

  it('a spoken course goes at once even with a cancel window', async () => {
    const { sent, speak } = setup(startGame(RT), ['captain'], { cancelWindowMs: 600 });
    await speak('rumbo sur');
    expect(sent).toEqual([['captain', { type: 'course', direction: 'S' }]]);
  });

  it('a doubtful order asks instead of acting, and the spoken answer picks', async () => {
    const { sent, speak, last } = setup(startGame(RT), ['captain']);
    await speak('este');
    expect(last()).toMatchObject({ kind: 'ask', prompt: '¿rumbo este?' });
    expect(sent).toEqual([]);
    await speak('rumbo este');
    expect(sent).toEqual([['captain', { type: 'course', direction: 'E' }]]);
  });

  it('a doubtful order asked about is sent on a spoken "sí", as a confirmation would be', async () => {
    const { sent, speak, last } = setup(startGame(RT), ['captain']);
    await speak('este');
    expect(last()).toMatchObject({ kind: 'ask', prompt: '¿rumbo este?' });
    await speak('sí');
    expect(sent).toEqual([['captain', { type: 'course', direction: 'E' }]]);
    await speak('sí');
    expect(sent).toHaveLength(1);
  });

  it('a "sí" to a question of several options keeps the question and asks which', async () => {
    const { sent, speak, last } = setup(startGame(RT), ['captain']);
    await speak('rumbo noreste');
    const asked = last();
    expect(asked.kind === 'ask' && asked.options.length).toBeGreaterThan(1);
    await speak('sí');
    expect(sent).toEqual([]);
    expect(last()).toMatchObject({ kind: 'ask', hint: 'voice.answer-which' });
    await speak('rumbo norte');
    expect(sent).toEqual([['captain', { type: 'course', direction: 'N' }]]);
  });

  it('"Circuit north or reactor north?" — "circuit": with the key pressed, a word of one option answers (session 14)', async () => {
    const moved = ok(startGame(RT), captain('blue', { type: 'course', direction: 'N' })).state;
    const { sent, speak, last } = setup(moved, ['engineer'], { lang: 'en' });
    await speak('north red crossed');
    expect(last()).toMatchObject({ kind: 'ask', prompt: 'Circuit north or reactor north?' });
    // A word both options hold names neither: the question stays.
    await speak('north');
    expect(sent).toEqual([]);
    await speak('north red crossed');
    await speak('the circuit one');
    expect(sent).toEqual([['engineer', expect.objectContaining({ type: 'cross' })]]);
    expect(last()).toMatchObject({ kind: 'sent', said: 'cross weapon circuit north' });
  });

  it('an answer may name its option in the player\'s words, not only the app\'s: "the top one", "arriba", "quello del centro"', async () => {
    const moved = ok(startGame(RT), captain('blue', { type: 'course', direction: 'N' })).state;
    const engineer = setup(moved, ['engineer'], { lang: 'en' });
    await engineer.speak('north red crossed');
    expect(engineer.last()).toMatchObject({ kind: 'ask', prompt: 'Circuit north or reactor north?' });
    await engineer.speak('the top one');
    expect(engineer.sent).toEqual([['engineer', expect.objectContaining({ type: 'cross' })]]);
    expect(engineer.last()).toMatchObject({ kind: 'sent', said: 'cross weapon circuit north' });

    const captainSeat = setup(startGame(RT), ['captain']);
    await captainSeat.speak('rumbo noreste');
    await captainSeat.speak('arriba');
    expect(captainSeat.sent).toEqual([['captain', { type: 'course', direction: 'N' }]]);
  });

  it('with an open microphone, an order said in a way only the key takes is refused and says what the key would run (session 15)', async () => {
    const moved = ok(startGame(RT), captain('blue', { type: 'course', direction: 'N' })).state;
    const open = setup(moved, ['engineer'], { lang: 'en', mode: 'open' });
    await open.speak('north radiation ticked off');
    expect(open.sent).toEqual([]);
    expect(open.last()).toMatchObject({ kind: 'rejected', reason: 'orders.key-needed', said: 'cross radiation reactor north' });
    // Talk that no key would run is refused as before, and a sentence cut by a pause is not an order said badly.
    await open.speak('wait the north radiation is crossed');
    expect(open.last()).toMatchObject({ kind: 'rejected', reason: 'orders.not-understood' });
    expect(open.last()).not.toHaveProperty('said');
    const ptt = setup(moved, ['engineer'], { lang: 'en' });
    await ptt.speak('north radiation ticked off');
    expect(ptt.sent).toEqual([['engineer', expect.objectContaining({ type: 'cross' })]]);
  });

  it('with an open microphone a word of an option answers no question either', async () => {
    const moved = ok(startGame(RT), captain('blue', { type: 'course', direction: 'N' })).state;
    const { sent, speak, last } = setup(moved, ['engineer'], { lang: 'en', mode: 'open' });
    await speak('cross north red');
    expect(last()).toMatchObject({ kind: 'ask', prompt: 'Circuit north or reactor north?' });
    await speak('circuit');
    expect(sent).toEqual([]);
  });

  it('with an open microphone a "yeah" from anyone at the table answers no question: the order must be said', async () => {
    const { sent, speak, last } = setup(startGame(RT), ['captain'], { mode: 'open', lang: 'en' });
    // A report about the enemy orders nothing (issue 27: it opens as a statement)…
    await speak('they are going north');
    expect(last()).toMatchObject({ kind: 'rejected' });
    // …and an order the matcher is unsure of is asked.
    await speak('go north i said');
    expect(last()).toMatchObject({ kind: 'ask', prompt: 'Head north?' });
    await speak('yeah');
    expect(sent).toEqual([]);
    // The question stays, and says why the yes did not answer it.
    expect(last()).toMatchObject({ kind: 'ask', prompt: 'Head north?', hint: 'voice.answer-open-mic' });
    await speak('head north');
    expect(sent).toEqual([['captain', { type: 'course', direction: 'N' }]]);
  });

  it('a First Mate\'s or Engineer\'s "vale" sends nothing and says quietly that their mark is their OK', async () => {
    const moved = ok(startGame(RT), captain('blue', { type: 'course', direction: 'N' })).state;
    for (const role of ['firstMate', 'engineer'] as const) {
      const { sent, speak, last } = setup(moved, [role]);
      await speak('vale');
      expect(sent).toEqual([]);
      expect(last()).toEqual({ kind: 'noted', heard: 'vale', reason: 'orders.ok-not-needed' });
    }
  });

  it('"¡stop!" fires on a stable partial, before the key is released, and only once', async () => {
    const { sent, speak } = setup(armed(startGame(RT), 'blue'), ['captain']);
    await speak('stop', ['stop', 'stop', 'stop']);
    expect(sent).toEqual([['captain', { type: 'stop' }]]);
  });

  it('"¡stop!" with nothing ready to use is refused with the reason, not sent', async () => {
    const { sent, speak, last } = setup(startGame(RT), ['captain']);
    await speak('stop');
    expect(sent).toEqual([]);
    expect(last()).toMatchObject({ kind: 'rejected', reason: 'stop.nothing-to-use' });
  });
});

describe('model loading', () => {
  it('a createModel that never settles ends in a clear timeout', async () => {
    const never = () => new Promise<never>(() => undefined);
    await expect(loadModel(never, 'app://rumbo/models/x.tar.gz', 50)).rejects.toMatchObject({ problem: 'model.timeout' });
  });

  it('an archive that is not a model ends in "corrupt", whichever way vosk-browser says it', async () => {
    const withEvent = (event: 'load' | 'error') => async () => {
      const listeners: Array<(m: unknown) => void> = [];
      const model = {
        ready: false,
        on: (_e: string, l: (m: unknown) => void) => listeners.push(l),
      };
      setTimeout(() => listeners.forEach((l) => l(event === 'load' ? { event: 'load', result: false } : { event: 'error', error: 'bad tar' })), 5);
      return model as never;
    };
    for (const event of ['load', 'error'] as const) {
      const error = await loadModel(withEvent(event), 'app://rumbo/models/x.tar.gz', 1000).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ModelError);
      expect((error as ModelError).problem).toBe('model.corrupt');
    }
  });

});
