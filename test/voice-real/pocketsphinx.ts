import { execFile } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { VOSK_UNKNOWN } from '../../shared/orders';
import type { Recognition, RecognizedWord } from '../../shared/orders/recognition';
import { estimateBigram, toArpa } from './bigram';
import { toJsgf } from './jsgf';

const run = promisify(execFile);

/** Debian's pocketsphinx-en-us: a real acoustic model and the CMU pronouncing dictionary. */
export const MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';
/** Debian's pocketsphinx 0.8/5-prealpha batch command (5.x replaced it with `pocketsphinx`, with other flags). */
export const RECOGNIZER = 'pocketsphinx_batch';

export function hasModel(): boolean {
  return existsSync(join(MODEL_DIR, 'en-us', 'mdef')) && existsSync(join(MODEL_DIR, 'cmudict-en-us.dict'));
}

/**
 * The "[unk]" of the grammar: a word made of the model's speech-noise phone, which it was trained on
 * for unintelligible speech, like the garbage word behind Vosk's "[unk]". In the bigram it is counted
 * like any phrase of the list; the JSGF form needs a weight for it, chosen once (docs/decisions.md,
 * issue 17) and not tuned per condition.
 */
const GARBAGE = 'zz-unknown';
export const GARBAGE_WEIGHT = 0.05;
/**
 * The JSGF form's word insertion penalty. pocketsphinx's default (0.65) suits a language model; a bare
 * word loop with it fills every pause with "ah", "a", "e". 1e-3 keeps real words and drops most of those.
 */
const WORD_INSERTION_PENALTY = '1e-3';

/** How the phrase list constrains the decode: Vosk's bigram language model, or a loop of whole phrases. */
export type GrammarForm = 'bigram' | 'jsgf';

export interface OracleGrammar {
  readonly dict: string;
  /** pocketsphinx's flags for the constraint (and its weights). */
  readonly search: readonly string[];
  /** Words of the app's grammar the CMU dictionary lacks: the recognizer can never say them. */
  readonly missing: readonly string[];
}

let cmuCache: Map<string, string[]> | null = null;
function cmu(): Map<string, string[]> {
  if (cmuCache) return cmuCache;
  const entries = new Map<string, string[]>();
  for (const line of readFileSync(join(MODEL_DIR, 'cmudict-en-us.dict'), 'utf8').split('\n')) {
    const space = line.indexOf(' ');
    if (space < 0) continue;
    const word = line.slice(0, space).replace(/\(\d+\)$/, '');
    entries.set(word, [...(entries.get(word) ?? []), line.slice(space + 1).replace(/#.*$/, '').trim()]);
  }
  return (cmuCache = entries);
}

/**
 * The recognizer's constraint from the phrase list the app hands Vosk (`contextGrammar(...).phrases`).
 * `'bigram'` (the default) is what Vosk does with it: a bigram language model estimated from the
 * phrases (bigram.ts), decoded with pocketsphinx's own language-model weights, "[unk]" counted like any
 * phrase; `'jsgf'` is the earlier stand-in, any sequence of whole phrases or garbage, kept to compare.
 * The dictionary holds only the grammar's words, with every CMU pronunciation, so loading is quick.
 * Words the dictionary lacks cannot be said: reported, and (as Vosk does) dropped from their phrases.
 */
export function buildGrammar(phrases: readonly string[], dir: string, name = 'oracle', form: GrammarForm = 'bigram'): OracleGrammar {
  const dictionary = cmu();
  const words = new Set(phrases.filter((p) => p !== VOSK_UNKNOWN).flatMap((p) => p.split(/\s+/).filter(Boolean)));
  const missing = [...words].filter((w) => !dictionary.has(w)).sort();
  const known = [...words].filter((w) => dictionary.has(w)).sort();
  const lines = known.flatMap((word) => dictionary.get(word)!.map((phones, i) => `${i === 0 ? word : `${word}(${i + 1})`} ${phones}`));
  lines.push(`${GARBAGE} +SPN+`);
  const dict = join(dir, `${name}.dict`);
  writeFileSync(dict, `${lines.join('\n')}\n`);
  // Silence only: the model's own speech-noise filler ([SPEECH], free at every word boundary) has no
  // counterpart in Vosk, whose speech noise is the grammar's "[unk]", priced by the grammar.
  const fillers = join(dir, `${name}.fillers`);
  writeFileSync(fillers, '<s> SIL\n</s> SIL\n<sil> SIL\n');
  if (form === 'bigram') {
    const lm = join(dir, `${name}.arpa`);
    const spell = (word: string) => (word === VOSK_UNKNOWN ? GARBAGE : dictionary.has(word) ? word : null);
    writeFileSync(lm, toArpa(estimateBigram(phrases, { spell })));
    // pocketsphinx's own weights for a language model, untouched: Vosk's come with its model.
    return { dict, search: ['-fdict', fillers, '-lm', lm], missing };
  }
  const jsgf = join(dir, `${name}.jsgf`);
  writeFileSync(jsgf, toJsgf(phrases, { garbage: GARBAGE, garbageWeight: GARBAGE_WEIGHT, unknown: VOSK_UNKNOWN, unsayable: new Set(missing) }));
  return { dict, search: ['-fdict', fillers, '-jsgf', jsgf, '-wip', WORD_INSERTION_PENALTY], missing };
}

const FILLER = /^(<s>|<\/s>|<sil>|\(NULL\)|\[NOISE\]|\+\+.*\+\+)$/;
/** pocketsphinx's frames: 100 a second. */
const FRAME_S = 0.01;

/**
 * Many WAVs (16 kHz mono 16-bit) to Recognitions, the shape the app reads from Vosk, in one
 * pocketsphinx_batch process (the grammar is compiled once, not once per clip). Each WAV is one
 * utterance with its own cepstral mean (`-cmn batch`): the mean pocketsphinx starts from was measured
 * on human recordings and fits synthetic voices so badly that a short utterance is lost before live
 * normalisation adapts; a push-to-talk press is one utterance anyway.
 */
export async function recogniseAll(grammar: OracleGrammar, wavs: readonly string[], dir: string, name: string): Promise<Recognition[]> {
  if (wavs.length === 0) return [];
  const ctl = join(dir, `${name}.ctl`);
  const hypseg = join(dir, `${name}.seg`);
  const bases = wavs.map((w) => w.replace(/\.wav$/, ''));
  writeFileSync(ctl, `${bases.join('\n')}\n`);
  await run(
    'pocketsphinx_batch',
    ['-hmm', join(MODEL_DIR, 'en-us'), '-dict', grammar.dict, ...grammar.search, '-cmn', 'batch',
      // Vosk has no noise removal of its own: the app's front end is all there is.
      '-remove_noise', 'no', '-adcin', 'yes', '-adchdr', '44', '-cepext', '.wav', '-ctl', ctl, '-hypseg', hypseg, '-logfn', '/dev/null'],
    { maxBuffer: 1 << 24 },
  );
  const lines = new Map<string, string>();
  for (const line of readFileSync(hypseg, 'utf8').split('\n')) {
    const id = line.split(' ')[0];
    if (id) lines.set(id, line);
  }
  return bases.map((base) => fromHypseg(lines.get(base) ?? ''));
}

/** pocketsphinx's hypseg line (`id S s T t A a L l` then `frame ascr lscr word`… then the last frame) as a Recognition. */
export function fromHypseg(line: string): Recognition {
  const parts = line.trim().split(/\s+/).slice(9);
  const segments: Array<{ frame: number; word: string }> = [];
  for (let i = 0; i + 4 <= parts.length; i += 4) segments.push({ frame: Number(parts[i]), word: parts[i + 3]! });
  const last = Number(parts.at(-1));
  const words: RecognizedWord[] = [];
  segments.forEach(({ frame, word: raw }, i) => {
    if (!raw || FILLER.test(raw)) return;
    const word = raw === GARBAGE ? VOSK_UNKNOWN : raw.replace(/\(\d+\)$/, '');
    if (word === VOSK_UNKNOWN && words.at(-1)?.word === VOSK_UNKNOWN) return;
    const next = segments[i + 1]?.frame ?? (Number.isFinite(last) ? last : frame);
    // A grammar decode's posterior is 1 for every word (as Vosk's confidences under a grammar).
    words.push({ word, start: frame * FRAME_S, end: next * FRAME_S, conf: 1 });
  });
  const text = words.map((w) => w.word).join(' ');
  return { text, words, alternatives: text ? [{ text, confidence: 1, words }] : [], final: true };
}

