import { DIRECTIONS, ROLES, sheetFor, SYSTEMS, type CommandBody, type Mode, type Role } from '../engine';
import { THRESHOLDS } from './decide';
import { grammarFor, rolesFor, type Grammar } from './grammar';
import { intentKey } from './intent';
import { match } from './match';
import { negated } from './negation';
import { numberWords } from './numbers';
import { tokenise } from './normalise';
import { MAX_PHRASE_WORDS, MAX_TAUGHT, phraseTokens, type PhraseBook, type TaughtPhrase } from './taught';
import { tableTalk, type TableTalk } from './talk';
export { applyBook, emptyBook, grammarPhrase, MAX_PHRASE_WORDS, MAX_TAUGHT, phraseTokens, type PhraseBook, type TaughtPhrase } from './taught';
import { HEADINGS, INTENT_TYPES, type Intent, type IntentType, type Lang } from './types';

/** Why a phrase cannot be taught; `clash` names the order (or taught phrase) it collides with. */
export type PhraseRefusal =
  | 'phrase.empty'
  | 'phrase.one-word'
  | 'phrase.too-long'
  | 'phrase.number'
  | 'phrase.cell'
  | 'phrase.not-teachable'
  | 'phrase.duplicate'
  | 'phrase.full'
  | 'phrase.talk'
  | 'phrase.order'
  | 'phrase.known';

/** What kind of table talk a refused phrase is: talk.ts's kinds, only fillers, or a negation. */
export type TalkKind = TableTalk | 'fillers' | 'negation';

export type PhraseCheck =
  | { readonly ok: true; readonly phrase: TaughtPhrase }
  | { readonly ok: false; readonly reason: PhraseRefusal; readonly clash?: Intent; readonly talk?: TalkKind };

/** Orders aimed at a cell, answering a question, or a yes/no: their words change every time. */
const NOT_TEACHABLE: ReadonlySet<IntentType> = new Set(['detonate', 'torpedo', 'sonarAnswer', 'scenario', 'confirm', 'cancel']);
const CELL_FREE: ReadonlySet<IntentType> = new Set(INTENT_TYPES.filter((type) => !NOT_TEACHABLE.has(type)));

/** An order a player may teach words for: one of the seat's, aimed at no cell. */
export function isTeachable(intent: Intent, roles: readonly Role[]): boolean {
  if (!CELL_FREE.has(intent.type) || (intent.type === 'mine' && !('toward' in intent))) return false;
  if (intent.type === 'cross' && (intent.panel !== null || intent.part !== null)) return false;
  return rolesFor(intent.type).some((r) => roles.includes(r));
}

/**
 * Every order the seat can teach words for, in the order the Voice panel lists them. `mode`: the game's
 * (stop/resume only in real time, end of turn only turn by turn); null lists both. `sectors`: the map's.
 */
export function teachableOrders(roles: readonly Role[], mode: Mode | null, sectors = 9): Intent[] {
  const all: Intent[] = [
    ...DIRECTIONS.map((direction): Intent => ({ type: 'course', direction })),
    { type: 'surface' },
    { type: 'dive' },
    ...(mode !== 'realtime' ? [{ type: 'endTurn' } as const] : []),
    ...(mode !== 'turn' ? [{ type: 'stop' } as const, { type: 'resume' } as const] : []),
    ...SYSTEMS.map((system): Intent => ({ type: 'mark', system })),
    ...(['weapon', 'detection', 'special', 'radiation'] as const).map((symbol): Intent => ({ type: 'cross', panel: null, symbol, part: null })),
    { type: 'checkHull', approve: true },
    { type: 'checkHull', approve: false },
    { type: 'secureHull' },
    { type: 'sonar' },
    ...Array.from({ length: sectors }, (_, i): Intent => ({ type: 'drone', sector: i + 1 })),
    { type: 'silence', direction: 'N', distance: 0 },
    ...DIRECTIONS.flatMap((direction) => [1, 2, 3, 4].map((distance): Intent => ({ type: 'silence', direction, distance }))),
    ...HEADINGS.map((toward): Intent => ({ type: 'mine', toward })),
  ];
  return all.filter((intent) => isTeachable(intent, roles));
}

/**
 * The teachable order a command sent by hand stands for (the offer "Say '…' for … next time?"), or null.
 * A crossing becomes the symbol in the course's panel ("tacho armamento"): the phrase names the kind
 * of symbol, as the Engineer says it, not one box of the sheet.
 */
export function teachableIntent(body: CommandBody, mode: Mode): Intent | null {
  if (body.type === 'cross') {
    const slot = sheetFor(mode).slots[body.slot];
    return slot ? { type: 'cross', panel: null, symbol: slot.type, part: null } : null;
  }
  if (body.type === 'place' || body.type === 'sonarAnswer' || !CELL_FREE.has(body.type) || body.type === 'mine') return null;
  return body as Intent;
}

export interface PhraseCheckOptions {
  readonly lang: Lang;
  /** The seat's roles: only their orders may be taught. */
  readonly roles: readonly Role[];
  /** The player's book in this language (duplicates, the cap, and phrases holding a taught one). */
  readonly book: PhraseBook;
}

const refuse = (reason: PhraseRefusal, more: { clash?: Intent; talk?: TalkKind } = {}): PhraseCheck => ({ ok: false, reason, ...more });

function slotValues(grammar: Grammar): { numbers: ReadonlySet<string>; letters: ReadonlySet<string> } {
  const lexicon = grammar.lexicon;
  const keys = (words: readonly string[]) => new Set(words.flatMap((w) => tokenise(w, lexicon)));
  return { numbers: new Set(numberWords(lexicon).keys()), letters: new Set([...keys(lexicon.letters.flat()), ...'abcdefghijklmnopqrstuvwxyz'.split('')]) };
}

/**
 * Words that open a question in each language. The lexicon's question markers are the ones that turn an
 * order into a question ("o qué", "lo cargo"); a taught phrase is a whole utterance, so one that opens
 * with a question word, or is written with a question mark, is a question asked at the table.
 */
const QUESTION_WORDS: Readonly<Record<Lang, readonly string[]>> = {
  es: ['que', 'como', 'donde', 'adonde', 'cuando', 'cuanto', 'cuantos', 'cual', 'quien', 'por que', 'para que'],
  en: ['what', 'where', 'when', 'why', 'how', 'who', 'which', 'whats', 'wheres', 'shall', 'should', 'do', 'does', 'did', 'are', 'is', 'can', 'could'],
  it: ['che', 'cosa', 'come', 'dove', 'quando', 'quanto', 'quale', 'chi', 'perche'],
};

function asked(text: string, tokens: readonly string[], lang: Lang): boolean {
  if (/[?¿]/.test(text)) return true;
  return QUESTION_WORDS[lang].some((q) => q.split(' ').every((w, k) => tokens[k] === w));
}

/** Only words players add, hesitations, words to the table and everyday one-word orders ("ok", "vale"). */
function onlyTalkWords(tokens: readonly string[], grammar: Grammar): boolean {
  const lexicon = grammar.lexicon;
  const extra = new Set([...lexicon.hesitations, ...lexicon.tableTalk.address, ...lexicon.spoken.seats].flatMap((w) => tokenise(w, lexicon)));
  return tokens.every((t) => grammar.fillers.has(t) || grammar.talk.has(t) || extra.has(t));
}

/**
 * Whether `text` may be taught for `intent`: refused when empty, one word, too long, a number, a cell,
 * not an order of the seat's, already in the book, the book full, table talk (talk.ts's kinds, only
 * fillers, a negation), or when it already means another order (the built-in words, or a taught phrase
 * it holds) — `clash` says which. A phrase the built-in words already run as this very order is refused
 * as `phrase.known`: nothing to teach. One they would only ask about ("norte" → "¿rumbo norte?") is taught.
 */
export function checkPhrase(text: string, intent: Intent, options: PhraseCheckOptions): PhraseCheck {
  const { lang, roles, book } = options;
  const grammar = grammarFor(lang);
  const tokens = phraseTokens(text, lang);
  if (tokens.length === 0) return refuse('phrase.empty');
  if (tokens.length === 1) return refuse('phrase.one-word');
  if (tokens.length > MAX_PHRASE_WORDS) return refuse('phrase.too-long');
  const { numbers, letters } = slotValues(grammar);
  if (tokens.every((t) => numbers.has(t))) return refuse('phrase.number');
  if (tokens.every((t) => numbers.has(t) || letters.has(t))) return refuse('phrase.cell');
  if (!isTeachable(intent, roles)) return refuse('phrase.not-teachable');
  const key = tokens.join(' ');
  const same = book.phrases.find((p) => phraseTokens(p.text, lang).join(' ') === key);
  if (same) return refuse('phrase.duplicate', { clash: same.intent });
  if (book.phrases.length >= MAX_TAUGHT) return refuse('phrase.full');
  if (onlyTalkWords(tokens, grammar)) return refuse('phrase.talk', { talk: 'fillers' });
  const talk = asked(text, tokens, lang) ? 'question' : (tableTalk(tokens, grammar, 'ptt') ?? tableTalk(tokens, grammar, 'open'));
  if (talk) return refuse('phrase.talk', { talk });
  const result = match(text, { lang, role: roles, book, mode: 'ptt' });
  if (negated(tokens, grammar, result.ranked[0]) || (result.decision.kind === 'reject' && result.decision.reason === 'orders.negated')) {
    return refuse('phrase.talk', { talk: 'negation' });
  }
  const wanted = intentKey(intent);
  const decision = result.decision;
  if (decision.kind === 'execute') {
    return intentKey(decision.intent) === wanted ? refuse('phrase.known', { clash: decision.intent }) : refuse('phrase.order', { clash: decision.intent });
  }
  // Any role's order the words come near (a phrase another seat's words mean would hide that order),
  // and any word (not a filler) that alone is another order: "sí claro" would eat the yes that answers a question.
  const all = match(text, { lang, role: ROLES, book, mode: 'ptt' });
  const rival = all.ranked.find((c) => c.intent.type !== 'incomplete' && c.cost <= THRESHOLDS.ask && intentKey(c.intent as Intent) !== wanted);
  if (rival) return refuse('phrase.order', { clash: rival.intent as Intent });
  // A filler that is also a yes ("dale", "vale") is the words players add, not an answer.
  for (const word of tokens.filter((t) => !grammar.fillers.has(t))) {
    const alone = match(word, { lang, role: ROLES, mode: 'ptt' }).decision;
    if (alone.kind === 'execute' && intentKey(alone.intent) !== wanted) return refuse('phrase.order', { clash: alone.intent });
  }
  return { ok: true, phrase: { text: text.trim().replace(/\s+/g, ' '), intent } };
}

/** The book with `phrase` added (checked first by checkPhrase). */
export function withPhrase(book: PhraseBook, phrase: TaughtPhrase): PhraseBook {
  return { lang: book.lang, phrases: [...book.phrases, phrase] };
}

/** The book without the phrase at `index`. */
export function withoutPhrase(book: PhraseBook, index: number): PhraseBook {
  return { lang: book.lang, phrases: book.phrases.filter((_, i) => i !== index) };
}
