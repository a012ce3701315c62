import { z } from 'zod';
import { emptyBook, isTeachable, MAX_TAUGHT, parseIntent, type Lang, type PhraseBook, type TaughtPhrase } from '../../shared/orders';
import { ROLES } from '../../shared/engine/types';

/**
 * The player's phrase book (issue 27.4) lives in this browser's localStorage, one entry per profile
 * (the player's name on this machine) and language — never on the wire: the host, the other seats and
 * the game's log never see it. A versioned file: one from a newer app or one that cannot be read is
 * kept aside untouched (`….unreadable`) the first time the player saves over it, and the app starts
 * with the built-in words and says so.
 */
export const PHRASE_BOOK_VERSION = 1;

const PREFIX = 'rumbo.phrases.';
/** Longer than any phrase the check lets through (MAX_PHRASE_WORDS words). */
const MAX_TEXT = 200;

/** Why the stored book was not used: the panel says so. */
export type BookNotice = 'voice.book.corrupt' | 'voice.book.newer' | 'voice.book.unsaved';

export interface LoadedBook {
  readonly book: PhraseBook;
  readonly notice: BookNotice | null;
}

const stored = z.object({
  v: z.number().int().positive(),
  lang: z.enum(['es', 'en', 'it']),
  phrases: z.array(z.object({ text: z.string().min(1).max(MAX_TEXT), intent: z.unknown() })).max(MAX_TAUGHT * 4),
});

/** A profile is the player's name on this machine, compared as typed apart from case and spacing. */
export function bookKey(profile: string, lang: Lang): string {
  const name = profile.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase() || '-';
  return `${PREFIX}${encodeURIComponent(name)}.${lang}`;
}

/** The saved book, or the built-in words alone (an empty book) with the reason when it cannot be used. */
export function loadBook(storage: Storage, profile: string, lang: Lang): LoadedBook {
  let text: string | null;
  try {
    text = storage.getItem(bookKey(profile, lang));
  } catch {
    return { book: emptyBook(lang), notice: 'voice.book.corrupt' };
  }
  if (text === null) return { book: emptyBook(lang), notice: null };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { book: emptyBook(lang), notice: 'voice.book.corrupt' };
  }
  const version = (raw as { v?: unknown } | null)?.v;
  if (typeof version === 'number' && version > PHRASE_BOOK_VERSION) return { book: emptyBook(lang), notice: 'voice.book.newer' };
  const parsed = stored.safeParse(raw);
  if (!parsed.success || parsed.data.lang !== lang) return { book: emptyBook(lang), notice: 'voice.book.corrupt' };
  const phrases: TaughtPhrase[] = [];
  for (const entry of parsed.data.phrases) {
    const intent = parseIntent(entry.intent);
    // Any order a seat may teach: the Voice panel lists only the seat's own (a profile plays many seats).
    if (!intent || !isTeachable(intent, ROLES)) return { book: emptyBook(lang), notice: 'voice.book.corrupt' };
    phrases.push({ text: entry.text, intent });
  }
  return { book: { lang, phrases: phrases.slice(0, MAX_TAUGHT) }, notice: null };
}

/**
 * Saves the book; a stored file this app could not read is first kept aside (once), so that saving
 * never destroys a newer app's book. False when the storage refuses (full, denied): the book then lasts
 * as long as the page, and the panel says so.
 */
export function saveBook(storage: Storage, profile: string, book: PhraseBook): boolean {
  const key = bookKey(profile, book.lang);
  try {
    const previous = storage.getItem(key);
    if (previous !== null && loadBook(storage, profile, book.lang).notice !== null && storage.getItem(`${key}.unreadable`) === null) {
      storage.setItem(`${key}.unreadable`, previous);
    }
    storage.setItem(key, JSON.stringify({ v: PHRASE_BOOK_VERSION, lang: book.lang, phrases: book.phrases }));
    return true;
  } catch {
    return false;
  }
}
