/**
 * What a recognizer hands the app for one utterance, in the shape Vosk gives it with `setWords(true)`
 * (per-word confidence and times) and `setMaxAlternatives(n)` (n-best texts). The app (Vosk) and the
 * test oracle (pocketsphinx) both produce this, and the rejection path (reject.ts) reads only this.
 */
export interface RecognizedWord {
  readonly word: string;
  /** 0–1: Vosk's per-word posterior; in the alternatives form, the n-best share of the alternatives that have it. */
  readonly conf: number;
  /** Seconds from the start of the utterance. */
  readonly start: number;
  readonly end: number;
}

export interface RecognitionAlternative {
  readonly text: string;
  /** As the recognizer gives it: Vosk's lattice score (larger is better), or 1 for a single result. */
  readonly confidence: number;
  readonly words: readonly RecognizedWord[];
}

export interface Recognition {
  /** The best text, lowercase as the recognizer gives it ("" for silence). */
  readonly text: string;
  readonly words: readonly RecognizedWord[];
  /** Best first; the best is `text` itself. One entry when the recognizer gave no alternatives. */
  readonly alternatives: readonly RecognitionAlternative[];
  /** false for a partial result ("partial": words still coming). */
  readonly final: boolean;
  /** The key of the grammar it was decoded with, when the recognizer decodes against one. */
  readonly grammar?: string;
}

/** A recognition from text alone (typed orders, replayed transcripts): every word fully trusted. */
export function fromText(text: string, final = true): Recognition {
  const words = text
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word, i) => ({ word, conf: 1, start: i * 0.4, end: i * 0.4 + 0.35 }));
  const clean = words.map((w) => w.word).join(' ');
  return { text: clean, words, alternatives: [{ text: clean, confidence: 1, words }], final };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const num = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function words(list: unknown, conf: number | null): RecognizedWord[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry) => {
    if (!isRecord(entry) || !str(entry.word)) return [];
    return [{ word: str(entry.word), conf: conf ?? Math.min(1, Math.max(0, num(entry.conf, 1))), start: num(entry.start, 0), end: num(entry.end, 0) }];
  });
}

/** Words without times (a partial, or a text-only result): spread evenly, trusted as given. */
function fromTextWords(text: string, conf: number): RecognizedWord[] {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((word, i) => ({ word, conf, start: i * 0.4, end: i * 0.4 + 0.35 }));
}

/**
 * Parses Vosk's JSON (an object or its string), in any of its forms:
 *  - `{ text, result: [{ word, conf, start, end }] }` (setWords) or `{ text }`;
 *  - `{ alternatives: [{ text, confidence, result: [{ word, start, end }] }] }` (setMaxAlternatives):
 *    Vosk gives no per-word confidence there, so each word gets the n-best share (softmax of the scores)
 *    of the alternatives that have it at that time: a word all agree on is 1, a close call's about 0.5;
 *  - `{ partial }` (final: false);
 *  - vosk-browser's message (`{ event, result: … }`).
 * Anything else is an empty final recognition: bad input never throws.
 */
export function fromVoskResult(json: unknown): Recognition {
  let value = json;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      value = null;
    }
  }
  if (isRecord(value) && typeof value.event === 'string' && isRecord(value.result)) value = value.result;
  if (!isRecord(value)) return { text: '', words: [], alternatives: [], final: true };
  if (typeof value.partial === 'string') {
    const text = str(value.partial);
    const list = words(value.partial_result, null);
    const ws = list.length > 0 ? list : fromTextWords(text, 1);
    return { text, words: ws, alternatives: text ? [{ text, confidence: 1, words: ws }] : [], final: false };
  }
  if (Array.isArray(value.alternatives)) {
    const raw = value.alternatives.filter(isRecord).map((a) => ({ text: str(a.text), confidence: num(a.confidence, 0), result: a.result }));
    const top = Math.max(...raw.map((a) => a.confidence));
    const weights = raw.map((a) => Math.exp(a.confidence - top));
    const total = weights.reduce((s, w) => s + w, 0) || 1;
    const listed = raw.map((a) => {
      const list = words(a.result, 1);
      return list.length > 0 || !a.text ? list : fromTextWords(a.text, 1);
    });
    // A word's confidence: the n-best share of the alternatives that have it at that time (or place).
    const posterior = (w: RecognizedWord, index: number) =>
      listed.reduce((sum, list, j) => {
        const timed = list.some((x) => x.end > x.start);
        const has = timed ? list.some((x) => x.word === w.word && x.start < w.end && w.start < x.end) : list[index]?.word === w.word;
        return has ? sum + weights[j]! / total : sum;
      }, 0);
    const alternatives = raw.map((a, i) => ({ text: a.text, confidence: a.confidence, words: listed[i]!.map((w, k) => ({ ...w, conf: Math.min(1, posterior(w, k)) })) }));
    const best = alternatives[0];
    return { text: best?.text ?? '', words: best?.words ?? [], alternatives: alternatives.filter((a) => a.text), final: true };
  }
  const text = str(value.text);
  const list = words(value.result, null);
  const ws = list.length > 0 || !text ? list : fromTextWords(text, 1);
  return { text, words: ws, alternatives: text ? [{ text, confidence: 1, words: ws }] : [], final: true };
}

/** Several results of one push-to-talk (Vosk may cut a long order at a pause), joined into one. */
export function joinRecognitions(parts: readonly Recognition[]): Recognition {
  const kept = parts.filter((p) => p.text);
  if (kept.length === 0) return { text: '', words: [], alternatives: [], final: true };
  if (kept.length === 1) return kept[0]!;
  const text = kept.map((p) => p.text).join(' ');
  const ws = kept.flatMap((p) => p.words);
  // Alternatives of a joined result: the best of every part but one, with that part's alternatives.
  const alternatives: RecognitionAlternative[] = [{ text, confidence: Math.min(...kept.map((p) => p.alternatives[0]?.confidence ?? 1)), words: ws }];
  kept.forEach((part, i) => {
    for (const alt of part.alternatives.slice(1)) {
      const pieces = kept.map((p, j) => (j === i ? alt : { text: p.text, words: p.words }));
      alternatives.push({ text: pieces.map((p) => p.text).join(' '), confidence: alt.confidence, words: pieces.flatMap((p) => p.words) });
    }
  });
  return { text, words: ws, alternatives, final: true };
}
