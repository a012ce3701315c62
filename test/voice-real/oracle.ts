import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crewSeat, viewFor } from '../../shared/engine';
import type { ListenMode } from '../../shared/orders';
import { contextGrammar, type GrammarContext } from '../../shared/orders/context-grammar';
import type { Recognition } from '../../shared/orders/recognition';
import { findExecutable } from '../support/tools';
import { stateFor, type RealUtterance } from './corpus';
import { utterances, APP_FRONT_END, type FrontEndChoice } from './listen';
import { buildGrammar, hasModel, recogniseAll, RECOGNIZER, type GrammarForm, type OracleGrammar } from './pocketsphinx';
import { judge, type Verdict } from './score';
import { CACHE_DIR, speak, speakerName, type Speaker } from './synth';
import { readWav, writeWav } from './wav';

/** Recognition runs in at most this many processes (the machine has two cores, shared). */
export const MAX_PROCESSES = 2;

const VOICE_DIR = fileURLToPath(new URL('../../renderer/voice/', import.meta.url));

export const ORACLE_TOOLS = [RECOGNIZER, 'espeak-ng', 'flite', 'sox', 'soxi'] as const;

/** Which of the oracle's programs (and pocketsphinx's English model) this machine lacks. */
export function missingOracleTools(): string[] {
  const missing: string[] = ORACLE_TOOLS.filter((tool) => findExecutable(tool) === undefined);
  if (!hasModel()) missing.push('pocketsphinx-en-us (the model)');
  return missing;
}

export interface Heard {
  readonly utterance: RealUtterance;
  readonly speaker: Speaker;
  /** Orders are spoken with push-to-talk, table talk into an open microphone (where all of it is heard). */
  readonly mode: ListenMode;
  /** One recognition per utterance the app sent (an open microphone may cut a clip in several, or none). */
  readonly heard: readonly Recognition[];
  readonly verdict: Verdict;
}

export const modeFor = (utterance: RealUtterance): ListenMode => (utterance.expect === null ? 'open' : 'ptt');

/**
 * The test oracle: every utterance spoken by every speaker, put through the app's front end, recognised
 * by pocketsphinx under the grammar the app hands Vosk for that seat and moment (as Vosk's bigram model), and the
 * recognitions judged by the app's own rejection path, matcher and engine. WAVs and grammars live in
 * a temporary folder removed at the end; synthesised clips are cached (synth.ts).
 */
export class Oracle {
  private readonly dir = mkdtempSync(join(tmpdir(), 'rumbo-voice-real-'));
  private readonly grammars = new Map<string, OracleGrammar>();
  private batches = 0;

  /** `granularity`: the app's default unless a comparison asks for another (contextGrammar's option). */
  constructor(
    readonly frontEnd: FrontEndChoice | null = APP_FRONT_END,
    readonly granularity?: GrammarContext['granularity'],
    readonly form: GrammarForm = 'bigram',
  ) {}

  /** The grammar of the seat that says `utterance`, built once per distinct phrase set. */
  grammarFor(utterance: RealUtterance, mode: ListenMode): OracleGrammar {
    const view = viewFor(stateFor(utterance.situation), crewSeat('blue', [utterance.role]));
    const grammar = contextGrammar({ lang: 'en', roles: [utterance.role], view, mode, ...(this.granularity ? { granularity: this.granularity } : {}) });
    let built = this.grammars.get(grammar.key);
    if (!built) this.grammars.set(grammar.key, (built = buildGrammar(grammar.phrases, this.dir, `g${this.grammars.size}`, this.form)));
    return built;
  }

  /** The words of the app's grammars that pocketsphinx's dictionary lacks. */
  missingWords(): string[] {
    return [...new Set([...this.grammars.values()].flatMap((g) => g.missing))].sort();
  }

  async hear(list: readonly RealUtterance[], speakers: readonly Speaker[], modes: (u: RealUtterance) => ListenMode = modeFor): Promise<Heard[]> {
    return this.hearEach(speakers.flatMap((speaker) => list.map((utterance) => ({ speaker, utterance, mode: modes(utterance) }))));
  }

  /** Each utterance by its own speaker and mode (a set that rotates its voices over its lines). */
  async hearEach(jobs: readonly { readonly speaker: Speaker; readonly utterance: RealUtterance; readonly mode: ListenMode }[]): Promise<Heard[]> {
    // 1. Speak (cached) and put through the app's front end: the WAVs the app would hand its recognizer.
    const sent = await pool(jobs, MAX_PROCESSES, async ({ speaker, utterance, mode }) => {
      const clip = await speak(utterance.text, speaker);
      return frontEndCached(clip, mode, this.frontEnd, async () => {
        const { rate, samples } = readWav(clip);
        return utterances(samples, rate, mode, this.frontEnd);
      });
    });
    // 2. Recognise, a grammar at a time, in at most MAX_PROCESSES batch processes.
    const byGrammar = new Map<OracleGrammar, Array<{ job: number; part: number; wav: string }>>();
    jobs.forEach((job, i) => {
      const grammar = this.grammarFor(job.utterance, job.mode);
      const entries = byGrammar.get(grammar) ?? [];
      sent[i]!.forEach((wav, part) => entries.push({ job: i, part, wav }));
      byGrammar.set(grammar, entries);
    });
    const heard: Recognition[][] = jobs.map(() => []);
    const chunks = [...byGrammar].flatMap(([grammar, entries]) => split(entries, MAX_PROCESSES).map((chunk) => ({ grammar, chunk })));
    await pool(chunks, MAX_PROCESSES, async ({ grammar, chunk }, n) => {
      const recognitions = await recogniseAll(grammar, chunk.map((e) => e.wav), this.dir, `batch${this.batches++}-${n}`);
      chunk.forEach((e, i) => (heard[e.job]![e.part] = recognitions[i]!));
    });
    // 3. The app's rejection path, matcher and engine.
    return jobs.map(({ utterance, speaker, mode }, i) => ({ utterance, speaker, mode, heard: heard[i]!, verdict: judgeAll(heard[i]!, utterance, mode) }));
  }

  dispose(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** The front end's code: its output is cached with it and made anew when it changes. */
const FRONT_END_VERSION = createHash('sha1')
  .update(['frontend/agc.ts', 'frontend/denoise.ts', 'frontend/endpoint.ts', 'frontend/front-end.ts', 'frontend/room-watch.ts', 'frontend/speaker-gate.ts', 'resample.ts', 'push-to-talk.ts'].map((f) => readFileSync(join(VOICE_DIR, f), 'utf8')).join(''))
  .update(readFileSync(fileURLToPath(new URL('./listen.ts', import.meta.url)), 'utf8'))
  .digest('hex')
  .slice(0, 12);

/** The 16 kHz utterances the app would send for one clip, cached beside the clips (a second run only decodes). */
async function frontEndCached(clip: string, mode: ListenMode, choice: FrontEndChoice | null, make: () => Promise<Float32Array[]>): Promise<string[]> {
  const key = createHash('sha1').update(JSON.stringify([clip, mode, choice, FRONT_END_VERSION])).digest('hex').slice(0, 20);
  const index = join(CACHE_DIR, `fe-${key}.json`);
  if (existsSync(index)) return JSON.parse(readFileSync(index, 'utf8')) as string[];
  const wavs = (await make()).map((part, n) => {
    const wav = join(CACHE_DIR, `fe-${key}-${n}.wav`);
    writeWav(wav, 16_000, part);
    return wav;
  });
  writeFileSync(index, JSON.stringify(wavs));
  return wavs;
}

/** Several utterances from one clip: any wrong action is wrong; else right if one was right. */
function judgeAll(heard: readonly Recognition[], utterance: RealUtterance, mode: ListenMode): Verdict {
  const verdicts = heard.map((r) => judge(r, utterance, mode));
  return verdicts.find((v) => v.kind === 'wrong') ?? verdicts.find((v) => v.kind === 'right') ?? verdicts[0] ?? { kind: 'held', why: 'nothing heard' };
}

/** `items` in `count` runs of about equal length. */
function split<T>(items: readonly T[], count: number): T[][] {
  const size = Math.ceil(items.length / count);
  return Array.from({ length: count }, (_, i) => items.slice(i * size, (i + 1) * size)).filter((c) => c.length > 0);
}

/** Runs `work` over `items` with at most `limit` at a time; results in the items' order. */
export async function pool<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export interface Tally {
  readonly orders: number;
  readonly right: number;
  readonly wrong: number;
  readonly chatter: number;
  readonly chatterActed: number;
}

/** Right and wrong actions on orders, and actions on table talk. */
export function tally(results: readonly Heard[]): Tally {
  const orders = results.filter((r) => r.utterance.expect !== null);
  const chatter = results.filter((r) => r.utterance.expect === null);
  return {
    orders: orders.length,
    right: orders.filter((r) => r.verdict.kind === 'right').length,
    wrong: orders.filter((r) => r.verdict.kind === 'wrong').length,
    chatter: chatter.length,
    chatterActed: chatter.filter((r) => r.verdict.kind === 'wrong').length,
  };
}

export const percent = (part: number, whole: number) => (whole === 0 ? 0 : (100 * part) / whole);

export function describeHeard(result: Heard): string {
  const verdict = result.verdict;
  const outcome = verdict.kind === 'right' ? 'right' : verdict.kind === 'held' ? `held (${verdict.why})` : `ACTED ${JSON.stringify(verdict.sent)}`;
  const heard = result.heard.map((r) => `"${r.text}"`).join(' + ') || 'nothing';
  return `[${speakerName(result.speaker)}, ${result.mode}] "${result.utterance.text}" → ${heard} → ${outcome}`;
}
