import { askPrompt } from './describe';
import { grammarFor } from './grammar';
import { intentKey } from './intent';
import { match } from './match';
import { NOISE, tokenise } from './normalise';
import type { Recognition } from './recognition';
import type { Candidate, Decision, Intent, MatchOptions, MatchResult } from './types';

/**
 * The rejection path's bars (issue 17.2), on what the recognizer says of its own result. A closed
 * grammar forces table talk into orders ("nice shot guys" → "launch torpedo i eight"); what gives
 * it away is that the recognizer was unsure of the words it forced, that most of the speech went to
 * "[unk]", or that the runner-up transcript means something else. The same bars for the app (Vosk)
 * and the oracle (pocketsphinx); figures behind them in docs/decisions.md (issue 17, rejection).
 */
export const REJECTION = {
  /** An order word (not a filler, not "[unk]") below this confidence: the order is not trusted. */
  wordConf: 0.6,
  /** The order words' mean confidence below this: not trusted either. */
  meanConf: 0.8,
  /** More "[unk]" words than this share of everything heard: the speech was mostly not an order. */
  unknownShare: 0.5,
  /** A runner-up transcript at least this likely (its share of the n-best) that means another thing: unsure. */
  rivalShare: 0.25,
} as const;

/** Why the rejection path held an order back. */
export type Doubt = 'low-confidence' | 'mostly-unknown' | 'rival-reading';

export interface Screened extends MatchResult {
  /** Set when the recognizer's own doubt changed the decision (the matcher's is in `matched`). */
  readonly doubt: Doubt | null;
  /** What the matcher alone decided on the best text. */
  readonly matched: Decision;
}

const acts = (d: Decision): d is Extract<Decision, { kind: 'execute' }> => d.kind === 'execute' && d.intent.type !== 'confirm' && d.intent.type !== 'cancel';

function decisionKey(d: Decision): string {
  if (d.kind === 'execute') return `x:${intentKey(d.intent)}`;
  if (d.kind === 'ask') return `a:${d.options.map((o) => intentKey(o.intent)).join('|')}`;
  return 'none';
}

/** Shares of the n-best, from the recognizer's scores (the words carry them in the alternatives form). */
function shares(recognition: Recognition): number[] {
  const alts = recognition.alternatives;
  if (alts.length <= 1) return alts.map(() => 1);
  const fromWords = alts.map((a) => a.words[0]?.conf);
  if (fromWords.every((c): c is number => c !== undefined)) return fromWords;
  const top = Math.max(...alts.map((a) => a.confidence));
  const w = alts.map((a) => Math.exp(a.confidence - top));
  const total = w.reduce((s, x) => s + x, 0) || 1;
  return w.map((x) => x / total);
}

function doubtOf(recognition: Recognition, options: MatchOptions, decision: Decision): Doubt | null {
  const grammar = grammarFor(options.lang);
  const heard = recognition.words.map((w) => ({ w, tokens: tokenise(w.word, grammar.lexicon) }));
  const unknown = heard.filter((h) => h.tokens.length === 1 && h.tokens[0] === NOISE).length;
  if (heard.length > 0 && unknown / heard.length > REJECTION.unknownShare) return 'mostly-unknown';
  const content = heard.filter((h) => h.tokens.some((t) => t !== NOISE && !grammar.fillers.has(t)));
  if (content.length > 0) {
    const confs = content.map((h) => h.w.conf);
    const mean = confs.reduce((s, c) => s + c, 0) / confs.length;
    if (Math.min(...confs) < REJECTION.wordConf || mean < REJECTION.meanConf) return 'low-confidence';
  }
  const share = shares(recognition);
  const mine = decisionKey(decision);
  for (let i = 1; i < recognition.alternatives.length; i++) {
    if ((share[i] ?? 0) < REJECTION.rivalShare) continue;
    const rival = match(recognition.alternatives[i]!.text, options).decision;
    if (decisionKey(rival) !== mine) return 'rival-reading';
  }
  return null;
}

/**
 * The matcher on a recognizer's result, then the rejection path: an order the recognizer doubts
 * (see REJECTION) never runs. In push-to-talk the speaker meant an order, so a doubted one is asked
 * about ("¿torpedo a ce seis?"); with an open microphone it is dropped (`orders.not-understood`).
 * Questions and refusals pass through as the matcher decided them. Typed text (`fromText`) is trusted.
 */
export function screen(recognition: Recognition, options: MatchOptions): Screened {
  const result = match(recognition.text, options);
  const matched = result.decision;
  if (!acts(matched) && matched.kind !== 'ask') return { ...result, doubt: null, matched };
  const doubt = doubtOf(recognition, options, matched);
  if (!doubt) return { ...result, doubt: null, matched };
  const open = (options.mode ?? 'ptt') === 'open';
  if (open || doubt === 'mostly-unknown' || matched.kind === 'ask') {
    return { ...result, decision: { kind: 'reject', reason: 'orders.not-understood' }, doubt, matched };
  }
  const key = intentKey(matched.intent);
  const same = result.ranked.find((c): c is Candidate<Intent> => c.own && c.illegal === null && c.intent.type !== 'incomplete' && intentKey(c.intent as Intent) === key);
  const asked: Decision = same ? { kind: 'ask', options: [same], prompt: askPrompt([matched.intent], options.lang) } : { kind: 'reject', reason: 'orders.not-understood' };
  return { ...result, decision: asked, doubt, matched };
}
