import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { voskGrammar, type ListenMode } from '../../shared/orders';
import { findExecutable } from '../support/tools';
import type { RealUtterance } from './corpus';
import { buildGrammar, hasModel, recognise, RECOGNIZER, type OracleGrammar } from './pocketsphinx';
import { judgeText, type Verdict } from './score';
import { speak, speakerName, type Speaker } from './synth';

/** Recognition runs in at most this many processes (the machine has two cores, shared). */
export const MAX_PROCESSES = 2;

export const ORACLE_TOOLS = [RECOGNIZER, 'espeak-ng', 'flite', 'sox'] as const;

/** Which of the oracle's programs (and pocketsphinx's English model) this machine lacks. */
export function missingOracleTools(): string[] {
  const missing: string[] = ORACLE_TOOLS.filter((tool) => findExecutable(tool) === undefined);
  if (!hasModel()) missing.push('pocketsphinx-en-us (the model)');
  return missing;
}

export interface Heard {
  readonly utterance: RealUtterance;
  readonly speaker: Speaker;
  readonly heard: string;
  readonly verdicts: Readonly<Record<ListenMode, Verdict>>;
}

/**
 * The test oracle: every utterance spoken by every speaker, recognised by pocketsphinx under the
 * app's English word list, and the text judged by the real matcher and engine in both listening
 * modes. WAVs and the grammar live in a temporary folder removed at the end.
 */
export class Oracle {
  private readonly dir = mkdtempSync(join(tmpdir(), 'rumbo-voice-real-'));
  readonly grammar: OracleGrammar = buildGrammar(voskGrammar('en'), this.dir);

  async hear(utterances: readonly RealUtterance[], speakers: readonly Speaker[]): Promise<Heard[]> {
    const jobs = speakers.flatMap((speaker) => utterances.map((utterance) => ({ speaker, utterance })));
    return pool(jobs, MAX_PROCESSES, async ({ speaker, utterance }, index) => {
      const wav = await speak(utterance.text, speaker, this.dir, `u${index}`);
      const heard = await recognise(this.grammar, wav);
      return { utterance, speaker, heard, verdicts: { ptt: judgeText(heard, utterance, 'ptt'), open: judgeText(heard, utterance, 'open') } };
    });
  }

  dispose(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
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

/** Right and wrong actions on orders, and actions on table talk, in one listening mode. */
export function tally(results: readonly Heard[], mode: ListenMode): Tally {
  const orders = results.filter((r) => r.utterance.expect !== null);
  const chatter = results.filter((r) => r.utterance.expect === null);
  return {
    orders: orders.length,
    right: orders.filter((r) => r.verdicts[mode].kind === 'right').length,
    wrong: orders.filter((r) => r.verdicts[mode].kind === 'wrong').length,
    chatter: chatter.length,
    chatterActed: chatter.filter((r) => r.verdicts[mode].kind === 'wrong').length,
  };
}

export const percent = (part: number, whole: number) => (whole === 0 ? 0 : (100 * part) / whole);

export function describeHeard(result: Heard, mode: ListenMode): string {
  const verdict = result.verdicts[mode];
  const outcome = verdict.kind === 'right' ? 'right' : verdict.kind === 'held' ? `held (${verdict.why})` : `ACTED ${JSON.stringify(verdict.sent)}`;
  return `[${speakerName(result.speaker)}] "${result.utterance.text}" → "${result.heard}" → ${outcome}`;
}
