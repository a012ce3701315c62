import { beforeEach, describe, expect, it } from 'vitest';
import { emptyBook, type Intent, type PhraseBook } from '../../shared/orders';
import { bookKey, loadBook, PHRASE_BOOK_VERSION, saveBook } from '../../renderer/voice/phrase-book-storage';
import { OFFER_WINDOW_MS, PhraseOffers } from '../../renderer/voice/phrase-offer';

const NORTH: Intent = { type: 'course', direction: 'N' };
const BOOK: PhraseBook = { lang: 'es', phrases: [{ text: "dale pa'l norte", intent: NORTH }] };

beforeEach(() => localStorage.clear());

describe('phrase book storage', () => {
  it('saves per profile and language and loads it back', () => {
    expect(saveBook(localStorage, 'Bea', BOOK)).toBe(true);
    expect(loadBook(localStorage, 'Bea', 'es')).toEqual({ book: BOOK, notice: null });
    // The same player typed another way is the same profile; another player or language starts empty.
    expect(loadBook(localStorage, '  bea ', 'es').book).toEqual(BOOK);
    expect(loadBook(localStorage, 'Dan', 'es')).toEqual({ book: emptyBook('es'), notice: null });
    expect(loadBook(localStorage, 'Bea', 'en')).toEqual({ book: emptyBook('en'), notice: null });
    expect(JSON.parse(localStorage.getItem(bookKey('Bea', 'es'))!)).toMatchObject({ v: PHRASE_BOOK_VERSION, lang: 'es' });
  });

  it.each([
    ['not JSON', '{"v":1,"lang":"es","phr'],
    ['not a book', '[1,2,3]'],
    ['an intent that is not one', JSON.stringify({ v: 1, lang: 'es', phrases: [{ text: 'dale', intent: { type: 'course', direction: 'X' } }] })],
    ['an order aimed at a cell', JSON.stringify({ v: 1, lang: 'es', phrases: [{ text: 'fuego ahí', intent: { type: 'torpedo', cell: 'C6' } }] })],
    ['another language\'s book under this key', JSON.stringify({ v: 1, lang: 'en', phrases: [] })],
  ])('a corrupt file (%s): built-in words only, and the panel is told', (_, text) => {
    localStorage.setItem(bookKey('Bea', 'es'), text);
    expect(loadBook(localStorage, 'Bea', 'es')).toEqual({ book: emptyBook('es'), notice: 'voice.book.corrupt' });
  });

  it('a file from a newer version: built-in words only, told, and kept aside (not lost) when the player saves', () => {
    const newer = JSON.stringify({ v: PHRASE_BOOK_VERSION + 1, lang: 'es', phrases: [{ text: 'algo nuevo', intent: { type: 'course', direction: 'N', slot: 1 } }] });
    localStorage.setItem(bookKey('Bea', 'es'), newer);
    expect(loadBook(localStorage, 'Bea', 'es')).toEqual({ book: emptyBook('es'), notice: 'voice.book.newer' });
    expect(saveBook(localStorage, 'Bea', BOOK)).toBe(true);
    expect(localStorage.getItem(`${bookKey('Bea', 'es')}.unreadable`)).toBe(newer);
    expect(loadBook(localStorage, 'Bea', 'es')).toEqual({ book: BOOK, notice: null });
    // Saving again does not overwrite what was kept aside.
    saveBook(localStorage, 'Bea', emptyBook('es'));
    expect(localStorage.getItem(`${bookKey('Bea', 'es')}.unreadable`)).toBe(newer);
  });

  it('a storage that refuses to save says so', () => {
    const refusing = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } } as unknown as Storage;
    expect(saveBook(refusing, 'Bea', BOOK)).toBe(false);
  });
});

describe('the offer to teach what was not understood', () => {
  const yes = () => true;

  it('offers the heard words for the order given by hand within the window, once per heard text', () => {
    const offers = new PhraseOffers();
    offers.missed("dale pa'l norte", 1000);
    expect(offers.byHand(NORTH, 1000 + OFFER_WINDOW_MS, yes)).toEqual({ heard: "dale pa'l norte", intent: NORTH });
    offers.missed("Dale, pa'l norte", 20_000);
    expect(offers.byHand(NORTH, 21_000, yes)).toBeNull();
  });

  it('offers nothing late, for an order that cannot be taught, after something else was heard, or for words the check refuses', () => {
    const offers = new PhraseOffers();
    offers.missed('a la cama', 0);
    expect(offers.byHand(NORTH, OFFER_WINDOW_MS + 1, yes)).toBeNull();
    offers.missed('a la cama', 0);
    expect(offers.byHand(null, 10, yes)).toBeNull();
    // One order by hand answers one miss: the next click is not offered.
    expect(offers.byHand(NORTH, 20, yes)).toBeNull();
    offers.missed('a la cama', 0);
    offers.heardOther();
    expect(offers.byHand(NORTH, 10, yes)).toBeNull();
    offers.missed('qué hacemos', 0);
    let asked: [string, Intent] | null = null;
    expect(offers.byHand(NORTH, 10, (heard, intent) => ((asked = [heard, intent]), false))).toBeNull();
    expect(asked).toEqual(['qué hacemos', NORTH]);
    // Refused words were not offered, so a later miss with other words still can be.
    offers.missed('a la cama', 100);
    expect(offers.byHand(NORTH, 200, yes)).toEqual({ heard: 'a la cama', intent: NORTH });
  });
});
