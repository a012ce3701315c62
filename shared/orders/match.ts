import { ROLES, type Grid, type Role } from '../engine';
import { cellToward } from './command';
import { ANSWERS, decide, THRESHOLDS } from './decide';
import { askPrompt } from './describe';
import { say } from './describe';
import { afterRuledOut, withoutContrast } from './contrast';
import { withoutCountsAsSectors } from './counted';
import { corrected, correctedByKind, retracted, takenBack } from './correction';
import { grammarFor, type Grammar } from './grammar';
import { compatible, completions, legality, type Legality } from './legality';
import { collapseRepeats, NOISE, tokenise } from './normalise';
import { spoken } from './spoken';
import { applyBook } from './taught';
import { negated } from './negation';
import { parse, warmCaches, type Parsed } from './parse';
import { lastConsequence, pointing, shoutedStop, tableTalk, type TableTalk } from './talk';
import { readingKey } from './reading';
import type { Candidate, Decision, Intent, Lang, MatchOptions, MatchResult, OrderReason, Reading } from './types';
import { viewContext, type ViewContext } from './view-context';

const DEFAULT_GRID: Grid = { width: 15, height: 15, sectorSize: 5 };
/** More completions than this and an order without its target is refused rather than asked about. */
const MAX_COMPLETIONS = 3;

/** Matches one utterance for a seat: ranked readings and what to do (see README.md). */
export function match(text: string, options: MatchOptions): MatchResult {
  const result = matchUtterance(text, options, true);
  const withKey = keyNeeded(result, text, options);
  return withKey ? { ...result, decision: withKey } : result;
}

/**
 * With an open microphone, what is refused as no order but that the talk key would run is said so:
 * the player learns that this way of saying it needs the key (or a plainer wording), not that the app
 * cannot understand it. Nothing runs either way. Not a sentence the pause cut ("we go east with our…"):
 * that one was still going on.
 */
function keyNeeded({ decision, tokens }: MatchResult, text: string, options: MatchOptions): Decision | null {
  if (options.mode !== 'open' || decision.kind !== 'reject' || decision.reason !== 'orders.not-understood') return null;
  if (tableTalk(tokens, grammarFor(options.lang), 'open') === 'unfinished') return null;
  const withKey = matchUtterance(text, { ...options, mode: 'ptt' }, true).decision;
  if (withKey.kind !== 'execute' || ANSWERS.has(withKey.intent.type)) return null;
  return { kind: 'reject', reason: 'orders.key-needed', intent: withKey.intent };
}

/** `halves`: whether an utterance read as no order may be tried as one order said twice (not inside a half). */
function matchUtterance(text: string, options: MatchOptions, halves: boolean): MatchResult {
  const grammar = grammarFor(options.lang);
  const book = options.book?.lang === options.lang ? options.book : undefined;
  const said = withoutContrast(collapseRepeats(spoken(applyBook(tokenise(text, grammar.lexicon), book), grammar.lexicon, options.mode)), grammar);
  const heard = shoutedStop(said, grammar, options.mode) ?? said;
  const context = options.view ? viewContext(options.view) : null;
  const grid = context?.map ?? options.grid ?? DEFAULT_GRID;
  const { tokens, parsed } = bestParse(grammar, heard, grid);
  const roles: readonly Role[] = typeof options.role === 'string' ? [options.role] : options.role;
  const judge = new Judge(roles, options.view ? context : undefined);
  // With an open microphone the phrases read only with the key pressed are not read (Rule.keyOnly): `keyNeeded` says so.
  const heardPhrases = options.mode === 'open' ? parsed.filter((p) => !p.rule.keyOnly) : parsed;
  const ranked = withoutCountsAsSectors(rank(heardPhrases.flatMap((p) => judge.candidates(p))), tokens, grammar);
  // Nothing but fillers is "nothing heard"; not a word that is also a value ("chamo, pa'l este, dale" named a heading).
  const onlyFillers = tokens.every((t) => grammar.fillers.has(t) && !grammar.ambiguous.has(t));
  const talk = talkReason(tokens, said, grammar, ranked[0], options);
  const decision =
    options.view && !context
      ? { kind: 'reject' as const, reason: 'orders.no-sub' as const }
      : talk
        ? { kind: 'reject' as const, reason: talk }
        : decide(ranked, options.lang, onlyFillers, options.mode);
  // An order said twice is tried only where the whole read as none (a course asked for its sentence stays asked).
  const twice = !halves || talk || decision.kind === 'execute' ? null : saidTwice(heard, options);
  const reasoned = halves ? ruledOutFirst(orderAfterReason(twice ?? decision, heard, options), heard, options) : (twice ?? decision);
  return { heard: text, tokens, decision: courseInSentence(reasoned, tokens, grammar, ranked, options), ranked };
}

/** What a reason may leave a sentence as: no order, or negated by the reason's own "not" ("there's nothing down here"). */
const REASONED: ReadonlySet<OrderReason> = new Set(['orders.not-understood', 'orders.negated']);

/** Words an order after a reason must have at least ("so, silence": no; "so, silence three south": yes). */
const AFTER_REASON_WORDS = 2;

/** A reason that grounds an order said after it: what the enemy did or where they are, a guess ("they've been hugging the bottom edge, so torpedo at J5"). */
const GROUNDS: ReadonlySet<TableTalk> = new Set(['statement', 'opinion']);

/** Never an order that follows from a reason: the answers, and STOP (it stands alone or is talk). */
const UNREASONED: ReadonlySet<Intent['type']> = new Set(['confirm', 'cancel', 'stop']);

/**
 * With the key pressed, a sentence that gives its reason first and then the order ("okay, nothing over
 * there, so let's go west", "no hay nada por aquí, así que rumbo oeste") reads as talk as a whole: the
 * part after the last word of consequence is read alone, and an order there is asked, never run (it stood
 * inside a longer sentence). Only what read as no order, or as negated by a "not" that may be the
 * reason's own: the part after is matched alone, its own negation checked there.
 */
function orderAfterReason(decision: Decision, heard: readonly string[], options: MatchOptions): Decision {
  if (options.mode === 'open' || decision.kind !== 'reject' || !REASONED.has(decision.reason)) return decision;
  const grammar = grammarFor(options.lang);
  const found = lastConsequence(heard, grammar);
  if (!found) return decision;
  const tail = heard.slice(found.at + found.length);
  // A plan or condition ("if they surface, so we surface too") or a question governs what follows it. A
  // statement about the enemy or a guess grounds an order after it, if that order is said clearly
  // ("they've been hugging the bottom edge, so torpedo at J5"; not "…, so drone sector two is useless").
  const reason = tableTalk(heard.slice(0, found.at), grammar, options.mode);
  if (tail.length < AFTER_REASON_WORDS || (reason !== null && !GROUNDS.has(reason))) return decision;
  const after = matchUtterance(tail.join(' '), { ...options, book: undefined }, false).decision;
  if (after.kind === 'ask' && reason === null) return after;
  if (after.kind !== 'execute' || UNREASONED.has(after.intent.type) || (reason !== null && after.cost > THRESHOLDS.confirm)) return decision;
  const option: Candidate<Intent> = { intent: after.intent, cost: after.cost, role: after.role, own: true, illegal: null, phrase: '' };
  return { kind: 'ask', options: [option], prompt: askPrompt([after.intent], options.lang) };
}

/**
 * With the key pressed, the alternative ruled out before the order ("not c five, torpedo c eight", "no
 * torpedo, lay a mine on h four", "non il rosso, barro il verde a nord"): read as negated as a whole, the
 * rest after a ruled-out head (afterRuledOut) is the order, matched alone, when it runs clearly (no more
 * than a confirmation's doubt): "not north, the island is north" asks nothing. Only where the utterance
 * opens with the negation: "they didn't fire at c five, torpedo c eight" stays refused.
 */
function ruledOutFirst(decision: Decision, heard: readonly string[], options: MatchOptions): Decision {
  if (options.mode === 'open' || decision.kind !== 'reject' || !REASONED.has(decision.reason)) return decision;
  for (const { rest } of afterRuledOut(heard, grammarFor(options.lang))) {
    const after = matchUtterance(rest.join(' '), { ...options, book: undefined }, false).decision;
    if (after.kind === 'execute' && !UNREASONED.has(after.intent.type) && after.cost <= THRESHOLDS.confirm) return after;
  }
  return decision;
}

/** Longer than this (words as heard) and it is a sentence, not an order said twice: at most 2 × 9 matches. */
const TWICE_WORDS = 10;

/**
 * One order said twice in other words ("take us up, surface", "alt, fermi", "pa' abajo, a sumergirse"):
 * the whole reads as neither, but both halves read as the same order, one of them clearly. Then it is
 * that order; a half that is talk, another order or nothing keeps the whole as it was. The halves are
 * the words as already heard, the player's phrase book applied: it is not applied twice.
 */
function saidTwice(heard: readonly string[], options: MatchOptions): Decision | null {
  if (heard.length < 2 || heard.length > TWICE_WORDS) return null;
  const plain = { ...options, book: undefined };
  const half = (words: readonly string[]) => matchUtterance(words.join(' '), plain, false).decision;
  for (let k = 1; k < heard.length; k++) {
    const first = half(heard.slice(0, k));
    if (first.kind !== 'execute' && first.kind !== 'ask') continue;
    const second = half(heard.slice(k));
    const [clear, other] = first.kind === 'execute' ? [first, second] : [second, first];
    if (clear.kind === 'execute' && readsAs(other, readingKey(clear.intent))) return clear;
  }
  return null;
}

/** Whether a half runs, or asks about nothing but, the reading `key`. */
function readsAs(decision: Decision, key: string): boolean {
  if (decision.kind === 'execute') return readingKey(decision.intent) === key;
  return decision.kind === 'ask' && decision.options.length === 1 && readingKey(decision.options[0]!.intent) === key;
}

/** More words than this, fillers aside, and a course is a sentence that holds one (issue 27). */
const COURSE_WORDS = 4;

/**
 * A course heard inside a longer sentence ("si vamos al norte nos ven", "we went north last time and
 * they saw us") is asked, never run at once: steering is the order most often said in talk about the
 * game, and a course cannot be taken back. The order itself is short ("rumbo norte", "come about to
 * the north"): its own words and fillers.
 */
function courseInSentence(decision: Decision, tokens: readonly string[], grammar: Grammar, ranked: readonly Candidate[], options: MatchOptions): Decision {
  if (decision.kind !== 'execute' || decision.intent.type !== 'course') return decision;
  const words = tokens.filter((t) => t !== NOISE && !grammar.fillers.has(t)).length;
  if (words <= COURSE_WORDS) return decision;
  const key = readingKey(decision.intent);
  const option: Candidate<Intent> = (ranked.find((c) => c.own && readingKey(c.intent) === key) as Candidate<Intent> | undefined) ?? {
    intent: decision.intent,
    cost: decision.cost,
    role: decision.role,
    own: true,
    illegal: null,
    phrase: '',
  };
  return { kind: 'ask', options: [option], prompt: askPrompt([decision.intent], options.lang) };
}

/**
 * Why talk that uses an order's words orders nothing (issue 17.6), or null. An announcement, a question,
 * an opinion, an unfinished sentence are plain talk; a negation ("don't fire at G6", read in the words
 * as said: a self-correction would drop the "no" of "casco no aprobado") and, with an open microphone in
 * a base game, a heading on up/down/left/right say so, so that the speaker learns what to say instead.
 */
function talkReason(tokens: readonly string[], said: readonly string[], grammar: Grammar, top: Candidate | undefined, options: MatchOptions): OrderReason | null {
  // The words as said too: a correction may have dropped what made them talk ("they actually fired at c five").
  if (tableTalk(tokens, grammar, options.mode) !== null || (said !== tokens && tableTalk(said, grammar, options.mode) !== null)) return 'orders.not-understood';
  // Taken back whatever the words read as: "north, forget it" is no cancel of something pending.
  if (takenBack(said, grammar) || (retracted(said, grammar) && top?.intent.type !== 'cancel')) return 'orders.retracted';
  if (negated(said, grammar, top)) return 'orders.negated';
  if (options.mode === 'open' && options.view?.settings.edition === 'base' && pointing(tokens, grammar, top)) return 'orders.compass';
  return null;
}

/**
 * Compiles a language's grammar and fills its caches for every vocabulary word (~0.5 s), so that the
 * first spoken order is as fast as the rest. Optional: call it when voice is switched on.
 */
export function prepare(lang: Lang): void {
  warmCaches(grammarFor(lang), DEFAULT_GRID);
  for (const role of ROLES) match(say({ type: 'torpedo', cell: 'C6' }, lang), { lang, role });
}

/** The heard words, or a self-corrected version ("norte, no, sur"; "dos al sur, no, tres") if that reads as well or better (by position, then by kind). */
function bestParse(grammar: Grammar, heard: string[], grid: Grid): { tokens: string[]; parsed: Parsed[] } {
  const best = (list: readonly Parsed[]) => Math.min(Infinity, ...list.map((p) => p.cost));
  let chosen = { tokens: heard, parsed: parse(grammar, heard, grid) };
  // A correction naming only values ("dron al uno, no, al cuatro, sector cuatro") is read by kind; word
  // for word its words would take the place of the order's ("al cuatro sector cuatro", a sonar answer).
  const byKind = correctedByKind(heard, grammar);
  const byKindParsed = byKind ? parse(grammar, byKind, grid) : null;
  const fixes: { tokens: string[]; parsed: Parsed[] }[] = [];
  if (byKind && byKindParsed && best(byKindParsed) < Infinity) fixes.push({ tokens: byKind, parsed: byKindParsed });
  else {
    const word = corrected(heard, grammar);
    if (word) fixes.push({ tokens: word, parsed: parse(grammar, word, grid) });
  }
  for (const fixed of fixes) if (best(fixed.parsed) <= best(chosen.parsed)) chosen = fixed;
  return chosen;
}

/** Turns parsed readings into candidates for these roles, checking legality against the view if any. */
class Judge {
  private readonly memo = new Map<string, Legality>();

  constructor(
    private readonly roles: readonly Role[],
    /** undefined: no view given; null: a view without an own sub. */
    private readonly context: ViewContext | null | undefined,
  ) {}

  candidates(parsed: Parsed): Candidate[] {
    const ruleRoles = parsed.rule.roles;
    const ownRole = this.roles.find((r) => ruleRoles.includes(r));
    const phrase = parsed.rule.source;
    const make = (intent: Reading, cost: number, role: Role, own: boolean, illegal: Candidate['illegal']): Candidate => ({
      intent,
      cost,
      role,
      own,
      illegal,
      phrase,
    });
    if (!ownRole) return [make(parsed.reading, parsed.cost, ruleRoles[0]!, false, null)];
    const reading = parsed.reading;
    if (this.context === undefined) {
      return [make(reading, parsed.cost, ownRole, true, reading.type === 'incomplete' ? 'orders.incomplete' : null)];
    }
    if (this.context === null) return [make(reading, parsed.cost, ownRole, true, 'orders.no-sub')];
    const context = this.context;
    const own = (intent: Intent, cost: number) => {
      const { role, illegal } = this.check(context, intent);
      return make(intent, cost, role, true, illegal);
    };
    if (reading.type === 'incomplete' || (reading.type === 'cross' && (reading.panel === null || reading.part === null))) {
      const known = reading.type === 'incomplete' ? reading.known : reading;
      const of = reading.type === 'incomplete' ? reading.of : 'cross';
      const fitting = completions(context, of).filter((intent) => compatible(known, intent));
      const legal = fitting.filter((intent) => this.check(context, intent).illegal === null);
      if (legal.length > 0 && legal.length <= MAX_COMPLETIONS) return legal.map((intent) => own(intent, parsed.cost));
      if (reading.type === 'incomplete') return [make(reading, parsed.cost, ownRole, true, 'orders.incomplete')];
      return fitting.length > 0 ? fitting.slice(0, 1).map((intent) => own(intent, parsed.cost)) : [own(reading, parsed.cost)];
    }
    if (reading.type === 'mine' && 'toward' in reading) {
      const cell = cellToward(context, reading.toward);
      return [cell ? own({ type: 'mine', cell }, parsed.cost) : make(reading, parsed.cost, ownRole, true, 'target.cell')];
    }
    return [own(reading, parsed.cost)];
  }

  private check(context: ViewContext, intent: Intent): Legality {
    const key = readingKey(intent);
    let known = this.memo.get(key);
    if (!known) {
      known = legality(context, intent, this.roles);
      this.memo.set(key, known);
    }
    return known;
  }
}

/** Best first; one entry per reading and side (own/foreign); legal before illegal on equal cost. */
function rank(candidates: readonly Candidate[]): Candidate[] {
  const best = new Map<string, Candidate>();
  for (const c of candidates) {
    const key = `${c.own ? 'own' : 'foreign'}:${readingKey(c.intent)}`;
    const seen = best.get(key);
    if (!seen || c.cost < seen.cost) best.set(key, c);
  }
  const order = (c: Candidate) => (c.own ? 0 : 1) + (c.illegal ? 2 : 0);
  return [...best.values()].sort((a, b) => a.cost - b.cost || order(a) - order(b));
}
