import type { PhraseBook } from './taught';
import type { Direction, GameView, Grid, ReasonCode, Role, SymbolType, System } from '../engine';

export const LANGS = ['es', 'en', 'it'] as const;
export type Lang = (typeof LANGS)[number];

/** The eight neighbours of a cell, for "mina al noreste". */
export const HEADINGS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
export type Heading = (typeof HEADINGS)[number];

/** A cell as spoken and printed on the sheets: column letter, then row number ("C6"). */
export type CellLabel = string;

/** Engineer sheet: the upper row of a panel (central circuits) or the lower one (reactor). */
export type Part = 'circuit' | 'reactor';

/** A sonar fact as spoken: a column letter, a row number (1-based) or a sector number. */
export type SpokenFact =
  | { readonly kind: 'column'; readonly value: string }
  | { readonly kind: 'row'; readonly value: number }
  | { readonly kind: 'sector'; readonly value: number };

/**
 * What a spoken order means, independent of any map size (see README.md "Intent format").
 * Engine intents mirror `CommandBody`; `confirm` and `cancel` are for the UI only.
 */
export type Intent =
  | { readonly type: 'course'; readonly direction: Direction }
  | { readonly type: 'mark'; readonly system: System }
  | { readonly type: 'cross'; readonly panel: Direction | null; readonly symbol: SymbolType; readonly part: Part | null }
  | { readonly type: 'stop' }
  | { readonly type: 'resume' }
  | { readonly type: 'mine'; readonly cell: CellLabel }
  | { readonly type: 'mine'; readonly toward: Heading }
  | { readonly type: 'detonate'; readonly cell: CellLabel }
  | { readonly type: 'torpedo'; readonly cell: CellLabel }
  | { readonly type: 'drone'; readonly sector: number }
  | { readonly type: 'sonar' }
  | { readonly type: 'sonarAnswer'; readonly facts: readonly SpokenFact[] }
  | { readonly type: 'silence'; readonly direction: Direction; readonly distance: number }
  | { readonly type: 'scenario'; readonly cell: CellLabel }
  | { readonly type: 'surface' }
  | { readonly type: 'secureHull' }
  | { readonly type: 'checkHull'; readonly approve: boolean }
  | { readonly type: 'dive' }
  | { readonly type: 'endTurn' }
  | { readonly type: 'confirm' }
  | { readonly type: 'cancel' };

export type IntentType = Intent['type'];

export const INTENT_TYPES = [
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
  'sonarAnswer',
  'silence',
  'scenario',
  'surface',
  'secureHull',
  'checkHull',
  'dive',
  'endTurn',
  'confirm',
  'cancel',
] as const satisfies readonly IntentType[];

/** Orders whose mistakes hurt: the UI asks before sending them. */
export const HIGH_IMPACT: ReadonlySet<IntentType> = new Set(['torpedo', 'detonate', 'surface', 'scenario']);

/** Why an utterance did nothing: the engine's reason for an illegal order, or one of the matcher's own. */
export type OrderReason =
  | ReasonCode
  | 'orders.empty'
  | 'orders.not-understood'
  /** An open microphone in a base game heard up/down/left/right: the compass words are the orders there. */
  | 'orders.compass'
  /** A negated order ("don't fire at G6"): nothing sent. */
  | 'orders.negated'
  /** The order taken back: a correction begun and never said ("rumbo norte, no…"), or cancelled in the same breath ("…, olvídalo"). */
  | 'orders.retracted'
  | 'orders.wrong-role'
  | 'orders.incomplete'
  | 'orders.no-sub'
  | 'orders.ok-not-needed'
  /**
   * An open microphone refused what the talk key would run ("north radiation, ticked off": a crossing
   * said as done, an order after its reason): the player is told to hold the key or say it plainly.
   */
  | 'orders.key-needed';

/** An order heard without its target ("¡torpedo!"): a view may complete it, else it is refused. */
export interface Incomplete {
  readonly type: 'incomplete';
  readonly of: IntentType;
  /** The fields that were heard, named as in the intent. */
  readonly known: Readonly<Record<string, unknown>>;
}

export type Reading = Intent | Incomplete;

/** One reading of the utterance. Lower cost = closer to what was heard. */
export interface Candidate<I extends Reading = Reading> {
  readonly intent: I;
  readonly cost: number;
  /** The role that would send it (one of the roles asked for, or the one it belongs to when foreign). */
  readonly role: Role;
  /** Belongs to the roles asked for. */
  readonly own: boolean;
  /** With a view: null when the engine would accept it, else why not. Without a view: null. */
  readonly illegal: OrderReason | null;
  /** The grammar phrase it came from ("torpedo $col $row"): for debugging, and which negations are its own words. */
  readonly phrase: string;
}

export type Decision =
  | { readonly kind: 'execute'; readonly intent: Intent; readonly role: Role; readonly confirm: boolean; readonly cost: number }
  | { readonly kind: 'ask'; readonly options: readonly Candidate<Intent>[]; readonly prompt: string }
  | { readonly kind: 'reject'; readonly reason: OrderReason; readonly intent?: Intent }
  /**
   * Heard and understood, but nothing to do and nothing wrong: a First Mate's or Engineer's "ok"/"listo"
   * (their mark or crossing is their OK). The panel says so quietly, without the refusal's alarm.
   */
  | { readonly kind: 'not-an-order'; readonly reason: 'orders.ok-not-needed' };

/**
 * How the microphone listens: push-to-talk (the speaker meant to give an order) or open mic (everything
 * said at the table reaches the matcher): open mic is held to a stricter bar (decide.ts).
 */
export type ListenMode = 'ptt' | 'open';

export interface MatchOptions {
  readonly lang: Lang;
  /** The speaker's role, or every role of a merged seat (a crew of 3 merges Captain and First Mate). */
  readonly role: Role | readonly Role[];
  /** With a view only legal orders compete, and relative mines are turned into cells. */
  readonly view?: GameView;
  /** Map geometry when there is no view; default 15×15 with 5×5 sectors. */
  readonly grid?: Grid;
  /** Default 'ptt'. */
  readonly mode?: ListenMode;
  /** The player's own words (issue 27.4, taught.ts); used only when its language is `lang`. */
  readonly book?: PhraseBook;
}

export interface MatchResult {
  readonly heard: string;
  readonly tokens: readonly string[];
  readonly decision: Decision;
  /** Every reading considered, best first (own and foreign, legal and not). */
  readonly ranked: readonly Candidate[];
}
