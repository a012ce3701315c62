import { describe, expect, it } from 'vitest';
import { crewSeat, viewFor, type CommandBody, type Role } from '../../shared/engine';
import type { ContextGrammar } from '../../shared/orders';
import { TranscriptRecognizer } from '../../renderer/voice/transcript-recognizer';
import { VoiceSession, type VoiceOutcome } from '../../renderer/voice/voice-session';
import { emptyBook, type PhraseBook } from '../../shared/orders';
import { armed, startGame } from '../support/engine-harness';

const RT = { mode: 'realtime', mapId: 'training-15', blue: 'H8', yellow: 'B2' } as const;
const BOOK: PhraseBook = { lang: 'en', phrases: [{ text: "Let's roll north!", intent: { type: 'course', direction: 'N' } }] };

/** Issue 27.4: the session reads the player's book and hands it to the recognizer in the grammar. */
describe('the voice session with a phrase book', () => {
  it('a taught phrase sends its order; the recognizer gets a grammar holding it; without the book nothing is sent', async () => {
    let book = BOOK;
    const grammars: ContextGrammar[] = [];
    const recognizer = new TranscriptRecognizer();
    recognizer.useGrammar = (grammar) => void grammars.push(grammar);
    const sent: Array<[Role, CommandBody]> = [];
    const outcomes: VoiceOutcome[] = [];
    const state = armed(startGame(RT), 'blue');
    const session = new VoiceSession({
      recognizer,
      lang: () => 'en',
      roles: () => ['captain'],
      view: () => viewFor(state, crewSeat('blue', ['captain'])),
      book: () => book,
      send: (role, body) => sent.push([role, body]),
      onOutcome: (o) => outcomes.push(o),
      cancelWindowMs: 0,
    });
    recognizer.say({ text: "let's roll north" });
    session.begin();
    await session.end();
    expect(sent).toEqual([['captain', { type: 'course', direction: 'N' }]]);
    expect(grammars.at(-1)!.phrases).toContain("let's roll north");

    book = emptyBook('en');
    session.refreshGrammar();
    expect(grammars.at(-1)!.phrases).not.toContain("let's roll north");
    recognizer.say({ text: "let's roll north" });
    session.begin();
    await session.end();
    expect(sent).toHaveLength(1);
    expect(outcomes.at(-1)).toMatchObject({ kind: 'rejected' });
  });
});
