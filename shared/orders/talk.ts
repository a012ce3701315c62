import { ruleOf, type Grammar, type GrammarKey } from './grammar';
import type { Lexicon } from './lexicon/types';
import { formKey, NOISE, tokenise } from './normalise';
import type { Candidate, ListenMode } from './types';

/** Why an utterance that uses an order's words is table talk (issue 17.6). */
export type TableTalk = 'announcement' | 'question' | 'opinion' | 'quote' | 'unfinished' | 'hush' | 'statement' | 'plan';

interface Markers {
  readonly systems: ReadonlySet<string>;
  readonly status: ReadonlySet<string>;
  readonly reports: readonly (readonly string[])[];
  readonly numbers: ReadonlySet<string>;
  readonly between: ReadonlySet<string>;
  readonly tails: readonly (readonly string[])[];
  readonly openings: readonly (readonly string[])[];
  readonly requests: readonly (readonly string[])[];
  readonly opinions: readonly (readonly string[])[];
  readonly quotes: readonly (readonly string[])[];
  readonly ownWords: readonly (readonly string[])[];
  readonly statements: readonly (readonly string[])[];
  readonly plans: readonly (readonly string[])[];
  readonly copulas: ReadonlySet<string>;
  readonly articles: ReadonlySet<string>;
  /** The verbs an action order opens with ("send", "launch", "lanzo"), nouns after an article left out. */
  readonly verbs: ReadonlySet<string>;
  readonly unfinished: ReadonlySet<string>;
  readonly silence: ReadonlySet<string>;
  readonly address: ReadonlySet<string>;
  /** The address and urgency entries as word sequences ("por favor", "right now"): a STOP's padding. */
  readonly addressSeqs: readonly (readonly string[])[];
  /** The seats' names ("first mate", "jefe de máquinas"): a STOP's padding too ("hang on mate, stop"). */
  readonly seatSeqs: readonly (readonly string[])[];
  readonly urgencySeqs: readonly (readonly string[])[];
  /** The words that join a reason to what follows from it ("so", "así que"): see `consequence`. */
  readonly consequences: readonly (readonly string[])[];
  readonly pauseSeqs: readonly (readonly string[])[];
  readonly hesitations: ReadonlySet<string>;
  /** Numbers, letters and directions: a filler that is one of them may be a slot ("silencio, una a la derecha"). */
  readonly values: ReadonlySet<string>;
  /** The word that joins two options ("o", "or"), as the app says it in its questions. */
  readonly or: string;
  readonly stops: ReadonlySet<string>;
  /** Compass directions and diagonals, not the Family edition's up/down/left/right. */
  readonly compass: ReadonlySet<string>;
}

/** Between a system and its status at most this many linking words ("el sonar ya está listo"). */
const MAX_LINKING = 3;

const cache = new WeakMap<Lexicon, Markers>();

function markers(grammar: Grammar): Markers {
  const lexicon = grammar.lexicon;
  let known = cache.get(lexicon);
  if (!known) {
    const talk = lexicon.tableTalk;
    const keys = (words: readonly string[]) => new Set(words.map((w) => formKey(w, lexicon)));
    const sequences = (phrases: readonly string[]) => phrases.map((p) => tokenise(p, lexicon));
    known = {
      systems: keys(Object.values(lexicon.systems).flat()),
      status: keys(talk.status),
      reports: sequences(talk.reports),
      numbers: keys(lexicon.numbers.flat()),
      between: new Set([...keys(talk.linking), ...grammar.fillers]),
      tails: sequences(talk.questionTails),
      openings: sequences([...talk.questionOpenings, ...talk.inversions]),
      requests: sequences(talk.requests),
      opinions: sequences(talk.opinions),
      quotes: sequences(talk.quotes),
      ownWords: sequences(talk.ownWords),
      statements: sequences(talk.statements),
      plans: sequences(talk.plans),
      copulas: keys(talk.copulas),
      articles: keys(talk.articles),
      verbs: openingVerbs(grammar),
      unfinished: keys(talk.unfinished),
      silence: keys(lexicon.systems.silence),
      address: keys(talk.address),
      addressSeqs: sequences(talk.address),
      seatSeqs: sequences(lexicon.spoken.seats),
      urgencySeqs: sequences(talk.urgency),
      consequences: sequences(lexicon.spoken.consequences),
      pauseSeqs: sequences(talk.pauses),
      hesitations: keys(lexicon.hesitations),
      stops: new Set([...keys(lexicon.stopWords), ...oneWordStops(grammar)]),
      compass: new Set([...keys([...Object.values(lexicon.directions).flat(), ...Object.values(lexicon.diagonals).flat()])].filter((k) => !grammar.family.has(k))),
      values: keys([...lexicon.numbers.flat(), ...lexicon.letters.flat(), ...Object.values(lexicon.directions).flat(), ...lexicon.familyDirections]),
      or: formKey(lexicon.say.or, lexicon),
    };
    cache.set(lexicon, known);
  }
  return known;
}

/** `seq` is said from token `i` on. */
export const sequenceAt = (tokens: readonly string[], i: number, seq: readonly string[]) => i >= 0 && seq.length > 0 && seq.every((w, k) => tokens[i + k] === w);

/**
 * "silencio chicos", "silence please": the silence word, a word that asks the table for quiet, and
 * nothing else but fillers (none of them a slot value). "uh silence", "el silencio" stay the mark.
 */
function hush(tokens: readonly string[], grammar: Grammar, m: Markers): boolean {
  const words = tokens.filter((t) => t !== NOISE);
  const other = (t: string) => m.address.has(t) || (grammar.fillers.has(t) && !m.values.has(t));
  return words.some((t) => m.silence.has(t)) && words.some((t) => m.address.has(t)) && words.every((t) => m.silence.has(t) || other(t));
}

/** "we go east with our…": something said, and the last word is one no sentence ends on. */
function unfinished(tokens: readonly string[], grammar: Grammar, m: Markers): boolean {
  const last = tokens.findLast((t) => t !== NOISE);
  return last !== undefined && m.unfinished.has(last) && tokens.some((t) => t !== NOISE && !grammar.fillers.has(t));
}

/**
 * "torpedo listo", "el sonar ya está listo": a system, up to MAX_LINKING linking words, a status; or a
 * gauge read aloud: a report and a number ("el indicador del dron va por siete", "drone gauge is at nine").
 */
function announcement(tokens: readonly string[], m: Markers): boolean {
  for (let i = 0; i < tokens.length; i++) {
    if (!m.systems.has(tokens[i]!)) continue;
    for (let j = i + 1; j < tokens.length && j <= i + 1 + MAX_LINKING; j++) {
      if (m.status.has(tokens[j]!) || gaugeRead(tokens, j, m)) return true;
      if (!m.between.has(tokens[j]!)) break;
    }
  }
  return false;
}

/** A report from token `j` on, and a number right after it. */
function gaugeRead(tokens: readonly string[], j: number, m: Markers): boolean {
  return m.reports.some((seq) => sequenceAt(tokens, j, seq) && m.numbers.has(tokens[j + seq.length] ?? ''));
}

/** The utterance opens with one of `seqs`: at its first word or at any filler before its first other word ("okay so we could…"). */
function opensWith(tokens: readonly string[], grammar: Grammar, seqs: readonly (readonly string[])[]): boolean {
  const first = tokens.findIndex((t) => !grammar.fillers.has(t));
  if (first < 0) return false;
  for (let at = 0; at <= first; at++) if (seqs.some((seq) => sequenceAt(tokens, at, seq))) return true;
  return false;
}

/** Orders that act on the game (not answers, verdicts or the turn's bookkeeping). */
const ACTIONS: ReadonlySet<GrammarKey> = new Set(['course', 'mark', 'cross', 'mine', 'detonate', 'torpedo', 'drone', 'sonar', 'silence', 'silence.still', 'scenario', 'surface', 'dive']);

/** The words an action's phrase opens with, but for the words that are something else too. */
function openingVerbs(grammar: Grammar): Set<string> {
  const lexicon = grammar.lexicon;
  const key = (w: string) => formKey(w, lexicon);
  const other = new Set([
    ...grammar.fillers,
    ...[...Object.values(lexicon.systems), ...Object.values(lexicon.directions), ...lexicon.numbers, ...lexicon.letters].flat().map(key),
    ...[...lexicon.stopWords, ...lexicon.tableTalk.urgency, ...lexicon.tableTalk.nounOpeners].map(key),
  ]);
  const stops = new Set(lexicon.stopWords.map(key));
  const verbs = new Set<string>();
  for (const rule of grammar.rules) {
    if (!ACTIONS.has(rule.key)) continue;
    // The first element after the stop word a system's activation may open with ("stop, launch drone").
    const first = rule.elements.find((e) => e.kind !== 'word' || !e.words.every((w) => stops.has(w)));
    if (first?.kind === 'word') first.words.filter((w) => !other.has(w)).forEach((w) => verbs.add(w));
  }
  return verbs;
}

/**
 * "the send drone on sector one", "a just send torpedo and h four": an article, then (past fillers) an
 * order's verb. Our orders open with their verb; an article there stands where a subject was said and
 * misheard ("he said drone…"), so it is a statement about someone. With an open microphone only: with
 * the key pressed the speaker gives an order, and a room's voices put a stray "the" before it (the
 * oracle's babble: "the take her north", "an the shoot torpedo at gee six now").
 */
function subjectBeforeVerb(tokens: readonly string[], grammar: Grammar, m: Markers): boolean {
  const words = tokens.filter((t) => t !== NOISE && !m.hesitations.has(t));
  if (!m.articles.has(words[0] ?? '')) return false;
  const next = words.slice(1).find((t) => !grammar.fillers.has(t) || m.address.has(t));
  return next !== undefined && m.verbs.has(next);
}

/** A system's name and at once the verb "to be": "silence is golden", "el torpedo está a medias". */
function aboutSystem(tokens: readonly string[], m: Markers): boolean {
  return tokens.some((t, i) => m.systems.has(t) && m.copulas.has(tokens[i + 1] ?? ''));
}

/** Someone's words reported ("they said torpedo at h four"); not the speaker's own repeated ("go north, i said"). */
function quote(tokens: readonly string[], m: Markers): boolean {
  const own = (end: number) => m.ownWords.some((seq) => end - seq.length >= 0 && sequenceAt(tokens, end - seq.length, seq));
  return m.quotes.some((seq) => tokens.some((_, i) => sequenceAt(tokens, i, seq) && !own(i + seq.length)));
}

function question(tokens: readonly string[], grammar: Grammar, m: Markers): boolean {
  if (m.tails.some((seq) => tokens.length > seq.length && sequenceAt(tokens, tokens.length - seq.length, seq))) return true;
  return opensWith(tokens, grammar, m.openings) || otherwise(tokens, grammar, m);
}

/** The kind of value a word names in an order: a number, a compass heading, a system, a symbol or a part. */
function valueKind(t: string, grammar: Grammar, m: Markers): 'number' | 'direction' | 'system' | 'symbol' | 'part' | null {
  if (/^\d+$/.test(t) || m.numbers.has(t)) return 'number';
  if (m.compass.has(t)) return 'direction';
  if (m.systems.has(t)) return 'system';
  if (grammar.symbolWords.has(t)) return 'symbol';
  if (grammar.partWords.has(t)) return 'part';
  return null;
}

/**
 * Two values of one kind offered with "or" ("¿el verde del norte es detección o especial?", "north or
 * south", "sector four or five"): the speaker is choosing, not ordering. Said with the key pressed the
 * question mark is gone; the choice is still there.
 */
function choice(tokens: readonly string[], grammar: Grammar, m: Markers): boolean {
  const kindOf = (t: string) => valueKind(t, grammar, m);
  for (let i = 1; i < tokens.length - 1; i++) {
    if (tokens[i] !== m.or) continue;
    let a = i - 1;
    while (a > 0 && grammar.fillers.has(tokens[a]!) && kindOf(tokens[a]!) === null) a--;
    let b = i + 1;
    while (b < tokens.length - 1 && grammar.fillers.has(tokens[b]!) && kindOf(tokens[b]!) === null) b++;
    const kind = kindOf(tokens[a]!);
    if (kind !== null && kind === kindOf(tokens[b]!) && tokens[a] !== tokens[b]) return true;
  }
  return false;
}

/**
 * An "or" that offers a choice: two values of one kind (`choice`: "norte o sur", "detección o especial";
 * letters are not a kind here, "o" being one), or an order set against something that is no order's
 * value ("torpedo a e ocho o esperamos", "siluro in e otto o aspettiamo"): a question to the table.
 */
function otherwise(tokens: readonly string[], grammar: Grammar, m: Markers): boolean {
  if (choice(tokens, grammar, m)) return true;
  const at = tokens.lastIndexOf(m.or);
  if (at < 1 || at === tokens.length - 1) return false;
  const after = tokens.slice(at + 1);
  // Letters too here ("torpedo a e ocho"), which `choice` leaves out ("a la o cinco" is column O).
  const value = (t: string) => valueKind(t, grammar, m) !== null || m.values.has(t);
  // What comes before names a value ("torpedo a e ocho"): the "or" is not a dialect's article ("crocio 'o russo").
  return tokens.slice(0, at).some(value) && !after.some(value) && after.some((t) => !grammar.fillers.has(t));
}

/**
 * Table talk that would otherwise read as an order: a system named with its status ("torpedo listo",
 * "sonar is ready captain": the First Mate announcing a full gauge, no mark), a question about an order
 * ("cargo el torpedo o qué", "should i charge the torpedo"), an opinion ("para mí que están en el sector
 * siete", "i think they are in sector seven"), a call for quiet ("silencio chicos"; a lone "silencio" is
 * still the First Mate's mark) and, with an open microphone, a sentence the pause cut before its end
 * (push-to-talk ends when the speaker lets go, so there a last "the" is noise at the release).
 */
export function tableTalk(tokens: readonly string[], grammar: Grammar, mode: ListenMode = 'ptt'): TableTalk | null {
  const m = markers(grammar);
  if (hush(tokens, grammar, m)) return 'hush';
  if (mode === 'open' && unfinished(tokens, grammar, m)) return 'unfinished';
  if (announcement(tokens, m)) return 'announcement';
  if (question(tokens, grammar, m)) return 'question';
  // "would you go north here?": with an open microphone a favour asked at the table is a question.
  if (mode === 'open' && opensWith(tokens, grammar, m.requests)) return 'question';
  if (opensWith(tokens, grammar, m.statements)) return 'statement';
  if (opensWith(tokens, grammar, m.plans)) return 'plan';
  if (aboutSystem(tokens, m) || (mode === 'open' && subjectBeforeVerb(tokens, grammar, m))) return 'statement';
  if (m.opinions.some((seq) => tokens.some((_, i) => sequenceAt(tokens, i, seq)))) return 'opinion';
  if (quote(tokens, m)) return 'quote';
  return null;
}

/** Where the last word of consequence stands ("…, so head west"), not first, and its length; null if none. */
export function lastConsequence(tokens: readonly string[], grammar: Grammar): { readonly at: number; readonly length: number } | null {
  const m = markers(grammar);
  for (let at = tokens.length - 1; at > 0; at--) {
    const seq = m.consequences.find((s) => sequenceAt(tokens, at, s));
    if (seq) return { at, length: seq.length };
  }
  return null;
}

/**
 * Every word that is a STOP on its own ("parad", "detente", "fermatevi"), not only the stop words; not one
 * that is also an everyday word ("wait", "freeze", "quietos": "wait a second" is talk).
 */
function oneWordStops(grammar: Grammar): string[] {
  return stopsSaidAlone(grammar).filter((w) => !grammar.talk.has(w));
}

/** The words of the STOP phrases said in one word ("stop", "quieto", "hold", "fermo"), everyday ones too. */
export function stopsSaidAlone(grammar: Grammar): string[] {
  return grammar.rules.filter((r) => r.key === 'stop' && r.elements.length === 1).flatMap((r) => (r.elements[0]!.kind === 'word' ? r.elements[0]!.words : []));
}

/**
 * Push-to-talk: the key says the speaker is giving an order, so a stop word with nothing beside it but
 * hesitations, words addressing the table or a seat ("uh, stop", "stop, guys", "hang on mate, stop the
 * game", "eh, para chicos", "alto por favor"), words naming the pause ("stop, everybody pause", "alt,
 * fermi un attimo") and, beside a stop word that is nothing else in the language, words that press it on
 * ("stop right now", "alto ya", "fermi subito") is STOP: the stop words alone are returned to be read. Not
 * with an object or anything else ("stop it", "para ya": Spanish "para" is also "for"), and not with
 * an open microphone, where "guys, stop" may be a plea to the table. Null when the rule does not apply.
 */
export function shoutedStop(tokens: readonly string[], grammar: Grammar, mode: ListenMode = 'ptt'): string[] | null {
  if (mode !== 'ptt') return null;
  const m = markers(grammar);
  const words = tokens.filter((t) => t !== NOISE);
  // A pause named with a stop word in it ("hold on", "hold up") is padding, not a second STOP.
  const inPause = new Set(words.flatMap((_, i) => m.pauseSeqs.filter((seq) => sequenceAt(words, i, seq)).flatMap((seq) => seq.map((__, k) => i + k))));
  const stops = words.filter((t, i) => m.stops.has(t) && !inPause.has(i));
  const padding = words.filter((t, i) => !m.stops.has(t) || inPause.has(i));
  if (stops.length === 0 || padding.length === 0) return null;
  const unambiguous = stops.every((t) => !grammar.fillers.has(t));
  const pads = [...m.addressSeqs, ...m.seatSeqs, ...m.pauseSeqs, ...(unambiguous ? m.urgencySeqs : [])];
  return coveredBy(padding, pads, m.hesitations) ? stops : null;
}

/** `tokens` are, in order, hesitations and whole sequences of `seqs`, nothing else. */
function coveredBy(tokens: readonly string[], seqs: readonly (readonly string[])[], loose: ReadonlySet<string>): boolean {
  for (let i = 0; i < tokens.length; ) {
    if (loose.has(tokens[i]!)) {
      i++;
      continue;
    }
    const seq = seqs.filter((s) => sequenceAt(tokens, i, s)).sort((a, b) => b.length - a.length)[0];
    if (!seq) return false;
    i += seq.length;
  }
  return true;
}

/**
 * "going down", "go to the right", "vamos a la derecha": what a table says pointing at a map. Up, down,
 * left and right are the Family edition's headings (its rulebook's own words); the base game's are
 * compass words. So with an open microphone in a base game, a reading that heads the sub or a mine
 * somewhere, or names an Engineer's panel, and rests on a Family direction, with no compass word said, is talk (a silence in place
 * heads nowhere: "silence, stay right here" stays an order). With the key pressed, or in a Family game,
 * it is read as an order.
 */
export function pointing(tokens: readonly string[], grammar: Grammar, top: Candidate | undefined): boolean {
  const reading = top?.intent;
  // A mine's heading is already a cell here (the view turned it into one): its phrase took a heading.
  const tookHeading = () => ruleOf(grammar, top!.phrase)?.elements.some((e) => e.kind === 'slot' && e.name === 'heading') === true;
  // An Engineer's panel is named by the compass in a base game ("the north panel"), never "the up one".
  const panel = reading?.type === 'cross' && reading.panel !== null;
  const heading = reading && (reading.type === 'course' || (reading.type === 'silence' && reading.distance > 0) || (reading.type === 'mine' && tookHeading()) || panel);
  if (!heading) return false;
  const m = markers(grammar);
  return tokens.some((t) => grammar.family.has(t)) && !tokens.some((t) => m.compass.has(t));
}
