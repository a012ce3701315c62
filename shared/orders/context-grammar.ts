import { DIRECTIONS, getMap, MAPS, sectorCount, type GameView, type Grid, type Mode, type Role } from '../engine';
import { grammarFor, type GrammarKey } from './grammar';
import { compassWords } from './lexicon';
import type { Lexicon } from './lexicon/types';
import type { Lang, ListenMode } from './types';
import { grammarPhrase, MAX_TAUGHT, type PhraseBook } from './taught';
import { vocabulary, VOSK_UNKNOWN } from './vocabulary';

/** What decides which phrases a seat may say now. */
export interface GrammarContext {
  readonly lang: Lang;
  readonly roles: readonly Role[];
  /** The seat's view (its map and mode); null before a game or for a spectator. */
  readonly view: GameView | null;
  readonly mode: ListenMode;
  /**
   * 'phrases' (default): whole phrases, cells, fillers and talk markers — the tightest grammar, and the
   * best by sound (the oracle: 54 of 72 English orders right against 51 and 49, docs/decisions.md).
   * 'phrases+runs': also each template's words between its slots alone ("charge" + "the" + "torpedo").
   * 'phrases+words': also every vocabulary word alone (best on text, where a filler sits inside an order).
   */
  readonly granularity?: 'phrases' | 'phrases+runs' | 'phrases+words';
  /** The player's own words (issue 27.4): each taught phrase is one more phrase, at most MAX_TAUGHT. */
  readonly book?: PhraseBook;
}

export interface ContextGrammar {
  /**
   * For Vosk: `new KaldiRecognizer(16000, JSON.stringify(phrases))`; "[unk]" last. Vosk estimates a
   * bigram model from them (any sequence of their words may be decoded, likelier as the phrases run).
   */
  readonly phrases: readonly string[];
  /** Every word of the phrases (no "[unk]"), for checking against a model's vocabulary. */
  readonly words: readonly string[];
  /** Changes only when the phrase set changes: a new recognizer is needed only then. */
  readonly key: string;
}

const DEFAULT_GRID: Grid = { width: 15, height: 15, sectorSize: 5 };
/** Silence moves 0–4 cells. */
const MAX_DISTANCE = 4;
/**
 * The cap on a grammar's phrases (issue 27). Vosk turns the list into a bigram model in its worker when a
 * recognizer is made, so its cost grows with the list; the largest grammar before issue 27 held 8.4k
 * phrases (en), 11.9k today with an open microphone; push-to-talk's pair cover holds 5.1–6.4k. Beyond the cap the
 * spelled-cell pieces (the least needed: spoken.ts reads them from any word with the letter's initial)
 * are left out, a letter word's pairs with each row first (spokenCells); the test holds every grammar under it.
 */
export const MAX_PHRASES = 12_000;
/** Above this many expansions, a phrase is handed over in pieces (each slot on its own). */
const MAX_EXPANSIONS = 1000;

/** Slot values as spoken, for the map of the moment. */
function slotValues(lexicon: Lexicon, grid: Grid): Readonly<Record<string, readonly string[]>> {
  const dirs = Object.values(lexicon.directions).flat();
  const numbers = (from: number, to: number) => lexicon.numbers.slice(from, to + 1).flat();
  return {
    dir: dirs,
    compass: DIRECTIONS.flatMap((d) => compassWords(lexicon, d)),
    panel: dirs,
    heading: [...dirs, ...Object.values(lexicon.diagonals).flat()],
    col: lexicon.letters.slice(0, grid.width).flat(),
    row: numbers(1, grid.height),
    sector: numbers(1, sectorCount(grid)),
    dist: numbers(0, MAX_DISTANCE),
    system: Object.values(lexicon.systems).flat(),
    symbol: Object.values(lexicon.symbols)
      .flat()
      .map((f) => f.split(':')[0]!),
    part: Object.values(lexicon.parts).flat(),
  };
}

type Item = readonly string[];

/** What players add after an order: the words that press it on, address the table or tie it to what came before. */
function padding(lexicon: Lexicon): string[] {
  const { urgency, address, sequels } = lexicon.tableTalk;
  return [...new Set([...urgency, ...address, ...sequels])].filter((w) => !w.includes(' '));
}

/** The words an order ends on: its slots' values (a heading, a row, a sector, a system, a symbol). */
function orderEnds(values: Readonly<Record<string, readonly string[]>>): string[] {
  return ['heading', 'row', 'sector', 'dist', 'system', 'symbol', 'part'].flatMap((slot) => values[slot] ?? []);
}

/** The word a kind of order is named by: the first its first template says ("head", "launch", "rumbo"). Seats stand before it. */
function leadWord(segment: readonly Item[]): string | null {
  return segment[0]?.find(Boolean)?.toLowerCase() ?? null;
}

/** A template's items as word alternatives; '' = may be left out (optional, soft or required: the matcher accepts all three). */
function items(source: string, values: Readonly<Record<string, readonly string[]>>, cutAtSlots = false): Item[][] {
  const body = source.replace(/^\[[a-zA-Z,]+\]\s*/, '');
  // Segments are cut at every cell ($cell or $col $row): the cell is its own piece ("torpedo a" + "ce seis").
  const segments: Item[][] = [[]];
  const tokens = body.split(/\s+/).filter(Boolean);
  for (let i = 0; i < tokens.length; i++) {
    const raw = tokens[i]!;
    const optional = raw.endsWith('?') || /~[\d.]*$/.test(raw);
    const text = raw.replace(/\?$/, '').replace(/~[\d.]*$/, '');
    if (text === '$cell' || (text === '$col' && tokens[i + 1]?.replace(/\?$/, '') === '$row')) {
      if (text === '$col') i++;
      segments.push([]);
      continue;
    }
    if (cutAtSlots && text.startsWith('$')) {
      segments.push([]);
      continue;
    }
    const words = text.startsWith('$') ? (values[text.slice(1)] ?? []) : text.split('|');
    segments[segments.length - 1]!.push(optional || !text.startsWith('$') ? [...words, ''] : words);
  }
  return segments.filter((s) => s.length > 0);
}

function expand(segment: readonly Item[]): string[] {
  let out = [''];
  for (const item of segment) {
    const next: string[] = [];
    for (const prefix of out) for (const w of item) next.push(w ? (prefix ? `${prefix} ${w}` : w) : prefix);
    out = next;
  }
  return out.filter(Boolean);
}

function count(segment: readonly Item[]): number {
  return segment.reduce((n, item) => n * item.length, 1);
}

/**
 * A segment's word sequences; one with more than MAX_EXPANSIONS is cut in two where the larger half is
 * smallest, and each half expanded on its own (Vosk decodes the halves in sequence).
 */
function pieces(segment: readonly Item[]): string[] {
  if (count(segment) <= MAX_EXPANSIONS || segment.length === 1) return expand(segment);
  let cut = 1;
  for (let i = 2; i < segment.length; i++) {
    const worst = (k: number) => Math.max(count(segment.slice(0, k)), count(segment.slice(k)));
    if (worst(i) < worst(cut)) cut = i;
  }
  return [...pieces(segment.slice(0, cut)), ...pieces(segment.slice(cut))];
}

/**
 * Which phrase keys may be said in this game. Conservative: only what the engine refuses for the whole
 * game is left out (the phase is not a moment that changes the grammar: switching at the start of play
 * would leave the Captain's first order to the placing grammar); a clearly heard illegal order is better
 * refused with its reason than forced into another phrase. Every role's phrases stay in: hearing another seat's order is how
 * `orders.wrong-role` keeps an open microphone from acting on it.
 */
function allowed(key: GrammarKey, mode: Mode | null): boolean {
  if (key === 'confirm' || key === 'cancel' || mode === null) return true;
  if (key === 'endTurn' && mode !== 'turn') return false;
  if ((key === 'stop' || key === 'resume') && mode !== 'realtime') return false;
  return true;
}

/**
 * Cells as players spell them (issue 27), in the order they are left out past the cap: a letter said by a
 * word ("kilo four", "genova sei") as a pair with each row (past the cap, the word alone: Vosk can still
 * say it, and the bigram backs off to the row); then a letter spelled by a word ("be de burro", "ci come
 * como", "b for bravo") and its qualifiers ("be larga"), the words of a row said digit by digit ("double",
 * "oh") and numbers as radio operators say them ("niner").
 */
function spokenCells(lexicon: Lexicon, values: Readonly<Record<string, readonly string[]>>): { readonly pairs: string[]; readonly wordsAlone: string[]; readonly rest: string[] } {
  const s = lexicon.spoken;
  const columns = values.col!.length;
  const wordsAlone = s.letterWords.slice(0, columns).flat();
  const pairs = wordsAlone.flatMap((w) => values.row!.map((row) => `${w} ${row}`));
  const rest: string[] = [];
  lexicon.letters.slice(0, columns).forEach((forms, column) => {
    for (const word of s.spellWords[column] ?? []) for (const link of s.spellLinks) rest.push(`${forms[0]!} ${link} ${word}`);
  });
  rest.push(...s.letterQualifiers, ...s.double, ...s.zeros, ...s.radioNumbers.map(([said]) => said));
  return { pairs, wordsAlone, rest };
}

/** Everything the phrase set depends on. */
interface Settings {
  readonly lang: Lang;
  readonly grid: Grid;
  /** The game's mode; null before a game (every phrase). */
  readonly mode: Mode | null;
  readonly granularity: NonNullable<GrammarContext['granularity']>;
  /** Push-to-talk gets the pair cover; an open microphone the list written out (see build). */
  readonly listen: ListenMode;
}

function wordsOf(phrases: Iterable<string>): Set<string> {
  const words = new Set<string>();
  for (const phrase of phrases) for (const word of phrase.split(' ')) if (word) words.add(word);
  return words;
}

function settingsOf(ctx: GrammarContext): Settings {
  const grid = (ctx.view ? getMap(ctx.view.settings.mapId) : null) ?? DEFAULT_GRID;
  return { lang: ctx.lang, grid, mode: ctx.view?.settings.mode ?? null, granularity: ctx.granularity ?? 'phrases', listen: ctx.mode };
}

const keyOf = (s: Settings) => `${s.lang}|${s.grid.width}x${s.grid.height}/${s.grid.sectorSize}|${s.mode ?? '-'}|${s.granularity}|${s.listen}`;

function hashNumber(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const hash = (text: string): string => hashNumber(text).toString(36);

const cache = new Map<string, ContextGrammar>();

/**
 * The phrases a seat may say now, generated from the matcher's own grammar (shared/orders/lexicon: one
 * source), for Vosk's grammar: each template expanded into its word sequences (optional words both ways),
 * cells as pieces of their own for the map's columns and rows, sectors of the map, every filler and
 * correction word as a piece (Vosk's bigram model strings pieces together: "vale" + "rumbo norte"), and
 * "[unk]". With push-to-talk also the seats, the table and the openers before each kind of order, and then
 * only the phrases that bring a word pair of their own (coverPairs).
 */
export function contextGrammar(ctx: GrammarContext): ContextGrammar {
  const base = cached(settingsOf(ctx));
  return ctx.book && ctx.book.lang === ctx.lang && ctx.book.phrases.length > 0 ? withTaught(base, ctx.book) : base;
}

let lastTaught: { readonly base: ContextGrammar; readonly book: PhraseBook; readonly grammar: ContextGrammar } | null = null;

/**
 * The seat's grammar with the player's taught phrases, whole, as Vosk is handed them (accents and
 * apostrophes kept: "dale pa'l norte"). A book holds at most MAX_TAUGHT phrases, so the grammar stays
 * under MAX_PHRASES (a test holds the largest map's with a full book). The last one is kept: a book
 * changes only when the player teaches or deletes a phrase.
 */
function withTaught(base: ContextGrammar, book: PhraseBook): ContextGrammar {
  if (lastTaught?.base === base && lastTaught.book === book) return lastTaught.grammar;
  const taught = book.phrases
    .slice(0, MAX_TAUGHT)
    .map((p) => grammarPhrase(p.text))
    .filter(Boolean);
  const list = [...new Set([...base.phrases.filter((p) => p !== VOSK_UNKNOWN), ...taught])].sort();
  const words = [...wordsOf(list)].sort();
  const grammar = { phrases: [...list, VOSK_UNKNOWN], words, key: `${base.key}+${hash(taught.join('\n'))}` };
  lastTaught = { base, book, grammar };
  return grammar;
}

function cached(settings: Settings): ContextGrammar {
  const key = keyOf(settings);
  let known = cache.get(key);
  if (!known) {
    known = build(settings);
    cache.set(key, known);
  }
  return known;
}

/**
 * The grammars a language's games can need with the seat's way of listening (every map geometry × game
 * mode), built ahead one at a time through `schedule` (the app: a timer, so the main thread is never held
 * for more than one build, ~20–200 ms): when a game starts, its grammar is already there and switching
 * costs a lookup. The other way of listening is built when the player switches to it.
 */
export function prewarmContextGrammars(lang: Lang, listen: ListenMode, schedule: (work: () => void) => void, granularity: Settings['granularity'] = 'phrases'): void {
  const grids = new Map(Object.values(MAPS).map((m) => [`${m.width}x${m.height}/${m.sectorSize}`, { width: m.width, height: m.height, sectorSize: m.sectorSize }] as const));
  for (const grid of grids.values()) for (const mode of ['turn', 'realtime'] as const) schedule(() => cached({ lang, grid, mode, granularity, listen }));
}

/** contextGrammar without its cache (the benchmark measures this). */
export function buildContextGrammar(ctx: GrammarContext): ContextGrammar {
  return build(settingsOf(ctx));
}

function build(settings: Settings): ContextGrammar {
  const { grid, lang } = settings;
  const grammar = grammarFor(lang);
  const lexicon = grammar.lexicon;
  const values = slotValues(lexicon, grid);
  const phrases = new Set<string>();
  const spare = new Set<string>();
  const add = (phrase: string) => phrases.add(phrase.toLowerCase());
  const addSpare = (phrase: string) => spare.add(phrase.toLowerCase());
  const keys = new Set<GrammarKey>();
  let cells = false;
  const leads = new Map<GrammarKey, string>();
  for (const rule of grammar.rules) {
    if (rule.held === 'never' || !allowed(rule.key, settings.mode)) continue;
    const segments = items(rule.source, values);
    const lead = leads.has(rule.key) ? null : leadWord(segments[0] ?? []);
    if (lead) leads.set(rule.key, lead);
    keys.add(rule.key);
    if (/\$cell|\$col \$row|\$col\?? \$row/.test(rule.source)) cells = true;
    const keep = rule.held === 'spare' ? addSpare : add;
    for (const segment of segments) pieces(segment).forEach(keep);
    // The template's words between its slots, alone too: "charge" + "the" + "torpedo", "are you" + "in" + "sector seven".
    if (settings.granularity === 'phrases+runs') for (const run of items(rule.source, values, true)) pieces(run).forEach(keep);
  }
  if (cells) for (const col of values.col!) for (const row of values.row!) add(`${col} ${row}`);
  // Multi-word pressing formulas ("at once", "ahora mismo") are compounds for the matcher but a phrase of
  // their own here only when the grammar lacks one of their words ("cuanto antes"): alone they gave the
  // bigram a path that swallowed talk ("that was close" heard as "at once go east").
  const pressing = new Set(lexicon.tableTalk.urgency.filter((w) => w.includes(' ')));
  const alone = (phrase: string) => !pressing.has(phrase);
  for (const word of [...lexicon.fillers, ...lexicon.ambiguous, ...lexicon.corrections, ...lexicon.replacing, ...lexicon.spoken.takeBack].filter(alone)) add(word);
  // The seats' names, whole: "first mate, …" is heard as an address, not pulled onto order words; and the words addressing the table.
  lexicon.spoken.seats.forEach(add);
  lexicon.spoken.addressWords.forEach(add);
  // Table talk's markers, whole (talk.ts needs them heard: "creo que", "o qué", "torpedo listo").
  // Not the nouns orders open with (no talk marker), nor the words naming a pause: heard as phrases they
  // drew a quiet order's last words onto them ("ping them with the sonar" heard "a minute the sonar");
  // nor English's inversions ("is the"), fillers held as words (see Lexicon.tableTalk.inversions).
  const { nounOpeners: _orderWords, pauses: _pauses, inversions: _inversions, ...markers } = lexicon.tableTalk;
  for (const phrase of Object.values(markers).flat().filter(alone)) add(phrase);
  // The words players add after an order, in their place (issue 27): "use sonar now", "head north
  // please". Vosk's bigram backs off to how often a word occurs in the list, and alone "now" (3 phrases)
  // loses to "not" (165, from the silence orders): "use sonar now" was heard "use sonar not".
  const closing = new Set([...orderEnds(values), ...lexicon.stopWords]);
  for (const pad of padding(lexicon)) closing.forEach((w) => add(`${w} ${pad}`));
  // With push-to-talk, the seat or the table addressed and the words that take the floor before an order,
  // held as the pair each makes with each kind's lead word: "first mate, mark torpedo", "venga, rumbo al
  // norte", "come on, head east". Not with an open microphone, which hears the table's talk opening with
  // the same words ("can somebody explain the drone" was heard "so mark drone"; docs/decisions.md,
  // sessions 11 and 12; with an open microphone the session also drops what push-to-talk's list decoded).
  const cover = settings.listen === 'ptt';
  const leadIns = cover ? [...new Set([...lexicon.spoken.seats, ...lexicon.spoken.openers, ...lexicon.tableTalk.address])] : [];
  for (const lead of new Set(leads.values())) leadIns.forEach((leadIn) => add(`${leadIn} ${lead}`));
  // A verb's particle after it ("tick off"), with the key pressed: the matcher drops it, Vosk must hear it
  // where it is said. Not with an open microphone: there the pairs drew babble onto a course ("no way"
  // heard "moving the north", docs/decisions.md, session 13).
  if (cover) for (const [verb, particle] of lexicon.spoken.particles) add(`${verb} ${particle}`);
  // A seat naming itself, with the key pressed only (spoken.ts): "radio here", "captain speaking", "habla el capitán".
  if (cover) for (const seat of lexicon.spoken.seats) for (const here of lexicon.spoken.here) [`${seat} ${here}`, `${here} ${seat}`].forEach(add);
  // One joined string searched a few times is cheaper than a set of every word (the build's median counts).
  const text = ` ${[...phrases].join(' ')} `;
  for (const formula of pressing) if (formula.split(' ').some((w) => !text.includes(` ${w} `))) add(formula);
  if (settings.granularity === 'phrases+words') vocabulary(lang).forEach(add);
  // A bare direction is asked about ("¿rumbo norte?"): it must be heard to be asked. The order said every
  // turn, in its shortest form, is held whole too: a template long enough to be cut in pieces (es: 3,420
  // sequences) loses "rumbo" + "norte" across the cut, and only "rumbo al norte" was a seen pair.
  const courseLead = leads.get('course');
  if (keys.has('course')) for (const dir of values.dir!) [dir, ...(courseLead ? [`${courseLead} ${dir}`] : [])].forEach(add);
  // Push-to-talk hears the pair cover: orders right more often in every room (+6 points in English).
  // With an open microphone, where all the table's talk is heard, it let espeak's word salad act twice
  // in 1,088 clips of talk no rule had seen, and the list written out none: it keeps that list.
  const fitted = (list: string[]) => (cover ? coverPairs(list) : list);
  const spelled = cells ? spokenCells(lexicon, values) : { pairs: [], wordsAlone: [], rest: [] };
  // Past the cap the spare phrases go first (Lexicon.sparePhrases), then the spelled cells by tier.
  const tiers = [[...spare, ...spelled.pairs, ...spelled.rest], [...spelled.pairs, ...spelled.rest], [...spelled.wordsAlone, ...spelled.rest], []];
  let list: string[] = [];
  for (const tier of tiers) {
    list = fitted([...phrases, ...tier.filter((p) => !phrases.has(p))]);
    // The cap counts what Vosk is handed, [unk] too.
    if (list.length + 1 <= MAX_PHRASES) break;
  }
  // Sorted by code unit, not by the language's collation: Vosk ignores the order, the key needs only one.
  list.sort();
  const words = [...wordsOf(list)].sort();
  return { phrases: [...list, VOSK_UNKNOWN], words, key: `${lang}-${hash(list.join('\n'))}` };
}

/**
 * The phrases Vosk needs for the same bigram: one that brings no word pair (nor a last word) that the kept
 * ones lack adds nothing Vosk could decode, only weight (decoding starts in the unigram state, so a first
 * word needs no phrase of its own). Taken in an order that follows no template (a hash of the text), so no
 * alternative is favoured for coming first ("go silent north" over "… south"). Words are split at single
 * spaces, as the grammar writes its phrases.
 */
export function coverPairs(phrases: readonly string[]): string[] {
  const ids = new Map<string, number>();
  const words = phrases.map((phrase) => {
    const out: number[] = [];
    for (const w of phrase.split(' ')) if (w) out.push(ids.get(w) ?? (ids.set(w, ids.size + 1), ids.size));
    return out;
  });
  // A pair as one number, first id × span + second (id 0 is the end): small integers for the Set.
  const span = ids.size + 1;
  const pairs = new Set<number>();
  const kept: string[] = [];
  for (const i of hashOrder(phrases)) {
    const w = words[i]!;
    let fresh = false;
    for (let k = 0; k < w.length && !fresh; k++) fresh = !pairs.has(w[k]! * span + (w[k + 1] ?? 0));
    if (!fresh) continue;
    for (let k = 0; k < w.length; k++) pairs.add(w[k]! * span + (w[k + 1] ?? 0));
    kept.push(phrases[i]!);
  }
  return kept;
}

/** The phrases' indices by the hash of their text, then by the text (the same order whatever order they came in). */
export function hashOrder(phrases: readonly string[]): number[] {
  // hash × slots + index stays below 2^53 while slots ≤ 2^21: one numeric sort instead of a comparator.
  if (phrases.length >= 2 ** 21) throw new Error(`hashOrder: ${phrases.length} phrases (at most 2^21 - 1)`);
  const slots = 2 ** Math.ceil(Math.log2(phrases.length + 1));
  const keyed = Float64Array.from(phrases, (p, i) => hashNumber(p) * slots + i);
  keyed.sort();
  const order = Array.from(keyed, (k) => k % slots);
  for (let from = 0; from < order.length; ) {
    let to = from + 1;
    while (to < order.length && Math.floor(keyed[to]! / slots) === Math.floor(keyed[from]! / slots)) to++;
    if (to - from > 1) order.splice(from, to - from, ...order.slice(from, to).sort((a, b) => (phrases[a]! < phrases[b]! ? -1 : phrases[a]! > phrases[b]! ? 1 : 0)));
    from = to;
  }
  return order;
}
