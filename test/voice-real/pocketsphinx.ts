import { execFile } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { VOSK_UNKNOWN } from '../../shared/orders';

const run = promisify(execFile);

/** Debian's pocketsphinx-en-us: a real acoustic model and the CMU pronouncing dictionary. */
export const MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';
/** Debian's pocketsphinx 0.8/5-prealpha command (5.x renamed it `pocketsphinx`, with other flags). */
export const RECOGNIZER = 'pocketsphinx_continuous';

export function hasModel(): boolean {
  return existsSync(join(MODEL_DIR, 'en-us', 'mdef')) && existsSync(join(MODEL_DIR, 'cmudict-en-us.dict'));
}

/**
 * The "[unk]" of this grammar: a word made of the model's speech-noise phone, which it was trained
 * on for unintelligible speech. Vosk's grammar mode has the same escape.
 */
const GARBAGE = 'zz-unknown';
const GARBAGE_WEIGHT = 0.05;
/**
 * Word insertion penalty. pocketsphinx's default (0.65) suits a language model; a bare word loop with
 * it fills every pause with "ah", "a", "e". 1e-3 keeps real words and drops most of those; stronger
 * penalties make the search give up (an empty result).
 */
const WORD_INSERTION_PENALTY = '1e-3';

export interface OracleGrammar {
  readonly dict: string;
  readonly jsgf: string;
  /** Words of the app's list the CMU dictionary lacks: the recognizer can never say them. */
  readonly missing: readonly string[];
}

/**
 * Builds the recognizer's constraint from the word list the app hands Vosk: any sequence of those
 * words or of garbage (read back as "[unk]"), like Vosk's grammar mode. The dictionary holds only
 * those words, with every CMU pronunciation, so loading is quick. Files go to `dir` (a temporary folder).
 */
export function buildGrammar(words: readonly string[], dir: string): OracleGrammar {
  const wanted = new Set(words.filter((w) => w !== VOSK_UNKNOWN));
  const entries = new Map<string, string[]>();
  for (const line of readFileSync(join(MODEL_DIR, 'cmudict-en-us.dict'), 'utf8').split('\n')) {
    const space = line.indexOf(' ');
    if (space < 0) continue;
    const word = line.slice(0, space).replace(/\(\d+\)$/, '');
    if (!wanted.has(word)) continue;
    entries.set(word, [...(entries.get(word) ?? []), line.slice(space + 1).replace(/#.*$/, '').trim()]);
  }
  const missing = [...wanted].filter((w) => !entries.has(w)).sort();
  const known = [...entries.keys()].sort();
  const lines = known.flatMap((word) => entries.get(word)!.map((phones, i) => `${i === 0 ? word : `${word}(${i + 1})`} ${phones}`));
  lines.push(`${GARBAGE} +SPN+`);
  const dict = join(dir, 'oracle.dict');
  writeFileSync(dict, `${lines.join('\n')}\n`);
  const jsgf = join(dir, 'oracle.jsgf');
  const grammar = [
    '#JSGF V1.0;',
    'grammar rumbo;',
    'public <utterance> = <item>+;',
    `<item> = /1/ <word> | /${GARBAGE_WEIGHT}/ ${GARBAGE};`,
    `<word> = ${known.join(' | ')};`,
  ];
  writeFileSync(jsgf, `${grammar.join('\n')}\n`);
  return { dict, jsgf, missing };
}

function args(grammar: OracleGrammar, wav: string, cmn?: string): string[] {
  const list = ['-hmm', join(MODEL_DIR, 'en-us'), '-dict', grammar.dict, '-jsgf', grammar.jsgf, '-wip', WORD_INSERTION_PENALTY, '-infile', wav];
  return cmn ? [...list, '-cmninit', cmn, '-logfn', '/dev/null'] : list;
}

/**
 * One WAV (16 kHz mono) to text as the app's recognizer would return it: grammar words, and "[unk]"
 * for garbage. pocketsphinx_continuous normalises the cepstrum live, starting from a mean measured
 * on human recordings, which fits synthetic voices so badly that a short utterance is lost before
 * it adapts. So a first pass measures the utterance's own mean and the second starts from it
 * (what batch normalisation of one push-to-talk press would do).
 */
export async function recognise(grammar: OracleGrammar, wav: string): Promise<string> {
  const first = await run(RECOGNIZER, args(grammar, wav), { maxBuffer: 1 << 24 });
  const cmn = [...first.stderr.matchAll(/Update to\s+<([^>]*)>/g)].at(-1)?.[1]?.trim().split(/\s+/).join(',');
  const second = cmn ? await run(RECOGNIZER, args(grammar, wav, cmn), { maxBuffer: 1 << 24 }) : first;
  return toAppText(second.stdout);
}

/** pocketsphinx prints one line per speech segment; runs of garbage become one "[unk]". */
export function toAppText(stdout: string): string {
  const words = stdout
    .split('\n')
    .flatMap((line) => line.trim().split(/\s+/))
    .filter((w) => w !== '')
    .map((w) => (w === GARBAGE ? VOSK_UNKNOWN : w.replace(/\(\d+\)$/, '')));
  return words.filter((w, i) => !(w === VOSK_UNKNOWN && words[i - 1] === VOSK_UNKNOWN)).join(' ');
}
