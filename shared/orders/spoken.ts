import { grammarFor, type Grammar } from './grammar';
import type { Lexicon } from './lexicon/types';
import { fold, formKey, tokenise } from './normalise';
import { numberWords } from './numbers';
import type { ListenMode } from './types';

/**
 * Issue 27: how players say cells and whom they speak to, turned into the words the grammar reads.
 * - A seat's name at either end addresses someone ("first mate, mark torpedo", "ingeniero, …"): dropped.
 * - Letters said another way: a NATO word ("kilo four"), a letter spelled by a word that starts with
 *   it ("b for boy", "be de burro", "ci come Como"), a letter's qualifier ("be larga", "i latina").
 * - Rows said digit by digit after a column letter ("d one oh", "g one four", "e double one", "k 1 5").
 * Each rule is by kind: the spelling word may be any word with the letter's initial, the address any
 * seat of the lexicon; none knows a corpus line.
 */
interface Tables {
  /** A letter's token (as the matcher reads it) → its initial ("ilunga" → "j"). */
  readonly initial: ReadonlyMap<string, string>;
  /** A word standing for a letter → the letter's token ("kilo" → "k"). */
  readonly standsFor: ReadonlyMap<string, string>;
  /** Words a row may be heard as: numbers, digits, zeros, "double", and the words heard for numbers ("for"). */
  readonly rowWords: ReadonlySet<string>;
  /** Words naming a column in a sonar answer ("column", "letter"): a letter follows them. */
  readonly columnWords: ReadonlySet<string>;
  /** The words a sonar answer names a row by ("row", "line", "number", "fila"…): a row said digit by digit may follow them. */
  readonly rowNames: ReadonlySet<string>;
  readonly links: readonly (readonly string[])[];
  readonly qualifiers: ReadonlySet<string>;
  readonly one: ReadonlySet<string>;
  /** Digits 0–5 as said after a "one" (zero words included). */
  readonly small: ReadonlyMap<string, number>;
  /** The matcher's token for 10…15. */
  readonly teens: readonly string[];
  readonly double: ReadonlySet<string>;
  /** An adverb before a compass point → that point ("up" → "north"). */
  readonly pointAdverbs: ReadonlyMap<string, string>;
  /** "verb particle" pairs ("tick off"): the particle is dropped. */
  readonly particles: ReadonlySet<string>;
  /** A crossing's participle → the verb read first in its place ("ticked" → "tick"). */
  readonly doneLast: ReadonlyMap<string, string>;
  /** The request words' tokens, longest first ("por favor"). */
  readonly requests: readonly (readonly string[])[];
  /** Longest first, so that "first mate" wins over "mate". */
  readonly seats: readonly (readonly string[])[];
  /** A number as radio operators say it → the number's token ("niner" → "nine"). */
  readonly radioNumbers: ReadonlyMap<string, string>;
  /** Articles ("the", "la"): they open the words a participle said last was said of. */
  readonly articles: ReadonlySet<string>;
  /** The verb "to be" ("is", "está"): a state described ("the north red is crossed"), not the act reported. */
  readonly copulas: ReadonlySet<string>;
  /** The words of a crossing but its verb: panels, symbols ("the yellow one"), parts and the cross phrases' own words ("panel"). */
  readonly crossWords: ReadonlySet<string>;
  /** Words a sector's number follows ("sector"): a radio number is read only after one, a letter or a row's name. */
  readonly sectorNames: ReadonlySet<string>;
  /** The word a seat names itself with ("here", "aquí"). */
  readonly here: ReadonlySet<string>;
  /** Words addressing the table ("yaar", "güey"): dropped at either end (withoutAddressWords). */
  readonly addressWords: ReadonlySet<string>;
  /** Words that cannot end a sentence (Lexicon.tableTalk.unfinished): "mi" of "…, mi pana" goes with its noun. */
  readonly unfinished: ReadonlySet<string>;
}

const cache = new WeakMap<Lexicon, Tables>();

function tables(lexicon: Lexicon): Tables {
  let known = cache.get(lexicon);
  if (known) return known;
  const key = (w: string) => formKey(w, lexicon);
  const initial = new Map<string, string>();
  const standsFor = new Map<string, string>();
  lexicon.letters.forEach((forms, column) => {
    const letter = String.fromCharCode(97 + column);
    for (const form of forms) initial.set(key(form), letter);
    for (const word of lexicon.spoken.letterWords[column] ?? []) standsFor.set(key(word), key(forms[0]!));
  });
  // The bare letter too, unless it is another letter's form: Spanish and Italian name their letters ("de",
  // "elle"), but typed text and a recognizer that spells write "d", "l" ("torpedo en D uno cero" is D10).
  lexicon.letters.forEach((_, column) => {
    const letter = String.fromCharCode(97 + column);
    if (!initial.has(key(letter))) initial.set(key(letter), letter);
  });
  const numbers = numberWords(lexicon);
  const small = new Map([...numbers].filter(([, value]) => value <= 5));
  for (const zero of lexicon.spoken.zeros) small.set(key(zero), 0);
  const rowWords = new Set([
    ...numbers.keys(),
    ...lexicon.spoken.zeros.map(key),
    ...lexicon.spoken.double.map(key),
    ...lexicon.confusions.filter(([, target]) => numbers.has(key(target))).map(([heard]) => key(heard)),
  ]);
  known = {
    initial,
    standsFor,
    rowWords,
    columnWords: new Set(lexicon.facts.column.split('|').map(key)),
    rowNames: new Set(lexicon.facts.row.split('|').map(key)),
    links: lexicon.spoken.spellLinks.map((l) => tokenise(l, lexicon)),
    qualifiers: new Set(lexicon.spoken.letterQualifiers.map(key)),
    one: new Set([...numbers].filter(([, value]) => value === 1).map(([word]) => word)),
    small,
    teens: lexicon.numbers.slice(10, 16).map((forms) => key(forms[0]!)),
    double: new Set(lexicon.spoken.double.map(key)),
    seats: lexicon.spoken.seats.map((s) => tokenise(s, lexicon)).sort((a, b) => b.length - a.length),
    pointAdverbs: new Map(lexicon.spoken.pointAdverbs.map(([adverb, point]) => [key(adverb), key(point)])),
    particles: new Set(lexicon.spoken.particles.map(([verb, particle]) => `${key(verb)} ${key(particle)}`)),
    requests: lexicon.spoken.requests.map((r) => tokenise(r, lexicon)).sort((a, b) => b.length - a.length),
    here: new Set(lexicon.spoken.here.map(key)),
    articles: new Set(lexicon.tableTalk.articles.map(key)),
    copulas: new Set(lexicon.tableTalk.copulas.map(key)),
    crossWords: new Set([
      ...[...Object.values(lexicon.directions), ...Object.values(lexicon.symbols), ...Object.values(lexicon.parts), lexicon.symbolPronouns].flat().map((w) => key(w.split(':')[0]!)),
      ...grammarFor(lexicon.lang).rules.filter((r) => r.key === 'cross').flatMap((r) => r.elements.flatMap((e) => (e.kind === 'word' ? e.words : []))),
    ]),
    sectorNames: new Set(lexicon.facts.sector.split('|').map(key)),
    radioNumbers: new Map(lexicon.spoken.radioNumbers.map(([said, number]) => [key(said), key(number)])),
    doneLast: new Map(lexicon.spoken.doneLast.map(([said, verb]) => [key(said), key(verb)])),
    addressWords: new Set(lexicon.spoken.addressWords.map(key)),
    unfinished: new Set(lexicon.tableTalk.unfinished.map(key)),
  };
  cache.set(lexicon, known);
  return known;
}

const startsWith = (tokens: readonly string[], at: number, seq: readonly string[]) => seq.length > 0 && seq.every((w, k) => tokens[at + k] === w);

/** Words besides fillers that an address must leave behind in open mic (see withoutAddress). */
const OPEN_MIC_AFTER_ADDRESS = 2;
/** Words a second seat's name must leave behind to be an address too (see withoutAddress). */
const MORE_SEATS_AFTER = 3;

/**
 * Drops one seat's name at the start and one at the end, if something else is said, and other seats'
 * names after the first ("engineer, first mate, we turn south") while three words remain. With an open
 * microphone the table is heard, and a seat's name beside one order word is as often talk ("radio
 * silence", "which way now" heard "emerge radio") as an order: there the address is dropped only if
 * two words besides fillers remain; otherwise the name stays, a word the order does not hold. A name said
 * twice, or a second one before a word or two, stays too ("radio, radio silence", "capitán, radio, silencio").
 */
function withoutAddress(tokens: readonly string[], t: Tables, mode: ListenMode, fillers: ReadonlySet<string>): string[] {
  const left = (words: readonly string[]) => words.filter((w) => !fillers.has(w)).length;
  let out = [...tokens];
  const named: (readonly string[])[] = [];
  for (;;) {
    // A seat naming itself, with the key pressed only: an open microphone hears the table, and "aquí el
    // ingeniero, ¿rumbo norte?" there is the Engineer asking the Captain, not the Captain's order.
    const after = mode === 'ptt' ? afterSelfName(out, t, fillers) : null;
    if (after) {
      out = after;
      continue;
    }
    const seat = seatAt(out, t);
    if (!seat || (named.length > 0 && (named.includes(seat) || out.length - seat.length < MORE_SEATS_AFTER))) break;
    named.push(seat);
    out = out.slice(seat.length);
    // The seat naming itself after its name: "captain, radio here, hull secured" (not "capitán, aquí el ingeniero").
    if (mode === 'ptt' && t.here.has(out[0] ?? '') && out.length > 1 && !afterSelfName(out, t, fillers)) out = out.slice(1);
  }
  const tail = t.seats.find((s) => out.length > s.length && startsWith(out, out.length - s.length, s));
  if (tail) out = out.slice(0, out.length - tail.length);
  return mode === 'open' && out.length < tokens.length && left(out) < OPEN_MIC_AFTER_ADDRESS ? [...tokens] : out;
}

/**
 * Words addressing the table stand at the ends of an utterance, beside fillers: "go south yaar", "órale
 * güey, suelta una mina en F10", "Putting one in sonar, bro". There they are dropped; inside it they are
 * someone talked about. At the start, not after an article nor before the verb "to be": a subject ("the
 * dude is heading east", "bro is heading north", "el güey va al sur"). At the end with the word before it
 * that cannot end a sentence ("…, mi pana"). With an open microphone only if two words besides fillers (or
 * a filler that is also a value, "este") remain, as a seat's name (withoutAddress).
 */
function withoutAddressWords(tokens: readonly string[], t: Tables, mode: ListenMode, grammar: Grammar): string[] {
  const { fillers, ambiguous } = grammar;
  const drop = new Set<number>();
  const addressing = (i: number) => t.addressWords.has(tokens[i]!) && !t.articles.has(tokens[i - 1] ?? '') && !t.copulas.has(tokens[i + 1] ?? '');
  for (let i = 0; i < tokens.length && (fillers.has(tokens[i]!) || addressing(i)); i++) if (addressing(i)) drop.add(i);
  for (let i = tokens.length - 1; i >= 0 && (fillers.has(tokens[i]!) || t.addressWords.has(tokens[i]!)); i--) {
    if (!t.addressWords.has(tokens[i]!)) continue;
    drop.add(i);
    if (i > 0 && t.unfinished.has(tokens[i - 1]!)) drop.add(i - 1);
  }
  const out = tokens.filter((_, i) => !drop.has(i));
  if (drop.size === 0 || out.length === 0) return [...tokens];
  const said = out.filter((w) => !fillers.has(w) || ambiguous.has(w)).length;
  return mode === 'open' && said < OPEN_MIC_AFTER_ADDRESS ? [...tokens] : out;
}

/**
 * "up north", "down south": the compass point says it all (the adverb would be a second heading). "tick
 * off a green", "knock out the red": the verb says it all, when something follows ("scratch out" alone is
 * no crossing, and "scratch" alone is the cancel).
 */
function withoutParticles(tokens: readonly string[], t: Tables): string[] {
  return tokens.filter((w, i, all) => (i + 1 === all.length || t.pointAdverbs.get(w) !== all[i + 1]) && (i === 0 || i + 1 === all.length || !t.particles.has(`${all[i - 1]} ${w}`)));
}

/** A request said first is read last ("por favor, al norte" → "al norte por favor"), where the phrases hold it. */
function requestLast(tokens: string[], t: Tables): string[] {
  const request = t.requests.find((r) => tokens.length > r.length && startsWith(tokens, 0, r));
  return request ? [...tokens.slice(request.length), ...request] : tokens;
}

/** Words besides the opening fillers a crossing's participle said last must follow ("north red crossed"): with one, the phrases hold it as said ("red, crossed"). */
const BEFORE_DONE = 2;

/**
 * With the key pressed, the crossing reported done after what was crossed ("north red crossed", "okay,
 * north panel radiation, ticked off", "radiación norte tachada"): its participle, the last word but
 * fillers and its particle, is read as the verb the phrases hold, after the words that open the
 * utterance ("okay, cross north red"). Only when everything before it is the crossing's own words and
 * fillers: a state ("the north red is crossed"), a question, a report of the enemy's ("their north red
 * crossed"), a condition or a negation stays as said. Not with an open microphone, which hears the
 * table describe the board in the same words.
 */
function doneFirst(tokens: readonly string[], t: Tables, fillers: ReadonlySet<string>, mode: ListenMode): string[] {
  if (mode !== 'ptt') return [...tokens];
  let end = tokens.length;
  while (end > 0 && fillers.has(tokens[end - 1]!)) end--;
  const particle = end >= 2 && t.particles.has(`${tokens[end - 2]} ${tokens[end - 1]}`) ? 1 : 0;
  const at = end - 1 - particle;
  const verb = t.doneLast.get(tokens[at] ?? '');
  const own = (w: string) => t.crossWords.has(w) || (fillers.has(w) && !t.copulas.has(w));
  if (!verb || !tokens.slice(0, at).every(own)) return [...tokens];
  let lead = 0;
  while (lead < at && fillers.has(tokens[lead]!) && !t.articles.has(tokens[lead]!)) lead++;
  return at - lead >= BEFORE_DONE ? [...tokens.slice(0, lead), verb, ...tokens.slice(lead, at), ...tokens.slice(end)] : [...tokens];
}

/** What follows a seat naming itself first ("aquí el ingeniero, …", "qui radio, …"), or null. */
function afterSelfName(tokens: readonly string[], t: Tables, fillers: ReadonlySet<string>): string[] | null {
  if (!t.here.has(tokens[0] ?? '')) return null;
  // "aquí el ingeniero", "this is the captain": at most two fillers before the seat.
  let at = 1;
  while (at < 3 && !seatAt(tokens.slice(at), t) && fillers.has(tokens[at] ?? '')) at++;
  const seat = seatAt(tokens.slice(at), t);
  return seat ? tokens.slice(at + seat.length) : null;
}

const seatAt = (tokens: readonly string[], t: Tables) => t.seats.find((s) => tokens.length > s.length && startsWith(tokens, 0, s));

export function spoken(tokens: readonly string[], lexicon: Lexicon, mode: ListenMode = 'ptt'): string[] {
  const t = tables(lexicon);
  const grammar = grammarFor(lexicon.lang);
  const fillers = grammar.fillers;
  // A radio number ("niner") only where a number is said: after a letter, a row's or a sector's name ("move the tree north" has none).
  const numberPlace = (i: number) => {
    const before = tokens[i - 1] ?? '';
    return t.initial.has(before) || t.standsFor.has(before) || t.rowNames.has(before) || t.sectorNames.has(before);
  };
  const plain = tokens.map((w, i) => (numberPlace(i) ? (t.radioNumbers.get(w) ?? w) : w));
  // The words are cut to the order's before the address is weighed (an open microphone's "radio, back
  // east" keeps its name as "radio, east" does).
  const said = doneFirst(requestLast(withoutAddressWords(withoutAddress(withoutParticles(plain, t), t, mode, fillers), t, mode, grammar), t), t, fillers, mode);
  // A word stands for a letter only where a letter is said: before its row ("india four") or after a
  // column's name ("column hotel"). Elsewhere it is itself ("they are using their sonar" heard "the use
  // india sonar": as "i" it would be the filler "I", and the rest a sonar).
  const letterPlace = (i: number) => t.rowWords.has(said[i + 1] ?? '') || t.columnWords.has(said[i - 1] ?? '');
  const words = said.map((w, i) => (letterPlace(i) ? (t.standsFor.get(w) ?? w) : w));
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    out.push(word);
    const letter = t.initial.get(word);
    if (letter === undefined && !t.rowNames.has(word)) continue;
    if (letter !== undefined) {
      if (t.qualifiers.has(words[i + 1] ?? '')) i++;
      const link = t.links.find((l) => startsWith(words, i + 1, l));
      // The spelling word as said: a NATO word spells its letter too ("g as in golf").
      const spelling = link ? said[i + 1 + link.length] : undefined;
      if (link && spelling && fold(spelling).startsWith(letter) && !t.initial.has(spelling)) i += link.length + 1;
    }
    // A row said digit by digit, after its column or a word naming a row ("row", "line"…): "one oh", "one four", "double one".
    const [a, b] = [words[i + 1] ?? '', words[i + 2] ?? ''];
    if (t.double.has(a) && t.one.has(b)) {
      out.push(t.teens[1]!);
      i += 2;
    } else if (t.one.has(a) && t.small.has(b)) {
      out.push(t.teens[t.small.get(b)!]!);
      i += 2;
    }
  }
  return out;
}
