import { say } from './describe';
import { grammarFor } from './grammar';
import { NOISE, tokenise } from './normalise';
import type { Intent, Lang } from './types';

/**
 * A player's own words for orders (issue 27.4): "dale pa'l norte" → Head north. Whole orders only, no
 * slots: a phrase stands for one order as the player gives it ("rumbo norte", "marco torpedo", "tacho
 * armamento"). Orders aimed at a cell (torpedo, mine on a cell, detonation, Archer mine) and the sonar
 * answer are not teachable: their target changes every time, and a phrase with a slot would need the
 * matcher's slot reading on the player's free words. Local to the player's machine; nothing of it is sent.
 */
export interface TaughtPhrase {
  /** As the player wrote it (or as it was heard), trimmed. */
  readonly text: string;
  readonly intent: Intent;
}

export interface PhraseBook {
  readonly lang: Lang;
  readonly phrases: readonly TaughtPhrase[];
}

/**
 * At most this many taught phrases per language. Each adds one phrase to the seat's grammar (the
 * largest holds 9.9k of MAX_PHRASES = 12,000, context-grammar.ts), so the cap keeps Vosk's load within
 * 1 % of today's; 50 is far more words than a player teaches (docs/decisions.md, issue 27.4).
 */
export const MAX_TAUGHT = 50;
/** A phrase longer than this is a sentence, not a call. */
export const MAX_PHRASE_WORDS = 8;

export const emptyBook = (lang: Lang): PhraseBook => ({ lang, phrases: [] });

/** A phrase's words as the matcher compares them. */
export function phraseTokens(text: string, lang: Lang): string[] {
  return tokenise(text, grammarFor(lang).lexicon).filter((t) => t !== NOISE);
}

/** The phrase as Vosk is handed it: lowercase, accents and apostrophes kept, other punctuation gone. */
export function grammarPhrase(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}'’\s]+/gu, ' ')
    .replace(/’/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

interface Compiled {
  readonly from: readonly string[];
  readonly to: readonly string[];
}

const compiledBooks = new WeakMap<PhraseBook, readonly Compiled[]>();

/** Longest first, so that a phrase holding another is read whole. */
function compiled(book: PhraseBook): readonly Compiled[] {
  let known = compiledBooks.get(book);
  if (!known) {
    const lexicon = grammarFor(book.lang).lexicon;
    known = book.phrases
      .slice(0, MAX_TAUGHT)
      .map((p) => ({ from: phraseTokens(p.text, book.lang), to: tokenise(say(p.intent, book.lang), lexicon) }))
      .filter((c) => c.from.length > 1)
      .sort((a, b) => b.from.length - a.from.length);
    compiledBooks.set(book, known);
  }
  return known;
}

/**
 * The heard words with every taught phrase replaced by the built-in words of its order ("dale pa l
 * norte" → "rumbo norte"), before anything else reads them: a taught phrase then goes through the same
 * rules as the built-in words (inside a longer sentence a course is asked; a question, a negation, a
 * plan are talk; "dale pa'l norte, no, sur" corrects).
 */
export function applyBook(tokens: readonly string[], book: PhraseBook | undefined): string[] {
  if (!book || book.phrases.length === 0) return [...tokens];
  const phrases = compiled(book);
  const out: string[] = [];
  for (let i = 0; i < tokens.length; ) {
    const hit = phrases.find((p) => p.from.every((w, k) => tokens[i + k] === w));
    if (hit) {
      out.push(...hit.to);
      i += hit.from.length;
    } else {
      out.push(tokens[i++]!);
    }
  }
  return out;
}

