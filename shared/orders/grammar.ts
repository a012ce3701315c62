import { COMMAND_ROLES, ROLES, type Role } from '../engine';
import { confusionTable, type ConfusionTable } from './cost';
import { LEXICONS } from './lexicon';
import { PHRASE_KEYS, type Lexicon, type PhraseKey } from './lexicon/types';
import { formKey } from './normalise';
import { parseTemplate, type Template } from './template';
import { answeringPhrases, lexiconWords, sonarAnswerPhrases } from './words';
import type { IntentType, Lang } from './types';

export type GrammarKey = PhraseKey | 'sonarAnswer';

export const KEY_TYPE: Readonly<Record<GrammarKey, IntentType>> = {
  course: 'course',
  mark: 'mark',
  cross: 'cross',
  stop: 'stop',
  resume: 'resume',
  mine: 'mine',
  detonate: 'detonate',
  torpedo: 'torpedo',
  drone: 'drone',
  sonar: 'sonar',
  sonarAnswer: 'sonarAnswer',
  silence: 'silence',
  'silence.still': 'silence',
  scenario: 'scenario',
  surface: 'surface',
  secureHull: 'secureHull',
  'checkHull.approve': 'checkHull',
  'checkHull.refuse': 'checkHull',
  dive: 'dive',
  endTurn: 'endTurn',
  confirm: 'confirm',
  cancel: 'cancel',
};

/** System activations may open with "stop"/"alto", as the rulebooks have the player do. */
const ACTIVATIONS: ReadonlySet<GrammarKey> = new Set(['mine', 'detonate', 'torpedo', 'drone', 'sonar', 'silence', 'silence.still', 'scenario']);

export interface Rule extends Template {
  readonly key: GrammarKey;
  readonly roles: readonly Role[];
  /**
   * Whether Vosk's list holds it: 'always' (Lexicon.phrases), 'spare' (Lexicon.sparePhrases: while there is
   * room) or 'never' (Lexicon.unheldPhrases and the sonar answer told: the matcher reads it alone).
   */
  readonly held: 'always' | 'spare' | 'never';
  /**
   * Read only with the key pressed (the sonar answer told, Lexicon.facts.answering): with an open microphone
   * "les decimos columna L y fila cinco" is as often the crew deciding aloud what to answer.
   */
  readonly keyOnly: boolean;
}

export interface Grammar {
  readonly lexicon: Lexicon;
  /** Every role's phrases: a phrase of another role is how "wrong role" is recognised. */
  readonly rules: readonly Rule[];
  readonly confusions: ConfusionTable;
  readonly fillers: ReadonlySet<string>;
  readonly ambiguous: ReadonlySet<string>;
  readonly cues: ReadonlySet<string>;
  /** Words after which an ambiguous word is the heading (Lexicon.cuesAfter). */
  readonly cuesAfter: ReadonlySet<string>;
  /** Family directions: no evidence of a course on their own. */
  readonly family: ReadonlySet<string>;
  /** One-word orders that are also everyday words (see Lexicon.talk). */
  readonly talk: ReadonlySet<string>;
  /** A symbol's words (without the system names that stand for one), and the pronouns that may follow them. */
  readonly symbolWords: ReadonlySet<string>;
  readonly symbolPronouns: ReadonlySet<string>;
  /** A panel's parts ("circuito", "reactor"): like a symbol, a panel's name may follow one ("el reactor este"). */
  readonly partWords: ReadonlySet<string>;
  /** Corrections and the words that replace a value (Lexicon.corrections, Lexicon.replacing). */
  readonly corrections: ReadonlySet<string>;
  /** The corrections that, said last, take the order back ("rumbo norte, no…"): Lexicon.corrections. */
  readonly retractions: ReadonlySet<string>;
  /** A gauge's box ("box", "casilla", "tacca"): a number just before one counts boxes (counted.ts). */
  readonly gaugeBoxes: ReadonlySet<string>;
  /** Every folded word of the vocabulary. */
  readonly known: ReadonlySet<string>;
}

export function rolesFor(type: IntentType): readonly Role[] {
  return type === 'confirm' || type === 'cancel' ? ROLES : COMMAND_ROLES[type];
}

function compile(lexicon: Lexicon): Grammar {
  const rules: Rule[] = [];
  const stopElement = { kind: 'word' as const, words: lexicon.stopWords.map((w) => formKey(w, lexicon)), deleteCost: 0 };
  const add = (key: GrammarKey, source: string, held: Rule['held'] = 'always', keyOnly = false) => {
    const template = parseTemplate(source, lexicon);
    const elements = ACTIVATIONS.has(key) ? [stopElement, ...template.elements] : template.elements;
    rules.push({ ...template, elements, key, roles: template.roles ?? rolesFor(KEY_TYPE[key]), held, keyOnly });
  };
  for (const key of PHRASE_KEYS) for (const source of lexicon.phrases[key]) add(key, source);
  for (const key of PHRASE_KEYS) for (const source of lexicon.sparePhrases[key] ?? []) add(key, source, 'spare');
  for (const key of PHRASE_KEYS) for (const source of lexicon.unheldPhrases[key] ?? []) add(key, source, 'never');
  for (const source of sonarAnswerPhrases(lexicon)) add('sonarAnswer', source);
  // Prefixed to every sonar answer phrase, in Vosk's list they took the grammar's build from 19 to 25 ms.
  for (const source of answeringPhrases(lexicon)) add('sonarAnswer', source, 'never', true);
  const keys = (words: readonly string[]) => new Set(words.map((w) => formKey(w, lexicon)));
  return {
    lexicon,
    rules,
    confusions: confusionTable(lexicon),
    fillers: keys([...lexicon.fillers, ...lexicon.ambiguous]),
    ambiguous: keys(lexicon.ambiguous),
    // A distance announces a heading too ("silencio, dos, este").
    cues: keys([...lexicon.cues, ...lexicon.numbers.slice(0, 5).flat()]),
    cuesAfter: keys(lexicon.cuesAfter),
    family: keys(lexicon.familyDirections),
    talk: keys(lexicon.talk),
    symbolWords: keys(Object.values(lexicon.symbols).flat().filter((w) => !w.includes(':'))),
    partWords: keys(Object.values(lexicon.parts).flat()),
    symbolPronouns: keys(lexicon.symbolPronouns),
    corrections: keys([...lexicon.corrections, ...lexicon.replacing]),
    retractions: keys(lexicon.corrections),
    gaugeBoxes: keys(lexicon.gaugeBoxes),
    known: new Set([...lexiconWords(lexicon), ...lexicon.compounds].map((w) => formKey(w, lexicon))),
  };
}

const cache = new Map<Lang, Grammar>();

/** Compiled once per language. */
export function grammarFor(lang: Lang): Grammar {
  let grammar = cache.get(lang);
  if (!grammar) {
    grammar = compile(LEXICONS[lang]);
    cache.set(lang, grammar);
  }
  return grammar;
}

const bySource = new WeakMap<Grammar, ReadonlyMap<string, Rule>>();

/** The compiled rule a candidate was read with (`Candidate.phrase` is its source). */
export function ruleOf(grammar: Grammar, source: string): Rule | undefined {
  let rules = bySource.get(grammar);
  if (!rules) bySource.set(grammar, (rules = new Map(grammar.rules.map((r) => [r.source, r]))));
  return rules.get(source);
}
