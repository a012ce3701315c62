import { LEXICONS } from './lexicon';
import type { Lexicon, PhraseKey } from './lexicon/types';
import type { Intent, Lang, SpokenFact } from './types';

function letterWord(lexicon: Lexicon, letter: string): string {
  const col = letter.charCodeAt(0) - 65;
  return lexicon.say.letters === 'char' ? letter : (lexicon.letters[col]?.[0] ?? letter);
}

function numberWord(lexicon: Lexicon, n: number): string {
  return lexicon.numbers[n]?.[0] ?? String(n);
}

function cellWords(lexicon: Lexicon, label: string): string {
  const row = Number(label.slice(1));
  return `${letterWord(lexicon, label.charAt(0))} ${numberWord(lexicon, row)}`;
}

function factWords(lexicon: Lexicon, fact: SpokenFact): string {
  const word = lexicon.say.factWords[fact.kind];
  return fact.kind === 'column' ? `${word} ${letterWord(lexicon, fact.value)}` : `${word} ${numberWord(lexicon, fact.value)}`;
}

function frameOf(intent: Intent): PhraseKey | 'mine.toward' | 'sonarAnswer' {
  if (intent.type === 'checkHull') return intent.approve ? 'checkHull.approve' : 'checkHull.refuse';
  if (intent.type === 'silence' && intent.distance === 0) return 'silence.still';
  if (intent.type === 'mine' && 'toward' in intent) return 'mine.toward';
  return intent.type;
}

/** How the matcher says an intent back ("torpedo a ce seis"), for prompts and "heard: …" lines. */
export function say(intent: Intent, lang: Lang): string {
  const lexicon = LEXICONS[lang];
  const fields = intent as unknown as Readonly<Record<string, unknown>>;
  const fill: Record<string, string> = {};
  if ('direction' in intent) fill.dir = lexicon.directions[intent.direction][0]!;
  if (intent.type === 'cross') {
    fill.symbol = lexicon.symbols[intent.symbol][0]!;
    fill.part = intent.part ? lexicon.parts[intent.part][0]! : '';
    fill.panel = intent.panel ? lexicon.directions[intent.panel][0]! : '';
  }
  if (intent.type === 'mine' && 'toward' in intent) {
    fill.heading = intent.toward.length === 1 ? lexicon.directions[intent.toward as 'N'][0]! : lexicon.diagonals[intent.toward as 'NE'][0]!;
  }
  if (typeof fields.cell === 'string') fill.cell = cellWords(lexicon, fields.cell);
  if (intent.type === 'drone') fill.sector = numberWord(lexicon, intent.sector);
  if (intent.type === 'mark') fill.system = lexicon.systems[intent.system][0]!;
  if (intent.type === 'silence') fill.dist = numberWord(lexicon, intent.distance);
  if (intent.type === 'sonarAnswer') fill.facts = intent.facts.map((f) => factWords(lexicon, f)).join(', ');
  return lexicon.say.frames[frameOf(intent)]
    .replace(/\{(\w+)\}/g, (_, name: string) => fill[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** "¿ce seis o de seis?": the options said back, without the words they all start with. */
export function askPrompt(options: readonly Intent[], lang: Lang): string {
  const lexicon = LEXICONS[lang];
  const phrases = options.map((o) => say(o, lang).split(' '));
  let common = 0;
  const shortest = Math.min(...phrases.map((p) => p.length));
  while (common < shortest - 1 && phrases.every((p) => p[common] === phrases[0]![common])) common++;
  const parts = phrases.map((p) => p.slice(options.length > 1 ? common : 0).join(' '));
  const body = parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} ${lexicon.say.or} ${parts[parts.length - 1]}`;
  return lexicon.say.question(body);
}
