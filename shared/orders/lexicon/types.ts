import type { Direction, SymbolType, System } from '../../engine';
import type { Heading, Lang, Part } from '../types';

/** Grammar entries: one key per intent (two for checkHull, one extra for a silence that stays put). */
export const PHRASE_KEYS = [
  'course',
  'mark',
  'cross',
  'stop',
  'resume',
  'mine',
  'detonate',
  'torpedo',
  'drone',
  'sonar',
  'silence',
  'silence.still',
  'scenario',
  'surface',
  'secureHull',
  'checkHull.approve',
  'checkHull.refuse',
  'dive',
  'endTurn',
  'confirm',
  'cancel',
] as const;
export type PhraseKey = (typeof PHRASE_KEYS)[number];

/** How one language speaks orders. Words keep their accents: they go to Vosk as written. */
export interface Lexicon {
  readonly lang: Lang;
  /** Spoken names of column letters A, B, C… (index = column). */
  readonly letters: readonly (readonly string[])[];
  /** Spoken numbers 0…15 (index = value). */
  readonly numbers: readonly (readonly string[])[];
  readonly directions: Readonly<Record<Direction, readonly string[]>>;
  /** Diagonals only; the four orthogonal headings reuse `directions`. */
  readonly diagonals: Readonly<Record<Exclude<Heading, Direction>, readonly string[]>>;
  readonly systems: Readonly<Record<System, readonly string[]>>;
  /** Engineer symbols; "word:0.4" gives a form an extra cost (system names standing for their symbol). */
  readonly symbols: Readonly<Record<SymbolType, readonly string[]>>;
  readonly parts: Readonly<Record<Part, readonly string[]>>;
  /** Direction words that are also fillers ("este"): a heading only after a cue, else they cost extra. */
  readonly ambiguous: readonly string[];
  /** Words that announce a heading ("rumbo", "al", "hacia"). */
  readonly cues: readonly string[];
  /**
   * Words that show, said right after it, that an ambiguous word is the heading: Spanish "este" is a
   * demonstrative only before a masculine singular noun ("esta radiación", "estos especiales"), so "este,
   * radiación" names the east panel.
   */
  readonly cuesAfter: readonly string[];
  /** The Family edition's directions ("arriba", "up", "su"): everyday words, no evidence of a course on their own. */
  readonly familyDirections: readonly string[];
  /**
   * One-word orders that are also everyday words ("vale", "listo", "hecho", "para"): alone they are the
   * order, beside other words they are table talk ("bien hecho", "listo para qué", "para qué sirve esto").
   */
  readonly talk: readonly string[];
  /** Words that stand for a symbol just named ("the red one", "yellow one's gone"): free after it, not a number. */
  readonly symbolPronouns: readonly string[];
  /** A gauge's box by its name ("box", "casilla", "tacca"): a number just before one counts boxes, never a sector. */
  readonly gaugeBoxes: readonly string[];
  /**
   * A word a recogniser may split in two ("o este" for "oeste"): joined only right after a heading cue
   * ("rumbo o este"), else it is noise (never the direction the split half names).
   */
  readonly splits: readonly (readonly [heard: string, word: string])[];
  /** Words skipped for free: hesitations, articles, prepositions, politeness. */
  readonly fillers: readonly string[];
  /** Several words heard as one token ("i lunga" → J). */
  readonly compounds: readonly string[];
  /** Pairs of heard words that are easily confused, with the substitution cost. */
  readonly confusions: readonly (readonly [string, string, number])[];
  /** Groups of words that rhyme ("be", "ce", "de"…): any two of a group are a confusion. */
  readonly rhymes: readonly (readonly string[])[];
  /** "X, no, Y": the words after a correction replace as many words before it ("rumbo norte, no, sur"). */
  readonly corrections: readonly string[];
  /**
   * Words that put a new value in place of the one just said, and only that ("drone sector four, scratch
   * that, sector seven", "torpedo en ge cinco, corrijo, ge seis"): corrections between two values, never a
   * correction begun and left unsaid ("head north actually" is no retraction).
   */
  readonly replacing: readonly string[];
  /** "Stop/alto" may open any system activation ("¡Alto! Coloco una mina…"). */
  readonly stopWords: readonly string[];
  /**
   * The words that fire STOP from a partial result, alone: never a word that also opens a sentence
   * ("para qué…", "wait a second", "hold on").
   */
  readonly partialStops: readonly string[];
  /**
   * Table talk that uses an order's words (issue 17.6), never an order: a system name followed by a
   * status word is the First Mate's announcement of a full gauge ("torpedo listo"), not a mark; a
   * question tail or opening ("… o qué", "should i …") asks, it does not order; an opinion ("para mí
   * que", "i think") guesses, it does not launch a drone. All multi-word entries are space-separated.
   */
  readonly tableTalk: {
    readonly status: readonly string[];
    /** Words that may sit between the system and its status ("el sonar ya está listo"). */
    readonly linking: readonly string[];
    /**
     * A gauge read aloud: after a system (and linking words), one of these and a number is a report
     * of how far it is charged ("el indicador del dron va por siete", "the drone gauge is at nine"),
     * never an order that takes the number as its sector.
     */
    readonly reports: readonly string[];
    readonly questionTails: readonly string[];
    readonly questionOpenings: readonly string[];
    /**
     * A question opened by the verb "to be" before its subject ("is the north red crossed"), English's
     * inversion. Fillers all: the grammar holds them as words and not as pairs (as pairs they raised "is"
     * as a first word, and "as steering west" was heard "is steering west", session 14).
     */
    readonly inversions: readonly string[];
    /** An order asked as a favour ("could you…", "¿puedes…", "puoi…"): fillers, but opening an utterance with an open microphone, a question. */
    readonly requests: readonly string[];
    readonly opinions: readonly string[];
    /**
     * Verbs of saying and hearing ("said", "dijeron", "ha detto"): anywhere in an utterance they make it
     * a quote of someone's words ("they just said torpedo at H4"), never our order. Only forms no order
     * of ours uses (not "say" of "say again").
     */
    readonly quotes: readonly string[];
    /** The speaker repeating their own order ("go north, i said", "ho detto nord"): no quote. */
    readonly ownWords: readonly string[];
    /**
     * Words a sentence cannot end on (articles, possessives, prepositions, conjunctions), none of them
     * a letter, number, direction or a recognizer's misreading of one ("el" for "ele", "un" for one):
     * with an open microphone, an utterance ending on one was cut by a pause mid-sentence ("we go east
     * with our…"), so it is talk still going on, not an order.
     */
    readonly unfinished: readonly string[];
    /**
     * Words that address the table ("please", "chicos", "ragazzi"). Beside the silence word and fillers
     * only they make it a call for quiet ("silencio chicos", not the First Mate's mark: "uh silence" and
     * "el silencio" still mark); beside a stop word in push-to-talk it is still STOP ("stop, guys").
     */
    readonly address: readonly string[];
    /**
     * Words that press an order on ("now", "ahora mismo", "subito"). Beside a stop word that is nothing
     * else in the language ("stop", "alto", "fermi"; not Spanish "para", also "for") in push-to-talk it
     * is still STOP ("stop right now", "alto ya"); multi-word entries are also compounds and fillers,
     * so around any order they are heard as themselves ("marco torpedo cuanto antes").
     */
    readonly urgency: readonly string[];
    /**
     * Words that tie an order to what was said before it, said after the order ("load mine then", "al
     * norte entonces", "a nord allora"). Fillers for the matcher; the grammar holds them after an
     * order's last word, as it holds the words of urgency and address (context-grammar.ts).
     */
    readonly sequels: readonly string[];
    /**
     * Words that name the pause itself ("pause", "a sec", "the game", "un attimo", "el juego"): beside a
     * stop word in push-to-talk it is still STOP ("stop, stop, everybody pause", "alt, fermi un attimo").
     */
    readonly pauses: readonly string[];
    /**
     * Words that negate what follows ("don't", "never", "non"): "don't fire at G6" orders nothing
     * (negation.ts). Only words that are never an order's own but in its phrases ("never mind").
     */
    readonly negations: readonly string[];
    /**
     * The plain "no", which is also the cancel, an answer and a self-correction ("no, rumbo oeste",
     * "norte, no, sur"): it negates only a verdict on the enemy's hull ("casco no aprobado", "hull no
     * good"), which would otherwise be approved without a question.
     */
    readonly verdictNegations: readonly string[];
    /**
     * Openings of a statement about the world, never an order (issue 27): existentials ("there is",
     * "hay", "c è") and a third person as subject ("they", "el enemigo", "il nemico"): "there is a mine
     * at E5 from before", "they fired at C6" report, they do not order.
     */
    readonly statements: readonly string[];
    /**
     * The verb "to be" right after a system's name makes a sentence about the system, never an order
     * ("silence is golden", "the drone is charged", "el torpedo está a medias", "il sonar sta caricando"):
     * no order of ours puts a copula after the system. Only forms that are nothing else (not Italian "e",
     * folded from "è" but also "and").
     */
    readonly copulas: readonly string[];
    /**
     * Pronouns that stand only before a verb (Spanish "le", "les", "nos", "os"): a plain "no" before one,
     * or before a copula, negates that verb and corrects nothing ("no les decimos columna L", "la sección
     * del casco no está lista"). Not articles ("no, la ce cinco" corrects a cell).
     */
    readonly verbClitics: readonly string[];
    /**
     * Articles, and the words an order may open with that are nouns or adjectives after one ("the
     * course", "el rumbo", "la carga"). An utterance that opens with an article and then an order's
     * verb ("the send drone…", "a just send torpedo…") had a subject the recognizer heard as the article
     * ("he said drone…", "they just said torpedo…"; Spanish "él" folds to "el"): a statement about
     * someone, never our order, which opens with its verb.
     */
    readonly articles: readonly string[];
    readonly nounOpeners: readonly string[];
    /**
     * Openings of a plan or a condition (issue 27): "first the mine then we go west", "si vienen por el
     * norte…", "dopo il drone spariamo": what the crew will do, said ahead, not done now.
     */
    readonly plans: readonly string[];
    /** Set phrases where a negation negates nothing ("now or never", "ahora o nunca"). */
    readonly negationIdioms: readonly string[];
  };
  /** How players say cells and call seats (issue 27): read by spoken.ts, held by the Vosk grammar. */
  readonly spoken: Spoken;
  /** Sounds of hesitation ("uh", "eh", "ehm"): in push-to-talk "uh, stop" is STOP. */
  readonly hesitations: readonly string[];
  /** Apostrophes: English drops them ("we're" → "were"), Romance languages split ("l'est" → "l est"). */
  readonly apostrophe: 'drop' | 'split';
  /** Phrase templates (syntax in template.ts). */
  readonly phrases: Readonly<Record<PhraseKey, readonly string[]>>;
  /**
   * Phrase templates the matcher reads like any other, that Vosk's list holds only while there is room:
   * past MAX_PHRASES they are the first left out, before the spelled cells (context-grammar.ts). Wordings
   * that add less on sound than they cost the list.
   */
  readonly sparePhrases: Readonly<Partial<Record<PhraseKey, readonly string[]>>>;
  /**
   * Phrase templates the matcher reads like any other, that Vosk's list never holds: on sound their word
   * pairs drew plain orders away ("hull done" heard "hold then" once "hull" had a dozen more followers,
   * "head south" heard "headway down"; the oracle, session 16). What Vosk decodes of them by its other
   * phrases ("part of the hull secure") still reaches the matcher, which reads them whole.
   */
  readonly unheldPhrases: Readonly<Partial<Record<PhraseKey, readonly string[]>>>;
  /**
   * Sonar answers: words naming each kind of fact ("columna|fila"), an optional lead ("estamos")
   * and joiner ("y"); the grammar builds every pair of different kinds, and single facts.
   */
  readonly facts: {
    readonly lead: string;
    readonly join: string;
    readonly column: string;
    readonly row: string;
    readonly sector: string;
    /**
     * The answer given to the enemy with a verb of answering or telling, before its facts ("tell them row
     * nine, sector five", "les decimos fila cinco y sector nueve", "gli diciamo riga nove"): template
     * openings, each before every sonar answer phrase; read by the matcher with the key pressed only, never
     * in Vosk's list (they took the grammar's build from 19 to 25 ms; Vosk hears the facts).
     */
    readonly answering: readonly string[];
  };
  /** How the matcher speaks back (ask prompts). */
  readonly say: Say;
}

/** Issue 27: the ways a language spells and counts aloud, and the names of the seats. */
export interface Spoken {
  /**
   * Words that stand for a letter (index = column): the NATO alphabet in English ("kilo"). Read as
   * the letter everywhere a letter may stand; the grammar holds them as cells ("kilo four").
   */
  readonly letterWords: readonly (readonly string[])[];
  /**
   * Words that link a letter to a word spelling it: "b for boy", "a as in apple", "be de burro", "erre
   * come Roma". The letter followed by a link and a word that starts with that letter is the letter.
   */
  readonly spellLinks: readonly string[];
  /** Words that qualify a letter's name ("be larga", "i latina", "hache muda"): after a letter, dropped. */
  readonly letterQualifiers: readonly string[];
  /** The words people spell with, for the grammar (Vosk must know them to hear them): cities, NATO… */
  readonly spellWords: readonly (readonly string[])[];
  /** "double one" = 11 after a column letter. */
  readonly double: readonly string[];
  /** Words for zero after a "one" in a row ("one oh" = 10). */
  readonly zeros: readonly string[];
  /** Numbers as radio operators say them ("niner", "fife", "tree") → the number ("nine"). */
  readonly radioNumbers: readonly (readonly [string, string])[];
  /**
   * The seats as the table calls them ("first mate", "jefe de máquinas", "marconista"), and the team:
   * at either end of an utterance they address someone and are dropped before matching.
   */
  readonly seats: readonly string[];
  /**
   * Words that take the floor before an order ("okay", "come on", "vamos", "dai"): fillers to the matcher;
   * with push-to-talk the Vosk grammar holds each, with the words of address, before every kind's first word.
   */
  readonly openers: readonly string[];
  /** The adverb a language may put before a compass point ("up north", "down south"): dropped before it. */
  readonly pointAdverbs: readonly (readonly [string, string])[];
  /**
   * The words that ask for an order as a favour ("please", "por favor", "per favore"): said first they are
   * read last ("por favor, al norte" as "al norte, por favor"), where the phrases hold them.
   */
  readonly requests: readonly string[];
  /**
   * Words that join a reason to what follows from it ("so", "así que", "quindi"): with the key pressed an
   * order after them, in a sentence that reads as no order, is asked (match.ts).
   */
  readonly consequences: readonly string[];
  /** A verb's particle ("tick off", "knock out"): dropped after its verb, held after it in the grammar. */
  readonly particles: readonly (readonly [string, string])[];
  /**
   * The word with which a seat names itself on the radio ("radio here", "captain speaking", "this is the
   * captain", "aquí el ingeniero", "habla el capitán", "soy el ingeniero", "parla il capitano"; not
   * "calling", which names the seat called), a seat's name right after it:
   * with the key pressed, an address too, dropped with the seat's name.
   */
  readonly here: readonly string[];
  /**
   * Words addressing the table in regional speech ("yaar", "bro", "güey", "pana", "raga"): dropped where
   * an address stands, at either end of an utterance beside fillers ("go south yaar", "órale güey, suelta
   * una mina"), never inside it ("the dude is heading east" is about someone). With an open microphone only
   * when two words besides fillers remain, as a seat's name.
   */
  readonly addressWords: readonly string[];
  /**
   * Words that point at an option when a question is answered ("that one", "quello rosso", "ese del
   * circuito"): nothing else in an answer (answer.ts). Not Spanish "este", which is also east.
   */
  readonly pointers: readonly string[];
  /**
   * Words said after an order that take it back in the same breath ("…, forget it", "…, qué va", "…,
   * lascia stare"): the order is not run (correction.ts). Not cancel words: alone, with an open
   * microphone, everyday interjections like these would cancel a pending order of the seat's.
   */
  readonly takeBack: readonly string[];
  /**
   * The crossing's participles ("crossed", "tachado", "barrato"): said last with the key pressed, after
   * the panel and symbol crossed ("north red, crossed"), the act is reported done, which is the act; read
   * in front of what was crossed as the verb the phrases hold (the second word: "ticked" → "tick").
   */
  readonly doneLast: readonly (readonly [string, string])[];
}

export interface Say {
  /** Frames per phrase key with {dir} {cell} {sector} {system} {symbol} {part} {panel} {dist} {facts} {heading}. */
  readonly frames: Readonly<Record<PhraseKey | 'mine.toward' | 'sonarAnswer', string>>;
  readonly or: string;
  readonly question: (body: string) => string;
  /** Column letters spoken by name ("ce seis") or printed ("C six"). */
  readonly letters: 'name' | 'char';
  readonly factWords: { readonly column: string; readonly row: string; readonly sector: string };
}
